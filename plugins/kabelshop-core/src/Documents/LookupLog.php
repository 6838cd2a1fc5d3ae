<?php
/**
 * Log of public document lookups (issue 4: "every lookup logged for staff").
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

/**
 * One row per search: hashed IP (sha256 with wp_salt, no plain address stored: GDPR data
 * minimisation), the number tried (at most 40 characters), whether a document was found.
 */
final class LookupLog {

	/**
	 * Writes one entry.
	 *
	 * @param string $ip     Client IP.
	 * @param string $number Number tried.
	 * @param bool   $found  Whether both numbers matched.
	 */
	public static function add( string $ip, string $number, bool $found ): void {
		global $wpdb;
		$wpdb->insert(
			DocumentTables::lookups(),
			array(
				'ip_hash'      => self::ip_hash( $ip ),
				'number_tried' => mb_substr( $number, 0, 40 ),
				'found'        => $found ? 1 : 0,
				'created_at'   => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%s', '%s', '%d', '%s' )
		);
	}

	/**
	 * The hash stored for an IP.
	 *
	 * @param string $ip Client IP.
	 */
	public static function ip_hash( string $ip ): string {
		return hash_hmac( 'sha256', 'ip:' . $ip, wp_salt( 'auth' ) );
	}

	/**
	 * Latest entries, newest first.
	 *
	 * @param int $limit Rows.
	 * @return list<array{id: string, ip_hash: string, number_tried: string, found: string, created_at: string}>
	 */
	public static function latest( int $limit ): array {
		global $wpdb;
		$table = DocumentTables::lookups();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} ORDER BY id DESC LIMIT %d", $limit ), ARRAY_A );
	}
}
