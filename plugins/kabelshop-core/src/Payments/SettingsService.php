<?php
/**
 * Hooks of the payments area: payment settings (Kabelshop → Payments).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\PaymentsPage;
use Kabelshop\Service;

/**
 * Issue 15: payment settings (Kabelshop → Payments, Admin\PaymentsPage; docs/payments-gateway.md).
 * Its REST route classes are listed in ROUTES (Rest\RestRegistrar registers them): none.
 */
final class SettingsService implements Service {

	/**
	 * REST route classes of this part.
	 *
	 * @var list<class-string<\Kabelshop\Rest\AbstractRoute>>
	 */
	public const ROUTES = array();

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		( new PaymentsPage() )->register();
	}
}
