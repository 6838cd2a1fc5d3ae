<?php
/**
 * How long a quoted price holds (the inquiry's sentence).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Inquiries;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\LeadTime;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Metals\SurchargeSettings;

/**
 * Issue 14: "the inquiry says how long a price holds". The price list setting price_hold_days
 * (Metals\SurchargeSettings, default 14) counts calendar days from the day the inquiry is sent
 * (Europe/Zagreb); the metal surcharge is not held: an order is priced with the index in force on
 * the day it is placed (docs/checkout.md). Shown on the inquiry page and in both inquiry mails.
 */
final class PriceHold {

	/**
	 * The last day a price quoted on $from holds, 'Y-m-d'.
	 *
	 * @param \DateTimeImmutable $from The day of the inquiry.
	 * @param int                $days price_hold_days.
	 */
	public static function until( \DateTimeImmutable $from, int $days ): string {
		return $from->modify( '+' . max( 0, $days ) . ' days' )->format( 'Y-m-d' );
	}

	/**
	 * "Prices hold for 14 days, until 08.12.2026.; the metal surcharge follows the index in force on
	 * the day of order." in the current language.
	 *
	 * @param \DateTimeImmutable|null $from The day of the inquiry (today, LeadTime::today(), when null).
	 */
	public static function sentence( ?\DateTimeImmutable $from = null ): string {
		$days = SurchargeSettings::get()['price_hold_days'];
		$from = $from ?? LeadTime::today();
		return sprintf(
			/* translators: 1: number of days, 2: date until which the prices hold */
			_n( 'Prices hold for %1$d day, until %2$s; the metal surcharge follows the index in force on the day of order.', 'Prices hold for %1$d days, until %2$s; the metal surcharge follows the index in force on the day of order.', $days, 'kabelshop-core' ),
			$days,
			Format::date( self::until( $from, $days ), Locale::bcp47() )
		);
	}

	/**
	 * The sentence for a stored inquiry: counted from its day (created_at, UTC, read in Europe/Zagreb).
	 *
	 * @param array<string, mixed> $inquiry Inquiry from InquiryRepository::find().
	 */
	public static function for_inquiry( array $inquiry ): string {
		$created = (string) ( $inquiry['created_at'] ?? '' );
		$day     = '' !== $created ? get_date_from_gmt( $created, 'Y-m-d' ) : '';
		$from    = '' !== $day ? \DateTimeImmutable::createFromFormat( '!Y-m-d', $day, new \DateTimeZone( LeadTime::TIME_ZONE ) ) : false;
		return self::sentence( $from ? $from : null );
	}
}
