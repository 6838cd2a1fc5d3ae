<?php
/**
 * What the page being shown is, for the SEO tags.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Seo;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\Categories;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Content\Pages;
use Kabelshop\View\CatalogueView;
use WP_Post;

/**
 * Reads the main query once per question (wp_head runs after it): the kind of page, the post it
 * shows, its canonical URL, its title and its featured image. OpenGraph, StructuredData and
 * Description all ask here, so og:url, the JSON-LD url and the breadcrumb name one URL per page.
 *
 * The canonical URL of a post is core's wp_get_canonical_url() (its get_canonical_url filter is
 * where language URLs plug in); the posts page is its permalink (page N: core's pagination link);
 * a cable category is the catalogue filtered by it (category_url()), the URL the catalogue and
 * the breadcrumbs use, not the bare taxonomy archive. That URL is a page of its own: the
 * catalogue with ?category= has that URL as its canonical URL (Indexing::filter_canonical()),
 * the category's heading as its title and the category's description.
 */
final class CurrentPage {

	public const FRONT      = 'front';
	public const PAGE       = 'page';
	public const PRODUCT    = 'product';
	public const NEWS       = 'news';
	public const NEWS_INDEX = 'news_index';
	public const OTHER      = 'other';
	public const NOT_FOUND  = 'not_found';

	/**
	 * The kind of the page: one of the constants.
	 */
	public static function kind(): string {
		if ( is_404() ) {
			return self::NOT_FOUND;
		}
		if ( is_front_page() ) {
			return self::FRONT;
		}
		if ( is_singular( ProductMeta::POST_TYPE ) ) {
			return self::PRODUCT;
		}
		if ( is_singular( 'post' ) ) {
			return self::NEWS;
		}
		if ( is_singular() ) {
			return self::PAGE;
		}
		if ( is_home() ) {
			return self::NEWS_INDEX;
		}
		return self::OTHER;
	}

	/**
	 * The post the page shows: the queried post, or the posts page on the news list; null otherwise.
	 */
	public static function post(): ?WP_Post {
		if ( is_404() ) {
			return null;
		}
		if ( is_singular() ) {
			$post = get_queried_object();
			return $post instanceof WP_Post ? $post : null;
		}
		if ( is_home() && ! is_front_page() ) {
			$post = get_post( (int) get_option( 'page_for_posts' ) );
			return $post instanceof WP_Post ? $post : null;
		}
		return null;
	}

	/**
	 * The slug of the cable category the catalogue page is filtered by (?category=, checked like
	 * the catalogue checks it: View\CatalogueView::request_filters()), '' on other pages and on
	 * the unfiltered catalogue.
	 */
	public static function catalogue_category(): string {
		if ( ! is_page_template( CatalogueView::TEMPLATE ) ) {
			return '';
		}
		return CatalogueView::request_filters()['category'];
	}

	/**
	 * The technical filters of the catalogue page (issue 14; View\CatalogueView::filters() of the
	 * request), null on other pages.
	 *
	 * @return array<string, mixed>|null
	 */
	public static function catalogue_filters(): ?array {
		return is_page_template( CatalogueView::TEMPLATE ) ? CatalogueView::request_filters() : null;
	}

	/**
	 * The catalogue page with technical filters (issue 14; docs/seo.md, "Filtered catalogue pages"):
	 * [ canonical URL, indexable ]. One technical filter value alone (no search, category, cores or
	 * cross-section; any result page) is a page of its own: its canonical URL is the catalogue with
	 * that one value (/katalog/?voltage=0.6-1kV), indexable while some cable type has it. A technical
	 * filter with anything else (another filter, a category, a search) is a combination: noindex
	 * (follow), its canonical URL its own filtered URL. Null when the page is not the catalogue or
	 * has no technical filter (the category rules apply).
	 *
	 * @return array{0: string, 1: bool}|null
	 */
	public static function catalogue_technical(): ?array {
		$filters = self::catalogue_filters();
		if ( null === $filters || 0 === CatalogueView::technical_count( $filters ) ) {
			return null;
		}
		$search = CatalogueView::request_search();
		$args   = CatalogueView::url_args( $search, $filters );
		$single = 1 === count( $args ) && 1 === CatalogueView::technical_count( $filters );
		if ( $single ) {
			list( $products ) = ( new ArticleRepository() )->count( CatalogueView::query( '', $filters ) );
			return array( Pages::url( 'catalogue', $args ), $products > 0 );
		}
		return array( Pages::url( 'catalogue', $args ), false );
	}

	/**
	 * The canonical URL of the page, '' when it has none (404, search results, date archives).
	 */
	public static function url(): string {
		if ( is_404() ) {
			return '';
		}
		if ( is_singular() ) {
			$post = get_queried_object();
			if ( ! $post instanceof WP_Post ) {
				return '';
			}
			$url = wp_get_canonical_url( $post );
			return is_string( $url ) && '' !== $url ? $url : (string) get_permalink( $post );
		}
		if ( is_home() ) {
			$paged = (int) get_query_var( 'paged' );
			if ( $paged > 1 ) {
				return get_pagenum_link( $paged );
			}
			$page = (int) get_option( 'page_for_posts' );
			return $page > 0 && ! is_front_page() ? (string) get_permalink( $page ) : home_url( '/' );
		}
		if ( is_category() || is_tag() || is_tax() ) {
			$link = get_term_link( get_queried_object() ?? 0 );
			return is_string( $link ) ? $link : '';
		}
		return '';
	}

	/**
	 * The catalogue filtered by a cable category: the URL that stands for the category.
	 *
	 * @param string $slug Category slug.
	 */
	public static function category_url( string $slug ): string {
		return Pages::url( 'catalogue', array( 'category' => $slug ) );
	}

	/**
	 * The page's own title (plain text): the post's title (fixed pages translated by
	 * Content\ContentService), the catalogue filtered by a category its heading ("Installation
	 * cables – Cable catalogue"), on the front page and lists the document title.
	 */
	public static function title(): string {
		$category  = self::catalogue_category();
		$filters   = self::catalogue_filters();
		$technical = null === $filters ? '' : CatalogueView::technical_label( $filters );
		if ( '' !== $category || '' !== $technical ) {
			return CatalogueView::heading( $category, $technical );
		}
		$post = self::post();
		if ( $post instanceof WP_Post && ! is_front_page() ) {
			return html_entity_decode( get_the_title( $post ), ENT_QUOTES, 'UTF-8' );
		}
		return html_entity_decode( wp_get_document_title(), ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * The articles of a product, read once per request: the product page's table
	 * (View\ProductView), the meta description, og:description and the JSON-LD offer all need them.
	 *
	 * @param WP_Post $post A product.
	 * @return list<\Kabelshop\Catalog\Article>
	 */
	public static function articles( WP_Post $post ): array {
		static $read = array();
		if ( ! isset( $read[ $post->ID ] ) ) {
			$read[ $post->ID ] = ( new ArticleRepository() )->for_product( $post->ID );
		}
		return $read[ $post->ID ];
	}

	/**
	 * The featured image of a post in the "large" size, or null when it has none.
	 *
	 * @param WP_Post $post The post.
	 * @return array{url: string, width: int, height: int, alt: string}|null
	 */
	public static function image( WP_Post $post ): ?array {
		$id = (int) get_post_thumbnail_id( $post );
		if ( $id <= 0 ) {
			return null;
		}
		$src = wp_get_attachment_image_src( $id, 'large' );
		if ( ! is_array( $src ) || '' === (string) $src[0] ) {
			return null;
		}
		return array(
			'url'    => (string) $src[0],
			'width'  => (int) $src[1],
			'height' => (int) $src[2],
			'alt'    => trim( (string) get_post_meta( $id, '_wp_attachment_image_alt', true ) ),
		);
	}
}
