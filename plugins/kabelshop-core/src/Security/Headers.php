<?php
/**
 * Security headers, cookie SameSite and no WordPress version on the wire.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Every answer of a request that loads WordPress (pages, feeds, wp-login.php, wp-admin, REST,
 * redirects and wp_die() pages alike) gets, just before PHP sends its headers
 * (header_register_callback, so no early exit can skip it):
 *
 * - X-Content-Type-Options: nosniff (browsers do not guess a script out of a text answer);
 * - Referrer-Policy: strict-origin-when-cross-origin (other sites see our origin, never a path
 *   with an order or document number in it);
 * - X-Frame-Options: SAMEORIGIN and Content-Security-Policy: frame-ancestors 'self' (no framing by
 *   other sites, i.e. no clickjacking; the CSP form is the standard one, the header the one old
 *   browsers know). A header a response set itself (e.g. a stricter X-Frame-Options: DENY) is kept.
 * - no X-Powered-By (PHP's version);
 * - SameSite=Lax on every Set-Cookie line that names no SameSite, i.e. WordPress's auth cookies
 *   (wordpress_<hash>, wordpress_sec_<hash>, wordpress_logged_in_<hash>) and its test and settings
 *   cookies: WordPress sets them with setcookie() and has no filter for the attribute (still so in
 *   7.1: wp_set_auth_cookie(), wp-login.php), so the
 *   finished Set-Cookie lines are rewritten. Lax still sends them on top-level links from other
 *   sites, so links in e-mails keep working, but not on cross-site POSTs or in frames.
 *
 * The WordPress version is not published (issue 9, "Requests"): the generator tag and the feeds'
 * generator element are empty, and core's script and style URLs carry a site-specific hash of the
 * version in ?ver= instead of the version (the URL still changes when WordPress is updated, so
 * caches are still busted).
 *
 * Not covered here, because they do not load the theme: static files and wp-admin/load-scripts.php
 * / load-styles.php (served as they are; the router and the web server's configuration answer for
 * those).
 */
final class Headers implements Service {

	/**
	 * Headers every answer carries, name => value. Sources: OWASP Secure Headers Project;
	 * CSP Level 2 frame-ancestors; RFC 7034 (X-Frame-Options).
	 */
	public const HEADERS = array(
		'X-Content-Type-Options'  => 'nosniff',
		'Referrer-Policy'         => 'strict-origin-when-cross-origin',
		'X-Frame-Options'         => 'SAMEORIGIN',
		'Content-Security-Policy' => "frame-ancestors 'self'",
	);

	/** SameSite value given to cookies that name none. */
	public const SAMESITE = 'Lax';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		if ( ! headers_sent() ) {
			header_register_callback( array( $this, 'finish_headers' ) );
		}
		add_filter( 'the_generator', array( $this, 'no_generator' ) );
		add_action( 'wp_default_scripts', array( $this, 'hide_default_version' ), 11 );
		add_action( 'wp_default_styles', array( $this, 'hide_default_version' ), 11 );
		add_filter( 'script_loader_src', array( $this, 'hide_version_in_url' ) );
		add_filter( 'style_loader_src', array( $this, 'hide_version_in_url' ) );
	}

	/**
	 * Header callback: adds the security headers, drops X-Powered-By, adds SameSite to cookies.
	 * Runs once, right before PHP sends the headers of the answer.
	 */
	public function finish_headers(): void {
		$present = self::present_header_names();
		foreach ( self::HEADERS as $name => $value ) {
			if ( 'Content-Security-Policy' === $name ) {
				self::add_frame_ancestors( $value );
				continue;
			}
			if ( 'X-Content-Type-Options' === $name || ! isset( $present[ strtolower( $name ) ] ) ) {
				header( $name . ': ' . $value );
			}
		}
		header_remove( 'X-Powered-By' );
		self::add_samesite();
	}

	/**
	 * Empty generator tag and feed generator element (filter the_generator).
	 */
	public function no_generator(): string {
		return '';
	}

	/**
	 * Replaces the WordPress version that core uses for its scripts and styles without an own version
	 * (and in wp-admin's load-scripts.php / load-styles.php URLs) with version_token().
	 *
	 * @param \WP_Dependencies $dependencies WP_Scripts or WP_Styles, after core's defaults (priority 11).
	 */
	public function hide_default_version( $dependencies ): void {
		if ( $dependencies instanceof \WP_Dependencies && isset( $dependencies->default_version ) && self::wp_version() === (string) $dependencies->default_version ) {
			$dependencies->default_version = self::version_token();
		}
	}

	/**
	 * Replaces ver=<WordPress version> in a script or style URL with ver=<version_token()> (scripts
	 * registered with the version spelled out, and the emoji loader's URL).
	 *
	 * @param string|mixed $src URL.
	 * @return string|mixed The URL, changed only when it carried the version.
	 */
	public function hide_version_in_url( $src ) {
		if ( ! is_string( $src ) || ! str_contains( $src, 'ver=' ) ) {
			return $src;
		}
		return (string) preg_replace( '/([?&]ver=)' . preg_quote( self::wp_version(), '/' ) . '(?=&|#|$)/', '${1}' . self::version_token(), $src );
	}

	/**
	 * 12 hexadecimal digits of an HMAC of the WordPress version with this site's secret salt: the
	 * same for every page until WordPress is updated, and not a lookup table away from the version.
	 */
	public static function version_token(): string {
		return substr( hash_hmac( 'sha256', 'kabelshop-ver:' . self::wp_version(), wp_salt( 'auth' ) ), 0, 12 );
	}

	/**
	 * The running WordPress version.
	 */
	private static function wp_version(): string {
		return (string) ( $GLOBALS['wp_version'] ?? '' );
	}

	/**
	 * Lower-cased names of the headers set so far.
	 *
	 * @return array<string, true>
	 */
	private static function present_header_names(): array {
		$names = array();
		foreach ( headers_list() as $line ) {
			$names[ strtolower( trim( strtok( $line, ':' ) ) ) ] = true;
		}
		return $names;
	}

	/**
	 * Adds the frame-ancestors directive: as its own Content-Security-Policy header unless a policy
	 * with frame-ancestors is there already (several CSP headers are all enforced, CSP Level 2 s. 3.5).
	 *
	 * @param string $policy "frame-ancestors 'self'".
	 */
	private static function add_frame_ancestors( string $policy ): void {
		foreach ( headers_list() as $line ) {
			if ( 0 === stripos( $line, 'Content-Security-Policy:' ) && false !== stripos( $line, 'frame-ancestors' ) ) {
				return;
			}
		}
		header( 'Content-Security-Policy: ' . $policy, false );
	}

	/**
	 * Rewrites the Set-Cookie lines: those without a SameSite attribute get "; SameSite=Lax";
	 * order and every other attribute stay as they were.
	 */
	private static function add_samesite(): void {
		$cookies = array();
		$changed = false;
		foreach ( headers_list() as $line ) {
			if ( 0 !== stripos( $line, 'Set-Cookie:' ) ) {
				continue;
			}
			if ( ! preg_match( '/;\s*samesite=/i', $line ) ) {
				$line   .= '; SameSite=' . self::SAMESITE;
				$changed = true;
			}
			$cookies[] = $line;
		}
		if ( ! $changed ) {
			return;
		}
		header_remove( 'Set-Cookie' );
		foreach ( $cookies as $line ) {
			header( $line, false );
		}
	}
}
