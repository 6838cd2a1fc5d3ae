<?php
/**
 * "Current drum: 320 m left" in the product answer and the server-rendered product table (issue 14).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Tests\Commerce\StockFixtures;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\ProductView;

/**
 * ArticleSchema drum_remaining_m (null when not kept) and View\ProductView::table()'s line under a
 * drum article's packaging, only where staff keep the figure.
 */
final class CurrentDrumTableTest extends TestCase {

	use StockFixtures;

	public function test_product_table_and_answer_show_the_metres_left_where_kept(): void {
		$this->in_english();
		$kept  = $this->stock_article( array( 'package_length_m' => 500 ) );
		$first = $this->stored( $kept );
		( new ArticleRepository() )->set_drum( $first->id, 'wood-800', 320 );
		global $wpdb;
		$other = strtoupper( $this->unique( 'KS-DRUM-' ) );
		$wpdb->insert(
			ArticleTable::name(),
			array(
				'article_code'     => $other,
				'product_id'       => $first->product_id,
				'cores'            => 3,
				'size_label'       => '3x2.5',
				'packaging'        => 'drum',
				'package_length_m' => 1000,
				'unit_price_e4'    => 7000,
				'stock_m'          => 5000,
				'search_text'      => strtolower( $other ),
			)
		);
		$product = $this->rest( 'GET', '/kabelshop/v1/products/' . $first->product_id )->get_data();
		$left    = array_column( $product['articles'], 'drum_remaining_m', 'article_code' );
		$this->assertSame(
			array(
				$kept  => 320,
				$other => null,
			),
			$left
		);
		$html = ProductView::table( $product );
		$this->assertSame( 1, substr_count( $html, 'Current drum:' ), 'only where staff keep the figure' );
		$this->assertMatchesRegularExpression( '/id="article-' . $kept . '".*Drum 500 m <span class="ks-table__stock ks-table__drum">Current drum: 320 m left<\/span>/s', $html );
	}

	/**
	 * The stored article of a code.
	 *
	 * @param string $code Article code.
	 */
	private function stored( string $code ): \Kabelshop\Catalog\Article {
		return ( new ArticleRepository() )->find_by_codes( array( $code ) )[ $code ];
	}
}
