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
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * Prepares the home page (spec section 1: news, cards, about teaser and count-up figures).
 * The figures are counted from the live catalogue or are rules of the shop (20 % discount,
 * three languages), never invented statistics. They are rendered by PHP; no count-up script yet.
 */
final class HomeView {

	/**
	 * Everything the home template prints.
	 *
	 * @return array{
	 *   title: string,
	 *   intro: string,
	 *   search_url: string,
	 *   catalogue_url: string,
	 *   categories: list<array{name: string, url: string}>,
	 *   figures: list<array{value: string, label: string}>,
	 *   news: list<array<string, mixed>>,
	 *   news_url: string,
	 *   about_url: string,
	 *   contact_url: string
	 * }
	 * intro is HTML from the home page's content (print with wp_kses_post).
	 */
	public static function data(): array {
		$page = PageView::data( Pages::id( 'home' ) );
		return array(
			'title'         => $page['title'],
			'intro'         => $page['content'],
			'search_url'    => Pages::url( 'catalogue' ),
			'catalogue_url' => Pages::url( 'catalogue' ),
			'categories'    => HeaderView::categories(),
			'figures'       => self::figures(),
			'news'          => NewsView::latest( 3 ),
			'news_url'      => Pages::url( 'news' ),
			'about_url'     => Pages::url( 'about' ),
			'contact_url'   => Pages::url( 'contact' ),
		);
	}

	/**
	 * The figures, formatted for the current language (spec section 9: dot thousands in hr/sr).
	 *
	 * @return list<array{value: string, label: string}>
	 */
	public static function figures(): array {
		$locale   = Locale::bcp47();
		$figures  = array();
		$articles = self::article_count();
		if ( $articles > 0 ) {
			$figures[] = array(
				'value' => Format::scaled( $articles, 0, $locale ),
				'label' => __( 'articles in the catalogue', 'kabelshop' ),
			);
		}
		$categories = taxonomy_exists( HeaderView::CATEGORY_TAXONOMY ) ? (int) wp_count_terms(
			array(
				'taxonomy'   => HeaderView::CATEGORY_TAXONOMY,
				'hide_empty' => false,
			)
		) : 0;
		if ( $categories > 0 ) {
			$figures[] = array(
				'value' => Format::scaled( $categories, 0, $locale ),
				'label' => __( 'product categories', 'kabelshop' ),
			);
		}
		$figures[] = array(
			// English writes "20%"; Croatian and Serbian orthography put a space before the sign: "20 %".
			'value' => Format::scaled( FooterView::BUSINESS_DISCOUNT_PERCENT, 0, $locale ) . ( Format::is_english( $locale ) ? '%' : ' %' ),
			'label' => __( 'webshop discount for registered business customers', 'kabelshop' ),
		);
		$figures[] = array(
			'value' => Format::scaled( count( Locale::LANGUAGES ), 0, $locale ),
			'label' => __( 'languages: Croatian, English and Serbian', 'kabelshop' ),
		);
		return $figures;
	}

	/**
	 * Number of articles in the catalogue table, 0 when the table does not exist yet.
	 */
	public static function article_count(): int {
		global $wpdb;
		$table = ArticleTable::name();
		$found = $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
		if ( $found !== $table ) {
			return 0;
		}
		// The table name is the site prefix plus a constant, not input; the id bound keeps prepare() in the path.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code (see above).
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE id > %d", 0 ) );
	}
}
