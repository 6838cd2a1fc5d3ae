<?php
/**
 * Password change from the profile.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * Rules of spec section 5 (profile update): the old password is required when a new one is
 * given; the new one is required when the old or the confirmation is filled; the new one follows
 * the password pattern (at least 8 characters, one uppercase letter and one digit, letters and
 * digits only); the confirmation is required with a new password and must equal it
 * ('Passwords must match'). Beyond the spec: the old password must be the current one.
 */
final class ProfilePassword {

	/**
	 * True when any of the three fields is filled (the customer wants to change the password).
	 *
	 * @param string $old     passwordOld.
	 * @param string $new     passwordNew.
	 * @param string $confirm passwordConfirm.
	 */
	public static function requested( string $old, string $new, string $confirm ): bool {
		return '' !== $old || '' !== $new || '' !== $confirm;
	}

	/**
	 * Checks the three fields.
	 *
	 * @param int    $user_id User whose current password passwordOld must be.
	 * @param string $old     passwordOld.
	 * @param string $new     passwordNew.
	 * @param string $confirm passwordConfirm.
	 * @return array<string, string> Field => translated message; empty when fine or nothing requested.
	 */
	public static function validate( int $user_id, string $old, string $new, string $confirm ): array {
		$errors = array();
		if ( ! self::requested( $old, $new, $confirm ) ) {
			return $errors;
		}
		if ( '' === $new ) {
			$errors['passwordNew'] = FieldRules::message( 'REQUIRED' );
		} elseif ( null !== FieldRules::password( $new ) ) {
			$errors['passwordNew'] = FieldRules::message( 'PASSWORD_NOT_VALID' );
		}
		if ( '' === $old ) {
			$errors['passwordOld'] = FieldRules::message( 'REQUIRED' );
		} else {
			$user = get_userdata( $user_id );
			if ( ! $user || ! wp_check_password( $old, $user->user_pass, $user_id ) ) {
				$errors['passwordOld'] = __( 'The current password is not correct.', 'kabelshop-core' );
			}
		}
		if ( '' !== $new ) {
			if ( '' === $confirm ) {
				$errors['passwordConfirm'] = FieldRules::message( 'REQUIRED' );
			} elseif ( $confirm !== $new ) {
				$errors['passwordConfirm'] = FieldRules::message( 'PASSWORD_NOT_MATCH' );
			}
		}
		return $errors;
	}

	/**
	 * Sets the new password. For the logged-in user WordPress renews the login cookie; this also
	 * puts the new cookie into $_COOKIE so the nonce sent back with the answer belongs to the new
	 * session (the old session's nonces stop working with the old password). Under the customer's
	 * lock (CustomerLock, issue 26), the user row read fresh: wp_update_user() writes the whole row
	 * back, so a profile save or an e-mail confirmation of the same moment is kept.
	 *
	 * @param int    $user_id User id.
	 * @param string $new     Valid new password.
	 * @return bool False when WordPress refused.
	 * @throws \Kabelshop\Domain\ShopException 503 kabelshop_account_busy (CustomerLock).
	 */
	public static function change( int $user_id, string $new ): bool {
		return CustomerLock::run(
			$user_id,
			static function () use ( $user_id, $new ): bool {
				add_action( 'set_logged_in_cookie', array( self::class, 'remember_cookie' ) );
				add_filter( 'send_password_change_email', '__return_false' );
				try {
					$result = wp_update_user(
						array(
							'ID'        => $user_id,
							'user_pass' => $new,
						)
					);
				} finally {
					remove_filter( 'send_password_change_email', '__return_false' );
					remove_action( 'set_logged_in_cookie', array( self::class, 'remember_cookie' ) );
				}
				return ! is_wp_error( $result );
			}
		);
	}

	/**
	 * Keeps the fresh logged-in cookie for the rest of this request (set_logged_in_cookie action).
	 *
	 * @param string $cookie The cookie value.
	 */
	public static function remember_cookie( string $cookie ): void {
		if ( defined( 'LOGGED_IN_COOKIE' ) ) {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		}
	}
}
