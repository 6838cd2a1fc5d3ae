<?php
/**
 * At most 50 delivery addresses per customer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Accounts\AddressBook;
use Kabelshop\Accounts\Addresses;
use Kabelshop\Tests\TestCase;

/**
 * The profile's address list and the checkout's "new address" form both add through POST
 * user/profile/addresses/update (components/AddressForm): the 50th address is stored, the 51st is
 * refused with 400 naming address_id in the visitor's language and nothing is written; changing an
 * existing address still works at the limit (issue 9: one test run had left 79 addresses).
 */
final class AddressLimitTest extends TestCase {

	private const ROUTE = '/kabelshop/v1/user/profile/addresses/update';

	/**
	 * A valid multipart body (spec section 7 field names).
	 *
	 * @param string $address_id '-1' for a new address.
	 * @param string $city       City, to tell addresses apart.
	 * @return array<string, string>
	 */
	private function body( string $address_id, string $city ): array {
		return array(
			'address_id'                  => $address_id,
			'delivery_street'             => 'Ulica limita',
			'delivery_house_no'           => '1',
			'delivery_city'               => $city,
			'delivery_zip'                => '10000',
			'delivery_country'            => 'HR',
			'contact_person'              => 'Test Osoba',
			'contact_person_phone_number' => '+385/51-123',
		);
	}

	/**
	 * A customer with $count delivery addresses (written directly: a fixture), logged in.
	 *
	 * @param int $count Addresses.
	 */
	private function customer_with( int $count ): int {
		$user = $this->make_customer();
		$list = array();
		for ( $i = 1; $i <= $count; $i++ ) {
			$list[] = array(
				'id'             => 500000 + $user * 100 + $i,
				'street'         => 'Ulica',
				'house_no'       => (string) $i,
				'city'           => 'Zagreb',
				'zip'            => '10000',
				'country'        => 'HR',
				'contact_person' => 'Test Osoba',
				'phone'          => '+38511234567',
			);
		}
		update_user_meta( $user, Addresses::META_DELIVERY, $list );
		$this->login( $user );
		return $user;
	}

	/**
	 * Posts like AddressForm does (multipart).
	 *
	 * @param array<string, string> $body Fields.
	 */
	private function post( array $body ): \WP_REST_Response {
		return $this->rest( 'POST', self::ROUTE, $body, array( 'json' => false ) );
	}

	public function test_the_50th_address_is_added_and_the_51st_refused(): void {
		$this->assertSame( 50, AddressBook::MAX_DELIVERY );
		$user  = $this->customer_with( 49 );
		$fifty = $this->post( $this->body( '-1', 'Split' ) );
		$this->assertSame( 200, $fifty->get_status(), wp_json_encode( $fifty->get_data() ) );
		$this->assertCount( 50, Addresses::for_user( $user )['delivery'] );

		$refused = $this->post( $this->body( '-1', 'Osijek' ) );
		$this->assertFieldError( $refused, 'address_id' );
		$this->assertSame( 'kabelshop_address_limit_reached', $refused->get_data()['code'] );
		$this->assertStringContainsString( '50', $refused->get_data()['message'] );
		$this->assertCount( 50, Addresses::for_user( $user )['delivery'], 'nothing written' );
		$this->assertNotContains( 'Osijek', array_column( Addresses::for_user( $user )['delivery'], 'city' ) );
	}

	public function test_the_message_is_translated(): void {
		$this->customer_with( 50 );
		$croatian = $this->post( $this->body( '-1', 'Osijek' ) )->get_data()['message'];
		$this->in_english();
		$english = $this->post( $this->body( '-1', 'Osijek' ) )->get_data()['message'];
		$this->assertSame( AddressBook::limit_reached(), $english );
		$this->assertNotSame( $english, $croatian );
	}

	public function test_an_account_over_the_limit_adds_nothing_but_can_still_change_an_address(): void {
		$user  = $this->customer_with( 79 );
		$this->assertFieldError( $this->post( $this->body( '-1', 'Osijek' ) ), 'address_id' );
		$first   = Addresses::for_user( $user )['delivery'][0];
		$changed = $this->post( $this->body( (string) $first['id'], 'Pula' ) );
		$this->assertSame( 200, $changed->get_status(), wp_json_encode( $changed->get_data() ) );
		$this->assertSame( 'Pula', Addresses::find_delivery( $user, (int) $first['id'] )['city'] );
		$this->assertCount( 79, Addresses::for_user( $user )['delivery'] );
	}

	public function test_the_limit_holds_in_the_address_book_itself(): void {
		$user = $this->customer_with( 50 );
		try {
			AddressBook::save( $user, -1, array_diff_key( $this->body( '-1', 'Osijek' ), array( 'address_id' => true ) ) );
			$this->fail( 'the 51st address was saved' );
		} catch ( \Kabelshop\Domain\ShopException $e ) {
			$this->assertSame( 'kabelshop_address_limit_reached', $e->error_code );
			$this->assertSame( 'address_id', $e->data['field'] );
		}
		$this->assertCount( 50, Addresses::for_user( $user )['delivery'] );
	}
}
