<?php
/**
 * The company's contact details, opening hours and the jobs page's steps (wp-admin setting).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * Reads the option CompanySettings::OPTION, which editors set on "Kabelshop -> Company data"
 * (CompanySettingsPage). A field left empty there falls back to the demo value below (a reserved
 * .example domain, a zero phone number; the pages say they are placeholders: common rule, never
 * present invented facts). The OIB has no demo value: a made-up number that passes the ISO 7064
 * check could be a real company's; Seo\StructuredData prints it as vatID once it is set.
 */
final class Company {

	public const NAME          = 'Kabelshop';
	public const STREET        = 'Demo ulica 1';
	public const POSTCODE      = '10000';
	public const CITY          = 'Zagreb';
	public const PHONE         = '+385 1 000 0000';
	public const EMAIL         = 'prodaja@kabelshop.example';
	public const EMAIL_JOBS    = 'posao@kabelshop.example';
	public const OPENING_HOURS = array(
		// Day group => [ opens 'HH:MM', closes 'HH:MM' ] or null when closed.
		'weekdays' => array( '07:00', '15:00' ),
		'saturday' => null,
		'sunday'   => null,
	);

	/** The demo OIB: none (see the class comment). */
	public const OIB = '';

	/**
	 * Demo values of the seller identification (issue 27), shown while the fields are empty and
	 * marked as demo there. No demo MBS and no demo IBAN, for the reason the OIB has none.
	 */
	public const REGISTER_COURT = 'Trgovački sud u Zagrebu';
	public const SHARE_CAPITAL  = '2.500,00 EUR';
	public const BOARD          = 'Demo osoba, direktor';
	public const BANK           = 'Demo banka d.d.';

	/**
	 * The stored setting (CompanySettings::sanitize() shape), empty fields included.
	 *
	 * @return array{name: string, street: string, postcode: string, city: string, phone: string, email: string, jobs_email: string, iban: string, oib: string,
	 *               register_court: string, mbs: string, share_capital: string, board: string, bank: string,
	 *               hours: list<array{days: array<string, string>, opens: string, closes: string}>, steps: array<string, string>}
	 */
	public static function stored(): array {
		$stored = get_option( CompanySettings::OPTION, array() );
		return CompanySettings::normalize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Contact details for templates: the setting, else the demo value per field.
	 *
	 * @return array{name: string, street: string, postcode: string, city: string, country: string,
	 *               phone: string, phone_href: string, email: string, jobs_email: string, iban: string, oib: string,
	 *               register_court: string, mbs: string, share_capital: string, board: string, bank: string, is_demo: bool}
	 *         is_demo: true while the e-mail is still a reserved .example address (the demo values).
	 */
	public static function details(): array {
		$stored = self::stored();
		$pick   = static fn( string $key, string $fallback ): string => '' !== $stored[ $key ] ? $stored[ $key ] : $fallback;
		$phone  = $pick( 'phone', self::PHONE );
		$email  = $pick( 'email', self::EMAIL );
		return array(
			'name'           => $pick( 'name', self::NAME ),
			'street'         => $pick( 'street', self::STREET ),
			'postcode'       => $pick( 'postcode', self::POSTCODE ),
			'city'           => $pick( 'city', self::CITY ),
			'country'        => __( 'Croatia', 'kabelshop-core' ),
			'phone'          => $phone,
			'phone_href'     => self::phone_href( $phone ),
			'email'          => $email,
			'jobs_email'     => $pick( 'jobs_email', self::EMAIL_JOBS ),
			'iban'           => $stored['iban'],
			'oib'            => $pick( 'oib', self::OIB ),
			'register_court' => $pick( 'register_court', self::REGISTER_COURT ),
			'mbs'            => $stored['mbs'],
			'share_capital'  => $pick( 'share_capital', self::SHARE_CAPITAL ),
			'board'          => $pick( 'board', self::BOARD ),
			'bank'           => $pick( 'bank', self::BANK ),
			'is_demo'        => str_ends_with( $email, '.example' ),
		);
	}

	/**
	 * The seller identification a Croatian company publishes on its web site, business letters and
	 * order forms (Zakon o trgovačkim društvima art. 21: name, seat, register court, MBS, OIB, share
	 * capital and whether paid in full, members of the management board; Zakon o elektroničkoj
	 * trgovini art. 5; the bank and IBAN of the account, Zakon o fiskalizaciji / invoicing practice),
	 * in the current language. Printed in the footer, on the contact page and on the order PDF.
	 *
	 * @return array{rows: list<array{key: string, label: string, value: string}>, demo: bool}
	 *         rows in the order above ("seat" is the address); a field with no value and no demo value
	 *         (MBS, OIB, IBAN) says it is not entered yet; demo: true while any row shows a demo value
	 *         or a missing one (the caller prints the demo note).
	 */
	public static function identification(): array {
		$stored  = self::stored();
		$details = self::details();
		$missing = __( 'not entered yet (demo)', 'kabelshop-core' );
		$fields  = array(
			'name'           => __( 'Company', 'kabelshop-core' ),
			'seat'           => __( 'Seat', 'kabelshop-core' ),
			'register_court' => __( 'Registered at', 'kabelshop-core' ),
			'mbs'            => __( 'MBS', 'kabelshop-core' ),
			'oib'            => __( 'OIB', 'kabelshop-core' ),
			'share_capital'  => __( 'Share capital', 'kabelshop-core' ),
			'board'          => __( 'Management board', 'kabelshop-core' ),
			'bank'           => __( 'Bank', 'kabelshop-core' ),
			'iban'           => 'IBAN',
		);
		$demo    = (bool) $details['is_demo'];
		$rows    = array();
		foreach ( $fields as $key => $label ) {
			if ( 'seat' === $key ) {
				$value = trim( $details['street'] . ', ' . $details['postcode'] . ' ' . $details['city'], ' ,' );
				$demo  = $demo || '' === $stored['street'] || '' === $stored['city'];
			} else {
				$value = (string) $details[ $key ];
				$demo  = $demo || '' === $stored[ $key ];
			}
			$rows[] = array(
				'key'   => $key,
				'label' => $label,
				'value' => '' !== $value ? $value : $missing,
			);
		}
		return array(
			'rows' => $rows,
			'demo' => $demo,
		);
	}

	/**
	 * A tel: link of a phone number as written ("+385 1 000 0000" => "tel:+38510000000").
	 *
	 * @param string $phone Phone number with spaces, dashes, slashes or brackets.
	 */
	public static function phone_href( string $phone ): string {
		$digits = (string) preg_replace( '/[^\d+]/', '', $phone );
		return '' === $digits ? '' : 'tel:' . $digits;
	}

	/**
	 * Opening hours as rows in the current language, times in 24-hour form (spec section 9 gives
	 * no time format; all three markets read 24-hour times on business sites).
	 *
	 * @return list<array{days: string, hours: string}>
	 */
	public static function opening_hours(): array {
		$code = Locale::current();
		$rows = array();
		foreach ( self::stored()['hours'] as $row ) {
			$days = '' !== ( $row['days'][ $code ] ?? '' ) ? $row['days'][ $code ] : (string) ( $row['days']['hr'] ?? '' );
			if ( '' === $days ) {
				continue;
			}
			$rows[] = array(
				'days'  => $days,
				'hours' => '' === $row['opens'] || '' === $row['closes'] ? __( 'Closed', 'kabelshop-core' ) : $row['opens'] . '–' . $row['closes'],
			);
		}
		return $rows ? $rows : self::default_hours();
	}

	/**
	 * The demo opening hours, translated.
	 *
	 * @return list<array{days: string, hours: string}>
	 */
	private static function default_hours(): array {
		$labels = array(
			'weekdays' => __( 'Monday to Friday', 'kabelshop-core' ),
			'saturday' => __( 'Saturday', 'kabelshop-core' ),
			'sunday'   => __( 'Sunday and public holidays', 'kabelshop-core' ),
		);
		$rows   = array();
		foreach ( self::OPENING_HOURS as $key => $hours ) {
			$rows[] = array(
				'days'  => $labels[ $key ],
				'hours' => null === $hours ? __( 'Closed', 'kabelshop-core' ) : $hours[0] . '–' . $hours[1],
			);
		}
		return $rows;
	}

	/**
	 * The steps of the jobs page in the current language: the setting's lines, else the defaults.
	 *
	 * @return list<string> Plain text, one step each.
	 */
	public static function job_steps(): array {
		$text  = self::stored()['steps'][ Locale::current() ] ?? '';
		$lines = array_values( array_filter( array_map( 'trim', explode( "\n", $text ) ), static fn( string $line ): bool => '' !== $line ) );
		if ( $lines ) {
			return $lines;
		}
		return array(
			__( 'Write a few sentences about yourself and the kind of work you are looking for: sales, warehouse and cutting, or technical support.', 'kabelshop-core' ),
			__( 'Choose an open position below, or send an open application.', 'kabelshop-core' ),
			__( 'Attach your CV as a PDF or DOCX file and send the form.', 'kabelshop-core' ),
		);
	}
}
