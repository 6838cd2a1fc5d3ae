<?php
/**
 * The product card of the catalogue's result list.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * One renderer of a product card (issue 10, "the second product-card renderer"): the catalogue
 * page's server-rendered first page (templates/page-catalogue.php) and every later answer of
 * GET kabelshop/v1/products (its `card_html`, which the catalogue island puts in its list) print
 * templates/parts/product-card.php with card()'s values, in the visitor's language.
 *
 * A card shows the designation (linked to the product page), the Croatian name, the category, the
 * matching sizes the search names (the first ArticleRepository::MAX_SIZES by cores and
 * cross-section, in the locale's decimal mark; "and N more" counts the rest of sizes_total) and the lowest unit price per metre ("from 0,1870 €/m", with the demo tag where
 * the price is a demo price) or "Price on request" (spec section 8, search results).
 */
final class ProductCardView {

	/**
	 * The values the card template prints.
	 *
	 * @param array<string, mixed> $product Rest\Schemas\V1\ProductSchema::summary() shape.
	 * @return array{url: string, designation: string, hr_name: string, category: string, sizes: string, more_sizes: string, price: string, price_is_demo: bool}
	 *         sizes: '' when the product has none; more_sizes: '' when every size is named;
	 *         price: '' when there is no price (the card says "Price on request").
	 */
	public static function card( array $product ): array {
		$locale   = Locale::bcp47();
		$sizes    = array_values( array_map( 'strval', (array) ( $product['sizes'] ?? array() ) ) );
		$rest     = max( 0, (int) ( $product['sizes_total'] ?? 0 ) - count( $sizes ) );
		$hr_name  = (string) ( $product['hr_name'] ?? '' );
		$category = is_array( $product['category'] ?? null ) ? (string) ( $product['category']['name'] ?? '' ) : '';
		$price_e4 = isset( $product['price_from_e4'] ) ? (int) $product['price_from_e4'] : null;
		return array(
			'url'           => (string) ( $product['url'] ?? '' ),
			'designation'   => (string) ( $product['designation'] ?? '' ),
			'hr_name'       => $hr_name,
			'category'      => $category,
			'sizes'         => implode( ', ', array_map( static fn( string $size ): string => Format::size_label( $size, $locale ), $sizes ) ),
			/* translators: %s: number of further sizes of the cable type not named on its card. */
			'more_sizes'    => $rest > 0 ? sprintf( _n( 'and %s more', 'and %s more', $rest, 'kabelshop' ), Format::scaled( $rest, 0, $locale ) ) : '',
			'price'         => null === $price_e4 ? '' : Format::unit_price_e4_eur( $price_e4, $locale ),
			'price_is_demo' => null !== $price_e4 && ! empty( $product['price_is_demo'] ),
		);
	}

	/**
	 * The card's HTML (one `<li class="ks-card">`), escaped by the template.
	 *
	 * @param array<string, mixed> $product Rest\Schemas\V1\ProductSchema::summary() shape.
	 */
	public static function html( array $product ): string {
		ob_start();
		get_template_part( 'templates/parts/product-card', null, array( 'card' => self::card( $product ) ) );
		return trim( (string) ob_get_clean() );
	}
}
