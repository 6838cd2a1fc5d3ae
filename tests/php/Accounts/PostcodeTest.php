<?php
/**
 * Croatian postcodes have five digits (issue 27: "ABCDE" was accepted for Croatia).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\AddressBook;
use Kabelshop\Accounts\FieldRules;
use Kabelshop\Accounts\Registration;
use Kabelshop\Tests\TestCase;

/**
 * FieldRules::postcode() and the two forms that use it: registration (company_zip) and the
 * address book (delivery_zip), both for the address's own country.
 */
final class PostcodeTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->in_english();
	}

	public function test_a_croatian_postcode_is_five_digits(): void {
		$this->assertNull( FieldRules::postcode( '10000', 'HR' ) );
		$this->assertNull( FieldRules::postcode( ' 51000 ', 'hr' ) );
		foreach ( array( 'ABCDE', '1000', '100000', '10 000', '00000' ) as $bad ) {
			$this->assertSame( 'A Croatian postcode has 5 digits.', FieldRules::postcode( $bad, 'HR' ), $bad );
		}
		$this->assertSame( 'This field is required', FieldRules::postcode( '  ', 'HR' ) );
		$this->assertNull( FieldRules::postcode( 'SW1A 1AA', 'GB' ), 'other countries keep their own codes' );
	}

	public function test_registration_names_the_postcode(): void {
		[ , $errors ] = Registration::validate( array( 'country' => 'HR', 'company_zip' => 'ABCDE' ) );
		$this->assertSame( 'A Croatian postcode has 5 digits.', $errors['company_zip'] ?? null );
		[ , $errors ] = Registration::validate( array( 'country' => 'HR', 'company_zip' => '21000' ) );
		$this->assertArrayNotHasKey( 'company_zip', $errors );
	}

	public function test_the_address_book_names_the_postcode(): void {
		$address = array(
			'delivery_street'             => 'Ilica',
			'delivery_house_no'           => '1',
			'delivery_city'               => 'Zagreb',
			'delivery_zip'                => 'ABCDE',
			'delivery_country'            => 'HR',
			'contact_person'              => 'Ivana Horvat',
			'contact_person_phone_number' => '091 123 4567',
		);
		$this->assertSame( array( 'delivery_zip' => 'A Croatian postcode has 5 digits.' ), AddressBook::validate( $address ) );
		$this->assertSame( array(), AddressBook::validate( array( 'delivery_zip' => '10000' ) + $address ) );
		$this->assertSame( array(), AddressBook::validate( array( 'delivery_zip' => '1010', 'delivery_country' => 'AT' ) + $address ) );
	}
}
