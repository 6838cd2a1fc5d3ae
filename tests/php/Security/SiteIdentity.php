<?php
/**
 * Who a request of the route matrix is sent as.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use WP_Session_Tokens;

/**
 * A visitor or a logged-in user as a browser presents them to the served site: the logged_in
 * auth cookie of a real session (WP_Session_Tokens) and that session's wp_rest nonce, computed in
 * the PHPUnit process exactly as the site computes it (same database, same salts file, same
 * LOGGED_IN_COOKIE name since both use the same site URL).
 */
final class SiteIdentity {

	/**
	 * @param string                $name    Role name in the matrix ('anonymous', 'customer_a', ...).
	 * @param int                   $user_id User id (0 for the visitor).
	 * @param array<string, string> $cookies Auth cookies (empty for the visitor).
	 * @param string                $nonce   The wp_rest nonce this browser would have got from the page.
	 */
	private function __construct(
		public readonly string $name,
		public readonly int $user_id,
		public readonly array $cookies,
		public readonly string $nonce
	) {}

	/**
	 * The anonymous visitor: no cookie, the logged-out nonce (user 0, no session token).
	 */
	public static function anonymous(): self {
		return new self( 'anonymous', 0, array(), self::nonce_for( 0, null ) );
	}

	/**
	 * A logged-in user with a fresh session of one day.
	 *
	 * @param string $name    Role name in the matrix.
	 * @param int    $user_id User id.
	 */
	public static function logged_in( string $name, int $user_id ): self {
		$expiration = time() + DAY_IN_SECONDS;
		$token      = WP_Session_Tokens::get_instance( $user_id )->create( $expiration );
		$cookie     = wp_generate_auth_cookie( $user_id, $expiration, 'logged_in', $token );
		return new self( $name, $user_id, array( LOGGED_IN_COOKIE => $cookie ), self::nonce_for( $user_id, $cookie ) );
	}

	/**
	 * wp_create_nonce( 'wp_rest' ) as the site computes it for this user and session cookie; the
	 * PHPUnit process is left logged out with no auth cookie afterwards.
	 *
	 * @param int         $user_id User id (0: visitor).
	 * @param string|null $cookie  logged_in cookie value (its session token is part of the nonce).
	 */
	private static function nonce_for( int $user_id, ?string $cookie ): string {
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		if ( null !== $cookie ) {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		}
		wp_set_current_user( $user_id );
		$nonce = wp_create_nonce( 'wp_rest' );
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		wp_set_current_user( 0 );
		return $nonce;
	}
}
