<?php
/**
 * No WordPress discovery Link headers on front-end pages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Http;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Issue 16: a cached page is answered from nginx's page cache with every header PHP sent, on every
 * hit, and nginx parses them again each time. WordPress adds three Link headers to every front-end
 * page on template_redirect (priority 11), about 200 of the page's 600 header bytes:
 *   Link: <…/wp-json/>; rel="https://api.w.org/"                      (rest_output_link_header)
 *   Link: <…/wp-json/wp/v2/pages/61>; rel="alternate"; type="…json"  (rest_output_link_header)
 *   Link: <…/?p=61>; rel=shortlink                                    (wp_shortlink_header)
 * Nothing of the shop reads them: the islands get the REST base from the page config (src/lib/config.ts), the
 * shop links no short URLs, and the REST API stays discoverable through the <link rel="https://api.w.org/">
 * element WordPress still prints in <head> (rest_output_link_wp_head). So they are removed here;
 * bench/cluster.sh measured the cached page against a static file of its size (docs/deploy.md).
 */
final class LeanHeaders implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'after_setup_theme', array( $this, 'remove_link_headers' ) );
	}

	/**
	 * Unhooks WordPress's REST discovery and shortlink headers (default-filters.php, priority 11).
	 */
	public function remove_link_headers(): void {
		remove_action( 'template_redirect', 'rest_output_link_header', 11 );
		remove_action( 'template_redirect', 'wp_shortlink_header', 11 );
	}
}
