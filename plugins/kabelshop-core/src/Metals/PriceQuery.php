<?php
/**
 * The metal price answers of the REST routes and the views.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * Daily series, monthly averages and the latest day (rules in Conversion), cached by PriceCache.
 * Amounts are decimal strings with a point ("6990.50"), so no binary float touches them; the
 * currency is named beside each amount. Shapes:
 * - day:   { date, usd, eur, rate, rate_date, price } (price = the chosen currency's amount;
 *          eur, rate and rate_date null before the first ECB rate);
 * - month: { month: 'YYYY-MM', days, usd, eur, average } (days = LME trading days with a price).
 */
final class PriceQuery {

	/**
	 * The full daily series of a metal (internal scaled form), cached.
	 *
	 * @param string $metal Metal.
	 * @return list<array{date: string, usd_e2: int, eur_e2: int|null, eur_e6: int|null, rate_e4: int|null, rate_date: string|null}>
	 */
	public static function series( string $metal ): array {
		return PriceCache::remember(
			'series',
			array( $metal ),
			static function () use ( $metal ): array {
				$repo = new PriceRepository();
				return Conversion::series( $repo->prices( $metal ), $repo->rates() );
			}
		);
	}

	/**
	 * The daily answer: the series of a view ending at the metal's latest day.
	 *
	 * @param string $metal    Metal.
	 * @param string $period   week | month | year | all.
	 * @param string $currency EUR | USD.
	 * @return array{metal: string, period: string, currency: string, from: string|null, to: string|null, days: list<array<string, string|null>>}
	 */
	public static function daily( string $metal, string $period, string $currency ): array {
		return PriceCache::remember(
			'daily',
			array( $metal, $period, $currency ),
			static function () use ( $metal, $period, $currency ): array {
				$series = self::series( $metal );
				$latest = $series ? $series[ count( $series ) - 1 ]['date'] : null;
				$start  = null === $latest ? '' : Metal::period_start( $period, $latest );
				$days   = array();
				foreach ( $series as $day ) {
					if ( '' === $start || $day['date'] >= $start ) {
						$days[] = self::day( $day, $currency );
					}
				}
				return array(
					'metal'    => $metal,
					'period'   => $period,
					'currency' => $currency,
					'from'     => $days ? $days[0]['date'] : null,
					'to'       => $latest,
					'days'     => $days,
				);
			}
		);
	}

	/**
	 * Monthly averages between two months (inclusive; '' = open).
	 *
	 * @param string $metal    Metal.
	 * @param string $currency EUR | USD.
	 * @param string $from     'YYYY-MM' or ''.
	 * @param string $to       'YYYY-MM' or ''.
	 * @return array{metal: string, currency: string, months: list<array{month: string, days: int, usd: string, eur: string|null, average: string|null}>}
	 */
	public static function monthly( string $metal, string $currency, string $from, string $to ): array {
		return PriceCache::remember(
			'monthly',
			array( $metal, $currency, $from, $to ),
			static function () use ( $metal, $currency, $from, $to ): array {
				$months = array();
				foreach ( Conversion::monthly( self::series( $metal ) ) as $month ) {
					if ( ( '' !== $from && $month['month'] < $from ) || ( '' !== $to && $month['month'] > $to ) ) {
						continue;
					}
					$usd      = (string) Conversion::format( $month['usd_e2'], 2 );
					$eur      = Conversion::format( $month['eur_e2'], 2 );
					$months[] = array(
						'month'   => $month['month'],
						'days'    => $month['days'],
						'usd'     => $usd,
						'eur'     => $eur,
						'average' => 'USD' === $currency ? $usd : $eur,
					);
				}
				return array(
					'metal'    => $metal,
					'currency' => $currency,
					'months'   => $months,
				);
			}
		);
	}

	/**
	 * The latest day of each metal (null for a metal with no prices).
	 *
	 * @return array{copper: array<string, string|null>|null, aluminium: array<string, string|null>|null}
	 */
	public static function latest(): array {
		return PriceCache::remember(
			'latest',
			array(),
			static function (): array {
				$out = array();
				foreach ( Metal::METALS as $metal ) {
					$series        = self::series( $metal );
					$out[ $metal ] = $series ? self::day( $series[ count( $series ) - 1 ], 'EUR' ) : null;
				}
				return $out;
			}
		);
	}

	/**
	 * The latest day of each metal with its age (issue 27): each day gains price_age_business_days
	 * (business days since it, PriceAge) and stale (older than staff allow, SurchargeSettings
	 * stale_after_business_days); the answer gains stale_after_business_days. Computed on each
	 * call from today (PriceAge::today()), not cached with the prices.
	 *
	 * @param \DateTimeImmutable|null $today Today (PriceAge::today() when null).
	 * @return array<string, mixed> { copper: day|null, aluminium: day|null, stale_after_business_days: int }
	 */
	public static function latest_with_age( ?\DateTimeImmutable $today = null ): array {
		$today = $today ?? PriceAge::today();
		$max   = SurchargeSettings::get()['stale_after_business_days'];
		$out   = array();
		foreach ( self::latest() as $metal => $day ) {
			if ( is_array( $day ) ) {
				$age                            = PriceAge::of( (string) $day['date'], $today, $max );
				$day['price_age_business_days'] = $age['price_age_business_days'];
				$day['stale']                   = $age['stale'];
			}
			$out[ $metal ] = $day;
		}
		$out['stale_after_business_days'] = $max;
		return $out;
	}

	/**
	 * One day in the answer's shape.
	 *
	 * @param array{date: string, usd_e2: int, eur_e2: int|null, rate_e4: int|null, rate_date: string|null} $day      Series day.
	 * @param string                                                                                        $currency EUR | USD.
	 * @return array{date: string, usd: string, eur: string|null, rate: string|null, rate_date: string|null, price: string|null}
	 */
	private static function day( array $day, string $currency ): array {
		$usd = (string) Conversion::format( $day['usd_e2'], 2 );
		$eur = Conversion::format( $day['eur_e2'], 2 );
		return array(
			'date'      => $day['date'],
			'usd'       => $usd,
			'eur'       => $eur,
			'rate'      => Conversion::format( $day['rate_e4'], 4 ),
			'rate_date' => $day['rate_date'],
			'price'     => 'USD' === $currency ? $usd : $eur,
		);
	}
}
