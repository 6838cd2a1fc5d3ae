<?php
/**
 * Data for the news list and a news post.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\ContentQuery;
use Kabelshop\Content\PageTitles;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;

/**
 * Turns posts into what the news templates print: title, link, date in the spec's format
 * (section 9: en-US MM/DD/YYYY, hr-HR and sr-RS DD.MM.YYYY.), excerpt and pagination.
 */
final class NewsView {

	/** News per page of GET kabelshop/v1/news at most. */
	public const MAX_PER_PAGE = 50;

	/** Image size of a card's picture (core's medium_large: 768 px wide, height in proportion). */
	public const CARD_SIZE = 'medium_large';

	/** How wide a card's picture is shown: a third of the page from 801 px, half from 481 px, else all of it. */
	public const CARD_SIZES = '(min-width: 801px) 33vw, (min-width: 481px) 50vw, 100vw';

	/** Image size of a thumbnail (core's thumbnail: 150 x 150 px, cropped), e.g. the home carousel's thumbs. */
	public const THUMB_SIZE = 'thumbnail';

	/**
	 * One post's texts and link, without pictures (the site search's news hits, a news post's page).
	 *
	 * @param \WP_Post $post A post.
	 * @return array{id: int, title: string, url: string, date: string, date_iso: string, excerpt: string}
	 *         Plain text except url.
	 */
	public static function summary( \WP_Post $post ): array {
		$iso = (string) get_post_time( 'c', false, $post );
		return array(
			'id'       => (int) $post->ID,
			'title'    => html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' ),
			'url'      => (string) get_permalink( $post ),
			'date'     => Format::date( $iso, Locale::bcp47() ),
			'date_iso' => $iso,
			'excerpt'  => html_entity_decode( wp_strip_all_tags( get_the_excerpt( $post ) ), ENT_QUOTES, 'UTF-8' ),
		);
	}

	/**
	 * One post as a card: summary() and the featured image in two sizes.
	 *
	 * @param \WP_Post $post A post.
	 * @return array{id: int, title: string, url: string, date: string, date_iso: string, excerpt: string, image_html: string, thumb_html: string}
	 *         Plain text except url and the two images: image_html (CARD_SIZE) and thumb_html
	 *         (THUMB_SIZE) are escaped HTML from View\LazyImage::html() of the featured image
	 *         (alt: its own alt text), '' when the post has none.
	 */
	public static function card( \WP_Post $post ): array {
		$image = (int) get_post_thumbnail_id( $post );
		return self::summary( $post ) + array(
			'image_html' => LazyImage::html( $image, self::CARD_SIZE, self::CARD_SIZES, 'news-card__image' ),
			'thumb_html' => LazyImage::html( $image, self::THUMB_SIZE, '150px', 'news-card__thumb' ),
		);
	}

	/**
	 * One page of the current language's published news, newest first (GET kabelshop/v1/news and
	 * the news list island). Drafts, scheduled, private and password-protected posts never.
	 *
	 * @param int $page     Page, from 1.
	 * @param int $per_page News per page, 1..MAX_PER_PAGE.
	 * @return array{items: list<array<string, mixed>>, total: int, total_pages: int} items as card() gives them,
	 *         with card_html (with_html()); total: all published news of the language; total_pages at least 1.
	 */
	public static function page( int $page, int $per_page ): array {
		$per_page = max( 1, min( self::MAX_PER_PAGE, $per_page ) );
		$args     = array(
			'post_type'                  => 'post',
			'post_status'                => 'publish',
			'has_password'               => false,
			'posts_per_page'             => $per_page,
			'paged'                      => max( 1, $page ),
			'orderby'                    => array(
				'date' => 'DESC',
				'ID'   => 'DESC',
			),
			'ignore_sticky_posts'        => true,
			'tax_query'                  => array( Translations::tax_clause( Locale::current() ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- the language of the news (issue 11).
			LanguageRouter::ANY_LANGUAGE => true,
		);
		$query    = new \WP_Query( $args );
		$total    = (int) $query->found_posts;
		if ( ! $query->posts && $page > 1 ) {
			// Past the last page WordPress counts nothing (no rows to count from): count the first page's.
			$total = (int) ( new \WP_Query(
				array_merge(
					$args,
					array(
						'paged'  => 1,
						'fields' => 'ids',
					)
				)
			) )->found_posts;
		}
		$items = array();
		foreach ( $query->posts as $post ) {
			if ( $post instanceof \WP_Post ) {
				$items[] = self::with_html( self::card( $post ) );
			}
		}
		return array(
			'items'       => $items,
			'total'       => $total,
			'total_pages' => max( 1, (int) ceil( $total / $per_page ) ),
		);
	}


	/**
	 * A card with its markup: card_html is plugins/kabelshop-core/templates/parts/news-card.php printed for it (heading
	 * level 2, as on the news page), so the news list island shows the very markup the server
	 * printed for the first page (one renderer, docs/architecture.md).
	 *
	 * @param array<string, mixed> $card A card (card()).
	 * @return array<string, mixed> The card and card_html (escaped HTML).
	 */
	public static function with_html( array $card ): array {
		$html = Templates::capture(
			'parts/news-card',
			array(
				'card'  => $card,
				'level' => 2,
			)
		);
		return $card + array( 'card_html' => trim( $html ) );
	}

	/**
	 * The props of the news list island (src/islands/news-list) for the page the server printed.
	 *
	 * @param list<array<string, mixed>> $cards       The page's cards (card()).
	 * @param int                        $page        Page shown, from 1.
	 * @param int                        $total_pages Pages in all.
	 * @param int                        $per_page    News per page (the list's posts_per_page).
	 * @return array{items: list<array{id: int, card_html: string}>, page: int, totalPages: int, perPage: int, baseUrl: string}
	 *         items: what the island reads of a card, its id and card_html (with_html()); the texts
	 *         and images are in card_html already, so they are not printed a second time in the props.
	 *         baseUrl: the news page's address in the page's language (page N is baseUrl + 'page/N/').
	 */
	public static function island_props( array $cards, int $page, int $total_pages, int $per_page ): array {
		return array(
			'items'      => array_map(
				static fn( array $card ): array => array(
					'id'        => (int) $card['id'],
					'card_html' => (string) self::with_html( $card )['card_html'],
				),
				$cards
			),
			'page'       => max( 1, $page ),
			'totalPages' => max( 1, $total_pages ),
			'perPage'    => max( 1, min( self::MAX_PER_PAGE, $per_page ) ),
			'baseUrl'    => trailingslashit( Pages::url( 'news' ) ),
		);
	}

	/**
	 * The posts of a query (the main query on the news page) and its pagination.
	 *
	 * @param \WP_Query|null $query Query; null for the main query.
	 * @return array{title: string, posts: list<array<string, mixed>>, pagination: string, island: array<string, mixed>|null}
	 *         pagination is HTML from paginate_links (already escaped) or ''; island: the news list
	 *         island's props (island_props()), which pages on from the server-printed page; null
	 *         on archives other than the news page.
	 */
	public static function list( ?\WP_Query $query = null ): array {
		global $wp_query;
		$query = $query ?? $wp_query;
		$posts = array();
		// The cards' featured images with one query, not two per card (View\LazyImage reads each).
		ContentQuery::prime_attachments( array_map( 'get_post_thumbnail_id', array_filter( $query->posts, static fn( $post ): bool => $post instanceof \WP_Post ) ) );
		foreach ( $query->posts as $post ) {
			if ( $post instanceof \WP_Post ) {
				$posts[] = self::card( $post );
			}
		}
		$links    = paginate_links(
			array(
				'total'     => max( 1, (int) $query->max_num_pages ),
				'current'   => max( 1, (int) $query->get( 'paged' ) ),
				'prev_text' => __( 'Newer news', 'kabelshop-core' ),
				'next_text' => __( 'Older news', 'kabelshop-core' ),
				'type'      => 'list',
			)
		);
		$page_id  = (int) get_option( 'page_for_posts' );
		$per_page = (int) $query->get( 'posts_per_page' );
		return array(
			'title'      => $page_id > 0 ? html_entity_decode( get_the_title( $page_id ), ENT_QUOTES, 'UTF-8' ) : PageTitles::get( 'news' ),
			'posts'      => $posts,
			'pagination' => is_string( $links ) ? $links : '',
			// Only the news page itself pages through GET kabelshop/v1/news; an archive (a month, an author) keeps its links.
			'island'     => $query->is_home() ? self::island_props( $posts, (int) $query->get( 'paged' ), (int) $query->max_num_pages, $per_page > 0 ? $per_page : (int) get_option( 'posts_per_page', 10 ) ) : null,
		);
	}

	/**
	 * The latest published posts, newest first (home page news list, spec section 1).
	 *
	 * @param int $count How many (1..20).
	 * @return list<array<string, mixed>> Cards as card() gives them.
	 */
	public static function latest( int $count = 3 ): array {
		$posts = get_posts(
			array(
				'post_type'        => 'post',
				'post_status'      => 'publish',
				'posts_per_page'   => max( 1, min( 20, $count ) ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- at most 20 (min() above); the sniff cannot read the expression.
				'orderby'          => 'date',
				'order'            => 'DESC',
				'suppress_filters' => false,
			)
		);
		ContentQuery::prime_attachments( array_map( 'get_post_thumbnail_id', $posts ) );
		return array_map( array( self::class, 'card' ), $posts );
	}

	/**
	 * A single post for single.php.
	 *
	 * @param \WP_Post|int|null $post The post; null for the queried object.
	 * @return array{title: string, date: string, date_iso: string, content: string, news_url: string, image_html: string}
	 *         content is HTML (print with wp_kses_post); image_html: the featured image, large,
	 *         printed to load at once (the page's largest picture, above the fold), escaped HTML
	 *         from View\LazyImage, '' without one.
	 */
	public static function single( $post = null ): array {
		$post = get_post( $post ?? get_queried_object_id() );
		if ( ! $post instanceof \WP_Post ) {
			return array(
				'title'      => '',
				'date'       => '',
				'date_iso'   => '',
				'content'    => '',
				'news_url'   => Pages::url( 'news' ),
				'image_html' => '',
			);
		}
		$card = self::summary( $post );
		return array(
			'title'      => $card['title'],
			'date'       => $card['date'],
			'date_iso'   => $card['date_iso'],
			'content'    => (string) apply_filters( 'the_content', $post->post_content ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, applied as the loop would.
			'news_url'   => Pages::url( 'news' ),
			'image_html' => LazyImage::html( (int) get_post_thumbnail_id( $post ), 'large', '(min-width: 1200px) 1140px, 100vw', 'entry__image', true ),
		);
	}
}
