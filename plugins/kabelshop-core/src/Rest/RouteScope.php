<?php
/**
 * A kabelshop/v1 call loads only what a kabelshop/v1 route can use.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Issue 16 (catalogue search p95 <= 20 ms at 10,000 articles): on every REST call WordPress
 * registers all of core's routes (about 200, with their argument schemas and translated
 * descriptions) and, on init, every core widget, which builds the script registry. A call to one
 * of the shop's own routes uses none of it, and it cost 2.9 ms of PHP a search (excimer, CPU:
 * create_initial_rest_routes 2.1 ms, wp_widgets_init 0.8 ms; docs/search.md).
 *
 * So, when the request's REST route is in the kabelshop/v1 namespace (read from the raw request,
 * as rest_api_loaded() will), this service unhooks core's create_initial_rest_routes and its oEmbed
 * route from rest_api_init and wp_widgets_init from init. Nothing else changes: core's REST
 * settings, the shop's routes, authentication, nonces and every filter run as before. A call to
 * any other route (wp/v2, the block editor's, oembed/1.0, batch/v1) or to the index keeps core's
 * registrations. A request whose URL only looks like the namespace gets at worst core's 404
 * rest_no_route: the service only ever leaves registrations out.
 */
final class RouteScope implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service); runs from functions.php, before init.
	 */
	public function register(): void {
		if ( ! self::is_own_route( self::requested_route() ) ) {
			return;
		}
		remove_action( 'rest_api_init', 'create_initial_rest_routes', 99 );
		remove_action( 'rest_api_init', 'wp_oembed_register_route' );
		remove_action( 'init', 'wp_widgets_init', 1 );
	}

	/**
	 * The REST route the request asks for, as rest_api_loaded() will see it: the rest_route query
	 * parameter, else the URL path after "/<rest prefix>/" (e.g. /wp-json/kabelshop/v1/products →
	 * "/kabelshop/v1/products"; the site may sit in a folder), URL-decoded once as WordPress's
	 * rewrite does. Null when the URL names no route (not a REST call, or the index /wp-json).
	 */
	public static function requested_route(): ?string {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput -- only compared with a fixed prefix; nothing is stored or printed.
		if ( isset( $_GET['rest_route'] ) && is_string( $_GET['rest_route'] ) ) {
			return '/' . ltrim( wp_unslash( $_GET['rest_route'] ), '/' );
		}
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : '';
		// phpcs:enable
		$path   = (string) wp_parse_url( $uri, PHP_URL_PATH );
		$prefix = '/' . trim( rest_get_url_prefix(), '/' );
		$at     = strpos( $path, $prefix . '/' );
		if ( false === $at ) {
			return null;
		}
		return '/' . ltrim( rawurldecode( substr( $path, $at + strlen( $prefix ) + 1 ) ), '/' );
	}

	/**
	 * True when $route is kabelshop/v1 or below it (case-insensitive, as the REST server matches).
	 *
	 * @param string|null $route A route from requested_route().
	 */
	public static function is_own_route( ?string $route ): bool {
		if ( null === $route ) {
			return false;
		}
		$namespace = '/' . AbstractRoute::NAMESPACE;
		$route     = strtolower( rtrim( $route, '/' ) );
		return $route === $namespace || str_starts_with( $route, $namespace . '/' );
	}
}
