<?php
/**
 * Hooks of the drums area.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce\Drums;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Registers the drum settings (DrumSettings, screen Admin\DrumTypesPage) and records the
 * returnable drums of every new order in the drum account (action 'kabelshop_order_created',
 * fired by Commerce\Checkout after the order is stored). The screens are Admin\DrumTypesPage and
 * Admin\DrumsPage; the REST routes (user/drums) are registered by Rest\RestRegistrar.
 */
final class DrumsService implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'admin_init', array( DrumSettings::class, 'register_settings' ) );
		add_action( 'kabelshop_order_created', array( $this, 'order_created' ) );
	}

	/**
	 * Records the order's returnable drums. A failure is logged, never undoes the order (the buyer
	 * was already told it is placed); staff see the deposit lines on the order.
	 *
	 * @param mixed $order Stored order (OrderRepository shape).
	 */
	public function order_created( $order ): void {
		if ( ! is_array( $order ) ) {
			return;
		}
		try {
			( new DrumAccount() )->record_order( $order );
		} catch ( \RuntimeException $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions -- the administrator's trace of a drum account write that failed; the order stands.
			error_log( 'kabelshop drum account: order ' . (int) ( $order['id'] ?? 0 ) . ': ' . $e->getMessage() );
		}
	}
}
