<?php
/**
 * Security headers, SameSite cookies and no WordPress version, over real HTTP.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Security\Headers;
use Kabelshop\Tests\TestCase;
use PHPUnit\Framework\Attributes\DataProvider;

/**
 * What a browser (or an attacker's scanner) receives from the served test site: on pages,
 * wp-login.php, wp-admin's login redirect and REST answers (errors too) the four security headers
 * and no X-Powered-By; auth cookies with SameSite=Lax after a real login; no WordPress version in
 * the generator tag, the feed or core's asset URLs (issue 9, "Requests").
 */
final class HeadersTest extends TestCase {

	use ServedSiteRequests;

	/**
	 * Answers that must carry the headers: [ path, expected status ].
	 *
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function answers(): array {
		return array(
			'home page'                 => array( '/', 200 ),
			'a page that does not exist' => array( '/no-such-page-x9/', 404 ),
			'wp-login.php'              => array( '/wp-login.php', 200 ),
			'wp-admin login redirect'   => array( '/wp-admin/', 302 ),
			'REST answer'               => array( '/wp-json/kabelshop/v1/products', 200 ),
			'REST error answer'         => array( '/wp-json/kabelshop/v1/products?cores=0', 400 ),
			'REST 401'                  => array( '/wp-json/kabelshop/v1/orders', 401 ),
		);
	}

	/**
	 * @param string $path   Path.
	 * @param int    $status Expected status.
	 */
	#[DataProvider( 'answers' )]
	public function test_security_headers_and_no_x_powered_by( string $path, int $status ): void {
		$answer = $this->http( 'GET', $path );
		$this->assertSame( $status, $answer['status'], $path );
		$this->assertSame( array( 'nosniff' ), $this->header_values( $answer, 'X-Content-Type-Options' ), $path );
		$this->assertSame( array( 'strict-origin-when-cross-origin' ), $this->header_values( $answer, 'Referrer-Policy' ), $path );
		$this->assertSame( array( 'SAMEORIGIN' ), $this->header_values( $answer, 'X-Frame-Options' ), $path );
		// The policy, not its spelling: WordPress 6.x+ sends "frame-ancestors 'self';" on wp-login.php itself.
		$policies = array_map( static fn ( string $policy ): string => rtrim( trim( $policy ), ';' ), $this->header_values( $answer, 'Content-Security-Policy' ) );
		$this->assertContains( "frame-ancestors 'self'", $policies, $path );
		$this->assertSame( array(), $this->header_values( $answer, 'X-Powered-By' ), $path . ' names PHP and its version' );
	}

	public function test_login_sets_auth_cookies_with_samesite_lax(): void {
		$password = 'Pw-' . wp_generate_password( 20, false );
		$login    = $this->unique( 'samesite' );
		$user_id  = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => $password,
				'role'       => 'kabelshop_customer',
			)
		);
		$this->assertIsInt( $user_id );
		try {
			$form    = $this->http( 'GET', '/wp-login.php' );
			$cookies = array();
			foreach ( $this->set_cookies( $form ) as $name => $line ) {
				$cookies[ $name ] = rawurldecode( (string) strstr( substr( $line, strlen( $name ) + 1 ) . ';', ';', true ) );
			}
			$this->assertArrayHasKey( 'XSRF-TOKEN', $cookies, 'wp-login.php hands out the XSRF token' );
			// Post back every hidden field of the login form (the XSRF token field among them).
			$fields = array();
			if ( preg_match( '#<form[^>]*id="loginform".*?</form>#s', $form['body'], $match ) && preg_match_all( '#<input[^>]*type="hidden"[^>]*>#', $match[0], $inputs ) ) {
				foreach ( $inputs[0] as $input ) {
					if ( preg_match( '#name="([^"]+)"#', $input, $name ) && preg_match( '#value="([^"]*)"#', $input, $value ) ) {
						$fields[ $name[1] ] = html_entity_decode( $value[1] );
					}
				}
			}
			$fields  = array_merge(
				$fields,
				array(
					'log'            => $login,
					'pwd'            => $password,
					'kabelshop_xsrf' => $cookies['XSRF-TOKEN'],
					'wp-submit'      => 'Log In',
					'testcookie'     => '1',
				)
			);
			$answer  = $this->http( 'POST', '/wp-login.php', array( 'Content-Type' => 'application/x-www-form-urlencoded' ), http_build_query( $fields ), $cookies );
			$set     = $this->set_cookies( $answer );
			$this->assertSame( 302, $answer['status'], 'the login succeeds; cookies set: ' . implode( ' | ', $set ) . ' body: ' . substr( wp_strip_all_tags( $answer['body'] ), 0, 300 ) );
			$logged  = array_filter( array_keys( $set ), static fn( string $name ): bool => str_starts_with( $name, 'wordpress_logged_in_' ) );
			$auth    = array_filter( array_keys( $set ), static fn( string $name ): bool => (bool) preg_match( '/^wordpress_(sec_)?[0-9a-f]{32}$/', $name ) );
			$this->assertNotEmpty( $logged, 'a logged_in cookie is set' );
			$this->assertNotEmpty( $auth, 'an auth cookie is set' );
			foreach ( $set as $name => $line ) {
				if ( str_starts_with( $name, 'wordpress' ) ) {
					$this->assertMatchesRegularExpression( '/;\s*SameSite=Lax(;|$)/i', $line, $name . ' has SameSite=Lax' );
					$this->assertSame( 1, preg_match_all( '/samesite=/i', $line ), $name . ' names SameSite once' );
				}
			}
		} finally {
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $user_id );
		}
	}

	public function test_no_wordpress_version_in_generator_feed_or_asset_urls(): void {
		$version = (string) $GLOBALS['wp_version'];
		$home    = $this->http( 'GET', '/' );
		$this->assertDoesNotMatchRegularExpression( '/<meta[^>]+name=["\']generator/i', $home['body'] );
		$this->assertStringNotContainsString( 'ver=' . $version, $home['body'] );

		$login = $this->http( 'GET', '/wp-login.php' );
		$this->assertStringNotContainsString( 'ver=' . $version, $login['body'], 'core styles of wp-login.php' );
		$this->assertStringContainsString( 'ver=' . Headers::version_token(), $login['body'], 'core styles still carry a cache-busting token' );

		$feed = $this->http( 'GET', '/feed/' );
		$this->assertStringNotContainsString( 'wordpress.org/?v=', $feed['body'] );
		$this->assertDoesNotMatchRegularExpression( '#<generator[^>]*>[^<]*' . preg_quote( $version, '#' ) . '#', $feed['body'] );
	}

	public function test_admin_pages_do_not_show_the_version_in_asset_urls(): void {
		$admin = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		);
		$this->assertNotEmpty( $admin );
		$id      = (int) $admin[0];
		$expires = time() + HOUR_IN_SECONDS;
		$answer  = $this->http(
			'GET',
			'/wp-admin/profile.php',
			array(),
			null,
			array(
				AUTH_COOKIE      => wp_generate_auth_cookie( $id, $expires, 'auth' ),
				LOGGED_IN_COOKIE => wp_generate_auth_cookie( $id, $expires, 'logged_in' ),
			)
		);
		$this->assertSame( 200, $answer['status'] );
		$this->assertSame( array( 'SAMEORIGIN' ), $this->header_values( $answer, 'X-Frame-Options' ) );
		$this->assertStringContainsString( 'load-styles.php', $answer['body'], 'wp-admin loads core styles concatenated' );
		$this->assertDoesNotMatchRegularExpression( '/[?&;]ver=' . preg_quote( (string) $GLOBALS['wp_version'], '/' ) . '(?![0-9])/', $answer['body'] );
	}
}
