<?php
/**
 * Part payments and recorded refunds of bank transfer orders (issue 26).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\OrderAdminListTable;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\OrderPaymentBox;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentReference;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\PaymentInstructionsView;

/**
 * Issue 26, "Staff 'Mark payment received' of a partial amount marks the order fully paid": 100 EUR
 * received on a 162,15 EUR bank transfer order leaves it part paid with 62,15 EUR open, shown to
 * staff (Payment box, orders list) and to the buyer (mail, order page, instructions and barcode
 * for the rest); the rest pays it. Overpayment, refunds staff record (partial, full, of a cancelled
 * order), bad input, and two receipts at the same moment over HTTP.
 */
final class PartPaymentsTest extends TestCase {

	use BrowsesAsUser;
	use CapturesMail;
	use CardFixtures;
	use CommerceFixtures;
	use TransferFixtures;

	protected function setUp(): void {
		parent::setUp();
		$this->set_company();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		$this->restore_company();
		unset( $_COOKIE[ LOGGED_IN_COOKIE ], $_GET['order'], $_GET['lang'] );
		parent::tearDown();
	}

	/**
	 * A bank transfer order of 162,15 EUR awaiting payment, with its HR01 reference.
	 *
	 * @param int $buyer Buyer (Croatian by default: transfer_buyer()).
	 * @return array<string, mixed> The stored order.
	 */
	private function transfer_order( int $buyer ): array {
		$order = $this->card_order(
			$buyer,
			array(
				'payment_method'     => 'bank_transfer',
				'payment_expires_at' => null,
				'payment_due_on'     => gmdate( 'Y-m-d', time() + 8 * DAY_IN_SECONDS ),
				'subtotal_cents'     => 12972,
				'net_cents'          => 12972,
				'vat_cents'          => 3243,
				'gross_cents'        => 16215,
			)
		);
		$this->set_order( (int) $order['id'], array( 'payment_reference' => PaymentReference::for_order_number( (string) $order['number'] ) ) );
		return $this->fresh( (int) $order['id'] );
	}

	/**
	 * Staff apply one payment form in English.
	 *
	 * @param int                  $order_id Order.
	 * @param array<string, mixed> $post     Fields.
	 * @return array{ok: bool, message: string}
	 */
	private function staff( int $order_id, array $post ): array {
		return Locale::in_language( 'en', fn(): array => ( new OrderPaymentBox() )->apply( $order_id, $post, 1 ) );
	}

	/**
	 * The Payment box rows of an order as key => value, in English.
	 *
	 * @param int $order_id Order.
	 * @return array<string, string>
	 */
	private function box_rows( int $order_id ): array {
		$rows = Locale::in_language( 'en', fn(): array => OrderPaymentBox::view( $this->fresh( $order_id ) )['rows'] );
		return array_column( $rows, 'value', 'key' );
	}

	/**
	 * The buyer's order page payment part as HTML, in English.
	 *
	 * @param int $order_id Order.
	 */
	private function page_part( int $order_id ): string {
		return Locale::in_language(
			'en',
			function () use ( $order_id ): string {
				ob_start();
				get_template_part( 'templates/parts/payment-instructions', null, PaymentInstructionsView::for_page( $this->fresh( $order_id ) ) );
				return (string) ob_get_clean();
			}
		);
	}

	/**
	 * The orders list's Payment cell of an order, in English.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	private function list_cell( array $order ): string {
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		return Locale::in_language( 'en', static fn(): string => ( new OrderAdminListTable( array() ) )->column_default( $order, 'payment' ) );
	}

	/**
	 * The last payment event of an order.
	 *
	 * @param int $order_id Order.
	 * @return array<string, mixed>
	 */
	private function last_event( int $order_id ): array {
		return array_slice( ( new PaymentLedger() )->history( $order_id ), -1 )[0];
	}

	public function test_a_partial_transfer_is_part_paid_with_the_open_amount_for_staff_and_buyer_and_the_rest_pays_it(): void {
		$buyer = $this->transfer_buyer();
		$email = get_userdata( $buyer )->user_email;
		$order = $this->transfer_order( $buyer );
		$id    = (int) $order['id'];

		$result = $this->staff(
			$id,
			array(
				'op'     => 'mark_received',
				'amount' => '100,00',
			)
		);
		$this->assertSame( array( true, '€100.00 has been recorded as received; €62.15 is still open. The buyer has been told by e-mail.' ), array( $result['ok'], $result['message'] ) );
		$now = $this->fresh( $id );
		$this->assertSame( array( PaymentStatus::PART_PAID, 10000 ), array( $now['payment_status'], $now['paid_cents'] ), 'not paid: 100,00 of 162,15' );
		$event = $this->last_event( $id );
		$this->assertSame( array( PaymentStatus::AWAITING, PaymentStatus::PART_PAID, 'staff', 10000, 1 ), array( $event['from_status'], $event['to_status'], $event['source'], $event['amount_cents'], $event['user_id'] ) );

		// Staff: the Payment box and the orders list.
		$rows = $this->box_rows( $id );
		$this->assertSame( 'Part paid', $rows['status'] );
		$this->assertStringStartsWith( '€100.00 of €162.15 (last on ', $rows['received'] );
		$this->assertSame( '€62.15', $rows['open'] );
		$this->assertSame( '–', $rows['paid'], 'no "Paid" while part paid' );
		$view = Locale::in_language( 'en', static fn(): array => OrderPaymentBox::view( $now ) );
		$this->assertTrue( $view['can_mark'], 'more can be marked received' );
		$this->assertSame( '62,15', $view['open'], 'the form offers what is open' );
		$this->assertSame( 'Part paid (Bank transfer), open €62.15', $this->list_cell( $now ) );

		// The buyer's mail (Croatian): what was received and what is open, not "paid"; the rest's instructions.
		$mail = $this->mail_to( $email );
		$this->assertSame( 'Primljena djelomična uplata za narudžbu ' . $order['number'], $mail['subject'] );
		$this->assertStringContainsString( 'Hvala: primili smo 100,00 € za narudžbu ' . $order['number'] . '.', $mail['message'] );
		$this->assertStringContainsString( 'Dosad primljeno: 100,00 € od 162,15 €. Još otvoreno: 62,15 €. Narudžba još nije plaćena u cijelosti.', $mail['message'] );
		$this->assertStringContainsString( 'Ostatak platite uplatom na račun:', $mail['message'] );
		$this->assertStringContainsString( 'Iznos: 62,15 €', $mail['message'] );
		$this->assertStringContainsString( 'HR01 ' . $order['payment_reference'], $mail['message'] );
		$this->assertStringNotContainsString( 'Primljena uplata za', $mail['subject'] );

		// The buyer's page: received and open, instructions and barcode for the open amount, same reference.
		$html = $this->page_part( $id );
		$this->assertStringContainsString( 'Pay the rest by bank transfer', $html );
		$this->assertStringContainsString( '<p class="ks-pay-transfer__part" data-payment="part_paid">We have received €100.00 of €162.15; €62.15 is still open.</p>', $html );
		$this->assertStringContainsString( '<dd data-payment-field="amount">€62.15</dd>', $html );
		$this->assertStringContainsString( '<dd data-payment-field="reference">HR01 ' . $order['payment_reference'] . '</dd>', $html );
		$this->assertStringContainsString( '/hub3.png?', $html );
		$payload = explode( "\n", PaymentInstructionsView::instructions( $this->fresh( $id ) )['payload'] );
		$this->assertSame( '000000000006215', $payload[2], 'the barcode holds the open amount' );
		$this->login( $buyer );
		$answer = $this->rest( 'GET', '/kabelshop/v1/orders/' . $id )->get_data()['order'];
		$this->assertSame( array( 'part_paid', 10000, 6215 ), array( $answer['payment_status'], $answer['paid_cents'], $answer['payment_instructions']['amount_cents'] ) );
		\Kabelshop\I18n\Locale::load_translations();
		$_GET['order'] = (string) $id;
		$_GET['lang']  = 'hr';
		$this->assertSame( 'Djelomično plaćeno', \Kabelshop\View\OrderView::data()['payment_status'] );
		unset( $_GET['order'], $_GET['lang'] );
		$this->logout();

		// The rest: paid, and the buyer is told it is paid in full.
		$this->mails = array();
		$this->assertTrue(
			$this->staff(
				$id,
				array(
					'op'     => 'mark_received',
					'amount' => '62,15',
				)
			)['ok']
		);
		$now = $this->fresh( $id );
		$this->assertSame( array( PaymentStatus::PAID, 16215 ), array( $now['payment_status'], $now['paid_cents'] ) );
		$this->assertSame( array( PaymentStatus::PART_PAID, PaymentStatus::PAID, 6215 ), array_values( array_intersect_key( $this->last_event( $id ), array_flip( array( 'from_status', 'to_status', 'amount_cents' ) ) ) ) );
		$mail = $this->mail_to( $email );
		$this->assertSame( 'Primljena uplata za narudžbu ' . $order['number'], $mail['subject'] );
		$this->assertStringContainsString( 'primili smo vašu uplatu od 62,15 €', $mail['message'] );
		$this->assertStringContainsString( 'Narudžba je sada plaćena u cijelosti (162,15 €).', $mail['message'] );
		$this->assertSame( array( $email ), $this->mail_recipients(), 'staff marked it themselves: no staff mail' );
		$this->assertStringNotContainsString( 'hub3.png', $this->page_part( $id ), 'paid: no instructions' );
		$this->assertStringContainsString( 'Paid on ', $this->page_part( $id ) );
		$this->assertFalse( OrderPaymentBox::view( $now )['can_mark'] );
		$this->assertFalse( $this->staff( $id, array( 'op' => 'mark_received', 'amount' => '1,00' ) )['ok'], 'nothing more is received on a paid order' );
		$this->assertSame( 16215, $this->fresh( $id )['paid_cents'] );
	}

	public function test_an_overpayment_is_recorded_and_shown_and_its_refund_leaves_the_order_paid(): void {
		$buyer = $this->transfer_buyer();
		$email = get_userdata( $buyer )->user_email;
		$id    = (int) $this->transfer_order( $buyer )['id'];
		$result = $this->staff(
			$id,
			array(
				'op'     => 'mark_received',
				'amount' => '170',
			)
		);
		$this->assertTrue( $result['ok'] );
		$this->assertStringContainsString( 'the order is paid and overpaid by €7.85', $result['message'] );
		$now = $this->fresh( $id );
		$this->assertSame( array( PaymentStatus::PAID, 17000 ), array( $now['payment_status'], $now['paid_cents'] ) );
		$this->assertSame( '€7.85 more than the order total was received: send it back and record the refund.', $this->box_rows( $id )['overpaid'] );
		$this->assertSame( 'Paid (Bank transfer), overpaid €7.85', $this->list_cell( $now ) );
		$view = OrderPaymentBox::view( $now );
		$this->assertSame( array( true, '7,85' ), array( $view['can_refund'], $view['refund'] ), 'the refund form offers the surplus' );
		$this->assertStringContainsString( 'Uplatili ste 7,85 € više od ukupnog iznosa narudžbe.', $this->mail_to( $email )['message'] );
		$this->assertStringContainsString( 'data-payment="overpaid">You paid €7.85 more than the order total.', $this->page_part( $id ) );

		$this->mails = array();
		$back = $this->staff(
			$id,
			array(
				'op'     => 'record_refund',
				'amount' => '7,85',
				'note'   => 'višak vraćen nalogom 2026-118',
			)
		);
		$this->assertSame( array( true, '€7.85 has been recorded as sent back; €162.15 received remains. The buyer has been told by e-mail.' ), array( $back['ok'], $back['message'] ) );
		$now = $this->fresh( $id );
		$this->assertSame( array( PaymentStatus::PAID, 16215 ), array( $now['payment_status'], $now['paid_cents'] ), 'paid_cents is what was received net of refunds' );
		$rows = $this->box_rows( $id );
		$this->assertArrayNotHasKey( 'overpaid', $rows );
		$this->assertSame( '€7.85', $rows['refunded'] );
		$event = $this->last_event( $id );
		$this->assertSame( array( PaymentStatus::PAID, PaymentStatus::PAID, 'staff', -785, 'višak vraćen nalogom 2026-118' ), array( $event['from_status'], $event['to_status'], $event['source'], $event['amount_cents'], $event['note'] ) );
		$this->assertStringContainsString( 'Za narudžbu ' . $this->fresh( $id )['number'] . ' vratili smo 7,85 € na vaš bankovni račun.', $this->mail_to( $email )['message'] );
	}

	public function test_a_partial_then_a_full_refund_of_a_transfer_is_recorded(): void {
		$buyer = $this->transfer_buyer();
		$email = get_userdata( $buyer )->user_email;
		$id    = (int) $this->transfer_order( $buyer )['id'];
		$this->assertTrue( $this->staff( $id, array( 'op' => 'mark_received', 'amount' => '' ) )['ok'], 'empty: the open amount' );
		$this->assertSame( 16215, $this->fresh( $id )['paid_cents'] );

		$this->mails = array();
		$this->assertTrue(
			$this->staff(
				$id,
				array(
					'op'     => 'record_refund',
					'amount' => '100,00',
					'note'   => 'dio vraćen',
				)
			)['ok']
		);
		$now = $this->fresh( $id );
		$this->assertSame( array( PaymentStatus::PAID, 6215 ), array( $now['payment_status'], $now['paid_cents'] ), 'a partial refund keeps the state and reduces the received total' );
		$this->assertSame( '€100.00', $this->box_rows( $id )['refunded'] );
		$this->assertStringContainsString( 'Od vaših uplata za ovu narudžbu kod nas ostaje 62,15 €.', $this->mail_to( $email )['message'] );
		$this->assertStringContainsString( 'data-payment="refunded">We have sent €100.00 back to your account.', $this->page_part( $id ) );

		$this->mails = array();
		$full = $this->staff(
			$id,
			array(
				'op'     => 'record_refund',
				'amount' => '62.15',
			)
		);
		$this->assertSame( array( true, '€62.15 has been recorded as sent back: everything received is refunded. The buyer has been told by e-mail.' ), array( $full['ok'], $full['message'] ) );
		$now = $this->fresh( $id );
		$this->assertSame( array( PaymentStatus::REFUNDED, 0 ), array( $now['payment_status'], $now['paid_cents'] ) );
		$this->assertSame( 'Refunded', $this->box_rows( $id )['status'] );
		$this->assertSame( '€162.15', $this->box_rows( $id )['refunded'] );
		$this->assertSame( 'Narudžba ' . $now['number'] . ': novac vraćen na vaš račun', $this->mail_to( $email )['subject'] );
		$this->assertSame( array( $email ), $this->mail_recipients(), 'no card refund mail to staff for a transfer' );
		$this->assertFalse( OrderPaymentBox::view( $now )['can_refund'], 'nothing left to send back' );
		$this->assertFalse( $this->staff( $id, array( 'op' => 'record_refund', 'amount' => '1,00' ) )['ok'] );
	}

	public function test_a_cancelled_paid_transfer_order_gets_its_refund_recorded(): void {
		$buyer = $this->transfer_buyer();
		$id    = (int) $this->transfer_order( $buyer )['id'];
		$this->assertTrue( $this->staff( $id, array( 'op' => 'mark_received', 'amount' => '162,15' ) )['ok'] );
		// Staff cancel the order (OrdersPage): the order is cancelled, the money is still held.
		$this->set_order(
			$id,
			array(
				'status'       => 'cancelled',
				'cancelled_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		do_action( 'kabelshop_order_cancelled', $this->fresh( $id ), 'staff' );
		$now = $this->fresh( $id );
		$this->assertSame( PaymentStatus::PAID, $now['payment_status'], 'a paid payment is not cancelled with the order' );
		$this->assertTrue( OrderPaymentBox::view( $now )['can_refund'] );
		$this->assertTrue( $this->staff( $id, array( 'op' => 'record_refund', 'amount' => '162,15', 'note' => 'narudžba otkazana' ) )['ok'] );
		$this->assertSame( array( PaymentStatus::REFUNDED, 0 ), array( $this->fresh( $id )['payment_status'], $this->fresh( $id )['paid_cents'] ) );

		// A part paid order that is cancelled: no instructions for the rest; its money can be sent back.
		$other = (int) $this->transfer_order( $buyer )['id'];
		$this->assertTrue( $this->staff( $other, array( 'op' => 'mark_received', 'amount' => '50,00' ) )['ok'] );
		$this->set_order( $other, array( 'status' => 'cancelled' ) );
		$this->assertNull( PaymentInstructionsView::instructions( $this->fresh( $other ) ), 'a cancelled order asks for no more money' );
		$this->assertTrue( $this->staff( $other, array( 'op' => 'record_refund', 'amount' => '50' ) )['ok'] );
		$this->assertSame( PaymentStatus::REFUNDED, $this->fresh( $other )['payment_status'] );
	}

	public function test_bad_amounts_are_refused_naming_the_field_and_nothing_is_written(): void {
		$buyer = $this->transfer_buyer();
		$id    = (int) $this->transfer_order( $buyer )['id'];
		foreach ( array( '0', '0,00', '-5,00', 'abc', '12,345', '1e3' ) as $typed ) {
			$this->assertSame( array( false, 'Enter the amount received in EUR, e.g. 1234,56.' ), array_values( $this->staff( $id, array( 'op' => 'mark_received', 'amount' => $typed ) ) ), $typed );
		}
		$this->assertSame( array( PaymentStatus::AWAITING, 0, 1 ), array( $this->fresh( $id )['payment_status'], $this->fresh( $id )['paid_cents'], $this->event_count( $id ) ) );
		$this->assertFalse( $this->staff( $id, array( 'op' => 'record_refund', 'amount' => '1,00' ) )['ok'], 'nothing received: nothing to send back' );

		$this->assertTrue( $this->staff( $id, array( 'op' => 'mark_received', 'amount' => '1.000,50' ) )['ok'], 'thousands dot and decimal comma' );
		$this->assertSame( 100050, $this->fresh( $id )['paid_cents'] );
		$events = $this->event_count( $id );
		$this->mails = array();
		foreach ( array( '0', '-1,00', 'abc', '' ) as $typed ) {
			$this->assertSame( array( false, 'Amount sent back (EUR): enter an amount in euros greater than 0, e.g. 62,15.' ), array_values( $this->staff( $id, array( 'op' => 'record_refund', 'amount' => $typed ) ) ), $typed );
		}
		$this->assertSame( array( false, 'Amount sent back (EUR): at most €1,000.50 was received and not sent back yet.' ), array_values( $this->staff( $id, array( 'op' => 'record_refund', 'amount' => '1000,51' ) ) ) );
		$this->assertSame( array( false, 'Note: at most 250 characters.' ), array_values( $this->staff( $id, array( 'op' => 'record_refund', 'amount' => '1,00', 'note' => str_repeat( 'x', 251 ) ) ) ) );
		// The errors in the staff member's language.
		\Kabelshop\I18n\Locale::load_translations();
		$hr = Locale::in_language( 'hr', fn(): array => ( new OrderPaymentBox() )->apply( $id, array( 'op' => 'record_refund', 'amount' => 'abc' ), 1 ) );
		$this->assertSame( 'Vraćeni iznos (EUR): upišite iznos u eurima veći od 0, npr. 62,15.', $hr['message'] );
		$sr = Locale::in_language( 'sr', fn(): array => ( new OrderPaymentBox() )->apply( $id, array( 'op' => 'record_refund', 'amount' => '2000' ), 1 ) );
		$this->assertSame( 'Vraćeni iznos (EUR): primljeno je i još nije vraćeno najviše 1.000,50 €.', $sr['message'] );
		$this->assertSame( array( 100050, $events ), array( $this->fresh( $id )['paid_cents'], $this->event_count( $id ) ), 'nothing written' );
		$this->assertSame( array(), $this->mails, 'nobody told of anything' );
	}

	public function test_two_staff_marking_at_the_same_moment_over_http_both_count(): void {
		if ( '' === (string) getenv( 'KABELSHOP_TEST_URL' ) ) {
			$this->markTestSkipped( 'KABELSHOP_TEST_URL is not set: run through bash bin/test.sh php, which serves the test site.' );
		}
		$buyer = $this->transfer_buyer();
		$id    = (int) $this->transfer_order( $buyer )['id'];
		$this->browser_login( 1 );
		$nonce = wp_create_nonce( OrderPaymentBox::nonce_action( $id ) );
		$table = \Kabelshop\Commerce\OrderTable::name();

		// A second connection holds the order row while both requests start: each must wait for it.
		$holder = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$holder->query( 'START TRANSACTION' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$holder->get_var( $holder->prepare( "SELECT id FROM {$table} WHERE id = %d FOR UPDATE", $id ) );
		$multi   = curl_multi_init();
		$handles = array();
		foreach ( array( 'a' => '50,00', 'b' => '30,00' ) as $tag => $amount ) {
			$handle = curl_init( admin_url( 'admin-post.php' ) );
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_POST           => true,
					CURLOPT_POSTFIELDS     => http_build_query(
						array(
							'action'   => OrderPaymentBox::ACTION,
							'order_id' => (string) $id,
							'op'       => 'mark_received',
							'amount'   => $amount,
							'_wpnonce' => $nonce,
						)
					),
					CURLOPT_COOKIE         => \Kabelshop\Tests\HttpClient::cookie_header( $this->cookies ),
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_TIMEOUT        => 60,
					CURLOPT_FORBID_REUSE   => true,
					CURLOPT_FRESH_CONNECT  => true,
				)
			);
			$handles[ $tag ] = $handle;
		}
		// One after the other into the lock wait (php -S may serve two connections sent together one by one).
		foreach ( array( 'a' => 1, 'b' => 2 ) as $tag => $expected ) {
			curl_multi_add_handle( $multi, $handles[ $tag ] );
			$deadline = microtime( true ) + 20;
			do {
				curl_multi_exec( $multi, $running );
				curl_multi_select( $multi, 0.05 );
				// The ledger's locking read, running (waiting) in this test site's database: other sites share the server.
				$waiting = (int) $holder->get_var( "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID <> CONNECTION_ID() AND DB = DATABASE() AND INFO LIKE 'SELECT payment_status, gross_cents, paid_cents FROM %FOR UPDATE'" );
			} while ( $waiting < $expected && $running > 0 && microtime( true ) < $deadline );
			if ( $waiting < $expected ) {
				$holder->query( 'ROLLBACK' );
				$this->fail( "request $tag should wait for the order row; $waiting waiting, running: $running" );
			}
		}
		$holder->query( 'COMMIT' );
		do {
			curl_multi_exec( $multi, $running );
			curl_multi_select( $multi, 0.1 );
		} while ( $running > 0 );
		$statuses = array();
		foreach ( $handles as $tag => $handle ) {
			$statuses[ $tag ] = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		$holder->close();
		$this->assertSame(
			array(
				'a' => 302,
				'b' => 302,
			),
			$statuses
		);
		$now = $this->fresh( $id );
		$this->assertSame( array( PaymentStatus::PART_PAID, 8000 ), array( $now['payment_status'], $now['paid_cents'] ), 'both receipts kept: 50,00 + 30,00' );
		$amounts = array_column( array_slice( ( new PaymentLedger() )->history( $id ), 1 ), 'amount_cents' );
		sort( $amounts );
		$this->assertSame( array( 3000, 5000 ), $amounts, 'one event each' );
	}

	public function test_the_state_rule_of_money(): void {
		$this->assertSame( PaymentStatus::PART_PAID, PaymentStatus::after_money( PaymentStatus::AWAITING, 0, 10000, 16215 ) );
		$this->assertSame( PaymentStatus::PART_PAID, PaymentStatus::after_money( PaymentStatus::PART_PAID, 10000, 6214, 16215 ) );
		$this->assertSame( PaymentStatus::PAID, PaymentStatus::after_money( PaymentStatus::PART_PAID, 10000, 6215, 16215 ) );
		$this->assertSame( PaymentStatus::PAID, PaymentStatus::after_money( PaymentStatus::AWAITING, 0, 17000, 16215 ), 'overpaid is paid' );
		$this->assertNull( PaymentStatus::after_money( PaymentStatus::PAID, 16215, 100, 16215 ), 'no receipt on a paid order' );
		$this->assertNull( PaymentStatus::after_money( PaymentStatus::CANCELLED, 0, 100, 16215 ) );
		$this->assertSame( PaymentStatus::PAID, PaymentStatus::after_money( PaymentStatus::PAID, 16215, -1000, 16215 ), 'a partial refund keeps paid' );
		$this->assertSame( PaymentStatus::PART_PAID, PaymentStatus::after_money( PaymentStatus::PART_PAID, 10000, -4000, 16215 ) );
		$this->assertSame( PaymentStatus::REFUNDED, PaymentStatus::after_money( PaymentStatus::PART_PAID, 10000, -10000, 16215 ) );
		$this->assertNull( PaymentStatus::after_money( PaymentStatus::PAID, 16215, -16216, 16215 ), 'not more than is held' );
		$this->assertNull( PaymentStatus::after_money( PaymentStatus::AWAITING, 0, -1, 16215 ) );
		$this->assertNull( PaymentStatus::after_money( PaymentStatus::AWAITING, 0, 0, 16215 ) );
	}
}
