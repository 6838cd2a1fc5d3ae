<?php
/**
 * POST user/profile/addresses/update.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Tests\TestCase;

/**
 * Adding and changing delivery addresses with the spec's multipart fields (section 7), the rules
 * of section 5 and the messages of section 8; only one's own addresses; tokens checked.
 */
final class AddressBookTest extends TestCase {

	private const ROUTE = '/kabelshop/v1/user/profile/addresses/update';

	/**
	 * Messages in English, the source language (the site's default language is Croatian).
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->in_english();
	}

	/**
	 * A valid body (spec field names).
	 *
	 * @param array<string, mixed> $overrides Changed fields.
	 * @return array<string, mixed>
	 */
	private function body( array $overrides = array() ): array {
		return array_merge(
			array(
				'address_id'                  => '-1',
				'delivery_street'             => 'Testna ulica',
				'delivery_house_no'           => '5b',
				'delivery_city'               => 'Rijeka',
				'delivery_zip'                => '51000',
				'delivery_country'            => 'HR',
				'contact_person'              => 'Test Osoba',
				'contact_person_phone_number' => '+385/51-123',
			),
			$overrides
		);
	}

	/**
	 * Posts as multipart (body params), like the islands.
	 *
	 * @param array<string, mixed> $body    Fields.
	 * @param array<string, mixed> $options rest() options.
	 */
	private function post( array $body, array $options = array() ): \WP_REST_Response {
		return $this->rest( 'POST', self::ROUTE, $body, $options + array( 'json' => false ) );
	}

	public function test_adds_a_new_address_with_a_site_wide_id_and_says_so(): void {
		$user = $this->make_customer();
		$this->login( $user );
		$response = $this->post( $this->body() );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 'Address successfully added.', $data['message'] );
		$this->assertGreaterThanOrEqual( 1000, $data['address']['id'] );
		$stored = Addresses::find_delivery( $user, $data['address']['id'] );
		$this->assertSame( 'Testna ulica', $stored['street'] );
		$this->assertSame( '5b', $stored['house_no'] );
		$this->assertSame( '+38551123', $stored['phone'], 'stored without separators (issue 13)' );
		$this->assertSame( 'Test Osoba', $stored['contact_person'] );

		$second = $this->post( $this->body( array( 'delivery_city' => 'Pula' ) ) )->get_data();
		$this->assertNotSame( $data['address']['id'], $second['address']['id'] );
		$this->assertCount( 2, Addresses::for_user( $user )['delivery'] );
	}

	public function test_changes_an_own_address_and_says_so(): void {
		$user = $this->make_customer();
		$this->login( $user );
		$id       = $this->post( $this->body() )->get_data()['address']['id'];
		$response = $this->post(
			$this->body(
				array(
					'address_id'       => (string) $id,
					'delivery_city'    => 'Zadar',
					'delivery_zip'     => '23000',
					'delivery_country' => 'si',
				)
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Address successfully updated.', $response->get_data()['message'] );
		$stored = Addresses::find_delivery( $user, $id );
		$this->assertSame( 'Zadar', $stored['city'] );
		$this->assertSame( 'SI', $stored['country'] );
		$this->assertCount( 1, Addresses::for_user( $user )['delivery'] );
	}

	/**
	 * Each required field, left empty, is named with the spec's message.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function bad_fields(): array {
		return array(
			'street empty'          => array( 'delivery_street', '', 'This field is required' ),
			'house number empty'    => array( 'delivery_house_no', '  ', 'This field is required' ),
			'city empty'            => array( 'delivery_city', '', 'This field is required' ),
			'postcode empty'        => array( 'delivery_zip', '', 'This field is required' ),
			'contact person empty'  => array( 'contact_person', '', 'This field is required' ),
			'phone empty'           => array( 'contact_person_phone_number', '', 'This field is required' ),
			'phone too short'       => array( 'contact_person_phone_number', '12345', 'Phone number is not valid' ),
			'phone too long'        => array( 'contact_person_phone_number', '123456789012345', 'Phone number is not valid' ),
			'phone with letters'    => array( 'contact_person_phone_number', '01 234 567 x', 'Phone number is not valid' ),
			'country not in list'   => array( 'delivery_country', 'XX', 'Please choose a country from the list.' ),
			'country empty'         => array( 'delivery_country', '', 'This field is required' ),
			'street over 100 chars' => array( 'delivery_street', str_repeat( 'a', 101 ), 'At most 100 characters.' ),
		);
	}

	/**
	 * @dataProvider bad_fields
	 */
	public function test_a_bad_field_is_named_with_its_message_and_nothing_is_stored( string $field, string $value, string $message ): void {
		$user = $this->make_customer();
		$this->login( $user );
		$response = $this->post( $this->body( array( $field => $value ) ) );
		$this->assertFieldError( $response, $field );
		$this->assertSame( $message, $response->get_data()['data']['fields'][ $field ] );
		$this->assertSame( 'Address not added. Please try again.', $response->get_data()['message'] );
		$this->assertSame( array(), Addresses::for_user( $user )['delivery'] );
	}

	public function test_a_bad_change_says_not_updated_and_keeps_the_address(): void {
		$user = $this->make_customer();
		$this->login( $user );
		$id       = $this->post( $this->body() )->get_data()['address']['id'];
		$response = $this->post( $this->body( array( 'address_id' => (string) $id, 'delivery_city' => '' ) ) );
		$this->assertFieldError( $response, 'delivery_city' );
		$this->assertSame( 'Address not updated. Please try again.', $response->get_data()['message'] );
		$this->assertSame( 'Rijeka', Addresses::find_delivery( $user, $id )['city'] );
	}

	public function test_every_bad_field_is_named_at_once(): void {
		$this->login( $this->make_customer() );
		$response = $this->post( array( 'address_id' => '-1' ) );
		$this->assertSame( 400, $response->get_status() );
		$fields = array_keys( $response->get_data()['data']['fields'] );
		sort( $fields );
		$this->assertSame( array( 'contact_person', 'contact_person_phone_number', 'delivery_city', 'delivery_country', 'delivery_house_no', 'delivery_street', 'delivery_zip' ), $fields );
	}

	public function test_a_missing_or_malformed_address_id_is_a_bad_field(): void {
		$this->login( $this->make_customer() );
		$body = $this->body();
		unset( $body['address_id'] );
		$this->assertFieldError( $this->post( $body ), 'address_id' );
		$this->assertFieldError( $this->post( $this->body( array( 'address_id' => 'abc' ) ) ), 'address_id' );
		$this->assertFieldError( $this->post( $this->body( array( 'address_id' => '-2' ) ) ), 'address_id' );
	}

	public function test_another_customers_address_is_not_found_and_nothing_is_written(): void {
		$owner = $this->make_customer();
		$this->login( $owner );
		$id = $this->post( $this->body() )->get_data()['address']['id'];

		$intruder = $this->make_customer();
		$this->login( $intruder );
		$response = $this->post( $this->body( array( 'address_id' => (string) $id, 'delivery_city' => 'Hacked' ) ) );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'kabelshop_address_not_found', $response->get_data()['code'] );
		$this->assertSame( 'Rijeka', Addresses::find_delivery( $owner, $id )['city'] );
		$this->assertSame( array(), Addresses::for_user( $intruder )['delivery'] );
	}

	public function test_the_headquarters_cannot_be_changed_here(): void {
		$user = $this->make_customer();
		update_user_meta( $user, Addresses::META_HEADQUARTERS, array( 'street' => 'Sjedište', 'house_no' => '1', 'city' => 'Zagreb', 'zip' => '10000', 'country' => 'HR' ) );
		$this->login( $user );
		$response = $this->post( $this->body( array( 'address_id' => '0' ) ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'Sjedište', Addresses::for_user( $user )['headquarters']['street'] );
	}

	public function test_visitors_get_401_and_pending_customers_403(): void {
		$this->assertSame( 401, $this->post( $this->body() )->get_status() );
		$pending = $this->make_customer( false );
		$this->login( $pending );
		$this->assertSame( 403, $this->post( $this->body() )->get_status() );
		$this->assertSame( array(), Addresses::for_user( $pending )['delivery'] );
	}

	public function test_missing_xsrf_token_or_nonce_is_refused(): void {
		$user = $this->make_customer();
		$this->login( $user );
		$no_xsrf = $this->post( $this->body(), array( 'xsrf' => false ) );
		$this->assertSame( 403, $no_xsrf->get_status() );
		$this->assertSame( 'kabelshop_security_invalid_xsrf', $no_xsrf->get_data()['code'] );
		$this->assertSame( 403, $this->post( $this->body(), array( 'nonce' => false ) )->get_status() );
		$this->assertSame( array(), Addresses::for_user( $user )['delivery'] );
	}

	public function test_json_bodies_work_too(): void {
		$this->login( $this->make_customer() );
		$response = $this->rest( 'POST', self::ROUTE, array_merge( $this->body(), array( 'address_id' => -1 ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
	}

	public function test_messages_are_translated(): void {
		$this->login( $this->make_customer() );
		\Kabelshop\I18n\Locale::load_translations();
		$response = $this->post( $this->body( array( 'delivery_city' => '' ) ) );
		$this->assertSame( 'Adresa nije dodana. Pokušajte ponovno.', $response->get_data()['message'] );
		$this->assertSame( 'Ovo polje je obavezno', $response->get_data()['data']['fields']['delivery_city'] );
	}
}
