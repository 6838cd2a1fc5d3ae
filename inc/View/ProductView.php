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
		return array(
			'product'         => $product,
			'table_props'     => $product + array( 'wishlist' => current_user_can( Roles::CAP_ORDER ) ),
			'specs'           => $specs,
			/* translators: %s: who the product data comes from, e.g. a maker's name. */
			'source'          => '' === $source ? '' : sprintf( __( 'Source: %s', 'kabelshop' ), $source ),
			'has_demo_prices' => $demo,
			'fallback'        => self::table( $product ),
		);
	}

	/**
	 * The article table as escaped HTML (caption, column headers with units, row headers).
	 *
	 * @param array<string, mixed> $product ProductSchema::detail() shape.
	 */
	public static function table( array $product ): string {
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
			$price  = Format::decimal( (string) $a['unit_price'], $locale ) . ( $a['price_is_demo'] ? ' ' . __( '(demo price)', 'kabelshop' ) : '' );
			$avail  = 'in_stock' === $a['availability']
				/* translators: %s: metres in stock. */
				? sprintf( __( 'In stock (%s m)', 'kabelshop' ), Format::decimal( (string) $a['stock_m'], $locale ) )
				: __( 'On request', 'kabelshop' );
			$html .= '<tr><th scope="row">' . esc_html( (string) $a['size_label'] ) . '</th>'
				. '<td>' . esc_html( (string) $a['article_code'] ) . '</td>'
				. '<td>' . esc_html( null === $a['cores'] ? $none : (string) $a['cores'] ) . '</td>'
				. '<td>' . esc_html( $number( $a['outer_diameter_mm'] ) ) . '</td>'
				. '<td>' . esc_html( $copper ) . '</td>'
				. '<td>' . esc_html( $number( $a['weight_kg_km'] ) ) . '</td>'
				. '<td>' . esc_html( Packaging::label( (string) $a['packaging'], $a['package_length_m'] ) ) . '</td>'
				. '<td>' . esc_html( $price ) . '</td>'
				. '<td>' . esc_html( $avail ) . '</td></tr>';
		}
		return $html . '</tbody></table></div>';
	}
}
