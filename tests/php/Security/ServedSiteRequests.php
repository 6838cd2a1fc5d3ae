<?php
/**
 * HTTP requests to the served test site, for the request-hardening tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

/**
 * Sends real requests with PHP's curl (not wp_remote_*(): WordPress 6.1's Requests library logs
 * PHP 8.2 deprecations) to the site bin/test.sh serves (KABELSHOP_TEST_URL, same database as the
 * tests), and reads the PHP error log that site writes (.run/php-<port>.log, bin/lib.sh serve()).
 */
trait ServedSiteRequests {

	/**
	 * Base URL of the served test site, without a trailing slash.
	 */
	protected function site_url(): string {
		return rtrim( (string) ( getenv( 'KABELSHOP_TEST_URL' ) ?: 'http://127.0.0.1:8081' ), '/' );
	}

	/**
	 * One request, redirects not followed.
	 *
	 * @param string                $method  HTTP method.
	 * @param string                $path    Path with query, from '/'.
	 * @param array<string, string> $headers Request headers, name => value.
	 * @param string|null           $body    Raw body.
	 * @param array<string, string> $cookies Cookies to send, name => value.
	 * @return array{status: int, headers: list<array{0: string, 1: string}>, body: string} Header names lower-cased, in order.
	 */
	protected function http( string $method, string $path, array $headers = array(), ?string $body = null, array $cookies = array() ): array {
		$received = array();
		$curl     = curl_init( $this->site_url() . $path );
		$lines    = array();
		foreach ( $headers as $name => $value ) {
			$lines[] = $name . ': ' . $value;
		}
		$options = array(
			CURLOPT_CUSTOMREQUEST  => $method,
			CURLOPT_RETURNTRANSFER => true,
			CURLOPT_FOLLOWLOCATION => false,
			CURLOPT_TIMEOUT        => 30,
			CURLOPT_HTTPHEADER     => $lines,
			CURLOPT_HEADERFUNCTION => static function ( $handle, string $line ) use ( &$received ): int {
				$pos = strpos( $line, ':' );
				if ( false !== $pos ) {
					$received[] = array( strtolower( trim( substr( $line, 0, $pos ) ) ), trim( substr( $line, $pos + 1 ) ) );
				}
				return strlen( $line );
			},
		);
		if ( null !== $body ) {
			$options[ CURLOPT_POSTFIELDS ] = $body;
		}
		if ( $cookies ) {
			$pairs = array();
			foreach ( $cookies as $name => $value ) {
				$pairs[] = $name . '=' . rawurlencode( $value );
			}
			$options[ CURLOPT_COOKIE ] = implode( '; ', $pairs );
		}
		curl_setopt_array( $curl, $options );
		$answer = curl_exec( $curl );
		$this->assertIsString( $answer, $method . ' ' . $path . ' failed: ' . curl_error( $curl ) );
		$status = (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
		curl_close( $curl );
		return array(
			'status'  => $status,
			'headers' => $received,
			'body'    => $answer,
		);
	}

	/**
	 * Values of one header in an answer (several for repeated headers).
	 *
	 * @param array{headers: list<array{0: string, 1: string}>} $answer Answer of http().
	 * @param string                                           $name   Header name, any case.
	 * @return list<string>
	 */
	protected function header_values( array $answer, string $name ): array {
		$values = array();
		foreach ( $answer['headers'] as $header ) {
			if ( strtolower( $name ) === $header[0] ) {
				$values[] = $header[1];
			}
		}
		return $values;
	}

	/**
	 * Cookies an answer set, name => the whole Set-Cookie value (with its attributes).
	 *
	 * @param array{headers: list<array{0: string, 1: string}>} $answer Answer of http().
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
