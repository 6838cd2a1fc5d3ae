<?php
/**
 * The mails about a job application.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\ApplicationsPage;
use Kabelshop\I18n\LocalizedMail;

/**
 * Two plain-text mails with wp_mail(), neither with the CV attached (the CV stays in private
 * storage; mailboxes keep copies beyond the retention period):
 * - to FormsSettings::applications_recipient() in that staff member's language
 *   (LocalizedMail::staff_language()), Reply-To the applicant, with a link to the application in
 *   wp-admin (only staff with the capability can open it);
 * - a receipt to the applicant in the language they applied in: the opening and how long the
 *   application is kept, none of the sender's own text (to_applicant()).
 */
final class ApplicationMailer {

	/**
	 * Sends both mails.
	 *
	 * @param array<string, mixed> $application From ApplicationRepository::find().
	 * @return array{staff: bool, applicant: bool} Whether wp_mail() accepted each.
	 */
	public function sent( array $application ): array {
		$to        = FormsSettings::applications_recipient();
		$staff     = '' !== $to && (bool) LocalizedMail::send_in(
			LocalizedMail::staff_language( $to ),
			fn(): bool => $this->to_staff( $to, $application )
		);
		$applicant = (bool) LocalizedMail::send_in(
			(string) $application['language'],
			fn(): bool => $this->to_applicant( $application )
		);
		return array(
			'staff'     => $staff,
			'applicant' => $applicant,
		);
	}

	/**
	 * The notice to staff, in the current language.
	 *
	 * @param string               $to          Recipient.
	 * @param array<string, mixed> $application The application.
	 */
	private function to_staff( string $to, array $application ): bool {
		$lines = array_merge(
			array( __( 'A new job application was sent from the website:', 'kabelshop-core' ), '' ),
			$this->summary( $application ),
			array( '', __( 'The CV is in wp-admin (not attached):', 'kabelshop-core' ), admin_url( 'admin.php?page=' . ApplicationsPage::SLUG . '&application=' . (int) $application['id'] ) )
		);
		return (bool) wp_mail(
			$to,
			/* translators: 1: opening title, 2: applicant's name */
			sprintf( __( 'Job application: %1$s, %2$s', 'kabelshop-core' ), self::opening( $application ), (string) $application['name'] ),
			implode( "\n", $lines ),
			array( 'Reply-To: ' . ContactMailer::reply_to( (string) $application['name'], (string) $application['email'] ) )
		);
	}

	/**
	 * The receipt to the applicant, in the current language: which opening, how long the
	 * application is kept, and nothing the sender typed (no name, note, phone, file name or link),
	 * so the form cannot carry a stranger's text from the shop's address to any address typed into
	 * it (issue 26; the contact form sends no copy at all, ContactMailer). The opening's title is
	 * the shop's own text.
	 *
	 * @param array<string, mixed> $application The application.
	 */
	private function to_applicant( array $application ): bool {
		$days  = FormsSettings::retention_days();
		$lines = array(
			__( 'Thank you for your application. We have received it, will read it and get back to you.', 'kabelshop-core' ),
			'',
			__( 'Opening:', 'kabelshop-core' ) . ' ' . self::opening( $application ),
			'',
			sprintf(
				/* translators: %d: number of days */
				_n( 'We keep your application and CV for %d day, then delete them.', 'We keep your application and CV for %d days, then delete them.', $days, 'kabelshop-core' ),
				$days
			),
			__( 'If you did not send an application, please ignore this mail.', 'kabelshop-core' ),
			home_url( '/' ),
		);
		return (bool) wp_mail(
			(string) $application['email'],
			/* translators: %s: opening title */
			sprintf( __( 'Your application (%s) was received', 'kabelshop-core' ), self::opening( $application ) ),
			implode( "\n", $lines )
		);
	}

	/**
	 * The opening's title in the current language's words for an open application.
	 *
	 * @param array<string, mixed> $application The application.
	 */
	private static function opening( array $application ): string {
		return 0 === (int) $application['opening_id'] ? Openings::title( 0 ) : (string) $application['opening_title'];
	}

	/**
	 * The application as the staff notice lists it.
	 *
	 * @param array<string, mixed> $application The application.
	 * @return list<string>
	 */
	private function summary( array $application ): array {
		return array(
			__( 'Opening:', 'kabelshop-core' ) . ' ' . self::opening( $application ),
			__( 'Name:', 'kabelshop-core' ) . ' ' . $application['name'],
			__( 'E-mail:', 'kabelshop-core' ) . ' ' . $application['email'],
			__( 'Phone:', 'kabelshop-core' ) . ' ' . $application['phone'],
			__( 'CV:', 'kabelshop-core' ) . ' ' . $application['cv_name'],
			__( 'Cover note:', 'kabelshop-core' ) . ' ' . ( '' !== $application['cover_note'] ? $application['cover_note'] : '-' ),
		);
	}
}
