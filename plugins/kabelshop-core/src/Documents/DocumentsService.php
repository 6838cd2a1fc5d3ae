<?php
/**
 * Wiring of the documents area (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Rest\Schemas\V1\DocumentFileResponse;
use Kabelshop\Service;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Sends the PDF of a DocumentFileResponse as the HTTP body instead of JSON (filter
 * rest_pre_serve_request). The wp-admin screens are Admin\InvoicesPage, DopsPage, DocumentLookupsPage.
 */
final class DocumentsService implements Service {

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_file' ), 10, 4 );
	}

	/**
	 * Streams a private PDF: Content-Type application/pdf, Content-Disposition attachment with the
	 * document's number as name, no caching, X-Content-Type-Options nosniff.
	 *
	 * @param bool             $served  Whether another filter already served the request.
	 * @param WP_HTTP_Response $result  Result to send.
	 * @param WP_REST_Request  $request Request.
	 * @param WP_REST_Server   $server  Server.
	 * @return bool True when the file was sent.
	 */
	public function serve_file( $served, $result, $request, $server ): bool {
		if ( $served || ! $result instanceof DocumentFileResponse || 200 !== $result->get_status() || 'HEAD' === $request->get_method() ) {
			return (bool) $served;
		}
		nocache_headers();
		header( 'Content-Type: application/pdf' );
		header( 'Content-Disposition: attachment; filename="' . $result->filename . '"' );
		header( 'Content-Length: ' . (string) filesize( $result->path ) );
		header( 'X-Content-Type-Options: nosniff' );
		readfile( $result->path ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- streams a private file.
		return true;
	}
}
