<?php
/**
 * The wp-admin assets.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Assets;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Loads admin.css on every wp-admin screen (spec section 2: an admin style sheet is loaded).
 */
final class AdminAssets implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'admin_body_class', array( $this, 'body_class' ) );
	}

	/**
	 * Enqueues admin.css.
	 */
	public function enqueue(): void {
		wp_enqueue_style( 'kabelshop-admin', plugins_url( 'admin.css', KABELSHOP_CORE_FILE ), array(), KABELSHOP_VERSION );
	}

	/**
	 * Scopes admin.css rules under .kabelshop-admin.
	 *
	 * @param string $classes Body classes.
	 */
	public function body_class( string $classes ): string {
		return $classes . ' kabelshop-admin';
	}
}
