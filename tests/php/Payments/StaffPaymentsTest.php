<?php
/**
 * Staff on the order screen: the Payment box, marking a payment received, refund and void through the fake gateway.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Admin\OrdersPage;
use Kabelshop\Commerce\OrderAdminListTable;
use Kabelshop\Payments\CardPayments;
use Kabelshop\Payments\OrderPaymentBox;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * Issue 15: what staff see of a payment and what they may do with it. Refund and void go through
 * the running fake gateway (bin/fake-wspay.mjs): the payment is made there over HTTP first (its
 * pay step), and the gateway's own refusal leaves everything as it was.
 */
final class StaffPaymentsTest extends TestCase {

	use CapturesMail;
	use CardFixtures;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		unset( $_GET['order'] );
		parent::tearDown();
	}

	/**
	 * A card order paid at the fake gateway, its return applied; returns the fresh order.
	 *
	 * @return array<string, mixed>
	 */
	private function paid_at_fake(): array {
		$this->fake_gateway();
		$user  = $this->make_customer();
		$order = $this->card_order( $user );
		$form  = ( new CardPayments() )->begin( $order, $user, 'en' );
		// The fake's notification waits until the return was applied (issue 26: the return asks the gateway first).
		$this->hold_notifications( true );
		$back = $this->pay_at_fake( $form );
		$this->assertStringContainsString( 'result=success', $back['url'] );
		( new CardPayments() )->on_return( 'success', $back['fields'], (int) $order['id'] );
		$this->hold_notifications( false );
		$now = $this->fresh( (int) $order['id'] );
		$this->assertSame( PaymentStatus::PAID, $now['payment_status'] );
		$this->assertSame( $back['fields']['WsPayOrderId'], $now['gateway_order_id'] );
		// The fake's notification of the same payment follows; let it arrive before going on.
		$this->eventually( fn(): bool => array() !== (array) ( $this->fake_transaction( $now['gateway_order_id'] )['notifications'] ?? array() ) );
		$this->mails = array();
		return $now;
	}

	/**
	 * Staff apply one payment form.
	 *
	 * @param int                  $order_id Order.
	 * @param array<string, mixed> $post     Fields.
	 * @return array{ok: bool, message: string}
	 */
	private function staff( int $order_id, array $post ): array {
		$this->in_english();
		return ( new OrderPaymentBox() )->apply( $order_id, $post, 1 );
	}

	public function test_a_refund_goes_through_the_gateway_and_the_buyer_is_told(): void {
		$order  = $this->paid_at_fake();
		$id     = (int) $order['id'];
		$result = $this->staff(
			$id,
			array(
				'op'      => 'refund',
				'confirm' => '1',
			)
		);
		$this->assertTrue( $result['ok'], $result['message'] );
		$this->assertSame( PaymentStatus::REFUNDED, $this->fresh( $id )['payment_status'] );
		$this->assertSame( 12500, $this->fake_transaction( $order['gateway_order_id'] )['RefundedCents'] ?? null, 'the gateway refunded the whole amount' );
		$last = array_slice( ( new PaymentLedger() )->history( $id ), -1 )[0];
		$this->assertSame( array( 'paid', 'refunded', 'staff', 1, 12500 ), array( $last['from_status'], $last['to_status'], $last['source'], $last['user_id'], $last['amount_cents'] ) );
		$this->assertStringContainsString( 'Vratili smo 125,00', $this->mail_to( get_userdata( (int) $order['user_id'] )->user_email )['message'] );
		$this->assertFalse( CardPayments::reversible( $this->fresh( $id ) ) );
		// The fake's "refunded" notification arrives later and changes nothing.
		$events = $this->event_count( $id );
		$this->eventually( fn(): bool => count( (array) ( $this->fake_transaction( $order['gateway_order_id'] )['notifications'] ?? array() ) ) >= 2 );
		$this->assertSame( $events, $this->event_count( $id ) );
	}

	public function test_a_void_goes_through_the_gateway_and_cancels_the_payment(): void {
		$order  = $this->paid_at_fake();
		$id     = (int) $order['id'];
		$result = $this->staff(
			$id,
			array(
				'op'      => 'void',
				'confirm' => '1',
			)
		);
		$this->assertTrue( $result['ok'], $result['message'] );
		$this->assertSame( PaymentStatus::CANCELLED, $this->fresh( $id )['payment_status'] );
		$this->assertSame( 1, $this->fake_transaction( $order['gateway_order_id'] )['Voided'] ?? null );
	}

	public function test_the_gateways_refusal_is_shown_and_changes_nothing(): void {
		$order = $this->paid_at_fake();
		$id    = (int) $order['id'];
		// The shop believes more was paid than the gateway holds: the gateway refuses to refund it.
		$this->set_order( $id, array( 'paid_cents' => 99999 ) );
		$events = $this->event_count( $id );
		$result = $this->staff(
			$id,
			array(
				'op'      => 'refund',
				'confirm' => '1',
			)
		);
		$this->assertFalse( $result['ok'] );
		$this->assertSame( 'The card processor refused: Amount exceeds the amount that can be refunded. Nothing was changed.', $result['message'] );
		$this->assertSame( array( PaymentStatus::PAID, $events ), array( $this->fresh( $id )['payment_status'], $this->event_count( $id ) ) );
		$this->assertSame( 0, $this->fake_transaction( $order['gateway_order_id'] )['RefundedCents'] ?? null );
		$this->assertSame( array(), $this->mails );
		$unconfirmed = $this->staff( $id, array( 'op' => 'refund' ) );
		$this->assertFalse( $unconfirmed['ok'] );
		$this->assertSame( PaymentStatus::PAID, $this->fresh( $id )['payment_status'] );
	}

	public function test_only_a_paid_card_payment_can_be_refunded(): void {
		$order  = $this->card_order( $this->make_customer() );
		$result = $this->staff(
			(int) $order['id'],
			array(
				'op'      => 'refund',
				'confirm' => '1',
			)
		);
		$this->assertSame( array( false, 'Only a paid card payment can be refunded or voided.' ), array( $result['ok'], $result['message'] ) );
	}

	public function test_staff_mark_a_bank_transfer_received_for_the_open_amount(): void {
		$user   = $this->make_customer();
		$order  = $this->card_order(
			$user,
			array(
				'payment_method'     => 'bank_transfer',
				'payment_expires_at' => null,
				'payment_due_on'     => gmdate( 'Y-m-d', time() + 8 * DAY_IN_SECONDS ),
			)
		);
		$id     = (int) $order['id'];
		$this->assertSame( array( false, 'Enter the amount received in EUR, e.g. 1234,56.' ), array_values( $this->staff( $id, array( 'op' => 'mark_received', 'amount' => '12,345' ) ) ) );
		$this->assertSame( PaymentStatus::AWAITING, $this->fresh( $id )['payment_status'] );
		$this->assertTrue( $this->staff( $id, array( 'op' => 'mark_received', 'amount' => '' ) )['ok'] );
		$now = $this->fresh( $id );
		$this->assertSame( array( PaymentStatus::PAID, 12500 ), array( $now['payment_status'], $now['paid_cents'] ) );
		$last = array_slice( ( new PaymentLedger() )->history( $id ), -1 )[0];
		$this->assertSame( array( 'staff', 1, 12500 ), array( $last['source'], $last['user_id'], $last['amount_cents'] ) );
		$this->assertSame( array( get_userdata( $user )->user_email ), $this->mail_recipients(), 'the buyer is told; staff marked it themselves' );
		$this->assertFalse( $this->staff( $id, array( 'op' => 'mark_received', 'amount' => '125,00' ) )['ok'], 'not twice' );
		$card = $this->card_order( $user );
		$this->assertFalse( $this->staff( (int) $card['id'], array( 'op' => 'mark_received', 'amount' => '125,00' ) )['ok'], 'a card payment comes from the gateway' );
	}

	public function test_amounts_staff_type_are_read_exactly(): void {
		$this->assertSame( 123456, OrderPaymentBox::cents( '1234,56' ) );
		$this->assertSame( 123456, OrderPaymentBox::cents( '1.234,56' ) );
		$this->assertSame( 123456, OrderPaymentBox::cents( '1234.56' ) );
		$this->assertSame( 120, OrderPaymentBox::cents( '1,2' ) );
		$this->assertSame( 500, OrderPaymentBox::cents( '5 €' ) );
		$this->assertNull( OrderPaymentBox::cents( '1,234' ) );
		$this->assertNull( OrderPaymentBox::cents( 'abc' ) );
	}

	public function test_the_order_screen_shows_the_payment_box_and_the_list_a_payment_column(): void {
		$order = $this->paid_at_fake();
		$this->login( 1 );
		$this->in_english();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		do_action( 'admin_menu' );
		$page                   = new OrdersPage();
		$GLOBALS['hook_suffix'] = $page->hook(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- what wp-admin/admin.php sets.
		set_current_screen( $page->hook() );
		$_GET['order'] = (string) $order['id'];
		ob_start();
		try {
			$page->render();
		} finally {
			$html = (string) ob_get_clean();
			$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- undoing set_current_screen().
		}
		$this->assertStringContainsString( '<h2 id="ks-order-payment-heading">Payment</h2>', $html );
		$this->assertMatchesRegularExpression( '/data-payment="status"><th scope="row"[^>]*>Payment status<\/th><td>Paid<\/td>/', $html );
		$this->assertStringContainsString( 'HR01 ' . $order['payment_reference'], $html );
		$this->assertStringContainsString( $order['gateway_order_id'] . ' (approval ' . $order['gateway_approval'], $html );
		$this->assertStringContainsString( 'Card processor (return)', $html );
		$this->assertStringContainsString( 'name="op" value="refund"', $html );
		$this->assertStringContainsString( 'name="op" value="void"', $html );
		$this->assertStringNotContainsString( 'name="op" value="mark_received"', $html );
		$table = new OrderAdminListTable( array() );
		$this->assertArrayHasKey( 'payment', $table->get_columns() );
		$this->assertSame( 'Paid (Card)', $table->column_default( $order, 'payment' ) );
	}
}
