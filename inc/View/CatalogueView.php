<?php
/**
 * Data of the catalogue and supplier pages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\SearchQuery;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\Routes\V1\Products;
use Kabelshop\Rest\Routes\V1\ProductsFacets;

/**
 * Prepares templates/page-catalogue.php (a server-rendered first page of search results for the
 * ?search= and ?page= of the URL, which is the catalogue island's fallback, plus the totals of
 * the counter above it) and templates/page-suppliers.php (products whose supplier is not
 * the shop's own range). Same search as GET kabelshop/v1/products.
 */
final class CatalogueView {

	public const PER_PAGE = 12;

	/**
	 * The catalogue page.
	 *
	 * The keys prev_url and next_url are the neighbouring result pages of this URL ('' when none);
	 * products are the result page's cards (ProductCardView::card(), printed by
	 * templates/parts/product-card.php like the island's later pages).
	 *
	 * @return array{search: string, page: int, pages: int, prev_url: string, next_url: string, products: list<array<string, mixed>>, total_products: int, total_articles: int, all_products: int, all_articles: int, categories: list<array{slug: string, name: string, count: int}>, products_url_base: string}
	 */
	public static function catalogue(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a search changes nothing.
		$search = isset( $_GET['search'] ) ? mb_substr( sanitize_text_field( wp_unslash( $_GET['search'] ) ), 0, 100 ) : '';
		$page   = isset( $_GET['page'] ) ? max( 1, min( 10000, absint( $_GET['page'] ) ) ) : 1;
		// phpcs:enable
		$repository                          = new ArticleRepository();
		$result                              = $repository->search( new SearchQuery( $search, '', null, null, $page, self::PER_PAGE ) );
		list( $all_products, $all_articles ) = $repository->count( new SearchQuery() );
		$pages                               = (int) ceil( $result->total_products / self::PER_PAGE );
		return array(
			'search'            => $search,
			'page'              => $page,
			'pages'             => $pages,
			'prev_url'          => $page > 1 ? self::page_url( $search, $page - 1 ) : '',
			'next_url'          => $page < $pages ? self::page_url( $search, $page + 1 ) : '',
			'products'          => array_map( array( ProductCardView::class, 'card' ), Products::summaries( $result->products ) ),
			'total_products'    => $result->total_products,
			'total_articles'    => $result->total_articles,
			'all_products'      => $all_products,
			'all_articles'      => $all_articles,
			'categories'        => ProductsFacets::categories(),
			'products_url_base' => esc_url_raw( rest_url( 'kabelshop/v1/products' ) ),
		);
	}

	/**
	 * The current URL with another search and result page (unescaped; print with esc_url).
	 *
	 * @param string $search Search text.
	 * @param int    $page   Result page, 1-based.
	 */
	private static function page_url( string $search, int $page ): string {
		return add_query_arg(
			array(
				'search' => $search,
				'page'   => $page,
			)
		);
	}

	/**
	 * Published products whose supplier is not the shop's own range, by designation:
	 * list of { id, designation, hr_name, url, supplier }.
	 *
	 * @return list<array{id: int, designation: string, hr_name: string, url: string, supplier: string}>
	 */
	public static function supplier_products(): array {
		$posts = get_posts(
			array(
				'post_type'      => ProductMeta::POST_TYPE,
				'post_status'    => 'publish',
				'posts_per_page' => 500, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- every product of the catalogue in one list; the seed has a few dozen.
				'orderby'        => 'title',
				'order'          => 'ASC',
				'meta_query'     => array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a few hundred posts at most.
					array(
						'key'     => ProductMeta::key( 'supplier' ),
						'value'   => array( '', ProductMeta::OWN_SUPPLIER ),
						'compare' => 'NOT IN',
					),
				),
			)
		);
		$out   = array();
		foreach ( $posts as $post ) {
			$meta  = ProductMeta::get( $post->ID );
			$out[] = array(
				'id'          => $post->ID,
				'designation' => $post->post_title,
				'hr_name'     => $meta['hr_name'],
				'url'         => (string) get_permalink( $post ),
				'supplier'    => $meta['supplier'],
			);
		}
		return $out;
	}

	/**
	 * A count in the visitor's number format ("1.234" in hr-HR / sr-RS, "1,234" in en-US).
	 *
	 * @param int $count Count.
	 */
	public static function number( int $count ): string {
		return Format::scaled( $count, 0, Locale::bcp47() );
	}
}
