<?php
/**
 * Odd input leaves the served site's PHP log empty; public answers carry no nonce.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\Documents\DocumentsFixture;
use Kabelshop\Tests\TestCase;

/**
 * Issue 26, item 7 ("Clean logs"): over real HTTP against the site bin/test.sh serves, requests
 * with arrays where strings are expected (`?x[]=1`) on every query parameter the theme's pages read
 * and on every argument of every kabelshop/v1 route the namespace index lists (each method, as a
 * visitor and as a logged-in customer with a valid nonce), and a customer's order PDF download.
 * The PHP log of the served site (.run/php-<port>.log, bin/lib.sh serve()) must gain no line (but
 * the shop's own deliberate "kabelshop ..." messages) and no request may end in a 500: its
 * size is read before, the requests are made, and after a short wait whatever it gained is the
 * failure message. A warning there is what an attacker could fill the log with, and what hides
 * the one line that matters.
 *
 * Also: no answer marked Cache-Control public carries an X-WP-Nonce header, even to a logged-in
 * user who sends a valid nonce (core's rest_cookie_check_errors sends a refreshed one;
 * docs/security.md: a shared cache would hand that user's token to everyone).
 */
final class CleanLogTest extends TestCase {

	use ServedSiteRequests;
	use DocumentsFixture;

	/** Query parameters the theme's pages, wp-login.php and the newsletter/price-list handlers read. */
	private const PAGE_PARAMS = array( 'lang', 's', 'size', 'article', 'category', 'page', 'paged', 'order', 'payment', 'message', 'login', 'key', 'action', 'inquiry', 'email_changed', '_locale', 'untranslated', 'status', 'tab', 'reset', 'confirm_cancel', 'cancelled', 'cancel_error', 'kabelshop_newsletter', 'kabelshop_price_list', 'kabelshop_email_user', 'kabelshop_email_token', 'token', 'id', 'redirect_to', 'author', 'cat', 'm', 'p', 'page_id', 'name', 'post_type', 'preview', 'rest_route' );

	/** Pages the odd query goes to (Croatian slugs of the seeded site; a product, a news post). */
	private const PAGES = array( '/', '/katalog/', '/en/catalogue/', '/blagajna/', '/narudzba/', '/kontakt/', '/novosti/', '/otvorene-prijave/', '/registracija/', '/prijava/', '/moj-racun/', '/cijene-metala/', '/wp-login.php' );

	/** Rate-limiter keys (without the IP) the requests may count; reset after each test. */
	private const LIMITS = array( 'inquiry:ip:', 'register:ip:', 'documents:search:ip:', 'search:ip:', 'contact:ip:', 'application:ip:', 'newsletter:ip:', 'quick-order:ip:', 'metal-surcharge:ip:', 'packaging:ip:' );

	private SiteClient $site;

	protected function tearDown(): void {
		foreach ( self::LIMITS as $prefix ) {
			RateLimiter::reset( $prefix . '127.0.0.1' );
		}
		parent::tearDown();
	}

	protected function setUp(): void {
		parent::setUp();
		$site = SiteClient::from_env();
		if ( null === $site ) {
			$this->markTestSkipped( 'KABELSHOP_TEST_URL is not set: run through bash bin/test.sh php, which serves the test site.' );
		}
		$this->site = $site;
	}

	/**
	 * What the PHP log gained while $requests ran (waits briefly for the workers to write).
	 *
	 * @param callable(): void $requests The requests.
	 */
	private function log_gained_by( callable $requests ): string {
		$before = $this->php_log_size();
		$requests();
		usleep( 400000 );
		// The shop's own deliberate, rate-limited messages ("kabelshop card payments: notification
		// refused ...", for staff to see) are not what this test is about.
		$lines = preg_split( '/\R/', $this->php_log_since( $before ), -1, PREG_SPLIT_NO_EMPTY );
		return implode( "\n", preg_grep( '/^\[[^\]]+\] kabelshop /', (array) $lines, PREG_GREP_INVERT ) );
	}

	/**
	 * A customer with an order, and their identity on the served site.
	 *
	 * @return array{0: SiteIdentity, 1: array<string, mixed>} Identity and the order.
	 */
	private function customer_with_order(): array {
		$user  = $this->make_customer();
		$order = $this->order_for( $user, $this->product() );
		return array( SiteIdentity::logged_in( 'customer', $user ), $order );
	}

	/**
	 * Headers of a logged-in identity's request with a valid nonce and XSRF pair.
	 *
	 * @param SiteIdentity $who Identity.
	 * @return array{0: array<string, string>, 1: array<string, string>} Headers and cookies.
	 */
	private static function tokens( SiteIdentity $who ): array {
		$xsrf = bin2hex( random_bytes( 32 ) );
		return array(
			array(
				'X-WP-Nonce'   => $who->nonce,
				'X-XSRF-TOKEN' => $xsrf,
			),
			$who->cookies + array( 'XSRF-TOKEN' => $xsrf ),
		);
	}

	/**
	 * The kabelshop/v1 routes of the namespace index: path pattern => method => argument names.
	 *
	 * @return array<string, array<string, list<string>>>
	 */
	private function routes(): array {
		$answer = $this->site->send( 'GET', 'kabelshop/v1' );
		$this->assertSame( 200, $answer->status, 'the REST index answers' );
		$out = array();
		foreach ( (array) ( $answer->json()['routes'] ?? array() ) as $route => $info ) {
			$path = ltrim( substr( (string) $route, strlen( '/kabelshop/v1' ) ), '/' );
			if ( '' === $path ) {
				continue;
			}
			foreach ( (array) ( $info['endpoints'] ?? array() ) as $endpoint ) {
				foreach ( (array) ( $endpoint['methods'] ?? array() ) as $method ) {
					if ( 'HEAD' !== $method && 'OPTIONS' !== $method ) {
						$out[ $path ][ $method ] = array_map( 'strval', array_keys( (array) ( $endpoint['args'] ?? array() ) ) );
					}
				}
			}
		}
		$this->assertGreaterThanOrEqual( 20, count( $out ) );
		return $out;
	}

	/**
	 * The path with each (?P<name>pattern) group replaced by a value its pattern accepts.
	 *
	 * @param string $pattern  Path as the index lists it.
	 * @param int    $order_id An order id (for numeric ids).
	 */
	private static function fill( string $pattern, int $order_id ): string {
		return (string) preg_replace_callback(
			'/\(\?P<(\w+)>((?:[^()]|\([^()]*\))*)\)/',
			static function ( array $m ) use ( $order_id ): string {
				foreach ( array( (string) $order_id, str_repeat( 'a', 12 ), 'KS-NO-SUCH', 'x' ) as $candidate ) {
					if ( 1 === preg_match( '/^(?:' . str_replace( '/', '\/', $m[2] ) . ')$/', $candidate ) ) {
						return rawurlencode( $candidate );
					}
				}
				return 'x';
			},
			$pattern
		);
	}

	public function test_arrays_for_strings_in_page_queries_log_nothing(): void {
		[ $customer ] = $this->customer_with_order();
		$statuses     = array();
		$gained       = $this->log_gained_by(
			function () use ( $customer, &$statuses ): void {
				foreach ( self::PAGE_PARAMS as $param ) {
					$answer                   = $this->http( 'GET', '/?' . rawurlencode( $param ) . '[]=x' );
					$statuses[ '/ ' . $param ] = $answer['status'];
				}
				$all = implode( '&', array_map( static fn( string $p ): string => rawurlencode( $p ) . '[]=x', array_diff( self::PAGE_PARAMS, array( 'rest_route', 'p', 'page_id', 'name', 'post_type', 'author', 'cat', 'm' ) ) ) );
				foreach ( self::PAGES as $page ) {
					$statuses[ $page . ' visitor' ]  = $this->http( 'GET', $page . '?' . $all )['status'];
					$statuses[ $page . ' customer' ] = $this->http( 'GET', $page . '?' . $all, array(), null, $customer->cookies )['status'];
				}
				// wp-login.php's forms with lists for their fields.
				foreach ( array( '', '?action=lostpassword', '?action=rp', '?action=resetpass' ) as $action ) {
					$statuses[ 'wp-login.php' . $action . ' POST' ] = $this->http( 'POST', '/wp-login.php' . $action, array( 'Content-Type' => 'application/x-www-form-urlencoded' ), 'log[]=a&pwd[]=b&user_login[]=c&pass1[]=d&pass2[]=d&rp_key[]=e&redirect_to[]=f&_ks_xsrf[]=g' )['status'];
				}
				// The newsletter pages' own arguments, GET and the button's POST.
				foreach ( array( 'confirm', 'unsubscribe' ) as $kind ) {
					$this->http( 'GET', '/?kabelshop_newsletter=' . $kind . '&id[]=1&token[]=x' );
					$this->http( 'POST', '/?kabelshop_newsletter=' . $kind . '&id[]=1&token[]=x', array( 'Content-Type' => 'application/x-www-form-urlencoded' ), 'kabelshop_newsletter_do[]=' . $kind );
				}
			}
		);
		$this->assertNotContains( 0, $statuses, 'every page answered' );
		$this->assertNotContains( 500, $statuses, 'no page failed: ' . (string) wp_json_encode( array_keys( $statuses, 500, true ) ) );
		$this->assertSame( '', $gained, 'the PHP log of the served site stays empty' );
	}

	public function test_arrays_for_every_rest_argument_log_nothing(): void {
		[ $customer, $order ] = $this->customer_with_order();
		[ $headers, $cookies ] = self::tokens( $customer );
		$routes                = $this->routes();
		$failed                = array();
		$gained                = $this->log_gained_by(
			function () use ( $routes, $order, $headers, $cookies, &$failed ): void {
				foreach ( $routes as $pattern => $methods ) {
					$path = 'kabelshop/v1/' . self::fill( $pattern, (int) $order['id'] );
					foreach ( $methods as $method => $args ) {
						foreach ( array_merge( $args, array( 'token', 'lang' ) ) as $arg ) {
							$query = array( $arg => array( 'x' ) );
							// Arguments are checked before the permission: a visitor reaches every check of a
							// write; the customer's reads reach the handlers behind the permission too.
							foreach ( 'GET' === $method ? array( 'visitor', 'customer' ) : array( 'visitor' ) as $who ) {
								$answer = 'visitor' === $who
									? $this->site->send( $method, $path, $query )
									: $this->site->send( $method, $path, $query, null, $headers, $cookies );
								if ( 0 === $answer->status || 500 === $answer->status ) {
									$failed[] = $method . ' ' . $path . ' ' . $arg . '[] ' . $who . ': ' . $answer->summary();
								}
							}
						}
					}
				}
			}
		);
		$this->assertSame( array(), $failed, 'no route failed on an array argument' );
		$this->assertSame( '', $gained, 'the PHP log of the served site stays empty' );
	}

	public function test_an_order_pdf_download_logs_nothing(): void {
		[ $customer, $order ] = $this->customer_with_order();
		[ $headers, $cookies ] = self::tokens( $customer );
		$answer                = null;
		$gained                = $this->log_gained_by(
			function () use ( $order, $headers, $cookies, &$answer ): void {
				$answer = $this->site->send( 'GET', 'kabelshop/v1/orders/' . (int) $order['id'] . '/pdf', array( 'lang' => 'en' ), null, $headers, $cookies );
			}
		);
		$this->assertInstanceOf( SiteAnswer::class, $answer );
		$this->assertSame( 200, $answer->status, $answer->summary() );
		$this->assertStringStartsWith( '%PDF-', $answer->body, 'the PDF itself' );
		$this->assertSame( '', $gained, 'the PHP log of the served site stays empty' );
	}

	public function test_public_answers_carry_no_nonce_even_to_a_logged_in_user(): void {
		[ $customer ] = $this->customer_with_order();
		[ $headers, $cookies ] = self::tokens( $customer );
		$public                = 0;
		foreach ( array( 'metal-prices', 'metal-prices/latest', 'metal-prices/monthly', 'metal-surcharge' ) as $route ) {
			$answer = $this->site->send( 'GET', 'kabelshop/v1/' . $route, 'metal-surcharge' === $route ? array( 'metal_kg_km' => '120' ) : array(), null, $headers, $cookies );
			$this->assertSame( 200, $answer->status, $route . ': ' . $answer->summary() );
			$cache = (string) ( $answer->headers['cache-control'] ?? '' );
			$this->assertMatchesRegularExpression( '/\bpublic\b/', $cache, $route . ' is a public answer' );
			$this->assertArrayNotHasKey( 'x-wp-nonce', $answer->headers, $route . ' (Cache-Control: ' . $cache . ') carries no nonce' );
			++$public;
		}
		// The same user's private answer does get the fresh nonce (so the check above can see one).
		$session = $this->site->send( 'GET', 'kabelshop/v1/session', array(), null, $headers, $cookies );
		$this->assertNotEmpty( $session->headers['x-wp-nonce'] ?? '', 'a private answer carries the nonce' );
		$this->assertSame( 4, $public );
	}
}
