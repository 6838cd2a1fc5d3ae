<?php
/**
 * Cancelling an order: the buyer's "Cancel order" form handler (admin-post.php) and the rules and
 * mails of a cancellation by the buyer or by staff.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;

/**
 * The buyer's form: POST admin-post.php?action=kabelshop_cancel_order with order_id and a nonce
 * (wp_nonce_field( 'kabelshop_cancel_order_<id>' )). Only the owner may cancel, only while the
 * order is 'received' and every item still 'ordered' (OrderRepository::cancel()). Redirects back to
 * the order page with ?cancelled=1 on success, ?cancel_error=1 when the order can no longer be
 * cancelled; another user's or a missing order redirects to the order page without data (it then
 * shows "not found").
 *
 * Both ways a buyer cancels (this form and POST kabelshop/v1/orders/{id}/cancel) go through
 * by_buyer(), which mails the buyer and the staff recipients (OrderMailer). Staff cancel from the
 * wp-admin order screen through by_staff() (issue 13): while no item has shipped, with a reason
 * that is logged in the order's history (OrderEvents) and mailed to the buyer.
 *
 * After either cancellation the action 'kabelshop_order_cancelled' fires with the cancelled order
 * and the reason 'buyer' or 'staff' (issue 15; an unpaid card order that expires fires it with
 * 'payment_expired', Payments\CardPayments): the drum account releases the order's drums and a
 * payment still awaited is cancelled (Payments\CardService).
 */
final class CancelAction {

	public const ACTION = 'kabelshop_cancel_order';

	/** Results of by_staff(). */
	public const STAFF_CANCELLED = 'cancelled';
	public const STAFF_NO_REASON = 'cancel_reason';
	public const STAFF_REFUSED   = 'cancel_refused';

	/**
	 * Nonce action for one order.
	 *
	 * @param int $order_id Order id.
	 */
	public static function nonce_action( int $order_id ): string {
		return self::ACTION . '_' . $order_id;
	}

	/**
	 * The buyer cancels their order (OrderRepository::cancel() rules); when it is cancelled, the
	 * buyer gets a confirmation and the staff recipients a notice (OrderMailer).
	 *
	 * @param int $order_id Order id.
	 * @param int $user_id  The buyer.
	 * @return string OrderRepository::CANCELLED | NOT_FOUND | CONFLICT.
	 */
	public static function by_buyer( int $order_id, int $user_id ): string {
		$orders = new OrderRepository();
		$result = $orders->cancel( $order_id, $user_id );
		if ( OrderRepository::CANCELLED === $result ) {
			$order = $orders->find( $order_id );
			if ( null !== $order ) {
				$mailer = new OrderMailer();
				$mailer->send_cancelled_to_buyer( $order, false );
				$mailer->send_cancelled_to_staff( $order );
				/** This action is documented in plugins/kabelshop-core/src/Payments/CardPayments.php (cancel_expired()). */
				do_action( 'kabelshop_order_cancelled', $order, 'buyer' );
			}
		}
		return $result;
	}

	/**
	 * Staff cancel an order while no item has shipped (items may be in production or packed: the
	 * goods are still here). One atomic UPDATE, so a concurrent "shipped" (OrderItemStatusUpdater
	 * locks the same row) and a cancel cannot both win. The reason is logged with the order's
	 * 'cancelled' event and mailed to the buyer in the buyer's language.
	 *
	 * @param int    $order_id Order id.
	 * @param string $reason   Why (required; at most OrderEvents::NOTE_MAX characters are kept).
	 * @param int    $staff_id Staff user.
	 * @return string STAFF_CANCELLED | STAFF_NO_REASON (empty reason) | STAFF_REFUSED (missing,
	 *                already cancelled, or an item shipped).
	 */
	public static function by_staff( int $order_id, string $reason, int $staff_id ): string {
		global $wpdb;
		$reason = trim( $reason );
		if ( '' === $reason ) {
			return self::STAFF_NO_REASON;
		}
		$reason = mb_substr( $reason, 0, OrderEvents::NOTE_MAX );
		$table  = OrderTable::name();
		$items  = OrderTable::items_name();
		$now    = gmdate( 'Y-m-d H:i:s' );
		$done   = $wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
				"UPDATE {$table} SET status = %s, cancelled_at = %s, updated_at = %s WHERE id = %d AND status <> %s AND NOT EXISTS ( SELECT 1 FROM {$items} i WHERE i.order_id = {$table}.id AND i.status IN ( %s, %s ) )",
				OrderStatus::CANCELLED,
				$now,
				$now,
				$order_id,
				OrderStatus::CANCELLED,
				OrderItemStatus::SHIPPED,
				OrderItemStatus::DELIVERED
			)
		);
		if ( 1 !== $done ) {
			return self::STAFF_REFUSED;
		}
		( new OrderEvents() )->log( $order_id, null, OrderStatus::CANCELLED, $reason, $staff_id );
		$order = ( new OrderRepository() )->find( $order_id );
		if ( null !== $order ) {
			( new OrderMailer() )->send_cancelled_to_buyer( $order, true, $reason );
			/** This action is documented in plugins/kabelshop-core/src/Payments/CardPayments.php (cancel_expired()). */
			do_action( 'kabelshop_order_cancelled', $order, 'staff' );
		}
		return self::STAFF_CANCELLED;
	}

	/**
	 * Whether staff may still cancel the order: not cancelled and no item shipped or delivered.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function staff_can_cancel( array $order ): bool {
		if ( OrderStatus::CANCELLED === $order['status'] ) {
			return false;
		}
		foreach ( $order['items'] as $item ) {
			if ( in_array( $item['status'], array( OrderItemStatus::SHIPPED, OrderItemStatus::DELIVERED ), true ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Handles the form for logged-in users.
	 */
	public function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified below with the id-specific action.
		$order_id = isset( $_POST['order_id'] ) ? absint( wp_unslash( $_POST['order_id'] ) ) : 0;
		check_admin_referer( self::nonce_action( $order_id ) );
		$result = self::by_buyer( $order_id, get_current_user_id() );
		$args   = array( 'order' => $order_id );
		if ( OrderRepository::CANCELLED === $result ) {
			$args['cancelled'] = 1;
		} elseif ( OrderRepository::CONFLICT === $result ) {
			$args['cancel_error'] = 1;
		}
		wp_safe_redirect( Pages::url( 'order', $args ) );
		exit;
	}

	/**
	 * Visitors are sent to log in and come back to the order page.
	 */
	public function handle_visitor(): void {
		wp_safe_redirect( wp_login_url( Pages::url( 'order' ) ) );
		exit;
	}
}
