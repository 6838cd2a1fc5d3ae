<?php
/**
 * Working days and the expected date of a backordered quantity.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Calendar arithmetic in the shop's time zone (Europe/Zagreb): a working day is Monday to Friday
 * and not a Croatian public holiday; expected_date() is today + N working days.
 *
 * Public holidays (Zakon o blagdanima, spomendanima i neradnim danima u Republici Hrvatskoj,
 * NN 110/19, in force since 2020): 1 January, 6 January, Easter Sunday and Monday, Corpus
 * Christi (Easter + 60 days), 1 May, 30 May, 22 June, 5 August, 15 August, 1 November,
 * 18 November, 25 and 26 December. Easter is the Gregorian computus (the anonymous algorithm
 * published by Meeus), the value PHP's easter_days() gives, so the calendar extension is not needed.
 */
final class LeadTime {

	/** The shop's time zone: "today" is the Croatian calendar day. */
	public const TIME_ZONE = 'Europe/Zagreb';

	/** Fixed-date public holidays, 'm-d'. */
	private const FIXED_HOLIDAYS = array( '01-01', '01-06', '05-01', '05-30', '06-22', '08-05', '08-15', '11-01', '11-18', '12-25', '12-26' );

	/**
	 * Today in Europe/Zagreb (midnight), by the plugin's clock (Support\Clock through
	 * Plugin::container(): a FixedClock fixes the day).
	 */
	public static function today(): \DateTimeImmutable {
		$zone = new \DateTimeZone( self::TIME_ZONE );
		$now  = \Kabelshop\Plugin::container()->get( \Kabelshop\Support\Clock::class )->now()->setTimezone( $zone );
		return $now->setTime( 0, 0 );
	}

	/**
	 * The date N working days after $from: Friday + 1 = Monday; Saturday + 1 = Monday; a holiday is
	 * skipped like a Sunday. 0 days gives $from itself.
	 *
	 * @param int                     $working_days Lead time in working days (>= 0).
	 * @param \DateTimeImmutable|null $from         Start day (today in Europe/Zagreb when null).
	 * @return string 'Y-m-d'.
	 */
	public static function expected_date( int $working_days, ?\DateTimeImmutable $from = null ): string {
		$day  = ( $from ?? self::today() )->setTime( 0, 0 );
		$left = max( 0, $working_days );
		while ( $left > 0 ) {
			$day = $day->modify( '+1 day' );
			if ( self::is_working_day( $day ) ) {
				--$left;
			}
		}
		return $day->format( 'Y-m-d' );
	}

	/**
	 * Monday to Friday and not a public holiday.
	 *
	 * @param \DateTimeImmutable $day The day.
	 */
	public static function is_working_day( \DateTimeImmutable $day ): bool {
		return (int) $day->format( 'N' ) <= 5 && ! self::is_holiday( $day );
	}

	/**
	 * Whether the day is a Croatian public holiday (list in the class docblock).
	 *
	 * @param \DateTimeImmutable $day The day.
	 */
	public static function is_holiday( \DateTimeImmutable $day ): bool {
		if ( in_array( $day->format( 'm-d' ), self::FIXED_HOLIDAYS, true ) ) {
			return true;
		}
		$year   = (int) $day->format( 'Y' );
		$easter = ( new \DateTimeImmutable( sprintf( '%04d-03-21', $year ), $day->getTimezone() ) )->modify( '+' . self::easter_days( $year ) . ' days' );
		foreach ( array( 0, 1, 60 ) as $offset ) {
			if ( $easter->modify( "+{$offset} days" )->format( 'Y-m-d' ) === $day->format( 'Y-m-d' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Days from 21 March to Easter Sunday in the Gregorian calendar (what easter_days() returns).
	 *
	 * @param int $year Year (1583 and later).
	 */
	public static function easter_days( int $year ): int {
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
		return 3 === $month ? $day - 21 : $day + 10;
	}
}
