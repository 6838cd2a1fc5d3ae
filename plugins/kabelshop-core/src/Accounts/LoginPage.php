<?php
/**
 * The themed login page: log in, forgot password, set a new password.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\Http\PageCache;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Security\RateLimiter;

/**
 * Pages::url('login') replaces wp-login.php for visitors (wp-login.php keeps working for staff):
 * - filters login_url, lostpassword_url, register_url and logout_redirect point to the themed pages;
 * - the page's forms post back to the page with a nonce per form and the visitor's own token
 *   (LoginToken: the XSRF-TOKEN cookie's value in the hidden field _ks_xsrf; a post without it is
 *   refused with "Your session has expired..."); handle() runs on template_redirect:
 *   'login' -> wp_signon() (LoginGate refuses pending accounts, slows down repeated failures per
 *   address and asks for the bot check while the account is under attack: the view then carries
 *   the widget's site key), then a redirect to redirect_to when wp_validate_redirect() accepts it,
 *   else the home page; one message for an unknown account and a wrong password;
 *   'lostpassword' -> retrieve_password() (same answer whether or not the account exists; at most
 *   LOST_PER_IP requests per hour per IP);
 *   'rp' -> check_password_reset_key() + the FieldRules password rule + confirmation, then
 *   reset_password() and the login view with a success notice.
 * - wp-login.php's forgot-password actions (lostpassword, retrievepassword) redirect (303) to the
 *   page's lost-password view, which answers the same whether or not the account exists;
 * state() keeps what handling decided for View\LoginView, which prepares the template.
 */
final class LoginPage {

	public const LOST_PER_IP = 10;

	/** @var array<string, mixed> What handling the posted form decided, for the view (state()). */
	private static array $state = array();

	/**
	 * Registers the hooks (called by RegistrationService).
	 */
	public function register(): void {
		add_filter( 'login_url', array( $this, 'filter_login_url' ), 10, 3 );
		add_filter( 'lostpassword_url', array( $this, 'filter_lostpassword_url' ), 10, 2 );
		add_filter( 'register_url', array( $this, 'filter_register_url' ) );
		add_filter( 'logout_redirect', array( $this, 'filter_logout_redirect' ), 10, 3 );
		add_action( 'template_redirect', array( $this, 'handle' ) );
		add_action( 'login_form_lostpassword', array( $this, 'route_lost_password' ) );
		add_action( 'login_form_retrievepassword', array( $this, 'route_lost_password' ) );
		( new LoginToken() )->register();
	}

	/**
	 * Sends wp-login.php's forgot-password form (GET and POST) to the themed lost-password view,
	 * whose answer does not tell whether an account exists (wp-login.php's does). Nothing when the
	 * login page does not exist.
	 */
	public function route_lost_password(): void {
		if ( 0 === Pages::id( 'login' ) ) {
			return;
		}
		wp_safe_redirect( Pages::url( 'login', array( 'action' => 'lostpassword' ) ), 303 );
		exit;
	}

	/**
	 * The themed login URL with redirect_to (WordPress's URL when the page does not exist).
	 *
	 * @param string $login_url    WordPress's URL.
	 * @param string $redirect     Where to go after logging in.
	 * @param bool   $force_reauth Ask again even when logged in.
	 */
	public function filter_login_url( $login_url, $redirect = '', $force_reauth = false ): string {
		if ( 0 === Pages::id( 'login' ) || $force_reauth ) {
			return (string) $login_url;
		}
		return Pages::url( 'login', '' !== (string) $redirect ? array( 'redirect_to' => rawurlencode( (string) $redirect ) ) : array() );
	}

	/**
	 * The themed forgot-password view.
	 *
	 * @param string $url      WordPress's URL.
	 * @param string $redirect Where to go afterwards.
	 */
	public function filter_lostpassword_url( $url, $redirect = '' ): string {
		return 0 === Pages::id( 'login' ) ? (string) $url : Pages::url( 'login', array( 'action' => 'lostpassword' ) );
	}

	/**
	 * The registration page.
	 *
	 * @param string $url WordPress's URL.
	 */
	public function filter_register_url( $url ): string {
		return 0 === Pages::id( 'register' ) ? (string) $url : Pages::url( 'register' );
	}

	/**
	 * After logging out: the requested page when it is on this site, else the home page.
	 *
	 * @param string $redirect  Where WordPress would go.
	 * @param string $requested The redirect_to the link asked for.
	 * @param mixed  $user      The user who logged out.
	 */
	public function filter_logout_redirect( $redirect, $requested = '', $user = null ): string {
		$target = wp_validate_redirect( (string) $requested, '' );
		return '' !== $target ? $target : home_url( '/' );
	}

	/**
	 * What handling the posted form decided for the page (View\LoginView merges it over what the
	 * query string asks for): any of the keys view, error, notice, login, key, rp_login, errors
	 * ({ field => message }) and bot_check; empty on a GET or when no form of this page was posted.
	 *
	 * @return array<string, mixed>
	 */
	public static function state(): array {
		return self::$state;
	}

	/**
	 * Handles a posted form of the login page (GET requests and other pages: nothing).
	 */
	public function handle(): void {
		$page = Pages::id( 'login' );
		if ( 0 === $page || ! is_page( $page ) ) {
			return;
		}
		// Its forms print the visitor's anti-forgery token (LoginToken): never a shared page.
		PageCache::keep_private( 'login forms carry the visitor\'s token' );
		add_action( 'wp_footer', array( LoginToken::class, 'print_refresh_script' ) );
		if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] ) {
			return;
		}
		nocache_headers();
		$form = isset( $_POST['kabelshop_form'] ) ? sanitize_key( wp_unslash( $_POST['kabelshop_form'] ) ) : '';
		if ( ! in_array( $form, array( 'login', 'lostpassword', 'rp' ), true ) ) {
			return;
		}
		if ( ! isset( $_POST['_ks_nonce'] ) || ! wp_verify_nonce( sanitize_text_field( wp_unslash( $_POST['_ks_nonce'] ) ), 'kabelshop_' . $form ) || ! LoginToken::posted_ok() ) {
			self::$state = array(
				'view'  => 'rp' === $form ? 'rp' : $form,
				'error' => LoginToken::message(),
			);
			return;
		}
		$this->{'handle_' . $form}();
	}

	/**
	 * Logs in and redirects, or keeps the error for the view.
	 */
	private function handle_login(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified in handle().
		$login    = isset( $_POST['log'] ) ? sanitize_user( wp_unslash( $_POST['log'] ) ) : '';
		$password = isset( $_POST['pwd'] ) ? (string) wp_unslash( $_POST['pwd'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- passwords are not sanitised.
		$remember = ! empty( $_POST['rememberme'] );
		$redirect = self::redirect_target( isset( $_POST['redirect_to'] ) ? (string) wp_unslash( $_POST['redirect_to'] ) : '' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- redirect_target() cleans it (esc_url_raw, wp_validate_redirect).
		// phpcs:enable
		$errors = array();
		if ( '' === trim( $login ) ) {
			$errors['log'] = FieldRules::message( 'REQUIRED' );
		}
		if ( '' === $password ) {
			$errors['pwd'] = FieldRules::message( 'REQUIRED' );
		}
		if ( $errors ) {
			self::$state = array(
				'view'   => 'login',
				'login'  => $login,
				'errors' => $errors,
				'error'  => __( 'Please fill in the marked fields.', 'kabelshop-core' ),
			);
			return;
		}
		$user = wp_signon(
			array(
				'user_login'    => $login,
				'user_password' => $password,
				'remember'      => $remember,
			),
			is_ssl()
		);
		if ( is_wp_error( $user ) ) {
			$code        = $user->get_error_code();
			$message     = str_starts_with( (string) $code, 'kabelshop_' ) ? $user->get_error_message() : __( 'The e-mail address or password is not correct.', 'kabelshop-core' );
			self::$state = array(
				'view'      => 'login',
				'login'     => $login,
				'error'     => $message,
				'bot_check' => self::bot_check_for( $login ),
			);
			return;
		}
		wp_safe_redirect( '' !== $redirect ? $redirect : home_url( '/' ) );
		exit;
	}

	/**
	 * The widget settings when this login needs the bot check now (and queues its script), else null.
	 *
	 * @param string $login Login or e-mail as typed.
	 * @return array{site_key: string, language: string}|null
	 */
	private static function bot_check_for( string $login ): ?array {
		if ( ! LoginGate::needs_bot_check( $login ) ) {
			return null;
		}
		LoginGate::enqueue_widget_script();
		return array(
			'site_key' => BotCheckSettings::site_key(),
			'language' => LoginGate::widget_language(),
		);
	}

	/**
	 * Sends the reset mail; answers the same whether or not the account exists.
	 */
	private function handle_lostpassword(): void {
		$login = isset( $_POST['user_login'] ) ? sanitize_text_field( wp_unslash( $_POST['user_login'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in handle().
		if ( '' === trim( $login ) ) {
			self::$state = array(
				'view'   => 'lostpassword',
				'errors' => array( 'user_login' => FieldRules::message( 'REQUIRED' ) ),
				'error'  => __( 'Please fill in the marked fields.', 'kabelshop-core' ),
			);
			return;
		}
		if ( ! RateLimiter::limit( 'lostpassword:ip:' . RateLimiter::client_ip(), self::LOST_PER_IP, HOUR_IN_SECONDS ) ) {
			self::$state = array(
				'view'  => 'lostpassword',
				'login' => $login,
				'error' => __( 'Too many requests. Please try again later.', 'kabelshop-core' ),
			);
			return;
		}
		$user = LoginGate::user_of( $login );
		if ( $user && Registration::STATUS_REJECTED !== Registration::status( $user->ID ) ) {
			retrieve_password( $user->user_login );
		}
		self::$state = array(
			'view'   => 'login',
			'login'  => $login,
			'notice' => __( 'If an account with these details exists, we have sent an e-mail with a link to set a new password.', 'kabelshop-core' ),
		);
	}

	/**
	 * Sets the new password from the reset link.
	 */
	private function handle_rp(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput -- verified in handle(); passwords are not sanitised.
		$key     = isset( $_POST['rp_key'] ) ? sanitize_text_field( wp_unslash( $_POST['rp_key'] ) ) : '';
		$login   = isset( $_POST['rp_login'] ) ? sanitize_user( wp_unslash( $_POST['rp_login'] ) ) : '';
		$pass    = isset( $_POST['pass1'] ) ? (string) wp_unslash( $_POST['pass1'] ) : '';
		$confirm = isset( $_POST['pass2'] ) ? (string) wp_unslash( $_POST['pass2'] ) : '';
		// phpcs:enable
		$user = check_password_reset_key( $key, $login );
		if ( is_wp_error( $user ) ) {
			self::$state = array( 'view' => 'invalidkey' );
			return;
		}
		$errors = array();
		if ( '' === $pass ) {
			$errors['pass1'] = FieldRules::message( 'REQUIRED' );
		} elseif ( null !== FieldRules::password( $pass ) ) {
			$errors['pass1'] = (string) FieldRules::password( $pass );
		}
		if ( '' === $confirm ) {
			$errors['pass2'] = FieldRules::message( 'REQUIRED' );
		} elseif ( $confirm !== $pass ) {
			$errors['pass2'] = FieldRules::message( 'PASSWORD_NOT_MATCH' );
		}
		if ( $errors ) {
			self::$state = array(
				'view'     => 'rp',
				'key'      => $key,
				'rp_login' => $login,
				'errors'   => $errors,
				'error'    => __( 'Please fill in the marked fields.', 'kabelshop-core' ),
			);
			return;
		}
		reset_password( $user, $pass );
		RateLimiter::reset( 'login:user:' . $user->ID );
		wp_safe_redirect( Pages::url( 'login', array( 'reset' => 'done' ) ) );
		exit;
	}

	/**
	 * A same-site redirect target, '' when missing or foreign.
	 *
	 * @param string $target Requested target (may be URL-encoded once).
	 */
	public static function redirect_target( string $target ): string {
		$target = trim( $target );
		if ( '' === $target ) {
			return '';
		}
		if ( ! preg_match( '#^(https?:)?/#i', $target ) ) {
			$target = rawurldecode( $target );
		}
		return wp_validate_redirect( esc_url_raw( $target ), '' );
	}
}
