<?php
/**
 * Hooks of the payments area: card payments (gateway redirect, return, notification, expiry, staff refund and void).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Issue 15: card payments (gateway redirect, return, notification, expiry, staff refund and void). Its REST route classes are listed in ROUTES (Rest\RestRegistrar registers them).
 */
final class CardService implements Service {

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
