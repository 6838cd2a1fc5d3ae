<?php
/**
 * HTTP requests to the served test site, for the request-hardening tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

use Kabelshop\Tests\HttpClient;

/**
 * Sends real requests with HttpClient (PHP's curl) to the site bin/test.sh serves
 * (KABELSHOP_TEST_URL, same database as the tests), and reads the PHP error log that site writes (.run/php-<port>.log, bin/lib.sh serve()).
 */
trait ServedSiteRequests {

	/**
	 * Base URL of the served test site, without a trailing slash.
	 */
	protected function site_url(): string {
		return rtrim( (string) ( getenv( 'KABELSHOP_TEST_URL' ) ?: 'http://127.0.0.1:8081' ), '/' );
	}

	/**
	 * One request (HttpClient), redirects not followed.
	 *
	 * @param string                $method  HTTP method.
	 * @param string                $path    Path with query, from '/'.
	 * @param array<string, string> $headers Request headers, name => value.
	 * @param string|null           $body    Raw body.
	 * @param array<string, string> $cookies Cookies to send, name => value.
	 * @return array{status: int, headers: array<string, list<string>>, body: string} Header names lower-cased.
	 */
	protected function http( string $method, string $path, array $headers = array(), ?string $body = null, array $cookies = array() ): array {
		return ( new HttpClient( HttpClient::cookie_header( $cookies ) ) )->request( $method, $this->site_url() . $path, array(), $body, $headers );
	}

	/**
	 * Values of one header in an answer (several for repeated headers).
	 *
	 * @param array{headers: array<string, list<string>>} $answer Answer of http().
	 * @param string                                       $name   Header name, any case.
	 * @return list<string>
	 */
	protected function header_values( array $answer, string $name ): array {
		return $answer['headers'][ strtolower( $name ) ] ?? array();
	}

	/**
	 * Cookies an answer set, name => the whole Set-Cookie value (with its attributes).
	 *
	 * @param array{headers: array<string, list<string>>} $answer Answer of http().
	 * @return array<string, string>
	 */
	protected function set_cookies( array $answer ): array {
		$cookies = array();
		foreach ( $this->header_values( $answer, 'Set-Cookie' ) as $line ) {
			$cookies[ (string) strstr( $line, '=', true ) ] = $line;
		}
		return $cookies;
	}

	/**
	 * Path of the PHP error log of the served site.
	 */
	protected function php_log_path(): string {
		$port = (int) wp_parse_url( $this->site_url(), PHP_URL_PORT );
		return dirname( __DIR__, 3 ) . '/.run/php-' . $port . '.log';
	}

	/**
	 * Current size of the PHP log in bytes (0 when it does not exist yet).
	 */
	protected function php_log_size(): int {
		clearstatcache();
		$path = $this->php_log_path();
		return is_file( $path ) ? (int) filesize( $path ) : 0;
	}

	/**
	 * What the PHP log gained since it had $since bytes.
	 *
	 * @param int $since Size before.
	 */
	protected function php_log_since( int $since ): string {
		clearstatcache();
		$path = $this->php_log_path();
		if ( ! is_file( $path ) ) {
			return '';
		}
		return (string) file_get_contents( $path, false, null, $since );
	}
}
