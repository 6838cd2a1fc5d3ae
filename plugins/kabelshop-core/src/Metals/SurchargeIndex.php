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
 * - previous_trading_day: the latest LME day before today with a EUR price. index_date is 'Y-m-d'.
 * Both rules are also stale when the newest EUR price of the metal (price_date, today's included)
 * is more business days old than staff allow (PriceAge, SurchargeSettings stale_after_business_days;
 * issue 27): the surcharge still uses the index, and every place that shows it says so.
 * Null when the metal has no EUR price before today at all.
 */
final class SurchargeIndex {

	/**
	 * The index of a metal by a rule.
	 *
	 * @param string             $metal Metal::METALS.
	 * @param string             $rule  SurchargeSettings::RULES.
	 * @param \DateTimeImmutable $today Today (the site's day, PriceAge::today()).
	 * @param int                $max_business_days Business days the newest price may be old.
	 * @return array{index_e2: int, index_date: string, stale: bool, price_date: string, price_age_business_days: int}|null
	 *
	 * Cached per metal, rule and day in PriceCache (a price or rate import bumps its version): every
	 * priced answer (search cards, quotes, orders) needs the index, and reading the whole daily
	 * series (about 700 KB per metal since 2008) for it cost 6-7 ms a request (issue 16, docs/search.md).
	 */
	public static function for_metal( string $metal, string $rule, \DateTimeImmutable $today, int $max_business_days = SurchargeSettings::DEFAULT_STALE_BUSINESS_DAYS ): ?array {
		$cached = PriceCache::remember(
			'surcharge_index',
			array( $metal, $rule, $today->format( 'Y-m-d' ), $max_business_days, 'age' ),
			static fn(): array => array( 'index' => self::from_series( PriceQuery::series( $metal ), $rule, $today, $max_business_days ) )
		);
		return is_array( $cached['index'] ?? null ) ? $cached['index'] : null;
	}

	/**
	 * The index from a daily series (pure; for_metal() passes the cached one).
	 *
	 * @param list<array{date: string, usd_e2: int, eur_e2: int|null, eur_e6: int|null}> $series Conversion::series(), ascending.
	 * @param string                                                                     $rule   SurchargeSettings::RULES.
	 * @param \DateTimeImmutable                                                         $today  Today.
	 * @param int                                                                        $max_business_days Business days the newest price may be old.
	 * @return array{index_e2: int, index_date: string, stale: bool, price_date: string, price_age_business_days: int}|null
	 */
	public static function from_series( array $series, string $rule, \DateTimeImmutable $today, int $max_business_days = SurchargeSettings::DEFAULT_STALE_BUSINESS_DAYS ): ?array {
		$today_ymd = $today->format( 'Y-m-d' );
		$newest    = null;
		for ( $i = count( $series ) - 1; $i >= 0; $i-- ) {
			if ( $series[ $i ]['date'] <= $today_ymd && null !== $series[ $i ]['eur_e2'] ) {
				$newest = $series[ $i ]['date'];
				break;
			}
		}
		$index = self::index_of( $series, $rule, $today );
		if ( null === $index || null === $newest ) {
			return null;
		}
		$age = PriceAge::of( $newest, $today, $max_business_days );
		return array(
			'index_e2'                => $index['index_e2'],
			'index_date'              => $index['index_date'],
			'stale'                   => $index['stale'] || $age['stale'],
			'price_date'              => $newest,
			'price_age_business_days' => (int) $age['price_age_business_days'],
		);
	}

	/**
	 * The index by the rule alone (stale: the monthly rule had to fall back to an earlier month).
	 *
	 * @param list<array{date: string, usd_e2: int, eur_e2: int|null, eur_e6: int|null}> $series Ascending.
	 * @param string                                                                     $rule   SurchargeSettings::RULES.
	 * @param \DateTimeImmutable                                                         $today  Today.
	 * @return array{index_e2: int, index_date: string, stale: bool}|null
	 */
	private static function index_of( array $series, string $rule, \DateTimeImmutable $today ): ?array {
		$today_ymd = $today->format( 'Y-m-d' );
		if ( SurchargeSettings::RULE_DAY === $rule ) {
			for ( $i = count( $series ) - 1; $i >= 0; $i-- ) {
				$day = $series[ $i ];
				if ( $day['date'] < $today_ymd && null !== $day['eur_e2'] ) {
					return array(
						'index_e2'   => Conversion::div_round( $day['eur_e2'], 10 ),
						'index_date' => $day['date'],
						'stale'      => false,
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
