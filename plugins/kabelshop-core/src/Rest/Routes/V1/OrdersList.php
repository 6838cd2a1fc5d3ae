<?php
/**
 * GET kabelshop/v1/orders.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\Schemas\V1\OrderSchema;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The logged-in user's own orders, newest first, one page at a time (issue 4, account orders):
 * query page (>= 1, default 1), per_page (1..50, default 10); answer { orders: [ OrderSchema::summary ] }
 * with headers X-WP-Total and X-WP-TotalPages (WordPress core's paging headers). 401 for visitors.
 * Only the user's own orders are ever listed (also for staff: wp-admin lists all orders).
 * Registered on the same path as POST orders (Orders); WordPress merges the two endpoints.
 */
final class OrdersList extends AbstractRoute {

	public const PER_PAGE_MAX = 50;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'orders';
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
					'page'     => Args::page( 100000 ),
					'per_page' => Args::per_page( self::PER_PAGE_MAX, 10, 'Orders' ),
				),
				'handler' => 'list',
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
	 * One page of the user's orders.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function list( WP_REST_Request $request ): WP_REST_Response {
		$user     = get_current_user_id();
		$per_page = (int) $request->get_param( 'per_page' );
		$repo     = new OrderRepository();
		$total    = $repo->count_for_user( $user );
		$rows     = $repo->page_for_user( $user, (int) $request->get_param( 'page' ), $per_page );
		$response = new WP_REST_Response( array( 'orders' => array_map( array( OrderSchema::class, 'summary' ), $rows ) ) );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $total / max( 1, $per_page ) ) ) );
		return $response;
	}
}
