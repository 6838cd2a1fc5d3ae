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
use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\Pricing;
use Kabelshop\I18n\Locale;
use Kabelshop\Metals\SurchargeTerms;

/**
 * The signup section's alternative after "Or": the whole current price list of the published
 * catalogue, one row per article: article code, designation, size, packaging, then the prices per
 * metre in EUR (four decimals, exact: Decimal::format() of the integer ten-thousandths), from the
 * one server source of prices (Commerce\CustomerPrice::shown(), issue 27 "one price everywhere"):
 * base price, metal surcharge (today's terms, Pricing::metal_surcharge_e4()), full price (base +
 * surcharge: the list price a buyer pays) and, for a logged-in customer with the business discount,
 * "Your price" (the full price less the discount); "On request" for an article without a price (0,
 * as the product page says), and whether it is a demo price. Served at <language home>?QUERY_ARG=csv
 * (NewsletterService::maybe_price_list()) in the URL's language: en with commas and a decimal
 * point; hr and sr with semicolons and a decimal comma (what spreadsheet programs of those locales
 * read), UTF-8 with BOM.
 * Cached: the text is kept in a transient whose key names the language, the discount and the
 * catalogue's and the surcharge's state (version(): the articles, the latest price-history row, the
 * published cable types and today's surcharge terms), so an import, an edited cable type or a new
 * metal price makes a new one; the answer carries an ETag and Cache-Control (cache_control():
 * public for the list price, private for a customer's own prices).
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
		$key    = 'kabelshop_price_list_' . Locale::current() . '_' . Pricing::discount_percent() . '_' . self::version();
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
		return substr( md5( implode( '|', array_map( 'strval', $state ) ) . '|' . wp_json_encode( SurchargeTerms::current()->to_array() ) ), 0, 12 );
	}

	/**
	 * The Cache-Control of the download: a customer's own prices are theirs alone.
	 */
	public static function cache_control(): string {
		return Pricing::discount_percent() > 0 ? 'private, max-age=600' : 'public, max-age=3600';
	}

	/**
	 * The published articles, in catalogue order.
	 *
	 * @return list<array{article_code: string, designation: string, size_label: string, packaging: string, package_length_m: int|null, unit_price_e4: int, metal_surcharge_e4: int, full_price_e4: int, customer_unit_price_e4: int|null, price_is_demo: bool}>
	 */
	public static function rows(): array {
		global $wpdb;
		$articles = ArticleTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT a.article_code, p.post_title AS designation, a.size_label, a.packaging, a.package_length_m, a.unit_price_e4, a.copper_kg_km, a.aluminium_kg_km, a.price_is_demo FROM {$articles} a INNER JOIN {$wpdb->posts} p ON p.ID = a.product_id AND p.post_type = %s AND p.post_status = 'publish' ORDER BY p.post_title, a.cores, a.cross_section_mm2, a.size_label, a.packaging, a.article_code", ProductMeta::POST_TYPE ), ARRAY_A );
		$terms = SurchargeTerms::current();
		return array_map(
			static function ( array $row ) use ( $terms ): array {
				$base   = (int) $row['unit_price_e4'];
				$prices = CustomerPrice::shown( $base, max( -$base, $terms->per_metre_e4_of( null === $row['copper_kg_km'] ? null : (string) $row['copper_kg_km'], null === $row['aluminium_kg_km'] ? null : (string) $row['aluminium_kg_km'] ) ) );
				return array(
					'article_code'           => (string) $row['article_code'],
					'designation'            => (string) $row['designation'],
					'size_label'             => (string) $row['size_label'],
					'packaging'              => (string) $row['packaging'],
					'package_length_m'       => null === $row['package_length_m'] ? null : (int) $row['package_length_m'],
					'unit_price_e4'          => $base,
					'metal_surcharge_e4'     => $prices['metal_surcharge_e4'],
					'full_price_e4'          => $prices['full_price_e4'],
					'customer_unit_price_e4' => $prices['customer_unit_price_e4'],
					'price_is_demo'          => (bool) (int) $row['price_is_demo'],
				);
			},
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
		$out       = fopen( 'php://temp', 'r+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream for fputcsv(); WP_Filesystem has no streams.
		if ( false === $out ) {
			return '';
		}
		$own    = Pricing::discount_percent() > 0;
		$header = array( __( 'Article code', 'kabelshop-core' ), __( 'Designation', 'kabelshop-core' ), __( 'Size', 'kabelshop-core' ), __( 'Packaging', 'kabelshop-core' ), __( 'Base price per metre (EUR)', 'kabelshop-core' ), __( 'Metal surcharge per metre (EUR)', 'kabelshop-core' ), __( 'Full price per metre (EUR)', 'kabelshop-core' ) );
		if ( $own ) {
			/* translators: %d: the business discount in percent, e.g. 20. */
			$header[] = sprintf( __( 'Your price per metre (EUR, full price less %d %%)', 'kabelshop-core' ), Pricing::discount_percent() );
		}
		$header[] = __( 'Demo price', 'kabelshop-core' );
		fputcsv( $out, $header, $separator, '"', '' );
		$money = static function ( ?int $e4 ) use ( $english ): string {
			$text = Decimal::format( (int) $e4, 4 );
			return $english ? $text : str_replace( '.', ',', $text );
		};
		foreach ( $rows as $row ) {
			$priced = (int) $row['unit_price_e4'] > 0;
			$cells  = array(
				(string) $row['article_code'],
				(string) $row['designation'],
				$english ? (string) $row['size_label'] : str_replace( '.', ',', (string) $row['size_label'] ),
				Packaging::label( (string) $row['packaging'], $row['package_length_m'] ),
			);
			if ( $priced ) {
				array_push( $cells, $money( (int) $row['unit_price_e4'] ), $money( (int) ( $row['metal_surcharge_e4'] ?? 0 ) ), $money( (int) ( $row['full_price_e4'] ?? $row['unit_price_e4'] ) ) );
				if ( $own ) {
					$cells[] = null === ( $row['customer_unit_price_e4'] ?? null ) ? '' : $money( (int) $row['customer_unit_price_e4'] );
				}
			} else {
				$cells = array_merge( $cells, array_fill( 0, $own ? 4 : 3, __( 'On request', 'kabelshop-core' ) ) );
			}
			$cells[] = $row['price_is_demo'] ? __( 'yes', 'kabelshop-core' ) : '';
			fputcsv( $out, $cells, $separator, '"', '' );
		}
		rewind( $out );
		$csv = (string) stream_get_contents( $out );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a php://temp stream.
		return "\xEF\xBB\xBF" . $csv;
	}
}
