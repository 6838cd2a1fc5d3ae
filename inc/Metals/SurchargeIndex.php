<?php
/**
 * The metal index of the surcharge, by the configured rule.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * The index (EUR/100 kg) a surcharge uses, from the site's own metal prices: LME cash settlement in
 * USD/t converted with the ECB rate exactly as the metal price pages do (Conversion, PriceQuery).
 * EUR/100 kg = EUR/t / 10, rounded half up to cents: the index is stated with 2 decimals and used
 * as stated.
 *
 * - previous_month_average: the average of the calendar month before today's (Europe/Zagreb)
 *   month; the mean of its LME trading days (days without a price do not count, Conversion::monthly).
 *   When that month has no prices yet, the latest earlier month that has them, marked stale.
 *   index_date is 'YYYY-MM'.
 * - previous_trading_day: the latest LME day before today with a EUR price; stale when it is more
 *   than 7 calendar days old (a week without prices means the import stopped). index_date is 'Y-m-d'.
 * Null when the metal has no EUR price before today at all.
 */
final class SurchargeIndex {

	/** A previous-trading-day index older than this many calendar days is stale. */
	public const STALE_AFTER_DAYS = 7;

	/**
	 * The index of a metal by a rule.
	 *
	 * @param string             $metal Metal::METALS.
	 * @param string             $rule  SurchargeSettings::RULES.
	 * @param \DateTimeImmutable $today Today (Europe/Zagreb).
	 * @return array{index_e2: int, index_date: string, stale: bool}|null
	 *
	 * Cached per metal, rule and day in PriceCache (a price or rate import bumps its version): every
	 * priced answer (search cards, quotes, orders) needs the index, and reading the whole daily
	 * series (about 700 KB per metal since 2008) for it cost 6-7 ms a request (issue 16, docs/search.md).
	 */
	public static function for_metal( string $metal, string $rule, \DateTimeImmutable $today ): ?array {
		$cached = PriceCache::remember(
			'surcharge_index',
			array( $metal, $rule, $today->format( 'Y-m-d' ) ),
			static fn(): array => array( 'index' => self::from_series( PriceQuery::series( $metal ), $rule, $today ) )
		);
		return is_array( $cached['index'] ?? null ) ? $cached['index'] : null;
	}

	/**
	 * The index from a daily series (pure; for_metal() passes the cached one).
	 *
	 * @param list<array{date: string, usd_e2: int, eur_e2: int|null, eur_e6: int|null}> $series Conversion::series(), ascending.
	 * @param string                                                                     $rule   SurchargeSettings::RULES.
	 * @param \DateTimeImmutable                                                         $today  Today.
	 * @return array{index_e2: int, index_date: string, stale: bool}|null
	 */
	public static function from_series( array $series, string $rule, \DateTimeImmutable $today ): ?array {
		$today_ymd = $today->format( 'Y-m-d' );
		if ( SurchargeSettings::RULE_DAY === $rule ) {
			for ( $i = count( $series ) - 1; $i >= 0; $i-- ) {
				$day = $series[ $i ];
				if ( $day['date'] < $today_ymd && null !== $day['eur_e2'] ) {
					$age = (int) ( new \DateTimeImmutable( $day['date'] ) )->diff( new \DateTimeImmutable( $today_ymd ) )->days;
					return array(
						'index_e2'   => Conversion::div_round( $day['eur_e2'], 10 ),
						'index_date' => $day['date'],
						'stale'      => $age > self::STALE_AFTER_DAYS,
					);
				}
			}
			return null;
		}
		$target = $today->modify( 'first day of previous month' )->format( 'Y-m' );
		$before = array();
		foreach ( $series as $day ) {
			if ( substr( $day['date'], 0, 7 ) <= $target ) {
				$before[] = $day;
			}
		}
		$months = Conversion::monthly( $before );
		for ( $i = count( $months ) - 1; $i >= 0; $i-- ) {
			if ( null !== $months[ $i ]['eur_e2'] ) {
				return array(
					'index_e2'   => Conversion::div_round( $months[ $i ]['eur_e2'], 10 ),
					'index_date' => $months[ $i ]['month'],
					'stale'      => $months[ $i ]['month'] < $target,
				);
			}
		}
		return null;
	}
}
