<?php
/**
 * The approved card transactions of each order, as the gateway confirmed them.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Payments\Gateway\GatewayResult;

/**
 * Issue 26 (docs/payments-card.md, "What the shop trusts"): {prefix}kabelshop_card_transactions
 * (PaymentTables). CardPayments writes a row for every transaction the gateway's statusCheck
 * confirmed for an attempt of an order (approved, or later voided / refunded), inside the
 * transaction that also moves the payment (PaymentLedger). gateway_order_id (WsPayOrderId) is
 * UNIQUE, so one gateway transaction belongs to one attempt of one order.
 *
 * Row shape: array{ id: int, order_id: int, attempt: int, cart_id: string, gateway_order_id: string,
 * approval_code: string, stan: string, amount_cents: int, state: string (GatewayResult::STATE_*
 * but declined), refunded_cents: int, created_at: string, updated_at: string (UTC 'Y-m-d H:i:s') }.
 *
 * The money the gateway holds for an order (held_cents()) is, over its rows, amount - refunded of
 * authorised, completed and (partly) refunded ones; voided ones hold nothing. An order is overpaid
 * (overpaid_cents() > 0, "paid twice" for staff and buyer) when that is more than what the order
 * expects: its gross amount while its payment is paid, nothing otherwise (awaiting, cancelled,
 * refunded). PaymentStatus has no state for it: it is read from this table.
 */
final class CardTransactions {

	/** Columns read. */
	private const SELECT = 'id, order_id, attempt, cart_id, gateway_order_id, approval_code, stan, amount_cents, state, refunded_cents, created_at, updated_at';

	/**
	 * The order's transactions, oldest first.
	 *
	 * @param int $order_id Order id.
	 * @return list<array<string, int|string>>
	 */
	public function for_order( int $order_id ): array {
		global $wpdb;
		$table = PaymentTables::card_transactions();
		$cols  = self::SELECT;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and columns from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT {$cols} FROM {$table} WHERE order_id = %d ORDER BY id", $order_id ), ARRAY_A );
		return array_map( array( self::class, 'typed' ), is_array( $rows ) ? array_values( $rows ) : array() );
	}

	/**
	 * One transaction by its row id, or null.
	 *
	 * @param int $id Row id.
	 * @return array<string, int|string>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = PaymentTables::card_transactions();
		$cols  = self::SELECT;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and columns from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT {$cols} FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? self::typed( $row ) : null;
	}

	/**
	 * The transaction with this WsPayOrderId, locked FOR UPDATE (call inside Setup\Database::transaction()).
	 *
	 * @param string $gateway_order_id WsPayOrderId.
	 * @return array<string, int|string>|null
	 */
	public function lock( string $gateway_order_id ): ?array {
		global $wpdb;
		$table = PaymentTables::card_transactions();
		$cols  = self::SELECT;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and columns from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT {$cols} FROM {$table} WHERE gateway_order_id = %s FOR UPDATE", $gateway_order_id ), ARRAY_A );
		return is_array( $row ) ? self::typed( $row ) : null;
	}

	/**
	 * Whether any transaction was recorded for this attempt (ShoppingCartID).
	 *
	 * @param string $cart_id ShoppingCartID.
	 */
	public function has_cart( string $cart_id ): bool {
		global $wpdb;
		$table = PaymentTables::card_transactions();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE cart_id = %s", $cart_id ) ) > 0;
	}

	/**
	 * Records a confirmed transaction (call inside a transaction; the UNIQUE key refuses a second row).
	 *
	 * @param int           $order_id  Order id.
	 * @param int           $attempt   Attempt number (from the cart id).
	 * @param GatewayResult $confirmed The gateway's statusCheck answer (confirmed).
	 * @param int           $refunded  Refunded cents.
	 * @return int The new row's id.
	 * @throws \RuntimeException When the insert fails (a duplicate WsPayOrderId included).
	 */
	public function insert( int $order_id, int $attempt, GatewayResult $confirmed, int $refunded = 0 ): int {
		global $wpdb;
		$now = gmdate( 'Y-m-d H:i:s' );
		$ok  = $wpdb->insert(
			PaymentTables::card_transactions(),
			array(
				'order_id'         => $order_id,
				'attempt'          => $attempt,
				'cart_id'          => mb_substr( $confirmed->cart_id, 0, 64 ),
				'gateway_order_id' => mb_substr( $confirmed->gateway_order_id, 0, 64 ),
				'approval_code'    => mb_substr( $confirmed->approval_code, 0, 16 ),
				'stan'             => mb_substr( $confirmed->stan, 0, 16 ),
				'amount_cents'     => (int) $confirmed->amount_cents,
				'state'            => $confirmed->state,
				'refunded_cents'   => $refunded,
				'created_at'       => $now,
				'updated_at'       => $now,
			)
		);
		if ( false === $ok ) {
			throw new \RuntimeException( 'Card transaction insert failed: ' . $wpdb->last_error );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * Sets a transaction's state (call inside a transaction).
	 *
	 * @param int    $id       Row id.
	 * @param string $state    GatewayResult::STATE_*.
	 * @param int    $refunded Refunded cents.
	 * @throws \RuntimeException When the update fails.
	 */
	public function set_state( int $id, string $state, int $refunded ): void {
		global $wpdb;
		$ok = $wpdb->update(
			PaymentTables::card_transactions(),
			array(
				'state'          => $state,
				'refunded_cents' => $refunded,
				'updated_at'     => gmdate( 'Y-m-d H:i:s' ),
			),
			array( 'id' => $id )
		);
		if ( false === $ok ) {
			throw new \RuntimeException( 'Card transaction update failed: ' . $wpdb->last_error );
		}
	}

	/**
	 * What the gateway holds of one transaction, cents.
	 *
	 * @param array<string, int|string> $row Transaction row.
	 */
	public static function held( array $row ): int {
		if ( GatewayResult::STATE_VOIDED === $row['state'] ) {
			return 0;
		}
		return max( 0, (int) $row['amount_cents'] - (int) $row['refunded_cents'] );
	}

	/**
	 * What the gateway holds for the order, cents (see the class comment).
	 *
	 * @param list<array<string, int|string>> $rows The order's transactions.
	 */
	public static function held_cents( array $rows ): int {
		return array_sum( array_map( array( self::class, 'held' ), $rows ) );
	}

	/**
	 * How much more the card gateway holds than the order expects, cents (0: not overpaid).
	 *
	 * @param array<string, mixed>                 $order Stored order.
	 * @param list<array<string, int|string>>|null $rows  Its transactions (read when null).
	 */
	public function overpaid_cents( array $order, ?array $rows = null ): int {
		$rows     = $rows ?? $this->for_order( (int) $order['id'] );
		$expected = PaymentStatus::PAID === ( $order['payment_status'] ?? '' ) ? (int) $order['gross_cents'] : 0;
		return max( 0, self::held_cents( $rows ) - $expected );
	}

	/**
	 * The transactions staff may refund with one action: those holding money that are not the
	 * order's payment (its gateway_order_id while paid).
	 *
	 * @param array<string, mixed>            $order Stored order.
	 * @param list<array<string, int|string>> $rows  Its transactions.
	 * @return list<array<string, int|string>>
	 */
	public static function extra( array $order, array $rows ): array {
		$main = PaymentStatus::PAID === ( $order['payment_status'] ?? '' ) ? (string) ( $order['gateway_order_id'] ?? '' ) : '';
		return array_values( array_filter( $rows, static fn( array $row ): bool => $row['gateway_order_id'] !== $main && self::held( $row ) > 0 ) );
	}

	/**
	 * Order ids among $ids that are overpaid (one query; for the orders list).
	 *
	 * @param list<int> $ids Order ids.
	 * @return array<int, int> Order id => overpaid cents.
	 */
	public function overpaid_among( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$table  = PaymentTables::card_transactions();
		$orders = \Kabelshop\Commerce\OrderTable::name();
		$marks  = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$rows   = $wpdb->get_results(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table names from code; one %d per id.
				"SELECT t.order_id, SUM(IF(t.state = 'voided', 0, GREATEST(0, t.amount_cents - t.refunded_cents))) AS held, o.gross_cents, o.payment_status FROM {$table} t JOIN {$orders} o ON o.id = t.order_id WHERE t.order_id IN ({$marks}) GROUP BY t.order_id, o.gross_cents, o.payment_status",
				...$ids
			),
			ARRAY_A
		);
		$out = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$over = (int) $row['held'] - ( PaymentStatus::PAID === $row['payment_status'] ? (int) $row['gross_cents'] : 0 );
			if ( $over > 0 ) {
				$out[ (int) $row['order_id'] ] = $over;
			}
		}
		return $out;
	}

	/**
	 * A row with its integer columns as integers.
	 *
	 * @param array<string, mixed> $row Raw row.
	 * @return array<string, int|string>
	 */
	private static function typed( array $row ): array {
		$out = array();
		foreach ( $row as $key => $value ) {
			$out[ (string) $key ] = in_array( $key, array( 'id', 'order_id', 'attempt', 'amount_cents', 'refunded_cents' ), true ) ? (int) $value : (string) $value;
		}
		return $out;
	}
}
