<?php
/**
 * Staff change the status of an order item.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Setup\Database;

/**
 * Moves one item forward (OrderItemStatus::can_move), logs the change in the order's history,
 * recomputes the order's status from all its items (OrderItemStatus::order_status) and logs that
 * too: all in one transaction, with the order row locked (SELECT ... FOR UPDATE), so a customer's
 * cancel and a staff change cannot both win. After the commit, every change is announced to the
 * customer by mail (OrderMailer::send_item_status: the new status, with the packages once shipped;
 * issue 13).
 */
final class OrderItemStatusUpdater {

	/**
	 * Changes an item's status.
	 *
	 * @param int    $order_id Order id.
	 * @param int    $item_id  Order item id (of that order).
	 * @param string $status   New item status (OrderItemStatus::ALL).
	 * @param string $note     Optional staff note (at most 250 characters are kept).
	 * @param int    $user_id  Staff user.
	 * @return array{order_status: string, item_status: string, mailed: bool}
	 * @throws \InvalidArgumentException Message 'status' (unknown status) or 'order_item_id' (not an item of the order / no order).
	 * @throws \DomainException          When the order is cancelled or the move is not forward.
	 * @throws \RuntimeException         When a write fails (nothing stays written).
	 */
	public function set( int $order_id, int $item_id, string $status, string $note, int $user_id ): array {
		global $wpdb;
		if ( ! in_array( $status, OrderItemStatus::ALL, true ) ) {
			throw new \InvalidArgumentException( 'status' );
		}
		$orders = OrderTable::name();
		$items  = OrderTable::items_name();
		$from   = '';
		$order  = OrderStatus::RECEIVED;
		Database::transaction(
			static function () use ( $wpdb, $orders, $items, $order_id, $item_id, $status, $note, $user_id, &$from, &$order ): void {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
				$current = $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$orders} WHERE id = %d FOR UPDATE", $order_id ) );
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
				$from = $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$items} WHERE id = %d AND order_id = %d", $item_id, $order_id ) );
				if ( null === $current || null === $from ) {
					throw new \InvalidArgumentException( 'order_item_id' );
				}
				if ( OrderStatus::CANCELLED === $current ) {
					throw new \DomainException( 'The order is cancelled.' );
				}
				if ( ! OrderItemStatus::can_move( (string) $from, $status ) ) {
					throw new \DomainException( 'Items move forward only.' );
				}
				if ( false === $wpdb->update( $items, array( 'status' => $status ), array( 'id' => $item_id ), array( '%s' ), array( '%d' ) ) ) {
					throw new \RuntimeException( 'Item update failed: ' . $wpdb->last_error );
				}
				$events = new OrderEvents();
				$events->log( $order_id, $item_id, $status, $note, $user_id );
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
				$all   = array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT status FROM {$items} WHERE order_id = %d", $order_id ) ) );
				$order = OrderItemStatus::order_status( $all );
				if ( $order !== $current ) {
					if ( false === $wpdb->update(
						$orders,
						array(
							'status'     => $order,
							'updated_at' => gmdate( 'Y-m-d H:i:s' ),
						),
						array( 'id' => $order_id ),
						array( '%s', '%s' ),
						array( '%d' )
					) ) {
						throw new \RuntimeException( 'Order update failed: ' . $wpdb->last_error );
					}
					$events->log( $order_id, null, $order, '', $user_id );
				}
			}
		);
		$stored = ( new OrderRepository() )->find( $order_id );
		$mailed = null !== $stored && ( new OrderMailer() )->send_item_status( $stored, $item_id );
		return array(
			'order_status' => $order,
			'item_status'  => $status,
			'mailed'       => $mailed,
		);
	}
}
