<?php
/**
 * The visitor's language: hr-HR (default), en-US, sr-RS (Latin).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\I18n;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Rest\RouteScope;
use Kabelshop\Service;

/**
 * The language of a request and the theme's translations. Spec section 1 and 9: locales hr-HR,
 * en-US, sr-RS, fallback en-US. Issue 11: the language comes from the URL alone: Croatian at the
 * root, English under /en/, Serbian (Latin) under /sr/ (I18n\LanguageRouter routes and links);
 * REST and admin-ajax calls carry the page's language in the X-Kabelshop-Lang header.
 *
 * Language codes: 'hr' | 'en' | 'sr' in URL prefixes and the header; WordPress locales 'hr', 'en_US',
 * 'sr_RS'; BCP 47 tags 'hr-HR', 'en-US', 'sr-RS' for the islands, Intl and hreflang.
 */
final class Locale implements Service {

	public const DEFAULT = 'hr';

	/** The language a visitor gets when the page has no translation in theirs (spec section 1). */
	public const FALLBACK = 'en';

	/** Language code => [ WordPress locale, BCP 47 tag, name in its own language ]. */
	public const LANGUAGES = array(
		'hr' => array( 'hr', 'hr-HR', 'Hrvatski' ),
		'en' => array( 'en_US', 'en-US', 'English' ),
		'sr' => array( 'sr_RS', 'sr-RS', 'Srpski' ),
	);

	/** The text domains of the shop's one catalogue: the plugin's (its slug) and the kabelshop theme's. */
	public const DOMAINS = array( 'kabelshop-core', 'kabelshop' );

	/** @var string|null Language code that in_language() imposes while its callable runs (null: none). */
	private static ?string $forced = null;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'locale', array( $this, 'filter_locale' ) );
		add_action( 'after_setup_theme', array( $this, 'load_textdomain' ), 0 );
	}

	/**
	 * Loads the shop's translations for the current language under both text domains, the plugin's
	 * (kabelshop-core, its slug, as WordPress's Plugin Check asks) and the kabelshop theme's
	 * (kabelshop): one catalogue, languages/<locale>.mo (bin/build-mo.php), holds both packages'
	 * strings. Also after unload_textdomain() (tests, in_language()). WordPress 6.7 made
	 * load_*_textdomain() only record the folder for just-in-time loading, which an earlier
	 * unload_textdomain() blocks for the rest of the request; so the MO of determine_locale() is
	 * loaded here directly (core then reads the .l10n.php beside it, WP_Translation_Controller, in
	 * the format bin/build-mo.php writes).
	 */
	public static function load_translations(): void {
		global $l10n_unloaded;
		$dir    = KABELSHOP_CORE_DIR . '/languages';
		$locale = determine_locale();
		foreach ( self::DOMAINS as $domain ) {
			unset( $l10n_unloaded[ $domain ] );
			// The folder, for just-in-time loading after a locale switch (relative to WP_PLUGIN_DIR).
			load_plugin_textdomain( $domain, false, basename( KABELSHOP_CORE_DIR ) . '/languages' );
			load_textdomain( $domain, $dir . '/' . $locale . '.mo', $locale );
		}
	}

	/**
	 * The current language code: the language in_language() imposes (a mail being built, a text in
	 * another language)
	 * beats the request's: for REST and admin-ajax calls the X-Kabelshop-Lang header (a wp-admin
	 * screen's own call gets its texts in the user's admin language: filter_locale()), for
	 * wp-login.php the language of its redirect_to, for admin-post.php the referring page's, for pages the URL's first path segment ('en',
	 * 'sr'; anything else is Croatian).
	 *
	 * @return string 'hr' | 'en' | 'sr'
	 */
	public static function current(): string {
		if ( null !== self::$forced ) {
			return self::$forced;
		}
		$uri = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_unslash( $_SERVER['REQUEST_URI'] ) : '/'; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only matched against fixed prefixes.
		if ( isset( $GLOBALS['pagenow'] ) && 'wp-login.php' === $GLOBALS['pagenow'] ) {
			// WordPress's own login page has no language prefix: it speaks the language of the page
			// it returns to (the header's login link passes the current page as redirect_to).
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read for its language.
			$to = isset( $_REQUEST['redirect_to'] ) ? esc_url_raw( wp_unslash( (string) $_REQUEST['redirect_to'] ) ) : '';
			return '' === $to ? self::DEFAULT : self::from_path( $to );
		}
		if ( isset( $GLOBALS['pagenow'] ) && 'admin-post.php' === $GLOBALS['pagenow'] ) {
			// A front-end form posted to admin-post.php (e.g. "Cancel order") answers in the
			// language of the page it was sent from.
			$from = (string) wp_get_raw_referer();
			return '' === $from ? self::DEFAULT : self::from_path( $from );
		}
		if ( self::is_api_request() ) {
			$header = isset( $_SERVER['HTTP_X_KABELSHOP_LANG'] ) ? sanitize_key( wp_unslash( $_SERVER['HTTP_X_KABELSHOP_LANG'] ) ) : '';
			return isset( self::LANGUAGES[ $header ] ) ? $header : self::DEFAULT;
		}
		return self::from_path( $uri );
	}

	/**
	 * The language a site path names: '/en/...' 'en', '/sr/...' 'sr', anything else 'hr'.
	 *
	 * @param string $uri Request URI or path (query allowed), relative to the host.
	 */
	public static function from_path( string $uri ): string {
		static $memo = array();
		if ( isset( $memo[ $uri ] ) ) {
			return $memo[ $uri ];
		}
		$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
		$base = rtrim( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ), '/' );
		if ( '' !== $base && str_starts_with( $path, $base ) ) {
			$path = substr( $path, strlen( $base ) );
		}
		$memo[ $uri ] = preg_match( '#^/(en|sr)(?:/|$)#', $path, $m ) ? $m[1] : self::DEFAULT;
		return $memo[ $uri ];
	}

	/**
	 * True for calls of the REST API (a route read from the request as Rest\RouteScope reads it for
	 * rest_api_loaded()) and of admin-ajax.php: their language is the header's.
	 */
	private static function is_api_request(): bool {
		return null !== RouteScope::requested_route() || wp_doing_ajax();
	}

	/**
	 * The URL path prefix of a language: '' (Croatian, the root), '/en', '/sr'.
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function prefix( string $code ): string {
		return self::DEFAULT === $code || ! isset( self::LANGUAGES[ $code ] ) ? '' : '/' . $code;
	}

	/**
	 * The site's home in a language, e.g. https://example.test/en/ (with $path appended).
	 *
	 * @param string|null $code 'hr' | 'en' | 'sr', null for the current language.
	 * @param string      $path Path below the language's home, e.g. '/' or 'feed/'.
	 */
	public static function home_url( ?string $code = null, string $path = '/' ): string {
		return home_url( self::prefix( $code ?? self::current() ) . '/' . ltrim( $path, '/' ) );
	}

	/**
	 * Runs $run in a language and returns what it returns: the theme's texts, WordPress's locale
	 * (switch_to_locale(): core strings, date_i18n(), $wp_locale) and current()/bcp47() (so
	 * I18n\Format formats numbers, money and dates in it) all answer that language for the
	 * duration; everything is put back afterwards, also when $run throws (the text domain object
	 * that was loaded before is restored as it was, not reloaded). The theme's translations are not
	 * where core's just-in-time loading looks, so switch_to_locale() alone would not do.
	 * Mails use it through LocalizedMail::send_in(); pages and REST answers for text in another
	 * language than the request's (a route's ?lang=, a note in the asked language) call it directly.
	 *
	 * @template T
	 * @param string        $language 'hr' | 'en' | 'sr' (a WordPress locale or BCP 47 tag is accepted too;
	 *                                anything else falls back to en, spec section 9).
	 * @param callable(): T $run      What to run in that language.
	 * @return T What $run returned.
	 */
	public static function in_language( string $language, callable $run ): mixed {
		global $l10n, $l10n_unloaded;
		$code      = self::code_of( $language );
		$wp_locale = self::LANGUAGES[ $code ][0];
		$loaded    = array();
		$unloaded  = array();
		foreach ( self::DOMAINS as $domain ) {
			$loaded[ $domain ]   = $l10n[ $domain ] ?? null;
			$unloaded[ $domain ] = $l10n_unloaded[ $domain ] ?? null;
		}
		$before   = \WP_Translation_Controller::get_instance()->get_locale();
		$switched = switch_to_locale( $wp_locale );
		$previous = self::force( $code );
		foreach ( self::DOMAINS as $domain ) {
			// A reloadable unload keeps the languages WordPress's translation controller holds (a plain
			// unload drops them all, and the object put back below would then answer English).
			unload_textdomain( $domain, true );
			load_textdomain( $domain, KABELSHOP_CORE_DIR . '/languages/' . $wp_locale . '.mo', $wp_locale );
		}
		try {
			return $run();
		} finally {
			self::force( $previous );
			if ( $switched ) {
				restore_previous_locale();
			}
			// load_textdomain() made $wp_locale the controller's language; switch_to_locale() did
			// nothing when the request was already in it (then $before is that language too).
			\WP_Translation_Controller::get_instance()->set_locale( $before );
			foreach ( self::DOMAINS as $domain ) {
				unset( $l10n[ $domain ], $l10n_unloaded[ $domain ] );
				if ( null !== $loaded[ $domain ] ) {
					$l10n[ $domain ] = $loaded[ $domain ]; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- puts back the object that was there before in_language().
				}
				if ( null !== $unloaded[ $domain ] ) {
					$l10n_unloaded[ $domain ] = $unloaded[ $domain ]; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- core's global, put back as it was.
				}
			}
		}
	}

	/**
	 * Makes current() answer a language whatever the request says (in_language(), and
	 * LanguageRouter around building one link in another language).
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
	 * True for a REST call made by a wp-admin screen for its own texts: _locale=user (WordPress's
	 * apiFetch user-locale middleware) and no X-Kabelshop-Lang header (the islands always send one).
	 */
	private static function is_wp_admin_api_call(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only read for its language.
		$user_locale = isset( $_GET['_locale'] ) && 'user' === sanitize_key( wp_unslash( (string) $_GET['_locale'] ) );
		return $user_locale && ! isset( $_SERVER['HTTP_X_KABELSHOP_LANG'] ) && self::is_api_request();
	}

	/**
	 * A user's wp-admin language as hr / en / sr: the profile's Language, else the site language of
	 * Settings > General (option WPLANG, else the WPLANG constant), en_US when none; a language the
	 * theme does not speak counts as English (code_of()). Read without get_locale(), whose 'locale'
	 * filter is this class's own.
	 *
	 * @param int $user_id User id (0: the site language).
	 */
	public static function admin_language( int $user_id ): string {
		$locale = $user_id > 0 ? (string) get_user_meta( $user_id, 'locale', true ) : '';
		if ( '' === $locale ) {
			$site = get_option( 'WPLANG' );
			if ( false === $site && defined( 'WPLANG' ) ) {
				$site = constant( 'WPLANG' );
			}
			$locale = is_string( $site ) && '' !== $site ? $site : 'en_US';
		}
		return self::code_of( $locale );
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
		if ( self::is_wp_admin_api_call() ) {
			// The block editor's own REST calls (apiFetch adds _locale=user): texts in the staff
			// member's wp-admin language, so its panels (e.g. "FAQ groups") match the rest of wp-admin.
			// Content stays filtered by current() (the X-Kabelshop-Lang header, else Croatian).
			return self::LANGUAGES[ self::admin_language( get_current_user_id() ) ][0];
		}
		return self::LANGUAGES[ self::current() ][0];
	}

	/**
	 * Loads languages/<locale>.mo (built from languages/po by bin/build-mo.php) through core, which
	 * reads the .l10n.php beside it (load_translations()).
	 */
	public function load_textdomain(): void {
		self::load_translations();
	}
}
