<?php
/**
 * Packages of order items.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * Staff record how each order item is packed (issue 4): packaging (ring, reel, box, drum; spec
 * section 3), the drum or ring number and the packed length in whole metres. A package row is
 * array{ id: int, order_id: int, order_item_id: int, packaging: string, package_number: string,
 * length_m: int, created_at: string (UTC 'Y-m-d H:i:s'), user_id: int }. All SQL through prepare.
 */
final class OrderPackages {

	/** Packaging kinds (spec section 3). */
	public const KINDS = array( 'ring', 'reel', 'box', 'drum' );

	/** Longest drum/ring number. */
	public const NUMBER_MAX = 40;

	/** Longest packed length in metres (a large drum holds a few kilometres; 100 km is a typo). */
	public const LENGTH_MAX_M = 100000;

	/**
	 * Adds a package to an item of an order.
	 *
	 * @param int    $order_id Order id.
	 * @param int    $item_id  Order item id (must belong to the order).
	 * @param string $kind     One of KINDS.
	 * @param string $number   Drum/ring number, 0..NUMBER_MAX characters.
	 * @param int    $length_m Packed length, 1..LENGTH_MAX_M metres.
	 * @param int    $user_id  Staff user.
	 * @return int The new package id.
	 * @throws \InvalidArgumentException With the field name as message ('packaging', 'package_number', 'length_m', 'order_item_id').
	 */
	public function add( int $order_id, int $item_id, string $kind, string $number, int $length_m, int $user_id ): int {
		global $wpdb;
		if ( ! in_array( $kind, self::KINDS, true ) ) {
			throw new \InvalidArgumentException( 'packaging' );
		}
		if ( mb_strlen( $number ) > self::NUMBER_MAX ) {
			throw new \InvalidArgumentException( 'package_number' );
		}
		if ( $length_m < 1 || $length_m > self::LENGTH_MAX_M ) {
			throw new \InvalidArgumentException( 'length_m' );
		}
		$items = OrderTable::items_name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$owner = $wpdb->get_var( $wpdb->prepare( "SELECT order_id FROM {$items} WHERE id = %d", $item_id ) );
		if ( (int) $owner !== $order_id ) {
			throw new \InvalidArgumentException( 'order_item_id' );
		}
		$ok = $wpdb->insert(
			OrderPackagesTable::name(),
			array(
				'order_id'       => $order_id,
				'order_item_id'  => $item_id,
				'packaging'      => $kind,
				'package_number' => $number,
				'length_m'       => $length_m,
				'created_at'     => gmdate( 'Y-m-d H:i:s' ),
				'user_id'        => $user_id,
			),
			array( '%d', '%d', '%s', '%s', '%d', '%s', '%d' )
		);
		if ( false === $ok ) {
			throw new \RuntimeException( 'Package insert failed: ' . $wpdb->last_error );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * Removes a package of an order.
	 *
	 * @param int $order_id   Order id.
	 * @param int $package_id Package id.
	 * @return bool True when a row of that order was removed.
	 */
	public function remove( int $order_id, int $package_id ): bool {
		global $wpdb;
		return 1 === $wpdb->delete(
			OrderPackagesTable::name(),
			array(
				'id'       => $package_id,
				'order_id' => $order_id,
			),
			array( '%d', '%d' )
		);
	}

	/**
	 * The order's packages grouped by order item id, in the order they were added.
	 *
	 * @param int $order_id Order id.
	 * @return array<int, list<array<string, int|string>>>
	 */
	public function for_order( int $order_id ): array {
		global $wpdb;
		$table = OrderPackagesTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE order_id = %d ORDER BY id", $order_id ), ARRAY_A );
		$out  = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			foreach ( array( 'id', 'order_id', 'order_item_id', 'length_m', 'user_id' ) as $field ) {
				$row[ $field ] = (int) $row[ $field ];
			}
			$out[ $row['order_item_id'] ][] = $row;
		}
		return $out;
	}
}
