<?php
/**
 * Requests to the served test site as a logged-in user.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Support;

use Kabelshop\Tests\Security\ServedSiteRequests;

/**
 * browser_login() logs a user in the way wp-login.php would (a session token in the auth and
 * logged-in cookies), also in this process, so nonces made here are valid on the site;
 * user_request() sends a GET or a form POST with those cookies (ServedSiteRequests::http(),
 * redirects not followed). Unset $_COOKIE[ LOGGED_IN_COOKIE ] in tearDown().
 */
trait BrowsesAsUser {

	use ServedSiteRequests;

	/** @var array<string, string> Cookie name => value of the logged-in user. */
	private array $cookies = array();

	/**
	 * Logs a user in, here and for the requests.
	 *
	 * @param int $user_id User.
	 */
	private function browser_login( int $user_id ): void {
		$expires       = time() + HOUR_IN_SECONDS;
		$token         = \WP_Session_Tokens::get_instance( $user_id )->create( $expires );
		$this->cookies = array(
			AUTH_COOKIE      => wp_generate_auth_cookie( $user_id, $expires, 'auth', $token ),
			LOGGED_IN_COOKIE => wp_generate_auth_cookie( $user_id, $expires, 'logged_in', $token ),
		);
		$_COOKIE[ LOGGED_IN_COOKIE ] = $this->cookies[ LOGGED_IN_COOKIE ];
		wp_set_current_user( $user_id );
	}

	/**
	 * One request with the user's cookies.
	 *
	 * @param string                     $url  Absolute URL on the served site.
	 * @param array<string, string>|null $post Form fields for a POST, null for a GET.
	 * @return array{status: int, headers: array<string, list<string>>, body: string}
	 */
	private function user_request( string $url, ?array $post = null ): array {
		$this->assertStringStartsWith( $this->site_url() . '/', $url );
		return $this->http(
			null === $post ? 'GET' : 'POST',
			substr( $url, strlen( $this->site_url() ) ),
			null === $post ? array() : array( 'Content-Type' => 'application/x-www-form-urlencoded' ),
			null === $post ? null : http_build_query( $post ),
			$this->cookies
		);
	}
}
