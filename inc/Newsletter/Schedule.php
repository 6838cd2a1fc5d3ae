<?php
/**
 * When the monthly change mail goes out.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * The first working day of a month in Croatia: not a Saturday or Sunday and not a public holiday of
 * the Croatian holidays act (Zakon o blagdanima, spomendanima i neradnim danima, NN 110/19): 1 and 6
 * January, Easter Monday, 1 and 30 May, Corpus Christi, 22 June, 5 and 15 August, 1 and 18 November,
 * 25 and 26 December (Easter Sunday is a Sunday anyway). Pure: no WordPress calls.
 */
final class Schedule {

	/** Days after the first working day on which a missed monthly mailing is still started. */
	public const CATCH_UP_DAYS = 6;

	/**
	 * Day of the month of the first working day.
	 *
	 * @param int $year  Year.
	 * @param int $month Month 1..12.
	 */
	public static function first_working_day( int $year, int $month ): int {
		for ( $day = 1; $day <= 10; $day++ ) {
			$date = new \DateTimeImmutable( sprintf( '%04d-%02d-%02d', $year, $month, $day ) );
			if ( (int) $date->format( 'N' ) < 6 && ! self::is_holiday( $date ) ) {
				return $day;
			}
		}
		return 1;
	}

	/**
	 * Whether the monthly mailing is due on this (local) date: from the first working day for
	 * CATCH_UP_DAYS days (a site that was down that day still sends, late, once).
	 *
	 * @param \DateTimeImmutable $today Local date.
	 */
	public static function is_due( \DateTimeImmutable $today ): bool {
		$first = self::first_working_day( (int) $today->format( 'Y' ), (int) $today->format( 'n' ) );
		$day   = (int) $today->format( 'j' );
		return $day >= $first && $day <= $first + self::CATCH_UP_DAYS;
	}

	/**
	 * Whether a date is a Croatian public holiday (see the class comment).
	 *
	 * @param \DateTimeImmutable $date Date.
	 */
	public static function is_holiday( \DateTimeImmutable $date ): bool {
		$fixed = array( '01-01', '01-06', '05-01', '05-30', '06-22', '08-05', '08-15', '11-01', '11-18', '12-25', '12-26' );
		if ( in_array( $date->format( 'm-d' ), $fixed, true ) ) {
			return true;
		}
		$easter = self::easter( (int) $date->format( 'Y' ) );
		$ymd    = $date->format( 'Y-m-d' );
		return $ymd === $easter->modify( '+1 day' )->format( 'Y-m-d' ) || $ymd === $easter->modify( '+60 days' )->format( 'Y-m-d' );
	}

	/**
	 * Easter Sunday (Gregorian; the anonymous algorithm of Meeus/Jones/Butcher).
	 *
	 * @param int $year Year.
	 */
	public static function easter( int $year ): \DateTimeImmutable {
		$a     = $year % 19;
		$b     = intdiv( $year, 100 );
		$c     = $year % 100;
		$d     = intdiv( $b, 4 );
		$e     = $b % 4;
		$f     = intdiv( $b + 8, 25 );
		$g     = intdiv( $b - $f + 1, 3 );
		$h     = ( 19 * $a + $b - $d - $g + 15 ) % 30;
		$i     = intdiv( $c, 4 );
		$k     = $c % 4;
		$l     = ( 32 + 2 * $e + 2 * $i - $h - $k ) % 7;
		$m     = intdiv( $a + 11 * $h + 22 * $l, 451 );
		$month = intdiv( $h + $l - 7 * $m + 114, 31 );
		$day   = ( ( $h + $l - 7 * $m + 114 ) % 31 ) + 1;
		return new \DateTimeImmutable( sprintf( '%04d-%02d-%02d', $year, $month, $day ) );
	}
}
