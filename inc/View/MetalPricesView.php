<?php
/**
 * Data for the metal price page, the daily metal prices section and the footer metal price.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Metals\Metal;
use Kabelshop\Metals\PriceQuery;

/**
 * Prepares what templates/page-metal-prices.php, templates/parts/daily-metal-prices.php and
 * templates/parts/footer-metal-price.php print: the latest day of each metal formatted per locale
 * (spec section 9) for first paint, the island props, the calculation rules and the attribution
 * of the demo data (data/metals/README.md).
 */
final class MetalPricesView {

	/**
	 * The latest day of each metal, formatted for the visitor's locale.
	 *
	 * @return list<array{metal: string, label: string, date: string, eur: string, usd: string, rate: string, rate_date: string, stale_notice: string}>
	 *         Metals without a price are left out; amounts in EUR/t and USD/t, rate in USD per EUR;
	 *         stale_notice: '' or the sentence that the price is older than staff allow (issue 27,
	 *         PriceQuery::latest_with_age(), the same words as the daily-metal-prices island).
	 */
	public static function latest(): array {
		$locale = Locale::bcp47();
		$out    = array();
		$all    = PriceQuery::latest_with_age();
		$max    = (int) $all['stale_after_business_days'];
		foreach ( \Kabelshop\Metals\Metal::METALS as $metal ) {
			$day = $all[ $metal ] ?? null;
			if ( ! is_array( $day ) ) {
				continue;
			}
			$out[] = array(
				'metal'        => (string) $metal,
				'label'        => Metal::label( (string) $metal ),
				'date'         => Format::date( (string) $day['date'], $locale ),
				'eur'          => null === $day['eur'] ? '—' : self::decimal( (string) $day['eur'], $locale ),
				'usd'          => self::decimal( (string) $day['usd'], $locale ),
				'rate'         => null === $day['rate'] ? '—' : self::decimal( (string) $day['rate'], $locale ),
				'rate_date'    => null === $day['rate_date'] ? '' : Format::date( (string) $day['rate_date'], $locale ),
				'stale_notice' => empty( $day['stale'] ) ? '' : self::stale_notice( (string) $metal, Format::date( (string) $day['date'], $locale ), $max ),
			);
		}
		return $out;
	}

	/**
	 * "The copper price is from 08/05/2025, older than the allowed 3 business days: newer prices
	 * have not been imported yet." (issue 27; metals.json staleNotice says the same).
	 *
	 * @param string $metal Metal::METALS.
	 * @param string $date  The price's day, formatted.
	 * @param int    $max   Business days allowed.
	 */
	private static function stale_notice( string $metal, string $date, int $max ): string {
		return sprintf(
			'aluminium' === $metal
				/* translators: 1: date of the price; 2: business days allowed. */
				? _n( 'The aluminium price is from %1$s, older than the allowed %2$d business day: newer prices have not been imported yet.', 'The aluminium price is from %1$s, older than the allowed %2$d business days: newer prices have not been imported yet.', $max, 'kabelshop' )
				/* translators: 1: date of the price; 2: business days allowed. */
				: _n( 'The copper price is from %1$s, older than the allowed %2$d business day: newer prices have not been imported yet.', 'The copper price is from %1$s, older than the allowed %2$d business days: newer prices have not been imported yet.', $max, 'kabelshop' ),
			$date,
			$max
		);
	}

	/**
	 * Props of the metal-prices island (initial choices).
	 *
	 * @return array{metal: string, period: string, currency: string}
	 */
	public static function props(): array {
		return array(
			'metal'    => 'copper',
			'period'   => 'month',
			'currency' => 'EUR',
		);
	}

	/**
	 * The metal-prices island's first state for its fallback (issue 16, docs/front-end.md "No layout
	 * shift"): its controls with the props' choices checked and the line of the latest day of the
	 * chosen metal in the chosen currency, in the island's words (languages/js/<locale>/metals.json:
	 * "latest" and "rate", the same day, figures and formats as GET metal-prices gives the island),
	 * so the line, the page's largest text, is painted by the server and the island takes it over.
	 *
	 * @return array{controls: list<array{legend: string, name: string, options: list<array{value: string, label: string, checked: bool}>}>, latest: string, stale: string}
	 *         latest is '' when the metal has no price yet; stale the chosen metal's stale notice ('' when fresh).
	 *
	 * @param list<array{metal: string, stale_notice: string}>|null $days latest(), when the page has it already (null: read it).
	 */
	public static function first_state( ?array $days = null ): array {
		$props    = self::props();
		$locale   = Locale::bcp47();
		$choices  = array(
			array(
				_x( 'Metal', 'metal prices', 'kabelshop' ),
				'ks-metal',
				$props['metal'],
				array(
					'copper'    => Metal::label( 'copper' ),
					'aluminium' => Metal::label( 'aluminium' ),
				),
			),
			array(
				_x( 'View', 'metal prices', 'kabelshop' ),
				'ks-period',
				$props['period'],
				array(
					'week'  => _x( 'Week', 'metal prices', 'kabelshop' ),
					'month' => _x( 'Month', 'metal prices', 'kabelshop' ),
					'year'  => _x( 'Year', 'metal prices', 'kabelshop' ),
					'all'   => _x( 'All data', 'metal prices', 'kabelshop' ),
				),
			),
			array(
				_x( 'Currency', 'metal prices', 'kabelshop' ),
				'ks-currency',
				$props['currency'],
				array(
					'EUR' => _x( 'Euro (EUR)', 'metal prices', 'kabelshop' ),
					'USD' => _x( 'US dollar (USD)', 'metal prices', 'kabelshop' ),
				),
			),
			array(
				_x( 'Prices', 'metal prices', 'kabelshop' ),
				'ks-series',
				'daily',
				array(
					'daily'   => _x( 'Daily prices', 'metal prices', 'kabelshop' ),
					'monthly' => _x( 'Monthly averages', 'metal prices', 'kabelshop' ),
				),
			),
			array(
				_x( 'Show as', 'metal prices', 'kabelshop' ),
				'ks-display',
				'table',
				array(
					'table' => _x( 'Table', 'metal prices', 'kabelshop' ),
					'graph' => _x( 'Graph', 'metal prices', 'kabelshop' ),
				),
			),
		);
		$controls = array();
		foreach ( $choices as $choice ) {
			$options = array();
			foreach ( $choice[3] as $value => $label ) {
				$options[] = array(
					'value'   => (string) $value,
					'label'   => $label,
					'checked' => (string) $value === $choice[2],
				);
			}
			$controls[] = array(
				'legend'  => $choice[0],
				'name'    => $choice[1],
				'options' => $options,
			);
		}
		$daily  = PriceQuery::daily( $props['metal'], $props['period'], $props['currency'] );
		$day    = $daily['days'] ? $daily['days'][ count( $daily['days'] ) - 1 ] : null;
		$latest = '';
		if ( null !== $day ) {
			$latest = sprintf(
				/* translators: 1: metal, 2: date, 3: price, 4: unit, e.g. EUR/t (the island's "latest" text, languages/js/<locale>/metals.json). */
				__( '%1$s on %2$s: %3$s %4$s.', 'kabelshop' ),
				Metal::label( $props['metal'] ),
				Format::date( (string) $day['date'], $locale ),
				null === $day['price'] ? '—' : self::decimal( (string) $day['price'], $locale ),
				$props['currency'] . '/t'
			);
			if ( null !== $day['rate'] && null !== $day['rate_date'] && '' !== $day['rate'] && '' !== $day['rate_date'] ) {
				$latest .= ' ' . sprintf(
					/* translators: 1: exchange rate in USD per EUR, 2: date of the rate (the island's "rate" text). */
					__( 'Exchange rate: %1$s USD per EUR (ECB, %2$s).', 'kabelshop' ),
					self::decimal( (string) $day['rate'], $locale ),
					Format::date( (string) $day['rate_date'], $locale )
				);
			}
		}
		// The chosen metal's stale notice, where and as the island shows it (issue 27): the page's
		// fallback prints it here, not both metals' notices further down (a box taller than the
		// island's first state, which moved the page up when the island mounted).
		$stale = '';
		foreach ( $days ?? self::latest() as $entry ) {
			if ( $entry['metal'] === $props['metal'] ) {
				$stale = $entry['stale_notice'];
			}
		}
		return array(
			'controls' => $controls,
			'latest'   => $latest,
			'stale'    => $stale,
		);
	}

	/**
	 * Props of the daily-metal-prices island.
	 *
	 * @return array{pageUrl: string}
	 */
	public static function daily_props(): array {
		return array( 'pageUrl' => Pages::url( 'metal-prices' ) );
	}

	/**
	 * URL of the metal prices page.
	 */
	public static function page_url(): string {
		return Pages::url( 'metal-prices' );
	}

	/**
	 * The calculation rules as shown on the page (issue 5; also in docs/metal-prices.md).
	 *
	 * @return list<string>
	 */
	public static function rules(): array {
		return array(
			__( 'Prices are the official LME cash-settlement prices in US dollars per tonne.', 'kabelshop' ),
			__( 'The euro price of a day is the US dollar price divided by that day\'s ECB reference rate (US dollars per 1 euro). When the ECB published no rate that day, the latest earlier rate is used; the table shows its date.', 'kabelshop' ),
			__( 'A monthly average is the arithmetic mean of the daily prices of that month\'s LME trading days; days without a price do not count. In euro it is the mean of the daily euro prices.', 'kabelshop' ),
			__( 'Results are rounded to 2 decimals only at the end.', 'kabelshop' ),
		);
	}

	/**
	 * The attribution shown under the table and graph and beside the footer price.
	 */
	public static function attribution(): string {
		return __( 'Copper and aluminium: LME official cash-settlement prices, the property of the London Metal Exchange, as republished by westmetall.com; shown as demo data. Exchange rates: Source: ECB.', 'kabelshop' );
	}

	/**
	 * A decimal string in the locale's marks ("6990.50" => "6,990.50" / "6.990,50").
	 *
	 * @param string $plain  Decimal with a point.
	 * @param string $locale BCP 47 tag.
	 */
	private static function decimal( string $plain, string $locale ): string {
		$parts = explode( '.', $plain, 2 );
		return Format::scaled( (int) ( $parts[0] . ( $parts[1] ?? '' ) ), strlen( $parts[1] ?? '' ), $locale );
	}
}
