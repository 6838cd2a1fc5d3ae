<?php
/**
 * GET kabelshop/v1/products/<id>.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\I18n\Translations;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\ProductSchema;
use WP_REST_Request;
use WP_REST_Response;

/**
 * One product with its articles (public): ProductSchema::detail(). A missing, unpublished or
 * non-product id answers 404 kabelshop_catalog_not_found.
 */
final class Product extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'products/(?P<id>\d+)';
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
					'id' => Args::id( 'Product (cable type) id.' ),
				),
				'handler' => 'show',
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
	 * The product.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws RouteException 404 when there is no such published product.
	 */
	public function show( WP_REST_Request $request ): WP_REST_Response {
		$post = get_post( (int) $request->get_param( 'id' ) );
		if ( ! $post || ProductMeta::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			throw new RouteException( 'kabelshop_catalog_not_found', __( 'This cable type does not exist or is not published.', 'kabelshop-core' ), 404 );
		}
		// Any version's id answers; the shape is the request language's version (X-Kabelshop-Lang).
		$record = get_post( Translations::original( $post->ID ) );
		$post   = ProductMeta::shown( $record instanceof \WP_Post ? $record : $post );
		return new WP_REST_Response( ProductSchema::detail( $post, ( new ArticleRepository() )->for_product( $post->ID ) ), 200 );
	}
}
