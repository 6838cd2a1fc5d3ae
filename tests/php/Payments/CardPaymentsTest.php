<?php
/**
 * The card payment flow: attempts, the return, the notification, through the REST routes.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Content\Pages;
use Kabelshop\Domain\ShopException;
use Kabelshop\Payments\CardPayments;
use Kabelshop\Payments\Gateway\GatewayResult;
use Kabelshop\Payments\Gateway\WspayGateway;
use Kabelshop\Payments\GatewayWarnings;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;
use WP_REST_Response;

/**
 * Issue 15, card: begin() starts attempt after attempt (and refuses what cannot be paid), the
 * signed return and notification change the payment once (a forged, repeated, unknown or wrong
 * amount message changes nothing), POST orders carries the first attempt and POST
 * orders/{id}/card-payment a new one, for the owner only.
 */
final class CardPaymentsTest extends TestCase {

	use CapturesMail;
	use CardFixtures;
	use CommerceFixtures;

	private const RETURN_ROUTE = '/kabelshop/v1/payments/wspay/return';
	private const NOTIFY_ROUTE = '/kabelshop/v1/payments/wspay/notify';

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		if ( '' !== (string) getenv( 'KABELSHOP_GATEWAY_URL' ) ) {
			$this->hold_notifications( false );
		}
		parent::tearDown();
	}

	/**
	 * A card order with its first attempt started; returns [ buyer, order ].
	 *
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private function started(): array {
		$user  = $this->make_customer();
		$order = $this->card_order( $user );
		( new CardPayments() )->begin( $order, $user, 'hr' );
		return array( $user, $this->fresh( (int) $order['id'] ) );
	}

	/**
	 * The refusal begin() throws, or null.
	 *
	 * @param array<string, mixed> $order Order.
	 * @param int                  $user  Who asks.
	 */
	private function refusal( array $order, int $user ): ?ShopException {
		try {
			( new CardPayments() )->begin( $order, $user, 'hr' );
		} catch ( ShopException $e ) {
			return $e;
		}
		return null;
	}

	/**
	 * The buyer's return through the REST route, as the gateway's page POSTs it (no nonce, no XSRF).
	 *
	 * @param string                $result 'success' | 'error' | 'cancel'.
	 * @param int                   $order  The order id of the return URL.
	 * @param array<string, string> $fields WSPay's fields.
	 */
	private function return_to_shop( string $result, int $order, array $fields ): WP_REST_Response {
		$this->logout();
		return $this->rest(
			'POST',
			self::RETURN_ROUTE,
			$fields + array(
				'result' => $result,
				'order'  => $order,
				'lang'   => 'en',
			),
			array(
				'tokens' => false,
				'json'   => false,
			)
		);
	}

	/**
	 * The notification through the REST route (JSON, no session).
	 *
	 * @param array<string, mixed> $payload Notification.
	 */
	private function notify( array $payload ): WP_REST_Response {
		$this->logout();
		return $this->rest( 'POST', self::NOTIFY_ROUTE, $payload, array( 'tokens' => false ) );
	}

	/**
	 * Asserts a 303 to the order page (English) with ?order and ?payment.
	 *
	 * @param WP_REST_Response $response Answer.
	 * @param int              $order    Order id (0: none named).
	 * @param string           $payment  paid | failed | cancelled | unverified.
	 */
	private function assertBackToOrderPage( WP_REST_Response $response, int $order, string $payment ): void {
		$this->assertSame( 303, $response->get_status() );
		$args     = $order > 0 ? array(
			'order'   => $order,
			'payment' => $payment,
		) : array( 'payment' => $payment );
		$expected = Pages::url( 'order', $args, 'en' );
		$this->assertSame( $expected, $response->get_headers()['Location'] ?? '' );
		$this->assertStringContainsString( '/en/', $expected, 'the order page in the return URL\'s language' );
	}

	public function test_every_attempt_is_a_new_cart_id_recorded_in_the_history_even_after_a_decline(): void {
		$user  = $this->make_customer();
		$order = $this->card_order( $user );
		$card  = new CardPayments();
		$first = $card->begin( $order, $user, 'en' );
		$this->assertSame( $order['number'] . '-1', $first->fields['ShoppingCartID'] );
		$this->assertSame( '125,00', $first->fields['TotalAmount'] );
		$this->assertSame( 'EN', $first->fields['Lang'] );
		$this->assertStringContainsString( 'payments/wspay/return', $first->fields['ReturnURL'] );
		$this->assertStringContainsString( 'result=success', $first->fields['ReturnURL'] );
		$this->assertStringContainsString( 'result=error', $first->fields['ReturnErrorURL'] );
		$this->assertStringContainsString( 'result=cancel', $first->fields['CancelURL'] );
		$this->assertSame( get_userdata( $user )->user_email, $first->fields['CustomerEmail'] );
		$this->set_order( (int) $order['id'], array( 'payment_status' => PaymentStatus::FAILED ) );
		$second = $card->begin( $this->fresh( (int) $order['id'] ), $user, 'hr' );
		$this->assertSame( $order['number'] . '-2', $second->fields['ShoppingCartID'] );
		$this->assertSame( 'HR', $second->fields['Lang'] );
		$now = $this->fresh( (int) $order['id'] );
		$this->assertSame( array( 2, $order['number'] . '-2', PaymentStatus::AWAITING ), array( $now['payment_attempt'], $now['gateway_cart_id'], $now['payment_status'] ) );
		$moves = array_map( static fn( array $e ): string => $e['from_status'] . '>' . $e['to_status'] . ' ' . $e['source'] . ' ' . $e['gateway_ref'], ( new PaymentLedger() )->history( (int) $order['id'] ) );
		$this->assertSame(
			array(
				'>awaiting_payment checkout ',
				'awaiting_payment>awaiting_payment buyer ' . $order['number'] . '-1',
				'failed>awaiting_payment buyer ' . $order['number'] . '-2',
			),
			$moves
		);
	}

	public function test_an_attempt_close_to_the_expiry_gets_time_on_the_gateways_page(): void {
		$user  = $this->make_customer();
		$order = $this->card_order( $user, array( 'payment_expires_at' => gmdate( 'Y-m-d H:i:s', time() + 60 ) ) );
		( new CardPayments() )->begin( $order, $user, 'hr' );
		$expires = strtotime( $this->fresh( (int) $order['id'] )['payment_expires_at'] . ' UTC' );
		$this->assertGreaterThanOrEqual( time() + CardPayments::ATTEMPT_GRACE_SECONDS - 5, $expires );
	}

	public function test_begin_refuses_another_buyer_and_what_cannot_be_paid_by_card(): void {
		$user  = $this->make_customer();
		$order = $this->card_order( $user );
		$this->assertSame( 404, $this->refusal( $order, $this->make_customer() )?->status );
		$cases = array(
			'bank transfer' => array( 'payment_method' => 'bank_transfer' ),
			'paid'          => array( 'payment_status' => PaymentStatus::PAID ),
			'cancelled'     => array(
				'status'         => OrderStatus::CANCELLED,
				'payment_status' => PaymentStatus::AWAITING,
			),
			'refunded'      => array( 'payment_status' => PaymentStatus::REFUNDED ),
			'expired'       => array( 'payment_expires_at' => gmdate( 'Y-m-d H:i:s', time() - 1 ) ),
		);
		foreach ( $cases as $case => $columns ) {
			$other = $this->card_order( $user, $columns );
			$error = $this->refusal( $other, $user );
			$this->assertNotNull( $error, $case );
			$this->assertSame( array( 409, 'kabelshop_payment_not_payable', 'payment' ), array( $error->status, $error->error_code, $error->data['field'] ?? '' ), $case );
			$this->assertSame( 0, $this->fresh( (int) $other['id'] )['payment_attempt'], $case . ': nothing written' );
		}
	}

	public function test_the_route_starts_an_attempt_for_the_owner_only(): void {
		$user  = $this->make_customer();
		$order = $this->card_order( $user );
		$route = '/kabelshop/v1/orders/' . $order['id'] . '/card-payment';
		$this->assertSame( 401, $this->rest( 'POST', $route )->get_status() );
		$this->login( $this->make_customer() );
		$this->assertSame( 404, $this->rest( 'POST', $route )->get_status() );
		$this->login( $user );
		$this->assertSame( 403, $this->rest( 'POST', $route, array(), array( 'xsrf' => false ) )->get_status() );
		$this->assertSame( 0, $this->fresh( (int) $order['id'] )['payment_attempt'] );
		$response = $this->rest( 'POST', $route );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$form = $response->get_data()['card_payment'];
		$this->assertSame( 'POST', $form['method'] );
		$this->assertStringEndsWith( '/authorization.aspx', $form['action'] );
		$this->assertSame( $order['number'] . '-1', $form['fields']['ShoppingCartID'] );
		$this->assertSame( 'HR', $form['fields']['Lang'], 'the request\'s language (Croatian without X-Kabelshop-Lang)' );
		$this->set_order( (int) $order['id'], array( 'payment_status' => PaymentStatus::PAID ) );
		$paid = $this->rest( 'POST', $route );
		$this->assertSame( array( 409, 'kabelshop_payment_not_payable', 'payment' ), array( $paid->get_status(), $paid->get_data()['code'] ?? '', $paid->get_data()['data']['field'] ?? '' ) );
	}

	public function test_a_card_order_answer_carries_its_first_attempt_and_a_retry_gets_the_same(): void {
		$user = $this->make_customer();
		$code = $this->make_article( 1870 );
		$this->login( $user );
		$body     = $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 100 ) ), array( 'payment' => 'card' ) );
		$key      = $this->with_key();
		$first    = $this->rest( 'POST', '/kabelshop/v1/orders', $body, $key );
		$this->assertSame( 201, $first->get_status(), (string) wp_json_encode( $first->get_data() ) );
		$order = $first->get_data()['order'];
		$cart  = $first->get_data()['card_payment']['fields']['ShoppingCartID'] ?? '';
		$this->assertSame( $order['number'] . '-1', $cart );
		$again = $this->rest( 'POST', '/kabelshop/v1/orders', $body, $key );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( $first->get_data()['card_payment'], $again->get_data()['card_payment'], 'the same attempt, nothing new' );
		$this->assertSame( 1, $this->fresh( (int) $order['id'] )['payment_attempt'] );
		$transfer = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 100 ) ) ), $this->with_key() );
		$this->assertArrayNotHasKey( 'card_payment', $transfer->get_data(), 'a bank transfer order has none' );
	}

	public function test_an_approved_return_marks_the_order_paid_with_the_gateways_transaction(): void {
		$this->fake_gateway();
		$this->hold_notifications( true );
		$user     = $this->make_customer();
		$order    = $this->card_order( $user );
		$id       = (int) $order['id'];
		$back     = $this->pay_attempt( $id, $user );
		$response = $this->return_to_shop( 'success', $id, $back['fields'] );
		$this->assertBackToOrderPage( $response, $id, 'paid' );
		$now = $this->fresh( $id );
		$this->assertSame( PaymentStatus::PAID, $now['payment_status'] );
		$this->assertSame( 12500, $now['paid_cents'] );
		$this->assertNotNull( $now['paid_at'] );
		$this->assertSame( array( $back['wsp'], $back['fields']['ApprovalCode'], $back['fields']['STAN'] ), array( $now['gateway_order_id'], $now['gateway_approval'], $now['gateway_stan'] ) );
		$last = array_slice( ( new PaymentLedger() )->history( $id ), -1 )[0];
		$this->assertSame( array( 'gateway_return', 12500, $back['wsp'] ), array( $last['source'], $last['amount_cents'], $last['gateway_ref'] ) );
		$charges = $this->charges( $id );
		$this->assertSame( array( array( 1, $order['number'] . '-1', $back['wsp'], 12500, 'completed' ) ), array_map( static fn( array $c ): array => array( $c['attempt'], $c['cart_id'], $c['gateway_order_id'], $c['amount_cents'], $c['state'] ), $charges ) );
		$this->assertSame( 'Primljena uplata za narudžbu ' . $order['number'], $this->mail_to( get_userdata( (int) $order['user_id'] )->user_email )['subject'], 'the buyer is told, in Croatian (their language)' );
	}

	public function test_a_declined_return_marks_the_payment_failed_and_a_new_attempt_is_possible(): void {
		list( $user, $order ) = $this->started();
		$id                   = (int) $order['id'];
		$this->assertBackToOrderPage( $this->return_to_shop( 'error', $id, $this->signed_return( $order['number'] . '-1', false ) ), $id, 'failed' );
		$this->assertSame( PaymentStatus::FAILED, $this->fresh( $id )['payment_status'] );
		$this->assertTrue( CardPayments::payable( $this->fresh( $id ) ) );
		( new CardPayments() )->begin( $this->fresh( $id ), $user, 'hr' );
		$this->assertSame( PaymentStatus::AWAITING, $this->fresh( $id )['payment_status'] );
	}

	public function test_a_cancel_return_and_a_forged_return_change_nothing(): void {
		list( , $order ) = $this->started();
		$id              = (int) $order['id'];
		$events          = $this->event_count( $id );
		$this->assertBackToOrderPage( $this->return_to_shop( 'cancel', $id, array( 'ShoppingCartID' => $order['number'] . '-1' ) ), $id, 'cancelled' );
		$forged              = $this->signed_return( $order['number'] . '-1', true );
		$forged['Signature'] = str_repeat( 'a', 128 );
		$this->assertBackToOrderPage( $this->return_to_shop( 'success', $id, $forged ), $id, 'unverified' );
		$unsigned = $this->signed_return( $order['number'] . '-1', true );
		unset( $unsigned['Signature'] );
		$this->assertBackToOrderPage( $this->return_to_shop( 'success', $id, $unsigned ), $id, 'unverified' );
		// A success return signed for another order's cart id decides by its signed id, not by ?order=.
		$other = $this->signed_return( 'KS-1999-999999-1', true );
		$this->assertBackToOrderPage( $this->return_to_shop( 'success', $id, $other ), $id, 'unverified' );
		$now = $this->fresh( $id );
		$this->assertSame( array( PaymentStatus::AWAITING, 0, $events ), array( $now['payment_status'], $now['paid_cents'], $this->event_count( $id ) ) );
		$get = $this->rest( 'GET', self::RETURN_ROUTE, array( 'result' => 'cancel', 'order' => $id, 'lang' => 'en' ), array( 'tokens' => false ) );
		$this->assertBackToOrderPage( $get, $id, 'cancelled' );
	}

	public function test_an_approved_notification_marks_paid_once_and_the_same_one_again_changes_nothing(): void {
		$this->fake_gateway();
		$this->hold_notifications( true );
		$user    = $this->make_customer();
		$order   = $this->card_order( $user );
		$id      = (int) $order['id'];
		$back    = $this->pay_attempt( $id, $user );
		$payload = $this->genuine_notification( $back['wsp'] );
		$first   = $this->notify( $payload );
		$this->assertSame( 200, $first->get_status(), (string) wp_json_encode( $first->get_data() ) );
		$this->assertSame( array( 'status' => 'OK', 'result' => 'changed' ), $first->get_data() );
		$now    = $this->fresh( $id );
		$events = $this->event_count( $id );
		$mails  = count( $this->mails );
		$this->assertSame( array( PaymentStatus::PAID, 12500, $back['wsp'] ), array( $now['payment_status'], $now['paid_cents'], $now['gateway_order_id'] ) );
		$second = $this->notify( $payload );
		$this->assertSame( 200, $second->get_status() );
		$this->assertSame( 'unchanged', $second->get_data()['result'] );
		$again = $this->fresh( $id );
		$this->assertSame( array( $now['payment_status'], $now['paid_at'], $now['paid_cents'], $now['updated_at'] ), array( $again['payment_status'], $again['paid_at'], $again['paid_cents'], $again['updated_at'] ) );
		$this->assertSame( $events, $this->event_count( $id ) );
		$this->assertCount( $mails, $this->mails, 'no second "payment received" mail' );
		$this->assertCount( 1, $this->charges( $id ) );
		// The return of the same payment, arriving after the notification, changes nothing either.
		$this->assertBackToOrderPage( $this->return_to_shop( 'success', $id, $back['fields'] ), $id, 'paid' );
		$this->assertSame( $events, $this->event_count( $id ) );
	}

	public function test_a_forged_notification_is_refused_with_403_and_changes_nothing(): void {
		list( , $order ) = $this->started();
		$id              = (int) $order['id'];
		$events          = $this->event_count( $id );
		$forged          = $this->signed_notification( $order['number'] . '-1', 'approved' );
		$forged['Signature'] = hash( 'sha512', 'not the secret' );
		$answer              = $this->notify( $forged );
		$this->assertSame( array( 403, 'kabelshop_payment_forged' ), array( $answer->get_status(), $answer->get_data()['code'] ?? '' ) );
		$other           = $this->signed_notification( $order['number'] . '-1', 'approved' );
		$other['ShopID'] = 'SOMEONE-ELSE';
		$this->assertSame( 403, $this->notify( $other )->get_status() );
		$this->assertSame( 403, $this->notify( array() )->get_status() );
		$this->assertSame( array( PaymentStatus::AWAITING, $events ), array( $this->fresh( $id )['payment_status'], $this->event_count( $id ) ) );
	}

	public function test_a_notification_for_an_unknown_cart_is_404(): void {
		$answer = $this->notify( $this->signed_notification( 'KS-1999-999998-1', 'approved' ) );
		$this->assertSame( array( 404, 'kabelshop_payment_unknown_cart' ), array( $answer->get_status(), $answer->get_data()['code'] ?? '' ) );
		// An attempt the order never started is no attempt of it either.
		list( , $order ) = $this->started();
		$this->assertSame( 404, $this->notify( $this->signed_notification( $order['number'] . '-2', 'approved' ) )->get_status() );
		$this->assertSame( PaymentStatus::AWAITING, $this->fresh( (int) $order['id'] )['payment_status'] );
	}

	public function test_an_approval_of_another_amount_records_nothing(): void {
		$this->fake_gateway();
		$this->hold_notifications( true );
		list( , $order ) = $this->started();
		$id              = (int) $order['id'];
		$events          = $this->event_count( $id );
		// The gateway approved 1,25 EUR for the attempt (a form of another amount than the order's).
		$cart   = $order['number'] . '-1';
		$paid   = $this->pay_at_fake( WspayGateway::from_settings()->hosted_form( $cart, 125, 'en', CardPayments::return_urls( $id, 'en' ) ) );
		$answer = $this->notify( $this->genuine_notification( $paid['fields']['WsPayOrderId'] ) );
		$this->assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$this->assertSame( 'ignored', $answer->get_data()['result'] );
		$this->assertBackToOrderPage( $this->return_to_shop( 'success', $id, $paid['fields'] ), $id, 'unverified' );
		// A notification that claims another amount than the gateway confirms is refused.
		$claimed           = $this->genuine_notification( $paid['fields']['WsPayOrderId'] );
		$claimed['Amount'] = 125;
		$this->assertSame( array( 409, 'kabelshop_payment_mismatch' ), array( $this->notify( $claimed )->get_status(), $this->notify( $claimed )->get_data()['code'] ?? '' ) );
		$this->assertSame( array( PaymentStatus::AWAITING, 0, $events, array() ), array( $this->fresh( $id )['payment_status'], $this->fresh( $id )['paid_cents'], $this->event_count( $id ), $this->charges( $id ) ) );
		$this->assertContains( GatewayWarnings::AMOUNT, array_column( GatewayWarnings::for_order( $id ), 'kind' ), 'staff see the warning' );
	}

	public function test_declined_voided_and_refunded_notifications_move_the_payment(): void {
		$this->fake_gateway();
		$this->hold_notifications( true );
		$user     = $this->make_customer();
		$order    = $this->card_order( $user );
		$id       = (int) $order['id'];
		$declined = $this->pay_attempt( $id, $user, '4000 0000 0000 0002' );
		$this->assertSame( 'changed', $this->notify( $this->genuine_notification( $declined['wsp'] ) )->get_data()['result'] );
		$this->assertSame( PaymentStatus::FAILED, $this->fresh( $id )['payment_status'] );
		$approved = $this->pay_attempt( $id, $user );
		$this->assertSame( 'changed', $this->notify( $this->genuine_notification( $approved['wsp'] ) )->get_data()['result'] );
		$this->assertSame( PaymentStatus::PAID, $this->fresh( $id )['payment_status'] );
		// Refunded at the gateway (e.g. in its merchant tools): the gateway's own answer moves the payment.
		$now = $this->fresh( $id );
		WspayGateway::from_settings()->refund( new GatewayResult( $now['gateway_cart_id'], GatewayResult::APPROVED, $now['gateway_order_id'], $now['gateway_approval'], $now['gateway_stan'], 12500 ), 12500 );
		$this->assertSame( 'changed', $this->notify( $this->genuine_notification( $approved['wsp'] ) )->get_data()['result'] );
		$this->assertSame( PaymentStatus::REFUNDED, $this->fresh( $id )['payment_status'] );
		$this->assertSame( array( 'refunded', 12500 ), array( $this->charges( $id )[0]['state'], $this->charges( $id )[0]['refunded_cents'] ) );
		$other = $this->card_order( $user );
		$paid  = $this->pay_attempt( (int) $other['id'], $user );
		$this->notify( $this->genuine_notification( $paid['wsp'] ) );
		$now = $this->fresh( (int) $other['id'] );
		WspayGateway::from_settings()->void( new GatewayResult( $now['gateway_cart_id'], GatewayResult::APPROVED, $now['gateway_order_id'], $now['gateway_approval'], $now['gateway_stan'], 12500 ), 12500 );
		$this->assertSame( 'changed', $this->notify( $this->genuine_notification( $paid['wsp'] ) )->get_data()['result'] );
		$this->assertSame( PaymentStatus::CANCELLED, $this->fresh( (int) $other['id'] )['payment_status'] );
	}
}
