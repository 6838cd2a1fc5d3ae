<?php
/**
 * Purges the page cache in front of WordPress when content, prices or stock change.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Http;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Categories;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Service;
use WP_Post;

/**
 * Issue 16: visitors' pages are kept by the page cache in front (nginx's FastCGI cache, deploy/);
 * this tells it which pages changed. Off unless the constant or environment variable
 * KABELSHOP_PAGE_CACHE_PURGE names the front's base URL (e.g. http://127.0.0.1:8080): the php -S
 * development site has no page cache.
 *
 * What changes what (collected during the request, sent once at shutdown, after every commit):
 * - a cable type (kabelshop_cable), its articles (prices, stock, drums: the product's Articles box
 *   saves the post; the catalogue import fires kabelshop_catalog_changed) -> the type's page in each
 *   language, the catalogue and category listings (prefix), the home pages, the site search;
 * - a news item (post) -> its pages, the news lists (prefix), the home pages, the site search;
 * - a page -> its page in each language (prefix: its paged and filtered addresses), and the home
 *   pages when it is one;
 * - anything else every page may show -> everything: team members, FAQ, history, cards, figures,
 *   jobs, menus, categories, the options of SITE_OPTIONS (company data in every footer, metal prices
 *   and the ECB rate in every footer and on the price pages, delivery and drum fees, the surcharge,
 *   payment methods, the bot check's site key of the forms, site title).
 *
 * The protocol (ngx_cache_purge, deploy/nginx): GET {base}/_purge{path with query} purges one page,
 * a trailing '*' purges every key with that prefix, GET {base}/_purge/* purges all; sent with the
 * site's Host header, since the cache key is "$host$request_uri". A failed purge is logged
 * (error_log) and never fails the change that caused it; the page then lives at most
 * PageCache::SHARED_SECONDS.
 */
final class PagePurger implements Service {

	/** Options whose change may show on any visitor's page. */
	public const SITE_OPTIONS = array(
		'kabelshop_company',
		'kabelshop_metals_cache_version',
		'kabelshop_metal_surcharge',
		'kabelshop_ecb',
		'kabelshop_delivery_fee_cents',
		'kabelshop_delivery_free_from_cents',
		'kabelshop_default_lead_time_days',
		'kabelshop_delivery_up_to_g',
		'kabelshop_delivery_per_kg_cents',
		'kabelshop_cut_fee_cents',
		'kabelshop_drum_types',
		'kabelshop_payments',
		'kabelshop_business_discount',
		'kabelshop_turnstile_site_key',
		'blogname',
		'blogdescription',
		'show_on_front',
		'page_on_front',
		'page_for_posts',
		'posts_per_page',
		'permalink_structure',
		'sidebars_widgets',
		// A theme switch or a plugin (de)activation changes every page (issue 29); theme_mods_<theme>
		// is matched by its prefix in option_changed().
		'template',
		'stylesheet',
		'active_plugins',
	);

	/** Post types with their own targeted purge; other public types purge everything. */
	private const TARGETED = array( ProductMeta::POST_TYPE, 'post', 'page' );

	/**
	 * Paths (with query; a trailing '*' for a prefix) waiting to be purged, as keys.
	 *
	 * @var array<string, true>
	 */
	private static array $queue = array();

	/**
	 * True once everything is to be purged.
	 *
	 * @var bool
	 */
	private static bool $all = false;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		if ( '' === self::base_url() ) {
			return;
		}
		add_action( 'transition_post_status', array( $this, 'post_changed' ), 10, 3 );
		add_action( 'save_post', array( $this, 'post_saved' ), 100, 2 );
		add_action( 'before_delete_post', array( $this, 'post_deleted' ) );
		add_action( 'kabelshop_catalog_changed', array( $this, 'catalog_changed' ) );
		add_action( 'updated_option', array( $this, 'option_changed' ) );
		add_action( 'added_option', array( $this, 'option_changed' ) );
		add_action( 'wp_update_nav_menu', array( self::class, 'purge_all' ) );
		add_action( 'edited_term', array( self::class, 'purge_all' ) );
		add_action( 'created_term', array( self::class, 'purge_all' ) );
		add_action( 'delete_term', array( self::class, 'purge_all' ) );
		add_action( 'shutdown', array( self::class, 'flush' ), 1 );
	}

	/**
	 * The page cache's base URL ('' when none is configured).
	 */
	public static function base_url(): string {
		$base = defined( 'KABELSHOP_PAGE_CACHE_PURGE' ) ? (string) constant( 'KABELSHOP_PAGE_CACHE_PURGE' ) : (string) getenv( 'KABELSHOP_PAGE_CACHE_PURGE' );
		return rtrim( $base, '/' );
	}

	/**
	 * What is queued: 'all' => bool, 'paths' => list of paths (for tests).
	 *
	 * @return array{all: bool, paths: list<string>}
	 */
	public static function queued(): array {
		return array(
			'all'   => self::$all,
			'paths' => array_keys( self::$queue ),
		);
	}

	/**
	 * Forgets the queue (tests).
	 */
	public static function reset(): void {
		self::$queue = array();
		self::$all   = false;
	}

	/**
	 * Queues one URL of this site (its path and query), or a prefix when $prefix is true.
	 *
	 * @param string $url    Absolute URL or path.
	 * @param bool   $prefix Purge every address that starts with it.
	 */
	public static function purge_url( string $url, bool $prefix = false ): void {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) ) {
			return;
		}
		$path = ( $parts['path'] ?? '/' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		if ( '' === $path || '/' !== $path[0] ) {
			$path = '/' . $path;
		}
		self::$queue[ $path . ( $prefix ? '*' : '' ) ] = true;
	}

	/**
	 * Queues the purge of every page.
	 */
	public static function purge_all(): void {
		self::$all = true;
	}

	/**
	 * A post was published, unpublished or changed status (transition_post_status).
	 *
	 * @param string       $new_status New status.
	 * @param string       $old_status Old status.
	 * @param WP_Post|null $post       The post.
	 */
	public function post_changed( $new_status, $old_status, $post ): void {
		if ( $post instanceof WP_Post && ( 'publish' === $new_status || 'publish' === $old_status ) ) {
			self::purge_post( $post );
		}
	}

	/**
	 * A published post was saved (save_post, after its meta boxes: priority 100).
	 *
	 * @param int          $post_id Post id.
	 * @param WP_Post|null $post    The post.
	 */
	public function post_saved( $post_id, $post ): void {
		if ( $post instanceof WP_Post && 'publish' === $post->post_status && ! wp_is_post_revision( $post ) && ! wp_is_post_autosave( $post ) ) {
			self::purge_post( $post );
		}
	}

	/**
	 * A post is being deleted for good.
	 *
	 * @param int $post_id Post id.
	 */
	public function post_deleted( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( $post instanceof WP_Post && 'publish' === $post->post_status ) {
			self::purge_post( $post );
		}
	}

	/**
	 * Articles of these cable types changed (prices, stock, drums); an empty list: of any.
	 *
	 * @param array<int>|mixed $product_ids Cable type post ids.
	 */
	public function catalog_changed( $product_ids = array() ): void {
		$ids = is_array( $product_ids ) ? array_filter( array_map( 'intval', $product_ids ) ) : array();
		if ( array() === $ids ) {
			self::purge_all();
			return;
		}
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof WP_Post ) {
				self::purge_post( $post );
			}
		}
	}

	/**
	 * An option changed (updated_option, added_option): SITE_OPTIONS and any theme's theme_mods_*
	 * purge everything.
	 *
	 * @param string $option Option name.
	 */
	public function option_changed( $option ): void {
		if ( in_array( (string) $option, self::SITE_OPTIONS, true ) || str_starts_with( (string) $option, 'theme_mods_' ) ) {
			self::purge_all();
		}
	}

	/**
	 * Queues what a post's change affects (see the class comment).
	 *
	 * @param WP_Post $post The post.
	 */
	public static function purge_post( WP_Post $post ): void {
		$type = get_post_type_object( $post->post_type );
		if ( ! $type || 'attachment' === $post->post_type ) {
			return;
		}
		if ( ! in_array( $post->post_type, self::TARGETED, true ) ) {
			// Content shown inside pages (team members, FAQ, history, cards, figures, jobs: not
			// public types of their own) or a public type without its own rule.
			if ( $type->public || Translations::is_translated_type( $post->post_type ) ) {
				self::purge_all();
			}
			return;
		}
		$group = Translations::is_translated_type( $post->post_type ) ? Translations::group( $post->ID ) : array();
		$ids   = array_values( array_unique( array_merge( array( $post->ID ), array_values( $group ) ) ) );
		foreach ( $ids as $id ) {
			$link = get_permalink( $id );
			if ( is_string( $link ) && '' !== $link ) {
				self::purge_url( $link, true );
			}
		}
		$home = 'page' !== $post->post_type || in_array( (int) get_option( 'page_on_front' ), $ids, true ) || '' !== (string) get_post_meta( $post->ID, Pages::META_KEY, true );
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			if ( $home ) {
				self::purge_url( Locale::home_url( $code ) );
			}
			if ( 'page' === $post->post_type ) {
				continue;
			}
			self::purge_url( Locale::home_url( $code ) . '?s=', true );
			if ( 'post' === $post->post_type ) {
				self::purge_url( Pages::url( 'news', array(), $code ), true );
				continue;
			}
			self::purge_url( Pages::url( 'catalogue', array(), $code ), true );
			foreach ( (array) wp_get_post_terms( $post->ID, Categories::TAXONOMY, array( 'fields' => 'ids' ) ) as $term_id ) {
				$link = get_term_link( (int) $term_id );
				if ( is_string( $link ) ) {
					self::purge_url( $link, true );
				}
			}
		}
	}

	/**
	 * Sends the queued purges (shutdown, once; after the answer when PHP-FPM can finish it first).
	 */
	public static function flush(): void {
		if ( ! self::$all && array() === self::$queue ) {
			return;
		}
		$base = self::base_url();
		if ( '' === $base ) {
			self::reset();
			return;
		}
		$paths = self::$all ? array( '/*' ) : array_keys( self::$queue );
		self::reset();
		if ( function_exists( 'fastcgi_finish_request' ) && ! ( defined( 'WP_CLI' ) && WP_CLI ) && 'cli' !== PHP_SAPI ) {
			fastcgi_finish_request();
		}
		$host = (string) wp_parse_url( home_url( '/' ), PHP_URL_HOST );
		$port = wp_parse_url( home_url( '/' ), PHP_URL_PORT );
		foreach ( $paths as $path ) {
			$answer = wp_remote_get(
				$base . '/_purge' . $path,
				array(
					'timeout'     => 3,
					'redirection' => 0,
					'headers'     => array( 'Host' => $host . ( $port ? ':' . $port : '' ) ),
				)
			);
			$status = is_wp_error( $answer ) ? 0 : (int) wp_remote_retrieve_response_code( $answer );
			// 200: purged; 404 / 412: it was not in the cache.
			if ( ! in_array( $status, array( 200, 404, 412 ), true ) ) {
				error_log( 'Kabelshop page cache: purging ' . $path . ' failed (' . ( is_wp_error( $answer ) ? $answer->get_error_message() : 'HTTP ' . $status ) . ')' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- staff must see a cache that did not purge.
			}
		}
	}
}
