<?php
/**
 * The product card of the catalogue's result list.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\CrossSectionService;
use Kabelshop\Catalog\SizeNormalizer;
use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * One renderer of a product card (issue 10, "the second product-card renderer"): the catalogue
 * page's server-rendered first page (templates/page-catalogue.php) and every later answer of
 * GET kabelshop/v1/products (its `card_html`, which the catalogue island puts in its list) print
 * plugins/kabelshop-core/templates/parts/product-card.php with card()'s values, in the visitor's language.
 *
 * A card shows the designation (linked to the product page), the Croatian name, the category, the
 * matching sizes the search names (the first ArticleRepository::MAX_SIZES by cores and
 * cross-section, in the locale's decimal mark; "and N more" counts the rest of sizes_total) and the lowest unit price per metre ("from 0,1870 €/m", with the demo tag where
 * the price is a demo price) or "Price on request" (spec section 8, search results).
 *
 * Customer prices (issue 13): a buyer with the business discount sees "Your price from 0,1496 €/m"
 * (Commerce\CustomerPrice, the lowest list price less the discount) and the list price beside it,
 * struck through and labelled "List price", so a screen reader says both words, not a bare number.
 * Visitors and pending customers see the list price only. The card is built for the current user:
 * the route's answers and the page vary by user and are kept out of shared caches
 * (WordPress's no-cache headers for logged-in users: "no-store, private" since 6.3).
 *
 * Picture (issue 14): the cable type's photo, else the schematic cross-section drawing of the
 * searched size's article (else of its first article) with the drawing's description as alt text
 * (Catalog\CrossSectionService::card_image()).
 *
 * Sizes link to the product page with that size's rows marked (`?size=3x2.5#product-articles`,
 * ProductView::highlighted()); when the search names a size (size_of_search()) the title links
 * there too, so a search for "NYM-J 3x2,5" opens NYM-J at its 3x2,5 rows.
 */
final class ProductCardView {

	/**
	 * The values the card template prints.
	 *
	 * @param array<string, mixed> $product Rest\Schemas\V1\ProductSchema::summary() shape.
	 * @param string               $size    Canonical size the search names ("3x2.5", size_of_search()), '' for none.
	 * @return array{url: string, designation: string, hr_name: string, category: string, sizes: string, size_links: list<array{label: string, url: string, name: string, after: string}>, more_sizes: string, price: string, your_price: string, price_is_demo: bool, image: array{url: string, alt: string, width: int, height: int, drawing: bool}|null}
	 *         url: the product page, at the searched size's rows when $size is given; sizes: the
	 *         named sizes as one text ('' when none); size_links: the same sizes, each linked to its
	 *         rows (name: designation and size, the link's accessible name; after: the comma
	 *         that follows it, '' for the last); more_sizes: '' when
	 *         every size is named; price: the lowest list price, '' when there is no price (the card
	 *         says "Price on request"); your_price: the lowest price after the current user's
	 *         discount, '' without a discount; image: the photo or drawing, null for neither.
	 */
	public static function card( array $product, string $size = '' ): array {
		$locale      = Locale::bcp47();
		$sizes       = array_values( array_map( 'strval', (array) ( $product['sizes'] ?? array() ) ) );
		$rest        = max( 0, (int) ( $product['sizes_total'] ?? 0 ) - count( $sizes ) );
		$hr_name     = (string) ( $product['hr_name'] ?? '' );
		$category    = is_array( $product['category'] ?? null ) ? (string) ( $product['category']['name'] ?? '' ) : '';
		$price_e4    = isset( $product['price_from_e4'] ) ? (int) $product['price_from_e4'] : null;
		$yours_e4    = null === $price_e4 ? null : CustomerPrice::for_current_user( (int) ( $product['price_from_base_e4'] ?? $price_e4 ), (int) ( $product['price_from_metal_e4'] ?? 0 ) );
		$url         = (string) ( $product['url'] ?? '' );
		$designation = (string) ( $product['designation'] ?? '' );
		$links       = array();
		foreach ( $sizes as $i => $label ) {
			$shown   = Format::size_label( $label, $locale );
			$links[] = array(
				'label' => $shown,
				'url'   => self::size_url( $url, $label ),
				'name'  => trim( $designation . ' ' . $shown ),
				'after' => $i < count( $sizes ) - 1 ? ',' : '',
			);
		}
		return array(
			'url'           => '' === $size || '' === $url ? $url : self::size_url( $url, $size ),
			'designation'   => $designation,
			'hr_name'       => $hr_name,
			'category'      => $category,
			'sizes'         => implode( ', ', array_column( $links, 'label' ) ),
			'size_links'    => $links,
			/* translators: %s: number of further sizes of the cable type not named on its card. */
			'more_sizes'    => $rest > 0 ? sprintf( _n( 'and %s more', 'and %s more', $rest, 'kabelshop-core' ), Format::scaled( $rest, 0, $locale ) ) : '',
			'price'         => null === $price_e4 ? '' : Format::unit_price_e4_eur( $price_e4, $locale ),
			'your_price'    => null === $yours_e4 ? '' : Format::unit_price_e4_eur( $yours_e4, $locale ),
			'price_is_demo' => null !== $price_e4 && ! empty( $product['price_is_demo'] ),
			'image'         => CrossSectionService::card_image( (int) ( $product['id'] ?? 0 ), isset( $product['image'] ) ? (string) $product['image'] : null, '' === $size ? ( $sizes ? (string) SizeNormalizer::canonical( $sizes[0] ) : '' ) : $size ),
		);
	}

	/**
	 * The product page at the rows of one size: `?size=<canonical>#product-articles` (the table's
	 * section, so the browser scrolls there without script; ProductView marks the rows).
	 *
	 * @param string $url  Product page URL.
	 * @param string $size A size label ("3G2.5", "3x2.5").
	 */
	public static function size_url( string $url, string $size ): string {
		$canonical = SizeNormalizer::canonical( $size ) ?? $size;
		return add_query_arg( 'size', rawurlencode( $canonical ), $url ) . '#product-articles';
	}

	/**
	 * The size a catalogue search names: the first size in its text ("NYM-J 3x2,5" => "3x2.5"),
	 * else the size of its cores and cross-section filters when both are set, else ''.
	 *
	 * @param string      $search            Search text as typed.
	 * @param int|null    $cores             Cores filter.
	 * @param string|null $cross_section_mm2 Cross-section filter ("2.5" or "2,5").
	 */
	public static function size_of_search( string $search, ?int $cores = null, ?string $cross_section_mm2 = null ): string {
		$named = SizeNormalizer::sizes_in( $search );
		if ( $named ) {
			return $named[0];
		}
		if ( null !== $cores && null !== $cross_section_mm2 && '' !== $cross_section_mm2 ) {
			return $cores . 'x' . SizeNormalizer::decimal( $cross_section_mm2 );
		}
		return '';
	}

	/**
	 * The card's HTML (one `<li class="ks-card">`), escaped by the template.
	 *
	 * @param array<string, mixed> $product Rest\Schemas\V1\ProductSchema::summary() shape.
	 * @param string               $size    Canonical size the search names, '' for none (card()).
	 */
	public static function html( array $product, string $size = '' ): string {
		return trim( Templates::capture( 'parts/product-card', array( 'card' => self::card( $product, $size ) ) ) );
	}
}
