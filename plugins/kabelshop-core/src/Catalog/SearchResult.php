<?php
/**
 * One page of catalogue search results (value object).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * $products: the page, each row { product_id: int, designation: string, articles: int (matching
 * articles of the product), price_from_e4: int|null (lowest matching unit price, EUR/m x 10^4),
 * price_is_demo: bool, sizes: list<string> (matching size labels, at most 8), sizes_total: int (distinct matching sizes) }.
 * $total_products and $total_articles count every match, not only this page.
 */
final class SearchResult {

	/**
	 * @param list<array{product_id: int, designation: string, articles: int, price_from_e4: int|null, price_is_demo: bool, sizes: list<string>, sizes_total: int}> $products Page rows.
	 * @param int                                                                                                                                                   $total_products Matching products.
	 * @param int                                                                                                                                                   $total_articles Matching articles.
	 */
	public function __construct(
		public readonly array $products,
		public readonly int $total_products,
		public readonly int $total_articles,
	) {}
}
