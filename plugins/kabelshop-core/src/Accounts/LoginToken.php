<?php
/**
 * The per-visitor anti-forgery token of the login forms.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Security\Xsrf;
use WP_Error;
use WP_User;

/**
 * Login CSRF defence (OWASP CSRF Prevention Cheat Sheet, "Login CSRF"; the double-submit cookie
 * pattern): every interactive login form carries a hidden field FIELD holding the visitor's
 * XSRF-TOKEN cookie (Security\Xsrf issues it on template_redirect and login_init), and a login
 * POST is accepted only when the field equals the cookie (hash_equals). A cross-site page can
 * neither read the cookie nor set it, so it cannot log a victim into the attacker's account.
 * WordPress's own nonce cannot do this: before login every visitor is user 0 with the same nonce.
 *
 * - The themed login page prints field_html() and LoginPage::handle() calls posted_ok().
 * - wp-login.php (also the interim login of wp-admin's "session expired" box, which is the same
 *   form): login_form prints the field; on a login POST (login_form_login) without a matching
 *   field the authenticate filter (priority 100, after every other check, so the answer tells
 *   nothing about the password) returns ERROR with a translated message, and no session starts.
 * Registered by LoginPage::register().
 */
final class LoginToken {

	/** The hidden form field. */
	public const FIELD = '_ks_xsrf';

	/** Error code of a login POST without a matching token. */
	public const ERROR = 'kabelshop_login_token';

	/**
	 * True while a wp-login.php POST without a matching token is being handled.
	 *
	 * @var bool
	 */
	private bool $refuse = false;

	/**
	 * Registers the wp-login.php hooks.
	 */
	public function register(): void {
		add_action( 'login_form', array( $this, 'print_field' ) );
		add_action( 'login_form_login', array( $this, 'check_wp_login' ) );
		add_filter( 'authenticate', array( $this, 'refuse_forged' ), 100 );
		add_action( 'login_footer', array( self::class, 'print_refresh_script' ) );
	}

	/**
	 * The script that, on submit, copies the browser's current XSRF-TOKEN cookie into every
	 * FIELD of the submitted form. The field printed with the page holds the token of the moment
	 * the page was made; when the cookie changed since (another tab, or an answer that was on its
	 * way when the page issued it), the login would be refused as "session expired" although it
	 * is the visitor's own form. A cross-site page cannot run this script, read the cookie or set
	 * it, so the double submit still proves the origin (OWASP, "Login CSRF"). Without script the
	 * printed value is posted, as before. Printed on wp-login.php (login_footer) and on the themed
	 * login page (wp_footer, LoginPage::handle()).
	 */
	public static function refresh_script(): string {
		$selector = (string) wp_json_encode( 'input[name="' . self::FIELD . '"]' );
		return '(function(){document.addEventListener("submit",function(e){'
			. 'var m=/(?:^|; )XSRF-TOKEN=([a-f0-9]{64})(?:;|$)/.exec(document.cookie);'
			. 'var f=e.target&&e.target.querySelectorAll?e.target.querySelectorAll(' . $selector . '):[];'
			. 'if(!m){return;}for(var i=0;i<f.length;i++){f[i].value=m[1];}},true);})();';
	}

	/**
	 * Prints refresh_script() as an inline script tag.
	 */
	public static function print_refresh_script(): void {
		wp_print_inline_script_tag( self::refresh_script() );
	}

	/**
	 * The hidden field with this visitor's token (the XSRF-TOKEN cookie's value).
	 */
	public static function field_html(): string {
		return '<input type="hidden" name="' . esc_attr( self::FIELD ) . '" value="' . esc_attr( Xsrf::token() ) . '">';
	}

	/**
	 * True when the posted field equals the XSRF-TOKEN cookie the browser sent.
	 */
	public static function posted_ok(): bool {
		// phpcs:disable WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput -- this is the check; compared as opaque strings.
		$posted = isset( $_POST[ self::FIELD ] ) && is_string( $_POST[ self::FIELD ] ) ? (string) wp_unslash( $_POST[ self::FIELD ] ) : '';
		// phpcs:enable
		return Xsrf::matches( $posted );
	}

	/**
	 * The message shown for a refused login POST.
	 */
	public static function message(): string {
		return __( 'Your session has expired. Please reload the page and try again.', 'kabelshop-core' );
	}

	/**
	 * Prints the field into wp-login.php's login form.
	 */
	public function print_field(): void {
		echo self::field_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in field_html().
	}

	/**
	 * On a wp-login.php login POST, remembers whether its token is missing or wrong.
	 */
	public function check_wp_login(): void {
		$this->refuse = isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === $_SERVER['REQUEST_METHOD'] && ! self::posted_ok();
	}

	/**
	 * Refuses the wp-login.php login POST that check_wp_login() marked.
	 *
	 * @param WP_User|WP_Error|null $user Result so far.
	 * @return WP_User|WP_Error|null
	 */
	public function refuse_forged( $user ) {
		if ( ! $this->refuse ) {
			return $user;
		}
		return new WP_Error( self::ERROR, self::message() );
	}
}
