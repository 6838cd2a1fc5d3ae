<?php
/**
 * GET and POST kabelshop/v1/wishlist.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use Kabelshop\Wishlist\WishlistRepository;
use WP_REST_Request;

/**
 * The logged-in customer's own wishlist (spec: wishlist). Capability kabelshop_place_orders
 * (401 for visitors, 403 for pending accounts).
 * GET: 200 { items: list<entry> } (entry shape: Wishlist\WishlistRepository), current prices.
 * POST { article_code } (nonce + XSRF): adds; 400 kabelshop_wishlist_unknown_article naming
 * article_code for a code not in the catalogue, 409 kabelshop_wishlist_full at MAX_ENTRIES
 * (checked with the insert under the customer's lock, issue 26: parallel adds keep every article
 * and never pass the limit together; 503 kabelshop_account_busy when the lock cannot be had in
 * 10 seconds); 200 { items } (the whole list after the change).
 */
final class Wishlist extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'wishlist';
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
				'args'    => array(),
				'handler' => 'list_items',
			),
			array(
				'methods' => 'POST',
				'args'    => array(
					'article_code' => array(
						'description'       => 'Article code to save.',
						'type'              => 'string',
						'required'          => true,
						'minLength'         => 1,
						'maxLength'         => 64,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_text_field',
					),
				),
				'handler' => 'add',
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
	 * The own list.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{items: list<array<string, mixed>>}
	 */
	public function list_items( WP_REST_Request $request ): array {
		return array( 'items' => ( new WishlistRepository() )->items( get_current_user_id() ) );
	}

	/**
	 * Saves an article.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{items: list<array<string, mixed>>}
	 * @throws RouteException 400 unknown code, 409 full list.
	 */
	public function add( WP_REST_Request $request ): array {
		$code     = trim( (string) $request->get_param( 'article_code' ) );
		$articles = Pricing::on_sale_by_code( array( $code ) );
		if ( ! $articles ) {
			$this->bad_field( 'kabelshop_wishlist_unknown_article', 'article_code', __( 'This article is not in the catalogue.', 'kabelshop-core' ) );
		}
		$article    = reset( $articles );
		$repository = new WishlistRepository();
		if ( ! $repository->add( get_current_user_id(), $article->article_code ) ) {
			/* translators: %d: maximum number of saved articles */
			throw new RouteException( 'kabelshop_wishlist_full', sprintf( __( 'Your wishlist is full (at most %d articles). Please remove some first.', 'kabelshop-core' ), WishlistRepository::MAX_ENTRIES ), 409 );
		}
		return array( 'items' => $repository->items( get_current_user_id() ) );
	}
}
