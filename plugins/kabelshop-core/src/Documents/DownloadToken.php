<?php
/**
 * Short-lived signed download links of the public document search (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

/**
 * A token '<kind>.<id>.<expires unix>.<hmac>' where hmac = HMAC-SHA256 over the first three parts
 * keyed with wp_salt('auth'); valid for TTL seconds (10 minutes). Holding it is the authorisation
 * that a successful number + control number lookup earned; it names one document only.
 */
final class DownloadToken {

	public const TTL   = 600;
	public const KINDS = array( 'invoice', 'dop' );

	/**
	 * A new token.
	 *
	 * @param string $kind 'invoice' or 'dop'.
	 * @param int    $id   Document id.
	 * @param int    $now  Unix time.
	 */
	public static function sign( string $kind, int $id, int $now ): string {
		$payload = $kind . '.' . $id . '.' . ( $now + self::TTL );
		return $payload . '.' . hash_hmac( 'sha256', $payload, wp_salt( 'auth' ) );
	}

	/**
	 * The document a token names, or null when it is malformed, forged or expired.
	 *
	 * @param string $token Token.
	 * @param int    $now   Unix time.
	 * @return array{kind: string, id: int}|null
	 */
	public static function verify( string $token, int $now ): ?array {
		if ( ! preg_match( '/^(invoice|dop)\.(\d{1,19})\.(\d{1,12})\.([0-9a-f]{64})$/', $token, $m ) ) {
			return null;
		}
		$expected = hash_hmac( 'sha256', $m[1] . '.' . $m[2] . '.' . $m[3], wp_salt( 'auth' ) );
		if ( ! hash_equals( $expected, $m[4] ) || (int) $m[3] < $now ) {
			return null;
		}
		return array(
			'kind' => $m[1],
			'id'   => (int) $m[2],
		);
	}
}
