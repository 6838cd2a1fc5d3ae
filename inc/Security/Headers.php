<?php
/**
 * Placeholder, filled in by the security issue.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Placeholder service.
 */
final class Headers implements Service {

	public function register(): void {
	}
}
