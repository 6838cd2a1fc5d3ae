<?php
/**
 * Company id checks against the shared test vectors.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Accounts;

use Kabelshop\Accounts\CompanyId;
use PHPUnit\Framework\TestCase;

/**
 * OIB vectors from tests/fixtures/id_test_vectors.json (a copy of ../shared/data), MB, PIB and
 * VAT vectors from tests/fixtures/company_id_vectors.json (the same file the Jest mirror reads).
 */
final class CompanyIdTest extends TestCase {

	/** @return array<string, mixed> */
	private static function fixture( string $name ): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/' . $name ), true );
	}

	public function test_oib_vectors(): void {
		$vectors = self::fixture( 'id_test_vectors.json' )['oib'];
		$this->assertNotEmpty( $vectors['valid'] );
		foreach ( $vectors['valid'] as $row ) {
			$this->assertTrue( CompanyId::is_oib( $row['oib'] ), $row['oib'] );
			$this->assertTrue( CompanyId::is_valid( 'HR', $row['oib'] ), $row['oib'] );
			$this->assertTrue( CompanyId::is_valid( 'HR', 'HR' . $row['oib'] ), 'HR' . $row['oib'] . ' (VAT form)' );
		}
		foreach ( $vectors['invalid'] as $row ) {
			$this->assertFalse( CompanyId::is_oib( $row['value'] ), $row['value'] . ': ' . $row['why'] );
		}
	}

	public function test_croatian_mb_vectors(): void {
		$vectors = self::fixture( 'company_id_vectors.json' );
		foreach ( $vectors['mb_valid'] as $mb ) {
			$this->assertTrue( CompanyId::is_mb( $mb ), $mb );
			$this->assertTrue( CompanyId::is_valid( 'HR', $mb ), $mb );
		}
		foreach ( $vectors['mb_invalid'] as $mb ) {
			$this->assertFalse( CompanyId::is_valid( 'HR', $mb ), $mb );
		}
	}

	public function test_serbian_pib_vectors(): void {
		$vectors = self::fixture( 'company_id_vectors.json' );
		foreach ( $vectors['pib_valid'] as $pib ) {
			$this->assertTrue( CompanyId::is_valid( 'RS', $pib ), $pib );
		}
		foreach ( $vectors['pib_invalid'] as $pib ) {
			$this->assertFalse( CompanyId::is_valid( 'RS', $pib ), $pib );
		}
	}

	public function test_eu_vat_formats_and_other_countries(): void {
		$vectors = self::fixture( 'company_id_vectors.json' );
		foreach ( array( 'vat_valid', 'other_valid' ) as $set ) {
			foreach ( $vectors[ $set ] as [ $country, $value ] ) {
				$this->assertTrue( CompanyId::is_valid( $country, $value ), "$country $value" );
			}
		}
		foreach ( array( 'vat_invalid', 'other_invalid' ) as $set ) {
			foreach ( $vectors[ $set ] as [ $country, $value ] ) {
				$this->assertFalse( CompanyId::is_valid( $country, $value ), "$country $value" );
			}
		}
	}

	public function test_separators_people_type_are_ignored(): void {
		$this->assertTrue( CompanyId::is_valid( 'HR', ' 817 931 465 60 ' ) );
		$this->assertSame( '81793146560', CompanyId::normalize( '817-931.465 60' ) );
	}

	public function test_identity_names_one_company_however_its_id_is_written(): void {
		$oib = self::fixture( 'id_test_vectors.json' )['oib']['valid'][0]['oib'];
		foreach ( array( $oib, 'HR' . $oib, 'hr ' . $oib, substr( $oib, 0, 3 ) . '-' . substr( $oib, 3 ), 'X' . $oib ) as $written ) {
			$this->assertSame( $oib, CompanyId::identity( $written ), $written . ': the court register lookup reads its digits as the OIB' );
		}
		$this->assertSame( '12345679', CompanyId::identity( '1234 5679' ), 'an MB' );
		$this->assertSame( '123456789', CompanyId::identity( 'RS123456789' ), 'a VAT prefix' );
		$this->assertSame( 'A1234567B', CompanyId::identity( 'a-1234567-b' ), 'letters inside stay' );
		$this->assertNotSame( CompanyId::identity( 'A1234567B' ), CompanyId::identity( 'C1234567D' ) );
		$this->assertSame( '', CompanyId::identity( ' ' ) );
	}
}
