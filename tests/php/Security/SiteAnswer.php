<?php
/**
 * One HTTP answer of the served test site.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

/**
 * Status, headers (names lower-cased) and raw body of an answer, as curl received them.
 */
final class SiteAnswer {

	/**
	 * @param int                   $status  HTTP status (0 when the site did not answer).
	 * @param array<string, string> $headers Header name (lower case) => value (the last one sent).
	 * @param string                $body    Raw body (JSON for REST answers, PDF bytes for downloads).
	 */
	public function __construct(
		public readonly int $status,
		public readonly array $headers,
		public readonly string $body
	) {}

	/**
	 * The decoded JSON body, or null when the body is not JSON.
	 *
	 * @return mixed
	 */
	public function json() {
		return json_decode( $this->body, true );
	}

	/**
	 * The error code of a WP_Error answer ({ code, message, data }), '' for any other body.
	 */
	public function code(): string {
		$data = $this->json();
		return is_array( $data ) && isset( $data['code'] ) && is_string( $data['code'] ) ? $data['code'] : '';
	}

	/**
	 * Everything a client could read: the headers and the body, the body also JSON-decoded and
	 * re-encoded without escapes (so 'a/b' or 'Čakovec' written as '\/' or '\u010c' are found too).
	 */
	public function readable(): string {
		$text = '';
		foreach ( $this->headers as $name => $value ) {
			$text .= $name . ': ' . $value . "\n";
		}
		$text .= $this->body;
		$data  = $this->json();
		if ( null !== $data ) {
			$text .= "\n" . (string) wp_json_encode( $data, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		}
		return $text;
	}

	/**
	 * Short form for failure messages: status and error code, e.g. '403 kabelshop_security_invalid_xsrf'.
	 */
	public function summary(): string {
		return trim( $this->status . ' ' . $this->code() );
	}
}
