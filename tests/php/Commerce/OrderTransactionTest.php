<?php
/**
 * Orders are written all or nothing.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\OrderTable;
use Kabelshop\Tests\TestCase;

/**
 * A failing item insert must leave no order row behind.
 */
final class OrderTransactionTest extends TestCase {

	use CommerceFixtures;

	/**
	 * Gives the second item the first one's line number: UNIQUE(order_id, line_no) rejects it.
	 *
	 * @param list<array<string, mixed>> $rows Item rows.
	 * @return list<array<string, mixed>>
	 */
	public function duplicate_line_no( array $rows ): array {
		$rows[1]['line_no'] = $rows[0]['line_no'];
		return $rows;
	}

	public function test_failed_item_insert_leaves_no_order(): void {
		global $wpdb;
		$user = $this->make_customer();
		$a    = $this->make_article( 1000 );
		$b    = $this->make_article( 2000 );
		$this->login( $user );
		add_filter( 'kabelshop_order_items_before_insert', array( $this, 'duplicate_line_no' ) );
		try {
			$response = $this->rest(
				'POST',
				'/kabelshop/v1/orders',
				$this->order_body( array( array( 'article_code' => $a, 'quantity_m' => 1 ), array( 'article_code' => $b, 'quantity_m' => 1 ) ) ),
				$this->with_key()
			);
		} finally {
			remove_filter( 'kabelshop_order_items_before_insert', array( $this, 'duplicate_line_no' ) );
		}
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'kabelshop_order_not_saved', $response->get_data()['code'] );
		$orders = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . OrderTable::name() . ' WHERE user_id = %d', $user ) );
		$this->assertSame( 0, $orders, 'the order row was rolled back' );
		$items = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . OrderTable::items_name() . ' WHERE article_code = %s', $a ) );
		$this->assertSame( 0, $items, 'the first item was rolled back' );

		$retry = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( array( array( 'article_code' => $a, 'quantity_m' => 1 ) ) ), $this->with_key() );
		$this->assertSame( 201, $retry->get_status(), 'the shop still takes orders afterwards' );
	}
}
