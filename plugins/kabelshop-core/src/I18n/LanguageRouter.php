<?php
/**
 * URLs per language: routing, links, the switcher, hreflang, old ?lang= links.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\I18n;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\Service;
use WP_Post;
use WP_Query;

/**
 * Three languages as three sites under one WordPress (issue 11, "URLs and switching"): Croatian at
 * the root, English under /en/, Serbian (Latin) under /sr/.
 *
 * - Routing: every rewrite rule also exists behind 'en/' and 'sr/' (rewrite_rules_array); the
 *   language itself is read from the path by Locale::current(). Rules are rebuilt when
 *   RULES_VERSION changes.
 * - Posts of Translations::TYPES (pages, news, team members, cable types) live in one language: a
 *   path or slug finds the post of that language (the same slug may exist in several: /kontakt/
 *   and /sr/kontakt/, /kabel/nym-j/ and /en/cable/nym-j/), front-end queries
 *   list only the current language's posts, and the front page and posts page are the
 *   translations of the ones set in Settings > Reading. Their links carry their own language's
 *   prefix and, for cable types, base (/kabel/…, /en/cable/…, /sr/kabl/…). Shared posts (other
 *   types) and terms are served under every language's prefix and linked in the current language;
 *   the cable category base is translated too (/kategorija-kabela/…, /en/cable-category/…,
 *   /sr/kategorija-kablova/…).
 * - url_in(): the current page in another language, or, where it has no translation, the
 *   fallback language's (en-US, spec section 1) with ?untranslated=<code>, which prints a note
 *   (View\HeaderView). The header's switcher and the hreflang alternates (all three plus
 *   x-default = the fallback) use it; they are reciprocal by construction.
 * - Old links with ?lang=hr|en|sr answer 301 to url_in() of that language (other query kept).
 */
final class LanguageRouter implements Service {

	/** Bump when the rules below change: the stored rewrite rules are rebuilt once. */
	public const RULES_VERSION = '3';

	/** Option holding the RULES_VERSION the stored rules were built with. */
	public const RULES_OPTION = 'kabelshop_rewrite_rules_version';

	/** The cable type base per language (post type kabelshop_cable, rewrite slug 'kabel'). */
	public const CABLE_BASES = array(
		'hr' => 'kabel',
		'en' => 'cable',
		'sr' => 'kabl',
	);

	/** The cable category base per language (taxonomy kabelshop_category, rewrite slug 'kategorija-kabela'). */
	public const CATEGORY_BASES = array(
		'hr' => 'kategorija-kabela',
		'en' => 'cable-category',
		'sr' => 'kategorija-kablova',
	);

	/** Query argument of a fallback page reached from the switcher: the language asked for. */
	public const UNTRANSLATED_ARG = 'untranslated';

	/** Query argument that lets a WP_Query see every language's posts. */
	public const ANY_LANGUAGE = 'kabelshop_any_language';

	/** Object cache group of the reading pages' translations (reading_page()). */
	public const CACHE_GROUP = 'kabelshop_i18n';

	/** @var string|null The language of the post being inserted (its slug is checked before it has a language term). */
	public static ?string $inserting = null;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'rewrite_rules_array', array( self::class, 'language_rules' ), 99 );
		add_action( 'init', array( self::class, 'refresh_rules' ), 99 );
		add_action( 'pre_get_posts', array( $this, 'filter_query' ) );
		add_filter( 'page_link', array( $this, 'page_link' ), 10, 2 );
		add_filter( 'post_link', array( $this, 'shared_link' ), 10, 2 );
		add_filter( 'post_type_link', array( $this, 'shared_link' ), 10, 2 );
		add_filter( 'term_link', array( $this, 'term_link' ) );
		add_filter( 'post_type_archive_link', array( $this, 'prefix_current' ) );
		foreach ( array( 'page_on_front', 'page_for_posts' ) as $option ) {
			add_filter( 'option_' . $option, array( $this, 'reading_page' ) );
		}
		add_filter( 'redirect_canonical', array( $this, 'redirect_canonical' ) );
		add_filter( 'wp_unique_post_slug', array( $this, 'unique_slug' ), 10, 6 );
		add_filter( 'old_slug_redirect_post_id', array( $this, 'old_slug_post' ) );
		add_action( 'template_redirect', array( $this, 'redirect_old_links' ), 0 );
		add_action( 'template_redirect', array( $this, 'redirect_other_language_slug' ), 1 );
		add_action( 'wp_head', array( $this, 'print_alternates' ), 2 );
	}

	/**
	 * Adds every rule once more behind each language prefix (first: WordPress's page rule would
	 * otherwise take 'en/contact' for a child page), and the cable type's translated bases.
	 *
	 * @param array<string, string> $rules Regex => query.
	 * @return array<string, string>
	 */
	public static function language_rules( $rules ): array {
		$rules = is_array( $rules ) ? $rules : array();
		$bases = array();
		foreach ( $rules as $regex => $query ) {
			foreach ( array( self::CABLE_BASES, self::CATEGORY_BASES ) as $base ) {
				if ( str_starts_with( (string) $regex, $base['hr'] . '/' ) ) {
					foreach ( array( 'en', 'sr' ) as $code ) {
						$bases[ $base[ $code ] . substr( (string) $regex, strlen( $base['hr'] ) ) ] = $query;
					}
				}
			}
		}
		$rules    = $bases + $rules;
		$prefixed = array( '(?:en|sr)/?$' => 'index.php?' );
		foreach ( $rules as $regex => $query ) {
			$prefixed[ '(?:en|sr)/' . ltrim( (string) $regex, '^' ) ] = $query;
		}
		return $prefixed + $rules;
	}

	/**
	 * Rebuilds the stored rewrite rules once after RULES_VERSION changed (init, late).
	 */
	public static function refresh_rules(): void {
		if ( self::RULES_VERSION !== get_option( self::RULES_OPTION ) ) {
			flush_rewrite_rules( false );
			update_option( self::RULES_OPTION, self::RULES_VERSION, true );
		}
	}

	/**
	 * Front-end queries of translated types see the current language only; a page path is found
	 * among the current language's pages.
	 *
	 * @param WP_Query $query The query.
	 */
	public function filter_query( WP_Query $query ): void {
		if ( ( is_admin() && ! wp_doing_ajax() ) || $query->get( self::ANY_LANGUAGE ) ) {
			return;
		}
		$code = Locale::current();
		if ( $query->is_main_query() && '' !== (string) $query->get( 'pagename' ) ) {
			$page = self::page_by_path( (string) $query->get( 'pagename' ), $code );
			if ( $page > 0 ) {
				$query->set( 'page_id', $page );
				$query->set( 'pagename', '' );
				// parse_query() already took the page of another language with this path for the
				// queried object (get_page_by_path()): canonical, title and body class read it.
				$query->queried_object    = get_post( $page );
				$query->queried_object_id = $page;
			} else {
				// No page of this language at the path (another language's may be): 404. WordPress
				// applies no tax_query to a singular query, so the language filter below cannot.
				$query->set( 'post__in', array( 0 ) );
			}
		}
		if ( $query->is_main_query() && '' !== (string) $query->get( 'name' ) && ! $query->get( 'p' ) ) {
			// A post by slug (/novost/, /en/cable/nym-j/): the slug may repeat across languages.
			$type = (string) ( $query->get( 'post_type' ) ? $query->get( 'post_type' ) : 'post' );
			if ( Translations::is_translated_type( $type ) ) {
				$post = self::post_by_name( (string) $query->get( 'name' ), $type, $code );
				$query->set( 'p', $post > 0 ? $post : 0 );
				if ( 0 === $post ) {
					$query->set( 'post__in', array( 0 ) );
				}
			}
		}
		$types = (array) $query->get( 'post_type' );
		if ( array() === array_filter( $types ) ) {
			$types = $query->is_main_query() && ( $query->is_page() || $query->is_front_page() ) ? array( 'page' ) : array( 'post' );
		}
		if ( array() === array_intersect( $types, Translations::TYPES ) ) {
			return;
		}
		// Asked by id (a path found above, the front page, code that knows its post): no filter.
		// The posts page's id (found above) lists posts: WordPress ignores it in the WHERE clause.
		$page_id = (int) $query->get( 'page_id' );
		if ( $query->get( 'p' ) || $query->get( 'post__in' ) || ( $page_id > 0 && (int) get_option( 'page_for_posts' ) !== $page_id ) ) {
			return;
		}
		$tax = (array) $query->get( 'tax_query' );
		if ( ( $query->is_tax() || $query->is_category() || $query->is_tag() ) && $query->tax_query instanceof \WP_Tax_Query ) {
			// A term archive: its term's clause first, or WordPress would take the language term
			// (this clause's) for the queried object (WP_Query::get_queried_object() reads the first).
			$tax = array_merge( array_values( array_filter( $query->tax_query->queries, 'is_array' ) ), $tax );
		}
		$tax[] = Translations::tax_clause( $code );
		$query->set( 'tax_query', $tax );
	}

	/**
	 * The published page of a language at a path ('a/b/c'), 0 when none.
	 *
	 * @param string $path Page path (slugs joined by '/').
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function page_by_path( string $path, string $code ): int {
		$slugs = array_values( array_filter( explode( '/', trim( $path, '/' ) ) ) );
		if ( ! $slugs ) {
			return 0;
		}
		$candidates = get_posts(
			array(
				'post_type'        => 'page',
				// post_name__in, not name: WordPress applies no tax_query to a singular query.
				'post_name__in'    => array( sanitize_title( (string) end( $slugs ) ) ),
				'post_status'      => 'publish',
				'posts_per_page'   => 20,
				'tax_query'        => array( Translations::tax_clause( $code ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- one slug's pages.
				self::ANY_LANGUAGE => true,
				'no_found_rows'    => true,
			)
		);
		foreach ( $candidates as $page ) {
			if ( get_page_uri( $page ) === implode( '/', array_map( 'sanitize_title', $slugs ) ) ) {
				return (int) $page->ID;
			}
		}
		return 0;
	}

	/**
	 * The published post of a type and language with a slug, 0 when none.
	 *
	 * @param string $slug Post slug.
	 * @param string $type Post type (a translated, non-hierarchical one).
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function post_by_name( string $slug, string $type, string $code ): int {
		$ids = get_posts(
			array(
				'post_type'        => $type,
				'post_name__in'    => array( sanitize_title_for_query( $slug ) ),
				'post_status'      => 'publish',
				'posts_per_page'   => 1,
				'fields'           => 'ids',
				'tax_query'        => array( Translations::tax_clause( $code ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- one slug.
				self::ANY_LANGUAGE => true,
				'no_found_rows'    => true,
			)
		);
		return $ids ? (int) $ids[0] : 0;
	}

	/**
	 * Filter old_slug_redirect_post_id (core's wp_old_slug_redirect(), a 404 whose name a post had
	 * before): an old slug can be shared by the versions of one post (the English name's slug of a
	 * cable type, kept by its Croatian and Serbian versions, Catalog\Seeder::localise_slug()), and
	 * core takes the first it finds: the 301 goes to the version in the language of the URL asked for.
	 *
	 * @param int $id The post core found (0 for none).
	 * @return int The version of that post in the current language, else $id.
	 */
	public function old_slug_post( $id ): int {
		$id = (int) $id;
		if ( $id <= 0 || ! Translations::is_translated_type( (string) get_post_type( $id ) ) ) {
			return $id;
		}
		$version = (int) ( Translations::group( $id )[ Locale::current() ] ?? 0 );
		return $version > 0 && 'publish' === get_post_status( $version ) ? $version : $id;
	}

	/**
	 * A slug may repeat across languages (/kontakt/ and /sr/kontakt/): WordPress's suffixed slug
	 * is replaced by the one asked for when no post of the same type, parent and language has it.
	 *
	 * @param string $slug      The unique slug WordPress chose.
	 * @param int    $post_id   Post id (0 while inserting).
	 * @param string $status    Post status.
	 * @param string $post_type Post type.
	 * @param int    $parent    Parent post id.
	 * @param string $original  The slug asked for.
	 */
	public function unique_slug( $slug, $post_id, $status, $post_type, $parent, $original ): string {
		if ( $slug === $original || ! Translations::is_translated_type( (string) $post_type ) ) {
			return (string) $slug;
		}
		$code  = self::$inserting ?? ( (int) $post_id > 0 ? Translations::language_of( (int) $post_id ) : Locale::DEFAULT );
		$taken = get_posts(
			array(
				'post_type'        => $post_type,
				'post_name__in'    => array( $original ),
				'post_parent'      => (int) $parent,
				'post_status'      => array( 'publish', 'draft', 'pending', 'private', 'future' ),
				'post__not_in'     => array( (int) $post_id ),
				'posts_per_page'   => 1,
				'fields'           => 'ids',
				'tax_query'        => array( Translations::tax_clause( $code ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- one slug.
				self::ANY_LANGUAGE => true,
			)
		);
		return $taken ? (string) $slug : (string) $original;
	}

	/**
	 * A page's link under its own language's prefix.
	 *
	 * @param string $link    The link WordPress built (under the root).
	 * @param int    $post_id Page id.
	 */
	public function page_link( $link, $post_id ): string {
		return self::with_prefix( (string) $link, Translations::language_of( (int) $post_id ) );
	}

	/**
	 * A shared post's link in the current language (the cable type base translated).
	 *
	 * @param string      $link The link WordPress built.
	 * @param WP_Post|int $post The post.
	 */
	public function shared_link( $link, $post ): string {
		$post = get_post( $post );
		if ( ! $post instanceof WP_Post ) {
			return (string) $link;
		}
		$code = Translations::is_translated_type( $post->post_type ) ? Translations::language_of( $post->ID ) : Locale::current();
		$link = (string) $link;
		if ( 'kabelshop_cable' === $post->post_type ) {
			$link = self::translate_base( $link, self::CABLE_BASES, $code );
		}
		return self::with_prefix( $link, $code );
	}

	/**
	 * A term archive's link in the current language.
	 *
	 * @param string $link The link.
	 */
	public function term_link( $link ): string {
		return self::with_prefix( self::translate_base( (string) $link, self::CATEGORY_BASES, Locale::current() ), Locale::current() );
	}

	/**
	 * A link under a Croatian base moved to a language's base (/kabel/x/ -> /cable/x/).
	 *
	 * @param string                $link  Link under the root.
	 * @param array<string, string> $bases Language code => base (CABLE_BASES, CATEGORY_BASES).
	 * @param string                $code  'hr' | 'en' | 'sr'.
	 */
	private static function translate_base( string $link, array $bases, string $code ): string {
		$root = home_url( '/' . $bases['hr'] . '/' );
		if ( 'hr' === $code || ! str_starts_with( $link, $root ) ) {
			return $link;
		}
		return home_url( '/' . $bases[ $code ] . '/' ) . substr( $link, strlen( $root ) );
	}

	/**
	 * A link in the current language.
	 *
	 * @param string|false $link The link.
	 * @return string|false
	 */
	public function prefix_current( $link ) {
		return is_string( $link ) ? self::with_prefix( $link, Locale::current() ) : $link;
	}

	/**
	 * A site URL under the root moved under a language's prefix (unchanged when it is not a site
	 * URL or already has a prefix).
	 *
	 * @param string $url  URL.
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function with_prefix( string $url, string $code ): string {
		$root   = home_url( '/' );
		$prefix = Locale::prefix( $code );
		if ( '' === $prefix || ! str_starts_with( $url, $root ) || 'hr' !== Locale::from_path( (string) wp_parse_url( $url, PHP_URL_PATH ) ) ) {
			return $url;
		}
		return $root . ltrim( $prefix, '/' ) . '/' . substr( $url, strlen( $root ) );
	}

	/**
	 * On the front end, the front page and posts page are the current language's translations of
	 * the pages set in Settings > Reading (the fallback language's, then the set one, when missing).
	 *
	 * The answer is kept in the object cache (group CACHE_GROUP; Redis on the cluster, shared by
	 * the nodes): finding it costs a post, its translation group's query, the members' meta and
	 * language terms (about 9 SQL statements or Redis reads, 2 ms), and WordPress reads these two
	 * options on every request, REST ones too. The key carries the posts' and terms' last_changed
	 * (core moves them when a post, its status or meta, or a post's terms change: a new
	 * translation, a language set, a page trashed), so a change is seen by the next read.
	 *
	 * @param mixed $page_id Stored page id.
	 * @return mixed
	 */
	public function reading_page( $page_id ) {
		static $busy = false;
		if ( $busy || ( is_admin() && ! wp_doing_ajax() ) || self::storing_reading_pages() || ! is_numeric( $page_id ) || (int) $page_id <= 0 ) {
			return $page_id;
		}
		$code  = Locale::current();
		$key   = 'reading:' . (int) $page_id . ':' . $code . ':' . wp_cache_get_last_changed( 'posts' ) . ':' . wp_cache_get_last_changed( 'terms' );
		$found = false;
		$id    = wp_cache_get( $key, self::CACHE_GROUP, false, $found );
		if ( $found && is_int( $id ) ) {
			return $id;
		}
		// Finding the translation runs WP_Query, which reads this option again.
		$busy = true;
		try {
			$id = self::post_in( (int) $page_id, $code );
		} finally {
			$busy = false;
		}
		wp_cache_set( $key, $id, self::CACHE_GROUP, DAY_IN_SECONDS );
		return $id;
	}

	/**
	 * Whether WordPress is deciding about the stored reading pages themselves: core's
	 * _reset_front_page_settings_for_post() (on wp_trash_post and before_delete_post) clears
	 * Settings > Reading when the post being removed is page_on_front or page_for_posts. With the
	 * translation put in, trashing the English front page from a REST request in English (the block
	 * editor's "Move to trash") would clear the site's front page: the stored id is compared here.
	 */
	private static function storing_reading_pages(): bool {
		return doing_action( 'wp_trash_post' ) || doing_action( 'before_delete_post' );
	}

	/**
	 * The post to show for a post in a language: its translation, else the fallback language's,
	 * else the post itself. Shared posts are themselves.
	 *
	 * @param int    $post_id Post id.
	 * @param string $code    'hr' | 'en' | 'sr'.
	 */
	public static function post_in( int $post_id, string $code ): int {
		if ( ! Translations::is_translated_type( (string) get_post_type( $post_id ) ) ) {
			return $post_id;
		}
		foreach ( array( $code, Locale::FALLBACK ) as $candidate ) {
			$id = Translations::translation( $post_id, $candidate );
			if ( $id > 0 ) {
				return $id;
			}
		}
		return $post_id;
	}

	/**
	 * Keeps WordPress's canonical redirect from undoing language prefixes: a request whose path
	 * is already the right one is not redirected.
	 *
	 * @param string|false $redirect Where WordPress would redirect.
	 * @return string|false
	 */
	public function redirect_canonical( $redirect ) {
		if ( ! is_string( $redirect ) ) {
			return $redirect;
		}
		return Locale::current() === Locale::from_path( (string) wp_parse_url( $redirect, PHP_URL_PATH ) ) ? $redirect : false;
	}

	/**
	 * Old ?lang= links: 301 to the same page in that language, the other query arguments kept.
	 */
	public function redirect_old_links(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a language link changes no data.
		$code = isset( $_GET['lang'] ) ? sanitize_key( wp_unslash( $_GET['lang'] ) ) : '';
		if ( ! isset( Locale::LANGUAGES[ $code ] ) ) {
			return;
		}
		$target = self::url_in( $code );
		wp_safe_redirect( $target, 301, 'Kabelshop' );
		exit;
	}

	/**
	 * A 404 whose slug is another language's (/en/kontakt/, /en/cable/<Croatian slug>/, a prefix
	 * typed over by hand): 301 to the version of that page or post in the URL's language, with the
	 * rest of the query. A slug with no version in the URL's language stays a 404.
	 */
	public function redirect_other_language_slug(): void {
		global $wp_query;
		if ( ! is_404() || ! $wp_query instanceof WP_Query ) {
			return;
		}
		$code  = Locale::current();
		$name  = is_string( $wp_query->get( 'name' ) ) ? $wp_query->get( 'name' ) : '';
		$path  = is_string( $wp_query->get( 'pagename' ) ) ? $wp_query->get( 'pagename' ) : '';
		$type  = is_string( $wp_query->get( 'post_type' ) ) && '' !== $wp_query->get( 'post_type' ) ? $wp_query->get( 'post_type' ) : 'post';
		$found = 0;
		foreach ( array_keys( Locale::LANGUAGES ) as $other ) {
			if ( $other === $code ) {
				continue;
			}
			if ( '' !== $path ) {
				$found = self::page_by_path( $path, $other );
			} elseif ( '' !== $name && Translations::is_translated_type( $type ) ) {
				$found = self::post_by_name( $name, $type, $other );
			}
			if ( $found > 0 ) {
				break;
			}
		}
		$version = $found > 0 ? (int) ( Translations::group( $found )[ $code ] ?? 0 ) : 0;
		if ( $version <= 0 || 'publish' !== get_post_status( $version ) ) {
			return;
		}
		$target = (string) get_permalink( $version );
		$uri    = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		$query  = (string) wp_parse_url( $uri, PHP_URL_QUERY );
		if ( '' !== $query ) {
			parse_str( $query, $args );
			$target = add_query_arg( urlencode_deep( $args ), $target );
		}
		wp_safe_redirect( $target, 301, 'Kabelshop' );
		exit;
	}

	/**
	 * The current page in another language: its translation, or the fallback language's
	 * translation with ?untranslated=<code> when it has none. Pages that are not one post
	 * (search, archives, 404) keep their path under the other prefix.
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function url_in( string $code ): string {
		$uri   = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		$query = (string) wp_parse_url( $uri, PHP_URL_QUERY );
		$url   = self::page_url_in( $code, (string) wp_parse_url( $uri, PHP_URL_PATH ) );
		if ( '' !== $query ) {
			parse_str( $query, $args );
			unset( $args['lang'], $args[ self::UNTRANSLATED_ARG ] );
			if ( isset( $args['redirect_to'] ) && is_string( $args['redirect_to'] ) ) {
				$args['redirect_to'] = self::site_url_in( $args['redirect_to'], $code );
			}
			$url = $args ? add_query_arg( urlencode_deep( $args ), $url ) : $url;
		}
		return $url;
	}

	/**
	 * An address of this site in another language, for a link that carries one (the login page's
	 * redirect_to: switching the login page to English must also bring the visitor back to the
	 * English page they came from). The home page and pages map to their translation (pages have
	 * their own slugs per language); any other path keeps its path under the other prefix. An
	 * address of another site is returned unchanged.
	 *
	 * @param string $url  Absolute or root-relative URL.
	 * @param string $code 'hr' | 'en' | 'sr'.
	 */
	public static function site_url_in( string $url, string $code ): string {
		$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_HOST );
		$host = (string) wp_parse_url( $url, PHP_URL_HOST );
		if ( '' !== $host && $host !== $home ) {
			return $url;
		}
		$path   = (string) wp_parse_url( $url, PHP_URL_PATH );
		$query  = (string) wp_parse_url( $url, PHP_URL_QUERY );
		$source = Locale::from_path( '' === $path ? '/' : $path );
		$rest   = trim( (string) preg_replace( '#^/(?:en|sr)(?=/|$)#', '', $path ), '/' );
		if ( '' === $rest ) {
			$target = Locale::home_url( $code );
		} else {
			$page   = self::page_by_path( $rest, $source );
			$page   = $page > 0 ? Translations::translation( $page, $code ) : 0;
			$target = $page > 0 ? (string) get_permalink( $page ) : home_url( Locale::prefix( $code ) . '/' . $rest . '/' );
		}
		return '' === $query ? $target : $target . '?' . $query;
	}

	/**
	 * The current page in another language, without the current query arguments (url_in()).
	 *
	 * @param string $code 'hr' | 'en' | 'sr'.
	 * @param string $path The current request's path.
	 */
	private static function page_url_in( string $code, string $path ): string {
		$object = get_queried_object();
		if ( is_front_page() ) {
			return Locale::home_url( $code );
		}
		if ( $object instanceof WP_Post ) {
			if ( ! Translations::is_translated_type( $object->post_type ) ) {
				return self::shared_url( $object, $code );
			}
			$id = Translations::translation( $object->ID, $code );
			if ( $id > 0 ) {
				return (string) get_permalink( $id );
			}
			// Untranslated: the fallback language's version, else the post itself, with a note.
			$fallback = Translations::translation( $object->ID, Locale::FALLBACK );
			return add_query_arg( self::UNTRANSLATED_ARG, $code, (string) get_permalink( $fallback > 0 ? $fallback : $object->ID ) );
		}
		if ( $object instanceof \WP_Term ) {
			$previous = Locale::force( $code );
			try {
				$link = get_term_link( $object );
			} finally {
				Locale::force( $previous );
			}
			if ( is_string( $link ) ) {
				return $link;
			}
		}
		$rest = (string) preg_replace( '#^/(?:en|sr)(?=/|$)#', '', $path );
		return home_url( Locale::prefix( $code ) . '/' . ltrim( $rest, '/' ) );
	}

	/**
	 * A shared post's URL in a language.
	 *
	 * @param WP_Post $post The post.
	 * @param string  $code 'hr' | 'en' | 'sr'.
	 */
	private static function shared_url( WP_Post $post, string $code ): string {
		$previous = Locale::force( $code );
		try {
			return (string) get_permalink( $post );
		} finally {
			Locale::force( $previous );
		}
	}

	/**
	 * Language code => URL of the current page's versions for hreflang, or [] when the page has
	 * none to offer (search results, 404).
	 *
	 * @return array<string, string>
	 */
	public static function alternates(): array {
		if ( is_404() || is_search() ) {
			return array();
		}
		$object = get_queried_object();
		$out    = array();
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			if ( $object instanceof WP_Post && Translations::is_translated_type( $object->post_type ) && ! is_front_page() ) {
				// Only languages with a version, at their canonical URL: of the query, only what
				// makes a page of its own (the catalogue's ?category=, Seo\Indexing) is kept.
				$id = Translations::translation( $object->ID, $code );
				if ( $id > 0 ) {
					$out[ $code ] = (string) get_permalink( $id );
					// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a link, no data changed.
					$category = isset( $_GET['category'] ) ? sanitize_title( wp_unslash( (string) $_GET['category'] ) ) : '';
					if ( '' !== $category && 'catalogue' === get_post_meta( $id, Pages::META_KEY, true ) ) {
						$out[ $code ] = add_query_arg( 'category', $category, $out[ $code ] );
					}
				}
				continue;
			}
			$out[ $code ] = self::url_in( $code );
		}
		return $out;
	}

	/**
	 * Prints hreflang alternates of the current page (wp_head), x-default being the fallback
	 * language's version.
	 */
	public function print_alternates(): void {
		$alternates = self::alternates();
		if ( count( $alternates ) < 2 ) {
			return;
		}
		foreach ( $alternates as $code => $url ) {
			printf( '<link rel="alternate" hreflang="%s" href="%s">' . "\n", esc_attr( Locale::LANGUAGES[ $code ][1] ), esc_url( $url ) );
		}
		$default = $alternates[ Locale::FALLBACK ] ?? reset( $alternates );
		printf( '<link rel="alternate" hreflang="x-default" href="%s">' . "\n", esc_url( (string) $default ) );
	}
}
