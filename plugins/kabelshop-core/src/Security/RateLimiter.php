<?php
/**
 * Fixed-window rate limits.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

/**
 * Counts events per key in fixed time windows, stored in the options table (one row per key,
 * option name 'kabelshop_rl_' + sha1 of the key, value "<window end unix s>:<count>", not
 * autoloaded). The increment is one atomic INSERT ... ON DUPLICATE KEY UPDATE, so parallel
 * requests cannot both slip under a limit. Expired rows are swept now and then.
 *
 * Usage: limit( 'register:ip:' . $ip, 5, HOUR_IN_SECONDS ) counts one event and answers whether
 * it is within the limit; exceeded() only looks; hit() only counts; reset() forgets a key.
 * Keys should name the purpose and the subject ('login:user:42', 'login:ip:203.0.113.5').
 * Client IPs come from client_ip() (REMOTE_ADDR only: proxies' headers can be forged).
 */
final class RateLimiter {

	private const PREFIX = 'kabelshop_rl_';

	/**
	 * Counts one event and answers true while the count in this window is at most $max.
	 *
	 * @param string $key            Purpose and subject, e.g. 'register:ip:203.0.113.5'.
	 * @param int    $max            Events allowed per window (>= 1).
	 * @param int    $window_seconds Window length in seconds (>= 1).
	 */
	public static function limit( string $key, int $max, int $window_seconds ): bool {
		return self::hit( $key, $window_seconds ) <= $max;
	}

	/**
	 * True when $max events or more were counted in the current window (without counting one).
	 *
	 * @param string $key Key.
	 * @param int    $max Events allowed per window.
	 */
	public static function exceeded( string $key, int $max ): bool {
		return self::count( $key ) >= $max;
	}

	/**
	 * Counts one event; returns the count in the current window including it.
	 *
	 * @param string $key            Key.
	 * @param int    $window_seconds Window length in seconds; the window starts with its first event.
	 */
	public static function hit( string $key, int $window_seconds ): int {
		global $wpdb;
		$name = self::option_name( $key );
		$now  = time();
		$end  = $now + max( 1, $window_seconds );
		$wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')
				ON DUPLICATE KEY UPDATE option_value = IF(
					CAST(SUBSTRING_INDEX(option_value, ':', 1) AS UNSIGNED) > %d,
					CONCAT(SUBSTRING_INDEX(option_value, ':', 1), ':', CAST(SUBSTRING_INDEX(option_value, ':', -1) AS UNSIGNED) + 1),
					%s
				)",
				$name,
				$end . ':1',
				$now,
				$end . ':1'
			)
		);
		if ( 0 === wp_rand( 0, 49 ) ) {
			self::sweep();
		}
		return self::count( $key );
	}

	/**
	 * Events counted in the current window (0 when none or the window is over).
	 *
	 * @param string $key Key.
	 */
	public static function count( string $key ): int {
		$row = self::read( $key );
		return null !== $row && $row[0] > time() ? $row[1] : 0;
	}

	/**
	 * Seconds until the current window ends (0 when there is none).
	 *
	 * @param string $key Key.
	 */
	public static function retry_after( string $key ): int {
		$row = self::read( $key );
		return null !== $row ? max( 0, $row[0] - time() ) : 0;
	}

	/**
	 * Forgets a key (e.g. an account's failed logins after a successful one).
	 *
	 * @param string $key Key.
	 */
	public static function reset( string $key ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", self::option_name( $key ) ) );
	}

	/**
	 * The client's IP address: REMOTE_ADDR only ('0.0.0.0' when missing or malformed).
	 */
	public static function client_ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? (string) $_SERVER['REMOTE_ADDR'] : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- validated by filter_var.
		return false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '0.0.0.0';
	}

	/**
	 * Deletes rows whose window is over.
	 */
	public static function sweep(): void {
		global $wpdb;
		$wpdb->query(
			$wpdb->prepare(
				"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND CAST(SUBSTRING_INDEX(option_value, ':', 1) AS UNSIGNED) <= %d",
				$wpdb->esc_like( self::PREFIX ) . '%',
				time()
			)
		);
	}

	/**
	 * The stored [ window end, count ] of a key, read from the database (not the options cache).
	 *
	 * @param string $key Key.
	 * @return array{0: int, 1: int}|null
	 */
	private static function read( string $key ): ?array {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::option_name( $key ) ) );
		if ( ! is_string( $value ) || ! preg_match( '/^(\d+):(\d+)$/', $value, $m ) ) {
			return null;
		}
		return array( (int) $m[1], (int) $m[2] );
	}

	/**
	 * Option name of a key (hashed: keys may hold IPs and e-mails).
	 *
	 * @param string $key Key.
	 */
	private static function option_name( string $key ): string {
		return self::PREFIX . sha1( $key );
	}
}
