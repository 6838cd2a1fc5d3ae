<?php
/**
 * Cache of the computed metal price series.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * Transients (the object cache when a site has one) keyed by a version number and the query
 * arguments. Every write of prices or rates calls bump(), so an import is visible at once and old
 * entries simply expire. The version lives in an option (autoloaded, one row).
 */
final class PriceCache {

	public const VERSION_OPTION = 'kabelshop_metals_cache_version';
	public const TTL            = DAY_IN_SECONDS;

	/**
	 * The current version.
	 */
	public static function version(): int {
		return (int) get_option( self::VERSION_OPTION, 1 );
	}

	/**
	 * Invalidates every cached answer.
	 */
	public static function bump(): void {
		update_option( self::VERSION_OPTION, self::version() + 1, true );
	}

	/**
	 * A cached value, computed by $compute when missing.
	 *
	 * @param string       $name    What is cached, e.g. 'series'.
	 * @param array<mixed> $args    Arguments that identify it.
	 * @param callable     $compute Returns the value (an array).
	 * @return array<mixed>
	 */
	public static function remember( string $name, array $args, callable $compute ): array {
		$key    = 'ks_metals_' . $name . '_' . md5( self::version() . '|' . wp_json_encode( $args ) );
		$cached = get_transient( $key );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$value = $compute();
		set_transient( $key, $value, self::TTL );
		return $value;
	}
}
