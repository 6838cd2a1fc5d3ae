<?php
/**
 * Reads and writes orders.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentReference;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Payments\PaymentTables;
use Kabelshop\Setup\Database;

/**
 * Orders with their items, all SQL through $wpdb->prepare.
 *
 * An order is returned as the orders row (ints cast) plus 'items' (list of item rows, ints cast)
 * and 'delivery_address' decoded (array|null):
 * array{ id: int, number: string, user_id: int, status: string, idempotency_key: string,
 *   request_hash: string (SHA-256 hex of the placing request, '' for older orders), note: string,
 *   delivery_method: string, delivery_address: array|null, payment_method: string, po_number: string,
 *   requested_delivery_date: string|null ('Y-m-d'), site_contact_name: string, site_contact_phone: string,
 *   billing_company: string, billing_oib: string ('' when none; B2BFields), currency: string,
 *   discount_percent: int, subtotal_cents: int, discount_cents: int, net_cents: int, delivery_cents: int,
 *   vat_percent: int, vat_cents: int, gross_cents: int, metal_cents: int (sum of the line surcharges),
 *   metal_terms: array|null (the frozen Metals\SurchargeTerms::to_array(); null before surcharges),
 *   charges: list<LineCharges line>, charges_cents: int, weight_g: int|null (grams; null = unknown),
 *   delivery_pending: bool (the delivery cost follows with the confirmation; delivery_cents is then 0;
 *   orders before issue 27 only), delivery_rule: array{basis, packages, abroad}|null (what priced the
 *   delivery, DeliveryRules::price(); null for orders before issue 27),
 *   payment_status: string (Payments\PaymentStatus), payment_reference: string (HR01, '2026-0001236'),
 *   payment_due_on: string|null ('Y-m-d'), payment_expires_at: string|null (UTC), paid_at: string|null (UTC),
 *   paid_cents: int, payment_attempt: int, gateway_cart_id, gateway_order_id, gateway_approval, gateway_stan: string,
 *   created_at: string (UTC 'Y-m-d H:i:s'),
 *   updated_at: string, cancelled_at: string|null, items: list<array{ id, order_id, line_no, article_code,
 *   product_id, name, size_label, packaging, quantity_m, unit_price_e4 (base price per metre), line_net_e4
 *   (quantity x base price), metal_surcharge_e4 (per metre, signed), line_metal_e4 (quantity x surcharge),
 *   drum_type, status, created_at,
 *   stock_m_at_order: int|null, backorder_m: int, expected_date: string|null ('Y-m-d'),
 *   packages: list<OrderPackages row>, history: list<OrderEvents row> }>, history: list<OrderEvents row> (all events) }
 */
final class OrderRepository {

	/** Result of cancel(). */
	public const CANCELLED = 'cancelled';
	public const NOT_FOUND = 'not_found';
	public const CONFLICT  = 'conflict';

	private const INT_FIELDS = array( 'id', 'user_id', 'discount_percent', 'subtotal_cents', 'discount_cents', 'net_cents', 'delivery_cents', 'vat_percent', 'vat_cents', 'gross_cents', 'order_id', 'line_no', 'product_id', 'quantity_m', 'unit_price_e4', 'line_net_e4', 'stock_m_at_order', 'backorder_m', 'metal_cents', 'charges_cents', 'weight_g', 'metal_surcharge_e4', 'line_metal_e4', 'paid_cents', 'payment_attempt' );

	/**
	 * Writes an order and its items in ONE transaction (all or nothing) and returns the stored order.
	 * The number 'KS-<year>-<id, 6 digits>' is set inside the same transaction.
	 *
	 * Extension point (also used by the tests to force a failure): the filter
	 * 'kabelshop_order_items_before_insert' (list $items, int $order_id) may change the item rows.
	 *
	 * @param array<string, mixed>                 $order Columns of the orders table except id, number, created_at,
	 *                                                    updated_at; delivery_address, metal_terms and charges as arrays
	 *                                                    (stored as JSON), delivery_pending as bool.
	 * @param list<array<string, int|string|null>> $items Item columns except id, order_id, line_no, created_at (line_no is 1..n); null is stored as NULL.
	 * @return array<string, mixed> The stored order (shape in the class docblock).
	 * @throws OrderConflictException When (user_id, idempotency_key) exists already (a concurrent retry).
	 * @throws \RuntimeException      When any write fails; nothing stays written.
	 */
	public function create( array $order, array $items ): array {
		global $wpdb;
		$now                     = gmdate( 'Y-m-d H:i:s' );
		$row                     = $order;
		$row['number']           = 'TMP-' . bin2hex( random_bytes( 16 ) );
		$row['delivery_address'] = null === $order['delivery_address'] ? null : wp_json_encode( $order['delivery_address'], JSON_UNESCAPED_UNICODE );
		foreach ( array( 'metal_terms', 'charges', 'delivery_rule' ) as $json ) {
			if ( array_key_exists( $json, $order ) ) {
				$row[ $json ] = null === $order[ $json ] ? null : wp_json_encode( $order[ $json ], JSON_UNESCAPED_UNICODE );
			}
		}
		if ( array_key_exists( 'delivery_pending', $order ) ) {
			$row['delivery_pending'] = $order['delivery_pending'] ? 1 : 0;
		}
		$row['created_at'] = $now;
		$row['updated_at'] = $now;
		$suppress          = $wpdb->suppress_errors( true );
		try {
			$order_id = Database::transaction(
				static function () use ( $wpdb, $row, $items, $now ): int {
					if ( false === $wpdb->insert( OrderTable::name(), $row ) ) {
						$duplicate = str_contains( (string) $wpdb->last_error, 'Duplicate' ) && str_contains( (string) $wpdb->last_error, 'user_key' );
						throw $duplicate ? new OrderConflictException( 'Idempotency key already used.' ) : new \RuntimeException( 'Order insert failed: ' . $wpdb->last_error );
					}
					$order_id = (int) $wpdb->insert_id;
					$number   = sprintf( 'KS-%s-%06d', gmdate( 'Y' ), $order_id );
					$numbers  = array(
						'number'            => $number,
						'payment_reference' => PaymentReference::for_order_number( $number ),
					);
					if ( false === $wpdb->update( OrderTable::name(), $numbers, array( 'id' => $order_id ), array( '%s', '%s' ), array( '%d' ) ) ) {
						throw new \RuntimeException( 'Order number update failed: ' . $wpdb->last_error );
					}
					( new PaymentLedger() )->opened( $order_id, (string) ( $row['payment_status'] ?? PaymentStatus::AWAITING ), (int) $row['user_id'] );
					$rows = array();
					foreach ( array_values( $items ) as $index => $item ) {
						$rows[] = array_merge(
							$item,
							array(
								'order_id'   => $order_id,
								'line_no'    => $index + 1,
								'created_at' => $now,
							)
						);
					}
					/**
					 * Filters the item rows just before they are inserted.
					 *
					 * @param list<array<string, int|string|null>> $rows Item rows.
					 * @param int                             $order_id The new order's id.
					 */
					$rows = (array) apply_filters( 'kabelshop_order_items_before_insert', $rows, $order_id );
					foreach ( $rows as $item_row ) {
						if ( false === $wpdb->insert( OrderTable::items_name(), $item_row ) ) {
							throw new \RuntimeException( 'Order item insert failed: ' . $wpdb->last_error );
						}
					}
					return $order_id;
				}
			);
		} finally {
			$wpdb->suppress_errors( $suppress );
		}
		$table = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$stored = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $order_id ), ARRAY_A );
		if ( ! is_array( $stored ) ) {
			throw new \RuntimeException( 'Order ' . $order_id . ' not found after its insert: ' . $wpdb->last_error );
		}
		// A new order has no packages and no status events yet: not read (issue 16).
		return $this->hydrate( $stored, false );
	}

	/**
	 * Reads now what $wpdb checks an insert against (its column definitions: one SHOW FULL COLUMNS
	 * per table and request, about 0.3-0.5 ms each) for the tables create() writes, so that the
	 * order's transaction, and the customer's credit lock around it (Payments\CreditAccount::guard()),
	 * need not wait for them (issue 16). Optional: create() works without it.
	 */
	public function prepare_create(): void {
		global $wpdb;
		foreach ( array( OrderTable::name(), OrderTable::items_name(), PaymentTables::events() ) as $table ) {
			$wpdb->get_col_charset( $table, 'id' );
		}
	}

	/**
	 * An order with its items, or null.
	 *
	 * @param int $id Order id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return $row ? $this->hydrate( $row ) : null;
	}

	/**
	 * The user's order stored under an idempotency key, or null. Keys match byte for byte (the column
	 * is ascii_bin): 'key-abc' does not find the order of 'key-ABC'.
	 *
	 * @param int    $user_id User id.
	 * @param string $key     Idempotency key.
	 * @return array<string, mixed>|null
	 */
	public function find_by_key( int $user_id, string $key ): ?array {
		global $wpdb;
		$table = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d AND idempotency_key = %s", $user_id, $key ), ARRAY_A );
		return $row ? $this->hydrate( $row ) : null;
	}

	/**
	 * Number of orders a user has (any status).
	 *
	 * @param int $user_id User id.
	 */
	public function count_for_user( int $user_id ): int {
		global $wpdb;
		$table = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d", $user_id ) );
	}

	/**
	 * The user's latest orders without their items, newest first (account area's order list).
	 *
	 * @param int $user_id User id.
	 * @param int $limit   Most rows, 1-100.
	 * @return list<array<string, mixed>> Order rows (integer columns cast).
	 */
	public function latest_for_user( int $user_id, int $limit = 20 ): array {
		global $wpdb;
		$table = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d ORDER BY created_at DESC, id DESC LIMIT %d", $user_id, max( 1, min( 100, $limit ) ) ), ARRAY_A );
		return array_map( array( $this, 'cast' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * One page of the user's orders without items, newest first (GET kabelshop/v1/orders).
	 *
	 * @param int $user_id  User id.
	 * @param int $page     Page, from 1.
	 * @param int $per_page Rows per page, 1-100.
	 * @return list<array<string, mixed>> Order rows (integer columns cast, address still JSON).
	 */
	public function page_for_user( int $user_id, int $page, int $per_page ): array {
		global $wpdb;
		$table    = OrderTable::name();
		$per_page = max( 1, min( 100, $per_page ) );
		$offset   = ( max( 1, $page ) - 1 ) * $per_page;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d", $user_id, $per_page, $offset ), ARRAY_A );
		return array_map( array( $this, 'cast' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * Orders for staff (wp-admin list and CSV export), newest first, with the customer's e-mail
	 * and display name. Filters (all optional): status (OrderStatus::ALL), customer (user id, or
	 * text matched against e-mail, login and display name), from / to (Y-m-d, Europe/Zagreb days,
	 * both inclusive).
	 *
	 * @param array{status?: string, customer?: string, from?: string, to?: string} $filters Filters.
	 * @param int                                                                   $limit   Most rows (0 = all).
	 * @param int                                                                   $offset  Rows to skip.
	 * @return array{rows: list<array<string, mixed>>, total: int}
	 */
	public function search( array $filters, int $limit, int $offset = 0 ): array {
		global $wpdb;
		$table = OrderTable::name();
		$where = array( '1=1' );
		$args  = array();
		if ( isset( $filters['status'] ) && in_array( $filters['status'], OrderStatus::ALL, true ) ) {
			$where[] = 'o.status = %s';
			$args[]  = $filters['status'];
		}
		$customer = trim( (string) ( $filters['customer'] ?? '' ) );
		if ( '' !== $customer ) {
			if ( ctype_digit( $customer ) ) {
				$where[] = 'o.user_id = %d';
				$args[]  = (int) $customer;
			} else {
				$like    = '%' . $wpdb->esc_like( $customer ) . '%';
				$where[] = '(u.user_email LIKE %s OR u.user_login LIKE %s OR u.display_name LIKE %s)';
				array_push( $args, $like, $like, $like );
			}
		}
		foreach ( array(
			'from' => '>=',
			'to'   => '<',
		) as $key => $op ) {
			$day = (string) ( $filters[ $key ] ?? '' );
			$at  = \DateTimeImmutable::createFromFormat( '!Y-m-d', $day, wp_timezone() );
			if ( $at && $at->format( 'Y-m-d' ) === $day ) {
				$at      = 'to' === $key ? $at->modify( '+1 day' ) : $at;
				$where[] = "o.created_at {$op} %s";
				$args[]  = $at->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
			}
		}
		$from  = "{$table} o LEFT JOIN {$wpdb->users} u ON u.ID = o.user_id WHERE " . implode( ' AND ', $where );
		$count = "SELECT COUNT(*) FROM {$from}";
		$sql   = "SELECT o.*, u.user_email AS customer_email, u.display_name AS customer_name FROM {$from} ORDER BY o.created_at DESC, o.id DESC";
		if ( $limit > 0 ) {
			$sql   .= ' LIMIT %d OFFSET %d';
			$rows_a = array_merge( $args, array( $limit, max( 0, $offset ) ) );
		} else {
			$rows_a = $args;
		}
		// phpcs:disable WordPress.DB.PreparedSQL -- table names from code, values through prepare.
		$total = (int) ( $args ? $wpdb->get_var( $wpdb->prepare( $count, $args ) ) : $wpdb->get_var( $count ) );
		$rows  = $rows_a ? $wpdb->get_results( $wpdb->prepare( $sql, $rows_a ), ARRAY_A ) : $wpdb->get_results( $sql, ARRAY_A );
		// phpcs:enable
		// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
		return array(
			'rows'  => array_map( array( $this, 'cast' ), is_array( $rows ) ? $rows : array() ),
			'total' => $total,
		);
	}

	/**
	 * Cancels the user's order if it is still 'received' and staff have not started any item (every
	 * item still 'ordered'; one atomic UPDATE, so two clicks cannot both succeed).
	 *
	 * @param int $id      Order id.
	 * @param int $user_id Owner's user id.
	 * @return string self::CANCELLED | self::NOT_FOUND (missing or not the user's) | self::CONFLICT (not 'received').
	 */
	public function cancel( int $id, int $user_id ): string {
		global $wpdb;
		$table = OrderTable::name();
		$items = OrderTable::items_name();
		$now   = gmdate( 'Y-m-d H:i:s' );
		$done  = $wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
				"UPDATE {$table} SET status = %s, cancelled_at = %s, updated_at = %s WHERE id = %d AND user_id = %d AND status = %s AND NOT EXISTS ( SELECT 1 FROM {$items} i WHERE i.order_id = {$table}.id AND i.status <> %s )",
				OrderStatus::CANCELLED,
				$now,
				$now,
				$id,
				$user_id,
				OrderStatus::RECEIVED,
				OrderItemStatus::ORDERED
			)
		);
		if ( 1 === $done ) {
			( new OrderEvents() )->log( $id, null, OrderStatus::CANCELLED, '', $user_id );
			return self::CANCELLED;
		}
		$order = $this->find( $id );
		return ( null === $order || $order['user_id'] !== $user_id ) ? self::NOT_FOUND : self::CONFLICT;
	}

	/**
	 * Casts a row, decodes the address and loads the items.
	 *
	 * @param array<string, string|null> $row         Orders row.
	 * @param bool                       $with_events Read the items' packages and the status events (false only for
	 *                                                an order just inserted, which has none: both are then empty).
	 * @return array<string, mixed>
	 */
	private function hydrate( array $row, bool $with_events = true ): array {
		global $wpdb;
		$order                     = $this->cast( $row );
		$address                   = null === $row['delivery_address'] ? null : json_decode( (string) $row['delivery_address'], true );
		$order['delivery_address'] = is_array( $address ) ? $address : null;
		$terms                     = null === ( $row['metal_terms'] ?? null ) ? null : json_decode( (string) $row['metal_terms'], true );
		$order['metal_terms']      = is_array( $terms ) ? $terms : null;
		$charges                   = null === ( $row['charges'] ?? null ) ? null : json_decode( (string) $row['charges'], true );
		$order['charges']          = is_array( $charges ) ? array_values( array_filter( $charges, 'is_array' ) ) : array();
		$order['delivery_pending'] = ! empty( $row['delivery_pending'] );
		$rule                      = null === ( $row['delivery_rule'] ?? null ) ? null : json_decode( (string) $row['delivery_rule'], true );
		$order['delivery_rule']    = is_array( $rule ) ? $rule : null;
		$items_table               = OrderTable::items_name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$items          = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$items_table} WHERE order_id = %d ORDER BY line_no", $order['id'] ), ARRAY_A );
		$order['items'] = array_map( array( $this, 'cast' ), is_array( $items ) ? $items : array() );
		$packages       = $with_events ? ( new OrderPackages() )->for_order( $order['id'] ) : array();
		$events         = $with_events ? ( new OrderEvents() )->for_order( $order['id'] ) : array();
		foreach ( $order['items'] as &$item ) {
			$item['packages'] = $packages[ $item['id'] ] ?? array();
			$item['history']  = array_values( array_filter( $events, static fn( array $e ): bool => $e['order_item_id'] === $item['id'] ) );
		}
		unset( $item );
		$order['history'] = $events;
		return $order;
	}

	/**
	 * Casts integer columns.
	 *
	 * @param array<string, string|null> $row A row.
	 * @return array<string, mixed>
	 */
	private function cast( array $row ): array {
		foreach ( self::INT_FIELDS as $field ) {
			if ( array_key_exists( $field, $row ) && null !== $row[ $field ] ) {
				$row[ $field ] = (int) $row[ $field ];
			}
		}
		return $row;
	}
}
