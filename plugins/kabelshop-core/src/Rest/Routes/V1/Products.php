<?php
/**
 * GET kabelshop/v1/products.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\Categories;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\I18n\Translations;
use Kabelshop\Catalog\SearchQuery;
use Kabelshop\Catalog\SizeNormalizer;
use Kabelshop\Catalog\TechnicalFilters;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\Schemas\V1\ProductSchema;
use Kabelshop\View\ProductCardView;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Catalogue search (public, read-only). Query: search (<= 100 characters: designation, Croatian
 * name, size in any spelling, article code; words ANDed; case and diacritics ignored), category
 * (a category slug), cores (1..999), cross_section (mm2, e.g. "2.5" or "2,5"), the technical
 * filters of issue 14 (Catalog\TechnicalFilters: cpr = EN 50575 main class Aca..Fca, voltage =
 * rated voltage as in the URL "0.6-1kV" / "300-500V", conductor = IEC 60228 class 1, 2, 5 or 6,
 * hf / armoured / screened = 1 for only halogen-free / armoured / screened types, 0 or absent for
 * any), page (>= 1), per_page (1..100, default 12). Answers a JSON array of ProductSchema::summary() in designation
 * order, each with `card_html`: the product's card in the request's language (View\ProductCardView,
 * the same template the catalogue page's first page prints; escaped HTML, one `<li>`; a customer
 * with the business discount gets their own price in it, so answers vary by user), with headers X-WP-Total (matching products), X-WP-TotalPages and
 * X-Kabelshop-Articles-Total (matching articles). Bad arguments: 400 kabelshop_invalid_param naming the
 * field (WordPress's argument validation, core REST controller pattern).
 */
final class Products extends AbstractRoute {

	public const MAX_PER_PAGE = 100;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'products';
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
				'args'    => self::args(),
				'handler' => 'search',
			),
		);
	}

	/**
	 * The query arguments, shared with CatalogueView's server-rendered first page.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'search'        => array(
				'description'       => 'Free text: designation, Croatian name, size (3x2,5 / 3G2.5 ...) or article code.',
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => 100,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'category'      => array(
				'description'       => 'Category slug.',
				'type'              => 'string',
				'default'           => '',
				'enum'              => array_merge( array( '' ), Categories::slugs() ),
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_key',
			),
			'cores'         => array(
				'description'       => 'Number of cores.',
				'type'              => 'integer',
				'minimum'           => 1,
				'maximum'           => 999,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'absint',
			),
			'cross_section' => array(
				'description'       => 'Conductor cross-section in mm2, decimal point or comma.',
				'type'              => 'string',
				'maxLength'         => 9,
				'pattern'           => '^[0-9]{1,4}([.,][0-9]{1,3})?$',
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'cpr'           => array(
				'description'       => 'CPR class (EN 50575 main class).',
				'type'              => 'string',
				'enum'              => TechnicalFilters::CPR_CLASSES,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'voltage'       => array(
				'description'       => 'Rated voltage U0/U as in the URL: 300-500V, 450-750V, 0.6-1kV.',
				'type'              => 'string',
				'maxLength'         => 16,
				'pattern'           => TechnicalFilters::VOLTAGE_PATTERN,
				'validate_callback' => array( self::class, 'validate_voltage' ),
				'sanitize_callback' => 'sanitize_text_field',
			),
			'conductor'     => array(
				'description'       => 'Conductor class (IEC 60228).',
				'type'              => 'integer',
				'enum'              => TechnicalFilters::CONDUCTOR_CLASSES,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'absint',
			),
			'hf'            => self::flag_arg( 'Only halogen-free cable types (1); 0 for any.' ),
			'armoured'      => self::flag_arg( 'Only armoured cable types (1); 0 for any.' ),
			'screened'      => self::flag_arg( 'Only screened cable types (1); 0 for any.' ),
			'page'          => Args::page(),
			'per_page'      => Args::per_page( self::MAX_PER_PAGE, 12, 'Products' ),
		);
	}

	/**
	 * A flag filter argument: 0 or 1.
	 *
	 * @param string $description What 1 asks for.
	 * @return array<string, mixed>
	 */
	private static function flag_arg( string $description ): array {
		return array(
			'description'       => $description,
			'type'              => 'integer',
			'enum'              => array( 0, 1 ),
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'absint',
		);
	}

	/**
	 * The voltage argument: the schema (pattern, length), then a rating U0/U with U0 <= U that reads
	 * back to the same URL value (TechnicalFilters::voltage_of_slug()).
	 *
	 * @param mixed           $value   The value.
	 * @param WP_REST_Request $request The request.
	 * @param string          $param   The argument's name.
	 * @return true|\WP_Error
	 */
	public static function validate_voltage( $value, WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		if ( null === TechnicalFilters::voltage_of_slug( (string) $value ) ) {
			return new \WP_Error(
				'kabelshop_invalid_voltage',
				/* translators: %s: the name of a request field, e.g. voltage */
				sprintf( __( '%s: a rated voltage such as 300-500V, 450-750V or 0.6-1kV.', 'kabelshop-core' ), $param ),
				array( 'status' => 400 )
			);
		}
		return true;
	}

	/**
	 * The search a request's (validated, sanitised) arguments ask for.
	 *
	 * @param array<string, mixed> $params Arguments by name (missing = any).
	 */
	public static function query( array $params ): SearchQuery {
		$cores     = $params['cores'] ?? null;
		$cross     = $params['cross_section'] ?? null;
		$conductor = $params['conductor'] ?? null;
		$voltage   = (string) ( $params['voltage'] ?? '' );
		return new SearchQuery(
			(string) ( $params['search'] ?? '' ),
			(string) ( $params['category'] ?? '' ),
			null === $cores || '' === $cores ? null : (int) $cores,
			null === $cross || '' === $cross ? null : (string) $cross,
			max( 1, (int) ( $params['page'] ?? 1 ) ),
			max( 1, (int) ( $params['per_page'] ?? 12 ) ),
			(string) ( $params['cpr'] ?? '' ),
			'' === $voltage ? '' : (string) TechnicalFilters::voltage_of_slug( $voltage ),
			null === $conductor || '' === $conductor ? null : (int) $conductor,
			! empty( $params['hf'] ),
			! empty( $params['armoured'] ),
			! empty( $params['screened'] )
		);
	}

	/**
	 * The catalogue is public.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * Runs the search.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function search( WP_REST_Request $request ): WP_REST_Response {
		$query  = self::query( $request->get_params() );
		$result = ( new ArticleRepository() )->search( $query );
		$size   = ProductCardView::size_of_search( $query->text, $query->cores, $query->cross_section_mm2 );
		$rows   = self::summaries( $result->products );
		self::prime_card_drawings( $rows, $size );
		$rows     = array_map(
			static fn( array $row ): array => $row + array( 'card_html' => ProductCardView::html( $row, $size ) ),
			$rows
		);
		$response = new WP_REST_Response( $rows, 200 );
		$response->header( 'X-WP-Total', (string) $result->total_products );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $result->total_products / max( 1, $query->per_page ) ) );
		$response->header( 'X-Kabelshop-Articles-Total', (string) $result->total_articles );
		return $response;
	}

	/**
	 * Reads the cross-section drawings' articles of the cards without a photo in two statements
	 * (ArticleRepository::prime_first_of_size()), instead of two per card when each card asks
	 * CrossSectionService::card_image(). The size per card is the one ProductCardView::card() draws:
	 * the searched size, else the card's first size. A card asking anything else is read as before,
	 * so the answer never depends on this.
	 *
	 * @param list<array<string, mixed>> $rows ProductSchema::summary() rows.
	 * @param string                     $size Canonical size the search names, '' for none.
	 */
	private static function prime_card_drawings( array $rows, string $size ): void {
		$wanted = array();
		foreach ( $rows as $row ) {
			if ( null !== $row['image'] && '' !== $row['image'] ) {
				continue; // The photo is shown.
			}
			$sizes                      = array_values( array_map( 'strval', (array) $row['sizes'] ) );
			$wanted[ (int) $row['id'] ] = '' !== $size ? $size : ( $sizes ? (string) SizeNormalizer::canonical( $sizes[0] ) : '' );
		}
		( new ArticleRepository() )->prime_first_of_size( $wanted );
	}

	/**
	 * ProductSchema summaries of search rows; posts, meta and terms of the page are loaded in
	 * batches (no query per product).
	 *
	 * @param list<array{product_id: int, designation: string, articles: int, price_from_e4: int|null, price_is_demo: bool, sizes: list<string>, sizes_total: int}> $rows Search rows.
	 * @return list<array<string, mixed>>
	 */
	public static function summaries( array $rows ): array {
		$ids = array_map( static fn( $row ) => $row['product_id'], $rows );
		if ( $ids ) {
			_prime_post_caches( $ids, true, true );
			update_object_term_cache( $ids, ProductMeta::POST_TYPE );
			// The language versions the cards show (ProductMeta::shown()), with their meta: one query.
			Translations::prime( $ids );
		}
		$out = array();
		foreach ( $rows as $row ) {
			$post = get_post( $row['product_id'] );
			if ( $post ) {
				$out[] = ProductSchema::summary( $post, $row );
			}
		}
		return $out;
	}
}
