<?php
/**
 * The site's fixed pages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;

/**
 * Fixed pages by role: key => [ Croatian slug, page template (relative to the theme), English title ].
 * Each exists once per language (issue 11), linked as translations and marked with META_KEY;
 * SLUGS gives the English and Serbian slugs. Content\Seeder creates them; code links to them with
 * Pages::url( key ), which gives the current language's page, never by hard-coded URL.
 */
final class Pages {

	/** Post meta naming a page's role (a key of PAGES), on every language's version. */
	public const META_KEY = '_kabelshop_page_key';

	/** English and Serbian (Latin) slugs by key of PAGES. */
	public const SLUGS = array(
		'home'         => array(
			'en' => 'home',
			'sr' => 'pocetna',
		),
		'catalogue'    => array(
			'en' => 'catalogue',
			'sr' => 'katalog',
		),
		'checkout'     => array(
			'en' => 'checkout',
			'sr' => 'placanje',
		),
		'order'        => array(
			'en' => 'order',
			'sr' => 'porudzbina',
		),
		'about'        => array(
			'en' => 'about-us',
			'sr' => 'o-nama',
		),
		'team'         => array(
			'en' => 'team',
			'sr' => 'tim',
		),
		'contact'      => array(
			'en' => 'contact',
			'sr' => 'kontakt',
		),
		'news'         => array(
			'en' => 'news',
			'sr' => 'vesti',
		),
		'applications' => array(
			'en' => 'open-applications',
			'sr' => 'otvorene-prijave',
		),
		'suppliers'    => array(
			'en' => 'suppliers',
			'sr' => 'dobavljaci',
		),
		'register'     => array(
			'en' => 'registration',
			'sr' => 'registracija',
		),
		'login'        => array(
			'en' => 'login',
			'sr' => 'prijava',
		),
		'account'      => array(
			'en' => 'my-account',
			'sr' => 'moj-nalog',
		),
		'metal-prices' => array(
			'en' => 'metal-prices',
			'sr' => 'cene-metala',
		),
		'documents'    => array(
			'en' => 'documents',
			'sr' => 'dokumenti',
		),
		'inquiry'      => array(
			'en' => 'inquiry',
			'sr' => 'upit',
		),
		'quick-order'  => array(
			'en' => 'quick-order',
			'sr' => 'brza-porudzbina',
		),
		'terms'        => array(
			'en' => 'terms-and-conditions',
			'sr' => 'uslovi-poslovanja',
		),
		'privacy'      => array(
			'en' => 'privacy-policy',
			'sr' => 'politika-privatnosti',
		),
	);

	/** @var array<string, array<string, int>>|null Page ids by key and language (this request). */
	private static ?array $ids = null;

	public const PAGES = array(
		'home'         => array( 'pocetna', 'templates/page-home.php', 'Home' ),
		'catalogue'    => array( 'katalog', 'templates/page-catalogue.php', 'Catalogue' ),
		'checkout'     => array( 'blagajna', 'templates/page-checkout.php', 'Checkout' ),
		'order'        => array( 'narudzba', 'templates/page-order.php', 'Order' ),
		'about'        => array( 'o-nama', 'templates/page-about.php', 'About us' ),
		'team'         => array( 'tim', 'templates/page-team.php', 'Team' ),
		'contact'      => array( 'kontakt', 'templates/page-contact.php', 'Contact' ),
		'news'         => array( 'novosti', '', 'News' ),
		'applications' => array( 'otvorene-prijave', 'templates/page-applications.php', 'Open applications' ),
		'suppliers'    => array( 'dobavljaci', 'templates/page-suppliers.php', 'Supplier products' ),
		'register'     => array( 'registracija', 'templates/page-register.php', 'Registration' ),
		'login'        => array( 'prijava', 'templates/page-login.php', 'Log in' ),
		'account'      => array( 'moj-racun', 'templates/page-account.php', 'My account' ),
		'metal-prices' => array( 'cijene-metala', 'templates/page-metal-prices.php', 'Metal prices' ),
		'documents'    => array( 'dokumenti', 'templates/page-documents.php', 'Document search' ),
		'inquiry'      => array( 'upit', 'templates/page-inquiry.php', 'Inquiry' ),
		'quick-order'  => array( 'brza-narudzba', 'templates/page-quick-order.php', 'Quick order' ),
		// Issue 13: the general terms the registration, checkout and footer link; demo text (DemoTerms) that editors replace.
		'terms'        => array( 'uvjeti-poslovanja', '', 'Terms and conditions' ),
		// Issue 27: WordPress's privacy policy page (Content\Privacy), demo text (DemoPrivacy) that editors replace.
		'privacy'      => array( 'politika-privatnosti', '', 'Privacy policy' ),
	);

	/**
	 * Permalink of a fixed page in a language (the fallback language's, then the Croatian one,
	 * when it has no translation), or the language's home URL when the page does not exist (yet).
	 *
	 * @param string               $key  A key of PAGES.
	 * @param array<string, mixed> $args Query arguments to add.
	 * @param string|null          $code 'hr' | 'en' | 'sr', null for the current language.
	 */
	public static function url( string $key, array $args = array(), ?string $code = null ): string {
		$id  = self::id( $key, $code );
		$url = $id > 0 ? (string) get_permalink( $id ) : Locale::home_url( $code );
		return $args ? add_query_arg( $args, $url ) : $url;
	}

	/**
	 * Page id of a fixed page in a language (falling back like url()), 0 when missing.
	 *
	 * @param string      $key  A key of PAGES.
	 * @param string|null $code 'hr' | 'en' | 'sr', null for the current language.
	 */
	public static function id( string $key, ?string $code = null ): int {
		if ( null === self::$ids ) {
			// The map is kept in the object cache (Redis on the cluster) under the posts' and terms'
			// last_changed, which core moves when a page, its meta or its language changes: reading
			// the ~50 fixed pages with their meta on every request moved about 200 KB out of Redis
			// per uncached page (issue 16).
			$cache_key = 'fixed_pages:' . wp_cache_get_last_changed( 'posts' ) . ':' . wp_cache_get_last_changed( 'terms' );
			$found     = false;
			$cached    = wp_cache_get( $cache_key, LanguageRouter::CACHE_GROUP, false, $found );
			if ( $found && is_array( $cached ) ) {
				self::$ids = $cached;
				// The pages of the current language are what url() links (header, footer, account):
				// their posts in one read, and with them their language terms (the object cache
				// reads a group for posts read together at once: deploy/wordpress/object-cache.php).
				$current = array();
				foreach ( self::$ids as $versions ) {
					$current[] = (int) ( $versions[ Locale::current() ] ?? $versions[ Locale::FALLBACK ] ?? $versions[ Locale::DEFAULT ] ?? 0 );
				}
				_prime_post_caches( array_values( array_filter( $current ) ), false, false );
				return self::pick( $key, $code );
			}
			self::$ids = array();
			$pages     = get_posts(
				array(
					'post_type'                  => 'page',
					'post_status'                => 'publish',
					'posts_per_page'             => 200, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- 16 roles x 3 languages.
					'meta_key'                   => self::META_KEY, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- the fixed pages, once per request.
					LanguageRouter::ANY_LANGUAGE => true,
					'no_found_rows'              => true,
					'update_post_term_cache'     => true,
				)
			);
			foreach ( $pages as $page ) {
				$role = (string) get_post_meta( $page->ID, self::META_KEY, true );
				self::$ids[ $role ][ Translations::language_of( $page->ID ) ] = (int) $page->ID;
			}
			wp_cache_set( $cache_key, self::$ids, LanguageRouter::CACHE_GROUP, DAY_IN_SECONDS );
		}
		return self::pick( $key, $code );
	}

	/**
	 * A fixed page's id from the map read by id(), falling back like url().
	 *
	 * @param string      $key  A key of PAGES.
	 * @param string|null $code 'hr' | 'en' | 'sr', null for the current language.
	 */
	private static function pick( string $key, ?string $code ): int {
		$versions = self::$ids[ $key ] ?? array();
		return (int) ( $versions[ $code ?? Locale::current() ] ?? $versions[ Locale::FALLBACK ] ?? $versions[ Locale::DEFAULT ] ?? 0 );
	}

	/**
	 * The role of a fixed page (any language's version), '' for other pages.
	 *
	 * @param int $page_id Page id.
	 */
	public static function key_of( int $page_id ): string {
		$key = (string) get_post_meta( $page_id, self::META_KEY, true );
		return isset( self::PAGES[ $key ] ) ? $key : '';
	}

	/**
	 * Forgets the fixed pages read in this request (after the seeder created some).
	 */
	public static function forget(): void {
		self::$ids = null;
	}
}
