<?php
/**
 * The site search across cable types, articles, news and pages, grouped by kind.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Search;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\SearchQuery;
use Kabelshop\Catalog\TypeWords;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Rest\Routes\V1\Products;
use Kabelshop\View\NewsView;
use Kabelshop\View\ProductCardView;
use WP_Post;
use WP_Query;

/**
 * One search text, four groups (spec section 2: "search", "search results"), each with its count
 * and its first $per_group hits:
 * - products: cable types with matching articles, by the catalogue search (Catalog\SearchQuery,
 *   ArticleRepository::search(): designation, Croatian name, category, size in any spelling,
 *   article code; words ANDed; case and diacritics ignored), shown in the current language;
 *   A cable type links to its page; when the search names a size ("NYM-J 3x2,5") it links to that
 *   size's rows (`?size=3x2.5#product-articles`, View\ProductCardView::size_url()), which the
 *   product page marks;
 * - articles: the matching articles themselves (ArticleRepository::matching_articles(), the same
 *   rule), each linked to its row of its cable type's table (`?article=<code>#article-<code>`: the
 *   product page marks the row with aria-current and scrolls to it, View\ProductView);
 * - news and pages: WordPress's search (title, excerpt, content; words ANDed) over published
 *   posts and pages of the current language only (I18n\Translations::tax_clause()); drafts,
 *   private and scheduled posts never.
 * Everything is in the current language (Locale::current()): the route runs this inside
 * Locale::in_language() when its ?lang= names another. Plain text except the URLs.
 */
final class GroupedSearch {

	/** The groups, in the order they are shown. */
	public const GROUPS = array( 'products', 'articles', 'news', 'pages' );

	/** Shortest search text (after trimming), in characters. */
	public const MIN_LENGTH = 2;

	/** Longest search text, in characters: the catalogue search's (Rest\Routes\V1\Products 'search'). */
	public const MAX_LENGTH = 100;

	/** Most hits per group. */
	public const MAX_PER_GROUP = 20;

	/**
	 * A search text as the search uses it: trimmed, inner white space collapsed, cut to MAX_LENGTH.
	 *
	 * @param string $text As typed.
	 */
	public static function normalize( string $text ): string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		return mb_substr( $text, 0, self::MAX_LENGTH );
	}

	/**
	 * Runs the search in the current language.
	 *
	 * @param string $text      Search text, normalize()d, at least MIN_LENGTH characters.
	 * @param int    $per_group Hits per group, 1..MAX_PER_GROUP.
	 * @return array{query: string, lang: string, total: int, groups: list<array{key: string, label: string, total: int, items: list<array{title: string, url: string, excerpt: string, detail: string, date_iso: string}>, more_url: string, more_label: string}>}
	 *         total: the sum of the groups' totals; more_url: where all hits of a group are listed
	 *         ('' when the group shows them all or has no such page).
	 */
	public static function run( string $text, int $per_group ): array {
		$per_group = max( 1, min( self::MAX_PER_GROUP, $per_group ) );
		$catalogue = new SearchQuery( $text, '', null, null, 1, $per_group );
		$repo      = new ArticleRepository();
		$products  = $repo->search( $catalogue );
		$groups    = array(
			self::products_group( $text, $products->products, $products->total_products ),
			self::articles_group( $text, $repo->matching_articles( $catalogue, $per_group ), $products->total_articles ),
			self::posts_group( 'news', $text, $per_group ),
			self::posts_group( 'pages', $text, $per_group ),
		);
		return array(
			'query'  => $text,
			'lang'   => Locale::current(),
			'total'  => array_sum( array_column( $groups, 'total' ) ),
			'groups' => $groups,
		);
	}

	/**
	 * The translated name of a group.
	 *
	 * @param string $key One of GROUPS.
	 */
	public static function label( string $key ): string {
		switch ( $key ) {
			case 'products':
				return __( 'Cable types', 'kabelshop-core' );
			case 'articles':
				return __( 'Articles', 'kabelshop-core' );
			case 'news':
				return __( 'News', 'kabelshop-core' );
			default:
				return __( 'Pages', 'kabelshop-core' );
		}
	}

	/**
	 * The cable types group.
	 *
	 * @param string                                                                                                                                                $text  Search text.
	 * @param list<array{product_id: int, designation: string, articles: int, price_from_e4: int|null, price_is_demo: bool, sizes: list<string>, sizes_total: int}> $rows  Catalogue search rows.
	 * @param int                                                                                                                                                   $total Matching cable types.
	 * @return array{key: string, label: string, total: int, items: list<array{title: string, url: string, excerpt: string, detail: string, date_iso: string}>, more_url: string, more_label: string}
	 */
	private static function products_group( string $text, array $rows, int $total ): array {
		$items  = array();
		$locale = Locale::bcp47();
		// Matching articles by product id: summaries() leaves out a row whose post is gone, so positions may shift.
		$counts = array_column( $rows, 'articles', 'product_id' );
		$size   = ProductCardView::size_of_search( $text );
		foreach ( Products::summaries( $rows ) as $summary ) {
			$post     = get_post( (int) $summary['id'] );
			$shown    = $post instanceof WP_Post ? ProductMeta::shown( $post ) : null;
			$articles = (int) ( $counts[ (int) $summary['id'] ] ?? 0 );
			$items[]  = array(
				'title'    => (string) $summary['designation'],
				'url'      => '' === $size ? (string) $summary['url'] : ProductCardView::size_url( (string) $summary['url'], $size ),
				'excerpt'  => null === $shown ? '' : self::excerpt( $shown ),
				/* translators: %s: number of matching articles (sizes and packagings) of a cable type. */
				'detail'   => sprintf( _n( '%s matching article', '%s matching articles', $articles, 'kabelshop-core' ), Format::scaled( $articles, 0, $locale ) ),
				'date_iso' => '',
			);
		}
		return self::group( 'products', $total, $items, $text );
	}

	/**
	 * The articles group.
	 *
	 * @param string                                                                                      $text  Search text.
	 * @param list<array{article_code: string, product_id: int, size_label: string, designation: string}> $rows  Matching articles.
	 * @param int                                                                                         $total Matching articles in all.
	 * @return array{key: string, label: string, total: int, items: list<array{title: string, url: string, excerpt: string, detail: string, date_iso: string}>, more_url: string, more_label: string}
	 */
	private static function articles_group( string $text, array $rows, int $total ): array {
		$ids = array_values( array_unique( array_column( $rows, 'product_id' ) ) );
		if ( $ids ) {
			_prime_post_caches( $ids, false, false );
			Translations::prime( $ids );
		}
		$locale = Locale::bcp47();
		$items  = array();
		foreach ( $rows as $row ) {
			$post = get_post( $row['product_id'] );
			if ( ! $post instanceof WP_Post ) {
				continue;
			}
			$shown   = ProductMeta::shown( $post );
			$items[] = array(
				'title'    => trim( TypeWords::localise( $shown->post_title, Locale::current() ) . ' ' . Format::size_label( $row['size_label'], $locale ) ),
				'url'      => add_query_arg( 'article', rawurlencode( $row['article_code'] ), (string) get_permalink( $shown ) ) . '#' . rawurlencode( 'article-' . $row['article_code'] ),
				'excerpt'  => '',
				/* translators: %s: an article code, e.g. 10-0012. */
				'detail'   => sprintf( __( 'Article code %s', 'kabelshop-core' ), $row['article_code'] ),
				'date_iso' => '',
			);
		}
		return self::group( 'articles', $total, $items, $text );
	}

	/**
	 * The news or pages group: WordPress's search over the current language's published posts.
	 *
	 * @param string $key       'news' | 'pages'.
	 * @param string $text      Search text.
	 * @param int    $per_group Hits wanted.
	 * @return array{key: string, label: string, total: int, items: list<array{title: string, url: string, excerpt: string, detail: string, date_iso: string}>, more_url: string, more_label: string}
	 */
	private static function posts_group( string $key, string $text, int $per_group ): array {
		$query = new WP_Query(
			array(
				's'                          => $text,
				'post_type'                  => 'news' === $key ? 'post' : 'page',
				'post_status'                => 'publish',
				'posts_per_page'             => $per_group,
				'ignore_sticky_posts'        => true,
				'tax_query'                  => array( Translations::tax_clause( Locale::current() ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the language of the posts (issue 11).
				LanguageRouter::ANY_LANGUAGE => true,
				'has_password'               => false,
			)
		);
		$items = array();
		foreach ( $query->posts as $post ) {
			if ( ! $post instanceof WP_Post ) {
				continue;
			}
			if ( 'news' === $key ) {
				// Texts only: a hit shows no picture, so card()'s two image look-ups would be thrown away.
				$card    = NewsView::summary( $post );
				$items[] = array(
					'title'    => $card['title'],
					'url'      => $card['url'],
					'excerpt'  => $card['excerpt'],
					'detail'   => $card['date'],
					'date_iso' => $card['date_iso'],
				);
				continue;
			}
			$items[] = array(
				'title'    => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
				'url'      => (string) get_permalink( $post ),
				'excerpt'  => self::excerpt( $post ),
				'detail'   => '',
				'date_iso' => '',
			);
		}
		return self::group( $key, (int) $query->found_posts, $items, $text );
	}

	/**
	 * A group's shape.
	 *
	 * @param string                                                                                     $key   One of GROUPS.
	 * @param int                                                                                        $total All hits of the group.
	 * @param list<array{title: string, url: string, excerpt: string, detail: string, date_iso: string}> $items The first hits.
	 * @param string                                                                                     $text  Search text.
	 * @return array{key: string, label: string, total: int, items: list<array{title: string, url: string, excerpt: string, detail: string, date_iso: string}>, more_url: string, more_label: string}
	 */
	private static function group( string $key, int $total, array $items, string $text ): array {
		$more = '';
		$link = '';
		if ( in_array( $key, array( 'products', 'articles' ), true ) && $total > count( $items ) ) {
			// The catalogue lists every matching cable type with its articles, with filters and prices.
			$more = add_query_arg( 'search', rawurlencode( $text ), Pages::url( 'catalogue' ) );
			/* translators: %s: number of matches. */
			$link = sprintf( _n( 'Show all %s in the catalogue', 'Show all %s in the catalogue', $total, 'kabelshop-core' ), Format::scaled( $total, 0, Locale::bcp47() ) );
		}
		return array(
			'key'        => $key,
			'label'      => self::label( $key ),
			'total'      => max( $total, count( $items ) ),
			'items'      => $items,
			'more_url'   => $more,
			'more_label' => $link,
		);
	}

	/**
	 * A short plain-text excerpt of a post (at most 30 words).
	 *
	 * @param WP_Post $post Post.
	 */
	private static function excerpt( WP_Post $post ): string {
		$text = '' !== $post->post_excerpt ? $post->post_excerpt : strip_shortcodes( $post->post_content );
		return html_entity_decode( wp_trim_words( wp_strip_all_tags( $text ), 30 ), ENT_QUOTES, 'UTF-8' );
	}
}
