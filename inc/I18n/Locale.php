<?php
/**
 * The visitor's language: hr-HR (default), en-US, sr-RS (Latin).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\I18n;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Chooses the front-end language from ?lang= (remembered in a cookie) and loads the theme's
 * translations. Spec section 1 and 9: locales hr-HR, en-US, sr-RS, fallback en-US.
 *
 * Language codes: 'hr' | 'en' | 'sr' in URLs and cookies; WordPress locales 'hr', 'en_US', 'sr_RS';
 * BCP 47 tags 'hr-HR', 'en-US', 'sr-RS' for the islands and Intl.
 */
final class Locale implements Service {

	public const COOKIE  = 'kabelshop_lang';
	public const DEFAULT = 'hr';

	/** Language code => [ WordPress locale, BCP 47 tag, name in its own language ]. */
	public const LANGUAGES = array(
		'hr' => array( 'hr', 'hr-HR', 'Hrvatski' ),
		'en' => array( 'en_US', 'en-US', 'English' ),
		'sr' => array( 'sr_RS', 'sr-RS', 'Srpski' ),
	);

	/** @var string|null Language code that LocalizedMail::send_in() imposes while it builds a mail (null: none). */
	private static ?string $forced = null;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'locale', array( $this, 'filter_locale' ) );
		add_action( 'after_setup_theme', array( $this, 'load_textdomain' ), 0 );
		add_action( 'init', array( $this, 'remember_choice' ) );
	}

	/**
	 * The current language code: the language of the mail being built (LocalizedMail::send_in())
	 * beats ?lang=, which beats the cookie, which beats the default.
	 *
	 * @return string 'hr' | 'en' | 'sr'
	 */
	public static function current(): string {
		if ( null !== self::$forced ) {
			return self::$forced;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a language choice changes no data.
		$requested = isset( $_GET['lang'] ) ? sanitize_key( wp_unslash( $_GET['lang'] ) ) : '';
		if ( isset( self::LANGUAGES[ $requested ] ) ) {
			return $requested;
		}
		$cookie = isset( $_COOKIE[ self::COOKIE ] ) ? sanitize_key( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) : '';
		if ( isset( self::LANGUAGES[ $cookie ] ) ) {
			return $cookie;
		}
		$header = isset( $_SERVER['HTTP_X_KABELSHOP_LANG'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_KABELSHOP_LANG'] ) ) : '';
		return isset( self::LANGUAGES[ $header ] ) ? $header : self::DEFAULT;
	}

	/**
	 * Makes current() answer a language whatever the request says; only LocalizedMail::send_in()
	 * calls it, around the building of one mail.
	 *
	 * @param string|null $code 'hr' | 'en' | 'sr', or null to follow the request again.
	 * @return string|null The language imposed before (to put back afterwards).
	 */
	public static function force( ?string $code ): ?string {
		$previous     = self::$forced;
		self::$forced = null !== $code && isset( self::LANGUAGES[ $code ] ) ? $code : null;
		return $previous;
	}

	/**
	 * The shop's language code of a code, WordPress locale or BCP 47 tag ('en' when none fits,
	 * spec section 9). Pure: no WordPress calls.
	 *
	 * @param string $language E.g. 'hr', 'sr_RS', 'en-US'.
	 * @return string 'hr' | 'en' | 'sr'
	 */
	public static function code_of( string $language ): string {
		$code = strtolower( substr( $language, 0, 2 ) );
		return isset( self::LANGUAGES[ $code ] ) ? $code : 'en';
	}

	/**
	 * BCP 47 tag of the current language, e.g. 'hr-HR'.
	 */
	public static function bcp47(): string {
		return self::LANGUAGES[ self::current() ][1];
	}

	/**
	 * Front end and REST follow the visitor's language; wp-admin keeps the user's own locale.
	 *
	 * @param string $locale WordPress's locale.
	 */
	public function filter_locale( string $locale ): string {
		if ( is_admin() && ! wp_doing_ajax() ) {
			return $locale;
		}
		return self::LANGUAGES[ self::current() ][0];
	}

	/**
	 * Loads languages/<locale>.mo (built from languages/po by bin/build-mo.php).
	 */
	public function load_textdomain(): void {
		load_theme_textdomain( 'kabelshop', get_template_directory() . '/languages' );
	}

	/**
	 * Stores an explicit ?lang= choice for a year.
	 */
	public function remember_choice(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing a language changes no data.
		$requested = isset( $_GET['lang'] ) ? sanitize_key( wp_unslash( $_GET['lang'] ) ) : '';
		if ( isset( self::LANGUAGES[ $requested ] ) && ! headers_sent() ) {
			setcookie(
				self::COOKIE,
				$requested,
				array(
					'expires'  => time() + YEAR_IN_SECONDS,
					'path'     => '/',
					'samesite' => 'Lax',
				)
			);
		}
	}

	/**
	 * URL of the current page in another language.
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function switch_url( string $code ): string {
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		return add_query_arg( 'lang', $code, home_url( $uri ) );
	}
}
