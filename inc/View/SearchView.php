<?php
/**
 * Data of the site search results page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Search\GroupedSearch;

/**
 * Prepares search.php, the site search results page (?s=, spec section 2: "search", "search
 * results"): the translated title and heading ("Search results for “…”", "Search the site" when
 * nothing was asked), a form to search again, the count, the hits grouped by kind (cable types,
 * articles, news, pages: Search\GroupedSearch, the same search GET kabelshop/v1/search answers,
 * PER_GROUP hits a group and a link to the catalogue for the rest of the cable types and articles),
 * the no-results text (spec section 8: "No results found for your query"), a link to the catalogue
 * search, and the props of the search-results island (src/islands/search-results), which takes
 * over the form and the results to search as one types.
 */
final class SearchView {

	/** Longest search text kept, as the catalogue search (Rest\Routes\V1\Products 'search'). */
	public const MAX_LENGTH = GroupedSearch::MAX_LENGTH;

	/** Hits per group on the results page (the island asks for as many). */
	public const PER_GROUP = 10;

	/**
	 * The search text of the request, trimmed and cut to MAX_LENGTH ('' when none).
	 */
	public static function query(): string {
		return GroupedSearch::normalize( (string) get_search_query( false ) );
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
	 * Everything search.php prints. Plain text except the URLs.
	 *
	 * @return array{query: string, title: string, form_action: string, form_hidden: array<string, string>, count: string, error: string, groups: list<array<string, mixed>>, catalogue_url: string, catalogue_link: string, catalogue_hint: string, island: array<string, mixed>}
	 *         count and groups are empty when nothing (or too little) was asked; error: the
	 *         too-short message, or ''; groups: GroupedSearch::run()'s groups, each item with its
	 *         kind (result_kind()).
	 */
	public static function data(): array {
		$text   = self::query();
		$groups = array();
		$count  = '';
		$error  = '';
		$result = null;
		if ( '' !== $text && mb_strlen( $text ) < GroupedSearch::MIN_LENGTH ) {
			/* translators: %d: least number of characters. */
			$error = sprintf( __( 'Search: please enter at least %d characters.', 'kabelshop' ), GroupedSearch::MIN_LENGTH );
		} elseif ( '' !== $text ) {
			$result = GroupedSearch::run( $text, self::PER_GROUP );
			$count  = self::count( $result['total'] );
			foreach ( $result['groups'] as $group ) {
				$kind  = self::result_kind( $group['key'] );
				$items = array_map( static fn( array $item ): array => $item + array( 'kind' => $kind ), $group['items'] );
				if ( $items ) {
					$groups[] = array( 'items' => $items ) + $group;
				}
			}
		}
		$action    = self::form_action();
		$hidden    = array_diff_key( HeaderView::query_args( $action ), array( 's' => true ) );
		$catalogue = Pages::url( 'catalogue' );
		return array(
			'query'          => $text,
			'title'          => self::title( $text ),
			'form_action'    => $action,
			'form_hidden'    => $hidden,
			'count'          => $count,
			'error'          => $error,
			'groups'         => $groups,
			'catalogue_url'  => '' === $text ? $catalogue : add_query_arg( 'search', rawurlencode( $text ), $catalogue ),
			/* translators: %s: the search text. */
			'catalogue_link' => '' === $text ? __( 'Search the catalogue', 'kabelshop' ) : sprintf( __( 'Search the catalogue for “%s”', 'kabelshop' ), $text ),
			'catalogue_hint' => __( 'The catalogue search also filters by category, number of cores and cross-section.', 'kabelshop' ),
			'island'         => array(
				'query'     => $text,
				'perGroup'  => self::PER_GROUP,
				'minLength' => GroupedSearch::MIN_LENGTH,
				'maxLength' => GroupedSearch::MAX_LENGTH,
				'result'    => $result,
				'siteName'  => html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
			),
		);
	}

	/**
	 * "N results" in the page's language and number format.
	 *
	 * @param int $total Hits in all groups.
	 */
	public static function count( int $total ): string {
		/* translators: %s: number of cable types, articles, news and pages found. */
		return sprintf( _n( '%s result', '%s results', $total, 'kabelshop' ), Format::scaled( $total, 0, Locale::bcp47() ) );
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
	 * What one hit of a group is, in the singular (cable type, article, news, page).
	 *
	 * @param string $group A key of GroupedSearch::GROUPS.
	 */
	public static function result_kind( string $group ): string {
		switch ( $group ) {
			case 'products':
				return __( 'Cable type', 'kabelshop' );
			case 'articles':
				return _x( 'Article', 'kind of a site search result', 'kabelshop' );
			case 'news':
				return __( 'News', 'kabelshop' );
			default:
				return _x( 'Page', 'kind of a site search result', 'kabelshop' );
		}
	}
}
