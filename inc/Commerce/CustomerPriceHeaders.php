<?php
/**
 * Keeps pages and answers with a customer's own prices out of shared caches.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * A logged-in buyer's catalogue, product pages, wishlist and GET kabelshop/v1/products answers
 * carry their own price (CustomerPrice), so no cache may hand them to anyone else.
 *
 * WordPress already sends its no-cache headers for every page (WP::send_headers()) and REST answer
 * (rest_send_nocache_headers) of a logged-in user, but 6.1's are "no-cache, must-revalidate,
 * max-age=0": a shared cache may still store such an answer (it only has to revalidate it). This
 * adds "no-store, private" for logged-in users (filter nocache_headers), as WordPress 6.3 does
 * (core ticket #21938): no proxy or CDN stores the answer, and the browser keeps no copy on disk.
 * Visitors' pages are the same for every visitor (list prices) and stay cacheable. The project runs
 * no page cache of its own; a page cache in front of it must bypass requests with a
 * wordpress_logged_in_* cookie (docs/checkout.md "Prices the buyer sees").
 */
final class CustomerPriceHeaders implements Service {

	/** The Cache-Control value of answers for logged-in users. */
	public const CACHE_CONTROL = 'no-cache, must-revalidate, max-age=0, no-store, private';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'nocache_headers', array( $this, 'private_for_users' ) );
	}

	/**
	 * Filter nocache_headers: Cache-Control CACHE_CONTROL while a user is logged in.
	 *
	 * @param array<string, string>|mixed $headers Header name => value.
	 * @return array<string, string>|mixed
	 */
	public function private_for_users( $headers ) {
		if ( is_array( $headers ) && is_user_logged_in() ) {
			$headers['Cache-Control'] = self::CACHE_CONTROL;
		}
		return $headers;
	}
}
