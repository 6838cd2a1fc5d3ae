<?php
/**
 * The business-hours rule of declarations of performance (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

use DateTimeImmutable;
use DateTimeZone;

/**
 * Pure domain rule, no WordPress: a DoP listed on an invoice becomes available at the closing time
 * (staff setting, default 16:00) of the invoice's date in the shop's time zone (Europe/Zagreb).
 * For an invoice dated today it is therefore available only after business hours; for older
 * invoices that moment is past. The wall-clock time is built in the zone itself, so the rule
 * holds on the daylight-saving change days too (last Sunday of March and of October: the day has
 * 23 or 25 hours, 16:00 is still 16:00 local time).
 */
final class DopAvailability {

	public const DEFAULT_CLOSING = '16:00';

	/**
	 * The moment the DoPs of an invoice become available.
	 *
	 * @param DateTimeImmutable $invoice_date The invoice's date (only Y-m-d is used, read in $zone).
	 * @param string            $closing_time 'HH:MM' 24-hour local time; invalid => DEFAULT_CLOSING.
	 * @param DateTimeZone      $zone         Shop time zone (Europe/Zagreb).
	 * @return DateTimeImmutable In $zone.
	 */
	public static function available_at( DateTimeImmutable $invoice_date, string $closing_time, DateTimeZone $zone ): DateTimeImmutable {
		$time = self::valid_time( $closing_time ) ? $closing_time : self::DEFAULT_CLOSING;
		$day  = $invoice_date->setTimezone( $zone )->format( 'Y-m-d' );
		return new DateTimeImmutable( $day . ' ' . $time . ':00', $zone );
	}

	/**
	 * Whether the DoPs are available at $now (at or after available_at()).
	 *
	 * @param DateTimeImmutable $invoice_date Invoice date.
	 * @param string            $closing_time 'HH:MM'.
	 * @param DateTimeZone      $zone         Shop time zone.
	 * @param DateTimeImmutable $now          The current moment (any zone).
	 */
	public static function is_available( DateTimeImmutable $invoice_date, string $closing_time, DateTimeZone $zone, DateTimeImmutable $now ): bool {
		return $now->getTimestamp() >= self::available_at( $invoice_date, $closing_time, $zone )->getTimestamp();
	}

	/**
	 * Whether a string is a 24-hour 'HH:MM' time (00:00 to 23:59).
	 *
	 * @param string $time Candidate.
	 */
	public static function valid_time( string $time ): bool {
		return 1 === preg_match( '/^([01]\d|2[0-3]):[0-5]\d$/', $time );
	}
}
