<?php
/**
 * Invoice rows (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Commerce\OrderTable;

/**
 * Reads and writes the invoices table; every SQL through $wpdb->prepare.
 * An invoice: array{ id: int, user_id: int, order_id: int|null, number: string, issued_on: string
 * (Y-m-d), control_hash: string, file: string, net_cents: int|null, gross_cents: int|null,
 * due_on: string|null (Y-m-d; NULL for invoices stored before issue 15: Payments\InvoicePayments::due_on()
 * then counts from issued_on), paid_at: string|null (UTC 'Y-m-d H:i:s'; NULL = unpaid), paid_cents: int,
 * created_at: string, order_number?: string|null }.
 */
final class InvoiceRepository {

	/**
	 * Inserts an invoice.
	 *
	 * @param array{user_id: int, order_id: int|null, number: string, issued_on: string, control_hash: string, file: string, net_cents?: int|null, gross_cents?: int|null, due_on?: string|null, paid_at?: string|null, paid_cents?: int} $row Columns.
	 * @return int New id.
	 * @throws \RuntimeException When the insert fails (e.g. duplicate number).
	 */
	public function create( array $row ): int {
		global $wpdb;
		$row['created_at'] = gmdate( 'Y-m-d H:i:s' );
		if ( false === $wpdb->insert( DocumentTables::invoices(), $row ) ) {
			throw new \RuntimeException( 'Invoice insert failed: ' . $wpdb->last_error );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * One invoice by id, or null.
	 *
	 * @param int $id Id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table  = DocumentTables::invoices();
		$orders = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT i.*, o.number AS order_number FROM {$table} i LEFT JOIN {$orders} o ON o.id = i.order_id WHERE i.id = %d", $id ), ARRAY_A );
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * One invoice by its number, or null.
	 *
	 * @param string $number Invoice number.
	 * @return array<string, mixed>|null
	 */
	public function find_by_number( string $number ): ?array {
		global $wpdb;
		$table = DocumentTables::invoices();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE number = %s", $number ), ARRAY_A );
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * A customer's invoices, newest first.
	 *
	 * @param int $user_id  Owner.
	 * @param int $page     1-based page.
	 * @param int $per_page Rows per page.
	 * @return list<array<string, mixed>>
	 */
	public function for_user( int $user_id, int $page, int $per_page ): array {
		global $wpdb;
		$table  = DocumentTables::invoices();
		$orders = OrderTable::name();
		$rows   = $wpdb->get_results(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
			$wpdb->prepare( "SELECT i.*, o.number AS order_number FROM {$table} i LEFT JOIN {$orders} o ON o.id = i.order_id WHERE i.user_id = %d ORDER BY i.issued_on DESC, i.id DESC LIMIT %d OFFSET %d", $user_id, $per_page, ( $page - 1 ) * $per_page ),
			ARRAY_A
		);
		return array_map( array( self::class, 'hydrate' ), (array) $rows );
	}

	/**
	 * Number of a customer's invoices.
	 *
	 * @param int $user_id Owner.
	 */
	public function count_for_user( int $user_id ): int {
		global $wpdb;
		$table = DocumentTables::invoices();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) );
	}

	/**
	 * Latest invoices of all customers (wp-admin list).
	 *
	 * @param int $limit Rows.
	 * @return list<array<string, mixed>>
	 */
	public function latest( int $limit ): array {
		global $wpdb;
		$table  = DocumentTables::invoices();
		$orders = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT i.*, o.number AS order_number FROM {$table} i LEFT JOIN {$orders} o ON o.id = i.order_id ORDER BY i.id DESC LIMIT %d", $limit ), ARRAY_A );
		return array_map( array( self::class, 'hydrate' ), (array) $rows );
	}

	/**
	 * A customer's unpaid invoices (paid_at NULL), oldest first (issue 15: open balance, overdue).
	 *
	 * @param int $user_id Owner.
	 * @return list<array<string, mixed>>
	 */
	public function unpaid_for_user( int $user_id ): array {
		global $wpdb;
		$table  = DocumentTables::invoices();
		$orders = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT i.*, o.number AS order_number FROM {$table} i LEFT JOIN {$orders} o ON o.id = i.order_id WHERE i.user_id = %d AND i.paid_at IS NULL ORDER BY i.issued_on, i.id", $user_id ), ARRAY_A );
		return array_map( array( self::class, 'hydrate' ), (array) $rows );
	}

	/**
	 * Number of an order's invoices that are not paid yet.
	 *
	 * @param int $order_id Order.
	 */
	public function unpaid_count_for_order( int $order_id ): int {
		global $wpdb;
		$table = DocumentTables::invoices();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE order_id = %d AND paid_at IS NULL", $order_id ) );
	}

	/**
	 * Cents paid on an order's invoices.
	 *
	 * @param int $order_id Order.
	 */
	public function paid_cents_for_order( int $order_id ): int {
		global $wpdb;
		$table = DocumentTables::invoices();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE( SUM( paid_cents ), 0 ) FROM {$table} WHERE order_id = %d", $order_id ) );
	}

	/**
	 * Marks one invoice paid in full (paid_cents = its gross, 0 when the amount is unknown), only
	 * when it is unpaid: one UPDATE, so two clicks at once pay it once.
	 *
	 * @param int    $id      Invoice id.
	 * @param string $paid_at UTC 'Y-m-d H:i:s'.
	 * @return bool True when this call marked it; false when it was paid already or is unknown.
	 */
	public function mark_paid( int $id, string $paid_at ): bool {
		global $wpdb;
		$table = DocumentTables::invoices();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET paid_at = %s, paid_cents = COALESCE( gross_cents, 0 ) WHERE id = %d AND paid_at IS NULL", $paid_at, $id ) );
	}

	/**
	 * Marks every unpaid invoice of an order paid in full (the order was paid some other way).
	 *
	 * @param int    $order_id Order.
	 * @param string $paid_at  UTC 'Y-m-d H:i:s'.
	 * @return int Invoices marked.
	 */
	public function mark_order_paid( int $order_id, string $paid_at ): int {
		global $wpdb;
		$table = DocumentTables::invoices();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET paid_at = %s, paid_cents = COALESCE( gross_cents, 0 ) WHERE order_id = %d AND paid_at IS NULL", $paid_at, $order_id ) );
	}

	/**
	 * Product ids of the invoice's order items (the products whose DoPs the invoice lists).
	 *
	 * @param array<string, mixed> $invoice Invoice.
	 * @return list<int>
	 */
	public function product_ids( array $invoice ): array {
		global $wpdb;
		if ( empty( $invoice['order_id'] ) ) {
			return array();
		}
		$items = OrderTable::items_name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT product_id FROM {$items} WHERE order_id = %d AND product_id > 0 ORDER BY product_id", (int) $invoice['order_id'] ) );
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Casts a row.
	 *
	 * @param array<string, mixed> $row Database row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		$row['id']          = (int) $row['id'];
		$row['user_id']     = (int) $row['user_id'];
		$row['order_id']    = null === $row['order_id'] ? null : (int) $row['order_id'];
		$row['net_cents']   = null === $row['net_cents'] ? null : (int) $row['net_cents'];
		$row['gross_cents'] = null === $row['gross_cents'] ? null : (int) $row['gross_cents'];
		$row['due_on']      = isset( $row['due_on'] ) && '' !== (string) $row['due_on'] ? (string) $row['due_on'] : null;
		$row['paid_at']     = isset( $row['paid_at'] ) && '' !== (string) $row['paid_at'] ? (string) $row['paid_at'] : null;
		$row['paid_cents']  = (int) ( $row['paid_cents'] ?? 0 );
		return $row;
	}
}
