<?php
/**
 * Double-submit anti-forgery token (spec section 7: cookie XSRF-TOKEN sent back as X-XSRF-TOKEN).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Http\PageCache;
use Kabelshop\Service;
use WP_REST_Request;

/**
 * A random XSRF-TOKEN cookie (readable by script, SameSite=Lax), and the check that a write carries
 * the same value in X-XSRF-TOKEN. A cross-site page can neither read the cookie nor set the header,
 * so a forged write fails even with a valid session.
 *
 * Where the cookie comes from (issue 16: a visitor's page is the same for everyone and cacheable):
 * - GET kabelshop/v1/session, and no other REST answer: src/lib/api asks it before the first write
 *   when the browser has no token yet, as WooCommerce's Store API hands out its nonce in a header.
 *   Other answers used to hand it out too, and one that was sent before the browser had a token
 *   but answered after wp-login.php had issued one replaced the login form's token: the login
 *   then failed with "session expired" (seen in CI, stop 29). The login forms also copy the
 *   current cookie into their field on submit (LoginToken::refresh_script()).
 * - pages of logged-in users (private anyway), wp-login.php, and a page whose markup prints the
 *   token (the login forms: issue_for_page() when it is declared private, see LoginPage).
 * A visitor's ordinary page sets no cookie.
 */
final class Xsrf implements Service {

	public const COOKIE = 'XSRF-TOKEN';
	public const HEADER = 'X-XSRF-TOKEN';

	/** The REST route whose answer issues the cookie (Rest\Routes\V1\Session). */
	public const SESSION_ROUTE = '/kabelshop/v1/session';

	/**
	 * Token of this request (from the cookie, or freshly issued).
	 *
	 * @var string|null
	 */
	private static ?string $token = null;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		// After the handlers that declare a page private (priority 10), before PageCache (1000).
		add_action( 'template_redirect', array( $this, 'issue_for_page' ), 500 );
		add_action( 'login_init', array( $this, 'issue' ) );
		// Late, so headers that other filters set (Cache-Control of the public metal prices) are seen.
		add_filter( 'rest_post_dispatch', array( $this, 'issue_on_rest' ), 100, 3 );
	}

	/**
	 * The token of this request: the cookie's when it is well formed, else a new one.
	 */
	public static function token(): string {
		if ( null === self::$token ) {
			$cookie      = isset( $_COOKIE[ self::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
			self::$token = preg_match( '/^[a-f0-9]{64}$/', $cookie ) ? $cookie : bin2hex( random_bytes( 32 ) );
		}
		return self::$token;
	}

	/**
	 * Sends the cookie when the browser does not have it yet.
	 */
	public function issue(): void {
		$token = self::token();
		$sent  = isset( $_COOKIE[ self::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		if ( $sent !== $token && ! headers_sent() ) {
			setcookie(
				self::COOKIE,
				$token,
				array(
					'expires'  => 0,
					'path'     => '/',
					'secure'   => is_ssl(),
					'httponly' => false,
					'samesite' => 'Lax',
				)
			);
			$_COOKIE[ self::COOKIE ] = $token;
		}
	}

	/**
	 * Pages: the cookie for logged-in users and for pages declared private (their markup may
	 * print the token); never on a visitor's cacheable page.
	 */
	public function issue_for_page(): void {
		if ( is_user_logged_in() || '' !== PageCache::private_because() ) {
			$this->issue();
		}
	}

	/**
	 * The session route's answer hands out the cookie (the one REST answer that does), so an island
	 * that only talks to the API gets one before its first write.
	 *
	 * @param mixed                $response The REST response.
	 * @param mixed                $server   The REST server (unused).
	 * @param WP_REST_Request|null $request  The request; only '/kabelshop/v1/session' issues.
	 * @return mixed
	 */
	public function issue_on_rest( $response, $server = null, $request = null ) {
		unset( $server );
		if ( $request instanceof WP_REST_Request && self::SESSION_ROUTE === $request->get_route() ) {
			$this->issue();
		}
		return $response;
	}

	/**
	 * True when the request's X-XSRF-TOKEN header equals its XSRF-TOKEN cookie.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public static function verify( WP_REST_Request $request ): bool {
		return self::matches( (string) $request->get_header( 'x_xsrf_token' ) );
	}

	/**
	 * True when $given (a header's or a form field's value) equals the request's XSRF-TOKEN
	 * cookie; false when either is empty.
	 *
	 * @param string $given The value sent back.
	 */
	public static function matches( string $given ): bool {
		$cookie = isset( $_COOKIE[ self::COOKIE ] ) && is_string( $_COOKIE[ self::COOKIE ] ) ? (string) wp_unslash( $_COOKIE[ self::COOKIE ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared as an opaque token with hash_equals(), never printed or stored.
		return '' !== $given && '' !== $cookie && hash_equals( $cookie, $given );
	}
}
