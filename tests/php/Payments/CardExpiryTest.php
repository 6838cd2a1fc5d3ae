<?php
/**
 * Expiry of unpaid card orders (WP-Cron kabelshop_payments_expire), against the fake gateway.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\Drums\DrumAccount;
use Kabelshop\Commerce\Drums\DrumAccountTable;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Payments\CardPayments;
use Kabelshop\Payments\CardService;
use Kabelshop\Payments\Gateway\WspayGateway;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentSettings;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * Issue 15: an unpaid card order past its time is first checked at the gateway (the running fake,
 * bin/fake-wspay.mjs): when the gateway has an approval whose notification was lost, the order is
 * paid (status_check); when it knows none, payment and order are cancelled, the drums the order
 * put on the account are released and the buyer is mailed; a gateway that cannot be reached leaves
 * the order for the next run. The cron event runs every 5 minutes.
 */
final class CardExpiryTest extends TestCase {

	use CapturesMail;
	use CardFixtures;

	/** @var list<array{0: int, 1: string}> kabelshop_order_cancelled: order id, reason. */
	private array $cancelled = array();

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		$this->cancelled = array();
		add_action( 'kabelshop_order_cancelled', array( $this, 'record_cancel' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_action( 'kabelshop_order_cancelled', array( $this, 'record_cancel' ), 10 );
		$this->stop_capturing_mails();
		parent::tearDown();
	}

	/**
	 * Records the action.
	 *
	 * @param array<string, mixed> $order  Order.
	 * @param string               $reason Reason.
	 */
	public function record_cancel( array $order, string $reason ): void {
		$this->cancelled[] = array( (int) $order['id'], $reason );
	}

	/**
	 * Rows of the drum account for an order.
	 *
	 * @param int $order_id Order.
	 */
	private function drum_rows( int $order_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . DrumAccountTable::name() . ' WHERE order_id = %d', $order_id ) );
	}

	public function test_the_expiry_runs_every_five_minutes_on_wp_cron(): void {
		$this->assertSame( 300, wp_get_schedules()[ CardService::INTERVAL ]['interval'] ?? null );
		( new CardService() )->schedule();
		$this->assertNotFalse( wp_next_scheduled( CardService::EXPIRE_HOOK ) );
		$this->assertSame( CardService::INTERVAL, wp_get_schedule( CardService::EXPIRE_HOOK ) );
		$this->assertNotFalse( has_action( CardService::EXPIRE_HOOK ) );
	}

	public function test_an_order_the_gateway_knows_no_payment_of_is_cancelled_its_drums_released_and_the_buyer_told(): void {
		$this->fake_gateway();
		$user  = $this->make_customer();
		$order = $this->card_order(
			$user,
			array(
				'charges' => array(
					array(
						'kind'         => 'drum_deposit',
						'line_index'   => 0,
						'article_code' => 'KS-CARD-TEST',
						'drum_type'    => 'wood-800',
						'quantity'     => 2,
						'unit_cents'   => 4500,
						'cents'        => 9000,
					),
				),
			)
		);
		$id     = (int) $order['id'];
		$drums  = new DrumAccount();
		$this->assertSame( 2, $drums->record_order( $order ) );
		$held   = array_column( $drums->for_user( $user ), 'id' );
		// One drum came back before (the starting state; mark_returned() refuses a drum not delivered).
		global $wpdb;
		$this->assertSame( 1, $wpdb->update( DrumAccountTable::name(), array( 'status' => DrumAccount::RETURNED, 'returned_on' => gmdate( 'Y-m-d' ), 'credited_cents' => 4500 ), array( 'id' => (int) $held[0] ) ) );
		( new CardPayments() )->begin( $order, $user, 'hr' );
		$this->set_order( $id, array( 'payment_expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ) );
		$this->mails = array();

		( new CardPayments() )->expire_due();

		$now = $this->fresh( $id );
		$this->assertSame( array( OrderStatus::CANCELLED, PaymentStatus::CANCELLED ), array( $now['status'], $now['payment_status'] ) );
		$this->assertNotNull( $now['cancelled_at'] );
		$last = array_slice( ( new PaymentLedger() )->history( $id ), -1 )[0];
		$this->assertSame( array( 'awaiting_payment', 'cancelled', 'expiry' ), array( $last['from_status'], $last['to_status'], $last['source'] ) );
		$this->assertSame( array( array( $id, 'payment_expired' ) ), array_values( array_filter( $this->cancelled, static fn( array $c ): bool => $c[0] === $id ) ) );
		$this->assertSame( 1, $this->drum_rows( $id ), 'the drum not returned is released; the returned one keeps its credit' );
		$mail = $this->mail_to( get_userdata( $user )->user_email );
		$this->assertSame( 'Narudžba ' . $order['number'] . ' je otkazana: plaćanje karticom nije izvršeno', $mail['subject'] );
		$this->assertStringContainsString( 'nije stiglo na vrijeme', $mail['message'] );
		$this->assertFalse( CardPayments::payable( $now ) );
		$events = $this->event_count( $id );
		( new CardPayments() )->expire_due();
		$this->assertSame( $events, $this->event_count( $id ), 'a second run does nothing more' );
	}

	public function test_an_approval_whose_notification_was_lost_is_found_by_the_status_check_and_the_order_paid(): void {
		$gateway = $this->fake_gateway();
		$user    = $this->make_customer();
		$order   = $this->card_order( $user );
		$id      = (int) $order['id'];
		( new CardPayments() )->begin( $order, $user, 'hr' );
		// The buyer pays attempt 2 at the gateway while the shop knows attempt 1 only: the fake's
		// notification (and its three retries) get 404, as if it had been lost.
		$cart = $order['number'] . '-2';
		$paid = $this->pay_at_fake( WspayGateway::from_settings()->hosted_form( $cart, 12500, 'hr', CardPayments::return_urls( $id, 'hr' ) ) );
		$wsp  = $paid['fields']['WsPayOrderId'];
		$this->assertTrue(
			$this->eventually( fn(): bool => 4 === count( (array) ( $this->fake_transaction( $wsp )['notifications'] ?? array() ) ), 15.0 ),
			'the fake gave up notifying: ' . wp_json_encode( $this->fake_transaction( $wsp ) )
		);
		$this->assertSame( array( 404, 404, 404, 404 ), array_column( $this->fake_transaction( $wsp )['notifications'], 'status' ) );
		// Attempt 1 is still open (started a moment ago): the buyer confirms a new payment anyway.
		( new CardPayments() )->begin( $this->fresh( $id ), $user, 'hr', true );
		$this->assertSame( PaymentStatus::AWAITING, $this->fresh( $id )['payment_status'] );
		$this->set_order( $id, array( 'payment_expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ) );

		( new CardPayments() )->expire_due();

		$now = $this->fresh( $id );
		$this->assertSame( array( OrderStatus::RECEIVED, PaymentStatus::PAID, 12500, $wsp ), array( $now['status'], $now['payment_status'], $now['paid_cents'], $now['gateway_order_id'] ) );
		$last = array_slice( ( new PaymentLedger() )->history( $id ), -1 )[0];
		$this->assertSame( 'status_check', $last['source'] );
		$this->assertSame( array(), array_filter( $this->cancelled, static fn( array $c ): bool => $c[0] === $id ) );
		$this->assertStringStartsWith( $gateway, PaymentSettings::get()['api_url'] );
	}

	public function test_a_gateway_that_cannot_be_reached_leaves_the_order_for_the_next_run(): void {
		$user  = $this->make_customer();
		$order = $this->card_order( $user );
		$id    = (int) $order['id'];
		( new CardPayments() )->begin( $order, $user, 'hr' );
		$this->set_order( $id, array( 'payment_expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ) );
		$s        = PaymentSettings::get();
		$offline  = new WspayGateway( $s['shop_id'], $s['secret_key'], $s['form_url'], 'http://127.0.0.1:9/api/services' );
		$counts   = ( new CardPayments( $offline ) )->expire_due();
		$now      = $this->fresh( $id );
		$this->assertGreaterThanOrEqual( 1, $counts['left'] );
		$this->assertSame( array( OrderStatus::RECEIVED, PaymentStatus::AWAITING ), array( $now['status'], $now['payment_status'] ) );
		$this->assertSame( array(), array_filter( $this->cancelled, static fn( array $c ): bool => $c[0] === $id ) );
	}

	public function test_an_order_the_buyer_never_took_to_the_gateway_expires_without_asking_it(): void {
		$user  = $this->make_customer();
		$order = $this->card_order( $user, array( 'payment_expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ) );
		$s     = PaymentSettings::get();
		( new CardPayments( new WspayGateway( $s['shop_id'], $s['secret_key'], $s['form_url'], 'http://127.0.0.1:9/api/services' ) ) )->expire_due();
		$this->assertSame( PaymentStatus::CANCELLED, $this->fresh( (int) $order['id'] )['payment_status'], 'no attempt: nothing to ask the gateway' );
	}
}
