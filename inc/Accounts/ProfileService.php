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

/**
 * On the account page (Pages 'account'):
 * - an e-mail confirmation link (?kabelshop_email_user=&kabelshop_email_token=) is handled first
 *   and answered with a redirect to the account page with ?email_changed=1 (or 0 when the link is
 *   wrong or expired), so the token does not stay in the address bar or the history;
 * - visitors who are not logged in are sent to the login page with redirect_to back here.
 */
final class ProfileService implements \Kabelshop\Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'account_page' ), 5 );
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
