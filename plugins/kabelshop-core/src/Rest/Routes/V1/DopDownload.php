<?php
/**
 * GET kabelshop/v1/dops/{id}/download?invoice={id} (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use DateTimeImmutable;
use Kabelshop\Documents\DocumentSettings;
use Kabelshop\Documents\DopAvailability;
use Kabelshop\Documents\DopRepository;
use Kabelshop\Documents\InvoiceRepository;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\DocumentFileResponse;
use WP_REST_Request;

/**
 * Streams a declaration of performance listed on the customer's own invoice: the invoice must be
 * the caller's and the DoP's product must be among the invoice's order items (else 404
 * kabelshop_documents_not_found). Before the business-hours rule allows it (DopAvailability:
 * closing time of the invoice date, Europe/Zagreb) 403 kabelshop_documents_dop_not_yet with
 * data.available_at (ISO 8601) and a message naming the time.
 */
final class DopDownload extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'dops/(?P<id>\d+)/download';
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
					'id'      => Args::id( 'DoP id.' ),
					'invoice' => array(
						'description'       => 'Id of the invoice that lists the DoP (required; missing => 400 naming it).',
						'type'              => 'integer',
						'minimum'           => 0,
						'default'           => 0,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'absint',
					),
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
	 * @throws RouteException 400 no invoice named; 404 not the caller's / not on the invoice; 403 not yet available.
	 */
	public function download( WP_REST_Request $request ): DocumentFileResponse {
		if ( (int) $request->get_param( 'invoice' ) < 1 ) {
			$this->bad_field( 'kabelshop_documents_invalid_invoice', 'invoice', __( 'Name the invoice that lists this declaration.', 'kabelshop-core' ) );
		}
		$invoices = new InvoiceRepository();
		$invoice  = $invoices->find( (int) $request->get_param( 'invoice' ) );
		$dop      = ( new DopRepository() )->find( (int) $request->get_param( 'id' ) );
		if ( null === $invoice || null === $dop || get_current_user_id() !== (int) $invoice['user_id'] || ! in_array( (int) $dop['product_id'], $invoices->product_ids( $invoice ), true ) ) {
			throw InvoiceDownload::not_found();
		}
		$zone = DocumentSettings::zone();
		$date = new DateTimeImmutable( (string) $invoice['issued_on'], $zone );
		if ( ! DopAvailability::is_available( $date, DocumentSettings::closing_time(), $zone, new DateTimeImmutable( 'now' ) ) ) {
			$at = DopAvailability::available_at( $date, DocumentSettings::closing_time(), $zone );
			throw new RouteException(
				'kabelshop_documents_dop_not_yet',
				/* translators: 1: date, 2: time (HH:MM, Zagreb time). */
				sprintf( __( 'This declaration of performance is available from %1$s at %2$s.', 'kabelshop-core' ), Format::date( $at->format( 'Y-m-d' ), Locale::bcp47() ), $at->format( 'H:i' ) ),
				403,
				array( 'available_at' => $at->format( DATE_ATOM ) )
			);
		}
		$path = PrivateFiles::path( (string) $dop['file'] );
		if ( null === $path ) {
			throw InvoiceDownload::not_found();
		}
		return new DocumentFileResponse( $path, DocumentFileResponse::filename_for( (string) $dop['number'] ), 'dop', (string) $dop['number'] );
	}
}
