<?php
/**
 * Idempotency-Key of POST orders: exact comparison and one body per key.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\Checkout;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Rest\Schemas\V1\QuoteArgs;
use Kabelshop\Tests\TestCase;

/**
 * Keys are compared byte for byte ('...-abc' and '...-ABC' are two orders); the same key with the
 * same body (however its JSON is spelled) returns the first order; the same key with another body
 * is refused with 409 kabelshop_idempotency_key_reused naming the header and writes nothing
 * (IETF Idempotency-Key draft, Stripe; issue 9). Existing databases are upgraded.
 */
final class IdempotencyKeyTest extends TestCase {

	use CommerceFixtures;

	private const ROUTE = '/kabelshop/v1/orders';

	/**
	 * Orders of a user.
	 *
	 * @param int $user_id User id.
	 */
	private function order_rows( int $user_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . OrderTable::name() . ' WHERE user_id = %d', $user_id ) );
	}

	/**
	 * A customer, logged in, and an article code.
	 *
	 * @return array{0: int, 1: string}
	 */
	private function customer_and_article(): array {
		$user = $this->make_customer();
		$this->login( $user );
		return array( $user, $this->make_article( 1870 ) );
	}

	public function test_keys_differing_only_in_case_are_two_orders(): void {
		list( $user, $code ) = $this->customer_and_article();
		$key                 = 'order-' . wp_generate_password( 12, false ) . '-abc';
		$body                = $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 10 ) ) );
		$lower               = $this->rest( 'POST', self::ROUTE, $body, $this->with_key( $key ) );
		$upper               = $this->rest( 'POST', self::ROUTE, $body, $this->with_key( substr( $key, 0, -3 ) . 'ABC' ) );
		$this->assertSame( 201, $lower->get_status(), wp_json_encode( $lower->get_data() ) );
		$this->assertSame( 201, $upper->get_status(), 'the upper-case key is a new order: ' . wp_json_encode( $upper->get_data() ) );
		$this->assertNotSame( $lower->get_data()['order']['id'], $upper->get_data()['order']['id'] );
		$this->assertSame( 2, $this->order_rows( $user ) );
	}

	public function test_same_key_and_same_body_spelled_differently_returns_the_first_order(): void {
		list( $user, $code ) = $this->customer_and_article();
		$key                 = $this->with_key();
		$first               = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 10 ) ) ), $key );
		$reordered           = array(
			'payment'  => 'bank_transfer',
			'delivery' => array( 'method' => 'pickup' ),
			'note'     => 'Molimo dostavu prije 10 h.',
			'lines'    => array( array( 'quantity_m' => 10, 'article_code' => $code ) ),
		);
		$again               = $this->rest( 'POST', self::ROUTE, $reordered, $key );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 200, $again->get_status(), wp_json_encode( $again->get_data() ) );
		$this->assertSame( $first->get_data()['order']['id'], $again->get_data()['order']['id'] );
		$this->assertSame( 1, $this->order_rows( $user ) );
	}

	public function test_same_key_with_another_body_is_409_naming_the_header(): void {
		list( $user, $code ) = $this->customer_and_article();
		$key                 = $this->with_key();
		$first               = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 10 ) ) ), $key );
		$this->assertSame( 201, $first->get_status() );
		$changes = array(
			'quantity'      => $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 11 ) ) ),
			'note'          => $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 10 ) ), array( 'note' => 'Another note' ) ),
			'payment'       => $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 10 ) ), array( 'payment' => 'card' ) ),
			'another line'  => $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 10 ), array( 'article_code' => $this->make_article( 100 ), 'quantity_m' => 1 ) ) ),
		);
		foreach ( $changes as $what => $body ) {
			$response = $this->rest( 'POST', self::ROUTE, $body, $key );
			$this->assertSame( 409, $response->get_status(), $what . ': ' . wp_json_encode( $response->get_data() ) );
			$data = $response->get_data();
			$this->assertSame( 'kabelshop_idempotency_key_reused', $data['code'], $what );
			$this->assertSame( 'Idempotency-Key', $data['data']['field'], $what );
			$this->assertSame( 'Idempotency-Key', $data['data']['header'], $what );
			$this->assertStringContainsString( 'Idempotency-Key', $data['message'], $what . ': the message names the header' );
			$this->assertArrayNotHasKey( 'order', $data, $what . ': the first order is not handed out' );
		}
		$this->assertSame( 1, $this->order_rows( $user ), 'nothing new written' );
	}

	public function test_the_409_message_is_translated(): void {
		list( , $code ) = $this->customer_and_article();
		$key            = $this->with_key();
		$this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 10 ) ) ), $key );
		$croatian = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 12 ) ) ), $key )->get_data()['message'];
		$this->in_english();
		$english = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 12 ) ) ), $key )->get_data()['message'];
		$this->assertNotSame( $english, $croatian );
		$this->assertStringContainsString( 'Idempotency-Key', $croatian );
	}

	public function test_the_request_hash_is_stored_with_the_key(): void {
		global $wpdb;
		list( $user, $code ) = $this->customer_and_article();
		$body                = $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 10 ) ) );
		$order               = $this->rest( 'POST', self::ROUTE, $body, $this->with_key() )->get_data()['order'];
		$stored              = $wpdb->get_var( $wpdb->prepare( 'SELECT request_hash FROM ' . OrderTable::name() . ' WHERE id = %d', $order['id'] ) );
		// The route hands Checkout its sanitised arguments (QuoteArgs), the canonical form of the body.
		$this->assertSame( Checkout::request_hash( QuoteArgs::sanitize_lines( $body['lines'] ), $body['note'], QuoteArgs::sanitize_delivery( $body['delivery'] ), $body['payment'] ), $stored );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', (string) $stored );
		$this->assertSame( 1, $this->order_rows( $user ) );
	}

	public function test_an_order_stored_before_hashes_still_answers_its_key(): void {
		global $wpdb;
		list( $user, $code ) = $this->customer_and_article();
		$key                 = $this->with_key();
		$order               = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 10 ) ) ), $key )->get_data()['order'];
		$wpdb->update( OrderTable::name(), array( 'request_hash' => '' ), array( 'id' => $order['id'] ) );
		$again = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 99 ) ) ), $key );
		$this->assertSame( 200, $again->get_status(), 'no hash to compare: the stored order, as before the upgrade' );
		$this->assertSame( $order['id'], $again->get_data()['order']['id'] );
		$this->assertSame( 1, $this->order_rows( $user ) );
	}

	public function test_an_orders_table_of_the_previous_schema_is_upgraded(): void {
		global $wpdb;
		$prefix       = $wpdb->prefix;
		$wpdb->prefix = 'ksupgrade' . wp_rand( 1000, 9999 ) . '_';
		$table        = OrderTable::name();
		try {
			// The orders table as the previous schema version created it (the key in the site's
			// case-insensitive collation, no request_hash).
			$old = str_replace(
				array( "idempotency_key varchar(80) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,\n", "  request_hash char(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL DEFAULT '',\n" ),
				array( "idempotency_key varchar(80) NOT NULL,\n", '' ),
				OrderTable::create_sql( $wpdb->get_charset_collate() )[0]
			);
			$this->assertStringNotContainsString( 'request_hash', $old );
			$wpdb->query( $old );
			$row = array(
				'number'          => 'OLD-1',
				'user_id'         => 1,
				'idempotency_key' => 'upgrade-key-abc',
				'delivery_method' => 'pickup',
				'payment_method'  => 'bank_transfer',
				'subtotal_cents'  => 1,
				'discount_cents'  => 0,
				'net_cents'       => 1,
				'delivery_cents'  => 0,
				'vat_percent'     => 25,
				'vat_cents'       => 0,
				'gross_cents'     => 1,
				'created_at'      => '2026-01-01 00:00:00',
				'updated_at'      => '2026-01-01 00:00:00',
			);
			$this->assertSame( 1, $wpdb->insert( $table, $row ) );
			$suppress = $wpdb->suppress_errors( true );
			$this->assertFalse( $wpdb->insert( $table, array_merge( $row, array( 'number' => 'OLD-2', 'idempotency_key' => 'upgrade-key-ABC' ) ) ), 'before: the key is case-insensitive' );
			$wpdb->suppress_errors( $suppress );

			require_once ABSPATH . 'wp-admin/includes/upgrade.php';
			foreach ( OrderTable::create_sql( $wpdb->get_charset_collate() ) as $sql ) {
				dbDelta( $sql );
			}
			OrderTable::migrate();

			$column = $wpdb->get_row( $wpdb->prepare( 'SELECT COLLATION_NAME AS collation, COLUMN_NAME AS name FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND COLUMN_NAME = %s', $table, 'idempotency_key' ), ARRAY_A );
			$this->assertSame( 'ascii_bin', $column['collation'] );
			$old_row = $wpdb->get_row( "SELECT request_hash, idempotency_key FROM {$table} WHERE number = 'OLD-1'", ARRAY_A );
			$this->assertSame( '', $old_row['request_hash'], 'old orders get an empty hash' );
			$this->assertSame( 'upgrade-key-abc', $old_row['idempotency_key'], 'the key is kept' );
			$this->assertSame( 1, $wpdb->insert( $table, array_merge( $row, array( 'number' => 'OLD-2', 'idempotency_key' => 'upgrade-key-ABC' ) ) ), 'after: another key' );
			OrderTable::migrate();
			$this->assertSame( '2', $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ), 'running it again changes nothing' );
		} finally {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
			$wpdb->query( 'DROP TABLE IF EXISTS ' . OrderTable::items_name() );
			$wpdb->prefix = $prefix;
		}
	}
}
