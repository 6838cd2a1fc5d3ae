<?php
/**
 * The XSRF double-submit and nonce checks every write route gets from AbstractRoute.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Rest\RestRegistrar;
use Kabelshop\Security\Xsrf;
use Kabelshop\Tests\TestCase;
use WP_REST_Request;

/**
 * Uses the public cart quote route (a write that anyone may call) to show the token checks.
 */
final class XsrfTest extends TestCase {

	private const ROUTE = '/kabelshop/v1/cart/quote';

	private function body(): array {
		return array( 'lines' => array( array( 'article_code' => 'NOPE-0', 'quantity_m' => 1 ) ) );
	}

	public function test_every_listed_route_is_registered(): void {
		$routes = rest_get_server()->get_routes( 'kabelshop/v1' );
		$this->assertNotEmpty( $routes );
		$this->assertGreaterThanOrEqual( count( RestRegistrar::routes() ), count( $routes ) );
	}

	public function test_write_without_xsrf_header_is_refused(): void {
		$response = $this->rest( 'POST', self::ROUTE, $this->body(), array( 'xsrf' => false ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'kabelshop_security_invalid_xsrf', $response->get_data()['code'] );
	}

	public function test_write_with_a_header_that_differs_from_the_cookie_is_refused(): void {
		$response = $this->rest( 'POST', self::ROUTE, $this->body(), array( 'headers' => array( 'X-XSRF-TOKEN' => str_repeat( 'a', 64 ) ) ) );
		$this->assertSame( 403, $response->get_status() );
	}

	public function test_write_without_nonce_is_refused(): void {
		$response = $this->rest( 'POST', self::ROUTE, $this->body(), array( 'nonce' => false ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'kabelshop_security_invalid_nonce', $response->get_data()['code'] );
	}

	public function test_write_with_both_tokens_passes_the_checks(): void {
		$response = $this->rest( 'POST', self::ROUTE, $this->body() );
		$this->assertNotContains( $response->get_status(), array( 401, 403 ) );
		$this->assertNotEmpty( $response->get_headers()['X-WP-Nonce'] ?? '' );
	}

	public function test_verify_compares_header_and_cookie(): void {
		$request                = new WP_REST_Request( 'POST', self::ROUTE );
		$_COOKIE['XSRF-TOKEN'] = str_repeat( 'b', 64 );
		$this->assertFalse( Xsrf::verify( $request ) );
		$request->set_header( 'X-XSRF-TOKEN', str_repeat( 'b', 64 ) );
		$this->assertTrue( Xsrf::verify( $request ) );
	}

	public function test_reads_need_no_tokens(): void {
		$response = $this->rest( 'GET', '/kabelshop/v1/products', array(), array( 'tokens' => false ) );
		$this->assertSame( 200, $response->get_status() );
	}
}
