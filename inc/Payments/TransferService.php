<?php
/**
 * Hooks of the payments area: bank transfer (instructions, HUB-3 barcode, transfers marked or matched from a bank statement).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Issue 15: bank transfer (instructions, HUB-3 barcode, transfers marked or matched from a bank statement). Its REST route classes are listed in ROUTES (Rest\RestRegistrar registers them).
 */
final class TransferService implements Service {

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
