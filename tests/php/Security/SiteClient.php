<?php
/**
 * A minimal HTTP client for the served test site.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Tests\HttpClient;

/**
 * Sends real HTTP requests (HttpClient) to the site that bin/test.sh serves during PHPUnit
 * (KABELSHOP_TEST_URL, e.g. http://127.0.0.1:8081) on the same database. Unlike
 * rest_do_request(), such a request goes through core's cookie authentication
 * (rest_cookie_check_errors), so a missing or foreign X-WP-Nonce is really tested.
 */
final class SiteClient {

	/**
	 * @param string $base Site URL without trailing slash, e.g. 'http://127.0.0.1:8081'.
	 */
	public function __construct( private readonly string $base ) {}

	/**
	 * The client of the served test site, or null when PHPUnit runs without one
	 * (KABELSHOP_TEST_URL unset: vendor/bin/phpunit called by hand).
	 */
	public static function from_env(): ?self {
		$url = (string) getenv( 'KABELSHOP_TEST_URL' );
		return '' === $url ? null : new self( rtrim( $url, '/' ) );
	}

	/**
	 * The URL of a REST route on the served site, honouring the permalink setting of the shared
	 * database (/wp-json/... or ?rest_route=...).
	 *
	 * @param string               $route Route without leading slash, e.g. 'kabelshop/v1/orders/12'.
	 * @param array<string, mixed> $query Query parameters.
	 */
	public function url( string $route, array $query = array() ): string {
		$parts = (array) wp_parse_url( rest_url( $route ) );
		$url   = $this->base . ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		if ( $query ) {
			$url .= ( str_contains( $url, '?' ) ? '&' : '?' ) . http_build_query( $query );
		}
		return $url;
	}

	/**
	 * Sends one request.
	 *
	 * @param string                    $method  HTTP method.
	 * @param string                    $route   Route without leading slash, e.g. 'kabelshop/v1/orders'.
	 * @param array<string, mixed>      $query   Query parameters.
	 * @param array<string, mixed>|null $json    Body, sent as a JSON object (null: no body).
	 * @param array<string, string>     $headers Request headers.
	 * @param array<string, string>     $cookies Cookie name => value (sent URL-encoded, as a browser would).
	 */
	public function send( string $method, string $route, array $query = array(), ?array $json = null, array $headers = array(), array $cookies = array() ): SiteAnswer {
		$headers = array( 'Accept' => 'application/json' ) + $headers;
		$body    = null;
		if ( null !== $json ) {
			// An empty PHP array would encode as '[]'; the routes take JSON objects only.
			$headers['Content-Type'] = 'application/json';
			$body                    = (string) wp_json_encode( (object) $json );
		}
		try {
			$answer = ( new HttpClient( HttpClient::cookie_header( $cookies ) ) )->request( $method, $this->url( $route, $query ), array(), $body, $headers );
		} catch ( \RuntimeException $e ) {
			return new SiteAnswer( 0, array(), '' );
		}
		return new SiteAnswer( $answer['status'], array_map( static fn( array $values ): string => (string) end( $values ), $answer['headers'] ), $answer['body'] );
	}
}
