<?php
/**
 * The current price list as a CSV download.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Catalog\Decimal;
use Kabelshop\Catalog\Packaging;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\I18n\Locale;

/**
 * The signup section's alternative after "Or": the whole current price list of the published
 * catalogue, one row per article: article code, designation, size, packaging, net price per metre in
 * EUR (four decimals, exact: Decimal::format() of the integer ten-thousandths; "On request" for an
 * article without a price, 0, as the product page says), and whether it is a demo price. Served at <language home>?QUERY_ARG=csv (NewsletterService::maybe_price_list()) in the
 * URL's language: en with commas and a decimal point; hr and sr with semicolons and a decimal comma
 * (what spreadsheet programs of those locales read), UTF-8 with BOM.
 * Cached: the text is kept in a transient whose key names the language and the catalogue's state
 * (version(): the articles, the latest price-history row and the published cable types), so an
 * import or an edited cable type makes a new one;
 * the answer carries an ETag and Cache-Control: public, max-age=3600.
 */
final class PriceListCsv {

	/** Query argument of the download: ?kabelshop_price_list=csv. */
	public const QUERY_ARG = 'kabelshop_price_list';

	/**
	 * The download's URL in a language.
	 *
	 * @param string|null $language 'hr' | 'en' | 'sr', null for the current one.
	 */
	public static function url( ?string $language = null ): string {
		return add_query_arg( self::QUERY_ARG, 'csv', Locale::home_url( $language ) );
	}

	/**
	 * The CSV text in the current language, from the cache when the catalogue has not changed.
	 */
	public static function text(): string {
		$key    = 'kabelshop_price_list_' . Locale::current() . '_' . self::version();
		$cached = get_transient( $key );
		if ( is_string( $cached ) ) {
			return $cached;
		}
		$csv = self::build( self::rows() );
		set_transient( $key, $csv, DAY_IN_SECONDS );
		return $csv;
	}

	/**
	 * A short fingerprint of what the list shows: the articles (count, latest updated_at), the
	 * prices (latest price-history row) and the published cable types (count and a checksum of
	 * ids and titles: a renamed, unpublished or trashed type changes it).
	 */
	public static function version(): string {
		global $wpdb;
		$articles = ArticleTable::name();
		$history  = NewsletterTables::history();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
		$state = (array) $wpdb->get_row( $wpdb->prepare( "SELECT (SELECT COUNT(*) FROM {$articles}) AS n, (SELECT MAX(updated_at) FROM {$articles}) AS a, (SELECT MAX(id) FROM {$history}) AS h, (SELECT CONCAT(COUNT(*), '/', COALESCE(SUM(CRC32(CONCAT(ID, '|', post_title))), 0)) FROM {$wpdb->posts} WHERE post_type = %s AND post_status = 'publish') AS p", ProductMeta::POST_TYPE ), ARRAY_A );
		return substr( md5( implode( '|', array_map( 'strval', $state ) ) ), 0, 12 );
	}

	/**
	 * The published articles, in catalogue order.
	 *
	 * @return list<array{article_code: string, designation: string, size_label: string, packaging: string, package_length_m: int|null, unit_price_e4: int, price_is_demo: bool}>
	 */
	public static function rows(): array {
		global $wpdb;
		$articles = ArticleTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT a.article_code, p.post_title AS designation, a.size_label, a.packaging, a.package_length_m, a.unit_price_e4, a.price_is_demo FROM {$articles} a INNER JOIN {$wpdb->posts} p ON p.ID = a.product_id AND p.post_type = %s AND p.post_status = 'publish' ORDER BY p.post_title, a.cores, a.cross_section_mm2, a.size_label, a.packaging, a.article_code", ProductMeta::POST_TYPE ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'article_code'     => (string) $row['article_code'],
				'designation'      => (string) $row['designation'],
				'size_label'       => (string) $row['size_label'],
				'packaging'        => (string) $row['packaging'],
				'package_length_m' => null === $row['package_length_m'] ? null : (int) $row['package_length_m'],
				'unit_price_e4'    => (int) $row['unit_price_e4'],
				'price_is_demo'    => (bool) (int) $row['price_is_demo'],
			),
			$rows
		);
	}

	/**
	 * The CSV of rows in the current language.
	 *
	 * @param list<array<string, mixed>> $rows rows().
	 */
	public static function build( array $rows ): string {
		$english   = 'en' === Locale::current();
		$separator = $english ? ',' : ';';
		$out       = fopen( 'php://temp', 'r+' );
		if ( false === $out ) {
			return '';
		}
		fputcsv( $out, array( __( 'Article code', 'kabelshop' ), __( 'Designation', 'kabelshop' ), __( 'Size', 'kabelshop' ), __( 'Packaging', 'kabelshop' ), __( 'Net price per metre (EUR)', 'kabelshop' ), __( 'Demo price', 'kabelshop' ) ), $separator, '"', '' );
		foreach ( $rows as $row ) {
			$price = (int) $row['unit_price_e4'] > 0 ? Decimal::format( (int) $row['unit_price_e4'], 4 ) : '';
			fputcsv(
				$out,
				array(
					(string) $row['article_code'],
					(string) $row['designation'],
					$english ? (string) $row['size_label'] : str_replace( '.', ',', (string) $row['size_label'] ),
					Packaging::label( (string) $row['packaging'], $row['package_length_m'] ),
					'' === $price ? __( 'On request', 'kabelshop' ) : ( $english ? $price : str_replace( '.', ',', $price ) ),
					$row['price_is_demo'] ? __( 'yes', 'kabelshop' ) : '',
				),
				$separator,
				'"',
				''
			);
		}
		rewind( $out );
		$csv = (string) stream_get_contents( $out );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a php://temp stream.
		return "\xEF\xBB\xBF" . $csv;
	}
}
