<?php
/**
 * Reads several non-autoloaded options in one statement.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Setup;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress reads an option that is not autoloaded, or does not exist (a setting still at its
 * default), with a statement of its own, once per request without a persistent object cache. A
 * checkout reads about ten such settings (delivery, drums, payments, metal surcharge: issue 16,
 * docs/checkout.md "Measured"). prime() reads the given ones in one statement and leaves them
 * where get_option() looks first (the 'options' cache group, the 'notoptions' list for missing
 * ones), as WordPress 6.4's wp_prime_option_caches() does; get_option() then answers them without
 * a statement and with its usual filters and defaults.
 */
final class OptionCache {

	/**
	 * Loads the options that are not cached yet in one statement.
	 *
	 * @param list<string> $names Option names.
	 * @return int Options looked up in the database (0 when all were cached).
	 */
	public static function prime( array $names ): int {
		global $wpdb;
		if ( wp_installing() ) {
			return 0;
		}
		$alloptions = wp_load_alloptions();
		$notoptions = wp_cache_get( 'notoptions', 'options' );
		$notoptions = is_array( $notoptions ) ? $notoptions : array();
		$names      = array_values(
			array_filter(
				array_unique( array_map( 'strval', $names ) ),
				static fn( string $name ): bool => '' !== $name && ! isset( $alloptions[ $name ] ) && ! isset( $notoptions[ $name ] )
			)
		);
		if ( ! $names ) {
			return 0;
		}
		$cached = wp_cache_get_multiple( $names, 'options' );
		$names  = array_values( array_filter( $names, static fn( string $name ): bool => false === ( $cached[ $name ] ?? false ) ) );
		if ( ! $names ) {
			return 0;
		}
		$placeholders = implode( ', ', array_fill( 0, count( $names ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- one %s per name, built above; values through prepare.
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name IN ( {$placeholders} )", $names ) );
		$found = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$found[ (string) $row->option_name ] = true;
			wp_cache_add( (string) $row->option_name, $row->option_value, 'options' );
		}
		$missing = array_diff( $names, array_keys( $found ) );
		if ( $missing ) {
			wp_cache_set( 'notoptions', $notoptions + array_fill_keys( $missing, true ), 'options' );
		}
		return count( $names );
	}
}
