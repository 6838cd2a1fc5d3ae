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
 * returnable drums of every new order in the drum account (action 'kabelshop_order_placing', fired
 * by Commerce\Checkout inside the order's transaction, so the order and its drums are stored all or
 * nothing; issue 16: before, one commit per drum after the order's) and releases those of a cancelled order
 * (action 'kabelshop_order_cancelled', issue 15). The screens are Admin\DrumTypesPage and
 * Admin\DrumsPage; the REST routes (user/drums) are registered by Rest\RestRegistrar.
 */
final class DrumsService implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'admin_init', array( DrumSettings::class, 'register_settings' ) );
		add_action( 'kabelshop_order_placing', array( $this, 'order_placing' ) );
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
	 * Records the order's returnable drums, inside the order's transaction: a failure (a
	 * \RuntimeException of DrumAccount::record_order()) reaches Commerce\Checkout, which rolls the
	 * order back and answers 500 "not saved", so no order is stored without its drums.
	 *
	 * @param mixed $order The order just written (OrderRepository shape), not committed yet.
	 */
	public function order_placing( $order ): void {
		if ( is_array( $order ) ) {
			( new DrumAccount() )->record_order( $order );
		}
	}
}
