<?php
/**
 * Themed links for setting and resetting passwords.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;

/**
 * Builds the set-password link (the themed login page, view 'rp') and rewrites the body of
 * WordPress's lost-password mail (filter retrieve_password_notification_email, WordPress 6.0+)
 * so its link opens the themed page instead of wp-login.php. Keys come from
 * get_password_reset_key() and are checked with check_password_reset_key() (24 hours valid,
 * WordPress's default password_reset_expiration).
 */
final class PasswordReset {

	/**
	 * Registers the mail filter (called by RegistrationService).
	 */
	public function register(): void {
		add_filter( 'retrieve_password_notification_email', array( $this, 'filter_mail' ), 10, 4 );
	}

	/**
	 * The themed set-password URL.
	 *
	 * @param string $login User login.
	 * @param string $key   Reset key.
	 */
	public static function url( string $login, string $key ): string {
		return Pages::url(
			'login',
			array(
				'action' => 'rp',
				'key'    => rawurlencode( $key ),
				'login'  => rawurlencode( $login ),
			)
		);
	}

	/**
	 * Our own translated body with the themed link.
	 *
	 * @param array<string, mixed> $mail       { to, subject, message, headers }.
	 * @param string               $key        Reset key.
	 * @param string               $user_login Login.
	 * @param \WP_User             $user       User.
	 * @return array<string, mixed>
	 */
	public function filter_mail( $mail, $key, $user_login, $user ): array {
		$mail            = is_array( $mail ) ? $mail : array();
		$mail['subject'] = __( 'Reset your Kabelshop password', 'kabelshop-core' );
		$mail['message'] = implode(
			"\n",
			array(
				__( 'Someone asked to reset the password of this Kabelshop account:', 'kabelshop-core' ),
				/* translators: %s: login (e-mail address) */
				sprintf( __( 'Your login: %s', 'kabelshop-core' ), (string) $user_login ),
				'',
				__( 'To set a new password, open this link (valid for 24 hours):', 'kabelshop-core' ),
				self::url( (string) $user_login, (string) $key ),
				'',
				__( 'If you did not ask for this, ignore this e-mail: nothing changes.', 'kabelshop-core' ),
			)
		);
		return $mail;
	}
}
