<?php
/**
 * Bank statement import: reading the CSV, matching lines to orders, all or nothing.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Admin\BankStatementPage;
use Kabelshop\Admin\OrdersPage;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\BankStatement;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Payments\StatementException;
use Kabelshop\Payments\StatementImport;
use Kabelshop\Payments\TransferService;
use Kabelshop\Setup\Database;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\TestCase;

/**
 * Issue 15: "staff import a bank statement CSV that matches by reference and the order shows
 * paid". Files are built per test with the references of orders placed through POST orders.
 */
final class StatementImportTest extends TestCase {

	use CommerceFixtures;
	use TransferFixtures;

	/** @var list<array{0: int, 1: bool}> kabelshop_payment_changed calls: order id, inside a transaction. */
	private array $fired = array();

	protected function setUp(): void {
		parent::setUp();
		$this->set_company();
		add_action( 'kabelshop_payment_changed', array( $this, 'record_change' ) );
	}

	protected function tearDown(): void {
		remove_action( 'kabelshop_payment_changed', array( $this, 'record_change' ) );
		$this->restore_company();
		parent::tearDown();
	}

	/**
	 * Records a payment change (action kabelshop_payment_changed).
	 *
	 * @param array<string, mixed> $order Order.
	 */
	public function record_change( array $order ): void {
		$this->fired[] = array( (int) $order['id'], Database::in_transaction() );
	}

	/**
	 * A statement in the documented format.
	 *
	 * @param list<list<string>> $lines     Lines of date, amount, reference, payer, description.
	 * @param string             $separator ';' or ','.
	 */
	private function csv( array $lines, string $separator = ';' ): string {
		$out = array( implode( $separator, array( 'date', 'amount', 'reference', 'payer', 'description' ) ) );
		foreach ( $lines as $line ) {
			$out[] = implode( $separator, array_map( static fn( string $cell ): string => str_contains( $cell, $separator ) ? '"' . $cell . '"' : $cell, $line ) );
		}
		return implode( "\r\n", $out ) . "\r\n";
	}

	/**
	 * An amount in cents as a bank writes it with a decimal comma ('1.234,56').
	 *
	 * @param int $cents Cents.
	 */
	private static function comma( int $cents ): string {
		return number_format( $cents / 100, 2, ',', '.' );
	}

	/**
	 * The order as stored.
	 *
	 * @param int $id Order id.
	 * @return array<string, mixed>
	 */
	private function stored( int $id ): array {
		return (array) ( new OrderRepository() )->find( $id );
	}

	/**
	 * Payment events of an order moving to paid.
	 *
	 * @param int $id Order id.
	 * @return list<array<string, mixed>>
	 */
	private function paid_events( int $id ): array {
		return array_values( array_filter( ( new PaymentLedger() )->history( $id ), static fn( array $e ): bool => PaymentStatus::PAID === $e['to_status'] ) );
	}

	public function test_a_matching_line_pays_the_order_a_smaller_one_part_pays_it_others_change_nothing(): void {
		$buyer  = $this->transfer_buyer();
		$match  = $this->place_order( $buyer );
		$differ = $this->place_order( $buyer );
		$this->in_english();
		$file = $this->csv(
			array(
				array( '21.11.2026.', self::comma( $match['gross_cents'] ), 'HR01 ' . $match['payment_reference'], 'ŽELJKO SENEKOVIĆ', 'Narudžba ' . $match['number'] ),
				array( '2026-11-21', number_format( ( $differ['gross_cents'] - 100 ) / 100, 2, '.', '' ), $differ['payment_reference'], 'ŽELJKO SENEKOVIĆ', 'djelomično' ),
				array( '22.11.2026', '45,10', 'HR01 2026-9999998', 'Netko', 'krivi poziv' ),
				array( '22.11.2026', '-12,50', '', 'BANKA d.d.', 'naknada' ),
			)
		);
		$staff  = 1;
		$result = ( new BankStatementPage() )->handle( $file, $staff );
		$this->assertSame( 'success', $result['type'] );
		$this->assertSame( array( 'Payments recorded: 1', 'Part payments recorded: 1', 'No matching order: 1', 'Outgoing payments skipped: 1' ), $result['items'] );
		$rows = $result['rows']['rows'];
		$this->assertSame( array( 'paid', 'part_paid', 'unmatched', 'debit' ), array_column( $rows, 'outcome' ) );
		$this->assertSame( array( 2, 3, 4, 5 ), array_column( $rows, 'line' ), 'file lines (the header is line 1)' );
		$this->assertSame( $match['number'], $rows[0]['order_number'] );
		$this->assertStringContainsString( 'page=kabelshop-orders', $rows[0]['order_url'] );
		$this->assertSame( 'part payment recorded: ' . Format::money_cents( 100, Locale::bcp47() ) . ' still open', $rows[1]['message'] );
		$this->assertSame( 'no bank transfer order has this reference', $rows[2]['message'] );

		$paid = $this->stored( (int) $match['id'] );
		$this->assertSame( PaymentStatus::PAID, $paid['payment_status'] );
		$this->assertSame( $match['gross_cents'], $paid['paid_cents'] );
		$this->assertSame( '2026-11-20 23:00:00', $paid['paid_at'], 'the line\'s date, midnight in Zagreb (UTC+1 in November)' );
		$events = $this->paid_events( (int) $match['id'] );
		$this->assertCount( 1, $events );
		$this->assertSame( 'statement', $events[0]['source'] );
		$this->assertSame( $staff, $events[0]['user_id'] );
		$this->assertSame( $match['gross_cents'], $events[0]['amount_cents'] );
		$this->assertSame( array( array( (int) $match['id'], false ), array( (int) $differ['id'], false ) ), $this->fired, 'one reaction per recorded line, after the commit' );

		$this->assertSame( PaymentStatus::PART_PAID, $this->stored( (int) $differ['id'] )['payment_status'], 'less than the gross: part paid (issue 26)' );
		$this->assertSame( $differ['gross_cents'] - 100, $this->stored( (int) $differ['id'] )['paid_cents'] );

		$this->login( $buyer );
		$answer = $this->rest( 'GET', '/kabelshop/v1/orders/' . $match['id'] )->get_data()['order'];
		$this->assertSame( 'paid', $answer['payment_status'], 'the order shows paid' );
		$this->assertNull( $answer['payment_instructions'] );
	}

	public function test_two_part_lines_add_up_to_paid_and_the_same_lines_again_change_nothing(): void {
		$buyer = $this->transfer_buyer();
		$email = get_userdata( $buyer )->user_email;
		$order = $this->place_order( $buyer );
		$id    = (int) $order['id'];
		$gross = (int) $order['gross_cents'];
		$first = 10000;
		$this->in_english();
		$mails = array();
		$catch = static function ( array $mail ) use ( &$mails ): array {
			$mails[] = $mail;
			return $mail;
		};
		add_filter( 'wp_mail', $catch );
		$lines = array(
			array( '20.11.2026.', self::comma( $first ), 'HR01 ' . $order['payment_reference'], 'ŽELJKO SENEKOVIĆ', 'prvi dio' ),
			array( '23.11.2026.', self::comma( $gross - $first ), $order['payment_reference'], 'ŽELJKO SENEKOVIĆ', 'ostatak' ),
		);
		$part = ( new StatementImport() )->import( BankStatement::parse( $this->csv( array( $lines[0] ) ) ), 1 );
		$this->assertSame( 'part_paid', $part[0]['outcome'] );
		$this->assertSame( 'part payment recorded: ' . Format::money_cents( $gross - $first, Locale::bcp47() ) . ' still open', $part[0]['message'] );
		$now = $this->stored( $id );
		$this->assertSame( array( PaymentStatus::PART_PAID, $first ), array( $now['payment_status'], $now['paid_cents'] ) );
		$this->assertStringContainsString( 'Još otvoreno: ' . number_format( ( $gross - $first ) / 100, 2, ',', '.' ) . ' €', $mails[0]['message'], 'the buyer is told what is still open' );
		$this->assertSame( $email, $mails[0]['to'] );

		// The next statement overlaps: the first line again and the rest.
		$rest = ( new StatementImport() )->import( BankStatement::parse( $this->csv( $lines ) ), 1 );
		$this->assertSame( array( 'recorded', 'paid' ), array_column( $rest, 'outcome' ) );
		$now = $this->stored( $id );
		$this->assertSame( array( PaymentStatus::PAID, $gross, '2026-11-22 23:00:00' ), array( $now['payment_status'], $now['paid_cents'], $now['paid_at'] ) );
		$amounts = array_column( array_filter( ( new PaymentLedger() )->history( $id ), static fn( array $e ): bool => 'statement' === $e['source'] ), 'amount_cents' );
		$this->assertSame( array( $first, $gross - $first ), array_values( $amounts ) );

		$again = ( new StatementImport() )->import( BankStatement::parse( $this->csv( $lines ) ), 1 );
		$this->assertSame( array( 'recorded', 'recorded' ), array_column( $again, 'outcome' ) );
		$this->assertSame( $gross, $this->stored( $id )['paid_cents'], 'the same lines twice change nothing' );
		$this->assertCount( 2, $mails, 'one mail per recorded line' );
		remove_filter( 'wp_mail', $catch );

		// More than is open: paid, shown as overpaid.
		$over = $this->place_order( $buyer );
		$rows = ( new StatementImport() )->import( BankStatement::parse( $this->csv( array( array( '24.11.2026.', self::comma( (int) $over['gross_cents'] + 500 ), $over['payment_reference'], 'X', '' ) ) ) ), 1 );
		$this->assertSame( 'overpaid', $rows[0]['outcome'] );
		$this->assertSame( 'payment recorded: the order is paid and overpaid by ' . Format::money_cents( 500, Locale::bcp47() ), $rows[0]['message'] );
		$this->assertSame( array( PaymentStatus::PAID, (int) $over['gross_cents'] + 500 ), array( $this->stored( (int) $over['id'] )['payment_status'], $this->stored( (int) $over['id'] )['paid_cents'] ) );
	}

	public function test_the_same_line_in_two_imports_is_one_payment(): void {
		$order = $this->place_order( $this->transfer_buyer() );
		$line  = array( '21.11.2026.', self::comma( $order['gross_cents'] ), 'HR01 ' . $order['payment_reference'], 'DEMO d.o.o.', '' );
		$this->in_english();
		$first  = ( new BankStatementPage() )->handle( $this->csv( array( $line ) ), 1 );
		$second = ( new BankStatementPage() )->handle( $this->csv( array( array( '20.11.2026.', '1,00', '2026-0000019', 'X', '' ), $line ), ',' ), 1 );
		$this->assertSame( 'paid', $first['rows']['rows'][0]['outcome'] );
		$this->assertSame( 'recorded', $second['rows']['rows'][1]['outcome'] );
		$this->assertSame( 'already recorded by an earlier import', $second['rows']['rows'][1]['message'] );
		$this->assertCount( 1, $this->paid_events( (int) $order['id'] ), 'one payment' );
		$this->assertSame( $order['gross_cents'], $this->stored( (int) $order['id'] )['paid_cents'], 'not counted twice' );

		$twice = ( new StatementImport() )->import( BankStatement::parse( $this->csv( array( $line, $line ) ) ), 1 );
		$this->assertSame( array( 'recorded', 'recorded' ), array_column( $twice, 'outcome' ) );
	}

	public function test_a_line_for_an_order_already_paid_another_way_is_reported(): void {
		$order = $this->place_order( $this->transfer_buyer() );
		( new PaymentLedger() )->transition( (int) $order['id'], PaymentStatus::PAID, array( 'source' => 'staff' ) );
		$this->in_english();
		$rows = ( new StatementImport() )->import( BankStatement::parse( $this->csv( array( array( '2026-11-21', self::comma( $order['gross_cents'] ), $order['payment_reference'], 'X', '' ) ) ) ), 1 );
		$this->assertSame( 'not_awaiting', $rows[0]['outcome'] );
		$this->assertSame( 'the order is not awaiting payment (Paid)', $rows[0]['message'] );
	}

	public function test_a_malformed_file_changes_nothing_and_names_the_line_and_column(): void {
		$order = $this->place_order( $this->transfer_buyer() );
		$good  = array( '21.11.2026.', self::comma( $order['gross_cents'] ), $order['payment_reference'], 'X', '' );
		$this->in_english();
		$page = new BankStatementPage();
		foreach ( array(
			'Line 3, column amount: the amount "12,3x" is not an amount in euros (e.g. 1234,56 or 1234.56)' => $this->csv( array( $good, array( '21.11.2026.', '12,3x', '2026-0000019', 'Y', '' ) ) ),
			'Line 4, column date: the date "31.02.2026" is not a date (write YYYY-MM-DD or DD.MM.YYYY)' => $this->csv( array( $good, $good, array( '31.02.2026', '1,00', '2026-0000019', 'Y', '' ) ) ),
			'Line 1, column payer: the header row has no column "payer" (or "platitelj")' => "date;amount;reference;description\n2026-11-21;1,00;2026-0000019;x\n",
			'The file is empty.'                                                                          => "\xEF\xBB\xBF\r\n",
			'Line 1: The file has no lines below the header row.'                                         => "date,amount,reference,payer,description\n\n",
		) as $message => $file ) {
			$result = $page->handle( $file, 1 );
			$this->assertSame( 'error', $result['type'], $message );
			$this->assertSame( 'Nothing was imported. Correct the file and upload it again:', $result['text'] );
			$this->assertSame( array( $message ), $result['items'] );
			$this->assertNull( $result['rows'] );
		}
		$this->assertSame( PaymentStatus::AWAITING, $this->stored( (int) $order['id'] )['payment_status'], 'the good line before the bad one was not imported' );
		$this->assertSame( array(), $this->paid_events( (int) $order['id'] ) );
		$this->assertSame( array(), $this->fired );
	}

	public function test_a_failure_midway_rolls_back_every_line_and_sends_nothing(): void {
		$buyer  = $this->transfer_buyer();
		$first  = $this->place_order( $buyer );
		$second = $this->place_order( $buyer );
		$table  = OrderTable::name();
		$break  = static function ( string $query ) use ( $table, $second ): string {
			// The second order's payment update fails as a lost connection would.
			return str_starts_with( $query, "UPDATE `{$table}`" ) && preg_match( "/`id` = '?{$second['id']}'?\$/", $query ) ? 'UPDATE no_such_table SET x = 1' : $query;
		};
		add_filter( 'query', $break );
		try {
			$result = ( new BankStatementPage() )->handle(
				$this->csv(
					array(
						array( '21.11.2026.', self::comma( $first['gross_cents'] ), $first['payment_reference'], 'X', '' ),
						array( '21.11.2026.', self::comma( $second['gross_cents'] ), $second['payment_reference'], 'X', '' ),
					)
				),
				1
			);
		} finally {
			remove_filter( 'query', $break );
		}
		$this->assertSame( 'error', $result['type'] );
		$this->assertNull( $result['rows'] );
		$this->assertSame( PaymentStatus::AWAITING, $this->stored( (int) $first['id'] )['payment_status'], 'the first line is rolled back too' );
		$this->assertSame( array(), $this->paid_events( (int) $first['id'] ) );
		$this->assertSame( array(), $this->fired, 'no mail for a payment that was rolled back' );
	}

	public function test_the_file_format_separators_encodings_amounts_and_dates(): void {
		$sample = BankStatement::parse( (string) file_get_contents( dirname( __DIR__, 3 ) . '/tests/fixtures/bank-statement-sample.csv' ) );
		$this->assertSame( array( 123456, 9900, 4510, -1250 ), array_column( $sample, 'amount_cents' ) );
		$this->assertSame( array( '2026-11-21', '2026-11-21', '2026-11-22', '2026-11-22' ), array_column( $sample, 'date' ) );
		$this->assertSame( 'ŽELJKO SENEKOVIĆ', $sample[1]['payer'] );
		$this->assertSame( 'HR01 2026-0000019', $sample[0]['reference'] );

		$cp1250 = iconv( 'UTF-8', 'WINDOWS-1250', "datum,iznos,poziv na broj,platitelj,opis\n2026-11-21,\"1.234,56\",HR01 2026-0000019,ŽELJKO SENEKOVIĆ,Plaćanje\n" );
		$this->assertIsString( $cp1250 );
		$this->assertFalse( mb_check_encoding( $cp1250, 'UTF-8' ), 'really Windows-1250' );
		$line = BankStatement::parse( $cp1250 )[0];
		$this->assertSame( 'ŽELJKO SENEKOVIĆ', $line['payer'] );
		$this->assertSame( 'Plaćanje', $line['description'] );
		$this->assertSame( 123456, $line['amount_cents'] );

		foreach ( array(
			'1234,56'      => 123456,
			'1.234,56'     => 123456,
			'1234.56'      => 123456,
			'1,234.56'     => 123456,
			'1 234,56 EUR' => 123456,
			'1.234.567,8'  => 123456780,
			'1.234'        => 123400,
			'12'           => 1200,
			'0,05'         => 5,
			'-20,00'       => -2000,
			'+7.5'         => 750,
			'1,2345'       => null,
			'12,3x'        => null,
			'1.23.4'       => null,
			'1,234,56'     => null,
			''             => null,
		) as $text => $cents ) {
			$this->assertSame( $cents, BankStatement::amount_cents( (string) $text ), (string) $text );
		}
		$this->assertSame( '2026-03-05', BankStatement::date( '5.3.2026.' ) );
		$this->assertSame( '2026-11-21', BankStatement::date( '2026-11-21' ) );
		$this->assertNull( BankStatement::date( '2026-02-30' ) );
		$this->assertNull( BankStatement::date( '11/21/2026' ) );
		try {
			BankStatement::parse( "date,amount,reference,payer,description\n\"2026-11-21\",\"1,00\",\"multi\nline\",x,y\n2026-11-22,zz,r,p,d\n" );
			$this->fail( 'a bad amount is refused' );
		} catch ( StatementException $e ) {
			$this->assertSame( 4, $e->line_no, 'a quoted line break counts as a file line' );
			$this->assertSame( 'amount', $e->column );
		}
	}

	public function test_dedupe_key_is_a_hash_of_date_amount_reference_and_payer(): void {
		$line = array(
			'date'         => '2026-11-21',
			'amount_cents' => 100,
			'reference'    => 'HR01 2026-0000019',
			'payer'        => 'Demo  d.o.o.',
		);
		$key  = StatementImport::dedupe_key( $line );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $key );
		$this->assertSame( $key, StatementImport::dedupe_key( array( 'reference' => '2026-0000019', 'payer' => 'DEMO d.o.o.' ) + $line ), 'model, case and spacing do not make a new line' );
		$this->assertNotSame( $key, StatementImport::dedupe_key( array( 'date' => '2026-11-22' ) + $line ) );
		$this->assertNotSame( $key, StatementImport::dedupe_key( array( 'amount_cents' => 101 ) + $line ) );
		$this->assertNotSame( $key, StatementImport::dedupe_key( array( 'payer' => 'Other' ) + $line ) );
	}

	public function test_the_screen_shows_the_format_the_result_and_warns_without_an_iban(): void {
		$this->in_english();
		$this->login( 1 );
		$this->assertNull( BankStatementPage::iban_missing() );
		$this->set_company( '' );
		$this->assertStringContainsString( 'The company IBAN is empty', (string) BankStatementPage::iban_missing()['text'] );
		$this->assertSame( array( 'date', 'amount', 'reference', 'payer', 'description' ), array_column( BankStatementPage::columns(), 'name' ) );

		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$notice = function ( string $screen ): string {
			set_current_screen( $screen );
			ob_start();
			( new TransferService() )->iban_notice();
			return (string) ob_get_clean();
		};
		try {
			$this->assertStringContainsString( 'The company IBAN is empty', $notice( 'kabelshop_page_' . OrdersPage::SLUG ), 'the orders screen warns too' );
			$this->assertStringContainsString( 'page=kabelshop-company', $notice( 'kabelshop_page_' . OrdersPage::SLUG ) );
			$this->assertSame( '', $notice( 'dashboard' ), 'only there' );
		} finally {
			$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- undoing set_current_screen().
		}

		$order  = $this->place_order( $this->transfer_buyer() );
		$result = ( new BankStatementPage() )->handle( $this->csv( array( array( '21.11.2026.', self::comma( $order['gross_cents'] ), $order['payment_reference'], 'X', '' ) ) ), 1 );
		$html   = $this->render_screen( $result['rows'] );
		$this->assertStringContainsString( 'The company IBAN is empty', $html );
		$this->assertStringContainsString( 'name="statement"', $html );
		$this->assertStringContainsString( '<code>reference</code>', $html );
		$this->assertStringContainsString( 'poziv na broj', $html );
		$this->assertStringContainsString( '<tr data-outcome="paid">', $html );
		$this->assertStringContainsString( '>' . $order['number'] . '</a>', $html );
		$this->assertStringContainsString( 'payment recorded: the order is paid', $html );
	}

	/**
	 * The screen's template with a result table.
	 *
	 * @param array<string, mixed> $rows BankStatementPage::handle()['rows'].
	 */
	private function render_screen( array $rows ): string {
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		ob_start();
		BankStatementPage::template(
			'bank-statement',
			array(
				'notices'      => array(),
				'form'         => admin_url( 'admin-post.php' ),
				'action'       => BankStatementPage::ACTION,
				'iban_missing' => BankStatementPage::iban_missing(),
				'columns'      => BankStatementPage::columns(),
				'result'       => $rows,
			)
		);
		return (string) ob_get_clean();
	}
}
