<?php
/**
 * Settings of the documents area (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

use DateTimeZone;

/**
 * The closing time after which the DoPs of invoices dated today become available (option
 * kabelshop_documents_closing_time, 'HH:MM', default 16:00, set in wp-admin on the Invoices page)
 * and the business time zone (Europe/Zagreb, issue 4; wp_timezone() is set to it).
 */
final class DocumentSettings {

	public const OPTION_CLOSING = 'kabelshop_documents_closing_time';

	/** Closing time 'HH:MM'. */
	public static function closing_time(): string {
		$value = (string) get_option( self::OPTION_CLOSING, DopAvailability::DEFAULT_CLOSING );
		return DopAvailability::valid_time( $value ) ? $value : DopAvailability::DEFAULT_CLOSING;
	}

	/**
	 * Stores a closing time.
	 *
	 * @param string $time 'HH:MM'.
	 * @return bool False when the value is not a valid time (nothing stored).
	 */
	public static function set_closing_time( string $time ): bool {
		if ( ! DopAvailability::valid_time( $time ) ) {
			return false;
		}
		update_option( self::OPTION_CLOSING, $time, false );
		return true;
	}

	/** The business time zone: Europe/Zagreb. */
	public static function zone(): DateTimeZone {
		return new DateTimeZone( 'Europe/Zagreb' );
	}
}
