<?php
/**
 * POST kabelshop/v1/user/profile/addresses/delete (issue 13).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\TestCase;

/**
 * Delivery addresses could not be deleted. The owner deletes one; another customer's id, the
 * headquarters and an unknown id change nothing; visitors, pending customers and requests without
 * the nonce or the XSRF token are refused; an order that went to the address keeps it.
 */
final class AddressDeleteTest extends TestCase {

	use CommerceFixtures;

	private const ROUTE = '/kabelshop/v1/user/profile/addresses/delete';

	/**
	 * English messages (the site's default language is Croatian).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->in_english();
	}

	/**
	 * Posts as multipart, like the island.
	 *
	 * @param mixed                $address_id Sent address_id.
	 * @param array<string, mixed> $options    rest() options.
	 */
	private function delete( $address_id, array $options = array() ): \WP_REST_Response {
		return $this->rest( 'POST', self::ROUTE, array( 'address_id' => $address_id ), $options + array( 'json' => false ) );
	}

	/**
	 * The owner deletes one of two addresses; the other stays; a second delete is 404.
	 */
	public function test_the_owner_deletes_an_address_and_keeps_the_others(): void {
		$user  = $this->make_customer();
		$first = $this->add_delivery_address( $user );
		$other = $this->add_delivery_address( $user );
		$this->login( $user );
		$response = $this->delete( (string) $first );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Address deleted.', $response->get_data()['message'] );
		$this->assertSame( array( $other ), array_column( $response->get_data()['addresses']['delivery'], 'id' ) );
		clean_user_cache( $user );
		$this->assertNull( Addresses::find_delivery( $user, $first ) );
		$this->assertNotNull( Addresses::find_delivery( $user, $other ) );

		$again = $this->delete( (string) $first );
		$this->assertSame( 404, $again->get_status() );
		$this->assertSame( 'kabelshop_address_not_found', $again->get_data()['code'] );
	}

	/**
	 * Another customer's address answers like a missing one and stays.
	 */
	public function test_another_customers_address_is_not_found_and_stays(): void {
		$owner   = $this->make_customer();
		$address = $this->add_delivery_address( $owner );
		$this->login( $this->make_customer() );
		$response = $this->delete( $address );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'This address was not found in your account.', $response->get_data()['message'] );
		clean_user_cache( $owner );
		$this->assertNotNull( Addresses::find_delivery( $owner, $address ) );
	}

	/**
	 * The headquarters (id 0), negative and missing ids are bad arguments naming address_id.
	 */
	public function test_the_headquarters_and_bad_ids_are_refused(): void {
		$this->login( $this->make_customer() );
		foreach ( array( '0', '-1', 'abc' ) as $id ) {
			$this->assertFieldError( $this->delete( $id ), 'address_id' );
		}
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, array(), array( 'json' => false ) ), 'address_id' );
	}

	/**
	 * Visitors 401, pending customers 403, no XSRF token or nonce 403; nothing deleted.
	 */
	public function test_who_may_not_delete_is_refused(): void {
		$user    = $this->make_customer();
		$address = $this->add_delivery_address( $user );
		$this->assertSame( 401, $this->delete( $address )->get_status() );
		$this->login( $this->make_customer( false ) );
		$this->assertSame( 403, $this->delete( $address )->get_status() );
		$this->login( $user );
		$no_xsrf = $this->delete( $address, array( 'xsrf' => false ) );
		$this->assertSame( 403, $no_xsrf->get_status() );
		$this->assertSame( 'kabelshop_security_invalid_xsrf', $no_xsrf->get_data()['code'] );
		$this->assertSame( 403, $this->delete( $address, array( 'nonce' => false ) )->get_status() );
		clean_user_cache( $user );
		$this->assertNotNull( Addresses::find_delivery( $user, $address ) );
	}

	/**
	 * An order keeps the delivery address it went to after the address is deleted (the order
	 * stores a copy, not the id).
	 */
	public function test_an_order_keeps_its_delivery_address(): void {
		$user    = $this->make_customer();
		$address = $this->add_delivery_address( $user );
		$this->login( $user );
		$code  = $this->make_article( 1870 );
		$order = $this->rest(
			'POST',
			'/kabelshop/v1/orders',
			$this->order_body(
				array(
					array(
						'article_code' => $code,
						'quantity_m'   => 100,
					),
				),
				array(
					'delivery' => array(
						'method'     => 'delivery',
						'address_id' => $address,
					),
				)
			),
			$this->with_key()
		);
		$this->assertSame( 201, $order->get_status(), wp_json_encode( $order->get_data() ) );
		$order_id = (int) $order->get_data()['order']['id'];

		$this->assertSame( 200, $this->delete( $address )->get_status() );
		$shown = $this->rest( 'GET', '/kabelshop/v1/orders/' . $order_id )->get_data()['order'];
		$this->assertSame( 'Testna ulica', $shown['delivery']['address']['street'] );
		$this->assertSame( 'Osijek', $shown['delivery']['address']['city'] );
	}
}
