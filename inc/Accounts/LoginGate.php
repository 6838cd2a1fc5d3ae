<?php
/**
 * Who may log in, and how often one may try.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Security\RateLimiter;
use WP_Error;
use WP_User;

/**
 * Hooks into WordPress's authentication (every login: the themed page, wp-login.php, XML-RPC,
 * application passwords) after the password check (authenticate, priority 99):
 * - slow down: after MAX_PER_ACCOUNT failed logins for one account, or MAX_PER_IP from one IP
 *   (REMOTE_ADDR), within WINDOW seconds, every attempt is refused until the window ends, with
 *   a translated message (error code kabelshop_login_throttled) even when the password is right;
 * - pending registrations (status 'pending' or the pending role) are refused with
 *   kabelshop_login_pending 'Your registration is waiting for approval...'; rejected ones with
 *   kabelshop_login_rejected.
 * Failures are counted on wp_login_failed; a successful login clears the account's counter.
 * Limits are OWASP's "slow down, do not lock out forever" advice: fixed windows, not permanent locks.
 */
final class LoginGate {

	public const MAX_PER_ACCOUNT = 5;
	public const MAX_PER_IP      = 20;
	public const WINDOW          = 900;

	/**
	 * Registers the hooks (called by RegistrationService).
	 */
	public function register(): void {
		add_filter( 'authenticate', array( $this, 'gate' ), 99, 2 );
		add_action( 'wp_login_failed', array( $this, 'count_failure' ), 10, 1 );
		add_action( 'wp_login', array( $this, 'clear_failures' ), 10, 2 );
	}

	/**
	 * Refuses throttled attempts and pending or rejected accounts.
	 *
	 * @param WP_User|WP_Error|null $user     Result so far.
	 * @param string                $username Login or e-mail as typed.
	 * @return WP_User|WP_Error|null
	 */
	public function gate( $user, $username ) {
		$username = is_string( $username ) ? $username : '';
		if ( '' === $username && ! $user instanceof WP_User ) {
			return $user;
		}
		$wait = $this->throttled_for( $username );
		if ( $wait > 0 ) {
			return new WP_Error(
				'kabelshop_login_throttled',
				/* translators: %d: minutes to wait */
				sprintf( _n( 'Too many failed logins. Please wait %d minute and try again, or reset your password.', 'Too many failed logins. Please wait %d minutes and try again, or reset your password.', (int) ceil( $wait / 60 ), 'kabelshop' ), (int) ceil( $wait / 60 ) )
			);
		}
		if ( $user instanceof WP_User ) {
			$status = Registration::status( $user->ID );
			if ( Registration::STATUS_REJECTED === $status ) {
				return new WP_Error( 'kabelshop_login_rejected', __( 'Your registration was not approved. Please contact us if you think this is a mistake.', 'kabelshop' ) );
			}
			if ( Registration::STATUS_PENDING === $status || in_array( Roles::PENDING, (array) $user->roles, true ) ) {
				return new WP_Error( 'kabelshop_login_pending', __( 'Your registration is waiting for approval. We confirm registrations within 24 hours and will send you an e-mail.', 'kabelshop' ) );
			}
		}
		return $user;
	}

	/**
	 * Seconds the account or IP must still wait (0 when it may try).
	 *
	 * @param string $username Login or e-mail as typed.
	 */
	public function throttled_for( string $username ): int {
		$wait = 0;
		foreach ( array( self::account_key( $username ) => self::MAX_PER_ACCOUNT, self::ip_key() => self::MAX_PER_IP ) as $key => $max ) {
			if ( RateLimiter::exceeded( $key, $max ) ) {
				$wait = max( $wait, RateLimiter::retry_after( $key ), 1 );
			}
		}
		return $wait;
	}

	/**
	 * Counts a failed login for the account and the IP.
	 *
	 * @param string $username Login or e-mail as typed.
	 */
	public function count_failure( $username ): void {
		RateLimiter::hit( self::account_key( is_string( $username ) ? $username : '' ), self::WINDOW );
		RateLimiter::hit( self::ip_key(), self::WINDOW );
	}

	/**
	 * Clears the account's failures after a successful login.
	 *
	 * @param string  $login Login.
	 * @param WP_User $user  User.
	 */
	public function clear_failures( $login, $user ): void {
		if ( $user instanceof WP_User ) {
			RateLimiter::reset( 'login:user:' . $user->ID );
		}
	}

	/**
	 * The counter key of an account: by user id when the login or e-mail exists, else by the name.
	 *
	 * @param string $username Login or e-mail as typed.
	 */
	public static function account_key( string $username ): string {
		$username = strtolower( trim( $username ) );
		$user     = get_user_by( 'login', $username );
		if ( ! $user && is_email( $username ) ) {
			$user = get_user_by( 'email', $username );
		}
		return $user ? 'login:user:' . $user->ID : 'login:name:' . $username;
	}

	/**
	 * The counter key of the client IP.
	 */
	public static function ip_key(): string {
		return 'login:ip:' . RateLimiter::client_ip();
	}
}
