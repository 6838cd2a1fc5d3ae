<?php
/**
 * GET kabelshop/v1/invoices (issue 4: account invoices).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use DateTimeImmutable;
use Kabelshop\Documents\DopRepository;
use Kabelshop\Documents\InvoiceRepository;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\Schemas\V1\InvoiceSchema;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The logged-in customer's own invoices, newest first, paged (page >= 1, per_page 1-50, default
 * 20; X-WP-Total and X-WP-TotalPages headers like core's collections), each with the DoPs of its
 * order's products and their availability (InvoiceSchema). 401 when logged out.
 */
final class Invoices extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'invoices';
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
					'page'     => Args::page(),
					'per_page' => Args::per_page( 50, 20, 'Invoices' ),
				),
				'handler' => 'list_invoices',
			),
		);
	}

	/**
	 * Logged-in users only; the list is limited to their own invoices.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( 'read' );
	}

	/**
	 * The page of invoices.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function list_invoices( WP_REST_Request $request ): WP_REST_Response {
		$user_id  = get_current_user_id();
		$page     = (int) $request->get_param( 'page' );
		$per_page = (int) $request->get_param( 'per_page' );
		$repo     = new InvoiceRepository();
		$dops     = new DopRepository();
		$now      = new DateTimeImmutable( 'now' );
		$out      = array();
		foreach ( $repo->for_user( $user_id, $page, $per_page ) as $invoice ) {
			$out[] = InvoiceSchema::response( $invoice, $dops->for_products( $repo->product_ids( $invoice ) ), $now );
		}
		$total    = $repo->count_for_user( $user_id );
		$response = new WP_REST_Response( array( 'invoices' => $out ) );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) max( 1, (int) ceil( $total / $per_page ) ) );
		return $response;
	}
}
