<?php
/**
 * Control codes of documents (issue 4, document search).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

/**
 * An 8-character code from the RFC 4648 base32 alphabet (A-Z, 2-7: 40 bits, no 0/1/8/9 to confuse
 * with O/I/B/g) printed on each invoice and DoP. Only its keyed hash is stored, so a leaked table
 * does not reveal codes; lookups compare hashes with hash_equals (constant time).
 */
final class ControlCode {

	public const LENGTH   = 8;
	public const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

	/** A new random code. */
	public static function generate(): string {
		$code = '';
		for ( $i = 0; $i < self::LENGTH; $i++ ) {
			$code .= self::ALPHABET[ random_int( 0, 31 ) ];
		}
		return $code;
	}

	/**
	 * Upper case without spaces and dashes (what people type back from paper).
	 *
	 * @param string $code Typed code.
	 */
	public static function normalize( string $code ): string {
		return strtoupper( (string) preg_replace( '/[\s-]+/', '', $code ) );
	}

	/**
	 * The stored form: HMAC-SHA256 (hex, 64 chars) of the normalised code, keyed with wp_salt('auth').
	 *
	 * @param string $code Plain code.
	 */
	public static function hash( string $code ): string {
		return hash_hmac( 'sha256', 'control:' . self::normalize( $code ), wp_salt( 'auth' ) );
	}
}
