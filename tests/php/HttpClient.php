<?php
/**
 * A browser-like HTTP client for the served test site.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests;

/**
 * One curl handle with its own cookie jar (in memory), no redirects followed, so tests see
 * statuses, Location and Set-Cookie headers as a browser receives them. PHP's curl rather than
 * wp_remote_*(): WordPress 6.1's Requests library logs PHP 8.2 deprecations.
 * Requests come from 127.0.0.1: tests that fail logins over HTTP must reset that IP's counters.
 */
final class HttpClient {

	/** @var \CurlHandle */
	private $curl;

	/**
	 * @param string $cookie Extra Cookie header value sent with every request (e.g. a session cookie).
	 */
	public function __construct( private readonly string $cookie = '' ) {
		$this->curl = curl_init();
		curl_setopt( $this->curl, CURLOPT_COOKIEFILE, '' );
	}

	/**
	 * The Cookie header value of name => value pairs, values URL-encoded as a browser sends them.
	 *
	 * @param array<string, string> $cookies Cookie name => value.
	 */
	public static function cookie_header( array $cookies ): string {
		$pairs = array();
		foreach ( $cookies as $name => $value ) {
			$pairs[] = $name . '=' . rawurlencode( $value );
		}
		return implode( '; ', $pairs );
	}

	/**
	 * Sends a request. The path is sent exactly as written (no dot-segment or slash normalisation:
	 * CURLOPT_PATH_AS_IS).
	 *
	 * @param string                    $method  HTTP method.
	 * @param string                    $url     Absolute URL.
	 * @param array<string, string>     $fields  Form fields (POST, urlencoded).
	 * @param string|null               $body    Raw body instead of fields (e.g. XML or JSON), any method.
	 * @param array<string, string>     $headers Request headers, name => value.
	 * @return array{status: int, headers: array<string, list<string>>, body: string}
	 *         headers keyed by lower-case name.
	 */
	public function request( string $method, string $url, array $fields = array(), ?string $body = null, array $headers = array() ): array {
		$lines = array();
		foreach ( $headers as $name => $value ) {
			$lines[] = $name . ': ' . $value;
		}
		$headers = array();
		curl_setopt_array(
			$this->curl,
			array(
				CURLOPT_URL            => $url,
				CURLOPT_CUSTOMREQUEST  => $method,
				CURLOPT_POST           => 'POST' === $method,
				CURLOPT_POSTFIELDS     => 'POST' === $method ? ( $body ?? http_build_query( $fields ) ) : $body,
				CURLOPT_HTTPGET        => 'GET' === $method,
				CURLOPT_HTTPHEADER     => $lines,
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_FOLLOWLOCATION => false,
				CURLOPT_TIMEOUT        => 30,
				CURLOPT_COOKIE         => $this->cookie,
				CURLOPT_PATH_AS_IS     => true,
				CURLOPT_HEADERFUNCTION => static function ( $curl, string $line ) use ( &$headers ): int {
					$parts = explode( ':', $line, 2 );
					if ( 2 === count( $parts ) ) {
						$headers[ strtolower( trim( $parts[0] ) ) ][] = trim( $parts[1] );
					}
					return strlen( $line );
				},
			)
		);
		$response = curl_exec( $this->curl );
		if ( ! is_string( $response ) ) {
			throw new \RuntimeException( 'request failed: ' . curl_error( $this->curl ) );
		}
		return array(
			'status'  => (int) curl_getinfo( $this->curl, CURLINFO_RESPONSE_CODE ),
			'headers' => $headers,
			'body'    => $response,
		);
	}

	/**
	 * GET.
	 *
	 * @param string $url Absolute URL.
	 * @return array{status: int, headers: array<string, list<string>>, body: string}
	 */
	public function get( string $url ): array {
		return $this->request( 'GET', $url );
	}

	/**
	 * POST form fields.
	 *
	 * @param string                $url    Absolute URL.
	 * @param array<string, string> $fields Fields.
	 * @return array{status: int, headers: array<string, list<string>>, body: string}
	 */
	public function post( string $url, array $fields ): array {
		return $this->request( 'POST', $url, $fields );
	}

	/**
	 * True when a response set a cookie whose name starts with $prefix (to a non-deleted value).
	 *
	 * @param array{headers: array<string, list<string>>} $response Response.
	 * @param string                                       $prefix   Cookie name prefix.
	 */
	public static function sets_cookie( array $response, string $prefix ): bool {
		foreach ( $response['headers']['set-cookie'] ?? array() as $cookie ) {
			if ( str_starts_with( $cookie, $prefix ) && ! preg_match( '/^[^=]+=(deleted|\s*;|\+?;)/', $cookie ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The value attribute of the input named $name in an HTML document ('' when absent).
	 *
	 * @param string $html Document.
	 * @param string $name Input name.
	 */
	public static function input_value( string $html, string $name ): string {
		$pattern = '/<input[^>]*name=["\']' . preg_quote( $name, '/' ) . '["\'][^>]*>/i';
		if ( ! preg_match( $pattern, $html, $tag ) || ! preg_match( '/value=["\']([^"\']*)["\']/i', $tag[0], $value ) ) {
			return '';
		}
		return html_entity_decode( $value[1], ENT_QUOTES );
	}
}
