<?php
/**
 * Wires the site's forms: capabilities, settings, the retention purge and the privacy text.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * - Capabilities (code checks these, never role names): CAP_CONTACT (read and file contact
 *   messages) for administrators and the content editor role EDITOR_ROLE; CAP_APPLICATIONS (read
 *   and download job applications: HR data) for administrators only. Granted on init, after the
 *   roles are (re)installed (Accounts\Roles runs at priority 2, this at 3), and only written when a
 *   role lacks one, so a role that is re-created gets them back on the next request.
 * - The settings of FormsSettings (admin_init).
 * - The daily WP-Cron event PURGE_HOOK deletes applications older than their retention period, with
 *   their CV files, and contact messages older than theirs (GDPR art. 5(1)(e), storage limitation).
 * - A section for Settings -> Privacy's policy guide (wp_add_privacy_policy_content) saying what the
 *   two forms store and for how long.
 */
final class FormsService implements Service {

	public const CAP_CONTACT      = 'kabelshop_manage_contact_messages';
	public const CAP_APPLICATIONS = 'kabelshop_manage_applications';
	public const EDITOR_ROLE      = 'kabelshop_editor';
	public const PURGE_HOOK       = 'kabelshop_purge_applications';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'grant_capabilities' ), 3 );
		add_action( 'init', array( $this, 'schedule_purge' ), 20 );
		add_action( self::PURGE_HOOK, array( $this, 'purge' ) );
		add_action( 'admin_init', array( new FormsSettings(), 'register_settings' ) );
		add_action( 'admin_init', array( $this, 'privacy_policy_content' ) );
	}

	/**
	 * Which roles get which capability.
	 *
	 * @return array<string, list<string>> Role => capabilities.
	 */
	public static function grants(): array {
		return array(
			'administrator'   => array( self::CAP_CONTACT, self::CAP_APPLICATIONS ),
			self::EDITOR_ROLE => array( self::CAP_CONTACT ),
		);
	}

	/**
	 * Gives each existing role of grants() the capabilities it lacks.
	 */
	public function grant_capabilities(): void {
		foreach ( self::grants() as $name => $caps ) {
			$role = get_role( $name );
			if ( ! $role ) {
				continue;
			}
			foreach ( $caps as $cap ) {
				if ( ! $role->has_cap( $cap ) ) {
					$role->add_cap( $cap );
				}
			}
		}
	}

	/**
	 * Schedules the daily purge once.
	 */
	public function schedule_purge(): void {
		if ( ! wp_next_scheduled( self::PURGE_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PURGE_HOOK );
		}
	}

	/**
	 * Deletes the applications and the contact messages past their retention periods (the cron
	 * event's callback).
	 *
	 * @return int How many were deleted.
	 */
	public function purge(): int {
		return ( new ApplicationRepository() )->purge( FormsSettings::retention_days() )
			+ ( new ContactRepository() )->purge( FormsSettings::contact_retention_days() );
	}

	/**
	 * Adds the forms' section to the privacy policy guide (Settings -> Privacy).
	 */
	public function privacy_policy_content(): void {
		if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
			return;
		}
		$days = FormsSettings::retention_days();
		$text = '<p>' . esc_html__( 'Contact form: we store your name, company, e-mail address, phone number, message, the language of the page, the time, the consent text you agreed to and a one-way hash of your IP address, and send the message to our staff by e-mail. Staff can read it in the website administration until it is deleted.', 'kabelshop-core' ) . '</p>'
			. '<p>' . esc_html(
				sprintf(
					/* translators: %d: number of days */
					_n( 'Contact messages are deleted automatically %d day after they were sent.', 'Contact messages are deleted automatically %d days after they were sent.', FormsSettings::contact_retention_days(), 'kabelshop-core' ),
					FormsSettings::contact_retention_days()
				)
			) . '</p>'
			. '<p>' . esc_html(
				sprintf(
					/* translators: %d: number of days */
					_n(
						'Job applications: we store your name, e-mail address, phone number, cover note and CV, the opening, the language, the time, the consent text and a one-way hash of your IP address. The CV is kept in a private folder that is not reachable from the web; only administrators can download it. Applications and CVs are deleted automatically %d day after they were sent.',
						'Job applications: we store your name, e-mail address, phone number, cover note and CV, the opening, the language, the time, the consent text and a one-way hash of your IP address. The CV is kept in a private folder that is not reachable from the web; only administrators can download it. Applications and CVs are deleted automatically %d days after they were sent.',
						$days,
						'kabelshop-core'
					),
					$days
				)
			) . '</p>';
		wp_add_privacy_policy_content( __( 'Kabelshop forms', 'kabelshop-core' ), wp_kses_post( $text ) );
	}
}
