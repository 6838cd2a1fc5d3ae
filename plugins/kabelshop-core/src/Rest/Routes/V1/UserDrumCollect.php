<?php
/**
 * POST kabelshop/v1/user/drums/{id}/collect.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\Drums\DrumAccount;
use Kabelshop\Domain\ShopException;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use WP_REST_Request;

/**
 * "Drum empty, please collect" (issue 14, Faber's drum account): the logged-in customer asks staff
 * to collect one of their own held drums that has been delivered. Capability kabelshop_place_orders; nonce + XSRF.
 * Body: note (optional, at most 250 characters), address_id (optional: 0 = the company address,
 * N = one of the customer's delivery addresses; absent = none chosen). Answers:
 * 200 { drums, held_deposit_cents, pickup_addresses } (GET user/drums after the change; staff got a
 * mail); 404 kabelshop_drum_not_found for a drum that is not the caller's (another customer's too),
 * unknown, or of a cancelled order; 409 kabelshop_drum_not_delivered naming id (with the account
 * answer) for a drum that has not reached the buyer yet (its order line is not shipped or
 * delivered, issue 26; nothing is written, no mail); 409 kabelshop_drum_not_held when collection
 * was requested already or the drum is returned; 400 kabelshop_drum_invalid_address naming address_id for an
 * address the customer does not have.
 */
final class UserDrumCollect extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'user/drums/(?P<id>\d+)/collect';
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
					'id'         => array(
						'description'       => 'Drum account entry id.',
						'type'              => 'integer',
						'minimum'           => 1,
						'maximum'           => PHP_INT_MAX,
						'required'          => true,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'absint',
					),
					'note'       => array(
						'description'       => 'Note for the driver (where the drum stands, opening hours).',
						'type'              => 'string',
						'maxLength'         => DrumAccount::NOTE_MAX,
						'default'           => '',
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_textarea_field',
					),
					'address_id' => array(
						'description'       => 'Pickup address: 0 the company address, N a delivery address of the customer.',
						'type'              => 'integer',
						'minimum'           => 0,
						'maximum'           => 1000,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'absint',
					),
				),
				'handler' => 'collect',
			),
		);
	}

	/**
	 * Approved customers only.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( Roles::CAP_ORDER );
	}

	/**
	 * Records the request.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{drums: list<array<string, mixed>>, held_deposit_cents: int, pickup_addresses: list<array{id: int, label: string}>}
	 * @throws RouteException 404, 409 or 400 (class docblock).
	 * @throws ShopException  409 kabelshop_drum_not_delivered naming id.
	 */
	public function collect( WP_REST_Request $request ): array {
		$user_id = get_current_user_id();
		$account = new DrumAccount();
		$id      = (int) $request->get_param( 'id' );
		if ( null === $account->find_for_user( $user_id, $id ) ) {
			throw new RouteException( 'kabelshop_drum_not_found', __( 'This drum is not in your drum account.', 'kabelshop-core' ), 404 );
		}
		$address = null;
		if ( null !== $request->get_param( 'address_id' ) ) {
			$address_id = (int) $request->get_param( 'address_id' );
			$addresses  = Addresses::for_user( $user_id );
			$address    = 0 === $address_id ? $addresses['headquarters'] : Addresses::find_delivery( $user_id, $address_id );
			if ( null === $address ) {
				$this->bad_field( 'kabelshop_drum_invalid_address', 'address_id', __( 'Choose one of your addresses.', 'kabelshop-core' ) );
			}
		}
		$result = $account->request_collect( $user_id, $id, trim( (string) $request->get_param( 'note' ) ), $address );
		if ( DrumAccount::NOT_FOUND === $result ) {
			throw new RouteException( 'kabelshop_drum_not_found', __( 'This drum is not in your drum account.', 'kabelshop-core' ), 404 );
		}
		if ( DrumAccount::NOT_DELIVERED === $result ) {
			throw ShopException::field(
				'kabelshop_drum_not_delivered',
				'id',
				__( 'This drum has not been delivered to you yet. You can ask for it to be collected once its order has been shipped.', 'kabelshop-core' ),
				ShopException::CONFLICT,
				UserDrums::answer( $user_id )
			);
		}
		if ( DrumAccount::CONFLICT === $result ) {
			throw new RouteException( 'kabelshop_drum_not_held', __( 'Collection of this drum was already requested, or it was returned.', 'kabelshop-core' ), 409, UserDrums::answer( $user_id ) );
		}
		return UserDrums::answer( $user_id );
	}
}
