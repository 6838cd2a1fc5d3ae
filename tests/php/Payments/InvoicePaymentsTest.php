<?php
/**
 * Invoice due dates and payments (issue 15, contract terms).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Admin\InvoicesPage;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Documents\DemoPdf;
use Kabelshop\Documents\InvoiceImporter;
use Kabelshop\Documents\InvoiceRepository;
use Kabelshop\Payments\CreditAccount;
use Kabelshop\Payments\InvoicePayments;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * Staff "Mark paid" on Kabelshop -> Invoices (over real HTTP, nonce and capability): the invoice is
 * paid, the open balance drops, and a contract order is paid when all its invoices are (a
 * PaymentLedger event with source 'invoice'). Overdue is a matter of the date (Europe/Zagreb): due
 * today is open, due yesterday overdue; without a stored due date the customer's terms count from
 * the invoice date. The import takes due_on and gross columns; an invoice of a paid order is stored
 * paid and an order paid later pays its invoices. GET invoices shows due date, open amount and status.
 */
final class InvoicePaymentsTest extends TestCase {

	use BrowsesAsUser;
	use CreditFixtures;

	/** @var list<string> Folders to remove. */
	private array $dirs = array();

	protected function tearDown(): void {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		\Kabelshop\Plugin::container()->reset( \Kabelshop\Support\Clock::class );
		foreach ( $this->dirs as $dir ) {
			array_map( 'unlink', (array) glob( $dir . '/*' ) );
			rmdir( $dir );
		}
		parent::tearDown();
	}

	/**
	 * Posts "Mark paid" of an invoice as the logged-in browser user.
	 *
	 * @param int         $invoice_id Invoice.
	 * @param string|null $nonce      Nonce (null: the right one).
	 * @return array{status: int, headers: array<string, list<string>>, body: string}
	 */
	private function mark_paid( int $invoice_id, ?string $nonce = null ): array {
		return $this->user_request(
			admin_url( 'admin-post.php' ),
			array(
				'action'   => 'kabelshop_invoice_paid',
				'invoice'  => (string) $invoice_id,
				'_wpnonce' => $nonce ?? wp_create_nonce( InvoicesPage::PAID_ACTION . $invoice_id ),
			)
		);
	}

	public function test_staff_mark_invoices_paid_the_balance_drops_and_the_contract_order_is_paid_with_its_last_invoice(): void {
		$user    = $this->contract_customer( 100000 );
		$order   = $this->credit_order( $user, 30000 );
		$first   = $this->credit_invoice( $user, (int) $order['id'], 10000, '2026-01-10' );
		$second  = $this->credit_invoice( $user, (int) $order['id'], 20000, '2026-01-10' );
		$account = new CreditAccount();
		$this->assertSame( 30000, $account->open_balance_cents( $user ) );

		$this->browser_login( 1 );
		$answer = $this->mark_paid( (int) $first['id'] );
		$this->assertSame( 302, $answer['status'] );
		$shown = $this->user_request( (string) $answer['headers']['location'][0] );
		$this->assertStringContainsString( (string) $first['number'], $shown['body'], 'the notice names the invoice' );
		$paid = ( new InvoiceRepository() )->find( (int) $first['id'] );
		$this->assertNotNull( $paid['paid_at'] );
		$this->assertSame( 10000, $paid['paid_cents'] );
		$this->assertSame( InvoicePayments::PAID, InvoicePayments::status( $paid ) );
		$this->assertSame( 20000, $account->open_balance_cents( $user ), 'the balance drops by the invoice' );
		$this->assertSame( PaymentStatus::AWAITING, ( new OrderRepository() )->find( (int) $order['id'] )['payment_status'], 'one invoice still open: the order waits' );

		$this->assertSame( 302, $this->mark_paid( (int) $second['id'] )['status'] );
		$this->assertSame( 0, $account->open_balance_cents( $user ) );
		$fresh = ( new OrderRepository() )->find( (int) $order['id'] );
		$this->assertSame( PaymentStatus::PAID, $fresh['payment_status'], 'all invoices paid: the contract order is paid' );
		$this->assertSame( 30000, $fresh['paid_cents'] );
		$this->assertNotNull( $fresh['paid_at'] );
		$events = ( new PaymentLedger() )->history( (int) $order['id'] );
		$last   = end( $events );
		$this->assertSame( 'invoice', $last['source'] );
		$this->assertSame( PaymentStatus::PAID, $last['to_status'] );
		$this->assertSame( 30000, $last['amount_cents'] );

		// Twice: nothing changes, staff are told.
		$again = $this->mark_paid( (int) $second['id'] );
		$this->assertSame( 302, $again['status'] );
		$this->assertCount( count( $events ), ( new PaymentLedger() )->history( (int) $order['id'] ) );
	}

	public function test_a_bank_transfer_order_is_not_moved_by_its_invoices_and_a_wrong_nonce_or_a_customer_change_nothing(): void {
		$user     = $this->contract_customer( null );
		$transfer = $this->credit_order( $user, 5000, PaymentMethods::BANK_TRANSFER );
		$invoice  = $this->credit_invoice( $user, (int) $transfer['id'], 5000, '2026-01-10' );

		$this->browser_login( $user );
		$refused = $this->mark_paid( (int) $invoice['id'] );
		$this->assertNotSame( 200, $refused['status'] );
		$this->assertNull( ( new InvoiceRepository() )->find( (int) $invoice['id'] )['paid_at'], 'a customer cannot mark an invoice paid' );

		$this->browser_login( 1 );
		$this->assertSame( 403, $this->mark_paid( (int) $invoice['id'], 'wrong' )['status'] );
		$this->assertNull( ( new InvoiceRepository() )->find( (int) $invoice['id'] )['paid_at'], 'a wrong nonce changes nothing' );
		$this->assertSame( 403, $this->mark_paid( (int) $invoice['id'], wp_create_nonce( InvoicesPage::PAID_ACTION . ( (int) $invoice['id'] + 1 ) ) )['status'], 'another invoice\'s nonce is refused' );

		$this->assertSame( 302, $this->mark_paid( (int) $invoice['id'] )['status'] );
		$this->assertNotNull( ( new InvoiceRepository() )->find( (int) $invoice['id'] )['paid_at'] );
		$this->assertSame( PaymentStatus::AWAITING, ( new OrderRepository() )->find( (int) $transfer['id'] )['payment_status'], 'only contract orders are paid by their invoices (staff mark transfers received)' );
	}

	public function test_overdue_is_computed_from_the_due_date_in_zagreb(): void {
		$user    = $this->contract_customer( null, 10 );
		$stored  = $this->credit_invoice( $user, null, 1000, '2026-03-01', '2026-03-20' );
		$derived = $this->credit_invoice( $user, null, 1000, '2026-03-01' );
		$this->assertSame( '2026-03-20', InvoicePayments::due_on( $stored ) );
		$this->assertSame( '2026-03-11', InvoicePayments::due_on( $derived ), 'no stored due date: invoice date + the customer\'s 10 days' );

		$day = static fn( string $date ): \DateTimeImmutable => new \DateTimeImmutable( $date, new \DateTimeZone( 'Europe/Zagreb' ) );
		$this->assertSame( InvoicePayments::OPEN, InvoicePayments::status( $derived, $day( '2026-03-11' ) ), 'due today: open' );
		$this->assertSame( InvoicePayments::OVERDUE, InvoicePayments::status( $derived, $day( '2026-03-12' ) ), 'from the next day: overdue' );
		$this->assertSame( 1, InvoicePayments::days_overdue( $derived, $day( '2026-03-12' ) ) );
		$this->assertSame( 30, InvoicePayments::days_overdue( $derived, $day( '2026-04-10' ) ), 'across the change to summer time' );
		$this->assertSame( InvoicePayments::OPEN, InvoicePayments::status( $stored, $day( '2026-03-12' ) ) );

		// The shop's today (LeadTime::today(), the plugin's clock) decides the account's list.
		\Kabelshop\Plugin::container()->set( \Kabelshop\Support\Clock::class, new \Kabelshop\Support\FixedClock( '2026-03-15' ) );
		$this->assertSame( array( (int) $derived['id'] ), array_map( 'intval', array_column( ( new \Kabelshop\Payments\CreditStatement() )->for_user( $user )['overdue'], 'id' ) ) );
		$paid = $this->credit_invoice( $user, null, 1000, '2026-01-01', '2026-01-02', true );
		$this->assertSame( InvoicePayments::PAID, InvoicePayments::status( $paid ) );
		$this->assertSame( 0, InvoicePayments::days_overdue( $paid ) );
		$this->assertSame( 0, InvoicePayments::open_cents( $paid ) );
		$this->assertNull( InvoicePayments::open_cents( $this->credit_invoice( $user, null, null, '2026-03-01' ) ), 'no amount: open amount unknown' );
	}

	public function test_an_order_paid_another_way_pays_its_invoices(): void {
		$user    = $this->contract_customer( null );
		$order   = $this->credit_order( $user, 8000, PaymentMethods::BANK_TRANSFER );
		$invoice = $this->credit_invoice( $user, (int) $order['id'], 8000, '2026-01-10' );
		$this->assertSame( 8000, ( new CreditAccount() )->open_balance_cents( $user ) );
		$this->assertTrue(
			( new PaymentLedger() )->transition(
				(int) $order['id'],
				PaymentStatus::PAID,
				array(
					'source'  => 'staff',
					'columns' => array(
						'paid_at'    => gmdate( 'Y-m-d H:i:s' ),
						'paid_cents' => 8000,
					),
				)
			)
		);
		$fresh = ( new InvoiceRepository() )->find( (int) $invoice['id'] );
		$this->assertNotNull( $fresh['paid_at'], 'the transfer received pays the invoice' );
		$this->assertSame( 8000, $fresh['paid_cents'] );
		$this->assertSame( 0, ( new CreditAccount() )->open_balance_cents( $user ) );
	}

	public function test_the_import_takes_due_dates_and_amounts_and_stores_an_invoice_of_a_paid_order_paid(): void {
		$user   = $this->contract_customer( null, 15 );
		$email  = get_userdata( $user )->user_email;
		$order  = $this->credit_order( $user, 25000 );
		$paid   = $this->credit_order( $user, 4000, PaymentMethods::CARD, PaymentStatus::PAID );
		$n      = array_map( fn(): string => strtoupper( str_replace( '.', '-', $this->unique( 'IMP-' ) ) ), range( 1, 4 ) );
		$header = implode( ';', array_merge( InvoiceImporter::HEADER, array( 'due_on', 'gross' ) ) );
		$dir    = $this->folder(
			$header,
			array(
				"{$n[0]};{$email};{$order['number']};2026-02-01;a.pdf;2026-02-20;",
				"{$n[1]};{$email};;2026-02-01;b.pdf;;1 250,50",
				"{$n[2]};{$email};{$paid['number']};2026-02-01;c.pdf;;",
			),
			array( 'a.pdf', 'b.pdf', 'c.pdf' )
		);
		$result = ( new InvoiceImporter() )->import_folder( $dir );
		$this->assertSame( array(), $result['errors'] );
		$repo  = new InvoiceRepository();
		$first = $repo->find_by_number( $n[0] );
		$this->assertSame( '2026-02-20', $first['due_on'], 'the due_on column' );
		$this->assertSame( 25000, $first['gross_cents'], 'no amount given: the order\'s gross' );
		$second = $repo->find_by_number( $n[1] );
		$this->assertSame( '2026-02-16', $second['due_on'], 'empty due_on: invoice date + the customer\'s 15 days' );
		$this->assertSame( 125050, $second['gross_cents'] );
		$third = $repo->find_by_number( $n[2] );
		$this->assertNotNull( $third['paid_at'], 'an invoice of a paid card order is stored paid' );
		$this->assertSame( InvoicePayments::PAID, InvoicePayments::status( $third ) );
		// The contract order now counts through its invoice (once), the paid one not at all.
		$this->assertSame( 25000 + 125050, ( new CreditAccount() )->open_balance_cents( $user ) );

		// Old files (five columns) still import; the due date comes from the terms.
		$dir    = $this->folder( implode( ';', InvoiceImporter::HEADER ), array( "{$n[3]};{$email};;2026-02-01;a.pdf" ), array( 'a.pdf' ) );
		$result = ( new InvoiceImporter() )->import_folder( $dir );
		$this->assertSame( array(), $result['errors'] );
		$this->assertSame( '2026-02-16', $repo->find_by_number( $n[3] )['due_on'] );

		// A due date before the invoice date or an amount with three decimals: nothing imported, the line named.
		foreach ( array( ';2026-01-31;', ';;12,345' ) as $tail ) {
			$number = strtoupper( str_replace( '.', '-', $this->unique( 'IMP-' ) ) );
			$dir    = $this->folder( $header, array( "{$number};{$email};;2026-02-01;a.pdf" . $tail ), array( 'a.pdf' ) );
			$result = ( new InvoiceImporter() )->import_folder( $dir );
			$this->assertCount( 1, $result['errors'], $tail );
			$this->assertStringStartsWith( sprintf( __( 'Line %1$d: %2$s', 'kabelshop' ), 2, '' ), $result['errors'][0] );
			$this->assertNull( $repo->find_by_number( $number ), $tail );
		}
		$dir    = $this->folder( $header . ';due_on', array(), array() );
		$result = ( new InvoiceImporter() )->import_folder( $dir );
		$this->assertCount( 1, $result['errors'], 'a column twice is refused' );
	}

	public function test_the_buyer_sees_due_date_open_amount_and_status_of_each_invoice(): void {
		$user = $this->contract_customer( null, 30 );
		\Kabelshop\Plugin::container()->set( \Kabelshop\Support\Clock::class, new \Kabelshop\Support\FixedClock( '2026-05-01' ) );
		$overdue = $this->credit_invoice( $user, null, 12500, '2026-03-01' );
		$open    = $this->credit_invoice( $user, null, 5000, '2026-04-20', '2026-05-20' );
		$paid    = $this->credit_invoice( $user, null, 7000, '2026-02-01', '2026-03-01', true );
		$this->login( $user );
		$response = $this->rest( 'GET', '/kabelshop/v1/invoices' );
		$this->assertSame( 200, $response->get_status() );
		$by_number = array_column( $response->get_data()['invoices'], null, 'number' );
		$this->assertSame( '2026-03-31', $by_number[ $overdue['number'] ]['due_on'] );
		$this->assertSame( 'overdue', $by_number[ $overdue['number'] ]['status'] );
		$this->assertSame( 12500, $by_number[ $overdue['number'] ]['open_cents'] );
		$this->assertNull( $by_number[ $overdue['number'] ]['paid_at'] );
		$this->assertSame( 'open', $by_number[ $open['number'] ]['status'] );
		$this->assertSame( '2026-05-20', $by_number[ $open['number'] ]['due_on'] );
		$this->assertSame( 'paid', $by_number[ $paid['number'] ]['status'] );
		$this->assertSame( 0, $by_number[ $paid['number'] ]['open_cents'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/', (string) $by_number[ $paid['number'] ]['paid_at'] );
	}

	/**
	 * A folder with index.csv (the given header line) and the named PDFs.
	 *
	 * @param string       $header First line.
	 * @param list<string> $lines  Lines after the header.
	 * @param list<string> $pdfs   PDF file names.
	 */
	private function folder( string $header, array $lines, array $pdfs ): string {
		$dir = get_temp_dir() . 'ks-credit-import-' . bin2hex( random_bytes( 6 ) );
		mkdir( $dir );
		$this->dirs[] = $dir;
		file_put_contents( $dir . '/index.csv', implode( "\n", array_merge( array( $header ), $lines ) ) . "\n" );
		foreach ( $pdfs as $pdf ) {
			file_put_contents( $dir . '/' . $pdf, DemoPdf::render( array( 'TEST ' . $pdf ) ) );
		}
		return $dir;
	}
}
