<?php
/**
 * The REST server of the PHP tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Rest;

/**
 * WordPress's REST server, except that headers core would send itself with header() (the fresh
 * nonce of rest_cookie_check_errors(), CORS) are kept in $sent instead: the tests run on the command
 * line after output started, where header() would only warn. Everything a route or filter puts on
 * the response object is untouched.
 */
class TestRestServer extends \WP_REST_Server {

	/**
	 * Headers core sent directly during the last requests: name => value.
	 *
	 * @var array<string, string>
	 */
	public array $sent = array();

	/**
	 * Keeps the header instead of sending it.
	 *
	 * @param string $key   Header name.
	 * @param string $value Header value.
	 */
	public function send_header( $key, $value ) {
		$this->sent[ (string) $key ] = (string) $value;
	}

	/**
	 * Keeps the headers instead of sending them.
	 *
	 * @param array<string, string> $headers Name => value.
	 */
	public function send_headers( $headers ) {
		foreach ( $headers as $key => $value ) {
			$this->send_header( $key, $value );
		}
	}
}
