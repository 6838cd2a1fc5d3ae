<?php
/**
 * Articles with stock, packaging, lead time and the on-request flag, for the ordering-rule tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Commerce\ShopSettings;

/**
 * Writes articles straight into ArticleTable (a fixture, not the code under test) and fixes the
 * shop's "today" (a FixedClock in the plugin's container) so expected dates are known.
 */
trait StockFixtures {

	/**
	 * Designation of the fixtures' cable type: no seeded type has it, so tests that look up a
	 * seeded type by name (e.g. NYM-J) never find these.
	 *
	 * @var string
	 */
	protected static string $stock_type = 'TESTKABEL-J';

	/**
	 * Creates a published cable type "TESTKABEL-J" with one article; returns the article code.
	 *
	 * @param array<string, int|string|null> $over Article columns: packaging, package_length_m, stock_m,
	 *                                             unit_price_e4, lead_time_days, on_request_only, size_label.
	 */
	protected function stock_article( array $over = array() ): string {
		global $wpdb;
		$code       = strtoupper( $this->unique( 'KS-STOCK-' ) );
		$product_id = wp_insert_post(
			array(
				'post_type'   => 'kabelshop_cable',
				'post_status' => 'publish',
				'post_title'  => self::$stock_type,
			)
		);
		$this->assertIsInt( $product_id );
		$row = array_merge(
			array(
				'article_code'     => $code,
				'product_id'       => $product_id,
				'cores'            => 3,
				'size_label'       => '3x1.5',
				'packaging'        => 'drum',
				'package_length_m' => 500,
				'unit_price_e4'    => 5000,
				'price_is_demo'    => 1,
				'stock_m'          => 100000,
				'search_text'      => strtolower( $code ),
			),
			$over
		);
		$ok  = $wpdb->insert( ArticleTable::name(), $row );
		$this->assertSame( 1, $ok, 'fixture article not written: ' . $wpdb->last_error );
		return $code;
	}

	/**
	 * Fixes the shop's today (Europe/Zagreb) for the rest of the test.
	 *
	 * @param string $day 'Y-m-d'.
	 */
	protected function today_is( string $day ): void {
		\Kabelshop\Plugin::container()->reset( \Kabelshop\Support\Clock::class );
		\Kabelshop\Plugin::container()->set( \Kabelshop\Support\Clock::class, new \Kabelshop\Support\FixedClock( $day ) );
	}

	/**
	 * Undoes today_is() and the default lead time (call from tearDown()).
	 */
	protected function reset_stock_settings(): void {
		\Kabelshop\Plugin::container()->reset( \Kabelshop\Support\Clock::class );
		delete_option( ShopSettings::OPTION_LEAD_TIME );
	}
}
