<?php
/**
 * Stores an application, then mails about it.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * The part of POST kabelshop/v1/applications after every check passed: the CV and the row are
 * stored all or nothing (ApplicationRepository::create()), then the mails go out
 * (ApplicationMailer). A mail that fails, or a mailer that throws, never undoes the stored
 * application: its mail status becomes 'failed' (shown in wp-admin) and submit() still returns the id.
 */
final class ApplicationService {

	/**
	 * Stores and mails.
	 *
	 * @param array{opening: int, name: string, email: string, phone: string, cover_note: string} $clean    From Application::validate().
	 * @param array{path: string, type: string, bytes: int, name: string, uploaded: bool}         $cv       The checked CV (see ApplicationRepository::create()).
	 * @param string                                                                              $language 'hr' | 'en' | 'sr'.
	 * @param string                                                                              $ip       Sender's IP (hashed).
	 * @return int The application's id.
	 * @throws \Kabelshop\Domain\ShopException When it cannot be stored (nothing kept).
	 */
	public function submit( array $clean, array $cv, string $language, string $ip ): int {
		$repository  = new ApplicationRepository();
		$id          = $repository->create( $clean, $cv, $language, Application::consent_text( FormsSettings::retention_days() ), $ip );
		$application = $repository->find( $id );
		$mailed      = false;
		if ( null !== $application ) {
			try {
				$mailed = ( new ApplicationMailer() )->sent( $application )['staff'];
			} catch ( \Throwable $e ) {
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions -- the application is stored; why its mail failed is for the administrator.
				error_log( sprintf( 'kabelshop application %d not mailed: %s: %s', $id, get_class( $e ), $e->getMessage() ) );
			}
		}
		$repository->set_mail_status( $id, $mailed ? ContactMessage::MAIL_SENT : ContactMessage::MAIL_FAILED );
		return $id;
	}
}
