<?php
/**
 * Core's speculative loading, with the shop's REST answers kept out of it.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Http;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Issue 28: WordPress 6.8 prints speculation rules on visitors' pages (wp_get_speculation_rules():
 * prefetch, eagerness "conservative", so a link is fetched when the pointer or finger goes down on
 * it, about 100-200 ms before the click). The theme had no prefetching of its own; it keeps core's
 * rules as they are (not for logged-in users, whose pages carry their own prices and are never
 * cached: core's own default) and adds one exclusion through core's filter:
 *
 * - the REST API (`/wp-json/*`, rest_get_url_prefix()): the links into it are downloads (the order
 *   PDF, the HUB-3 barcode, price lists) and rate-limited answers (Rest\Routes\V1\DocumentSearch),
 *   which a prefetch would fetch, count and throw away.
 *
 * Core already leaves out wp-login.php and the other wp-*.php files, wp-admin, wp-content, every
 * address with a query string (the shop's ?lang= links, nonce links and the newsletter's confirm
 * and unsubscribe links with their tokens) and links marked rel="nofollow".
 */
final class SpeculativeLoading implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'wp_speculation_rules_href_exclude_paths', array( $this, 'exclude_paths' ) );
	}

	/**
	 * Filter wp_speculation_rules_href_exclude_paths: adds the REST API's path pattern, relative to
	 * the home URL as the filter expects (core prefixes it with the home path).
	 *
	 * @param string[]|mixed $paths Path patterns (URL Pattern syntax) core does not speculatively load.
	 * @return string[]
	 */
	public function exclude_paths( $paths ): array {
		$paths   = is_array( $paths ) ? array_values( array_filter( $paths, 'is_string' ) ) : array();
		$paths[] = '/' . trim( rest_get_url_prefix(), '/' ) . '/*';
		return $paths;
	}
}
