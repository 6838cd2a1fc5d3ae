<?php
/**
 * Changes payment states and keeps their history.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

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
 * created_at: string (UTC 'Y-m-d H:i:s') }. Money of a bank transfer or contract-terms order
 * (issue 26) goes through record_money(): amount_cents > 0 received, < 0 sent back by staff, and the
 * state follows the received total (PaymentStatus::after_money()).
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
	 * Records money received or sent back on an order and moves its payment state by the amount
	 * (issue 26, docs/payments.md "Payment states"): in one transaction the order row is locked
	 * (SELECT … FOR UPDATE), the new received total is computed from the LOCKED paid_cents (so two
	 * staff members marking at once both count), PaymentStatus::after_money() decides the state,
	 * one event is written (amount_cents signed: + received, − sent back) and the order updated:
	 * paid_cents = money received net of refunds; paid_at = the day of the receipt (a refund keeps
	 * it). kabelshop_payment_changed fires after the commit as for transition(), also when the state
	 * stays (from === to); its $event carries kind, amount_cents (signed) and paid_before_cents.
	 *
	 * @param int                  $order_id Order id.
	 * @param string               $kind     'receipt' (money in) | 'refund' (money sent back by staff) |
	 *                                       'settle' (every invoice of a contract order paid: paid, and
	 *                                       paid_cents at least $cents).
	 * @param int                  $cents    Amount, cents, > 0 (a settlement may be 0: invoices without an amount).
	 * @param array<string, mixed> $event    { source: string (SOURCES), user_id?: int, note?: string, gateway_ref?: string,
	 *                                       dedupe_key?: string|null, at?: string (UTC 'Y-m-d H:i:s' of the money, default now) }.
	 * @return array{from: string, to: string, paid_cents: int, gross_cents: int}|null The move made; null when the order
	 *         is missing, the state or amount does not allow it (a receipt on a paid order, a refund of more than is
	 *         held) or the dedupe key was seen before: nothing written.
	 * @throws \InvalidArgumentException For an unknown kind or source, or a bad amount (a programming error).
	 * @throws \RuntimeException         When a write fails (nothing stays written).
	 */
	public function record_money( int $order_id, string $kind, int $cents, array $event ): ?array {
		global $wpdb;
		if ( ! in_array( $kind, array( 'receipt', 'refund', 'settle' ), true ) || $cents < 0 || ( 0 === $cents && 'settle' !== $kind ) ) {
			throw new \InvalidArgumentException( 'Bad money event ' . $kind . ' ' . $cents );
		}
		$source = (string) ( $event['source'] ?? '' );
		if ( ! in_array( $source, self::SOURCES, true ) ) {
			throw new \InvalidArgumentException( 'Unknown payment event source ' . $source );
		}
		$table    = OrderTable::name();
		$suppress = $wpdb->suppress_errors( true );
		try {
			$move = Database::transaction(
				static function () use ( $wpdb, $table, $order_id, $kind, $cents, $event, $source ): ?array {
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
					$row = $wpdb->get_row( $wpdb->prepare( "SELECT payment_status, gross_cents, paid_cents FROM {$table} WHERE id = %d FOR UPDATE", $order_id ), ARRAY_A );
					if ( ! is_array( $row ) ) {
						return null;
					}
					$from  = (string) $row['payment_status'];
					$paid  = (int) $row['paid_cents'];
					$gross = (int) $row['gross_cents'];
					if ( 'settle' === $kind ) {
						$to     = in_array( $from, array( PaymentStatus::AWAITING, PaymentStatus::PART_PAID ), true ) ? PaymentStatus::PAID : null;
						$after  = max( $paid, $cents );
						$signed = $cents;
					} else {
						$signed = 'refund' === $kind ? -$cents : $cents;
						$to     = PaymentStatus::after_money( $from, $paid, $signed, $gross );
						$after  = $paid + $signed;
					}
					if ( null === $to ) {
						return null;
					}
					$at     = (string) ( $event['at'] ?? '' );
					$at     = '' !== $at ? $at : gmdate( 'Y-m-d H:i:s' );
					$dedupe = isset( $event['dedupe_key'] ) && '' !== (string) $event['dedupe_key'] ? hash( 'sha256', (string) $event['dedupe_key'] ) : null;
					$insert = array(
						'order_id'     => $order_id,
						'from_status'  => $from,
						'to_status'    => $to,
						'source'       => $source,
						'amount_cents' => $signed,
						'gateway_ref'  => mb_substr( (string) ( $event['gateway_ref'] ?? '' ), 0, 64 ),
						'dedupe_key'   => $dedupe,
						'note'         => mb_substr( (string) ( $event['note'] ?? '' ), 0, 250 ),
						'user_id'      => (int) ( $event['user_id'] ?? 0 ),
						'created_at'   => gmdate( 'Y-m-d H:i:s' ),
					);
					if ( false === $wpdb->insert( PaymentTables::events(), $insert ) ) {
						if ( null !== $dedupe && str_contains( (string) $wpdb->last_error, 'Duplicate' ) ) {
							return null;
						}
						throw new \RuntimeException( 'Payment event insert failed: ' . $wpdb->last_error );
					}
					$update = array(
						'payment_status' => $to,
						'paid_cents'     => $after,
						'updated_at'     => gmdate( 'Y-m-d H:i:s' ),
					);
					if ( 'refund' !== $kind ) {
						$update['paid_at'] = $at;
					}
					if ( false === $wpdb->update( $table, $update, array( 'id' => $order_id ) ) ) {
						throw new \RuntimeException( 'Payment status update failed: ' . $wpdb->last_error );
					}
					return array(
						'from'        => $from,
						'to'          => $to,
						'paid_cents'  => $after,
						'gross_cents' => $gross,
						'before'      => $paid,
						'signed'      => $signed,
					);
				}
			);
		} finally {
			$wpdb->suppress_errors( $suppress );
		}
		if ( null === $move ) {
			return null;
		}
		$fired = $event + array(
			'kind'              => $kind,
			'amount_cents'      => $move['signed'],
			'paid_before_cents' => $move['before'],
		);
		$from  = $move['from'];
		$to    = $move['to'];
		Database::after_commit(
			static function () use ( $order_id, $from, $to, $fired ): void {
				$order = ( new OrderRepository() )->find( $order_id );
				if ( null !== $order ) {
					/** This action is documented in PaymentLedger::transition(). */
					do_action( 'kabelshop_payment_changed', $order, $from, $to, $fired );
				}
			}
		);
		return array(
			'from'        => $from,
			'to'          => $to,
			'paid_cents'  => $move['paid_cents'],
			'gross_cents' => $move['gross_cents'],
		);
	}

	/**
	 * Cents sent back to the buyer by staff-recorded refunds (events with a negative amount).
	 *
	 * @param int $order_id Order id.
	 */
	public function refunded_cents( int $order_id ): int {
		global $wpdb;
		$table = PaymentTables::events();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE( -SUM( amount_cents ), 0 ) FROM {$table} WHERE order_id = %d AND amount_cents < 0", $order_id ) );
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
