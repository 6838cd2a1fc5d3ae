<?php
/**
 * Who may log in, and how often one may try.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Security\RateLimiter;
use WP_Error;
use WP_User;

/**
 * Hooks into WordPress's authentication (every password login: the themed page and wp-login.php;
 * XML-RPC is off, see Security\XmlRpcOff) after the password check (authenticate, priority 99):
 * - slow down, per address: after MAX_PER_ACCOUNT_IP failed logins for one account from one IP
 *   (REMOTE_ADDR), or MAX_PER_IP from one IP for any accounts, within WINDOW seconds, that address
 *   is refused until its window ends (kabelshop_login_throttled, translated, even with the right
 *   password). Other addresses are not affected, so nobody can lock an account from afar;
 * - an account under attack (UNDER_ATTACK failed logins or more from any IPs within WINDOW
 *   seconds) needs the bot check on every login (form field 'cf-turnstile-response', verified
 *   with BotCheckSettings::check()): kabelshop_login_bot_check when it is missing or fails,
 *   kabelshop_login_bot_check_unavailable when the service cannot answer. The answer is the same
 *   whether the password was right or not, so the check cannot be skipped to test passwords.
 *   Without a configured bot check, an account under attack refuses the addresses that have
 *   already failed for it (throttled) and still lets in those that have not;
 * - one answer for an unknown login, an unknown e-mail and a wrong password
 *   (kabelshop_login_failed 'The e-mail address or password is not correct.'), and an unknown
 *   account costs the same password-hash work as a known one, so neither the message nor the
 *   time tells which accounts exist (OWASP Authentication Cheat Sheet, "Authentication and Error
 *   Messages");
 * - pending registrations (status 'pending' or the pending role) are refused with
 *   kabelshop_login_pending 'Your registration is waiting for approval...'; rejected ones with
 *   kabelshop_login_rejected (only after the right password, so the status does not leak).
 * Failures are counted on wp_login_failed (not the refusals of pending/rejected accounts or of a
 * missing login token); a successful login clears that address's counter for the account.
 * Limits follow OWASP's "slow down, do not lock out" advice: fixed windows, no account lock.
 */
final class LoginGate {

	/** Failed logins of one account from one IP before that IP waits. */
	public const MAX_PER_ACCOUNT_IP = 5;

	/** Failed logins from one IP (any accounts) before it waits. */
	public const MAX_PER_IP = 20;

	/** Failed logins of one account from any IPs after which its logins need the bot check. */
	public const UNDER_ATTACK = 5;

	/** Window of every counter, seconds. */
	public const WINDOW = 900;

	/** The form field of the bot check's token (Turnstile's name). */
	public const BOT_FIELD = 'cf-turnstile-response';

	/** Turnstile's script (implicit rendering: it fills the field into the surrounding form). */
	public const BOT_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

	/**
	 * A phpass hash of a random password nobody knows: checked against for unknown accounts so an
	 * unknown one takes as long as a wrong password.
	 */
	private const TIMING_HASH = '$P$BlFvFN.JFwRUAIpUHqSGxIfow5zh6E/';

	/**
	 * Registers the hooks (called by RegistrationService).
	 */
	public function register(): void {
		add_filter( 'authenticate', array( $this, 'gate' ), 99, 3 );
		add_action( 'wp_login_failed', array( $this, 'count_failure' ), 10, 2 );
		add_action( 'wp_login', array( $this, 'clear_failures' ), 10, 2 );
		add_action( 'login_form', array( $this, 'print_wp_login_widget' ) );
		add_filter( 'shake_error_codes', array( $this, 'shake_codes' ) );
	}

	/**
	 * Refuses throttled attempts, attempts on an account under attack without a passed bot check,
	 * and pending or rejected accounts; gives one answer for unknown accounts and wrong passwords.
	 *
	 * @param WP_User|WP_Error|null $user     Result so far.
	 * @param string                $username Login or e-mail as typed.
	 * @param string                $password Password as typed.
	 * @return WP_User|WP_Error|null
	 */
	public function gate( $user, $username, $password = '' ) {
		$username = is_string( $username ) ? $username : '';
		if ( '' === $username ) {
			// No name typed: nothing to count; a WP_User here came from the session cookie.
			return $user instanceof WP_User ? $this->status_gate( $user ) : $user;
		}
		$account = self::account_key( $username );
		$wait    = $this->throttled_for( $account );
		if ( $wait > 0 ) {
			return self::throttled_error( $wait );
		}
		if ( RateLimiter::count( $account ) >= self::UNDER_ATTACK ) {
			$refusal = $this->bot_check_refusal( $account );
			if ( null !== $refusal ) {
				return $refusal;
			}
		}
		if ( $user instanceof WP_Error && in_array( $user->get_error_code(), array( 'invalid_username', 'invalid_email', 'incorrect_password' ), true ) ) {
			if ( 'incorrect_password' !== $user->get_error_code() ) {
				wp_check_password( is_string( $password ) ? $password : '', self::TIMING_HASH );
			}
			return new WP_Error( 'kabelshop_login_failed', __( 'The e-mail address or password is not correct.', 'kabelshop-core' ) );
		}
		return $user instanceof WP_User ? $this->status_gate( $user ) : $user;
	}

	/**
	 * Refuses pending and rejected registrations.
	 *
	 * @param WP_User $user A user whose password (or session) was right.
	 * @return WP_User|WP_Error
	 */
	private function status_gate( WP_User $user ) {
		$status = Registration::status( $user->ID );
		if ( Registration::STATUS_REJECTED === $status ) {
			return new WP_Error( 'kabelshop_login_rejected', __( 'Your registration was not approved. Please contact us if you think this is a mistake.', 'kabelshop-core' ) );
		}
		if ( Registration::STATUS_PENDING === $status || in_array( Roles::PENDING, (array) $user->roles, true ) ) {
			return new WP_Error( 'kabelshop_login_pending', __( 'Your registration is waiting for approval. We confirm registrations within 24 hours and will send you an e-mail.', 'kabelshop-core' ) );
		}
		return $user;
	}

	/**
	 * Why an attempt on an account under attack is refused, or null when it may go on.
	 *
	 * @param string $account The account's counter key (account_key()).
	 */
	private function bot_check_refusal( string $account ): ?WP_Error {
		$check = BotCheckSettings::check();
		if ( null === $check ) {
			$pair = self::pair_key( $account );
			return RateLimiter::count( $pair ) > 0 ? self::throttled_error( max( 1, RateLimiter::retry_after( $pair ) ) ) : null;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the login forms carry their own token (LoginToken).
		$token = isset( $_POST[ self::BOT_FIELD ] ) && is_string( $_POST[ self::BOT_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::BOT_FIELD ] ) ) : '';
		if ( '' === $token ) {
			return new WP_Error( 'kabelshop_login_bot_check', __( 'There were many failed attempts to log in to this account. Please complete the security check and log in again.', 'kabelshop-core' ) );
		}
		$result = $check->verify( $token, RateLimiter::client_ip() );
		if ( $result->success ) {
			return null;
		}
		if ( $result->unavailable ) {
			return new WP_Error( 'kabelshop_login_bot_check_unavailable', __( 'The security check is not available right now. Please try again in a few minutes.', 'kabelshop-core' ) );
		}
		return new WP_Error( 'kabelshop_login_bot_check', __( 'The security check failed. Please complete it again.', 'kabelshop-core' ) );
	}

	/**
	 * The "too many failed logins" error.
	 *
	 * @param int $wait Seconds to wait (>= 1).
	 */
	private static function throttled_error( int $wait ): WP_Error {
		$minutes = (int) ceil( $wait / 60 );
		return new WP_Error(
			'kabelshop_login_throttled',
			/* translators: %d: minutes to wait */
			sprintf( _n( 'Too many failed logins. Please wait %d minute and try again, or reset your password.', 'Too many failed logins. Please wait %d minutes and try again, or reset your password.', $minutes, 'kabelshop-core' ), $minutes )
		);
	}

	/**
	 * Seconds this IP must still wait before trying this account again (0 when it may try): its
	 * failures for the account, or its failures overall.
	 *
	 * @param string $account The account's counter key (account_key()).
	 */
	public function throttled_for( string $account ): int {
		$wait = 0;
		foreach ( array(
			self::pair_key( $account ) => self::MAX_PER_ACCOUNT_IP,
			self::ip_key()             => self::MAX_PER_IP,
		) as $key => $max ) {
			if ( RateLimiter::exceeded( $key, $max ) ) {
				$wait = max( $wait, RateLimiter::retry_after( $key ), 1 );
			}
		}
		return $wait;
	}

	/**
	 * True when logging in to this account needs the bot check now (it is under attack and a bot
	 * check is configured): the login forms then show the widget.
	 *
	 * @param string $username Login or e-mail as typed.
	 */
	public static function needs_bot_check( string $username ): bool {
		return '' !== trim( $username ) && '' !== BotCheckSettings::site_key() && RateLimiter::count( self::account_key( $username ) ) >= self::UNDER_ATTACK;
	}

	/**
	 * Queues Turnstile's script (in the footer; implicit rendering of every .cf-turnstile box).
	 */
	public static function enqueue_widget_script(): void {
		wp_enqueue_script( 'kabelshop-turnstile', self::BOT_SCRIPT, array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- Cloudflare serves its own current version.
	}

	/**
	 * The language code for the widget (Turnstile's data-language): hr, sr or en.
	 */
	public static function widget_language(): string {
		$locale = determine_locale();
		return str_starts_with( $locale, 'hr' ) ? 'hr' : ( str_starts_with( $locale, 'sr' ) ? 'sr' : 'en' );
	}

	/**
	 * On wp-login.php: shows the bot check in the login form when the login just posted belongs
	 * to an account under attack.
	 */
	public function print_wp_login_widget(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only decides whether to show the widget.
		$login = isset( $_POST['log'] ) && is_string( $_POST['log'] ) ? sanitize_user( wp_unslash( $_POST['log'] ) ) : '';
		if ( ! self::needs_bot_check( $login ) ) {
			return;
		}
		self::enqueue_widget_script();
		printf(
			'<p>%1$s</p><div class="cf-turnstile" data-sitekey="%2$s" data-language="%3$s"></div>',
			esc_html__( 'Security check', 'kabelshop-core' ),
			esc_attr( BotCheckSettings::site_key() ),
			esc_attr( self::widget_language() )
		);
	}

	/**
	 * The errors on which wp-login.php shakes its box, ours included.
	 *
	 * @param string[] $codes Error codes.
	 * @return string[]
	 */
	public function shake_codes( $codes ): array {
		return array_merge( (array) $codes, array( 'kabelshop_login_failed', 'kabelshop_login_throttled', 'kabelshop_login_bot_check', LoginToken::ERROR ) );
	}

	/**
	 * Counts a failed login for the account, the account from this IP, and this IP.
	 *
	 * @param string        $username Login or e-mail as typed.
	 * @param WP_Error|null $error    Why it failed (WordPress 5.4+).
	 */
	public function count_failure( $username, $error = null ): void {
		if ( $error instanceof WP_Error && in_array( $error->get_error_code(), array( 'kabelshop_login_pending', 'kabelshop_login_rejected', LoginToken::ERROR ), true ) ) {
			return;
		}
		$account = self::account_key( is_string( $username ) ? $username : '' );
		RateLimiter::hit( $account, self::WINDOW );
		RateLimiter::hit( self::pair_key( $account ), self::WINDOW );
		RateLimiter::hit( self::ip_key(), self::WINDOW );
	}

	/**
	 * After a successful login, forgets this address's failures for the account. The account's
	 * count from all addresses stays until its window ends: an attack goes on after the owner
	 * has logged in.
	 *
	 * @param string  $login Login.
	 * @param WP_User $user  User.
	 */
	public function clear_failures( $login, $user ): void {
		if ( $user instanceof WP_User ) {
			RateLimiter::reset( self::pair_key( 'login:user:' . $user->ID ) );
		}
	}

	/**
	 * The counter key of an account: by user id when the login or e-mail exists, else by the name.
	 *
	 * @param string $username Login or e-mail as typed.
	 */
	public static function account_key( string $username ): string {
		$username = strtolower( trim( $username ) );
		$user     = self::user_of( $username );
		return $user ? 'login:user:' . $user->ID : 'login:name:' . $username;
	}

	/**
	 * The user a login form's name field means: by login, else by e-mail when it is one.
	 *
	 * @param string $typed Login or e-mail as typed.
	 */
	public static function user_of( string $typed ): ?WP_User {
		$user = get_user_by( 'login', $typed );
		if ( ! $user && is_email( $typed ) ) {
			$user = get_user_by( 'email', $typed );
		}
		return $user ? $user : null;
	}

	/**
	 * The counter key of an account from the client IP.
	 *
	 * @param string $account The account's key (account_key()).
	 */
	public static function pair_key( string $account ): string {
		return $account . ':ip:' . RateLimiter::client_ip();
	}

	/**
	 * The counter key of the client IP.
	 */
	public static function ip_key(): string {
		return 'login:ip:' . RateLimiter::client_ip();
	}
}
