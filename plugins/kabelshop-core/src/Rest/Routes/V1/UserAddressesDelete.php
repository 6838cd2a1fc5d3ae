<?php
/**
 * POST kabelshop/v1/user/profile/addresses/delete.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\AddressBook;
use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Roles;
use Kabelshop\Domain\ShopException;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use WP_REST_Request;

/**
 * Deletes one of the logged-in customer's delivery addresses (issue 13: addresses could not be
 * deleted). A route of its own beside the spec's user/profile/addresses/update, whose fields
 * (address_id plus the address, all required) describe an address to store, not one to remove;
 * the path sits beside it so both address writes read alike.
 *
 * Body (multipart or JSON): address_id (integer >= 1).
 * 200: { message: 'Address deleted.', deleted_id, addresses: { headquarters, delivery } }.
 * Orders that went to the address keep it: an order stores a copy of its delivery address
 * (OrderRepository, delivery_address JSON), not the id.
 * 400 kabelshop_invalid_param for a missing or non-positive address_id (the headquarters, id 0,
 * is never deleted), 401 visitors, 403 logged-in users who may not order (pending registrations)
 * and a missing nonce/XSRF token, 404 kabelshop_address_not_found for an id the customer does not
 * own (another customer's address answers exactly like a missing one; nothing is written),
 * 500 kabelshop_address_not_deleted when the database refuses the write, 503
 * kabelshop_account_busy (data retry_after) when another change of the customer's data holds the
 * customer's lock for over 10 seconds (Accounts\CustomerLock, issue 26).
 */
final class UserAddressesDelete extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'user/profile/addresses/delete';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'POST',
				'args'    => array(
					'address_id' => array(
						'description'       => 'Id of one of the customer\'s delivery addresses (the headquarters, 0, is not deleted here).',
						'type'              => 'integer',
						'required'          => true,
						'minimum'           => 1,
						'maximum'           => PHP_INT_MAX,
						'sanitize_callback' => 'absint',
						'validate_callback' => 'rest_validate_request_arg',
					),
				),
				'handler' => 'delete',
			),
		);
	}

	/**
	 * Approved customers only (capability kabelshop_place_orders), as for adding and changing.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( Roles::CAP_ORDER );
	}

	/**
	 * Deletes the address.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{message: string, deleted_id: int, addresses: array<string, mixed>}
	 * @throws RouteException 404 when the customer has no delivery address with that id.
	 * @throws ShopException  500 when the list cannot be written (AddressBook::delete()).
	 */
	public function delete( WP_REST_Request $request ): array {
		$user_id    = get_current_user_id();
		$address_id = (int) $request['address_id'];
		if ( ! AddressBook::delete( $user_id, $address_id ) ) {
			throw new RouteException( 'kabelshop_address_not_found', __( 'This address was not found in your account.', 'kabelshop-core' ), 404 );
		}
		return array(
			'message'    => __( 'Address deleted.', 'kabelshop-core' ),
			'deleted_id' => $address_id,
			'addresses'  => Addresses::for_user( $user_id ),
		);
	}
}
