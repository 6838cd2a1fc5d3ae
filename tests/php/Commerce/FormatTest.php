<?php
/**
 * Number, money and date formats (spec section 9).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\I18n\Format;
use Kabelshop\Tests\TestCase;

/**
 * en-US 1,234.56 and MM/DD/YYYY; hr-HR and sr-RS 1.234,56 and DD.MM.YYYY.
 */
final class FormatTest extends TestCase {

	public function test_money_per_locale(): void {
		$this->assertSame( '€1,234.56', Format::money_cents( 123456, 'en-US' ) );
		$this->assertSame( '1.234,56 €', Format::money_cents( 123456, 'hr-HR' ) );
		$this->assertSame( '1.234,56 €', Format::money_cents( 123456, 'sr_RS' ) );
		$this->assertSame( '0,05 €', Format::money_cents( 5, 'hr' ) );
		$this->assertSame( '-€11.89', Format::money_cents( -1189, 'en-US' ) );
		$this->assertSame( '1.000.000,00 €', Format::money_cents( 100000000, 'hr-HR' ) );
	}

	public function test_unit_prices_keep_four_decimals(): void {
		$this->assertSame( '0,1870', Format::unit_price_e4( 1870, 'hr-HR' ) );
		$this->assertSame( '1,234.5000', Format::unit_price_e4( 12345000, 'en-US' ) );
		$this->assertSame( '0.0005', Format::e4_decimal( 5 ) );
		$this->assertSame( '1234.5000', Format::e4_decimal( 12345000 ), 'the API form has no thousands separator' );
	}

	public function test_dates_per_locale(): void {
		$this->assertSame( '11/21/2026', Format::date( '2026-11-21T10:00:00+00:00', 'en-US' ) );
		$this->assertSame( '21.11.2026.', Format::date( '2026-11-21', 'hr-HR' ) );
		$this->assertSame( '21.11.2026.', Format::date( '2026-11-21 23:59:59', 'sr-RS' ) );
		$this->assertSame( '', Format::date( 'yesterday', 'hr-HR' ) );
	}
}
