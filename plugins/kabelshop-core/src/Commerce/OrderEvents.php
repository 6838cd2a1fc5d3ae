<?php
/**
 * Status history of orders and their items.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * One row per status change (issue 4: "status per item with dates", wp-admin "status history"):
 * array{ id: int, order_id: int, order_item_id: int|null (null = the order itself), status: string,
 * note: string, user_id: int, created_at: string (UTC 'Y-m-d H:i:s') }.
 */
final class OrderEvents {

	/** Longest note. */
	public const NOTE_MAX = 250;

	/**
	 * Writes one event (call inside the caller's transaction when it belongs to a larger write).
	 *
	 * @param int      $order_id Order id.
	 * @param int|null $item_id  Order item id, or null for the order.
	 * @param string   $status   New status.
	 * @param string   $note     Note, cut to NOTE_MAX characters.
	 * @param int      $user_id  Who changed it (0 = the system).
	 * @throws \RuntimeException When the insert fails.
	 */
	public function log( int $order_id, ?int $item_id, string $status, string $note, int $user_id ): void {
		global $wpdb;
		$row = array(
			'order_id'   => $order_id,
			'status'     => $status,
			'note'       => mb_substr( $note, 0, self::NOTE_MAX ),
			'user_id'    => $user_id,
			'created_at' => gmdate( 'Y-m-d H:i:s' ),
		);
		if ( null !== $item_id ) {
			$row['order_item_id'] = $item_id;
		}
		if ( false === $wpdb->insert( OrderPackagesTable::events_name(), $row ) ) {
			throw new \RuntimeException( 'Order event insert failed: ' . $wpdb->last_error );
		}
	}

	/**
	 * The order's events, oldest first.
	 *
	 * @param int $order_id Order id.
	 * @return list<array<string, int|string|null>>
	 */
	public function for_order( int $order_id ): array {
		global $wpdb;
		$table = OrderPackagesTable::events_name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE order_id = %d ORDER BY id", $order_id ), ARRAY_A );
		$out  = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$row['id']            = (int) $row['id'];
			$row['order_id']      = (int) $row['order_id'];
			$row['order_item_id'] = null === $row['order_item_id'] ? null : (int) $row['order_item_id'];
			$row['user_id']       = (int) $row['user_id'];
			$out[]                = $row;
		}
		return $out;
	}
}
