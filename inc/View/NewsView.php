<?php
/**
 * Data for the news list and a news post.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\PageTitles;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * Turns posts into what the news templates print: title, link, date in the spec's format
 * (section 9: en-US MM/DD/YYYY, hr-HR and sr-RS DD.MM.YYYY.), excerpt and pagination.
 */
final class NewsView {

	/**
	 * One post as a card.
	 *
	 * @param \WP_Post $post A post.
	 * @return array{id: int, title: string, url: string, date: string, date_iso: string, excerpt: string} Plain text except url.
	 */
	public static function card( \WP_Post $post ): array {
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
	 * The posts of a query (the main query on the news page) and its pagination.
	 *
	 * @param \WP_Query|null $query Query; null for the main query.
	 * @return array{title: string, posts: list<array<string, mixed>>, pagination: string}
	 *         pagination is HTML from paginate_links (already escaped) or ''.
	 */
	public static function list( ?\WP_Query $query = null ): array {
		global $wp_query;
		$query = $query ?? $wp_query;
		$posts = array();
		foreach ( $query->posts as $post ) {
			if ( $post instanceof \WP_Post ) {
				$posts[] = self::card( $post );
			}
		}
		$links   = paginate_links(
			array(
				'total'     => max( 1, (int) $query->max_num_pages ),
				'current'   => max( 1, (int) $query->get( 'paged' ) ),
				'prev_text' => __( 'Newer news', 'kabelshop' ),
				'next_text' => __( 'Older news', 'kabelshop' ),
				'type'      => 'list',
			)
		);
		$page_id = (int) get_option( 'page_for_posts' );
		return array(
			'title'      => $page_id > 0 ? html_entity_decode( get_the_title( $page_id ), ENT_QUOTES, 'UTF-8' ) : PageTitles::get( 'news' ),
			'posts'      => $posts,
			'pagination' => is_string( $links ) ? $links : '',
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
		return array_map( array( self::class, 'card' ), $posts );
	}

	/**
	 * A single post for single.php.
	 *
	 * @param \WP_Post|int|null $post The post; null for the queried object.
	 * @return array{title: string, date: string, date_iso: string, content: string, news_url: string}
	 *         content is HTML (print with wp_kses_post).
	 */
	public static function single( $post = null ): array {
		$post = get_post( $post ?? get_queried_object_id() );
		if ( ! $post instanceof \WP_Post ) {
			return array(
				'title'    => '',
				'date'     => '',
				'date_iso' => '',
				'content'  => '',
				'news_url' => Pages::url( 'news' ),
			);
		}
		$card = self::card( $post );
		return array(
			'title'    => $card['title'],
			'date'     => $card['date'],
			'date_iso' => $card['date_iso'],
			'content'  => (string) apply_filters( 'the_content', $post->post_content ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, applied as the loop would.
			'news_url' => Pages::url( 'news' ),
		);
	}
}
