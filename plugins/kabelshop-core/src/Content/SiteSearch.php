<?php
/**
 * The main query of the site search (?s=) that nothing reads.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;
use WP_Query;

/**
 * The results page (search.php, View\SearchView) shows Search\GroupedSearch's groups: cable types
 * and articles by the catalogue search, news and pages of the current language. WordPress still
 * runs its own main query for ?s= (a LIKE over every post type, with a row count) before the
 * template, and nothing reads it: this answers that query with no posts without touching the
 * database (posts_pre_query). is_search() stays true, so search.php is still chosen, and a search
 * is never a 404 in WordPress.
 */
final class SiteSearch implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'posts_pre_query', array( $this, 'skip_main_search' ), 10, 2 );
		add_filter( 'body_class', array( $this, 'filter_body_class' ) );
	}

	/**
	 * Drops WordPress's 'search-no-results' / 'search-results' body class: they describe the
	 * skipped main query, not the groups the page shows ('search' stays).
	 *
	 * @param string[] $classes Body classes.
	 * @return string[]
	 */
	public function filter_body_class( array $classes ): array {
		return array_values( array_diff( $classes, array( 'search-results', 'search-no-results' ) ) );
	}

	/**
	 * No posts for the front end's main search query (its results come from GroupedSearch).
	 *
	 * @param \WP_Post[]|int[]|null $posts What an earlier filter answered; null lets the query run.
	 * @param WP_Query              $query The query about to run.
	 * @return \WP_Post[]|int[]|null
	 */
	public function skip_main_search( $posts, WP_Query $query ) {
		if ( null !== $posts || is_admin() || ! $query->is_main_query() || ! $query->is_search() ) {
			return $posts;
		}
		$query->found_posts   = 0;
		$query->max_num_pages = 0;
		return array();
	}
}
