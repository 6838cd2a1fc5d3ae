<?php
/**
 * POST and DELETE kabelshop/v1/order-lists/{id} (issue 13, order lists).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\Roles;
use Kabelshop\OrderLists\OrderListRepository;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\QuoteArgs;
use WP_REST_Request;

/**
 * One of the logged-in customer's own order lists (docs/quick-order.md). Capability
 * kabelshop_place_orders (401/403); nonce + XSRF. Only the caller's lists are found: an id the
 * caller has no list with (even when another customer has) answers 404
 * kabelshop_order_list_not_found.
 * POST { name?, lines? }: renames and/or replaces the lines (edited quantities, removed lines);
 * the same 400s as POST order-lists; 200 { lists }. One UPDATE of that list only (issue 26): a
 * change never writes back the customer's other lists, so parallel saves lose none of them.
 * DELETE: 200 { lists } (the lists after the change).
 */
final class OrderList extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'order-lists/(?P<id>' . OrderListRepository::ID_PATTERN . ')';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		$lines             = QuoteArgs::lines();
		$lines['required'] = false;
		return array(
			array(
				'methods' => 'POST',
				'args'    => array(
					'id'    => self::id_arg(),
					'name'  => OrderLists::name_arg( false ),
					'lines' => $lines,
				),
				'handler' => 'update',
			),
			array(
				'methods' => 'DELETE',
				'args'    => array( 'id' => self::id_arg() ),
				'handler' => 'remove',
			),
		);
	}

	/**
	 * The 'id' path arg.
	 *
	 * @return array<string, mixed>
	 */
	private static function id_arg(): array {
		return array(
			'description'       => 'List id (12 hexadecimal characters).',
			'type'              => 'string',
			'pattern'           => '^' . OrderListRepository::ID_PATTERN . '$',
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_key',
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
	 * Renames the list or replaces its lines.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{lists: list<array<string, mixed>>}
	 * @throws RouteException 404 not the caller's list; 400 bad name or lines.
	 */
	public function update( WP_REST_Request $request ): array {
		$repository = new OrderListRepository();
		$user_id    = get_current_user_id();
		$id         = (string) $request->get_param( 'id' );
		if ( null === $repository->find( $user_id, $id ) ) {
			self::not_found();
		}
		$name  = null === $request->get_param( 'name' ) ? null : OrderLists::checked_name( (string) $request->get_param( 'name' ) );
		$lines = null === $request->get_param( 'lines' ) ? null : OrderLists::checked_lines( (array) $request->get_param( 'lines' ) );
		if ( ! $repository->update( $user_id, $id, $name, $lines ) ) {
			self::not_found(); // Deleted in another tab meanwhile.
		}
		return array( 'lists' => $repository->described( $user_id ) );
	}

	/**
	 * Deletes the list.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{lists: list<array<string, mixed>>}
	 * @throws RouteException 404 not the caller's list.
	 */
	public function remove( WP_REST_Request $request ): array {
		$repository = new OrderListRepository();
		if ( ! $repository->delete( get_current_user_id(), (string) $request->get_param( 'id' ) ) ) {
			self::not_found();
		}
		return array( 'lists' => $repository->described( get_current_user_id() ) );
	}

	/**
	 * Throws the 404 of a list the caller does not have.
	 *
	 * @throws RouteException Always.
	 */
	private static function not_found(): never {
		throw new RouteException( 'kabelshop_order_list_not_found', __( 'This order list does not exist.', 'kabelshop-core' ), 404 );
	}
}
