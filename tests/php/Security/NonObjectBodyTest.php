<?php
/**
 * JSON bodies that are not an object, over real HTTP.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Tests\TestCase;

/**
 * Every write route the kabelshop/v1 index lists (so a route added later is covered the day it is
 * added) answers a JSON string, number, boolean, null or non-empty list body with 400
 * kabelshop_request_body_not_object in the visitor's language, and the served site's PHP log gains
 * no line (core used to log a foreach() warning for a scalar body before any check: issue 9).
 */
final class NonObjectBodyTest extends TestCase {

	use ServedSiteRequests;

	/** Bodies that are valid JSON but not an object. */
	private const BODIES = array( '"x"', '[1,2]', '5', '-0.5', 'true', 'null', '[{"lines":[]}]' );

	/**
	 * Write endpoints of the kabelshop/v1 index as [ method, path ] with path parameters filled in.
	 *
	 * @return list<array{0: string, 1: string}>
	 */
	private function write_endpoints(): array {
		$index = $this->http( 'GET', '/wp-json/kabelshop/v1' );
		$this->assertSame( 200, $index['status'] );
		$routes = json_decode( $index['body'], true )['routes'] ?? array();
		$out    = array();
		foreach ( $routes as $route => $spec ) {
			$path = preg_replace( '/\(\?P<[a-z_]+>[^)]*\)/', '1', (string) $route );
			foreach ( $spec['endpoints'] as $endpoint ) {
				foreach ( $endpoint['methods'] as $method ) {
					if ( ! in_array( $method, array( 'GET', 'HEAD', 'OPTIONS' ), true ) ) {
						$out[] = array( $method, '/wp-json' . $path );
					}
				}
			}
		}
		return $out;
	}

	public function test_every_write_route_refuses_non_object_json_without_logging(): void {
		$endpoints = $this->write_endpoints();
		$this->assertGreaterThanOrEqual( 10, count( $endpoints ), 'the index lists the write routes' );
		$english = 'The request body must be a JSON object.';
		$before  = $this->php_log_size();
		foreach ( $endpoints as list( $method, $path ) ) {
			foreach ( self::BODIES as $body ) {
				$answer = $this->http( $method, $path, array( 'Content-Type' => 'application/json' ), $body );
				$where  = $method . ' ' . $path . ' with ' . $body;
				$this->assertSame( 400, $answer['status'], $where . ': ' . $answer['body'] );
				$error = json_decode( $answer['body'], true );
				$this->assertSame( 'kabelshop_request_body_not_object', $error['code'] ?? null, $where );
				$this->assertNotSame( '', trim( (string) $error['message'] ), $where );
				$this->assertNotSame( $english, $error['message'], $where . ': the message is in the site language (Croatian)' );
			}
		}
		$this->assertSame( '', $this->php_log_since( $before ), 'the PHP log stays clean' );
	}

	public function test_the_message_follows_the_language(): void {
		$answer = $this->http(
			'POST',
			'/wp-json/kabelshop/v1/cart/quote',
			array(
				'Content-Type'     => 'application/json',
				'X-Kabelshop-Lang' => 'en',
			),
			'"x"'
		);
		$this->assertSame( 400, $answer['status'] );
		$english = json_decode( $answer['body'], true )['message'] ?? '';
		$croatian = json_decode( $this->http( 'POST', '/wp-json/kabelshop/v1/cart/quote', array( 'Content-Type' => 'application/json' ), '"x"' )['body'], true )['message'] ?? '';
		$this->assertNotSame( '', $croatian );
		$this->assertNotSame( $english, $croatian );
	}

	public function test_objects_and_core_routes(): void {
		$before = $this->php_log_size();
		$object = $this->http( 'POST', '/wp-json/kabelshop/v1/cart/quote', array( 'Content-Type' => 'application/json' ), '{"lines":"x"}' );
		$this->assertNotSame( 'kabelshop_request_body_not_object', json_decode( $object['body'], true )['code'] ?? null, 'an object goes on to the route' );
		$core = $this->http( 'POST', '/wp-json/wp/v2/posts', array( 'Content-Type' => 'application/json' ), '"x"' );
		$this->assertSame( 400, $core['status'] );
		$this->assertSame( 'kabelshop_request_body_not_object', json_decode( $core['body'], true )['code'] ?? null, 'core routes are guarded too' );
		$broken = $this->http( 'POST', '/wp-json/kabelshop/v1/cart/quote', array( 'Content-Type' => 'application/json' ), '{"lines":' );
		$this->assertSame( 'kabelshop_invalid_json', json_decode( $broken['body'], true )['code'] ?? null, 'broken JSON is left to core (which ErrorFunnel words for kabelshop/v1)' );
		$this->assertSame( '', $this->php_log_since( $before ), 'the PHP log stays clean' );
	}

	public function test_in_process_dispatch_is_refused_too(): void {
		$request = new \WP_REST_Request( 'POST', '/kabelshop/v1/cart/quote' );
		$request->set_header( 'Content-Type', 'application/json; charset=utf-8' );
		$request->set_body( ' "x" ' );
		$response = rest_do_request( $request );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'kabelshop_request_body_not_object', $response->get_data()['code'] );
	}
}
