<?php
/**
 * Metal prices: wiring.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;
use WP_REST_Response;

/**
 * Registers the capability kabelshop_manage_metal_prices for administrators, the
 * daily ECB cron event, and the HTTP caching of the public GET routes kabelshop/v1/metal-prices* and
 * kabelshop/v1/metal-surcharge:
 * Cache-Control public, max-age MAX_AGE (so Rest\ErrorFunnel adds no per-user nonce header) and no
 * WordPress no-cache headers, since the answer is the same for everybody (a new import is visible after at most
 * MAX_AGE seconds in shared caches; the server's own cache is invalidated at once).
 */
final class MetalsService implements Service {

	public const MAX_AGE = 300;

	/** Capability of the metal prices screen (Admin\MetalPricesPage) and its import route. */
	public const CAPABILITY = 'kabelshop_manage_metal_prices';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'grant_capability' ) );
		add_action( 'init', array( RatesFetcher::class, 'schedule' ) );
		add_action( RatesFetcher::HOOK, array( $this, 'fetch_rates' ) );
		add_filter( 'rest_send_nocache_headers', array( $this, 'send_nocache' ) );
	}

	/**
	 * Gives administrators the capability once (stored in the roles option).
	 */
	public function grant_capability(): void {
		$role = get_role( 'administrator' );
		if ( $role && ! $role->has_cap( self::CAPABILITY ) ) {
			$role->add_cap( self::CAPABILITY );
		}
	}

	/**
	 * Cron callback.
	 */
	public function fetch_rates(): void {
		( new RatesFetcher() )->run();
	}

	/**
	 * Marks a metal price answer as publicly cacheable (Cache-Control public, max-age MAX_AGE).
	 *
	 * @param WP_REST_Response $response Answer.
	 */
	public static function cacheable( WP_REST_Response $response ): WP_REST_Response {
		$response->header( 'Cache-Control', 'public, max-age=' . self::MAX_AGE );
		$response->header( 'Expires', gmdate( 'D, d M Y H:i:s', time() + self::MAX_AGE ) . ' GMT' );
		return $response;
	}

	/**
	 * True for a GET of a public metal price route.
	 *
	 * @param string $route  Route.
	 * @param string $method HTTP method.
	 */
	public static function is_public_get( string $route, string $method ): bool {
		return in_array( $method, array( 'GET', 'HEAD' ), true ) && 1 === preg_match( '#^/kabelshop/v1/(metal-prices(/monthly|/latest)?|metal-surcharge)/?$#', $route );
	}

	/**
	 * No no-cache headers for the public metal price GETs (WordPress sends them to logged-in users).
	 *
	 * @param bool $send Whether WordPress would send them.
	 * @return bool
	 */
	public function send_nocache( $send ) {
		$route  = isset( $GLOBALS['wp']->query_vars['rest_route'] ) ? (string) $GLOBALS['wp']->query_vars['rest_route'] : '';
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
		return self::is_public_get( $route, strtoupper( $method ) ) ? false : $send;
	}
}
