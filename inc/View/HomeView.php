<?php
/**
 * Data for the home page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Content\Cards;
use Kabelshop\Content\Figures;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * Prepares the home page (spec section 1: news, cards, about teaser and count-up figures; issue 12:
 * all of it edited in wp-admin). Cards, about slides and figures are Content\ContentTypes posts
 * of the current language in their order (Content\Cards, Content\Figures); the products counter
 * is the live number of catalogue articles.
 */
final class HomeView {

	/** Image sizes of the carousels: how wide each image is shown (sizes attribute). */
	private const CARD_SIZES  = '(min-width: 1261px) 400px, (min-width: 801px) 33vw, (min-width: 481px) 50vw, 100vw';
	private const SLIDE_SIZES = '(min-width: 1261px) 1200px, 100vw';

	/**
	 * Everything the home template prints.
	 *
	 * @return array{
	 *   title: string,
	 *   intro: string,
	 *   search_url: string,
	 *   catalogue_url: string,
	 *   categories: list<array{name: string, url: string}>,
	 *   figures: list<array{value: string, decimals: int, suffix: string, label: string, text: string, duration_ms: int}>,
	 *   news: list<array<string, mixed>>,
	 *   news_slides: list<array<string, mixed>>,
	 *   cards: list<array{title: string, text: string, url: string, link_label: string, image_html: string}>,
	 *   about_slides: list<array{title: string, text: string, url: string, link_label: string, image_html: string, video: ?array{url: string, mime: string, title: string}}>,
	 *   product_count: array{count: int, text: string},
	 *   news_url: string,
	 *   about_url: string,
	 *   contact_url: string
	 * }
	 * intro is HTML from the home page's content (print with wp_kses_post); image_html is ready
	 * HTML from View\LazyImage; everything else plain text. figures: value is the final number
	 * with a point ("1234.5"), text the same formatted in the page language with its suffix
	 * ("1.234,5 €"), duration_ms the count-up time (spec section 9: 1110, the biggest 1500).
	 */
	public static function data(): array {
		$page     = PageView::data( Pages::id( 'home' ) );
		$articles = self::article_count();
		$news     = NewsView::latest( 6 );
		return array(
			'title'         => $page['title'],
			'intro'         => $page['content'],
			'search_url'    => Pages::url( 'catalogue' ),
			'catalogue_url' => Pages::url( 'catalogue' ),
			'categories'    => HeaderView::categories(),
			'figures'       => Figures::items( $articles, Locale::bcp47() ),
			'news'          => array_slice( $news, 0, 3 ), // The first three slides (kept for older callers): no second query.
			'news_slides'   => $news,
			'cards'         => self::cards( 'home_card' ),
			'about_slides'  => self::cards( 'about_slide' ),
			'product_count' => self::product_count( $articles ),
			'news_url'      => Pages::url( 'news' ),
			'about_url'     => Pages::url( 'about' ),
			'contact_url'   => Pages::url( 'contact' ),
		);
	}

	/**
	 * Cards or about slides with their images.
	 *
	 * @param string $placement 'home_card' | 'about_slide'.
	 * @return list<array{title: string, text: string, url: string, link_label: string, image_html: string, video: ?array{url: string, mime: string, title: string}}>
	 */
	private static function cards( string $placement ): array {
		$slide = 'about_slide' === $placement;
		$cards = array();
		foreach ( Cards::items( $placement ) as $card ) {
			$entry = array(
				'title'      => $card['title'],
				'text'       => $card['text'],
				'url'        => $card['url'],
				'link_label' => $card['link_label'],
				'image_html' => LazyImage::html( $card['image_id'], $slide ? 'kabelshop-slide' : 'kabelshop-card', $slide ? self::SLIDE_SIZES : self::CARD_SIZES ),
			);
			if ( $slide ) {
				$entry['video'] = $card['video'];
			}
			$cards[] = $entry;
		}
		return $cards;
	}

	/**
	 * The products counter: the number and "221 artikl" / "222 artikla" / "225 artikala" with the
	 * language's plural form (spec section 9: Croatian one / few / many; Serbian alike; English
	 * "1 article", "221 articles"), the number grouped in the page language.
	 *
	 * @param int $count Number of articles.
	 * @return array{count: int, text: string}
	 */
	public static function product_count( int $count ): array {
		return array(
			'count' => $count,
			/* translators: %s: number of articles, formatted */
			'text'  => sprintf( _n( '%s article', '%s articles', $count, 'kabelshop' ), Format::scaled( $count, 0, Locale::bcp47() ) ),
		);
	}

	/**
	 * Number of articles in the catalogue table, 0 when the table does not exist yet (one statement
	 * per home page: the error of a missing table is suppressed and counts as 0, where a
	 * `SHOW TABLES LIKE` ran first on every render; issue 16, the database shares the cluster's CPUs).
	 */
	public static function article_count(): int {
		global $wpdb;
		$table    = ArticleTable::name();
		$suppress = $wpdb->suppress_errors( true );
		// The table name is the site prefix plus a constant, not input; the id bound keeps prepare() in the path.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code (see above).
		$count = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE id > %d", 0 ) );
		$wpdb->suppress_errors( $suppress );
		return (int) $count;
	}
}
