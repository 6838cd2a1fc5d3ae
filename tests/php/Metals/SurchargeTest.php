<?php
/**
 * The metal surcharge formula against cable sellers' worked examples.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Metals;

use Kabelshop\Metals\Surcharge;
use Kabelshop\Tests\TestCase;

/**
 * Surcharge (EUR/km) = metal number (kg/km) x (index x (1 + procurement) - base) / 100 (LAPP's
 * catalogue table T17; issue 14's worked examples), exact integers, rounded once where the price
 * list says (per metre to 4 decimals; per km and per 100 m to cents for the calculator).
 */
final class SurchargeTest extends TestCase {

	public function test_copper_23_8_kg_km_at_index_194_29_over_base_150_is_10_54_eur_per_km(): void {
		// 23.8 x (194.29 - 150) / 100 = 10.54102 EUR/km.
		$this->assertSame( 1054, Surcharge::per_km_cents( 2380, 19429, 15000 ) );
		$this->assertSame( 105, Surcharge::per_100m_cents( 2380, 19429, 15000 ), '1.054102 EUR/100 m' );
		$this->assertSame( 105, Surcharge::per_metre_e4( 2380, 19429, 15000 ), '0.01054102 EUR/m rounds to 0.0105' );
	}

	public function test_260_kg_km_at_300_over_150_is_390_eur_per_km(): void {
		$this->assertSame( 39000, Surcharge::per_km_cents( 26000, 30000, 15000 ) );
		$this->assertSame( 3900, Surcharge::per_metre_e4( 26000, 30000, 15000 ), '0.39 EUR/m exactly' );
	}

	public function test_25_7_kg_km_at_525_with_1_percent_procurement_over_150_is_9_77_eur_per_100_m(): void {
		// 25.7 x (525 x 1.01 - 150) / 100 = 25.7 x 380.25 / 100 = 97.72425 EUR/km = 9.772425 EUR/100 m.
		$this->assertSame( 977, Surcharge::per_100m_cents( 2570, 52500, 15000, 100 ) );
		$this->assertSame( 9772, Surcharge::per_km_cents( 2570, 52500, 15000, 100 ) );
		$this->assertSame( 977, Surcharge::per_metre_e4( 2570, 52500, 15000, 100 ), '0.09772425 EUR/m rounds to 0.0977' );
	}

	public function test_a_negative_surcharge_counts_as_0_unless_credited(): void {
		// 23.8 x (120 - 150) / 100 = -7.14 EUR/km.
		$this->assertSame( 0, Surcharge::per_km_cents( 2380, 12000, 15000 ) );
		$this->assertSame( 0, Surcharge::per_metre_e4( 2380, 12000, 15000 ) );
		$this->assertSame( -714, Surcharge::per_km_cents( 2380, 12000, 15000, 0, true ) );
		$this->assertSame( -71, Surcharge::per_100m_cents( 2380, 12000, 15000, 0, true ), '-0.714 EUR/100 m: half away from zero keeps the sign symmetric' );
		$this->assertSame( -71, Surcharge::per_metre_e4( 2380, 12000, 15000, 0, true ) );
	}

	public function test_a_hollow_price_base_0_makes_the_whole_metal_value_surcharge(): void {
		// Aluminium 4 x 25 mm2 x 2.70 = 270 kg/km at 230.00 EUR/100 kg: 621.00 EUR/km.
		$this->assertSame( 62100, Surcharge::per_km_cents( 27000, 23000, 0 ) );
	}

	public function test_rounding_is_per_metre_half_away_from_zero_and_a_length_multiplies_the_rounded_metre(): void {
		// 10 kg/km x (150.05 - 150) / 100 = 0.005 EUR/km = 0.000005 EUR/m: 0.0000 per metre.
		$this->assertSame( 0, Surcharge::per_metre_e4( 1000, 15005, 15000 ) );
		// 1 kg/km x (155 - 150) / 100 = 0.05 EUR/km = 0.00005 EUR/m: exactly half, rounds up to 0.0001.
		$this->assertSame( 1, Surcharge::per_metre_e4( 100, 15500, 15000 ) );
		$this->assertSame( -1, Surcharge::per_metre_e4( 100, 14500, 15000, 0, true ), 'and down to -0.0001 when credited' );
		// The price list rounds per metre: 37 m of the 23.8 kg/km cable carry 37 x 0.0105, not 37 x 0.01054102.
		$this->assertSame( 37 * 105, 37 * Surcharge::per_metre_e4( 2380, 19429, 15000 ) );
		$this->assertSame( 3885, 37 * Surcharge::per_metre_e4( 2380, 19429, 15000 ) );
	}

	public function test_negative_inputs_are_refused(): void {
		$this->expectException( \InvalidArgumentException::class );
		Surcharge::per_km_cents( -1, 19429, 15000 );
	}

	public function test_div_round_is_half_away_from_zero(): void {
		$this->assertSame( 3, Surcharge::div_round( 5, 2 ) );
		$this->assertSame( -3, Surcharge::div_round( -5, 2 ) );
		$this->assertSame( 2, Surcharge::div_round( 7, 4 ) );
		$this->assertSame( 1, Surcharge::div_round( 5, 4 ) );
		$this->assertSame( 0, Surcharge::div_round( 0, 7 ) );
	}
}
