<?php
/**
 * GET kabelshop/v1/products/<id>/packaging-suggestion (issue 14: the packaging suggester).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\SizeNormalizer;
use Kabelshop\Commerce\PackagingSuggester;
use Kabelshop\Commerce\Pricing;
use Kabelshop\I18n\Translations;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\PackagingSuggestionSchema;
use Kabelshop\Security\RateLimiter;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Public, read-only. Query: size (the size label of the family, "3x2.5" or "3x2,5", 1..64
 * characters; required), length_m (wanted metres, 1..PackagingSuggester::MAX_LENGTH_M; required).
 * Answers PackagingSuggestionSchema::response(): the cheapest combination of whole packages and a
 * cut from a drum among the product's orderable articles of that size (docs/packaging-suggester.md).
 *
 * Errors: 400 kabelshop_invalid_param / kabelshop_missing_param naming size or length_m (the args'
 * limits, Rest\ErrorFunnel); 404 kabelshop_catalog_not_found (no such published cable type);
 * 404 kabelshop_packaging_no_articles naming size (no orderable article of that size: none, or
 * all on request); 429 kabelshop_packaging_rate_limited (Retry-After) after RATE_MAX suggestions
 * per RATE_WINDOW seconds from one IP (each one plans up to 10,000 metres).
 */
final class PackagingSuggestion extends AbstractRoute {

	public const RATE_MAX    = 60;
	public const RATE_WINDOW = 60;

	/** Longest size label accepted (the articles' column is varchar(64)). */
	public const SIZE_MAX_LENGTH = 64;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'products/(?P<id>\d+)/packaging-suggestion';
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
					'id'       => Args::id( 'Product (cable type) id.' ),
					'size'     => array(
						'description'       => 'Size of the article family, e.g. 3x2.5 or 3x2,5.',
						'type'              => 'string',
						'required'          => true,
						'minLength'         => 1,
						'maxLength'         => self::SIZE_MAX_LENGTH,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_text_field',
					),
					'length_m' => array(
						'description'       => sprintf( 'Wanted length in whole metres, 1 to %d.', PackagingSuggester::MAX_LENGTH_M ),
						'type'              => 'integer',
						'required'          => true,
						'minimum'           => 1,
						'maximum'           => PackagingSuggester::MAX_LENGTH_M,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'absint',
					),
				),
				'handler' => 'suggest',
			),
		);
	}

	/**
	 * Public, like the product page.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * The suggestion.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws RouteException 404 no product or no orderable article of the size, 429 rate limit.
	 */
	public function suggest( WP_REST_Request $request ): WP_REST_Response {
		$key = 'packaging:ip:' . RateLimiter::client_ip();
		if ( ! RateLimiter::limit( $key, self::RATE_MAX, self::RATE_WINDOW ) ) {
			throw new RouteException( 'kabelshop_packaging_rate_limited', __( 'Too many suggestions. Please wait a minute and try again.', 'kabelshop-core' ), 429, array( 'retry_after' => RateLimiter::retry_after( $key ) ) );
		}
		$post = get_post( Translations::original( (int) $request->get_param( 'id' ) ) );
		if ( ! $post || ProductMeta::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			throw new RouteException( 'kabelshop_catalog_not_found', __( 'This cable type does not exist or is not published.', 'kabelshop-core' ), 404 );
		}
		$size   = trim( (string) $request->get_param( 'size' ) );
		$wanted = self::size_key( $size );
		$family = array_values(
			array_filter(
				( new ArticleRepository() )->for_product( $post->ID ),
				static fn( Article $article ): bool => self::size_key( $article->size_label ) === $wanted && Pricing::is_on_sale( $article )
			)
		);
		$answer = $family ? PackagingSuggester::for_articles( $family, (int) $request->get_param( 'length_m' ) ) : null;
		if ( null === $answer ) {
			throw new RouteException(
				'kabelshop_packaging_no_articles',
				__( 'Size: this cable type has no article of that size that can be ordered online.', 'kabelshop-core' ),
				404,
				array( 'field' => 'size' )
			);
		}
		return new WP_REST_Response( PackagingSuggestionSchema::response( $answer, $family[0]->size_label ), 200 );
	}

	/**
	 * A size compared as the catalogue compares sizes: canonical ("3 x 2,5" = "3x2.5"), else lower-cased.
	 *
	 * @param string $size A size label.
	 */
	private static function size_key( string $size ): string {
		return SizeNormalizer::canonical( $size ) ?? mb_strtolower( trim( $size ) );
	}
}
