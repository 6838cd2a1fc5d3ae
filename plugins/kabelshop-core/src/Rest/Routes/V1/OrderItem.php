<?php
/**
 * GET kabelshop/v1/orders/{id}.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\OrderSchema;
use WP_REST_Request;

/**
 * One order of the logged-in customer: { order } (OrderSchema). 401 for visitors. Another
 * customer's order answers 404 kabelshop_order_not_found, exactly like a missing one, so ids
 * leak nothing. Staff with kabelshop_manage_orders may read any order.
 */
final class OrderItem extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'orders/(?P<id>\d+)';
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
				'args'    => array(
					'id' => Args::id( 'Order id.' ),
				),
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
	 * The order.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{order: array<string, mixed>}
	 * @throws RouteException 404 when missing or not the user's.
	 */
	public function read( WP_REST_Request $request ): array {
		return array( 'order' => OrderSchema::response( self::visible_order( (int) $request->get_param( 'id' ) ) ) );
	}

	/**
	 * An order the current user may see: their own, or any for staff (Roles::CAP_MANAGE).
	 *
	 * @param int $id Order id.
	 * @return array<string, mixed> The stored order (OrderRepository shape).
	 * @throws RouteException 404 (not_found()) when missing or another customer's: no one learns that it exists.
	 */
	public static function visible_order( int $id ): array {
		$order = ( new OrderRepository() )->find( $id );
		if ( null === $order || ( get_current_user_id() !== $order['user_id'] && ! current_user_can( Roles::CAP_MANAGE ) ) ) {
			throw self::not_found();
		}
		return $order;
	}

	/**
	 * The language an order document is made in: the asked one (hr, en, sr), else the buyer's own
	 * for the buyer and the wp-admin language for staff.
	 *
	 * @param array<string, mixed> $order Order from visible_order().
	 * @param string               $asked The request's lang ('' when not given).
	 */
	public static function document_language( array $order, string $asked ): string {
		if ( isset( Locale::LANGUAGES[ $asked ] ) ) {
			return $asked;
		}
		$user = get_current_user_id();
		return $user === $order['user_id'] ? LocalizedMail::language_of( $user ) : Locale::admin_language( $user );
	}

	/**
	 * The 404 for a missing or foreign order.
	 */
	public static function not_found(): RouteException {
		return new RouteException( 'kabelshop_order_not_found', __( 'Order not found.', 'kabelshop-core' ), 404 );
	}
}
