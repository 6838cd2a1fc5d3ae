<?php
/**
 * What the site search (?s=) searches.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Content;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Service;
use WP_Query;

/**
 * WordPress's site search (?s=, shown by search.php with View\SearchView) looks in the titles and
 * texts of pages, news posts and cable types (their designation and description), published only,
 * POSTS_PER_PAGE a page. Media files and the team's people (no page of their own) are left out.
 * Articles, sizes and article codes are the catalogue search's (GET kabelshop/v1/products), which
 * the results page links to.
 */
final class SiteSearch implements Service {

	/** Results per page. */
	public const POSTS_PER_PAGE = 10;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'pre_get_posts', array( $this, 'search_types' ) );
	}

	/**
	 * Limits the main search query to pages, news and cable types.
	 *
	 * @param WP_Query $query A query about to run.
	 */
	public function search_types( WP_Query $query ): void {
		if ( is_admin() || ! $query->is_main_query() || ! $query->is_search() ) {
			return;
		}
		$query->set( 'post_type', array( 'page', 'post', ProductMeta::POST_TYPE ) );
		$query->set( 'post_status', 'publish' );
		$query->set( 'posts_per_page', self::POSTS_PER_PAGE );
	}
}
