<?php
/**
 * The metal price and exchange rate tables.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * Two tables, created by Setup\Schema with dbDelta:
 * - {prefix}kabelshop_metal_prices: one row per metal and LME trading day; usd_e2 is the LME
 *   official cash-settlement price in integer hundredths of a US dollar per tonne (6990.50 USD/t
 *   = 699050), never a float (STYLE.md "Money"). A day without an LME price has no row.
 * - {prefix}kabelshop_fx_rates: the ECB euro reference rate, US dollars per 1 euro, DECIMAL(10,4)
 *   as the ECB publishes it (4 decimals), one row per ECB working day.
 * source says where a row came from ('seed', 'import', 'manual', 'ecb').
 */
final class MetalTables {

	/**
	 * Prices table name with the site prefix.
	 */
	public static function prices(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_metal_prices';
	}

	/**
	 * Rates table name with the site prefix.
	 */
	public static function rates(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_fx_rates';
	}

	/**
	 * CREATE TABLE statements in dbDelta's format.
	 *
	 * @param string $collate Charset and collation clause.
	 * @return list<string>
	 */
	public static function create_sql( string $collate ): array {
		$prices = self::prices();
		$rates  = self::rates();
		return array(
			"CREATE TABLE {$prices} (
  metal varchar(16) NOT NULL,
  day date NOT NULL,
  usd_e2 bigint(20) unsigned NOT NULL,
  source varchar(16) NOT NULL DEFAULT 'import',
  updated_at datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY  (metal,day),
  KEY day (day)
) {$collate};",
			"CREATE TABLE {$rates} (
  day date NOT NULL,
  usd_per_eur decimal(10,4) NOT NULL,
  source varchar(16) NOT NULL DEFAULT 'import',
  updated_at datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY  (day)
) {$collate};",
		);
	}
}
