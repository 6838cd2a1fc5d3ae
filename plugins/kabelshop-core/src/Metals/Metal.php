<?php
/**
 * The metals with prices.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * Copper and aluminium (spec sections 1 and 2: "Metal prices (copper and aluminium ...)"), their
 * translated names, the views and currencies of spec section 9.
 */
final class Metal {

	public const METALS     = array( 'copper', 'aluminium' );
	public const PERIODS    = array( 'week', 'month', 'year', 'all' );
	public const CURRENCIES = array( 'EUR', 'USD' );

	/**
	 * The translated name of a metal.
	 *
	 * @param string $metal 'copper' | 'aluminium'.
	 */
	public static function label( string $metal ): string {
		return 'aluminium' === $metal ? __( 'Aluminium', 'kabelshop-core' ) : __( 'Copper', 'kabelshop-core' );
	}

	/**
	 * The first day of a view ending at $latest (inclusive): week = the last 7 calendar days,
	 * month = the last calendar month, year = the last 12 months, all = no limit ('').
	 *
	 * @param string $period One of PERIODS.
	 * @param string $latest Latest day, Y-m-d.
	 */
	public static function period_start( string $period, string $latest ): string {
		$end = new \DateTimeImmutable( $latest, new \DateTimeZone( 'UTC' ) );
		switch ( $period ) {
			case 'week':
				return $end->modify( '-6 days' )->format( 'Y-m-d' );
			case 'month':
				return $end->modify( '-1 month' )->modify( '+1 day' )->format( 'Y-m-d' );
			case 'year':
				return $end->modify( '-1 year' )->modify( '+1 day' )->format( 'Y-m-d' );
			default:
				return '';
		}
	}
}
