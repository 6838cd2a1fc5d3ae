<?php
/**
 * Commerce hooks.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Registers the delivery-and-payment settings (screen: Admin\DeliveryPage) and the order page's cancel form handler.
 * REST routes of this area are registered by Rest\RestRegistrar.
 */
final class CommerceService implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		$settings = new ShopSettings();
		add_action( 'admin_init', array( $settings, 'register_settings' ) );
		$cancel = new CancelAction();
		add_action( 'admin_post_' . CancelAction::ACTION, array( $cancel, 'handle' ) );
		add_action( 'admin_post_nopriv_' . CancelAction::ACTION, array( $cancel, 'handle_visitor' ) );
		OrderMailQueue::register();
	}
}
