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
 * - 'kabelshop_editor'   "Kabelshop editor" (issue 12: content editors run the marketing pages):
 *   news, pages and media (WordPress's post, page and upload capabilities, manage_categories for
 *   news categories) and kabelshop_manage_content: the content types of Content\ContentTypes
 *   (FAQ, history, cards, figures, job openings, team members) and the company settings. Not
 *   orders (kabelshop_manage_orders), registrations (kabelshop_approve_customers), the catalogue,
 *   its import and prices (kabelshop_manage_catalog: the cable type and its categories map every
 *   capability to it), metal prices (kabelshop_manage_metal_prices), documents, delivery fees and
 *   other settings (manage_options).
 * Administrators get kabelshop_manage_orders, kabelshop_approve_customers (registration queue) and
 * kabelshop_manage_content; WordPress's own 'editor' role gets kabelshop_manage_content too.
 * Code checks capabilities, never role names.
 * Roles are (re)written on init whenever the stored version differs from VERSION.
 * Users without edit_posts (customers, pending customers) never reach wp-admin (redirected home,
 * admin-ajax.php and admin-post.php excepted) and see no admin bar.
 */
final class Roles implements Service {

	public const VERSION      = '2026.11.24.1';
	public const OPTION       = 'kabelshop_roles_version';
	public const CUSTOMER     = 'kabelshop_customer';
	public const PENDING      = 'kabelshop_pending';
	public const CAP_ORDER    = 'kabelshop_place_orders';
	public const CAP_DISCOUNT = 'kabelshop_business_discount';
	public const CAP_MANAGE   = 'kabelshop_manage_orders';
	public const CAP_APPROVE  = 'kabelshop_approve_customers';
	public const EDITOR       = 'kabelshop_editor';
	public const CAP_CONTENT  = 'kabelshop_manage_content';

	/** WordPress capabilities of the editor role besides CAP_CONTENT: news, pages, media. */
	private const EDITOR_CAPS = array(
		'read',
		'upload_files',
		'manage_categories',
		'edit_posts',
		'edit_others_posts',
		'edit_published_posts',
		'edit_private_posts',
		'publish_posts',
		'delete_posts',
		'delete_others_posts',
		'delete_published_posts',
		'delete_private_posts',
		'read_private_posts',
		'edit_pages',
		'edit_others_pages',
		'edit_published_pages',
		'edit_private_pages',
		'publish_pages',
		'delete_pages',
		'delete_others_pages',
		'delete_published_pages',
		'delete_private_pages',
		'read_private_pages',
	);

	/** WordPress capabilities that make a user staff (is_staff()). */
	private const STAFF_CORE_CAPS = array( 'edit_posts', 'upload_files', 'moderate_comments', 'list_users', 'edit_users', 'manage_options' );

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
	 * (Re)creates the roles with their capabilities and gives administrators kabelshop_manage_orders,
	 * kabelshop_approve_customers and kabelshop_manage_content.
	 * Existing users keep their role slug, so re-creating a role does not orphan them.
	 */
	public static function install(): void {
		remove_role( self::CUSTOMER );
		remove_role( self::PENDING );
		remove_role( self::EDITOR );
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
		add_role( self::EDITOR, 'Kabelshop editor', array_fill_keys( array_merge( self::EDITOR_CAPS, array( self::CAP_CONTENT ) ), true ) );
		$admin = get_role( 'administrator' );
		if ( $admin ) {
			$admin->add_cap( self::CAP_MANAGE );
			$admin->add_cap( self::CAP_APPROVE );
			$admin->add_cap( self::CAP_CONTENT );
		}
		$editor = get_role( 'editor' );
		if ( $editor ) {
			$editor->add_cap( self::CAP_CONTENT );
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
	 * True when the user is staff: has a capability of WordPress's editors and administrators
	 * (STAFF_CORE_CAPS: content, users, uploads, comments, settings) or one of the shop's staff
	 * capabilities (kabelshop_manage_*, kabelshop_approve_*, kabelshop_view_*: orders,
	 * registrations, catalogue, metal prices, content, forms, newsletter). Approved customers
	 * (read, kabelshop_place_orders, kabelshop_business_discount), pending registrations (read)
	 * and visitors (0) are not. Decided by capabilities, never role names, so a new staff role
	 * with one of them counts at once (issue 26: who keeps core's REST writes, Security\CoreRestGuard).
	 *
	 * @param int $user_id User id (0: visitor).
	 */
	public static function is_staff( int $user_id ): bool {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		if ( ! $user ) {
			return false;
		}
		foreach ( self::STAFF_CORE_CAPS as $cap ) {
			if ( user_can( $user, $cap ) ) {
				return true;
			}
		}
		foreach ( array_keys( array_filter( (array) $user->allcaps ) ) as $cap ) {
			if ( preg_match( '/^kabelshop_(manage|approve|view)_/', (string) $cap ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Translated label of a role slug, for display (role names are stored in English).
	 *
	 * @param string $role Role slug.
	 */
	public static function label( string $role ): string {
		return match ( $role ) {
			self::CUSTOMER => __( 'Approved business customer', 'kabelshop-core' ),
			self::PENDING  => __( 'Pending customer', 'kabelshop-core' ),
			self::EDITOR   => __( 'Kabelshop editor', 'kabelshop-core' ),
			default        => $role,
		};
	}
}
