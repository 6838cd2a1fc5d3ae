<?php
/**
 * GET kabelshop/v1/products/facets.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\Categories;
use Kabelshop\Catalog\TechnicalFilters;
use Kabelshop\Rest\AbstractRoute;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Values for the catalogue filters (public): { categories: [ { slug, name (translated), count
 * (published products) } ], cores: int[] (ascending), cross_sections: string[] ("2.5", ascending),
 * technical: [ { key: cpr|voltage|conductor|flags, legend (translated), type: radio|checkbox,
 * options: [ { param, value, label (translated), count, selected } ] } ] }.
 *
 * Takes the search and filters of GET kabelshop/v1/products (same arguments and 400s, without page
 * and per_page): the technical groups' counts are cable types matching that search with every
 * other filter applied but not the group's own (Catalog\ArticleRepository::technical_facets(),
 * the usual faceted-search rule); groups no cable type has a value for are left out
 * (TechnicalFilters::groups()). categories, cores and cross_sections stay the whole catalogue's.
 */
final class ProductsFacets extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'products/facets';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'GET',
				'args'    => array_diff_key( Products::args(), array_flip( array( 'page', 'per_page' ) ) ),
				'handler' => 'facets',
			),
		);
	}

	/**
	 * Public.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * The facets.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function facets( WP_REST_Request $request ): WP_REST_Response {
		$repository = new ArticleRepository();
		$facets     = $repository->facets();
		$query      = Products::query( $request->get_params() );
		return new WP_REST_Response(
			array(
				'categories'     => self::categories(),
				'cores'          => $facets['cores'],
				'cross_sections' => $facets['cross_sections'],
				'technical'      => TechnicalFilters::groups( $repository->technical_facets( $query ), $query ),
			),
			200
		);
	}

	/**
	 * Categories in display order with their translated names and product counts; empty ones left out.
	 *
	 * @return list<array{slug: string, name: string, count: int}>
	 */
	public static function categories(): array {
		$terms = get_terms(
			array(
				'taxonomy'   => Categories::TAXONOMY,
				'hide_empty' => true,
			)
		);
		$count = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$count[ $term->slug ] = (int) $term->count;
		}
		$out = array();
		foreach ( Categories::slugs() as $slug ) {
			if ( ! empty( $count[ $slug ] ) ) {
				$out[] = array(
					'slug'  => $slug,
					'name'  => Categories::label( $slug ),
					'count' => $count[ $slug ],
				);
			}
		}
		return $out;
	}
}
