<?php
/**
 * GET kabelshop/v1/invoices/{id}/download (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Documents\InvoiceRepository;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\DocumentFileResponse;
use WP_REST_Request;

/**
 * Streams the customer's own invoice PDF. Links carry _wpnonce (REST cookie authentication).
 * 401 logged out; 404 kabelshop_documents_not_found for an unknown invoice AND for another
 * customer's (the same answer, so ids of others cannot be probed) or a missing file.
 */
final class InvoiceDownload extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'invoices/(?P<id>\d+)/download';
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
					'id' => Args::id( 'Invoice id.' ),
				),
				'handler' => 'download',
			),
		);
	}

	/**
	 * Logged-in users only; ownership is checked in the handler.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( 'read' );
	}

	/**
	 * The file.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws RouteException 404 when not the caller's or missing.
	 */
	public function download( WP_REST_Request $request ): DocumentFileResponse {
		$invoice = ( new InvoiceRepository() )->find( (int) $request->get_param( 'id' ) );
		$path    = null !== $invoice && get_current_user_id() === (int) $invoice['user_id'] ? PrivateFiles::path( (string) $invoice['file'] ) : null;
		if ( null === $invoice || null === $path ) {
			throw self::not_found();
		}
		return new DocumentFileResponse( $path, DocumentFileResponse::filename_for( (string) $invoice['number'] ), 'invoice', (string) $invoice['number'] );
	}

	/** The one "not found" error of the document downloads. */
	public static function not_found(): RouteException {
		return new RouteException( 'kabelshop_documents_not_found', __( 'This document was not found.', 'kabelshop-core' ), 404 );
	}
}
