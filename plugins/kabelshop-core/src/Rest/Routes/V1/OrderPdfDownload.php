<?php
/**
 * GET kabelshop/v1/orders/{id}/pdf (issue 13).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Commerce\OrderPdf;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\Schemas\V1\DocumentFileResponse;
use WP_REST_Request;

/**
 * The order confirmation PDF (Commerce\OrderPdf) of the logged-in buyer's own order, or of any
 * order for staff with kabelshop_manage_orders (the wp-admin order screen's "PDF" button). A link,
 * not a fetch: it carries _wpnonce (REST cookie authentication), as the invoice downloads do.
 * 401 visitors; another customer's order answers 404 kabelshop_order_not_found exactly like a
 * missing one (GET orders/{id}), so ids leak nothing.
 * Language: ?lang= (hr | en | sr: the order page and the account panel pass the page's), else the
 * buyer's own (LocalizedMail::language_of()) for the buyer and the wp-admin language for staff.
 * The answer is the file (application/pdf, attachment "KS-2026-000123.pdf", no caching), sent by
 * Documents\DocumentsService from a temporary file that is removed at the end of the request.
 */
final class OrderPdfDownload extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'orders/(?P<id>\d+)/pdf';
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
					'id'   => Args::id( 'Order id.' ),
					'lang' => Args::lang( 'Language of the PDF: hr, en or sr (default: the buyer\'s own for the buyer, the wp-admin language for staff).' ),
				),
				'handler' => 'download',
			),
		);
	}

	/**
	 * Logged-in users only; ownership is checked in the handler.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( 'read' );
	}

	/**
	 * The PDF.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws \Kabelshop\Rest\RouteException 404 when missing or not the caller's (staff excepted); 500 when the file cannot be written.
	 */
	public function download( WP_REST_Request $request ): DocumentFileResponse {
		$order = OrderItem::visible_order( (int) $request->get_param( 'id' ) );
		$lang  = OrderItem::document_language( $order, (string) $request->get_param( 'lang' ) );
		$path  = Locale::in_language( $lang, static fn(): ?string => OrderPdf::temp_file( $order ) );
		if ( null === $path ) {
			throw new \Kabelshop\Rest\RouteException( 'kabelshop_order_pdf_failed', __( 'The PDF could not be made. Please try again later.', 'kabelshop-core' ), 500 );
		}
		register_shutdown_function( array( OrderPdf::class, 'remove_temp' ), $path );
		return new DocumentFileResponse( $path, OrderPdf::filename( $order ), 'order', (string) $order['number'] );
	}
}
