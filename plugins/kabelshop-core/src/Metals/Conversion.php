<?php
/**
 * EUR conversion and monthly averages of metal prices.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * Pure arithmetic on scaled integers (no floats, no WordPress), the rules of issue 5 "Metal prices",
 * documented on the page and in docs/metal-prices.md:
 * - the EUR price of a day = LME USD price / the ECB reference rate (USD per 1 EUR) of that day;
 *   when the ECB has no rate that day, the latest earlier rate, whose date is reported;
 * - a monthly average = the arithmetic mean of the daily prices of that month's LME trading days
 *   (days without a price do not count): in USD, the mean of the USD prices; in EUR, the mean of
 *   the daily EUR prices;
 * - rounding to 2 decimals happens only at the end. Daily EUR prices are rounded once from the
 *   exact quotient; for the EUR mean each daily quotient is carried to 6 decimals (a millionth of
 *   a euro per tonne) before the mean is rounded to 2. Rounding is half up.
 *
 * Units: usd_e2 = hundredths of a US dollar per tonne; rate_e4 = ten-thousandths of a US dollar
 * per euro; eur_e2 / eur_e6 = hundredths / millionths of a euro per tonne.
 */
final class Conversion {

	/**
	 * Divides and rounds half up (both operands not negative, divisor > 0).
	 *
	 * @param int $numerator   Numerator.
	 * @param int $denominator Denominator.
	 */
	public static function div_round( int $numerator, int $denominator ): int {
		return intdiv( 2 * $numerator + $denominator, 2 * $denominator );
	}

	/**
	 * EUR per tonne in hundredths: usd / rate = (usd_e2 / 100) / (rate_e4 / 10^4) EUR, so
	 * eur_e2 = usd_e2 x 10^4 / rate_e4.
	 *
	 * @param int $usd_e2  USD/t x 100.
	 * @param int $rate_e4 USD per EUR x 10^4 (> 0).
	 */
	public static function eur_e2( int $usd_e2, int $rate_e4 ): int {
		return self::div_round( $usd_e2 * 10000, $rate_e4 );
	}

	/**
	 * EUR per tonne in millionths (for means): usd_e2 x 10^8 / rate_e4.
	 *
	 * @param int $usd_e2  USD/t x 100.
	 * @param int $rate_e4 USD per EUR x 10^4 (> 0).
	 */
	public static function eur_e6( int $usd_e2, int $rate_e4 ): int {
		return self::div_round( $usd_e2 * 100000000, $rate_e4 );
	}

	/**
	 * The daily series: each price day with its rate (same day, else the latest earlier one).
	 *
	 * @param list<array{0: string, 1: int}> $prices Day (Y-m-d) and usd_e2, ascending by day.
	 * @param list<array{0: string, 1: int}> $rates  Day (Y-m-d) and rate_e4, ascending by day.
	 * @return list<array{date: string, usd_e2: int, eur_e2: int|null, eur_e6: int|null, rate_e4: int|null, rate_date: string|null}>
	 *         eur and rate are null only before the first rate there is.
	 */
	public static function series( array $prices, array $rates ): array {
		$out   = array();
		$index = -1;
		$count = count( $rates );
		foreach ( $prices as $price ) {
			while ( $index + 1 < $count && $rates[ $index + 1 ][0] <= $price[0] ) {
				++$index;
			}
			$rate  = $index >= 0 ? $rates[ $index ] : null;
			$out[] = array(
				'date'      => $price[0],
				'usd_e2'    => $price[1],
				'eur_e2'    => null === $rate ? null : self::eur_e2( $price[1], $rate[1] ),
				'eur_e6'    => null === $rate ? null : self::eur_e6( $price[1], $rate[1] ),
				'rate_e4'   => null === $rate ? null : $rate[1],
				'rate_date' => null === $rate ? null : $rate[0],
			);
		}
		return $out;
	}

	/**
	 * Monthly averages of a daily series (see the class comment for the rule).
	 *
	 * @param list<array{date: string, usd_e2: int, eur_e6: int|null}> $series From series().
	 * @return list<array{month: string, days: int, usd_e2: int, eur_e2: int|null}> Ascending by month;
	 *         eur_e2 is null when a day of the month has no EUR price.
	 */
	public static function monthly( array $series ): array {
		$months = array();
		foreach ( $series as $day ) {
			$month = substr( $day['date'], 0, 7 );
			if ( ! isset( $months[ $month ] ) ) {
				$months[ $month ] = array( 0, 0, 0, true );
			}
			++$months[ $month ][0];
			$months[ $month ][1] += $day['usd_e2'];
			if ( null === $day['eur_e6'] ) {
				$months[ $month ][3] = false;
			} else {
				$months[ $month ][2] += $day['eur_e6'];
			}
		}
		ksort( $months );
		$out = array();
		foreach ( $months as $month => $m ) {
			$out[] = array(
				'month'  => (string) $month,
				'days'   => $m[0],
				'usd_e2' => self::div_round( $m[1], $m[0] ),
				'eur_e2' => $m[3] ? self::div_round( $m[2], $m[0] * 10000 ) : null,
			);
		}
		return $out;
	}

	/**
	 * Parses a non-negative decimal with at most $scale decimals ("6990.5" => 699050 at scale 2).
	 *
	 * @param string $text  Decimal with a point.
	 * @param int    $scale Decimals.
	 * @return int|null Null when not such a number.
	 */
	public static function parse( string $text, int $scale ): ?int {
		if ( ! preg_match( '/^(\d{1,9})(?:\.(\d{1,' . $scale . '}))?$/', trim( $text ), $m ) ) {
			return null;
		}
		return (int) $m[1] * ( 10 ** $scale ) + (int) str_pad( $m[2] ?? '', $scale, '0' );
	}

	/**
	 * Prints a scaled integer with a point: (699050, 2) => "6990.50"; null stays null.
	 *
	 * @param int|null $value Scaled integer, not negative.
	 * @param int      $scale Decimals (> 0).
	 */
	public static function format( ?int $value, int $scale ): ?string {
		if ( null === $value ) {
			return null;
		}
		$factor = 10 ** $scale;
		return intdiv( $value, $factor ) . '.' . str_pad( (string) ( $value % $factor ), $scale, '0', STR_PAD_LEFT );
	}
}
