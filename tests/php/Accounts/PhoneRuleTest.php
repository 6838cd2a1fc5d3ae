<?php
/**
 * The phone rule and its stored form (issue 13).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\CompanyId;
use Kabelshop\Accounts\FieldRules;
use Kabelshop\Accounts\ProfileData;
use Kabelshop\Accounts\Registration;
use Kabelshop\Forms\ContactMessage;
use Kabelshop\Tests\TestCase;

/**
 * Numbers written with spaces ("+385 91 123 4567") were refused. FieldRules::phone() now takes the
 * separators people write, and the forms store the number normalised (FieldRules::normalise_phone()).
 * The table is tests/fixtures/phone_vectors.json, which the Jest mirror (tests/js/lib/phone.test.ts)
 * reads too.
 */
final class PhoneRuleTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->in_english();
		add_filter( 'send_auth_cookies', '__return_false' );
	}

	protected function tearDown(): void {
		remove_filter( 'send_auth_cookies', '__return_false' );
		parent::tearDown();
	}

	/** @return array{valid: list<array{string, string, string}>, invalid: list<string>} */
	private static function vectors(): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/phone_vectors.json' ), true );
	}

	public function test_the_table_of_written_numbers(): void {
		$vectors = self::vectors();
		$this->assertGreaterThan( 10, count( $vectors['valid'] ) );
		foreach ( $vectors['valid'] as $row ) {
			list( $written, $country, $stored ) = $row;
			$this->assertNull( FieldRules::phone( $written ), $written );
			$this->assertSame( $stored, FieldRules::normalise_phone( $written, $country ), $written . ' (' . $country . ')' );
		}
		foreach ( $vectors['invalid'] as $written ) {
			$this->assertSame( 'Phone number is not valid', FieldRules::phone( $written ), $written );
		}
		$this->assertSame( 'This field is required', FieldRules::phone( '  ' ) );
	}

	public function test_the_registration_keeps_the_number_normalised_for_its_country(): void {
		$input = array(
			'country'      => 'RS',
			'phone_number' => '063 123 4567',
		);
		list( $clean, $errors ) = Registration::validate( $input );
		$this->assertArrayNotHasKey( 'phone_number', $errors );
		$this->assertSame( '+381631234567', $clean['phone_number'] );
	}

	public function test_the_contact_form_takes_an_optional_number_with_spaces(): void {
		$input = array(
			'name'    => 'Ivana',
			'email'   => 'ivana@example.test',
			'phone'   => '+385 91 123 4567',
			'message' => 'Hello',
			'consent' => '1',
		);
		list( $clean, $errors ) = ContactMessage::validate( $input );
		$this->assertSame( array(), $errors );
		$this->assertSame( '+385911234567', $clean['phone'] );
	}

	public function test_profile_and_address_save_a_number_with_spaces_normalised(): void {
		$user = $this->make_customer();
		$this->login( $user );
		$base     = (string) wp_rand( 1, 9 ) . str_pad( (string) wp_rand( 0, 999999999 ), 9, '0', STR_PAD_LEFT );
		$profile  = array(
			'email'       => get_userdata( $user )->user_email,
			'companyId'   => $base . CompanyId::mod11_10( $base ),
			'companyName' => 'Test Kabeli d.o.o.',
			'phone'       => '+385 91 123 4567',
			'userName'    => 'Ana Test',
			'address'     => 'Testna ulica',
			'addressNr'   => '7',
			'city'        => 'Zagreb',
			'postNr'      => '10000',
			'country'     => 'HR',
		);
		$response = $this->rest( 'POST', '/kabelshop/v1/user/profile', $profile, array( 'json' => false ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		clean_user_cache( $user );
		$this->assertSame( '+385911234567', get_user_meta( $user, ProfileData::META_PHONE, true ) );
		$this->assertSame( '+385911234567', Addresses::for_user( $user )['headquarters']['phone'] );

		$address = $this->rest(
			'POST',
			'/kabelshop/v1/user/profile/addresses/update',
			array(
				'address_id'                  => '-1',
				'delivery_street'             => 'Testna ulica',
				'delivery_house_no'           => '5',
				'delivery_city'               => 'Split',
				'delivery_zip'                => '21000',
				'delivery_country'            => 'HR',
				'contact_person'              => 'Test Osoba',
				'contact_person_phone_number' => '091/123-4567',
			),
			array( 'json' => false )
		);
		$this->assertSame( 200, $address->get_status(), wp_json_encode( $address->get_data() ) );
		$this->assertSame( '+385911234567', $address->get_data()['address']['phone'] );
	}
}
