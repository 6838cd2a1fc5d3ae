<?php
/**
 * Test data and gateway messages for the card payment tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Payments\Gateway\HostedForm;
use Kabelshop\Payments\Gateway\WspayGateway;
use Kabelshop\Payments\PaymentSettings;
use Kabelshop\Payments\PaymentTables;
use Kabelshop\Tests\HttpClient;

/**
 * Orders written straight through OrderRepository::create() (a fixture, not the code under test),
 * state set by SQL where a test needs a starting state, WSPay messages signed with the shop's
 * configured secret as WSPay signs them (plugins/kabelshop-core/src/Payments/Gateway/WspayGateway.php), and the local
 * fake gateway (bin/fake-wspay.mjs) that bin/test.sh runs for this test site (KABELSHOP_GATEWAY_URL).
 */
trait CardFixtures {

	/**
	 * An order stored as Checkout stores one (items, totals), by default a card order awaiting
	 * payment for 125,00 EUR that expires in an hour.
	 *
	 * @param int                  $user_id Buyer.
	 * @param array<string, mixed> $over    Column overrides (payment_method, gross_cents, charges, …).
	 * @return array<string, mixed> The stored order.
	 */
	protected function card_order( int $user_id, array $over = array() ): array {
		return ( new OrderRepository() )->create(
			array_merge(
				array(
					'user_id'            => $user_id,
					'status'             => 'received',
					'idempotency_key'    => str_replace( '.', '-', $this->unique( 'card-order-' ) ),
					'note'               => '',
					'delivery_method'    => 'pickup',
					'delivery_address'   => null,
					'payment_method'     => 'card',
					'payment_status'     => 'awaiting_payment',
					'payment_expires_at' => gmdate( 'Y-m-d H:i:s', time() + HOUR_IN_SECONDS ),
					'currency'           => 'EUR',
					'discount_percent'   => 0,
					'subtotal_cents'     => 10000,
					'discount_cents'     => 0,
					'net_cents'          => 10000,
					'delivery_cents'     => 0,
					'vat_percent'        => 25,
					'vat_cents'          => 2500,
					'gross_cents'        => 12500,
				),
				$over
			),
			array(
				array(
					'article_code'  => 'KS-CARD-TEST',
					'product_id'    => 0,
					'name'          => 'Test cable',
					'size_label'    => '3x2.5',
					'packaging'     => 'drum',
					'quantity_m'    => 500,
					'unit_price_e4' => 2000,
					'line_net_e4'   => 1000000,
					'status'        => 'ordered',
				),
			)
		);
	}

	/**
	 * Sets order columns by SQL (a test's starting state).
	 *
	 * @param int                  $order_id Order.
	 * @param array<string, mixed> $columns  Columns.
	 */
	protected function set_order( int $order_id, array $columns ): void {
		global $wpdb;
		$this->assertNotFalse( $wpdb->update( OrderTable::name(), $columns, array( 'id' => $order_id ) ) );
	}

	/**
	 * The stored order now.
	 *
	 * @param int $order_id Order.
	 * @return array<string, mixed>
	 */
	protected function fresh( int $order_id ): array {
		$order = ( new OrderRepository() )->find( $order_id );
		$this->assertNotNull( $order );
		return $order;
	}

	/**
	 * How many payment events the order has.
	 *
	 * @param int $order_id Order.
	 */
	protected function event_count( int $order_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . PaymentTables::events() . ' WHERE order_id = %d', $order_id ) );
	}

	/**
	 * Return parameters signed as WSPay signs them (ReturnURL / ReturnErrorURL).
	 *
	 * @param string               $cart_id  ShoppingCartID.
	 * @param bool                 $approved Success 1 or 0.
	 * @param array<string, mixed> $more     More fields (Amount, WsPayOrderId, …).
	 * @return array<string, string>
	 */
	protected function signed_return( string $cart_id, bool $approved, array $more = array() ): array {
		$s        = PaymentSettings::get();
		$success  = $approved ? '1' : '0';
		$approval = $approved ? '123456' : '';
		$k        = $s['secret_key'];
		return array_merge(
			array(
				'ShoppingCartID' => $cart_id,
				'Success'        => $success,
				'ApprovalCode'   => $approval,
				'Signature'      => WspayGateway::sign( array( $s['shop_id'], $k, $cart_id, $k, $success, $k, $approval, $k ) ),
				'WsPayOrderId'   => 'wsp-' . md5( $cart_id ),
				'STAN'           => '654321',
				'Amount'         => '125,00',
				'ErrorMessage'   => $approved ? '' : 'Transaction declined',
			),
			array_map( 'strval', $more )
		);
	}

	/**
	 * A notification (transaction report) signed as WSPay signs it.
	 *
	 * @param string               $cart_id ShoppingCartID.
	 * @param string               $state   'approved' | 'declined' | 'voided' | 'refunded'.
	 * @param array<string, mixed> $more    More fields (Amount in EUR as a number, WsPayOrderId, …).
	 * @return array<string, mixed>
	 */
	protected function signed_notification( string $cart_id, string $state, array $more = array() ): array {
		$s        = PaymentSettings::get();
		$k        = $s['secret_key'];
		$approved = 'declined' !== $state;
		$report   = array_merge(
			array(
				'WsPayOrderId'   => 'wsp-' . md5( $cart_id ),
				'ShopID'         => $s['shop_id'],
				'ShoppingCartID' => $cart_id,
				'STAN'           => '654321',
				'ApprovalCode'   => $approved ? '123456' : '',
				'Amount'         => 125,
				'ActionSuccess'  => '1',
				'Success'        => $approved ? '1' : '0',
				'Authorized'     => $approved ? 1 : 0,
				'Completed'      => $approved ? 1 : 0,
				'Voided'         => 'voided' === $state ? 1 : 0,
				'Refunded'       => 'refunded' === $state ? 1 : 0,
				'ErrorMessage'   => $approved ? '' : 'Transaction declined',
			),
			$more
		);
		$report['Signature'] = WspayGateway::sign( array( $s['shop_id'], $k, $report['ActionSuccess'], $report['ApprovalCode'], $k, $s['shop_id'], $report['ApprovalCode'], $report['WsPayOrderId'] ) );
		return $report;
	}

	/**
	 * The fake gateway's base URL; skips the test when PHPUnit runs without it.
	 */
	protected function fake_gateway(): string {
		$url = rtrim( (string) getenv( 'KABELSHOP_GATEWAY_URL' ), '/' );
		if ( '' === $url ) {
			$this->markTestSkipped( 'KABELSHOP_GATEWAY_URL is not set: run through bash bin/test.sh php, which runs the fake gateway.' );
		}
		return $url;
	}

	/**
	 * Pays a form at the fake gateway as a buyer would (its pay step over HTTP) and answers the
	 * fields its page posts back to the shop, with the URL they go to.
	 *
	 * @param HostedForm $form The shop's signed form.
	 * @param string     $card Card number (4111 1111 1111 1111 approved, 4000 0000 0000 0002 declined).
	 * @return array{url: string, fields: array<string, string>}
	 */
	protected function pay_at_fake( HostedForm $form, string $card = '4111 1111 1111 1111' ): array {
		$answer = ( new HttpClient() )->request(
			'POST',
			$form->action,
			$form->fields + array(
				'FakeAction' => 'pay',
				'CardNumber' => $card,
				'ExpiryDate' => '12/30',
				'CVV'        => '123',
			)
		);
		$this->assertSame( 200, $answer['status'], $answer['body'] );
		$this->assertSame( 1, preg_match( '/<form id="return" method="post" action="([^"]+)">/', $answer['body'], $m ), $answer['body'] );
		preg_match_all( '/<input type="hidden" name="([^"]+)" value="([^"]*)">/', $answer['body'], $inputs, PREG_SET_ORDER );
		$fields = array();
		foreach ( $inputs as $input ) {
			$fields[ html_entity_decode( $input[1], ENT_QUOTES ) ] = html_entity_decode( $input[2], ENT_QUOTES );
		}
		return array(
			'url'    => html_entity_decode( $m[1], ENT_QUOTES ),
			'fields' => $fields,
		);
	}

	/**
	 * The fake gateway's record of a transaction (GET /__transactions), or null.
	 *
	 * @param string $wspay_order_id WsPayOrderId.
	 * @return array<string, mixed>|null
	 */
	protected function fake_transaction( string $wspay_order_id ): ?array {
		$answer = ( new HttpClient() )->request( 'GET', $this->fake_gateway() . '/__transactions' );
		foreach ( (array) json_decode( $answer['body'], true ) as $t ) {
			if ( is_array( $t ) && ( $t['WsPayOrderId'] ?? '' ) === $wspay_order_id ) {
				return $t;
			}
		}
		return null;
	}

	/**
	 * POSTs JSON to one of the fake gateway's test helpers (/__hold, /__status-down, /__reset).
	 *
	 * @param string               $path Path.
	 * @param array<string, mixed> $body Body.
	 * @return array<string, mixed> Its answer.
	 */
	protected function fake_switch( string $path, array $body ): array {
		$answer = ( new HttpClient() )->request( 'POST', $this->fake_gateway() . $path, array(), (string) wp_json_encode( $body ), array( 'Content-Type: application/json' ) );
		$this->assertSame( 200, $answer['status'], $answer['body'] );
		return (array) json_decode( $answer['body'], true );
	}

	/**
	 * The fake keeps its notifications (true) or sends them, the kept ones first (false).
	 *
	 * @param bool $hold Hold.
	 */
	protected function hold_notifications( bool $hold ): void {
		$this->fake_switch( '/__hold', array( 'hold' => $hold ) );
	}

	/**
	 * The fake's statusCheck answers 503 (true) or works (false).
	 *
	 * @param bool $down Down.
	 */
	protected function status_check_down( bool $down ): void {
		$this->fake_switch( '/__status-down', array( 'down' => $down ) );
	}

	/**
	 * A genuine notification of a transaction: the report the fake gateway sends, signed by it.
	 *
	 * @param string $wspay_order_id WsPayOrderId.
	 * @return array<string, mixed>
	 */
	protected function genuine_notification( string $wspay_order_id ): array {
		$t = $this->fake_transaction( $wspay_order_id );
		$this->assertNotNull( $t, 'the fake knows ' . $wspay_order_id );
		unset( $t['AmountCents'], $t['RefundedCents'], $t['notifications'] );
		return $t;
	}

	/**
	 * Starts an attempt of the order and pays it at the fake (approved unless another card is
	 * given); answers the fields the gateway's page posts back and the WsPayOrderId.
	 *
	 * @param int    $order_id Order.
	 * @param int    $user     Its buyer.
	 * @param string $card     Card number.
	 * @return array{url: string, fields: array<string, string>, wsp: string}
	 */
	protected function pay_attempt( int $order_id, int $user, string $card = '4111 1111 1111 1111' ): array {
		$this->fake_gateway();
		$form = ( new \Kabelshop\Payments\CardPayments() )->begin( $this->fresh( $order_id ), $user, 'en', true );
		$back = $this->pay_at_fake( $form, $card );
		return $back + array( 'wsp' => $back['fields']['WsPayOrderId'] );
	}

	/**
	 * The order's confirmed card transactions (CardTransactions rows).
	 *
	 * @param int $order_id Order.
	 * @return list<array<string, int|string>>
	 */
	protected function charges( int $order_id ): array {
		return ( new \Kabelshop\Payments\CardTransactions() )->for_order( $order_id );
	}

	/**
	 * Waits (up to $seconds) until $done answers true; answers its last result.
	 *
	 * @param callable(): bool $done    Condition.
	 * @param float            $seconds Longest wait.
	 */
	protected function eventually( callable $done, float $seconds = 10.0 ): bool {
		$until = microtime( true ) + $seconds;
		do {
			if ( $done() ) {
				return true;
			}
			usleep( 100000 );
		} while ( microtime( true ) < $until );
		return $done();
	}
}
