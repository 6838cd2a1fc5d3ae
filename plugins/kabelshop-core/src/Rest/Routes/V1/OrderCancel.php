<?php
/**
 * POST kabelshop/v1/orders/{id}/cancel.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Commerce\CancelAction;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\OrderSchema;
use WP_REST_Request;

/**
 * The owner cancels an order while it is 'received': { order, message: 'The order has been
 * canceled.' } (spec section 8). 401 visitors; another customer's or a missing order 404
 * kabelshop_order_not_found; any other status 409 kabelshop_order_not_cancellable with the
 * current order in data.order. A cancellation is mailed to the buyer and the staff recipients
 * (CancelAction::by_buyer()).
 */
final class OrderCancel extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'orders/(?P<id>\d+)/cancel';
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
					'id' => Args::id( 'Order id.' ),
				),
				'handler' => 'cancel',
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
	 * Cancels.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{order: array<string, mixed>, message: string}
	 * @throws RouteException 404 or 409.
	 */
	public function cancel( WP_REST_Request $request ): array {
		$id     = (int) $request->get_param( 'id' );
		$orders = new OrderRepository();
		$result = CancelAction::by_buyer( $id, get_current_user_id() );
		if ( OrderRepository::NOT_FOUND === $result ) {
			throw OrderItem::not_found();
		}
		$order = OrderSchema::response( (array) $orders->find( $id ) );
		if ( OrderRepository::CONFLICT === $result ) {
			throw new RouteException( 'kabelshop_order_not_cancellable', __( 'This order can no longer be canceled.', 'kabelshop-core' ), 409, array( 'order' => $order ) );
		}
		return array(
			'order'   => $order,
			'message' => OrderStatus::cancelled_message(),
		);
	}
}
