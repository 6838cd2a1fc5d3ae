<?php
/**
 * The customer's drum account.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce\Drums;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Commerce\LeadTime;
use Kabelshop\Commerce\LineCharges;
use Kabelshop\Commerce\OrderItemStatus;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Commerce\OrderTable;

/**
 * Returnable drums a customer holds (Faber's drum account, issue 14), all SQL through
 * $wpdb->prepare on DrumAccountTable:
 * - record_order(): on 'kabelshop_order_placing' (Commerce\Checkout, inside the new order's
 *   transaction: the order and its drums are written all or nothing) one row per drum of the
 *   order's deposit lines (charges of kind drum_deposit: quantity drums at unit_cents each), status
 *   held, since the order's day, in one statement; recording the same order again writes nothing new;
 * - the buyer asks for an empty drum to be collected (request_collect(): held -> collect_requested,
 *   with an optional note and pickup address; staff get a mail, DrumMailer), only once the drum
 *   has reached the buyer (delivered: its order line, or the whole order, is shipped or delivered;
 *   issue 26: before, a drum of an order still in the warehouse could be "collected");
 * - staff mark it returned (mark_returned(): held or collect_requested -> returned, returned_on
 *   today, the deposit credited; the buyer gets a mail in their language).
 * Drums of a cancelled order are not listed and cannot be collected (the drum never left).
 *
 * A row: array{ id: int, user_id: int, order_id: int, order_number: string, line_index: int,
 * drum_no: int, article_code: string, drum_type: string, deposit_cents: int, since: string (Y-m-d),
 * status: string, collect_requested_at: string|null (UTC), collect_note: string,
 * pickup_address: array<string, int|string>|null, returned_on: string|null (Y-m-d),
 * credited_cents: int, returned_by: int, created_at: string, updated_at: string, delivered: bool
 * (the drum's order line, or the order, is shipped or delivered: the drum left the shop for the
 * buyer) }; staff_list() adds customer_email, customer_name and company.
 */
final class DrumAccount {

	public const HELD              = 'held';
	public const COLLECT_REQUESTED = 'collect_requested';
	public const RETURNED          = 'returned';
	public const STATUSES          = array( self::HELD, self::COLLECT_REQUESTED, self::RETURNED );

	/** Results of request_collect(). */
	public const REQUESTED     = 'requested';
	public const NOT_FOUND     = 'not_found';
	public const CONFLICT      = 'conflict';
	public const NOT_DELIVERED = 'not_delivered';

	/** Longest collect note (as the checkout note). */
	public const NOTE_MAX = 250;

	private const INT_FIELDS = array( 'id', 'user_id', 'order_id', 'line_index', 'drum_no', 'deposit_cents', 'credited_cents', 'returned_by' );

	/**
	 * Translated status.
	 *
	 * @param string $status    One of STATUSES.
	 * @param bool   $delivered Whether the drum reached the buyer (row 'delivered'); a held drum
	 *                          that did not is "Not delivered yet", not "Held".
	 */
	public static function status_label( string $status, bool $delivered = true ): string {
		if ( self::HELD === $status && ! $delivered ) {
			return __( 'Not delivered yet', 'kabelshop-core' );
		}
		switch ( $status ) {
			case self::COLLECT_REQUESTED:
				return __( 'Collection requested', 'kabelshop-core' );
			case self::RETURNED:
				return __( 'Returned, deposit credited', 'kabelshop-core' );
		}
		return __( 'Held', 'kabelshop-core' );
	}

	/**
	 * Records the returnable drums of a new order (action 'kabelshop_order_placing', inside the
	 * order's transaction).
	 *
	 * @param array<string, mixed> $order Stored order (OrderRepository shape; charges as JSON text or list).
	 * @return int Rows written (0 for an order without deposits, or recorded before).
	 * @throws \RuntimeException When an insert fails for another reason than a duplicate.
	 */
	public function record_order( array $order ): int {
		global $wpdb;
		$order_id = (int) ( $order['id'] ?? 0 );
		if ( $order_id <= 0 || OrderStatus::CANCELLED === ( $order['status'] ?? '' ) ) {
			return 0;
		}
		$since = self::zagreb_day( (string) ( $order['created_at'] ?? '' ) );
		$now   = gmdate( 'Y-m-d H:i:s' );
		$table = DrumAccountTable::name();
		$rows  = array();
		foreach ( self::charges_of( $order ) as $charge ) {
			if ( LineCharges::DRUM_DEPOSIT !== $charge['kind'] || '' === $charge['drum_type'] ) {
				continue;
			}
			$drums = min( 999, $charge['quantity'] );
			for ( $drum = 1; $drum <= $drums; $drum++ ) {
				$rows[] = $wpdb->prepare(
					'(%d, %d, %s, %d, %d, %s, %s, %d, %s, %s, %s, %s)',
					(int) $order['user_id'],
					$order_id,
					(string) $order['number'],
					$charge['line_index'],
					$drum,
					$charge['article_code'],
					$charge['drum_type'],
					$charge['unit_cents'],
					$since,
					self::HELD,
					$now,
					$now
				);
			}
		}
		// All drums of the order in as few statements as possible (issue 16: one per drum was one
		// commit per drum after the order's); INSERT IGNORE skips the drums recorded before.
		$count = 0;
		foreach ( array_chunk( $rows, 200 ) as $chunk ) {
			// phpcs:ignore WordPress.DB.PreparedSQL -- table name from code; every row went through prepare above.
			$done = $wpdb->query( "INSERT IGNORE INTO {$table} (user_id, order_id, order_number, line_index, drum_no, article_code, drum_type, deposit_cents, since, status, created_at, updated_at) VALUES " . implode( ', ', $chunk ) );
			if ( false === $done ) {
				throw new \RuntimeException( 'Drum account insert failed: ' . $wpdb->last_error );
			}
			$count += (int) $done;
		}
		return $count;
	}

	/**
	 * The order's charge lines: its stored charges (OrderRepository decodes orders.charges into a
	 * list; JSON text is read too), or, for an order array without the key at all, the charges its
	 * items give today (LineCharges::for_lines() over the current articles).
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return list<array{kind: string, line_index: int, article_code: string, drum_type: string, quantity: int, unit_cents: int}>
	 */
	public static function charges_of( array $order ): array {
		$charges = $order['charges'] ?? null;
		if ( is_string( $charges ) ) {
			$charges = json_decode( $charges, true );
		}
		if ( ! is_array( $charges ) ) {
			$items    = is_array( $order['items'] ?? null ) ? $order['items'] : array();
			$codes    = array_map( static fn( $item ): string => (string) ( $item['article_code'] ?? '' ), $items );
			$articles = ( new ArticleRepository() )->find_by_codes( $codes );
			$lines    = array();
			foreach ( $items as $item ) {
				$article = $articles[ (string) ( $item['article_code'] ?? '' ) ] ?? null;
				if ( null !== $article ) {
					$lines[] = array(
						'index'      => max( 0, (int) ( $item['line_no'] ?? 1 ) - 1 ),
						'quantity_m' => (int) ( $item['quantity_m'] ?? 0 ),
						'article'    => $article,
					);
				}
			}
			$charges = LineCharges::for_lines( $lines );
		}
		$out = array();
		foreach ( $charges as $charge ) {
			if ( ! is_array( $charge ) ) {
				continue;
			}
			$out[] = array(
				'kind'         => (string) ( $charge['kind'] ?? '' ),
				'line_index'   => (int) ( $charge['line_index'] ?? 0 ),
				'article_code' => (string) ( $charge['article_code'] ?? '' ),
				'drum_type'    => (string) ( $charge['drum_type'] ?? '' ),
				'quantity'     => max( 0, (int) ( $charge['quantity'] ?? 0 ) ),
				'unit_cents'   => max( 0, (int) ( $charge['unit_cents'] ?? 0 ) ),
			);
		}
		return $out;
	}

	/**
	 * The customer's drums (not those of cancelled orders): open ones first (collection requested,
	 * then held), then returned; newest first within each.
	 *
	 * @param int $user_id User id.
	 * @return list<array<string, mixed>> Rows (class docblock).
	 */
	public function for_user( int $user_id ): array {
		global $wpdb;
		$table     = DrumAccountTable::name();
		$orders    = OrderTable::name();
		$delivered = self::delivered_sql();
		$rows      = $wpdb->get_results(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code, $delivered prepared (delivered_sql()).
				"SELECT d.*, {$delivered} AS delivered FROM {$table} d INNER JOIN {$orders} o ON o.id = d.order_id AND o.status <> %s WHERE d.user_id = %d ORDER BY FIELD(d.status, %s, %s, %s), d.since DESC, d.id DESC LIMIT 500",
				OrderStatus::CANCELLED,
				$user_id,
				self::COLLECT_REQUESTED,
				self::HELD,
				self::RETURNED
			),
			ARRAY_A
		);
		return array_map( array( self::class, 'hydrate' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * One drum of the customer (null when it is another customer's, unknown, or of a cancelled order).
	 *
	 * @param int $user_id User id.
	 * @param int $id      Drum row id.
	 * @return array<string, mixed>|null
	 */
	public function find_for_user( int $user_id, int $id ): ?array {
		$row = $this->find( $id );
		return null !== $row && $row['user_id'] === $user_id ? $row : null;
	}

	/**
	 * One drum (null when unknown or of a cancelled order). Reads the database every time.
	 *
	 * @phpstan-impure
	 * @param int $id Drum row id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table     = DrumAccountTable::name();
		$orders    = OrderTable::name();
		$delivered = self::delivered_sql();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code, $delivered prepared (delivered_sql()).
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT d.*, {$delivered} AS delivered FROM {$table} d INNER JOIN {$orders} o ON o.id = d.order_id AND o.status <> %s WHERE d.id = %d", OrderStatus::CANCELLED, $id ), ARRAY_A );
		return is_array( $row ) ? self::hydrate( $row ) : null;
	}

	/**
	 * The buyer asks staff to collect an empty drum: held -> collect_requested in one UPDATE (two
	 * clicks cannot both win), with the note and the chosen pickup address; then the staff mail
	 * (DrumMailer::collect_requested()).
	 *
	 * @param int                            $user_id The buyer (must own the drum).
	 * @param int                            $id      Drum row id.
	 * @param string                         $note    Note, at most NOTE_MAX characters are kept.
	 * @param array<string, int|string>|null $address Pickup address (Addresses shape), null: none chosen.
	 * @return string self::REQUESTED | self::NOT_FOUND (not the buyer's, unknown, cancelled order) |
	 *                self::NOT_DELIVERED (held but not delivered yet: its order line is not shipped,
	 *                nothing written) | self::CONFLICT (already requested or returned).
	 */
	public function request_collect( int $user_id, int $id, string $note, ?array $address ): string {
		global $wpdb;
		$drum = $this->find_for_user( $user_id, $id );
		if ( null === $drum ) {
			return self::NOT_FOUND;
		}
		if ( self::HELD === $drum['status'] && ! $drum['delivered'] ) {
			return self::NOT_DELIVERED;
		}
		$table = DrumAccountTable::name();
		$now   = gmdate( 'Y-m-d H:i:s' );
		$done  = $wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
				"UPDATE {$table} SET status = %s, collect_requested_at = %s, collect_note = %s, pickup_address = %s, updated_at = %s WHERE id = %d AND user_id = %d AND status = %s",
				self::COLLECT_REQUESTED,
				$now,
				mb_substr( $note, 0, self::NOTE_MAX ),
				null === $address ? '' : (string) wp_json_encode( $address, JSON_UNESCAPED_UNICODE ),
				$now,
				$id,
				$user_id,
				self::HELD
			)
		);
		if ( 1 !== $done ) {
			return self::CONFLICT;
		}
		$row = $this->find( $id );
		if ( null !== $row ) {
			( new DrumMailer() )->collect_requested( $row );
		}
		return self::REQUESTED;
	}

	/**
	 * Staff took the drum back: held or collect_requested -> returned (one UPDATE), returned_on today
	 * (Europe/Zagreb, LeadTime::today()), the deposit credited (credited_cents = deposit_cents); then
	 * the buyer's mail in their language (DrumMailer::returned()).
	 *
	 * @param int $id       Drum row id.
	 * @param int $staff_id Staff user id.
	 * @return bool False when the drum is unknown, of a cancelled order, returned already, or held
	 *              but not delivered yet (it never left the shop: nothing to take back, no deposit
	 *              to credit; issue 27).
	 */
	public function mark_returned( int $id, int $staff_id ): bool {
		global $wpdb;
		$drum = $this->find( $id );
		if ( null === $drum || ( self::HELD === $drum['status'] && ! $drum['delivered'] ) ) {
			return false;
		}
		$table = DrumAccountTable::name();
		$done  = $wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
				"UPDATE {$table} SET status = %s, returned_on = %s, credited_cents = deposit_cents, returned_by = %d, updated_at = %s WHERE id = %d AND status IN (%s, %s)",
				self::RETURNED,
				LeadTime::today()->format( 'Y-m-d' ),
				$staff_id,
				gmdate( 'Y-m-d H:i:s' ),
				$id,
				self::HELD,
				self::COLLECT_REQUESTED
			)
		);
		if ( 1 !== $done ) {
			return false;
		}
		$row = $this->find( $id );
		if ( null !== $row ) {
			( new DrumMailer() )->returned( $row );
		}
		return true;
	}

	/**
	 * Drops a cancelled order's drums that were never returned (issue 15: a cancelled order, e.g. an
	 * unpaid card order that expired, reserves nothing): its held and collect-requested rows are
	 * deleted; a returned drum keeps its row (its deposit was credited).
	 *
	 * @param int $order_id Order id.
	 * @return int Rows deleted.
	 */
	public function release_order( int $order_id ): int {
		global $wpdb;
		$table = DrumAccountTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$done = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE order_id = %d AND status <> %s", $order_id, self::RETURNED ) );
		return is_int( $done ) ? $done : 0;
	}

	/**
	 * Drums for staff (Kabelshop -> Drums), with the customer's e-mail, name and company: collection
	 * requests first (oldest request first: who waits longest), then held (oldest first), then
	 * returned (latest first). Drums of cancelled orders are left out.
	 *
	 * @param string $status One of STATUSES, or '' for all.
	 * @param int    $limit  Most rows, 1..1000.
	 * @return list<array<string, mixed>>
	 */
	public function staff_list( string $status, int $limit = 200 ): array {
		global $wpdb;
		$table     = DrumAccountTable::name();
		$orders    = OrderTable::name();
		$delivered = self::delivered_sql();
		$where     = in_array( $status, self::STATUSES, true ) ? $wpdb->prepare( 'AND d.status = %s', $status ) : '';
		$rows      = $wpdb->get_results(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code, $where and $delivered prepared.
				"SELECT d.*, {$delivered} AS delivered, u.user_email AS customer_email, u.display_name AS customer_name, m.meta_value AS company FROM {$table} d INNER JOIN {$orders} o ON o.id = d.order_id AND o.status <> %s LEFT JOIN {$wpdb->users} u ON u.ID = d.user_id LEFT JOIN {$wpdb->usermeta} m ON m.user_id = d.user_id AND m.meta_key = %s WHERE 1=1 {$where} ORDER BY FIELD(d.status, %s, %s, %s), CASE WHEN d.status = %s THEN d.returned_on END DESC, d.collect_requested_at, d.since, d.id LIMIT %d",
				OrderStatus::CANCELLED,
				\Kabelshop\Accounts\Registration::META_COMPANY_NAME,
				self::COLLECT_REQUESTED,
				self::HELD,
				self::RETURNED,
				self::RETURNED,
				max( 1, min( 1000, $limit ) )
			),
			ARRAY_A
		);
		$out = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$out[] = self::hydrate( $row ) + array(
				'customer_email' => (string) ( $row['customer_email'] ?? '' ),
				'customer_name'  => (string) ( $row['customer_name'] ?? '' ),
				'company'        => (string) ( $row['company'] ?? '' ),
			);
		}
		return $out;
	}

	/**
	 * Drums per status (cancelled orders left out).
	 *
	 * @return array<string, int> Status => count, every status present.
	 */
	public function counts(): array {
		global $wpdb;
		$table  = DrumAccountTable::name();
		$orders = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT d.status, COUNT(*) AS n FROM {$table} d INNER JOIN {$orders} o ON o.id = d.order_id AND o.status <> %s GROUP BY d.status", OrderStatus::CANCELLED ), ARRAY_A );
		$out  = array_fill_keys( self::STATUSES, 0 );
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$out[ (string) $row['status'] ] = (int) $row['n'];
		}
		return $out;
	}

	/**
	 * The Europe/Zagreb day of a UTC 'Y-m-d H:i:s' (today's when unreadable).
	 *
	 * @param string $utc UTC date-time.
	 */
	private static function zagreb_day( string $utc ): string {
		$at = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $utc, new \DateTimeZone( 'UTC' ) );
		return $at ? $at->setTimezone( new \DateTimeZone( LeadTime::TIME_ZONE ) )->format( 'Y-m-d' ) : LeadTime::today()->format( 'Y-m-d' );
	}

	/**
	 * Casts a row and decodes the pickup address.
	 *
	 * @param array<string, string|null> $row Row.
	 * @return array<string, mixed>
	 */
	private static function hydrate( array $row ): array {
		$out = $row;
		foreach ( self::INT_FIELDS as $field ) {
			$out[ $field ] = (int) ( $row[ $field ] ?? 0 );
		}
		$address               = null === $row['pickup_address'] || '' === $row['pickup_address'] ? null : json_decode( (string) $row['pickup_address'], true );
		$out['pickup_address'] = is_array( $address ) ? $address : null;
		$out['delivered']      = '1' === (string) ( $row['delivered'] ?? '0' );
		return $out;
	}

	/**
	 * SQL of "the drum reached the buyer" over the aliases d (drum account) and o (its order), 1 or
	 * 0: its goods line (order item line_no = line_index + 1) or the whole order is shipped or
	 * delivered (Commerce\OrderItemStatus; staff move items forward only, so once true it stays).
	 */
	private static function delivered_sql(): string {
		global $wpdb;
		$items = OrderTable::items_name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return $wpdb->prepare( "( o.status IN (%s, %s) OR EXISTS ( SELECT 1 FROM {$items} di WHERE di.order_id = d.order_id AND di.line_no = d.line_index + 1 AND di.status IN (%s, %s) ) )", OrderStatus::SHIPPED, OrderStatus::DELIVERED, OrderItemStatus::SHIPPED, OrderItemStatus::DELIVERED );
	}
}
