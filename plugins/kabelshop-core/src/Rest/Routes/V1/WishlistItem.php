<?php
/**
 * DELETE kabelshop/v1/wishlist/{article_code}.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\Roles;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use Kabelshop\Wishlist\WishlistRepository;
use WP_REST_Request;

/**
 * Removes an article from the logged-in customer's own wishlist (spec: wishlist). Capability
 * kabelshop_place_orders (401/403); nonce + XSRF. Only the caller's entries are touched: a code
 * the caller did not save (even when another customer did) answers 404
 * kabelshop_wishlist_not_found. Success: 200 { items } (the list after the change).
 */
final class WishlistItem extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'wishlist/(?P<article_code>[^/]{1,64})';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'DELETE',
				'args'    => array(
					'article_code' => array(
						'description'       => 'Article code to remove.',
						'type'              => 'string',
						'minLength'         => 1,
						'maxLength'         => 64,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_text_field',
					),
				),
				'handler' => 'remove',
			),
		);
	}

	/**
	 * Approved customers only.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( Roles::CAP_ORDER );
	}

	/**
	 * Removes the entry.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{items: list<array<string, mixed>>}
	 * @throws RouteException 404 when the caller has no such entry.
	 */
	public function remove( WP_REST_Request $request ): array {
		$repository = new WishlistRepository();
		$code       = rawurldecode( (string) $request->get_param( 'article_code' ) );
		if ( ! $repository->remove( get_current_user_id(), $code ) ) {
			throw new RouteException( 'kabelshop_wishlist_not_found', __( 'This article is not on your wishlist.', 'kabelshop-core' ), 404 );
		}
		return array( 'items' => $repository->items( get_current_user_id() ) );
	}
}
