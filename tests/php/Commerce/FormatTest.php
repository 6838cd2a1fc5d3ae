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

	public function test_decimals_and_counts_keep_their_digits(): void {
		$this->assertSame( '1.234,56', Format::decimal( '1234.56', 'hr-HR' ) );
		$this->assertSame( '1,234.56', Format::decimal( '1234.56', 'en-US' ) );
		$this->assertSame( '2,5', Format::decimal( '2.5', 'sr-RS' ) );
		$this->assertSame( '13,00', Format::decimal( '13.00', 'hr' ), 'trailing zeros stay' );
		$this->assertSame( '0,4951', Format::decimal( '0.4951', 'hr-HR' ) );
		$this->assertSame( '-1.500', Format::decimal( '-1500', 'hr-HR' ), 'ASCII minus, as the islands print it' );
		$this->assertSame( '9,007,199,254,740,993.25', Format::decimal( '9007199254740993.25', 'en-US' ), 'beyond a float\'s 2^53: no float on the way' );
		$this->assertSame( 'n/a', Format::decimal( 'n/a', 'hr-HR' ), 'not a decimal: unchanged' );
		$this->assertSame( '221', Format::scaled( 221, 0, 'hr-HR' ) );
		$this->assertSame( '1.234', Format::scaled( 1234, 0, 'sr-RS' ) );
		$this->assertSame( '1,234', Format::scaled( 1234, 0, 'fr-FR' ), 'other locales fall back to en-US' );
	}

	public function test_dates_per_locale(): void {
		$this->assertSame( '11/21/2026', Format::date( '2026-11-21T10:00:00+00:00', 'en-US' ) );
		$this->assertSame( '21.11.2026.', Format::date( '2026-11-21', 'hr-HR' ) );
		$this->assertSame( '21.11.2026.', Format::date( '2026-11-21 23:59:59', 'sr-RS' ) );
		$this->assertSame( '', Format::date( 'yesterday', 'hr-HR' ) );
	}
}
