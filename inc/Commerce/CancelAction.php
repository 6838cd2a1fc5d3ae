<?php
/**
 * The order page's "Cancel order" form handler (admin-post.php).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;

/**
 * POST admin-post.php?action=kabelshop_cancel_order with order_id and a nonce
 * (wp_nonce_field( 'kabelshop_cancel_order_<id>' )). Only the owner may cancel, only while the
 * order is 'received'. Redirects back to the order page with ?cancelled=1 on success,
 * ?cancel_error=1 when the order can no longer be cancelled; another user's or a missing order
 * redirects to the order page without data (it then shows "not found").
 */
final class CancelAction {

	public const ACTION = 'kabelshop_cancel_order';

	/**
	 * Nonce action for one order.
	 *
	 * @param int $order_id Order id.
	 */
	public static function nonce_action( int $order_id ): string {
		return self::ACTION . '_' . $order_id;
	}

	/**
	 * Handles the form for logged-in users.
	 */
	public function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified below with the id-specific action.
		$order_id = isset( $_POST['order_id'] ) ? absint( wp_unslash( $_POST['order_id'] ) ) : 0;
		check_admin_referer( self::nonce_action( $order_id ) );
		$result = ( new OrderRepository() )->cancel( $order_id, get_current_user_id() );
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
