<?php
/**
 * What a write could have changed, as one comparable snapshot.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Security;

/**
 * A checksum per place a kabelshop/v1 write can store something: every {prefix}kabelshop_* table
 * (orders, items, events, inquiries, wishlist, invoices, DoPs, articles, metal prices, ...),
 * users, user meta (profiles, addresses, registration status), posts and options. Left out,
 * because reading a page or being refused may legitimately touch them: session tokens (not
 * written by cookie checks, but by the fixtures' logins), the rate limiter's rows
 * (kabelshop_rl_*), transients, cron and the options core's own cron events write while the
 * suite runs (wp_update_comment_type_batch, scheduled two minutes after the install, sets
 * finished_updating_comment_type and holds update_comment_type.lock while it runs; wp_https_detection sets https_detection_errors; recovery mode
 * keeps recovery_keys).
 *
 * The PHPUnit process reads with autocommit, so it sees what the served site committed.
 */
final class StateFingerprint {

	/**
	 * The current snapshot.
	 *
	 * @return array<string, string> Place => checksum.
	 */
	public static function take(): array {
		global $wpdb;
		$out    = array();
		$tables = (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'kabelshop_' ) . '%' ) );
		sort( $tables );
		foreach ( $tables as $table ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from SHOW TABLES.
			$row             = (array) $wpdb->get_row( "CHECKSUM TABLE `{$table}`", ARRAY_A );
			$out[ $table ] = (string) ( $row['Checksum'] ?? '?' );
		}
		$out['users']    = (string) $wpdb->get_var( "SELECT CONCAT( COUNT(*), ':', COALESCE( SUM( CRC32( CONCAT_WS( '|', ID, user_login, user_pass, user_email, user_status, display_name, user_activation_key ) ) ), 0 ) ) FROM {$wpdb->users}" );
		$out['usermeta'] = (string) $wpdb->get_var( "SELECT CONCAT( COUNT(*), ':', COALESCE( SUM( CRC32( CONCAT_WS( '|', umeta_id, user_id, meta_key, meta_value ) ) ), 0 ) ) FROM {$wpdb->usermeta} WHERE meta_key <> 'session_tokens'" );
		$out['posts']    = (string) $wpdb->get_var( "SELECT CONCAT( COUNT(*), ':', COALESCE( SUM( CRC32( CONCAT_WS( '|', ID, post_status, post_author, post_modified_gmt, post_title, post_content ) ) ), 0 ) ) FROM {$wpdb->posts}" );
		// One entry per option, so a failure names the option that changed.
		$options = (array) $wpdb->get_results(
			$wpdb->prepare(
				"SELECT option_name, CRC32( option_value ) AS crc FROM {$wpdb->options}
				WHERE option_name NOT LIKE %s AND option_name NOT LIKE %s AND option_name NOT LIKE %s
				AND option_name NOT IN ( 'cron', 'finished_updating_comment_type', 'update_comment_type.lock', 'https_detection_errors', 'recovery_keys' )",
				$wpdb->esc_like( 'kabelshop_rl_' ) . '%',
				$wpdb->esc_like( '_transient_' ) . '%',
				$wpdb->esc_like( '_site_transient_' ) . '%'
			),
			ARRAY_N
		);
		foreach ( $options as $option ) {
			$out[ 'option ' . $option[0] ] = (string) $option[1];
		}
		return $out;
	}

	/**
	 * The places whose checksum differs between two snapshots.
	 *
	 * @param array<string, string> $before Snapshot before.
	 * @param array<string, string> $after  Snapshot after.
	 * @return list<string> Place names, e.g. [ 'wp_kabelshop_orders', 'usermeta' ].
	 */
	public static function changed( array $before, array $after ): array {
		$changed = array();
		foreach ( array_unique( array_merge( array_keys( $before ), array_keys( $after ) ) ) as $place ) {
			if ( ( $before[ $place ] ?? null ) !== ( $after[ $place ] ?? null ) ) {
				$changed[] = $place;
			}
		}
		return $changed;
	}
}
