<?php
/**
 * What search engines may index: sitemaps and robots.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Seo;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Categories;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Service;
use WP_Post;
use WP_Term;

/**
 * Indexing follows WordPress's own setting blog_public (Settings > Reading, "Discourage search
 * engines from indexing this site"; docs/seo.md): when it is on, core serves the sitemaps
 * (wp-sitemap.xml), names them in its virtual robots.txt (WP_Sitemaps::add_robots on the
 * robots_txt filter) and prints no noindex; when it is off, core answers the sitemaps 404, drops
 * the Sitemap line from robots.txt and every page carries "noindex, nofollow" (wp_robots_no_robots;
 * since WordPress 5.3 robots.txt no longer says "Disallow: /" then, so crawlers can read the noindex).
 * The theme turns none of that off; this service only shapes what is listed:
 * - one sitemap for the three languages, at the root: the posts sitemaps list every language's
 *   published posts, each at its own URL (pages, news and cable types are written per language,
 *   I18n\Translations::TYPES; a post without a version in a language has no URL of that language
 *   listed), the front page's versions as the languages' homes (/, /en/, /sr/); the same sitemap
 *   under a language prefix (/en/wp-sitemap.xml) answers 301 to the root one
 *   (redirect_prefixed_sitemap()), so what it lists never depends on the request's language;
 * - the cable categories (one term, a URL per language) are listed once per language whose
 *   catalogue page exists, each as the catalogue filtered by it (CurrentPage::category_url():
 *   /katalog/?category=…, /en/catalogue/?category=…, /sr/katalog/?category=…); that URL is its own
 *   canonical URL (filter_canonical()); the bare taxonomy archive redirects there; post categories
 *   and tags are left out (the news page lists the news);
 * - the pages of one visitor (checkout, order, my account, in every language) are left out of the
 *   sitemap and get noindex: they have nothing to find;
 * - users are never listed (Security\Privacy removes the users provider: logins would leak), and
 *   the sitemap of a removed provider is a 404 (unknown_sitemap_404()).
 */
final class Indexing implements Service {

	/** Fixed pages (keys of Pages::PAGES) whose content is one visitor's: not for search engines. */
	public const PRIVATE_PAGES = array( 'checkout', 'order', 'account' );

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'wp_sitemaps_taxonomies', array( $this, 'filter_taxonomies' ) );
		add_filter( 'wp_sitemaps_taxonomies_pre_url_list', array( $this, 'category_url_list' ), 10, 3 );
		add_filter( 'wp_sitemaps_taxonomies_pre_max_num_pages', array( $this, 'category_max_num_pages' ), 10, 2 );
		add_filter( 'wp_sitemaps_posts_query_args', array( $this, 'filter_posts_query' ), 10, 2 );
		add_filter( 'wp_sitemaps_posts_entry', array( $this, 'filter_post_entry' ), 10, 2 );
		add_filter( 'get_canonical_url', array( $this, 'filter_canonical' ), 10, 2 );
		add_filter( 'wp_robots', array( $this, 'filter_robots' ) );
		add_action( 'wp_head', array( $this, 'print_canonical' ) );
		// Before core's WP_Sitemaps::render_sitemaps() (template_redirect, 10), which serves and exits.
		add_action( 'template_redirect', array( $this, 'redirect_prefixed_sitemap' ), 9 );
		add_action( 'template_redirect', array( $this, 'unknown_sitemap_404' ), 11 );
	}

	/**
	 * A sitemap (or its stylesheet) asked for under a language prefix (/en/wp-sitemap.xml: the
	 * language rules copy core's sitemap rules) answers 301 to the same sitemap at the root.
	 */
	public function redirect_prefixed_sitemap(): void {
		if ( '' === (string) get_query_var( 'sitemap' ) && '' === (string) get_query_var( 'sitemap-stylesheet' ) ) {
			return;
		}
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
		$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
		if ( Locale::DEFAULT === Locale::from_path( $path ) ) {
			return;
		}
		$base = rtrim( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ), '/' );
		$rest = substr( $path, strlen( $base ) );
		wp_safe_redirect( home_url( (string) preg_replace( '#^/(?:en|sr)(?=/|$)#', '', $rest ) ), 301, 'Kabelshop' );
		exit;
	}

	/**
	 * Answers 404 for a sitemap of a provider that is not there (wp-sitemap-users-1.xml since
	 * Privacy removed it). Core's WP_Sitemaps::render_sitemaps() (template_redirect, priority 10)
	 * serves and exits for every known sitemap but only returns for an unknown provider, and
	 * WordPress would then answer 200 with the news list.
	 */
	public function unknown_sitemap_404(): void {
		global $wp_query;
		$name = sanitize_text_field( (string) get_query_var( 'sitemap' ) );
		if ( '' === $name || 'index' === $name || isset( wp_get_sitemap_providers()[ $name ] ) ) {
			return;
		}
		$wp_query->set_404();
		status_header( 404 );
		nocache_headers();
	}

	/**
	 * Only the cable categories get a taxonomy sitemap.
	 *
	 * @param array<string, \WP_Taxonomy> $taxonomies Public taxonomies by name.
	 * @return array<string, \WP_Taxonomy>
	 */
	public function filter_taxonomies( $taxonomies ): array {
		return array_intersect_key( (array) $taxonomies, array( Categories::TAXONOMY => true ) );
	}

	/**
	 * The URLs of the cable categories' sitemap: every category once per language whose catalogue
	 * page exists (category_urls()), max URLs per sitemap page (core's wp_sitemaps_max_urls, 2000).
	 *
	 * @param array<int, array<string, mixed>>|null $url_list Null: core would build the list.
	 * @param string                                $taxonomy Taxonomy of the sitemap.
	 * @param int                                   $page_num Page of the sitemap (from 1).
	 * @return array<int, array<string, mixed>>|null
	 */
	public function category_url_list( $url_list, $taxonomy, $page_num ) {
		if ( Categories::TAXONOMY !== $taxonomy ) {
			return $url_list;
		}
		$max  = wp_sitemaps_get_max_urls( 'term' );
		$urls = array_slice( self::category_urls(), ( max( 1, (int) $page_num ) - 1 ) * $max, $max );
		return array_map( static fn( string $url ): array => array( 'loc' => $url ), $urls );
	}

	/**
	 * Number of pages of the cable categories' sitemap (0: no sitemap in the index).
	 *
	 * @param int|null $max_num_pages Null: core would count the terms.
	 * @param string   $taxonomy      Taxonomy of the sitemap.
	 * @return int|null
	 */
	public function category_max_num_pages( $max_num_pages, $taxonomy ) {
		if ( Categories::TAXONOMY !== $taxonomy ) {
			return $max_num_pages;
		}
		return (int) ceil( count( self::category_urls() ) / max( 1, wp_sitemaps_get_max_urls( 'term' ) ) );
	}

	/**
	 * The catalogue filtered by each cable category that has published cable types (core's choice
	 * of terms: hide_empty, term order), in each language whose catalogue page exists, Croatian
	 * first: /katalog/?category=power-cables, ..., /en/catalogue/?category=power-cables, ...
	 *
	 * @return list<string>
	 */
	public static function category_urls(): array {
		$terms = get_terms(
			array(
				'taxonomy'               => Categories::TAXONOMY,
				'orderby'                => 'term_order',
				'hide_empty'             => true,
				'hierarchical'           => false,
				'update_term_meta_cache' => false,
			)
		);
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$urls = array();
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			$catalogue = Pages::id( 'catalogue', $code );
			// Pages::id() falls back to another language's page: that one is listed under its own language.
			if ( $catalogue <= 0 || Translations::language_of( $catalogue ) !== $code ) {
				continue;
			}
			foreach ( $terms as $term ) {
				if ( $term instanceof WP_Term ) {
					$urls[] = Pages::url( 'catalogue', array( 'category' => $term->slug ), $code );
				}
			}
		}
		return $urls;
	}

	/**
	 * The canonical URL of the catalogue filtered by a cable category is that URL (the catalogue
	 * filtered by it, without the other filters, search and page number): it is the page the
	 * category stands for, with its own title and description, and the one the sitemap lists.
	 * With technical filters (issue 14) it is CurrentPage::catalogue_technical()'s URL: the one
	 * filter value alone, or the combination's own URL (which carries noindex).
	 *
	 * @param string|false $url  Canonical URL core chose (the page's permalink).
	 * @param WP_Post      $post The post it is for.
	 * @return string|false
	 */
	public function filter_canonical( $url, $post ) {
		if ( ! $post instanceof WP_Post || get_queried_object_id() !== $post->ID ) {
			return $url;
		}
		$technical = CurrentPage::catalogue_technical();
		if ( null !== $technical ) {
			return $technical[0];
		}
		$category = CurrentPage::catalogue_category();
		return '' === $category ? $url : CurrentPage::category_url( $category );
	}

	/**
	 * Every language's posts, not only the request's (a sitemap request is a Croatian front-end
	 * request: LanguageRouter::filter_query would list Croatian posts alone), without the private
	 * pages.
	 *
	 * @param array<string, mixed> $args      WP_Query arguments.
	 * @param string               $post_type Post type of the sitemap.
	 * @return array<string, mixed>
	 */
	public function filter_posts_query( $args, $post_type ): array {
		$args                                 = (array) $args;
		$args[ LanguageRouter::ANY_LANGUAGE ] = true;
		if ( 'page' !== $post_type ) {
			return $args;
		}
		$ids = self::private_page_ids();
		if ( $ids ) {
			$args['post__not_in'] = array_merge( (array) ( $args['post__not_in'] ?? array() ), $ids ); // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_post__not_in -- a few ids, sitemap requests only.
		}
		return $args;
	}

	/**
	 * A version of the front page is listed as its language's home (/en/, not /en/home/: core
	 * gives the home URL only to the front page of the request's language).
	 *
	 * @param array<string, mixed> $entry Sitemap entry (loc, ...).
	 * @param WP_Post              $post  The post.
	 * @return array<string, mixed>
	 */
	public function filter_post_entry( $entry, $post ): array {
		$entry = (array) $entry;
		if ( ! $post instanceof WP_Post || 'page' !== $post->post_type || 'page' !== get_option( 'show_on_front' ) ) {
			return $entry;
		}
		$front = (int) get_option( 'page_on_front' );
		if ( $front > 0 && in_array( $post->ID, Translations::group( $front ), true ) ) {
			$entry['loc'] = Locale::home_url( Translations::language_of( $post->ID ) );
		}
		return $entry;
	}

	/**
	 * Ids of the private pages in every language: the pages that use their templates (a
	 * translation of a fixed page keeps its template; its slug differs).
	 *
	 * @return list<int>
	 */
	public static function private_page_ids(): array {
		global $wpdb;
		$templates = self::private_templates();
		$in        = implode( ',', array_fill( 0, count( $templates ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the %s list ($in) is ours.
		$ids = (array) $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_wp_page_template' AND meta_value IN ({$in})", $templates ) );
		return array_values( array_map( 'intval', $ids ) );
	}

	/**
	 * Page templates of PRIVATE_PAGES.
	 *
	 * @return list<string>
	 */
	private static function private_templates(): array {
		$templates = array();
		foreach ( self::PRIVATE_PAGES as $key ) {
			$templates[] = Pages::PAGES[ $key ][1];
		}
		return $templates;
	}

	/**
	 * Adds noindex on the private pages (a cable category's archive never renders: it answers 301
	 * to the catalogue, Catalog\CategoryNames) (core's
	 * wp_robots_no_robots: "noindex, follow", or "noindex, nofollow" while the site discourages
	 * search engines).
	 *
	 * @param array<string, bool|string> $robots Robots directives.
	 * @return array<string, bool|string>
	 */
	public function filter_robots( $robots ): array {
		$robots = (array) $robots;
		if ( is_page_template( self::private_templates() ) ) {
			return wp_robots_no_robots( $robots );
		}
		// The catalogue with a combination of technical filters, or one that lists nothing (issue 14,
		// CurrentPage::catalogue_technical()): noindex, follow (its links still lead to the types).
		$technical = CurrentPage::catalogue_technical();
		if ( null !== $technical && ! $technical[1] ) {
			return wp_robots_no_robots( $robots );
		}
		return $robots;
	}

	/**
	 * A canonical link on pages that are not one post (the news list and its pages): WordPress
	 * prints one for singular pages only (rel_canonical()), issue 11 asks for one on every page.
	 */
	public function print_canonical(): void {
		if ( is_singular() ) {
			return;
		}
		$url = CurrentPage::url();
		if ( '' !== $url ) {
			printf( '<link rel="canonical" href="%s" />' . "\n", esc_url( $url ) );
		}
	}
}
