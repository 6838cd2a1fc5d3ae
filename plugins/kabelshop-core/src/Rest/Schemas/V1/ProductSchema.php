<?php
/**
 * Response shapes of a product (cable type).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\Categories;
use Kabelshop\Catalog\Decimal;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\TypeWords;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use WP_Post;

/**
 * The one place that turns a product post into JSON.
 *
 * A cable type has a version per language (issue 11); id is always the catalogue record's (the
 * Croatian post, I18n\Translations::original(): articles and orders point at it), designation,
 * url and the text fields are the current language's version (ProductMeta::shown(): the
 * translation, else English, else the record), category and figures the record's.
 *
 * Summary(): a search result { id, designation, hr_name, url, category: {slug, name}|null,
 *   standard, image: string|null, supplier, articles_total (matching articles), price_from_e4:
 *   int|null, price_from: "0.1870"|null (EUR/m: the lowest full price per metre of the matching
 *   priced articles, base + metal surcharge, issue 14), price_from_base_e4 / price_from_metal_e4
 *   (that article's base price and surcharge, for the customer's price), price_is_demo: bool, sizes: string[] (the first ArticleRepository::MAX_SIZES by
 *   cores and cross-section), sizes_total: int (distinct sizes of the matching articles) }.
 * detail(): the product page { id, designation, hr_name, url, description_html, standard,
 *   construction, rated_voltage, conductor_class, insulation, sheath, cpr_class, supplier, source,
 *   colour_standard, category, articles: ArticleSchema[] }.
 * The designation and the translated text fields (ProductMeta::TRANSLATED) are shown in the
 * request's language (Catalog\TypeWords::localise(): "0,6/1 kV bez armature (tip N2XY)", "mm²",
 * "90 °C" in hr / sr; English as stored, with the units written properly; issue 27).
 */
final class ProductSchema {

	/**
	 * A search result row.
	 *
	 * @param WP_Post                                                                                                                                                             $post Product post.
	 * @param array{articles: int, price_from_e4: int|null, price_from_base_e4?: int|null, price_from_metal_e4?: int, price_is_demo: bool, sizes: list<string>, sizes_total: int} $row  Search row.
	 * @return array<string, mixed>
	 */
	public static function summary( WP_Post $post, array $row ): array {
		$shown = ProductMeta::shown( $post );
		$meta  = ProductMeta::get( $shown->ID );
		$lang  = Locale::current();
		return array(
			'id'                  => $post->ID,
			'designation'         => TypeWords::localise( $shown->post_title, $lang ),
			'hr_name'             => $meta['hr_name'],
			'url'                 => (string) get_permalink( $shown ),
			'category'            => self::category( $post->ID ),
			'standard'            => TypeWords::localise( $meta['standard'], $lang ),
			'image'               => self::image( $shown->ID ) ?? self::image( $post->ID ),
			'supplier'            => $meta['supplier'],
			'articles_total'      => $row['articles'],
			'price_from_e4'       => $row['price_from_e4'],
			'price_from'          => null === $row['price_from_e4'] ? null : Decimal::format( $row['price_from_e4'], 4 ),
			'price_from_base_e4'  => $row['price_from_base_e4'] ?? $row['price_from_e4'],
			'price_from_metal_e4' => $row['price_from_metal_e4'] ?? 0,
			'price_is_demo'       => $row['price_is_demo'],
			'sizes'               => $row['sizes'],
			'sizes_total'         => $row['sizes_total'],
		);
	}

	/**
	 * The product page shape.
	 *
	 * @param WP_Post       $post     Product post.
	 * @param list<Article> $articles Its articles.
	 * @return array<string, mixed>
	 */
	public static function detail( WP_Post $post, array $articles ): array {
		$meta = ProductMeta::get( $post->ID );
		$out  = array(
			'id'               => Translations::original( $post->ID ),
			'designation'      => TypeWords::localise( $post->post_title, Locale::current() ),
			'hr_name'          => $meta['hr_name'],
			'url'              => (string) get_permalink( $post ),
			'description_html' => wp_kses_post( wpautop( $post->post_content ) ),
		);
		foreach ( array( 'standard', 'construction', 'rated_voltage', 'conductor_class', 'insulation', 'sheath', 'cpr_class', 'supplier', 'source', 'colour_standard' ) as $field ) {
			$out[ $field ] = in_array( $field, ProductMeta::TRANSLATED, true ) ? TypeWords::localise( $meta[ $field ], Locale::current() ) : $meta[ $field ];
		}
		$out['category'] = self::category( Translations::original( $post->ID ) );
		$out['articles'] = array_map( array( ArticleSchema::class, 'prepare' ), $articles );
		return $out;
	}

	/**
	 * { slug, name } of the product's category with the translated name, or null.
	 *
	 * @param int $post_id Product post id.
	 * @return array{slug: string, name: string}|null
	 */
	public static function category( int $post_id ): ?array {
		$slug = ArticleRepository::category_slug( $post_id );
		if ( '' === $slug ) {
			return null;
		}
		$name = Categories::label( $slug );
		if ( '' === $name ) {
			$term = get_term_by( 'slug', $slug, Categories::TAXONOMY );
			$name = $term ? $term->name : $slug;
		}
		return array(
			'slug' => $slug,
			'name' => $name,
		);
	}

	/**
	 * URL of the product's featured image (medium size), or null.
	 *
	 * @param int $post_id Product post id.
	 */
	private static function image( int $post_id ): ?string {
		$url = get_the_post_thumbnail_url( $post_id, 'medium' );
		return $url ? (string) $url : null;
	}
}
