<?php
/**
 * Hooks of the payments area: contract terms (staff set terms and limits, the account's credit panel, invoice due dates and payments).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Issue 15: contract terms (staff set terms and limits, the account's credit panel, invoice due dates and payments). Its REST route classes are listed in ROUTES (Rest\RestRegistrar registers them).
 */
final class CreditService implements Service {

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
	}
}
