<?php
/**
 * The articles table.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}kabelshop_articles: one row per sellable article (a cable type in one size and packaging),
 * keyed by the ERP article code (the spec's SifraArtikla2). Created by Setup\Schema with dbDelta.
 *
 * Units are in the column names. Money: unit_price_e4 is the net unit price per metre in integer
 * ten-thousandths of a euro (0.1870 EUR/m = 1870), never a float (STYLE.md). NULL = not published
 * by any source (never guessed). lead_time_days: working days until a backordered quantity
 * arrives (NULL: the shop's default, ShopSettings); on_request_only = 1: staff sell the article on
 * request only (Commerce\StockRules). copper_computed = 1 when copper_kg_km is the nominal value
 * cores x cross-section x 8.89 kg/km (copper density 8.89 kg/dm3), not a maker's figure;
 * aluminium_kg_km / aluminium_computed the same for aluminium conductors (nominal: x 2.70 kg/km,
 * density 2.70 kg/dm3). Both are the metal numbers of the metal surcharge (Metals\SurchargeTerms).
 * drum_type: the drum type a drum article ships on (Commerce drum types, '' = not set);
 * drum_remaining_m: metres left on the current drum as staff keep them (NULL: not kept).
 * search_text is ASCII with a binary collation: SearchText already folds case and diacritics, and
 * a byte-wise LIKE scan is 3-4 times faster than utf8mb4_unicode_520_ci's (bench/search.php).
 * search_own: the article's code as its search_text spells it, one word with a space on each side
 * (SearchText::own_token(); '' when the text has none); the rest of the text is what its search
 * group shares (SearchGroups). The table's triggers check it and keep the search groups in step
 * with every write (SearchGroups::triggers()).
 */
final class ArticleTable {

	/**
	 * Table name with the site prefix.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_articles';
	}

	/**
	 * Changes dbDelta does not make: it drops no index (product_size, replaced by product_article),
	 * and it compares column types only, so a table created before search_text became ASCII keeps its
	 * utf8mb4 column until this converts it (no data changes: search texts written by SearchText are
	 * ASCII already).
	 */
	public static function migrate(): void {
		global $wpdb;
		$table = self::name();
		// Issue 16: product_size (product_id, cores, cross_section_mm2, size_label) became product_article,
		// the same with packaging and article_code, so a size's first article (ArticleRepository::
		// first_of_size(): ORDER BY packaging, article_code LIMIT 1) is one index row, not all the size's.
		if ( $wpdb->get_var( $wpdb->prepare( 'SELECT 1 FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND INDEX_NAME = %s LIMIT 1', $table, 'product_size' ) ) ) {
			$wpdb->query( "ALTER TABLE {$table} DROP INDEX product_size" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table name only.
		}
		self::migrate_search_text( $table );
	}

	/**
	 * Converts search_text to ASCII (see migrate()).
	 *
	 * @param string $table The table's name.
	 */
	private static function migrate_search_text( string $table ): void {
		global $wpdb;
		$charset = $wpdb->get_var( $wpdb->prepare( 'SELECT CHARACTER_SET_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND COLUMN_NAME = %s', $table, 'search_text' ) );
		if ( null === $charset || 'ascii' === $charset ) {
			return;
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table name only.
		// Letters that the old normalisation kept (µ, Cyrillic) would make the ALTER fail in strict mode:
		// turn them into '?' first, then rebuild those products' texts with today's SearchText.
		$wpdb->query( "UPDATE {$table} SET search_text = CONVERT(search_text USING ascii) WHERE search_text <> CONVERT(search_text USING ascii)" );
		$wpdb->query( "ALTER TABLE {$table} MODIFY search_text text CHARACTER SET ascii COLLATE ascii_bin NOT NULL" );
		$products = $wpdb->get_col( "SELECT DISTINCT product_id FROM {$table} WHERE search_text LIKE '%?%'" );
		// phpcs:enable
		foreach ( $products as $product_id ) {
			( new ArticleRepository() )->refresh_search_text( (int) $product_id );
		}
	}

	/**
	 * CREATE TABLE statement in dbDelta's format.
	 *
	 * @param string $collate Charset and collation clause.
	 */
	public static function create_sql( string $collate ): string {
		$table = self::name();
		return "CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  article_code varchar(64) NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  cores smallint(5) unsigned DEFAULT NULL,
  cross_section_mm2 decimal(8,3) DEFAULT NULL,
  size_label varchar(64) NOT NULL DEFAULT '',
  outer_diameter_mm decimal(7,2) DEFAULT NULL,
  copper_kg_km decimal(10,2) DEFAULT NULL,
  copper_computed tinyint(1) NOT NULL DEFAULT 0,
  weight_kg_km decimal(10,2) DEFAULT NULL,
  packaging varchar(16) NOT NULL DEFAULT 'drum',
  package_length_m int(10) unsigned DEFAULT NULL,
  unit_price_e4 bigint(20) unsigned NOT NULL DEFAULT 0,
  price_is_demo tinyint(1) NOT NULL DEFAULT 0,
  stock_m int(10) unsigned DEFAULT NULL,
  lead_time_days smallint(5) unsigned DEFAULT NULL,
  on_request_only tinyint(1) NOT NULL DEFAULT 0,
  aluminium_kg_km decimal(10,2) DEFAULT NULL,
  aluminium_computed tinyint(1) NOT NULL DEFAULT 0,
  drum_type varchar(32) NOT NULL DEFAULT '',
  drum_remaining_m int(10) unsigned DEFAULT NULL,
  search_text text CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  search_own varchar(128) CHARACTER SET ascii COLLATE ascii_bin NOT NULL DEFAULT '',
  updated_at datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY  (id),
  UNIQUE KEY article_code (article_code),
  KEY product_id (product_id),
  KEY product_article (product_id,cores,cross_section_mm2,size_label,packaging,article_code),
  KEY cores_cs (cores,cross_section_mm2),
  KEY search_own (search_own)
) {$collate};";
	}
}
