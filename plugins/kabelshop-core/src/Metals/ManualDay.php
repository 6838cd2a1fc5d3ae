<?php
/**
 * One day's metal prices and exchange rate entered by hand.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Setup\Database;

/**
 * Checks and stores one day entered on the wp-admin metal prices screen (Admin\MetalPricesPage),
 * all or nothing, with the limits of the CSV import (CsvImporter::usd_e2(), rate_e4()). Source
 * 'manual'; an empty field leaves the stored value as it is.
 */
final class ManualDay {

	/**
	 * Checks and stores one day (all or nothing), then invalidates the price cache.
	 *
	 * @param string $day       Y-m-d.
	 * @param string $copper    Copper, LME cash settlement, USD per tonne (at most 2 decimals, point) or ''.
	 * @param string $aluminium Aluminium, same unit, or ''.
	 * @param string $rate      ECB rate, USD per 1 EUR (at most 4 decimals) or ''.
	 * @return string Notice key: saved | bad_day | bad_price | bad_rate | empty | failed.
	 */
	public static function store( string $day, string $copper, string $aluminium, string $rate ): string {
		if ( ! CsvImporter::valid_day( $day ) ) {
			return 'bad_day';
		}
		$prices = array();
		foreach ( array(
			'copper'    => $copper,
			'aluminium' => $aluminium,
		) as $metal => $text ) {
			if ( '' === $text ) {
				continue;
			}
			$usd = CsvImporter::usd_e2( $text );
			if ( null === $usd ) {
				return 'bad_price';
			}
			$prices[] = array(
				'metal'  => $metal,
				'day'    => $day,
				'usd_e2' => $usd,
			);
		}
		$rates = array();
		if ( '' !== $rate ) {
			$rate_e4 = CsvImporter::rate_e4( $rate );
			if ( null === $rate_e4 ) {
				return 'bad_rate';
			}
			$rates[] = array(
				'day'     => $day,
				'rate_e4' => $rate_e4,
			);
		}
		if ( ! $prices && ! $rates ) {
			return 'empty';
		}
		try {
			Database::transaction(
				static function () use ( $prices, $rates ): void {
					$repo = new PriceRepository();
					$repo->upsert_prices( $prices, 'manual' );
					$repo->upsert_rates( $rates, 'manual' );
				}
			);
		} catch ( \RuntimeException $e ) {
			return 'failed';
		}
		PriceCache::bump();
		return 'saved';
	}
}
