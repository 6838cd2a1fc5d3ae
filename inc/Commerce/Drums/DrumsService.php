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
 * Registers the drum settings (DrumSettings, screen Admin\DrumTypesPage), records the
 * returnable drums of every new order in the drum account (action 'kabelshop_order_created',
 * fired by Commerce\Checkout after the order is stored) and releases those of a cancelled order
 * (action 'kabelshop_order_cancelled', issue 15). The screens are Admin\DrumTypesPage and
 * Admin\DrumsPage; the REST routes (user/drums) are registered by Rest\RestRegistrar.
 */
final class DrumsService implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'admin_init', array( DrumSettings::class, 'register_settings' ) );
		add_action( 'kabelshop_order_created', array( $this, 'order_created' ) );
		add_action( 'kabelshop_order_cancelled', array( $this, 'order_cancelled' ) );
	}

	/**
	 * Releases the drums of a cancelled order (action 'kabelshop_order_cancelled': by the buyer, by
	 * staff, or an unpaid card order that expired): they will not be delivered, so the customer holds
	 * none of them (DrumAccount::release_order()).
	 *
	 * @param mixed $order The cancelled order (OrderRepository shape).
	 */
	public function order_cancelled( $order ): void {
		if ( is_array( $order ) && (int) ( $order['id'] ?? 0 ) > 0 ) {
			( new DrumAccount() )->release_order( (int) $order['id'] );
		}
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
