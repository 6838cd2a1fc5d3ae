<?php
/**
 * The metal surcharge formula (pure arithmetic).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * Metal surcharge of a cable, German/Austrian cable trade practice as LAPP's catalogue table T17
 * states it (issue 14, docs/metal-surcharge.md):
 *
 *   Surcharge (EUR/km) = metal number (kg/km) x (index x (1 + procurement) - base) / 100
 *
 * With the index and the base in EUR/100 kg and the procurement surcharge as a fraction (1 % =
 * 0.01). Exact integer arithmetic on scaled values, no floats:
 * - metal_e2        = metal number in kg/km x 100 (23.80 kg/km = 2380);
 * - index_e2        = index in EUR/100 kg x 100 (194.29 = 19429);
 * - base_e2         = metal base in EUR/100 kg x 100 (150.00 = 15000; 0 = "hollow price");
 * - procurement_e2  = procurement surcharge in percent x 100 (1 % = 100).
 * Then (index x (1 + p) - base) = X / 10^6 EUR/100 kg with X = index_e2 x (10000 + procurement_e2)
 * - base_e2 x 10000, and surcharge EUR/km = metal_e2 x X / 10^10 exactly.
 *
 * Rounding happens once, where the price list says: per metre to 4 decimals (e4, the unit the
 * catalogue's unit_price_e4 uses), per km and per 100 m to cents for the calculator. Half away
 * from zero. A negative result (index x (1 + p) below the base) counts as 0 unless the shop
 * credits it ($credit_negative).
 *
 * Worked examples (tests/php/Metals/SurchargeTest.php): 23.8 kg/km, index 194.29, base 150 ->
 * 10.54 EUR/km; 260 kg/km, 300, 150 -> 390.00 EUR/km; 25.7 kg/km, 525, +1 %, 150 -> 9.77 EUR/100 m.
 */
final class Surcharge {

	/**
	 * X of the class comment: (index x (1 + p) - base) in 10^-6 EUR/100 kg.
	 *
	 * @param int $index_e2       Index, EUR/100 kg x 100 (>= 0).
	 * @param int $base_e2        Metal base, EUR/100 kg x 100 (>= 0).
	 * @param int $procurement_e2 Procurement surcharge, percent x 100 (>= 0).
	 */
	public static function margin_e6( int $index_e2, int $base_e2, int $procurement_e2 ): int {
		return $index_e2 * ( 10000 + $procurement_e2 ) - $base_e2 * 10000;
	}

	/**
	 * The exact metal_e2 x X / divisor, rounded half away from zero; negative results 0 unless credited.
	 *
	 * @param int  $metal_e2        Metal number, kg/km x 100 (>= 0).
	 * @param int  $index_e2        Index, EUR/100 kg x 100.
	 * @param int  $base_e2         Metal base, EUR/100 kg x 100.
	 * @param int  $procurement_e2  Procurement, percent x 100.
	 * @param bool $credit_negative Whether a negative surcharge is credited.
	 * @param int  $divisor         Power of ten that scales the exact value to the wanted unit.
	 * @throws \InvalidArgumentException For negative inputs.
	 */
	private static function scaled( int $metal_e2, int $index_e2, int $base_e2, int $procurement_e2, bool $credit_negative, int $divisor ): int {
		if ( $metal_e2 < 0 || $index_e2 < 0 || $base_e2 < 0 || $procurement_e2 < 0 ) {
			throw new \InvalidArgumentException( 'Metal number, index, base and procurement must not be negative.' );
		}
		$exact = $metal_e2 * self::margin_e6( $index_e2, $base_e2, $procurement_e2 );
		if ( $exact < 0 && ! $credit_negative ) {
			return 0;
		}
		return self::div_round( $exact, $divisor );
	}

	/**
	 * Surcharge per metre in 1/10,000 EUR (the price list's rounding: per metre, 4 decimals).
	 * EUR/m = EUR/km / 1000, so e4 per metre = metal_e2 x X / 10^9.
	 *
	 * @param int  $metal_e2        Metal number, kg/km x 100.
	 * @param int  $index_e2        Index, EUR/100 kg x 100.
	 * @param int  $base_e2         Metal base, EUR/100 kg x 100.
	 * @param int  $procurement_e2  Procurement, percent x 100.
	 * @param bool $credit_negative Credit a negative surcharge (else it counts as 0).
	 * @return int Signed e4 per metre (negative only when credited).
	 */
	public static function per_metre_e4( int $metal_e2, int $index_e2, int $base_e2, int $procurement_e2 = 0, bool $credit_negative = false ): int {
		return self::scaled( $metal_e2, $index_e2, $base_e2, $procurement_e2, $credit_negative, 1000000000 );
	}

	/**
	 * Surcharge per km in cents (metal_e2 x X / 10^8), rounded once.
	 *
	 * @param int  $metal_e2        Metal number, kg/km x 100.
	 * @param int  $index_e2        Index, EUR/100 kg x 100.
	 * @param int  $base_e2         Metal base, EUR/100 kg x 100.
	 * @param int  $procurement_e2  Procurement, percent x 100.
	 * @param bool $credit_negative Credit a negative surcharge.
	 */
	public static function per_km_cents( int $metal_e2, int $index_e2, int $base_e2, int $procurement_e2 = 0, bool $credit_negative = false ): int {
		return self::scaled( $metal_e2, $index_e2, $base_e2, $procurement_e2, $credit_negative, 100000000 );
	}

	/**
	 * Surcharge per 100 m in cents (metal_e2 x X / 10^9), rounded once.
	 *
	 * @param int  $metal_e2        Metal number, kg/km x 100.
	 * @param int  $index_e2        Index, EUR/100 kg x 100.
	 * @param int  $base_e2         Metal base, EUR/100 kg x 100.
	 * @param int  $procurement_e2  Procurement, percent x 100.
	 * @param bool $credit_negative Credit a negative surcharge.
	 */
	public static function per_100m_cents( int $metal_e2, int $index_e2, int $base_e2, int $procurement_e2 = 0, bool $credit_negative = false ): int {
		return self::scaled( $metal_e2, $index_e2, $base_e2, $procurement_e2, $credit_negative, 1000000000 );
	}

	/**
	 * Integer division rounded half away from zero.
	 *
	 * @param int $numerator   Any sign.
	 * @param int $denominator > 0.
	 */
	public static function div_round( int $numerator, int $denominator ): int {
		$magnitude = intdiv( 2 * abs( $numerator ) + $denominator, 2 * $denominator );
		return $numerator < 0 ? -$magnitude : $magnitude;
	}
}
