<?php
/**
 * Retry-After on every 429.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Routes\V1\DocumentSearch;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Security\VisitorWriteGuard;
use Kabelshop\Tests\TestCase;
use PHPUnit\Framework\Attributes\DataProvider;
use WP_REST_Request;

/**
 * A client that hits a rate limit (document search, inquiries, registration) reads how long to
 * wait from the Retry-After header (RFC 9110 section 10.2.3, seconds), the same number as the
 * body's data.retry_after (docs/rest-api.md); AbstractRoute adds it to every 429.
 */
final class RetryAfterTest extends TestCase {

	/** @var string REMOTE_ADDR before the test. */
	private string $address = '';

	protected function setUp(): void {
		parent::setUp();
		$this->address          = (string) ( $_SERVER['REMOTE_ADDR'] ?? '' );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
		// A fresh window for this test alone: another test may have counted requests of the same
		// documentation address, or of the cookie-less browser ('none'), earlier in the run.
		foreach ( array( 'documents:search:ip:', 'inquiry:ip:', 'register:ip:' ) as $prefix ) {
			RateLimiter::reset( $prefix . $_SERVER['REMOTE_ADDR'] );
		}
		foreach ( array( 'inquiry', 'register' ) as $area ) {
			RateLimiter::reset( $area . ':browser:' . VisitorWriteGuard::browser_key() );
		}
	}

	protected function tearDown(): void {
		foreach ( array( 'documents:search:ip:', 'inquiry:ip:', 'register:ip:' ) as $prefix ) {
			RateLimiter::reset( $prefix . $_SERVER['REMOTE_ADDR'] );
		}
		$_SERVER['REMOTE_ADDR'] = $this->address;
		remove_action( 'rest_api_init', array( $this, 'register_probe' ) );
		parent::tearDown();
	}

	/**
	 * Rate-limited routes: [ route, limiter key prefix, allowed per window, window seconds, body ].
	 *
	 * @return array<string, array{0: string, 1: string, 2: int, 3: int, 4: array<string, mixed>}>
	 */
	public static function limited(): array {
		return array(
			'document search' => array( '/kabelshop/v1/documents/search', 'documents:search:ip:', DocumentSearch::RATE_MAX, DocumentSearch::RATE_WINDOW, array( 'number' => 'R-1', 'control' => 'ABCDEFGH' ) ),
			'inquiries'       => array( '/kabelshop/v1/inquiries', 'inquiry:ip:', BotCheckSettings::DEFAULT_ADDRESS_LIMIT, HOUR_IN_SECONDS, array( 'lines' => array( array( 'article_code' => 'X', 'quantity_m' => 1 ) ) ) ),
			'registration'    => array( '/kabelshop/v1/auth/register', 'register:ip:', BotCheckSettings::DEFAULT_ADDRESS_LIMIT, HOUR_IN_SECONDS, array( 'email' => 'x' ) ),
		);
	}

	/**
	 * @param string               $route  Route.
	 * @param string               $prefix Limiter key prefix (the route's key for this IP).
	 * @param int                  $max    Requests allowed per window.
	 * @param int                  $window Window in seconds.
	 * @param array<string, mixed> $body   A body the route accepts far enough to count it.
	 */
	#[DataProvider( 'limited' )]
	public function test_429_carries_retry_after_in_seconds( string $route, string $prefix, int $max, int $window, array $body ): void {
		for ( $i = 0; $i < $max; $i++ ) {
			RateLimiter::hit( $prefix . $_SERVER['REMOTE_ADDR'], $window );
		}
		$response = $this->rest( 'POST', $route, $body );
		$this->assertSame( 429, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$headers = $response->get_headers();
		$this->assertArrayHasKey( 'Retry-After', $headers );
		$this->assertMatchesRegularExpression( '/^[1-9][0-9]*$/', $headers['Retry-After'], 'delay-seconds' );
		$seconds = (int) $headers['Retry-After'];
		$this->assertGreaterThan( $window - 60, $seconds, 'the window has just started' );
		$this->assertLessThanOrEqual( $window, $seconds );
		$this->assertSame( $seconds, $response->get_data()['data']['retry_after'], 'body and header agree' );
		$this->assertArrayHasKey( 'X-WP-Nonce', $headers, 'the error still carries a fresh nonce' );
	}

	public function test_a_429_without_retry_after_data_gets_the_default(): void {
		add_action( 'rest_api_init', array( $this, 'register_probe' ) );
		$GLOBALS['wp_rest_server'] = null;
		rest_get_server();
		$response = $this->rest( 'GET', '/kabelshop/v1/test-probe-429' );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( (string) AbstractRoute::DEFAULT_RETRY_AFTER, $response->get_headers()['Retry-After'] ?? null );
		$this->assertSame( 'kabelshop_test_limited', $response->get_data()['code'] );
	}

	/**
	 * Registers a route whose handler throws a 429 without retry_after.
	 */
	public function register_probe(): void {
		$route = new class() extends AbstractRoute {
			public function get_path(): string {
				return 'test-probe-429';
			}
			public function get_endpoints(): array {
				return array(
					array(
						'methods' => 'GET',
						'args'    => array(),
						'handler' => 'answer',
					),
				);
			}
			public function permission( WP_REST_Request $request ) {
				return true;
			}
			public function answer(): void {
				throw new RouteException( 'kabelshop_test_limited', 'Slow down.', 429 );
			}
		};
		$route->register();
	}
}
