<?php
/**
 * Inquiries in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Inquiries;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Registers the wp-admin page "Kabelshop -> Inquiries" (InquiriesPage). Sending is the REST route
 * kabelshop/v1/inquiries (Rest\Routes\V1\Inquiries).
 */
final class InquiriesService implements Service {

	public function register(): void {
		add_action( 'admin_menu', array( new InquiriesPage(), 'add_page' ), 30 );
	}
}
