<?php
/**
 * Customer roles and capabilities.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Roles (spec section 6: registered business customers get the 20 % discount; registration is
 * confirmed within 24 hours, which implies approval):
 * - 'kabelshop_customer' "Approved business customer": read, kabelshop_place_orders, kabelshop_business_discount;
 * - 'kabelshop_pending'  "Pending customer": read.
 * Administrators get kabelshop_manage_orders and kabelshop_approve_customers (registration queue). Code checks capabilities, never role names.
 * Roles are (re)written on init whenever the stored version differs from VERSION.
 * Users without edit_posts (customers, pending customers) never reach wp-admin (redirected home,
 * admin-ajax.php and admin-post.php excepted) and see no admin bar.
 */
final class Roles implements Service {

	public const VERSION      = '2026.11.22.1';
	public const OPTION       = 'kabelshop_roles_version';
	public const CUSTOMER     = 'kabelshop_customer';
	public const PENDING      = 'kabelshop_pending';
	public const CAP_ORDER    = 'kabelshop_place_orders';
	public const CAP_DISCOUNT = 'kabelshop_business_discount';
	public const CAP_MANAGE   = 'kabelshop_manage_orders';
	public const CAP_APPROVE  = 'kabelshop_approve_customers';

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'maybe_install' ), 2 );
		add_action( 'admin_init', array( $this, 'keep_customers_out_of_admin' ), 1 );
		add_filter( 'show_admin_bar', array( $this, 'filter_admin_bar' ) );
	}

	/**
	 * Installs the roles when the stored version is not VERSION.
	 */
	public function maybe_install(): void {
		if ( get_option( self::OPTION ) !== self::VERSION ) {
			self::install();
		}
	}

	/**
	 * (Re)creates both roles with their capabilities and gives administrators kabelshop_manage_orders.
	 * Existing users keep their role slug, so re-creating a role does not orphan them.
	 */
	public static function install(): void {
		remove_role( self::CUSTOMER );
		remove_role( self::PENDING );
		add_role(
			self::CUSTOMER,
			'Approved business customer',
			array(
				'read'             => true,
				self::CAP_ORDER    => true,
				self::CAP_DISCOUNT => true,
			)
		);
		add_role( self::PENDING, 'Pending customer', array( 'read' => true ) );
		$admin = get_role( 'administrator' );
		if ( $admin ) {
			$admin->add_cap( self::CAP_MANAGE );
			$admin->add_cap( self::CAP_APPROVE );
		}
		update_option( self::OPTION, self::VERSION, true );
	}

	/**
	 * Sends logged-in users without edit_posts from wp-admin to the home page.
	 */
	public function keep_customers_out_of_admin(): void {
		global $pagenow;
		if ( wp_doing_ajax() || 'admin-post.php' === $pagenow || ! is_user_logged_in() || current_user_can( 'edit_posts' ) ) {
			return;
		}
		wp_safe_redirect( home_url( '/' ) );
		exit;
	}

	/**
	 * Hides the admin bar from users without edit_posts.
	 *
	 * @param bool $show WordPress's decision.
	 */
	public function filter_admin_bar( bool $show ): bool {
		return $show && current_user_can( 'edit_posts' );
	}

	/**
	 * Translated label of a role slug, for display (role names are stored in English).
	 *
	 * @param string $role Role slug.
	 */
	public static function label( string $role ): string {
		return match ( $role ) {
			self::CUSTOMER => __( 'Approved business customer', 'kabelshop' ),
			self::PENDING  => __( 'Pending customer', 'kabelshop' ),
			default        => $role,
		};
	}
}
