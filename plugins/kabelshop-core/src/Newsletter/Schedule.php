<?php
/**
 * When the monthly change mail goes out.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\LeadTime;

/**
 * The first working day of a month in Croatia: not a Saturday or Sunday and not a public holiday of
 * the Croatian holidays act (Zakon o blagdanima, spomendanima i neradnim danima, NN 110/19): 1 and 6
 * January, Easter Monday, 1 and 30 May, Corpus Christi, 22 June, 5 and 15 August, 1 and 18 November,
 * 25 and 26 December (Easter Sunday is a Sunday anyway): the shop's one calendar,
 * Commerce\LeadTime::is_working_day(), which backorder dates and delivery dates use too. Pure: no
 * WordPress calls.
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
			if ( LeadTime::is_working_day( $date ) ) {
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
}
