<?php
/**
 * GET kabelshop/v1/session.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Rest\AbstractRoute;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The anti-forgery tokens of this browser (issue 16). A visitor's page is the same for everyone
 * (cacheable, Http\PageCache), so it carries no wp_rest nonce and sets no XSRF-TOKEN cookie;
 * src/lib/api asks this route once before its first write when it lacks either, as WooCommerce's
 * Store API hands out its nonce in a response header. Anyone may call it.
 * 200 { logged_in: bool } with the headers that matter: X-WP-Nonce (the wp_rest nonce of the
 * caller: Rest\ErrorFunnel puts it on every kabelshop/v1 answer), Set-Cookie XSRF-TOKEN when the
 * browser has none (Security\Xsrf), Cache-Control "no-store, private" (one browser's tokens).
 */
final class Session extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'session';
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
				'handler' => 'show',
			),
		);
	}

	/**
	 * Public.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true
	 */
	public function permission( WP_REST_Request $request ) {
		return true;
	}

	/**
	 * The answer; the tokens travel in its headers.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function show( WP_REST_Request $request ): WP_REST_Response {
		$response = new WP_REST_Response( array( 'logged_in' => is_user_logged_in() ), 200 );
		$response->header( 'Cache-Control', 'no-store, private, max-age=0' );
		return $response;
	}
}
