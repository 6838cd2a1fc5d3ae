<?php
/**
 * How old the newest metal price is, in business days, and whether that is too old.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * The staleness rule of the metal prices (issue 27, docs/metal-surcharge.md "Stale prices"):
 * staff set in wp-admin (Kabelshop -> Metal surcharge, SurchargeSettings stale_after_business_days,
 * default 3) how many business days old the newest price of a metal may be. Older, and every place
 * that shows the metal surcharge or the daily price says so (stale = true).
 *
 * - A business day is Monday to Friday. Public holidays are NOT counted as days off (no
 *   maintained holiday source is part of the shop); a holiday therefore counts as a business day,
 *   which makes the rule stricter, never looser (the LME is closed on UK holidays: a price may then
 *   look one day older than it is).
 * - The age of a price from day D on today T is the number of business days d with D < d <= T:
 *   Friday's price is 1 business day old on Monday, 0 on the Saturday and Sunday after it.
 * - Today is the site's day in wp_timezone() (today()), by the plugin's clock (Support\Clock) as
 *   LeadTime::today() is; the browser's clock is never asked.
 */
final class PriceAge {

	/**
	 * Today at midnight in the site's time zone (wp_timezone()), by the plugin's clock (as
	 * LeadTime::today()).
	 */
	public static function today(): \DateTimeImmutable {
		return \Kabelshop\Plugin::container()->get( \Kabelshop\Support\Clock::class )->now()->setTimezone( wp_timezone() )->setTime( 0, 0 );
	}

	/**
	 * Business days (Mon-Fri) d with $from < d <= $today; 0 when $from is today or later.
	 *
	 * @param string             $from  'Y-m-d' (the price's day).
	 * @param \DateTimeImmutable $today Today (only its date counts).
	 * @return int Whole business days, >= 0; 0 for an unreadable $from.
	 */
	public static function business_days( string $from, \DateTimeImmutable $today ): int {
		$start = \DateTimeImmutable::createFromFormat( '!Y-m-d', $from, new \DateTimeZone( 'UTC' ) );
		$end   = \DateTimeImmutable::createFromFormat( '!Y-m-d', $today->format( 'Y-m-d' ), new \DateTimeZone( 'UTC' ) );
		if ( ! $start || $start->format( 'Y-m-d' ) !== $from || ! $end || $end <= $start ) {
			return 0;
		}
		$days  = (int) $start->diff( $end )->days;
		$count = intdiv( $days, 7 ) * 5;
		// The remaining 0..6 days after the whole weeks, by weekday (1 = Monday .. 7 = Sunday).
		$weekday = (int) $start->format( 'N' );
		for ( $i = 1; $i <= $days % 7; $i++ ) {
			$n = ( $weekday - 1 + $i ) % 7 + 1;
			if ( $n <= 5 ) {
				++$count;
			}
		}
		return $count;
	}

	/**
	 * The age and stale flag of a metal's newest price.
	 *
	 * @param string|null        $price_date 'Y-m-d' of the newest price; null: the metal has no price.
	 * @param \DateTimeImmutable $today      Today.
	 * @param int                $max_days   Business days the newest price may be old (SurchargeSettings).
	 * @return array{price_date: string|null, price_age_business_days: int|null, stale: bool}
	 *         stale: older than $max_days business days, or no price at all.
	 */
	public static function of( ?string $price_date, \DateTimeImmutable $today, int $max_days ): array {
		if ( null === $price_date ) {
			return array(
				'price_date'              => null,
				'price_age_business_days' => null,
				'stale'                   => true,
			);
		}
		$age = self::business_days( $price_date, $today );
		return array(
			'price_date'              => $price_date,
			'price_age_business_days' => $age,
			'stale'                   => $age > $max_days,
		);
	}
}
