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
use Kabelshop\Service;
use WP_Term;

/**
 * Indexing follows WordPress's own setting blog_public (Settings > Reading, "Discourage search
 * engines from indexing this site"; docs/seo.md): when it is on, core serves the sitemaps
 * (wp-sitemap.xml), names them in its virtual robots.txt (WP_Sitemaps::add_robots on the
 * robots_txt filter) and prints no noindex; when it is off, core answers the sitemaps 404, drops
 * the Sitemap line from robots.txt and every page carries "noindex, nofollow" (wp_robots_no_robots;
 * since WordPress 5.3 robots.txt no longer says "Disallow: /" then, so crawlers can read the noindex).
 * The theme turns none of that off; this service only shapes what is listed:
 * - the sitemap lists pages, news posts, products and the cable categories, each category as the
 *   catalogue filtered by it (CurrentPage::category_url()), not as its bare taxonomy archive,
 *   which gets noindex; post categories and tags are left out (the news page lists the news);
 * - the pages of one visitor (checkout, order, my account) are left out of the sitemap and get
 *   noindex: they have nothing to find;
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
		add_filter( 'wp_sitemaps_taxonomies_entry', array( $this, 'filter_category_entry' ), 10, 3 );
		add_filter( 'wp_sitemaps_posts_query_args', array( $this, 'filter_posts_query' ), 10, 2 );
		add_filter( 'wp_robots', array( $this, 'filter_robots' ) );
		add_action( 'template_redirect', array( $this, 'unknown_sitemap_404' ), 11 );
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
	 * A cable category's sitemap entry is the catalogue filtered by it.
	 *
	 * @param array<string, mixed> $entry    Sitemap entry (loc, ...).
	 * @param int                  $term_id  Term id.
	 * @param string               $taxonomy Taxonomy.
	 * @return array<string, mixed>
	 */
	public function filter_category_entry( $entry, $term_id, $taxonomy ): array {
		$entry = (array) $entry;
		if ( Categories::TAXONOMY !== $taxonomy ) {
			return $entry;
		}
		$term = get_term( (int) $term_id, Categories::TAXONOMY );
		if ( $term instanceof WP_Term ) {
			$entry['loc'] = CurrentPage::category_url( $term->slug );
		}
		return $entry;
	}

	/**
	 * Leaves the private pages out of the pages sitemap.
	 *
	 * @param array<string, mixed> $args      WP_Query arguments.
	 * @param string               $post_type Post type of the sitemap.
	 * @return array<string, mixed>
	 */
	public function filter_posts_query( $args, $post_type ): array {
		$args = (array) $args;
		if ( 'page' !== $post_type ) {
			return $args;
		}
		$ids = self::private_page_ids();
		if ( $ids ) {
			$args['post__not_in'] = array_merge( (array) ( $args['post__not_in'] ?? array() ), $ids ); // phpcs:ignore WordPressVIPMinimum.Performance.WPQueryParams.PostNotIn_post__not_in -- three ids, sitemap requests only.
		}
		return $args;
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
	 * Adds noindex on the private pages and on a cable category's taxonomy archive (core's
	 * wp_robots_no_robots: "noindex, follow", or "noindex, nofollow" while the site discourages
	 * search engines).
	 *
	 * @param array<string, bool|string> $robots Robots directives.
	 * @return array<string, bool|string>
	 */
	public function filter_robots( $robots ): array {
		$robots = (array) $robots;
		if ( is_page_template( self::private_templates() ) || '' !== CurrentPage::cable_category() ) {
			return wp_robots_no_robots( $robots );
		}
		return $robots;
	}
}
