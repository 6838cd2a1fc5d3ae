<?php
/**
 * The B2B checkout fields: PO number, requested delivery date, site contact, R1 invoice data.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\CompanyId;
use Kabelshop\Accounts\FieldRules;
use Kabelshop\Accounts\ProfileData;
use Kabelshop\Domain\ShopException;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * Checks and normalises the buyer's B2B fields of POST kabelshop/v1/orders (issue 13, "B2B
 * ordering"); the orders table stores the result under the same names. Free of REST types; every
 * refusal is a ShopException 400 naming the field as the client sent it.
 *
 * - po_number: the buyer's purchase order reference, optional, at most 35 characters (the length
 *   of a document reference in UN/EDIFACT ORDERS, data element 1154 an..35, which ERPs export);
 *   printable only: letters, digits, punctuation, symbols and spaces (no control characters, tabs
 *   or line breaks, which would break the CSV export and the mail). Other spaces (e.g. a pasted
 *   no-break space) become plain spaces; the value is trimmed.
 * - requested_delivery_date: optional 'Y-m-d'. A working day (LeadTime::is_working_day(): Monday
 *   to Friday, not a Croatian public holiday of Zakon o blagdanima, NN 110/2019, Easter Monday and
 *   Corpus Christi from Easter as easter_days() computes it), not before earliest() and at most
 *   MAX_DAYS_AHEAD days after today.
 * - site_contact_name / site_contact_phone: optional (recommended for delivery: the driver calls
 *   this person), but one without the other is refused; the phone follows the account forms'
 *   rule, FieldRules::phone() (spec section 5; spaces, dashes, slashes and "(0)" as people type
 *   them) and is stored normalised by FieldRules::normalise_phone() ("+385 91 123 4567" and
 *   "091/123-4567" are stored as "+385911234567").
 * - r1_invoice: the buyer confirms the R1 invoice data (Zakon o PDV-u, art. 79: a business
 *   buyer's invoice names its OIB). When true, the profile's company name and OIB are copied into
 *   billing_company and billing_oib (a snapshot: later profile edits do not change the order);
 *   a profile without a valid OIB is refused (400, field r1_invoice) with a link to the profile.
 *   When false both stay ''.
 */
final class B2BFields {

	/** UN/EDIFACT 1154 "Reference identifier" an..35. */
	public const PO_MAX_LENGTH = 35;

	/** Column size of site_contact_name. */
	public const CONTACT_NAME_MAX_LENGTH = 100;

	/** A requested delivery date may be at most this many days after today. */
	public const MAX_DAYS_AHEAD = 365;

	/** The body fields, in the order the checkout shows them. */
	public const FIELDS = array( 'po_number', 'requested_delivery_date', 'site_contact_name', 'site_contact_phone', 'r1_invoice' );

	/**
	 * Checks the fields and returns the order columns.
	 *
	 * @param array<string, mixed>    $input          Body values (po_number, requested_delivery_date, site_contact_name, site_contact_phone: strings; r1_invoice: bool). Missing = empty.
	 * @param int                     $user_id        The buyer (profile for R1).
	 * @param list<string|null>       $expected_dates Each item's expected_date ('Y-m-d' when partly backordered, else null).
	 * @param \DateTimeImmutable|null $today          Today in Europe/Zagreb (LeadTime::today() when null).
	 * @return array{po_number: string, requested_delivery_date: string|null, site_contact_name: string, site_contact_phone: string, billing_company: string, billing_oib: string}
	 * @throws ShopException 400 naming po_number, requested_delivery_date, site_contact_name, site_contact_phone or r1_invoice.
	 */
	public static function validate( array $input, int $user_id, array $expected_dates, ?\DateTimeImmutable $today = null ): array {
		$today   = $today ?? LeadTime::today();
		$po      = self::po_number( (string) ( $input['po_number'] ?? '' ) );
		$contact = self::site_contact( (string) ( $input['site_contact_name'] ?? '' ), (string) ( $input['site_contact_phone'] ?? '' ) );
		$date    = self::delivery_date( (string) ( $input['requested_delivery_date'] ?? '' ), $expected_dates, $today );
		$billing = self::billing( ! empty( $input['r1_invoice'] ), $user_id );
		return array(
			'po_number'               => $po,
			'requested_delivery_date' => $date,
			'site_contact_name'       => $contact['name'],
			'site_contact_phone'      => $contact['phone'],
			'billing_company'         => $billing['company'],
			'billing_oib'             => $billing['oib'],
		);
	}

	/**
	 * The earliest day a delivery (or pickup) may be requested: the next working day after today
	 * (Europe/Zagreb), or, when a line is partly backordered, the working day after the latest
	 * expected_date of the lines (the rest arrives that day and leaves the next), whichever is later.
	 *
	 * @param list<string|null>       $expected_dates Each item's expected_date or null.
	 * @param \DateTimeImmutable|null $today          Today (LeadTime::today() when null).
	 * @return string 'Y-m-d'.
	 */
	public static function earliest( array $expected_dates, ?\DateTimeImmutable $today = null ): string {
		$today    = ( $today ?? LeadTime::today() )->setTime( 0, 0 );
		$earliest = LeadTime::expected_date( 1, $today );
		foreach ( $expected_dates as $expected ) {
			$day = is_string( $expected ) ? \DateTimeImmutable::createFromFormat( '!Y-m-d', $expected, $today->getTimezone() ) : false;
			if ( $day && $day->format( 'Y-m-d' ) === $expected ) {
				$after    = LeadTime::expected_date( 1, $day );
				$earliest = max( $earliest, $after );
			}
		}
		return $earliest;
	}

	/**
	 * The last day that may be requested: today + MAX_DAYS_AHEAD.
	 *
	 * @param \DateTimeImmutable|null $today Today (LeadTime::today() when null).
	 * @return string 'Y-m-d'.
	 */
	public static function latest( ?\DateTimeImmutable $today = null ): string {
		return ( $today ?? LeadTime::today() )->modify( '+' . self::MAX_DAYS_AHEAD . ' days' )->format( 'Y-m-d' );
	}

	/**
	 * Croatian public holidays from $from to $to (both 'Y-m-d', inclusive) that fall on a weekday:
	 * the checkout's date field refuses them before the server does.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return list<string> 'Y-m-d' days.
	 */
	public static function holidays_between( string $from, string $to ): array {
		$zone = new \DateTimeZone( LeadTime::TIME_ZONE );
		$day  = \DateTimeImmutable::createFromFormat( '!Y-m-d', $from, $zone );
		$last = \DateTimeImmutable::createFromFormat( '!Y-m-d', $to, $zone );
		$list = array();
		if ( ! $day || ! $last ) {
			return $list;
		}
		for ( ; $day <= $last; $day = $day->modify( '+1 day' ) ) {
			if ( (int) $day->format( 'N' ) <= 5 && LeadTime::is_holiday( $day ) ) {
				$list[] = $day->format( 'Y-m-d' );
			}
		}
		return $list;
	}

	/**
	 * The profile's R1 data: company name and OIB (the company id when it is a valid OIB; an MB or
	 * a foreign VAT number is no OIB).
	 *
	 * @param int $user_id User id.
	 * @return array{company: string, oib: string} oib '' when the profile has none.
	 */
	public static function profile_billing( int $user_id ): array {
		$profile = ProfileData::read( $user_id );
		$oib     = (string) preg_replace( '/^HR(?=\d{11}$)/', '', CompanyId::normalize( $profile['companyId'] ) );
		return array(
			'company' => trim( $profile['companyName'] ),
			'oib'     => CompanyId::is_oib( $oib ) ? $oib : '',
		);
	}

	/**
	 * Normalised PO number.
	 *
	 * @param string $value Raw value.
	 * @throws ShopException 400 naming po_number.
	 */
	public static function po_number( string $value ): string {
		$value = mb_check_encoding( $value, 'UTF-8' ) ? trim( (string) preg_replace( '/\p{Zs}/u', ' ', $value ) ) : "\0";
		if ( ! preg_match( '/^(?:[^\p{C}\p{Z}]| )*$/u', $value ) ) {
			throw ShopException::field( 'kabelshop_order_invalid_po_number', 'po_number', __( 'The PO number may contain letters, digits, spaces and punctuation only (no line breaks or tabs).', 'kabelshop-core' ) );
		}
		if ( mb_strlen( $value ) > self::PO_MAX_LENGTH ) {
			throw ShopException::field(
				'kabelshop_order_po_number_too_long',
				'po_number',
				/* translators: %d: maximum number of characters */
				sprintf( __( 'The PO number may have at most %d characters.', 'kabelshop-core' ), self::PO_MAX_LENGTH )
			);
		}
		return $value;
	}

	/**
	 * Normalised site contact; both empty or both given.
	 *
	 * @param string $name  Raw name.
	 * @param string $phone Raw phone.
	 * @return array{name: string, phone: string}
	 * @throws ShopException 400 naming site_contact_name or site_contact_phone.
	 */
	public static function site_contact( string $name, string $phone ): array {
		$name  = trim( (string) preg_replace( '/[\p{C}\p{Z}]+/u', ' ', $name ) );
		$phone = trim( $phone );
		if ( mb_strlen( $name ) > self::CONTACT_NAME_MAX_LENGTH ) {
			throw ShopException::field(
				'kabelshop_order_invalid_site_contact',
				'site_contact_name',
				/* translators: %d: maximum number of characters */
				sprintf( __( 'The site contact name may have at most %d characters.', 'kabelshop-core' ), self::CONTACT_NAME_MAX_LENGTH )
			);
		}
		if ( '' === $name && '' !== $phone ) {
			throw ShopException::field( 'kabelshop_order_invalid_site_contact', 'site_contact_name', __( 'Enter the name of the site contact for this phone number.', 'kabelshop-core' ) );
		}
		if ( '' !== $name && '' === $phone ) {
			throw ShopException::field( 'kabelshop_order_invalid_site_contact', 'site_contact_phone', __( 'Enter the phone number of the site contact.', 'kabelshop-core' ) );
		}
		$error = '' === $phone ? null : FieldRules::phone( $phone );
		if ( null !== $error ) {
			throw ShopException::field( 'kabelshop_order_invalid_site_contact', 'site_contact_phone', $error );
		}
		return array(
			'name'  => $name,
			'phone' => '' === $phone ? '' : FieldRules::normalise_phone( $phone ),
		);
	}

	/**
	 * The requested delivery date, checked.
	 *
	 * @param string             $value          '' or 'Y-m-d'.
	 * @param list<string|null>  $expected_dates Lines' expected dates.
	 * @param \DateTimeImmutable $today          Today.
	 * @return string|null 'Y-m-d' or null for none.
	 * @throws ShopException 400 naming requested_delivery_date.
	 */
	public static function delivery_date( string $value, array $expected_dates, \DateTimeImmutable $today ): ?string {
		$value = trim( $value );
		if ( '' === $value ) {
			return null;
		}
		$field = 'requested_delivery_date';
		$code  = 'kabelshop_order_invalid_delivery_date';
		$zone  = new \DateTimeZone( LeadTime::TIME_ZONE );
		$day   = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, $zone );
		if ( ! $day || $day->format( 'Y-m-d' ) !== $value ) {
			throw ShopException::field( $code, $field, __( 'Enter the delivery date as a date, e.g. 2026-03-16.', 'kabelshop-core' ) );
		}
		$locale = Locale::bcp47();
		$shown  = Format::date( $value, $locale );
		if ( (int) $day->format( 'N' ) > 5 ) {
			/* translators: %s: the chosen date */
			throw ShopException::field( $code, $field, sprintf( __( 'We deliver on working days only: %s is a Saturday or Sunday.', 'kabelshop-core' ), $shown ) );
		}
		if ( LeadTime::is_holiday( $day ) ) {
			/* translators: %s: the chosen date */
			throw ShopException::field( $code, $field, sprintf( __( 'We deliver on working days only: %s is a public holiday in Croatia.', 'kabelshop-core' ), $shown ) );
		}
		$earliest = self::earliest( $expected_dates, $today );
		if ( $value < $earliest ) {
			$backordered = self::earliest( array(), $today ) !== $earliest;
			$message     = $backordered
				/* translators: %s: the earliest possible date */
				? __( 'Part of this order is backordered: the earliest possible delivery date is %s.', 'kabelshop-core' )
				/* translators: %s: the earliest possible date */
				: __( 'The earliest possible delivery date is %s.', 'kabelshop-core' );
			throw ShopException::field( $code, $field, sprintf( $message, Format::date( $earliest, $locale ) ), ShopException::INVALID, array( 'earliest' => $earliest ) );
		}
		if ( $value > self::latest( $today ) ) {
			throw ShopException::field( $code, $field, __( 'The delivery date may be at most one year ahead.', 'kabelshop-core' ) );
		}
		return $value;
	}

	/**
	 * The R1 snapshot.
	 *
	 * @param bool $confirmed Whether the buyer ticked the R1 box.
	 * @param int  $user_id   The buyer.
	 * @return array{company: string, oib: string} Both '' when not confirmed.
	 * @throws ShopException 400 naming r1_invoice when the profile has no company name or OIB.
	 */
	public static function billing( bool $confirmed, int $user_id ): array {
		if ( ! $confirmed ) {
			return array(
				'company' => '',
				'oib'     => '',
			);
		}
		$billing = self::profile_billing( $user_id );
		if ( '' === $billing['oib'] || '' === $billing['company'] ) {
			throw ShopException::field(
				'kabelshop_order_r1_incomplete',
				'r1_invoice',
				__( 'Your profile has no company OIB: complete your profile data to get an R1 invoice.', 'kabelshop-core' ),
				ShopException::INVALID,
				array( 'profile_url' => \Kabelshop\Content\Pages::url( 'account' ) . '#profile' )
			);
		}
		return array(
			'company' => mb_substr( $billing['company'], 0, 200 ),
			'oib'     => $billing['oib'],
		);
	}
}
