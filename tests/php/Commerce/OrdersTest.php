<?php
/**
 * POST orders, GET orders/{id}, POST orders/{id}/cancel, GET user/addresses.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\OrderTable;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * Orders are re-priced and stored on the server, idempotent per key, visible and cancellable by
 * their owner only.
 */
final class OrdersTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;

	private const ROUTE = '/kabelshop/v1/orders';

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		parent::tearDown();
	}

	/**
	 * Rows of the orders table for a user.
	 *
	 * @param int $user_id User id.
	 */
	private function order_rows( int $user_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . OrderTable::name() . ' WHERE user_id = %d', $user_id ) );
	}

	/**
	 * Places an order for a new approved customer; returns [ user id, response data ].
	 *
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private function place_order(): array {
		$user = $this->make_customer();
		$code = $this->make_article( 1870 );
		$this->login( $user );
		$response = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 100 ) ) ), $this->with_key() );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return array( $user, $response->get_data() );
	}

	public function test_happy_path_stores_order_and_items_with_server_prices(): void {
		global $wpdb;
		$user = $this->make_customer();
		$a    = $this->make_article( 1870 );
		$b    = $this->make_article( 12345 );
		$this->login( $user );
		$body                        = $this->order_body( array( array( 'article_code' => $a, 'quantity_m' => 100 ), array( 'article_code' => $b, 'quantity_m' => 33 ) ) );
		$body['lines'][0]['Cijena']  = 0.0001;
		$body['gross_cents']         = 1;
		$response                    = $this->rest( 'POST', self::ROUTE, $body, $this->with_key() );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$order = $response->get_data()['order'];
		$this->assertMatchesRegularExpression( '/^KS-\d{4}-\d{6}$/', $order['number'] );
		$this->assertSame( 'received', $order['status'] );
		$this->assertSame( 20, $order['discount_percent'] );
		$this->assertSame( 5944, $order['subtotal_cents'] );
		$this->assertSame( 4755, $order['net_cents'], '(18.70 + 40.7385) x 0.8 = 47.5508 EUR' );
		$this->assertSame( 0, $order['delivery_cents'] );
		$this->assertSame( 1189, $order['vat_cents'] );
		$this->assertSame( 5944, $order['gross_cents'] );
		$this->assertSame( 'Molimo dostavu prije 10 h.', $order['note'] );
		$this->assertSame( array( 'method' => 'pickup', 'address' => null ), $order['delivery'] );
		$this->assertCount( 2, $order['items'] );
		$this->assertSame( '0.1870', $order['items'][0]['unit_price'] );
		$this->assertSame( 'ring', $order['items'][0]['packaging'] );
		$this->assertStringContainsString( 'order=' . $order['id'], $order['track_url'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/', $order['created_at'] );

		$stored = $wpdb->get_results( $wpdb->prepare( 'SELECT article_code, unit_price_e4, quantity_m, line_net_e4, line_no FROM ' . OrderTable::items_name() . ' WHERE order_id = %d ORDER BY line_no', $order['id'] ), ARRAY_A );
		$this->assertSame(
			array(
				array( 'article_code' => $a, 'unit_price_e4' => '1870', 'quantity_m' => '100', 'line_net_e4' => '187000', 'line_no' => '1' ),
				array( 'article_code' => $b, 'unit_price_e4' => '12345', 'quantity_m' => '33', 'line_net_e4' => '407385', 'line_no' => '2' ),
			),
			$stored
		);
		$this->assertSame( 1, $this->order_rows( $user ) );
	}

	public function test_confirmation_mail_goes_to_customer_and_admin(): void {
		list( $user, $data ) = $this->place_order();
		$to                  = array_column( $this->mails, 'to' );
		$this->assertContains( get_userdata( $user )->user_email, $to );
		$this->assertContains( get_option( 'admin_email' ), $to );
		$this->assertStringContainsString( $data['order']['number'], $this->mails[0]['subject'] );
		$this->assertStringContainsString( $data['order']['track_url'], $this->mails[0]['message'] );
	}

	public function test_delivery_to_own_address_snapshots_it(): void {
		$user    = $this->make_customer();
		$address = $this->add_delivery_address( $user );
		$code    = $this->make_article( 10000 );
		$this->login( $user );
		$response = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 10 ) ), array( 'delivery' => array( 'method' => 'delivery', 'address_id' => $address ) ) ), $this->with_key() );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$order = $response->get_data()['order'];
		$this->assertSame( 'Osijek', $order['delivery']['address']['city'] );
		$this->assertSame( 1500, $order['delivery_cents'], '8.00 EUR net is below the free-delivery threshold' );
	}

	public function test_same_key_returns_the_same_order_and_writes_nothing(): void {
		$user = $this->make_customer();
		$code = $this->make_article( 1000 );
		$this->login( $user );
		$key   = $this->with_key();
		$body  = $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ) );
		$first = $this->rest( 'POST', self::ROUTE, $body, $key );
		$again = $this->rest( 'POST', self::ROUTE, $body, $key );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 200, $again->get_status() );
		$this->assertSame( $first->get_data()['order']['id'], $again->get_data()['order']['id'] );
		$this->assertSame( 1, $this->order_rows( $user ) );
		$this->assertCount( 2, $this->mails, 'one confirmation (customer + admin), not two' );
	}

	public function test_missing_or_bad_idempotency_key_is_refused(): void {
		$user = $this->make_customer();
		$code = $this->make_article( 1000 );
		$this->login( $user );
		$body = $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ) );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, $body ), 'Idempotency-Key' );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, $body, $this->with_key( 'short' ) ), 'Idempotency-Key' );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, $body, $this->with_key( 'has spaces in it' ) ), 'Idempotency-Key' );
		$this->assertSame( 0, $this->order_rows( $user ) );
	}

	public function test_anonymous_visitor_gets_401(): void {
		$code     = $this->make_article( 1000 );
		$response = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ) ), $this->with_key() );
		$this->assertSame( 401, $response->get_status() );
	}

	public function test_pending_customer_gets_403(): void {
		$user = $this->make_customer( false );
		$code = $this->make_article( 1000 );
		$this->login( $user );
		$response = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ) ), $this->with_key() );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 0, $this->order_rows( $user ) );
	}

	public function test_write_without_xsrf_header_is_refused(): void {
		$user = $this->make_customer();
		$code = $this->make_article( 1000 );
		$this->login( $user );
		$options = $this->with_key() + array( 'xsrf' => false );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ) ), $options )->get_status() );
		$this->assertSame( 0, $this->order_rows( $user ) );
	}

	public function test_note_of_251_characters_is_refused(): void {
		$user = $this->make_customer();
		$code = $this->make_article( 1000 );
		$this->login( $user );
		$lines = array( array( 'article_code' => $code, 'quantity_m' => 5 ) );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, $this->order_body( $lines, array( 'note' => str_repeat( 'ž', 251 ) ) ), $this->with_key() ), 'note' );
		$this->assertSame( 201, $this->rest( 'POST', self::ROUTE, $this->order_body( $lines, array( 'note' => str_repeat( 'ž', 250 ) ) ), $this->with_key() )->get_status(), '250 characters are allowed' );
	}

	public function test_card_payment_is_refused_naming_payment_while_the_gateway_is_off(): void {
		$settings = \Kabelshop\Payments\PaymentSettings::get();
		\Kabelshop\Payments\PaymentSettings::save( array( 'card_enabled' => false ) + $settings );
		$user = $this->make_customer();
		$code = $this->make_article( 1000 );
		$this->login( $user );
		$response = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ), array( 'payment' => 'card' ) ), $this->with_key() );
		$this->assertFieldError( $response, 'payment' );
		$this->assertSame( __( 'Card payment is not available at the moment. Please choose another payment method.', 'kabelshop' ), $response->get_data()['message'] );
		$this->assertSame( 0, $this->order_rows( $user ) );
		\Kabelshop\Payments\PaymentSettings::save( $settings );
	}

	public function test_contract_terms_only_for_customers_with_a_contract(): void {
		$user = $this->make_customer();
		$code = $this->make_article( 1000 );
		$this->login( $user );
		$body = $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ), array( 'payment' => 'contract' ) );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, $body, $this->with_key() ), 'payment' );
		update_user_meta( $user, PaymentMethods::META_CONTRACT, '1' );
		$this->assertSame( 201, $this->rest( 'POST', self::ROUTE, $body, $this->with_key() )->get_status() );
	}

	public function test_address_of_another_user_is_refused(): void {
		$other   = $this->make_customer();
		$foreign = $this->add_delivery_address( $other );
		$user    = $this->make_customer();
		$code    = $this->make_article( 1000 );
		$this->login( $user );
		$body = $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ), array( 'delivery' => array( 'method' => 'delivery', 'address_id' => $foreign ) ) );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, $body, $this->with_key() ), 'delivery.address_id' );
		$this->assertSame( 0, $this->order_rows( $user ) );
	}

	public function test_unknown_article_code_is_refused_naming_lines(): void {
		$user = $this->make_customer();
		$this->login( $user );
		$response = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => 'NO-SUCH-ARTICLE-Q', 'quantity_m' => 5 ) ) ), $this->with_key() );
		$this->assertFieldError( $response, 'lines' );
		$this->assertSame( array( 'NO-SUCH-ARTICLE-Q' ), $response->get_data()['data']['unknown_codes'] );
		$this->assertSame( 0, $this->order_rows( $user ) );
	}

	public function test_owner_reads_the_order_and_another_customer_gets_404(): void {
		list( , $data ) = $this->place_order();
		$id             = $data['order']['id'];
		$mine           = $this->rest( 'GET', self::ROUTE . '/' . $id );
		$this->assertSame( 200, $mine->get_status() );
		$this->assertSame( $data['order']['number'], $mine->get_data()['order']['number'] );
		$this->login( $this->make_customer() );
		$theirs = $this->rest( 'GET', self::ROUTE . '/' . $id );
		$this->assertSame( 404, $theirs->get_status() );
		$this->assertSame( 'kabelshop_order_not_found', $theirs->get_data()['code'] );
		$this->logout();
		$this->assertSame( 401, $this->rest( 'GET', self::ROUTE . '/' . $id )->get_status() );
	}

	public function test_cancel_once_then_409(): void {
		list( , $data ) = $this->place_order();
		$id             = $data['order']['id'];
		$first          = $this->rest( 'POST', self::ROUTE . '/' . $id . '/cancel' );
		$this->assertSame( 200, $first->get_status(), wp_json_encode( $first->get_data() ) );
		$this->assertSame( 'cancelled', $first->get_data()['order']['status'] );
		$this->assertSame( __( 'The order has been canceled.', 'kabelshop' ), $first->get_data()['message'] );
		$again = $this->rest( 'POST', self::ROUTE . '/' . $id . '/cancel' );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'kabelshop_order_not_cancellable', $again->get_data()['code'] );
	}

	public function test_another_customer_cannot_cancel(): void {
		list( , $data ) = $this->place_order();
		$id             = $data['order']['id'];
		$this->login( $this->make_customer() );
		$this->assertSame( 404, $this->rest( 'POST', self::ROUTE . '/' . $id . '/cancel' )->get_status() );
		$this->assertSame( 'received', ( new \Kabelshop\Commerce\OrderRepository() )->find( $id )['status'] );
	}

	public function test_user_addresses_are_the_users_own(): void {
		$this->assertSame( 401, $this->rest( 'GET', '/kabelshop/v1/user/addresses' )->get_status() );
		$user = $this->make_customer();
		$id   = $this->add_delivery_address( $user );
		$this->add_delivery_address( $this->make_customer() );
		$this->login( $user );
		$data = $this->rest( 'GET', '/kabelshop/v1/user/addresses' )->get_data();
		$this->assertNull( $data['headquarters'] );
		$this->assertCount( 1, $data['delivery'] );
		$this->assertSame( $id, $data['delivery'][0]['id'] );
		$this->assertSame( '31000', $data['delivery'][0]['zip'] );
	}
}
