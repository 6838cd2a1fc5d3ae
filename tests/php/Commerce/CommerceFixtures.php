<?php
/**
 * Test data for the commerce tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Catalog\ArticleTable;

/**
 * Creates articles (written straight into ArticleTable: a fixture, not the code under test),
 * delivery addresses and order bodies with unique values.
 */
trait CommerceFixtures {

	/**
	 * Creates a cable type and one article with this price; returns the article code.
	 *
	 * A weight of 50 kg/km (so delivery is priced by weight, not pending) and no metal number
	 * (no metal surcharge), unless given.
	 *
	 * @param int                  $unit_price_e4 Price per metre in 1/10000 EUR.
	 * @param int|null             $stock_m       Stock in metres (null = unknown).
	 * @param array<string, mixed> $over          More article columns (e.g. copper_kg_km, weight_kg_km).
	 */
	protected function make_article( int $unit_price_e4, ?int $stock_m = 100000, array $over = array() ): string {
		global $wpdb;
		$code       = strtoupper( $this->unique( 'KS-TEST-' ) );
		$product_id = wp_insert_post(
			array(
				'post_type'   => 'kabelshop_cable',
				'post_status' => 'publish',
				'post_title'  => 'NYM-J test ' . $code,
			)
		);
		$this->assertIsInt( $product_id );
		$ok = $wpdb->insert(
			ArticleTable::name(),
			array_merge(
				array(
					'article_code'  => $code,
					'product_id'    => $product_id,
					'cores'         => 3,
					'size_label'    => '3x2.5',
					'packaging'     => 'ring',
					'unit_price_e4' => $unit_price_e4,
					'price_is_demo' => 1,
					'stock_m'       => $stock_m,
					'weight_kg_km'  => '50',
					'search_text'   => strtolower( $code ),
				),
				$over
			)
		);
		$this->assertSame( 1, $ok, 'fixture article not written: ' . $wpdb->last_error );
		return $code;
	}

	/**
	 * Gives the user one delivery address; returns its id.
	 *
	 * @param int $user_id User id.
	 */
	protected function add_delivery_address( int $user_id ): int {
		$list   = (array) get_user_meta( $user_id, Addresses::META_DELIVERY, true );
		$list   = array_values( array_filter( $list ) );
		$id     = count( $list ) + 1;
		$list[] = array(
			'id'             => $id,
			'street'         => 'Testna ulica',
			'house_no'       => (string) $id,
			'city'           => 'Osijek',
			'zip'            => '31000',
			'country'        => 'HR',
			'contact_person' => 'Test Osoba',
			'phone'          => '+38531000000',
		);
		update_user_meta( $user_id, Addresses::META_DELIVERY, $list );
		return $id;
	}

	/**
	 * A valid order body.
	 *
	 * @param array<int, array{article_code: string, quantity_m: int}> $lines Lines.
	 * @param array<string, mixed>                                      $over  Overrides.
	 * @return array<string, mixed>
	 */
	protected function order_body( array $lines, array $over = array() ): array {
		return array_merge(
			array(
				'lines'    => $lines,
				'note'     => 'Molimo dostavu prije 10 h.',
				'delivery' => array( 'method' => 'pickup' ),
				'payment'  => 'bank_transfer',
			),
			$over
		);
	}

	/**
	 * Request options with a fresh Idempotency-Key.
	 *
	 * @param string|null $key Key to use (a new unique one when null).
	 * @return array<string, mixed>
	 */
	protected function with_key( ?string $key = null ): array {
		return array( 'headers' => array( 'Idempotency-Key' => $key ?? str_replace( array( '.', ' ' ), '-', $this->unique( 'key-' ) ) ) );
	}
}
