<?php
/**
 * Data of the site search results page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use WP_Post;
use WP_Query;

/**
 * Prepares search.php, WordPress's site search (?s=, the main query; Content\SiteSearch says what
 * it searches: pages, news and cable types): the translated title and heading
 * ("Search results for “…”", "Search the site" when nothing was asked), a form to search again,
 * the count, one entry per result (its kind, title, link and excerpt), the pages, the no-results
 * text (spec section 8: "No results found for your query") and a link to the catalogue search,
 * which is where cable designations, sizes and article codes are found (the site search reads
 * titles and texts, not the articles).
 */
final class SearchView {

	/** Longest search text kept, as the catalogue search (Rest\Routes\V1\Products 'search'). */
	public const MAX_LENGTH = 100;

	/**
	 * The search text of the request, trimmed and cut to MAX_LENGTH ('' when none).
	 */
	public static function query(): string {
		return mb_substr( trim( (string) get_search_query( false ) ), 0, self::MAX_LENGTH );
	}

	/**
	 * The page's title and heading for a search text.
	 *
	 * @param string $query Search text ('' when nothing was asked).
	 */
	public static function title( string $query ): string {
		if ( '' === $query ) {
			return __( 'Search the site', 'kabelshop' );
		}
		/* translators: %s: the search text. */
		return sprintf( __( 'Search results for “%s”', 'kabelshop' ), $query );
	}

	/**
	 * Everything search.php prints. Plain text except the URLs and pagination.
	 *
	 * @param WP_Query|null $query The search; null for the main query.
	 * @return array{query: string, title: string, form_action: string, form_hidden: array<string, string>, count: string, results: list<array{kind: string, title: string, url: string, excerpt: string}>, pagination: string, catalogue_url: string, catalogue_link: string, catalogue_hint: string}
	 *         count and results are empty when nothing was asked; pagination is HTML from
	 *         paginate_links (escaped there, print with wp_kses_post) or ''.
	 */
	public static function data( ?WP_Query $query = null ): array {
		global $wp_query;
		$query   = $query ?? $wp_query;
		$text    = self::query();
		$results = array();
		$count   = '';
		$links   = '';
		if ( '' !== $text ) {
			foreach ( $query->posts as $post ) {
				if ( $post instanceof WP_Post ) {
					$results[] = self::result( $post );
				}
			}
			$total = (int) $query->found_posts;
			/* translators: %s: number of pages, news and cable types found. */
			$count = sprintf( _n( '%s result', '%s results', $total, 'kabelshop' ), Format::scaled( $total, 0, Locale::bcp47() ) );
			$links = paginate_links(
				array(
					'total'     => max( 1, (int) $query->max_num_pages ),
					'current'   => max( 1, (int) $query->get( 'paged' ) ),
					'prev_text' => __( 'Previous page', 'kabelshop' ),
					'next_text' => __( 'Next page', 'kabelshop' ),
					'type'      => 'list',
				)
			);
		}
		$action    = self::form_action();
		$catalogue = Pages::url( 'catalogue' );
		return array(
			'query'          => $text,
			'title'          => self::title( $text ),
			'form_action'    => $action,
			'form_hidden'    => array_diff_key( HeaderView::query_args( $action ), array( 's' => true ) ),
			'count'          => $count,
			'results'        => $results,
			'pagination'     => is_string( $links ) ? $links : '',
			'catalogue_url'  => '' === $text ? $catalogue : add_query_arg( 'search', rawurlencode( $text ), $catalogue ),
			/* translators: %s: the search text. */
			'catalogue_link' => '' === $text ? __( 'Search the catalogue', 'kabelshop' ) : sprintf( __( 'Search the catalogue for “%s”', 'kabelshop' ), $text ),
			'catalogue_hint' => __( 'Cable designations, sizes (e.g. 3x2,5) and article codes are found by the catalogue search.', 'kabelshop' ),
		);
	}

	/**
	 * Where the form searches again: the address of this results page without its query and result
	 * page, so a new search stays in the page's language (the home page of that language).
	 */
	public static function form_action(): string {
		$url = (string) strtok( HeaderView::current_url(), '?#' );
		return (string) preg_replace( '~/page/\d+/?$~', '/', $url );
	}

	/**
	 * One result: what it is (page, news, cable type), its title, link and a short text.
	 *
	 * @param WP_Post $post A page, post or cable type.
	 * @return array{kind: string, title: string, url: string, excerpt: string}
	 */
	public static function result( WP_Post $post ): array {
		switch ( $post->post_type ) {
			case ProductMeta::POST_TYPE:
				$kind = __( 'Cable type', 'kabelshop' );
				break;
			case 'post':
				$kind = __( 'News', 'kabelshop' );
				break;
			default:
				$kind = _x( 'Page', 'kind of a site search result', 'kabelshop' );
		}
		return array(
			'kind'    => $kind,
			'title'   => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
			'url'     => (string) get_permalink( $post ),
			'excerpt' => html_entity_decode( wp_strip_all_tags( get_the_excerpt( $post ) ), ENT_QUOTES, 'UTF-8' ),
		);
	}
}
