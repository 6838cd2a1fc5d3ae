<?php
/**
 * The HUB-3 payload against the standard's own example, and the barcode image.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Payments\Hub3;
use Kabelshop\Tests\TestCase;

/**
 * The example of HUB's "Jedinstveni 2D barkod" specification (a payment of 123,55 HRK from
 * Željko Seneković to 2DBK d.d.), field by field, the field limits, the ISO 8859-2 bytes and the
 * PDF417 image's shape.
 */
final class Hub3Test extends TestCase {

	/**
	 * The standard example's fields (tests/fixtures/hub3-example.php).
	 *
	 * @var array<string, string>
	 */
	private const EXAMPLE_FILE = __DIR__ . '/../../fixtures/hub3-example.php';

	/**
	 * The standard example's fields.
	 *
	 * @return array<string, string>
	 */
	private static function example(): array {
		return require self::EXAMPLE_FILE;
	}

	public function test_the_standard_example_line_by_line(): void {
		$payload = Hub3::payload( 'HRK', 12355, self::example() );
		$this->assertSame(
			array(
				'HRVHUB30',
				'HRK',
				'000000000012355',
				'ŽELJKO SENEKOVIĆ',
				'IVANEČKA ULICA 125',
				'42000 VARAŽDIN',
				'2DBK d.d.',
				'ALKARSKI PROLAZ 13B',
				'21230 SINJ',
				'HR1210010051863000160',
				'HR01',
				'7269-68949637676-00019',
				'COST',
				'Troškovi za 1. mjesec',
			),
			explode( "\n", $payload )
		);
		$fields = Hub3::fields( $payload );
		$this->assertSame( 'HRVHUB30', $fields['header'] );
		$this->assertSame( '000000000012355', $fields['amount'] );
		foreach ( self::example() as $key => $value ) {
			$this->assertSame( $value, $fields[ $key ], $key );
		}
	}

	public function test_fields_are_cut_at_their_limits_and_cleaned(): void {
		$long    = array_map( static fn( int $limit ): string => str_repeat( 'Ž', $limit + 5 ), Hub3::LIMITS );
		$payload = Hub3::fields( Hub3::payload( 'EUR', 1, $long ) );
		foreach ( Hub3::LIMITS as $key => $limit ) {
			$this->assertSame( $limit, mb_strlen( $payload[ $key ] ), "$key is cut to $limit characters" );
		}
		$this->assertSame( array( 25, 35, 21, 22 ), array( Hub3::LIMITS['recipient_name'], Hub3::LIMITS['description'], Hub3::LIMITS['iban'], Hub3::LIMITS['reference'] ), 'the standard\'s limits' );
		$clean = Hub3::fields( Hub3::payload( 'EUR', 1, array( 'description' => "Narudžba\nKS-1", 'iban' => 'hr12 1001 0051 8630 0016 0' ) ) );
		$this->assertSame( 'Narudžba KS-1', $clean['description'], 'a line break inside a value would shift every later field' );
		$this->assertSame( 'HR1210010051863000160', $clean['iban'], 'IBAN without spaces, capitals' );
		$this->assertSame( '999999999999999', Hub3::fields( Hub3::payload( 'EUR', 999999999999999, array() ) )['amount'] );
		$this->expectException( \InvalidArgumentException::class );
		Hub3::payload( 'EUR', -1, array() );
	}

	public function test_the_barcode_bytes_are_iso_8859_2_and_keep_croatian_letters(): void {
		$bytes = Hub3::bytes( Hub3::payload( 'HRK', 12355, self::example() ) );
		$this->assertStringContainsString( "\xAEELJKO SENEKOVI\xC6", $bytes, 'Ž = AE, Ć = C6 in ISO 8859-2' );
		$this->assertStringContainsString( "IVANE\xC8KA", $bytes, 'Č = C8' );
		$this->assertStringContainsString( "VARA\xAED", $bytes );
		$this->assertStringContainsString( "Tro\xB9kovi", $bytes, 'š = B9' );
		$this->assertSame( Hub3::payload( 'HRK', 12355, self::example() ), mb_convert_encoding( $bytes, 'UTF-8', 'ISO-8859-2' ), 'nothing lost' );
	}

	public function test_the_png_is_a_wide_pdf417_with_modules_of_at_least_two_pixels(): void {
		$payload = Hub3::payload( 'EUR', 123456, self::example() );
		$png     = Hub3::png( $payload );
		$this->assertStringStartsWith( "\x89PNG\r\n\x1a\n", $png );
		$size = getimagesizefromstring( $png );
		$this->assertIsArray( $size );
		list( $width, $height ) = $size;
		$this->assertGreaterThan( 2 * $height, $width, 'payment-slip shaped: more than twice as wide as high' );
		$code = ( new \TCPDF2DBarcode( Hub3::bytes( $payload ), 'PDF417,3,4' ) )->getBarcodeArray();
		$this->assertSame( 2 * (int) $code['num_cols'], $width, 'each module 2 px wide' );
		$this->assertSame( 2 * (int) $code['num_rows'], $height, 'each PDF417 row 4 modules = 8 px high' );
		$this->assertSame( 3 * (int) $code['num_cols'], getimagesizefromstring( Hub3::png( $payload, 3 ) )[0] );
		$this->assertSame( $width, getimagesizefromstring( Hub3::png( $payload, 1 ) )[0], 'never below 2 px' );
		$this->assertStringContainsString( '<svg', Hub3::svg( $payload ) );
	}
}
