<?php
/**
 * Changes payment states and keeps their history.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Setup\Database;

/**
 * The one writer of orders.payment_status (issue 15). transition() locks the order row
 * (SELECT … FOR UPDATE), checks the move against PaymentStatus::TRANSITIONS, updates the state and
 * the columns that go with it and writes one kabelshop_payment_events row, all in one transaction.
 * An event with a dedupe_key already recorded (the same gateway notification twice, the same
 * statement line imported twice) changes nothing: the UNIQUE key refuses it and the call answers
 * false. After the commit it fires
 * do_action( 'kabelshop_payment_changed', array $order, string $from, string $to, array $event )
 * with the fresh order (mails and other reactions hook there, never inside the transaction); a
 * transition inside a caller's transaction (Setup\Database nests it) fires after that outer
 * COMMIT and not at all after its ROLLBACK (Database::after_commit()).
 *
 * Event rows: array{ id: int, order_id: int, from_status: string, to_status: string, source: string
 * (one of SOURCES), amount_cents: int|null, gateway_ref: string, note: string, user_id: int,
 * created_at: string (UTC 'Y-m-d H:i:s') }.
 */
final class PaymentLedger {

	/** Where a payment event came from. */
	public const SOURCES = array( 'checkout', 'buyer', 'gateway_return', 'notification', 'status_check', 'staff', 'statement', 'expiry', 'invoice' );

	/** Order columns a transition may set besides payment_status (OrderTable). */
	public const COLUMNS = array( 'status', 'cancelled_at', 'payment_method', 'payment_due_on', 'payment_expires_at', 'paid_at', 'paid_cents', 'payment_attempt', 'gateway_cart_id', 'gateway_order_id', 'gateway_approval', 'gateway_stan' );

	/**
	 * Moves an order's payment to a new state.
	 *
	 * @param int                  $order_id   Order id.
	 * @param string               $to         New state (PaymentStatus).
	 * @param array<string, mixed> $event      { source: string (SOURCES), user_id?: int (0 = the system or the gateway),
	 *                                         amount_cents?: int|null, gateway_ref?: string, dedupe_key?: string|null
	 *                                         (any string; stored as its SHA-256), note?: string (<= 250 chars),
	 *                                         columns?: array<string, int|string|null> (COLUMNS only) }.
	 * @param bool                 $allow_same Also accept to === the current state (e.g. a new card attempt while
	 *                                         awaiting payment): the columns change and the event is written.
	 * @return bool True when the change was made; false when the order is missing, the state machine
	 *              does not allow the move from the current state, or the dedupe key was seen before.
	 * @throws \InvalidArgumentException For an unknown state, source or column (a programming error).
	 * @throws \RuntimeException         When a write fails (nothing stays written).
	 */
	public function transition( int $order_id, string $to, array $event, bool $allow_same = false ): bool {
		global $wpdb;
		if ( ! in_array( $to, PaymentStatus::ALL, true ) ) {
			throw new \InvalidArgumentException( 'Unknown payment status ' . $to );
		}
		$source = (string) ( $event['source'] ?? '' );
		if ( ! in_array( $source, self::SOURCES, true ) ) {
			throw new \InvalidArgumentException( 'Unknown payment event source ' . $source );
		}
		$columns = (array) ( $event['columns'] ?? array() );
		$unknown = array_diff( array_keys( $columns ), self::COLUMNS );
		if ( $unknown ) {
			throw new \InvalidArgumentException( 'Unknown order columns ' . implode( ', ', $unknown ) );
		}
		$table    = OrderTable::name();
		$suppress = $wpdb->suppress_errors( true );
		try {
			$from = Database::transaction(
				static function () use ( $wpdb, $table, $order_id, $to, $event, $source, $columns, $allow_same ): ?string {
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
					$from = $wpdb->get_var( $wpdb->prepare( "SELECT payment_status FROM {$table} WHERE id = %d FOR UPDATE", $order_id ) );
					if ( null === $from ) {
						return null;
					}
					$from = (string) $from;
					if ( ! PaymentStatus::can( $from, $to ) && ! ( $allow_same && $from === $to ) ) {
						return null;
					}
					$dedupe = isset( $event['dedupe_key'] ) && '' !== (string) $event['dedupe_key'] ? hash( 'sha256', (string) $event['dedupe_key'] ) : null;
					$row    = array(
						'order_id'     => $order_id,
						'from_status'  => $from,
						'to_status'    => $to,
						'source'       => $source,
						'amount_cents' => isset( $event['amount_cents'] ) ? (int) $event['amount_cents'] : null,
						'gateway_ref'  => mb_substr( (string) ( $event['gateway_ref'] ?? '' ), 0, 64 ),
						'dedupe_key'   => $dedupe,
						'note'         => mb_substr( (string) ( $event['note'] ?? '' ), 0, 250 ),
						'user_id'      => (int) ( $event['user_id'] ?? 0 ),
						'created_at'   => gmdate( 'Y-m-d H:i:s' ),
					);
					if ( false === $wpdb->insert( PaymentTables::events(), $row ) ) {
						if ( null !== $dedupe && str_contains( (string) $wpdb->last_error, 'Duplicate' ) ) {
							return null;
						}
						throw new \RuntimeException( 'Payment event insert failed: ' . $wpdb->last_error );
					}
					$update = array(
						'payment_status' => $to,
						'updated_at'     => gmdate( 'Y-m-d H:i:s' ),
					) + $columns;
					if ( false === $wpdb->update( $table, $update, array( 'id' => $order_id ) ) ) {
						throw new \RuntimeException( 'Payment status update failed: ' . $wpdb->last_error );
					}
					return $from;
				}
			);
		} finally {
			$wpdb->suppress_errors( $suppress );
		}
		if ( null === $from ) {
			return false;
		}
		// Inside a caller's transaction (a bank statement import) the action waits for its COMMIT.
		Database::after_commit(
			static function () use ( $order_id, $from, $to, $event ): void {
				$order = ( new OrderRepository() )->find( $order_id );
				if ( null !== $order ) {
					/**
					 * Fires after an order's payment state changed (committed).
					 *
					 * @param array<string, mixed> $order The fresh order (OrderRepository shape).
					 * @param string               $from  Previous state.
					 * @param string               $to    New state.
					 * @param array<string, mixed> $event The event as given to transition().
					 */
					do_action( 'kabelshop_payment_changed', $order, $from, $to, $event );
				}
			}
		);
		return true;
	}

	/**
	 * Writes the first event of a new order (from '' to its initial state) inside the caller's
	 * transaction (OrderRepository::create()).
	 *
	 * @param int    $order_id Order id.
	 * @param string $status   Initial state.
	 * @param int    $user_id  Who placed the order.
	 * @throws \RuntimeException When the insert fails.
	 */
	public function opened( int $order_id, string $status, int $user_id ): void {
		global $wpdb;
		$ok = $wpdb->insert(
			PaymentTables::events(),
			array(
				'order_id'    => $order_id,
				'from_status' => '',
				'to_status'   => $status,
				'source'      => 'checkout',
				'user_id'     => $user_id,
				'created_at'  => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		if ( false === $ok ) {
			throw new \RuntimeException( 'Payment event insert failed: ' . $wpdb->last_error );
		}
	}

	/**
	 * The order's payment events, oldest first.
	 *
	 * @param int $order_id Order id.
	 * @return list<array<string, int|string|null>>
	 */
	public function history( int $order_id ): array {
		global $wpdb;
		$table = PaymentTables::events();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, order_id, from_status, to_status, source, amount_cents, gateway_ref, note, user_id, created_at FROM {$table} WHERE order_id = %d ORDER BY id", $order_id ), ARRAY_A );
		$out  = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$row['id']           = (int) $row['id'];
			$row['order_id']     = (int) $row['order_id'];
			$row['amount_cents'] = null === $row['amount_cents'] ? null : (int) $row['amount_cents'];
			$row['user_id']      = (int) $row['user_id'];
			$out[]               = $row;
		}
		return $out;
	}
}
