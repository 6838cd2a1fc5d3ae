<?php
/**
 * Data of the themed login page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\LoginPage;
use Kabelshop\Content\Pages;
use Kabelshop\Security\Xsrf;
use Kabelshop\I18n\Locale;

/**
 * Prepares templates/page-login.php (issue 3): which of the four views to show (log in, forgot
 * password, set a new password, expired link), its title, notices, field errors and form targets.
 * The forms themselves are handled by Accounts\LoginPage on template_redirect; what it decided
 * (LoginPage::state()) wins over what the query string asks for.
 */
final class LoginView {

	/** The views the page can show. */
	public const VIEWS = array( 'login', 'lostpassword', 'rp', 'invalidkey' );

	/**
	 * Everything the template prints.
	 *
	 * The query string chooses the view (?action=lostpassword|rp, else login; ?reset=done adds the
	 * "password set" notice; an rp link whose key check_password_reset_key() refuses shows
	 * 'invalidkey'); a posted form's outcome (LoginPage::state()) overrides these keys.
	 *
	 * @return array{
	 *   view: string,
	 *   title: string,
	 *   error: string,
	 *   notice: string,
	 *   login: string,
	 *   redirect_to: string,
	 *   key: string,
	 *   rp_login: string,
	 *   errors: array<string, string>,
	 *   logged_in: bool,
	 *   xsrf: string,
	 *   bot_check: array{site_key: string, language: string}|null,
	 *   urls: array{login: string, lostpassword: string, rp: string, register: string, logout: string}
	 * } Plain text except urls (unescaped URLs); errors are messages by field name; bot_check is
	 *   the Turnstile widget's settings while the account typed is under attack, else null.
	 */
	public static function data(): array {
		$state = LoginPage::state();
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading what to show.
		$action = isset( $_GET['action'] ) ? sanitize_key( wp_unslash( $_GET['action'] ) ) : 'login';
		$view   = array(
			'view'        => in_array( $action, array( 'lostpassword', 'rp' ), true ) ? $action : 'login',
			'error'       => '',
			'notice'      => '',
			'login'       => '',
			'redirect_to' => LoginPage::redirect_target( isset( $_REQUEST['redirect_to'] ) ? (string) wp_unslash( $_REQUEST['redirect_to'] ) : '' ), // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- redirect_target() cleans it (esc_url_raw, wp_validate_redirect).
			'key'         => isset( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : '',
			'rp_login'    => isset( $_GET['login'] ) ? sanitize_user( wp_unslash( $_GET['login'] ) ) : '',
			'errors'      => array(),
			'logged_in'   => is_user_logged_in(),
			'xsrf'        => Xsrf::token(),
			'bot_check'   => null,
		);
		if ( isset( $_GET['reset'] ) && 'done' === $_GET['reset'] ) {
			$view['notice'] = __( 'Your password has been set. You can log in now.', 'kabelshop' );
		}
		// phpcs:enable
		if ( 'rp' === $view['view'] && ! isset( $state['view'] ) ) {
			$user = check_password_reset_key( $view['key'], $view['rp_login'] );
			if ( is_wp_error( $user ) ) {
				$view['view'] = 'invalidkey';
			}
		}
		$view = array_merge( $view, $state );
		if ( ! in_array( $view['view'], self::VIEWS, true ) ) {
			$view['view'] = 'login';
		}
		$view['title'] = self::title( (string) $view['view'] );
		$view['urls']  = array(
			'login'        => Pages::url( 'login' ),
			'lostpassword' => Pages::url( 'login', array( 'action' => 'lostpassword' ) ),
			'rp'           => Pages::url( 'login', array( 'action' => 'rp' ) ),
			'register'     => Pages::url( 'register' ),
			'logout'       => wp_logout_url( Locale::home_url() ),
		);
		return $view;
	}

	/**
	 * The page title of a view.
	 *
	 * @param string $view One of VIEWS (anything else: the login title).
	 */
	public static function title( string $view ): string {
		switch ( $view ) {
			case 'lostpassword':
				return __( 'Forgot your password?', 'kabelshop' );
			case 'rp':
				return __( 'Set a new password', 'kabelshop' );
			case 'invalidkey':
				return __( 'This link is no longer valid', 'kabelshop' );
			default:
				return __( 'Log in', 'kabelshop' );
		}
	}

	/**
	 * The attributes that mark an input as invalid and link it to its error paragraph
	 * (WCAG 3.3.1: aria-invalid, aria-describedby), '' when the field has no error.
	 *
	 * @param array<string, string> $errors Messages by field name.
	 * @param string                $field  Field name (the input's name attribute).
	 * @return string Escaped HTML attributes with a leading space, or ''.
	 */
	public static function invalid_attributes( array $errors, string $field ): string {
		return isset( $errors[ $field ] ) ? ' aria-invalid="true" aria-describedby="' . esc_attr( 'err-' . $field ) . '"' : '';
	}

	/**
	 * The error paragraph of a field (id err-<field>, which invalid_attributes() points to), ''
	 * when the field has no error.
	 *
	 * @param array<string, string> $errors Messages by field name.
	 * @param string                $field  Field name.
	 * @return string Escaped HTML.
	 */
	public static function field_error( array $errors, string $field ): string {
		if ( ! isset( $errors[ $field ] ) ) {
			return '';
		}
		return sprintf( '<p class="ks-field-error" id="%1$s">%2$s</p>', esc_attr( 'err-' . $field ), esc_html( $errors[ $field ] ) );
	}
}
