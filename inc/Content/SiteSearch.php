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
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Service;
use WP_Query;

/**
 * WordPress's site search (?s=, shown by search.php with View\SearchView) looks in the titles and
 * texts of pages, news posts and cable types (their designation and description), published only,
 * POSTS_PER_PAGE a page. Media files and the team's people (no page of their own) are left out.
 * Articles, sizes and article codes are the catalogue search's (GET kabelshop/v1/products), which
 * the results page links to.
 *
 * Language: pages are written per language (I18n\Translations), so only the page's language's
 * pages are found; types shared by all languages (no language term: news and cable types today)
 * are found in every language. I18n\LanguageRouter's own filter would apply the language to every
 * type of the query, hiding the shared ones outside Croatian, so the query is marked
 * LanguageRouter::ANY_LANGUAGE and carries this clause instead.
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
		$query->set( LanguageRouter::ANY_LANGUAGE, true );
		$tax   = (array) $query->get( 'tax_query' );
		$tax[] = array(
			'relation' => 'OR',
			array(
				'taxonomy' => Translations::TAXONOMY,
				'field'    => 'slug',
				'terms'    => array( Locale::current() ),
			),
			array(
				'taxonomy' => Translations::TAXONOMY,
				'operator' => 'NOT EXISTS',
			),
		);
		$query->set( 'tax_query', $tax );
	}
}
