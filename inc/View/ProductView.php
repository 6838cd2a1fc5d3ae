<?php
/**
 * Data of the single product page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Catalog\Packaging;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\SizeNormalizer;
use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\Pricing;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\Schemas\V1\ProductSchema;
use Kabelshop\Seo\CurrentPage;
use WP_Post;

/**
 * Prepares templates/single-kabelshop_cable.php: the product in its REST shape, the props of the
 * product-table island (that shape plus wishlist: whether the visitor may keep a wishlist, i.e.
 * has the order capability Roles::CAP_ORDER), the specification list, and the server-rendered
 * article table that is the island's fallback (so the page works and is crawlable without
 * JavaScript). Numbers are printed in the visitor's format (spec section 9).
 *
 * Issue 13, what the buyer sees in the table:
 * - customer prices: for a buyer with the business discount each article carries
 *   your_unit_price_e4 (Commerce\CustomerPrice: the list price less the discount, rounded half up
 *   to 1/10000 EUR) and the props carry discount_percent, so the island shows "Your price" with the
 *   list price struck through beside it and row totals as the cart will charge them; visitors and
 *   pending customers get null and 0 (no discount figure leaks into their page);
 * - packages: order_multiple_m (Catalog\Packaging::order_multiple_m(): the package length of a
 *   ring, reel or box, null for a drum), the quantity field's minimum and step;
 * - the searched size: `?size=3x2.5` (any spelling) or `?article=<code>` marks the matching rows
 *   (highlighted(): aria-current and class is-current on the server's rows, the island's
 *   `highlight` prop), every row has the id article-<code>, so a link ending in #article-<code>
 *   scrolls to it without script; the island scrolls to the first marked row when it mounts.
 *
 * The data's provenance is for staff (issue 11): the page names the maker in one short line,
 * "Source: <maker>" (ProductMeta source); the staff's data notes (ProductMeta::STAFF_ONLY) are
 * not part of the product's REST shape, so neither this page nor its island can show them.
 */
final class ProductView {

	/**
	 * Everything the template prints.
	 *
	 * @param WP_Post $post The product post.
	 * @return array{product: array<string, mixed>, table_props: array<string, mixed>, specs: list<array{label: string, value: string}>, source: string, has_demo_prices: bool, fallback: string}
	 *         source: the translated "Source: <maker>" line, '' when no source is set.
	 */
	public static function data( WP_Post $post ): array {
		// The articles as the page's SEO tags read them (CurrentPage::articles(): one query per request).
		$product = ProductSchema::detail( $post, CurrentPage::articles( $post ) );
		$specs   = array();
		foreach ( array( 'standard', 'construction', 'rated_voltage', 'conductor_class', 'insulation', 'sheath', 'cpr_class' ) as $field ) {
			if ( '' !== $product[ $field ] ) {
				$specs[] = array(
					'label' => ProductMeta::label( $field ),
					'value' => (string) $product[ $field ],
				);
			}
		}
		if ( null !== $product['category'] ) {
			array_unshift(
				$specs,
				array(
					'label' => __( 'Category', 'kabelshop' ),
					'value' => $product['category']['name'],
				)
			);
		}
		if ( '' !== $product['colour_standard'] ) {
			$specs[] = array(
				'label' => ProductMeta::label( 'colour_standard' ),
				'value' => ProductMeta::colour_standard_label( (string) $product['colour_standard'] ),
			);
		}
		$specs[] = array(
			'label' => ProductMeta::label( 'supplier' ),
			'value' => ProductMeta::supplier_label( (string) $product['supplier'] ),
		);
		$demo    = (bool) array_filter( $product['articles'], static fn( $a ) => $a['price_is_demo'] );
		$source  = trim( (string) $product['source'] );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- which rows to mark changes nothing.
		$article = isset( $_GET['article'] ) && is_string( $_GET['article'] ) ? mb_substr( sanitize_text_field( wp_unslash( $_GET['article'] ) ), 0, 64 ) : '';
		$size    = isset( $_GET['size'] ) && is_string( $_GET['size'] ) ? mb_substr( sanitize_text_field( wp_unslash( $_GET['size'] ) ), 0, 32 ) : '';
		// phpcs:enable
		$table = self::priced( $product );
		$marks = self::highlighted( $table['articles'], $article, $size );
		return array(
			'product'         => $product,
			'table_props'     => $table + array(
				'wishlist'  => current_user_can( Roles::CAP_ORDER ),
				'highlight' => $marks,
			),
			'specs'           => $specs,
			/* translators: %s: who the product data comes from, e.g. a maker's name. */
			'source'          => '' === $source ? '' : sprintf( __( 'Source: %s', 'kabelshop' ), $source ),
			'has_demo_prices' => $demo,
			'fallback'        => self::table( $table, $marks ),
		);
	}

	/**
	 * The product with the current user's prices and the package rule on each article:
	 * discount_percent (0 without the business discount) and per article your_unit_price_e4
	 * (int|null, CustomerPrice::for_current_user()) and order_multiple_m (int|null).
	 *
	 * @param array<string, mixed> $product ProductSchema::detail() shape.
	 * @return array<string, mixed> The same shape with those keys added.
	 */
	public static function priced( array $product ): array {
		$product['discount_percent'] = Pricing::discount_percent();
		$product['articles']         = array_map(
			static fn( array $a ): array => $a + array(
				'your_unit_price_e4' => CustomerPrice::for_current_user( (int) $a['unit_price_e4'] ),
				'order_multiple_m'   => Packaging::order_multiple_m( (string) $a['packaging'], null === $a['package_length_m'] ? null : (int) $a['package_length_m'] ),
			),
			(array) $product['articles']
		);
		return $product;
	}

	/**
	 * The article codes to mark: the article named by ?article= (codes compare case-insensitively,
	 * as the catalogue's do), else every article of the size named by ?size= in any spelling
	 * ("3x2,5", "3G2.5": SizeNormalizer), else none.
	 *
	 * @param list<array<string, mixed>> $articles ArticleSchema shapes.
	 * @param string                     $article  ?article= value, '' when absent.
	 * @param string                     $size     ?size= value, '' when absent.
	 * @return list<string> Article codes as stored.
	 */
	public static function highlighted( array $articles, string $article, string $size ): array {
		$article = mb_strtolower( trim( $article ) );
		if ( '' !== $article ) {
			foreach ( $articles as $a ) {
				if ( mb_strtolower( (string) $a['article_code'] ) === $article ) {
					return array( (string) $a['article_code'] );
				}
			}
		}
		$wanted = '' === trim( $size ) ? null : SizeNormalizer::canonical( $size );
		if ( null === $wanted ) {
			return array();
		}
		$codes = array();
		foreach ( $articles as $a ) {
			if ( SizeNormalizer::canonical( (string) $a['size_label'] ) === $wanted ) {
				$codes[] = (string) $a['article_code'];
			}
		}
		return $codes;
	}

	/**
	 * The article table as escaped HTML (caption, column headers with units, row headers). Each row
	 * has the id article-<code>; marked rows carry aria-current="true" and the class is-current. A
	 * customer's price cell reads "Your price 0,1496 List price 0,1870" (the list price struck).
	 *
	 * @param array<string, mixed> $product ProductSchema::detail() shape, priced() for customer prices.
	 * @param list<string>         $marked  Article codes to mark (highlighted()).
	 */
	public static function table( array $product, array $marked = array() ): string {
		if ( ! $product['articles'] ) {
			return '<p>' . esc_html__( 'No articles of this cable type are available yet.', 'kabelshop' ) . '</p>';
		}
		$locale  = Locale::bcp47();
		$headers = array(
			__( 'Size', 'kabelshop' ),
			__( 'Article code', 'kabelshop' ),
			__( 'Cores', 'kabelshop' ),
			__( 'Outer diameter (mm)', 'kabelshop' ),
			__( 'Copper (kg/km)', 'kabelshop' ),
			__( 'Weight (kg/km)', 'kabelshop' ),
			__( 'Packaging', 'kabelshop' ),
			__( 'Unit price (EUR/m)', 'kabelshop' ),
			__( 'Availability', 'kabelshop' ),
		);
		/* translators: %s: cable designation, e.g. NYM-J. */
		$html = '<div class="ks-product-table__scroll"><table class="ks-table"><caption>' . esc_html( sprintf( __( 'Articles of %s', 'kabelshop' ), (string) $product['designation'] ) ) . '</caption><thead><tr>';
		foreach ( $headers as $header ) {
			$html .= '<th scope="col">' . esc_html( $header ) . '</th>';
		}
		$html .= '</tr></thead><tbody>';
		$none  = __( 'not published', 'kabelshop' );
		foreach ( $product['articles'] as $a ) {
			$number = static fn( ?string $value ): string => null === $value ? $none : Format::decimal( $value, $locale );
			$copper = $number( $a['copper_kg_km'] ) . ( null !== $a['copper_kg_km'] && $a['copper_computed'] ? ' ' . __( '(nominal, computed)', 'kabelshop' ) : '' );
			$demo   = $a['price_is_demo'] ? ' ' . esc_html__( '(demo price)', 'kabelshop' ) : '';
			$yours  = isset( $a['your_unit_price_e4'] ) ? (int) $a['your_unit_price_e4'] : null;
			$price  = null === $yours
				? esc_html( Format::decimal( (string) $a['unit_price'], $locale ) ) . $demo
				: '<span class="ks-price-pair__yours"><span class="ks-price-pair__label">' . esc_html__( 'Your price', 'kabelshop' ) . '</span> ' . esc_html( Format::scaled( $yours, 4, $locale ) ) . '</span>'
					. ' <span class="ks-list-price"><span class="ks-list-price__label">' . esc_html__( 'List price', 'kabelshop' ) . '</span> <s>' . esc_html( Format::decimal( (string) $a['unit_price'], $locale ) ) . '</s></span>' . $demo;
			$code   = (string) $a['article_code'];
			$mark   = in_array( $code, $marked, true ) ? ' class="is-current" aria-current="true"' : '';
			$avail  = match ( $a['availability'] ) {
				/* translators: %s: metres in stock. */
				'in_stock'  => sprintf( __( 'In stock (%s m)', 'kabelshop' ), Format::decimal( (string) $a['stock_m'], $locale ) ),
				/* translators: %d: lead time in working days. */
				'backorder' => sprintf( _n( 'Delivery in %d working day', 'Delivery in %d working days', (int) $a['lead_time_days'], 'kabelshop' ), (int) $a['lead_time_days'] ),
				default     => __( 'On request', 'kabelshop' ),
			};
			$html .= '<tr id="' . esc_attr( 'article-' . $code ) . '"' . $mark . '><th scope="row">' . esc_html( Format::size_label( (string) $a['size_label'], $locale ) ) . '</th>'
				. '<td>' . esc_html( (string) $a['article_code'] ) . '</td>'
				. '<td>' . esc_html( null === $a['cores'] ? $none : (string) $a['cores'] ) . '</td>'
				. '<td>' . esc_html( $number( $a['outer_diameter_mm'] ) ) . '</td>'
				. '<td>' . esc_html( $copper ) . '</td>'
				. '<td>' . esc_html( $number( $a['weight_kg_km'] ) ) . '</td>'
				. '<td>' . esc_html( Packaging::label( (string) $a['packaging'], $a['package_length_m'] ) ) . '</td>'
				. '<td>' . $price . '</td>'
				. '<td>' . esc_html( $avail ) . '</td></tr>';
		}
		return $html . '</tbody></table></div>';
	}
}
