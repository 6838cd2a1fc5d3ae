<?php
/**
 * The company's contact details and opening hours (demo values).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Contact details shown in the footer and on the contact page. Every value here is a demo
 * placeholder (a reserved .example domain, a zero phone number), and the pages say so: the
 * real company's details replace them before launch (common rule: never present invented facts).
 */
final class Company {

	public const NAME          = 'Kabelshop';
	public const STREET        = 'Demo ulica 1';
	public const POSTCODE      = '10000';
	public const CITY          = 'Zagreb';
	public const PHONE         = '+385 1 000 0000';
	public const PHONE_E164    = '+38510000000';
	public const EMAIL         = 'prodaja@kabelshop.example';
	public const EMAIL_JOBS    = 'posao@kabelshop.example';
	public const OPENING_HOURS = array(
		// Day group => [ opens 'HH:MM', closes 'HH:MM' ] or null when closed.
		'weekdays' => array( '07:00', '15:00' ),
		'saturday' => null,
		'sunday'   => null,
	);

	/**
	 * The company's OIB (11 digits), '' while unknown: no demo value, since a made-up number that
	 * passes the ISO 7064 check could be a real company's. Seo\StructuredData prints it as the
	 * Organization's vatID ("HR" + OIB) once it is filled in.
	 */
	public const OIB = '';

	/**
	 * Contact details for templates.
	 *
	 * @return array{name: string, street: string, postcode: string, city: string, country: string,
	 *               phone: string, phone_href: string, email: string, jobs_email: string, is_demo: bool}
	 */
	public static function details(): array {
		return array(
			'name'       => self::NAME,
			'street'     => self::STREET,
			'postcode'   => self::POSTCODE,
			'city'       => self::CITY,
			'country'    => __( 'Croatia', 'kabelshop' ),
			'phone'      => self::PHONE,
			'phone_href' => 'tel:' . self::PHONE_E164,
			'email'      => self::EMAIL,
			'jobs_email' => self::EMAIL_JOBS,
			'is_demo'    => true,
		);
	}

	/**
	 * Opening hours as translated rows, times in 24-hour form (spec section 9 gives no time format;
	 * all three markets read 24-hour times on business sites).
	 *
	 * @return list<array{days: string, hours: string}>
	 */
	public static function opening_hours(): array {
		$labels = array(
			'weekdays' => __( 'Monday to Friday', 'kabelshop' ),
			'saturday' => __( 'Saturday', 'kabelshop' ),
			'sunday'   => __( 'Sunday and public holidays', 'kabelshop' ),
		);
		$rows   = array();
		foreach ( self::OPENING_HOURS as $key => $hours ) {
			$rows[] = array(
				'days'  => $labels[ $key ],
				'hours' => null === $hours ? __( 'Closed', 'kabelshop' ) : $hours[0] . '–' . $hours[1],
			);
		}
		return $rows;
	}
}
