<?php
/**
 * GET kabelshop/v1/user/addresses.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Rest\AbstractRoute;
use WP_REST_Request;

/**
 * The logged-in user's own addresses for the checkout: { headquarters: address|null,
 * delivery: [ { id, street, house_no, city, zip, country, contact_person, phone } ] }.
 * 401 for visitors. There is no way to ask for another user's addresses.
 */
final class UserAddresses extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'user/addresses';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'GET',
				'args'    => array(),
				'handler' => 'read',
			),
		);
	}

	/**
	 * Logged-in users only.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( 'read' );
	}

	/**
	 * The addresses.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{headquarters: array<string, int|string>|null, delivery: list<array<string, int|string>>}
	 */
	public function read( WP_REST_Request $request ): array {
		return Addresses::for_user( get_current_user_id() );
	}
}
