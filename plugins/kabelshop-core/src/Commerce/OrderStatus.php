<?php
/**
 * Order statuses.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Order life cycle: received -> in_progress -> shipped -> delivered, or received -> cancelled.
 * A customer may cancel only while the order is 'received' (spec section 4 shows "order
 * cancelled"; section 8 gives the text 'The order has been canceled.').
 */
final class OrderStatus {

	public const RECEIVED    = 'received';
	public const IN_PROGRESS = 'in_progress';
	public const SHIPPED     = 'shipped';
	public const DELIVERED   = 'delivered';
	public const CANCELLED   = 'cancelled';
	public const ALL         = array( self::RECEIVED, self::IN_PROGRESS, self::SHIPPED, self::DELIVERED, self::CANCELLED );

	/**
	 * Translated label.
	 *
	 * @param string $status Status.
	 */
	public static function label( string $status ): string {
		return match ( $status ) {
			self::RECEIVED    => _x( 'Received', 'order status', 'kabelshop-core' ),
			self::IN_PROGRESS => _x( 'In progress', 'order status', 'kabelshop-core' ),
			self::SHIPPED     => _x( 'Shipped', 'order status', 'kabelshop-core' ),
			self::DELIVERED   => _x( 'Delivered', 'order status', 'kabelshop-core' ),
			self::CANCELLED   => _x( 'Cancelled', 'order status', 'kabelshop-core' ),
			default           => $status,
		};
	}

	/**
	 * The spec section 8 message shown for a cancelled order.
	 */
	public static function cancelled_message(): string {
		return __( 'The order has been canceled.', 'kabelshop-core' );
	}
}
