<?php
/**
 * Card gateway messages the shop refused: logged (rate-limited) and listed for staff.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\OrderTable;
use Kabelshop\Security\RateLimiter;

/**
 * Issue 26: a card notification or return that does not match the payment it names, one the
 * gateway could not confirm, an approval of another amount, a charge on an order that no longer
 * waits for it, and forged or unsigned returns. warn() writes one PHP error-log line and one row of
 * {prefix}kabelshop_gateway_warnings (PaymentTables), at most PER_SUBJECT per kind and order (or
 * cart id) per WINDOW seconds and at most OVERALL per WINDOW in all (Security\RateLimiter), so a
 * flood of forged messages cannot fill the log or the table. Staff see an order's warnings in its
 * Payment box (OrderPaymentBox::view()). Messages are technical English (the log's and the
 * history's language); label() translates the kind.
 *
 * Row shape: array{ id: int, order_id: int, kind: string, cart_id: string, gateway_order_id: string,
 * message: string, created_at: string (UTC) }.
 */
final class GatewayWarnings {

	/** Kinds. */
	public const MISMATCH    = 'mismatch';
	public const UNCONFIRMED = 'unconfirmed';
	public const AMOUNT      = 'amount';
	public const LATE        = 'late_charge';
	public const TWICE       = 'paid_twice';
	public const UNKNOWN     = 'unknown_cart';
	public const FORGED      = 'forged';

	/** Warnings per kind and subject per window. */
	public const PER_SUBJECT = 5;

	/** Warnings in all per window. */
	public const OVERALL = 100;

	/** Window, seconds. */
	public const WINDOW = 600;

	/** Days the Payments screen lists warnings for (recent()). */
	public const SHOWN_DAYS = 30;

	/**
	 * Logs and records a warning unless the rate limit was reached.
	 *
	 * @param string $kind             One of the kinds.
	 * @param string $message          Technical text (<= 250 chars stored).
	 * @param int    $order_id         The order it concerns (0: none known).
	 * @param string $cart_id          ShoppingCartID named by the message.
	 * @param string $gateway_order_id WsPayOrderId named by the message.
	 * @return bool True when it was written (false: rate-limited).
	 */
	public static function warn( string $kind, string $message, int $order_id = 0, string $cart_id = '', string $gateway_order_id = '' ): bool {
		global $wpdb;
		$subject = $order_id > 0 ? 'order:' . $order_id : 'cart:' . $cart_id;
		if ( ! RateLimiter::limit( 'card-warning:' . $kind . ':' . $subject, self::PER_SUBJECT, self::WINDOW ) || ! RateLimiter::limit( 'card-warning:all', self::OVERALL, self::WINDOW ) ) {
			return false;
		}
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions -- the administrator's trace, rate-limited; buyers and the gateway never see it.
		error_log( 'kabelshop card payments: ' . $kind . ': ' . $message );
		$wpdb->insert(
			PaymentTables::gateway_warnings(),
			array(
				'order_id'         => max( 0, $order_id ),
				'kind'             => mb_substr( $kind, 0, 32 ),
				'cart_id'          => mb_substr( $cart_id, 0, 64 ),
				'gateway_order_id' => mb_substr( $gateway_order_id, 0, 64 ),
				'message'          => mb_substr( $message, 0, 250 ),
				'created_at'       => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		return true;
	}

	/**
	 * One rate-limited error-log line without a row (e.g. an unsigned return: it names no order
	 * the shop can trust). At most PER_SUBJECT lines per key per WINDOW.
	 *
	 * @param string $key  What the line is about, e.g. 'return-forged'.
	 * @param string $line Text.
	 * @return bool True when it was logged.
	 */
	public static function log( string $key, string $line ): bool {
		if ( ! RateLimiter::limit( 'card-log:' . $key, self::PER_SUBJECT, self::WINDOW ) || ! RateLimiter::limit( 'card-warning:all', self::OVERALL, self::WINDOW ) ) {
			return false;
		}
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions -- the administrator's trace, rate-limited.
		error_log( 'kabelshop card payments: ' . $line );
		return true;
	}

	/**
	 * The order's warnings, newest first.
	 *
	 * @param int $order_id Order id.
	 * @param int $limit    Most rows.
	 * @return list<array<string, int|string>>
	 */
	public static function for_order( int $order_id, int $limit = 20 ): array {
		global $wpdb;
		$table = PaymentTables::gateway_warnings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, order_id, kind, cart_id, gateway_order_id, message, created_at FROM {$table} WHERE order_id = %d ORDER BY id DESC LIMIT %d", $order_id, $limit ), ARRAY_A );
		$out  = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$row['id']       = (int) $row['id'];
			$row['order_id'] = (int) $row['order_id'];
			$out[]           = $row;
		}
		return $out;
	}

	/**
	 * The newest warnings of all orders and of messages that named none (unknown cart ids), for the
	 * Payments screen (Admin\PaymentsPage).
	 *
	 * @param int $limit Most rows.
	 * @return list<array{id: int, order_id: int, order_number: string, kind: string, cart_id: string, gateway_order_id: string, message: string, created_at: string}>
	 *         order_number '' when the warning names no order.
	 */
	public static function recent( int $limit = 20 ): array {
		global $wpdb;
		$table  = PaymentTables::gateway_warnings();
		$orders = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT w.id, w.order_id, COALESCE(o.number, '') AS order_number, w.kind, w.cart_id, w.gateway_order_id, w.message, w.created_at FROM {$table} w LEFT JOIN {$orders} o ON o.id = w.order_id WHERE w.created_at >= %s ORDER BY w.id DESC LIMIT %d", gmdate( 'Y-m-d H:i:s', time() - self::SHOWN_DAYS * DAY_IN_SECONDS ), max( 1, $limit ) ), ARRAY_A );
		$out  = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$out[] = array(
				'id'               => (int) $row['id'],
				'order_id'         => (int) $row['order_id'],
				'order_number'     => (string) $row['order_number'],
				'kind'             => (string) $row['kind'],
				'cart_id'          => (string) $row['cart_id'],
				'gateway_order_id' => (string) $row['gateway_order_id'],
				'message'          => (string) $row['message'],
				'created_at'       => (string) $row['created_at'],
			);
		}
		return $out;
	}

	/**
	 * Translated label of a kind.
	 *
	 * @param string $kind Kind.
	 */
	public static function label( string $kind ): string {
		return match ( $kind ) {
			self::MISMATCH    => __( 'A card processor message did not match this payment and was refused', 'kabelshop-core' ),
			self::UNCONFIRMED => __( 'The card processor could not confirm a message; it will send it again', 'kabelshop-core' ),
			self::AMOUNT      => __( 'The card processor approved another amount than the order\'s; nothing was recorded', 'kabelshop-core' ),
			self::LATE        => __( 'A card payment arrived after the payment was closed: refund it', 'kabelshop-core' ),
			self::TWICE       => __( 'Paid twice: a second card payment was received', 'kabelshop-core' ),
			self::UNKNOWN     => __( 'A card processor message named no payment of this shop', 'kabelshop-core' ),
			self::FORGED      => __( 'A card processor message was not signed correctly', 'kabelshop-core' ),
			default           => $kind,
		};
	}
}
