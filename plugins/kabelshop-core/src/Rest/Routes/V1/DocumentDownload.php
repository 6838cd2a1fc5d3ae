<?php
/**
 * GET kabelshop/v1/documents/download?token=... (issue 4, document search).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Documents\DopRepository;
use Kabelshop\Documents\DownloadToken;
use Kabelshop\Documents\InvoiceRepository;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\DocumentFileResponse;
use WP_REST_Request;

/**
 * Public, authorised by the token alone: a DownloadToken signed by a successful document search
 * (HMAC with wp_salt, 10 minutes). Streams that one PDF. A forged, changed or expired token: 403
 * kabelshop_documents_link_expired; a document deleted meanwhile: 404.
 */
final class DocumentDownload extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'documents/download';
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
					'token' => array(
						'description'       => 'Signed download token from documents/search.',
						'type'              => 'string',
						'required'          => true,
						'minLength'         => 70,
						'maxLength'         => 120,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_text_field',
					),
				),
				'handler' => 'download',
			),
		);
	}

	/**
	 * Public; the token is checked in the handler.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * The file.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws RouteException 403 bad token, 404 document gone.
	 */
	public function download( WP_REST_Request $request ): DocumentFileResponse {
		$named = DownloadToken::verify( (string) $request->get_param( 'token' ), time() );
		if ( null === $named ) {
			throw new RouteException( 'kabelshop_documents_link_expired', __( 'This download link is not valid or has expired. Please search for the document again.', 'kabelshop-core' ), 403 );
		}
		$doc  = 'invoice' === $named['kind'] ? ( new InvoiceRepository() )->find( $named['id'] ) : ( new DopRepository() )->find( $named['id'] );
		$path = null !== $doc ? PrivateFiles::path( (string) $doc['file'] ) : null;
		if ( null === $doc || null === $path ) {
			throw InvoiceDownload::not_found();
		}
		return new DocumentFileResponse( $path, DocumentFileResponse::filename_for( (string) $doc['number'] ), $named['kind'], (string) $doc['number'] );
	}
}
