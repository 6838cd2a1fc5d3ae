<?php
/**
 * XML-RPC is off.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

/**
 * The shop uses no XML-RPC client, and xmlrpc.php accepts account passwords outside every
 * login form (no token, no bot check; system.multicall tries many per request), so inside
 * WordPress it is switched off: xmlrpc_enabled is false (methods that need a login answer
 * 405), xmlrpc_methods is empty (every other method, pingback.ping and system.multicall
 * included, answers "requested method does not exist"), pings are closed, and pages no longer
 * announce it (no X-Pingback header, no RSD or wlwmanifest link in the head). bin/router.php also
 * answers 404 for xmlrpc.php itself. Registered by Privacy::register().
 */
final class XmlRpcOff {

	/**
	 * Registers the hooks.
	 */
	public function register(): void {
		add_filter( 'xmlrpc_enabled', '__return_false' );
		add_filter( 'xmlrpc_methods', array( $this, 'no_methods' ), PHP_INT_MAX );
		add_filter( 'pings_open', '__return_false' );
		add_filter( 'wp_headers', array( $this, 'drop_pingback_header' ) );
		remove_action( 'wp_head', 'rsd_link' );
		remove_action( 'wp_head', 'wlwmanifest_link' );
	}

	/**
	 * No XML-RPC method at all.
	 *
	 * @param array<string, mixed> $methods Method name => callback.
	 * @return array<string, mixed>
	 */
	public function no_methods( $methods ): array {
		return array();
	}

	/**
	 * Drops the X-Pingback header.
	 *
	 * @param array<string, string> $headers Response headers.
	 * @return array<string, string>
	 */
	public function drop_pingback_header( $headers ): array {
		$headers = (array) $headers;
		unset( $headers['X-Pingback'] );
		return $headers;
	}
}
