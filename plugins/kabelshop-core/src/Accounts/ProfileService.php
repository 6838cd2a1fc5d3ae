<?php
/**
 * Hooks of the account area.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\OrderLists\OrderListRepository;
use Kabelshop\Wishlist\WishlistRepository;

/**
 * On the account page (Pages 'account'):
 * - an e-mail confirmation link (?kabelshop_email_user=&kabelshop_email_token=) is handled first
 *   and answered with a redirect to the account page with ?email_changed=1 (or 0 when the link is
 *   wrong or expired), so the token does not stay in the address bar or the history;
 * - visitors who are not logged in are sent to the login page with redirect_to back here.
 * And when an account is deleted (action deleted_user), its order lists and wishlist entries,
 * kept in tables of their own, are deleted with it (its user meta goes with core's user).
 */
final class ProfileService implements \Kabelshop\Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'account_page' ), 5 );
		add_action( 'deleted_user', array( $this, 'account_deleted' ) );
	}

	/**
	 * Deletes the deleted account's order lists and wishlist (action deleted_user).
	 *
	 * @param int $user_id The deleted user's id.
	 */
	public function account_deleted( int $user_id ): void {
		( new OrderListRepository() )->forget_user( $user_id );
		( new WishlistRepository() )->forget_user( $user_id );
	}

	/**
	 * See the class comment.
	 */
	public function account_page(): void {
		$page_id = Pages::id( 'account' );
		if ( $page_id < 1 || ! is_page( $page_id ) ) {
			return;
		}
		$account = Pages::url( 'account' );
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the token in the link is the proof.
		if ( isset( $_GET['kabelshop_email_token'], $_GET['kabelshop_email_user'] ) ) {
			$user_id = absint( wp_unslash( $_GET['kabelshop_email_user'] ) );
			$token   = sanitize_key( wp_unslash( (string) $_GET['kabelshop_email_token'] ) );
			$done    = EmailChange::confirm( $user_id, $token );
			wp_safe_redirect( add_query_arg( 'email_changed', $done ? '1' : '0', $account ) . '#profile' );
			exit;
		}
		// phpcs:enable
		if ( ! is_user_logged_in() ) {
			wp_safe_redirect( wp_login_url( $account ) );
			exit;
		}
	}
}
