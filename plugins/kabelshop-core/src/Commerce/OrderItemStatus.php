<?php
/**
 * Statuses of one order item.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Item life cycle (issue 4, spec "account orders"): ordered -> in_production -> packed -> shipped
 * -> delivered. Staff move an item forward only (one step or several, e.g. a ring from stock goes
 * from ordered straight to packed); never back and never on a cancelled order.
 * The order's status follows its items (order_status()): every item 'ordered' = 'received' (the
 * customer may still cancel); all delivered = 'delivered'; all at least shipped = 'shipped';
 * otherwise 'in_progress'.
 */
final class OrderItemStatus {

	public const ORDERED       = 'ordered';
	public const IN_PRODUCTION = 'in_production';
	public const PACKED        = 'packed';
	public const SHIPPED       = 'shipped';
	public const DELIVERED     = 'delivered';

	/** In life-cycle order. */
	public const ALL = array( self::ORDERED, self::IN_PRODUCTION, self::PACKED, self::SHIPPED, self::DELIVERED );

	/**
	 * Translated label.
	 *
	 * @param string $status Item status.
	 */
	public static function label( string $status ): string {
		return match ( $status ) {
			self::ORDERED       => _x( 'Ordered', 'order item status', 'kabelshop-core' ),
			self::IN_PRODUCTION => _x( 'In production', 'order item status', 'kabelshop-core' ),
			self::PACKED        => _x( 'Packed', 'order item status', 'kabelshop-core' ),
			self::SHIPPED       => _x( 'Shipped', 'order item status', 'kabelshop-core' ),
			self::DELIVERED     => _x( 'Delivered', 'order item status', 'kabelshop-core' ),
			default             => $status,
		};
	}

	/**
	 * What an item without package rows says: before packing "Not packed yet."; once packed, shipped
	 * or delivered, that no package details were recorded (staff may skip them for small cuts).
	 *
	 * @param string $status Item status.
	 */
	public static function no_packages_message( string $status ): string {
		return in_array( $status, array( self::ORDERED, self::IN_PRODUCTION ), true )
			? __( 'Not packed yet.', 'kabelshop-core' )
			: __( 'No package details were recorded for this item.', 'kabelshop-core' );
	}

	/**
	 * True when staff may move an item from $from to $to (strictly forward).
	 *
	 * @param string $from Current item status.
	 * @param string $to   Wanted item status.
	 */
	public static function can_move( string $from, string $to ): bool {
		$a = array_search( $from, self::ALL, true );
		$b = array_search( $to, self::ALL, true );
		return false !== $a && false !== $b && $b > $a;
	}

	/**
	 * The order status its item statuses give (see the class docblock).
	 *
	 * @param list<string> $item_statuses Statuses of all items of the order.
	 */
	public static function order_status( array $item_statuses ): string {
		if ( ! $item_statuses ) {
			return OrderStatus::RECEIVED;
		}
		$rank = array_map( static fn( string $s ): int => (int) array_search( $s, self::ALL, true ), $item_statuses );
		$min  = min( $rank );
		$max  = max( $rank );
		if ( 0 === $max ) {
			return OrderStatus::RECEIVED;
		}
		if ( $min >= 4 ) {
			return OrderStatus::DELIVERED;
		}
		if ( $min >= 3 ) {
			return OrderStatus::SHIPPED;
		}
		return OrderStatus::IN_PROGRESS;
	}
}
