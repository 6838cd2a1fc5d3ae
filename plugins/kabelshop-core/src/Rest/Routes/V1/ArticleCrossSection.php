<?php
/**
 * GET kabelshop/v1/cross-section.svg (issue 14).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\CrossSectionDrawing;
use Kabelshop\Catalog\CrossSectionService;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\CrossSectionSvgResponse;
use WP_REST_Request;

/**
 * The schematic cross-section drawing of one article (Catalog\CrossSectionDrawing), public: it
 * shows catalogue data only. Query: code (the article code; a query parameter, not a path segment,
 * because article codes may hold "/", which the server refuses encoded in a path), lang (hr | en |
 * sr: the language of its title and description; default the request's, Locale::current()), v
 * (ignored: CrossSectionService::url() sets it to the drawing's version, so a changed drawing gets
 * a new URL). The answer is the SVG (image/svg+xml; ETag; Cache-Control public, max-age one day;
 * 304 to a matching If-None-Match; Catalog\CrossSectionService sends it). 404
 * kabelshop_article_not_found for an unknown code.
 */
final class ArticleCrossSection extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'cross-section\.svg';
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
				'args'    => array(
					'code' => Args::article_code(),
					'lang' => Args::lang( 'Language of the title and description: hr, en or sr (default: the request\'s).' ),
					'v'    => array(
						'description'       => 'Version of the drawing (set by the site so a changed drawing gets a new URL; ignored).',
						'type'              => 'string',
						'pattern'           => '^[a-f0-9]{1,32}$',
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_key',
					),
				),
				'handler' => 'show',
			),
		);
	}

	/**
	 * Public: the drawing shows catalogue data only.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * The drawing.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws RouteException 404 when no article has the code.
	 */
	public function show( WP_REST_Request $request ): CrossSectionSvgResponse {
		$code     = (string) $request->get_param( 'code' );
		$articles = ( new ArticleRepository() )->find_by_codes( array( $code ) );
		$article  = $articles[ $code ] ?? null;
		if ( null === $article || ! get_post( $article->product_id ) ) {
			throw new RouteException( 'kabelshop_article_not_found', __( 'This article does not exist.', 'kabelshop-core' ), 404 );
		}
		$lang = (string) $request->get_param( 'lang' );
		$lang = isset( Locale::LANGUAGES[ $lang ] ) ? $lang : Locale::current();
		$svg  = (string) Locale::in_language( $lang, static fn(): string => CrossSectionDrawing::svg( CrossSectionService::spec( $article ) ) );
		return new CrossSectionSvgResponse( $article->article_code, $svg, (string) $request->get_header( 'if_none_match' ) );
	}
}
