<?php
/**
 * A minimal HTTP client for the served test site.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

/**
 * Sends real HTTP requests (curl) to the site that bin/test.sh serves during PHPUnit
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
		$lines = array( 'Accept: application/json' );
		foreach ( $headers as $name => $value ) {
			$lines[] = $name . ': ' . $value;
		}
		if ( $cookies ) {
			$pairs = array();
			foreach ( $cookies as $name => $value ) {
				$pairs[] = $name . '=' . rawurlencode( $value );
			}
			$lines[] = 'Cookie: ' . implode( '; ', $pairs );
		}
		$curl = curl_init( $this->url( $route, $query ) );
		$opts = array(
			CURLOPT_CUSTOMREQUEST  => $method,
			CURLOPT_RETURNTRANSFER => true,
			CURLOPT_HEADER         => true,
			CURLOPT_FOLLOWLOCATION => false,
			CURLOPT_CONNECTTIMEOUT => 5,
			CURLOPT_TIMEOUT        => 30,
		);
		if ( null !== $json ) {
			// An empty PHP array would encode as '[]'; the routes take JSON objects only.
			$lines[]                    = 'Content-Type: application/json';
			$opts[ CURLOPT_POSTFIELDS ] = (string) wp_json_encode( (object) $json );
		}
		$opts[ CURLOPT_HTTPHEADER ] = $lines;
		curl_setopt_array( $curl, $opts );
		$raw    = curl_exec( $curl );
		$status = (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
		$size   = (int) curl_getinfo( $curl, CURLINFO_HEADER_SIZE );
		curl_close( $curl );
		if ( ! is_string( $raw ) ) {
			return new SiteAnswer( 0, array(), '' );
		}
		$parsed = array();
		foreach ( preg_split( '/\r?\n/', substr( $raw, 0, $size ) ) as $line ) {
			$colon = strpos( $line, ':' );
			if ( false !== $colon ) {
				$parsed[ strtolower( trim( substr( $line, 0, $colon ) ) ) ] = trim( substr( $line, $colon + 1 ) );
			}
		}
		return new SiteAnswer( $status, $parsed, (string) substr( $raw, $size ) );
	}
}
