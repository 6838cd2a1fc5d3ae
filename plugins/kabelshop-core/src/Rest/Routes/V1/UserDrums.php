<?php
/**
 * GET kabelshop/v1/user/drums.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\Drums\DrumAccount;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Schemas\V1\DrumSchema;
use Kabelshop\View\DrumAccountView;
use WP_REST_Request;

/**
 * The logged-in customer's own drum account (issue 14, Faber's drum account): returnable drums held,
 * since when, the deposit, collect requests and returns. Capability kabelshop_place_orders (401 for
 * visitors, 403 for pending accounts). 200 { drums: list<DrumSchema>, held_deposit_cents: int (the
 * deposits of the drums not returned), pickup_addresses: list<{ id: int (0 = company address),
 * label }> } (the choices of the collect request).
 */
final class UserDrums extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'user/drums';
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
				'handler' => 'list_drums',
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
	 * The own drums.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{drums: list<array<string, mixed>>, held_deposit_cents: int, pickup_addresses: list<array{id: int, label: string}>}
	 */
	public function list_drums( WP_REST_Request $request ): array {
		return self::answer( get_current_user_id() );
	}

	/**
	 * The answer of GET user/drums for a user (also after a collect request).
	 *
	 * @param int $user_id User id.
	 * @return array{drums: list<array<string, mixed>>, held_deposit_cents: int, pickup_addresses: list<array{id: int, label: string}>}
	 */
	public static function answer( int $user_id ): array {
		$drums = array_map( array( DrumSchema::class, 'prepare' ), ( new DrumAccount() )->for_user( $user_id ) );
		$held  = 0;
		foreach ( $drums as $drum ) {
			if ( DrumAccount::RETURNED !== $drum['status'] ) {
				$held += (int) $drum['deposit_cents'];
			}
		}
		return array(
			'drums'              => $drums,
			'held_deposit_cents' => $held,
			'pickup_addresses'   => DrumAccountView::pickup_addresses( $user_id ),
		);
	}
}
