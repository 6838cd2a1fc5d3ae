<?php
/**
 * A page's query values are strings.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Rest\RouteScope;

/**
 * PHP turns `?name[]=x` into an array, and code that expects a string then logs "Array to string
 * conversion" or, in WordPress 6.1's own query parsing, dies with a TypeError (`/?page[]=x`,
 * `/?rest_route[]=x`: a 500 "critical error" and a fatal line in the log). Anyone can send such a URL
 * to any page, as often as they like, to fill the log and hide the lines that matter (issue 26,
 * "Clean logs"). No page, form handler or WordPress entry point of the shop reads an array from
 * the query string, so:
 *
 * - on every request that is neither wp-admin nor a REST call (pages, wp-login.php, wp-cron.php),
 *   an array value in $_GET is dropped as soon as the theme loads (before init, parse_request and
 *   wp-login.php's own reads), from $_REQUEST too unless the form body sent that name: the request
 *   goes on as if the parameter were absent; on wp-login.php also from $_POST (its forms post no
 *   list, and `log[]=` killed core's sanitize_user() with a TypeError);
 * - on a REST call only `_locale` (core's apiFetch parameter, never a route argument) is dropped when
 *   it is an array: the routes' arguments keep core's validation, which answers 400 naming the field;
 * - WordPress's query variables (filter request, from the query string, a form body or the
 *   rewrite rules) keep no array except post_type, which core accepts as a list.
 * Registered by Privacy::register().
 */
final class QueryShape {

	/** Query variables WordPress itself takes as a list. */
	private const LIST_VARS = array( 'post_type' );

	/**
	 * Cleans the superglobals now and registers the query-variable filter.
	 */
	public function register(): void {
		self::drop_arrays( is_admin() ? array() : ( null === RouteScope::requested_route() ? null : array( '_locale' ) ) );
		if ( 'wp-login.php' === ( $GLOBALS['pagenow'] ?? '' ) ) {
			self::drop_posted_arrays();
		}
		add_filter( 'request', array( $this, 'filter_query_vars' ) );
	}

	/**
	 * Drops array values from $_GET (and the same names from $_REQUEST unless $_POST has them).
	 *
	 * @param list<string>|null $names The names to look at; null: every name.
	 */
	public static function drop_arrays( ?array $names ): void {
		// phpcs:disable WordPress.Security.NonceVerification -- nothing is acted on: values are only removed.
		foreach ( $_GET as $name => $value ) {
			if ( is_array( $value ) && ( null === $names || in_array( $name, $names, true ) ) ) {
				unset( $_GET[ $name ] );
				if ( ! isset( $_POST[ $name ] ) ) {
					unset( $_REQUEST[ $name ] );
				}
			}
		}
		// phpcs:enable
	}

	/**
	 * Drops array values from $_POST and $_REQUEST: wp-login.php's forms post no list, and core
	 * dies on one (`log[]=` is a TypeError in sanitize_user()).
	 */
	public static function drop_posted_arrays(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- nothing is acted on: values are only removed.
		foreach ( $_POST as $name => $value ) {
			if ( is_array( $value ) ) {
				unset( $_POST[ $name ], $_REQUEST[ $name ] );
			}
		}
		// phpcs:enable
	}

	/**
	 * WordPress's query variables without arrays, post_type excepted (filter request).
	 *
	 * @param array<string, mixed> $vars Query variables.
	 * @return array<string, mixed>
	 */
	public function filter_query_vars( $vars ): array {
		$vars = (array) $vars;
		foreach ( $vars as $name => $value ) {
			if ( is_array( $value ) && ! in_array( $name, self::LIST_VARS, true ) ) {
				unset( $vars[ $name ] );
			}
		}
		return $vars;
	}
}
