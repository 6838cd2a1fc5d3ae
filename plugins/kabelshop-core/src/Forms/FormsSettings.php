<?php
/**
 * Settings of the site's forms (contact and job applications).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Company;

/**
 * Four options, edited on "Kabelshop -> Forms" (Admin\FormsSettingsPage, Settings API group GROUP,
 * capability manage_options):
 * - OPTION_CONTACT: who receives contact messages; empty = the company's e-mail
 *   (Content\Company::details()['email']);
 * - OPTION_APPLICATIONS: who receives job applications; empty = the company's jobs e-mail
 *   (Content\Company::details()['jobs_email']);
 * - OPTION_RETENTION: days an application (row and CV) is kept before the daily purge deletes it
 *   (DEFAULT_RETENTION_DAYS = 180, between MIN_ and MAX_RETENTION_DAYS; GDPR art. 5(1)(e), storage
 *   limitation: six months is what Croatian employers commonly state for unsuccessful applications);
 * - OPTION_CONTACT_RETENTION: days a contact message is kept before the same purge deletes it
 *   (DEFAULT_CONTACT_RETENTION_DAYS = 365, same bounds).
 */
final class FormsSettings {

	public const GROUP                  = 'kabelshop_forms';
	public const OPTION_CONTACT         = 'kabelshop_forms_contact_recipient';
	public const OPTION_APPLICATIONS    = 'kabelshop_forms_applications_recipient';
	public const OPTION_RETENTION       = 'kabelshop_forms_application_retention_days';
	public const DEFAULT_RETENTION_DAYS = 180;
	public const MIN_RETENTION_DAYS     = 1;
	public const MAX_RETENTION_DAYS     = 730;
	/** Days a contact message is kept: a year covers a buyer's follow-up questions (GDPR art. 5(1)(e)). */
	public const OPTION_CONTACT_RETENTION       = 'kabelshop_forms_contact_retention_days';
	public const DEFAULT_CONTACT_RETENTION_DAYS = 365;

	/**
	 * Registers the four options with their sanitisers (action admin_init and rest_api_init).
	 */
	public function register_settings(): void {
		register_setting(
			self::GROUP,
			self::OPTION_CONTACT,
			array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => array( self::class, 'sanitize_address' ),
				'show_in_rest'      => false,
			)
		);
		register_setting(
			self::GROUP,
			self::OPTION_APPLICATIONS,
			array(
				'type'              => 'string',
				'default'           => '',
				'sanitize_callback' => array( self::class, 'sanitize_address' ),
				'show_in_rest'      => false,
			)
		);
		register_setting(
			self::GROUP,
			self::OPTION_CONTACT_RETENTION,
			array(
				'type'              => 'integer',
				'default'           => self::DEFAULT_CONTACT_RETENTION_DAYS,
				'sanitize_callback' => array( self::class, 'sanitize_contact_days' ),
				'show_in_rest'      => false,
			)
		);
		register_setting(
			self::GROUP,
			self::OPTION_RETENTION,
			array(
				'type'              => 'integer',
				'default'           => self::DEFAULT_RETENTION_DAYS,
				'sanitize_callback' => array( self::class, 'sanitize_days' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * A recipient as stored: a valid e-mail address, or '' (the default applies).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_address( $value ): string {
		$email = sanitize_email( is_scalar( $value ) ? (string) $value : '' );
		return is_email( $email ) ? $email : '';
	}

	/**
	 * Retention days as stored, clamped to MIN_..MAX_RETENTION_DAYS (empty or not a number: the default).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_days( $value ): int {
		if ( ! is_numeric( $value ) ) {
			return self::DEFAULT_RETENTION_DAYS;
		}
		return max( self::MIN_RETENTION_DAYS, min( self::MAX_RETENTION_DAYS, (int) $value ) );
	}

	/**
	 * Contact retention days as stored, clamped like sanitize_days() (default DEFAULT_CONTACT_RETENTION_DAYS).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_contact_days( $value ): int {
		return is_numeric( $value ) ? self::sanitize_days( $value ) : self::DEFAULT_CONTACT_RETENTION_DAYS;
	}

	/** Days a contact message is kept. */
	public static function contact_retention_days(): int {
		return self::sanitize_contact_days( get_option( self::OPTION_CONTACT_RETENTION, self::DEFAULT_CONTACT_RETENTION_DAYS ) );
	}

	/** Where contact messages are mailed: the option, else the company's e-mail. */
	public static function contact_recipient(): string {
		$address = self::sanitize_address( get_option( self::OPTION_CONTACT, '' ) );
		return '' !== $address ? $address : (string) Company::details()['email'];
	}

	/** Where applications are mailed: the option, else the company's jobs e-mail. */
	public static function applications_recipient(): string {
		$address = self::sanitize_address( get_option( self::OPTION_APPLICATIONS, '' ) );
		return '' !== $address ? $address : (string) Company::details()['jobs_email'];
	}

	/** Days an application is kept (see the class comment). */
	public static function retention_days(): int {
		return self::sanitize_days( get_option( self::OPTION_RETENTION, self::DEFAULT_RETENTION_DAYS ) );
	}
}
