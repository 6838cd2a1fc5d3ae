<?php
/**
 * POST kabelshop/v1/admin/catalog-import.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Catalog\CatalogCsv;
use Kabelshop\Catalog\CatalogService;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Admin\CatalogImportPage;
use Kabelshop\Catalog\ImportStore;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The wp-admin catalogue import in steps (capability kabelshop_manage_catalog: 401 visitors,
 * 403 others; nonce and XSRF checked by AbstractRoute):
 * - step=upload, multipart "file" (or "csv" text): stores the file privately (ImportStore) and
 *   answers { file_id, rows, processed: 0, errors } (errors only for an unreadable file/header);
 * - step=validate, file_id, offset: checks rows [offset, offset + 200) (duplicates against all
 *   earlier rows too) and answers { file_id, rows, processed, errors };
 * - step=import, file_id: validates every row again and writes all of them in one transaction,
 *   or nothing; answers { file_id, rows, processed, errors, summary } and deletes the file on success.
 * Errors: 400 naming the field (step, file_id, file), 404 kabelshop_catalog_import_not_found for an
 * unknown or foreign file id, 500 kabelshop_catalog_import_not_stored when the private folder
 * (outside the web root, see ImportStore) cannot be written.
 */
final class CatalogImport extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'admin/catalog-import';
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
					'step'    => array(
						'description'       => 'upload | validate | import.',
						'type'              => 'string',
						'required'          => true,
						'enum'              => array( 'upload', 'validate', 'import' ),
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_key',
					),
					'file_id' => array(
						'description'       => 'Id from the upload step.',
						'type'              => 'string',
						'pattern'           => '^[a-f0-9]{32}$',
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_key',
					),
					'offset'  => array(
						'description'       => 'First data row (0-based) of the validate batch.',
						'type'              => 'integer',
						'default'           => 0,
						'minimum'           => 0,
						'maximum'           => 1000000,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'absint',
					),
					'csv'     => array(
						'description'       => 'The CSV as text, instead of a multipart file.',
						'type'              => 'string',
						'maxLength'         => ImportStore::MAX_BYTES,
						'validate_callback' => 'rest_validate_request_arg',
					),
				),
				'handler' => 'handle',
			),
		);
	}

	/**
	 * Catalogue managers only.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( CatalogService::CAPABILITY );
	}

	/**
	 * Runs one step.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws RouteException For a missing file or id, or a file that cannot be stored.
	 */
	public function handle( WP_REST_Request $request ): WP_REST_Response {
		$store    = new ImportStore();
		$importer = new CsvImporter();
		$user     = get_current_user_id();
		$step     = (string) $request->get_param( 'step' );
		if ( 'upload' === $step ) {
			$csv = $this->uploaded( $request );
			try {
				$id = $store->put( $csv, $user );
			} catch ( \RuntimeException $e ) {
				error_log( 'kabelshop catalogue import: ' . $e->getMessage() . ' (set KABELSHOP_PRIVATE_DIR to a writable folder outside the web root)' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions -- tells the administrator why.
				throw new RouteException( 'kabelshop_catalog_import_not_stored', __( 'The file could not be stored on the server. Please tell the site administrator.', 'kabelshop-core' ), 500 );
			}
			$parsed        = CatalogCsv::parse( $csv );
			$header_errors = array_values( array_filter( $parsed['errors'], static fn( $e ) => $e['line'] <= 1 ) );
			return new WP_REST_Response(
				array(
					'file_id'   => $id,
					'rows'      => count( $parsed['rows'] ),
					'processed' => 0,
					'errors'    => $header_errors,
				),
				200
			);
		}
		$id = (string) $request->get_param( 'file_id' );
		if ( '' === $id ) {
			$this->bad_field( 'kabelshop_catalog_import_missing_file_id', 'file_id', __( 'The upload step did not finish. Upload the file again.', 'kabelshop-core' ) );
		}
		$csv = $store->get( $id, $user );
		if ( null === $csv ) {
			throw new RouteException( 'kabelshop_catalog_import_not_found', __( 'The uploaded file was not found. Upload it again.', 'kabelshop-core' ), 404 );
		}
		$parsed = CatalogCsv::parse( $csv );
		$total  = count( $parsed['rows'] );
		if ( 'validate' === $step ) {
			$offset = min( (int) $request->get_param( 'offset' ), $total );
			$end    = min( $total, $offset + CatalogImportPage::BATCH );
			$first  = $parsed['rows'][ $offset ]['line'] ?? PHP_INT_MAX;
			$last   = $end > 0 ? $parsed['rows'][ $end - 1 ]['line'] : 0;
			$errors = array_values(
				array_filter(
					CatalogCsv::validate( array_slice( $parsed['rows'], 0, $end ) ),
					static fn( $e ) => $e['line'] >= $first && $e['line'] <= $last
				)
			);
			return new WP_REST_Response(
				array(
					'file_id'   => $id,
					'rows'      => $total,
					'processed' => $end,
					'errors'    => $errors,
				),
				200
			);
		}
		$result = $parsed['errors'] ? new \Kabelshop\Catalog\ImportResult( $parsed['errors'], $total ) : $importer->import_rows( $parsed['rows'] );
		if ( $result->ok() ) {
			$store->delete( $id );
		}
		return new WP_REST_Response(
			array(
				'file_id'   => $id,
				'rows'      => $total,
				'processed' => $total,
				'errors'    => $result->errors,
				'summary'   => $result->ok() ? $result->summary() : '',
			),
			200
		);
	}

	/**
	 * The uploaded CSV text from the multipart file or the csv field.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws RouteException 400 naming "file" when there is none or it is too big.
	 */
	private function uploaded( WP_REST_Request $request ): string {
		$files = $request->get_file_params();
		if ( isset( $files['file']['tmp_name'], $files['file']['error'] ) && UPLOAD_ERR_OK === (int) $files['file']['error'] && is_uploaded_file( (string) $files['file']['tmp_name'] ) ) {
			if ( (int) $files['file']['size'] > ImportStore::MAX_BYTES ) {
				$this->bad_field( 'kabelshop_catalog_import_too_big', 'file', __( 'The file is larger than 5 MB.', 'kabelshop-core' ) );
			}
			return (string) file_get_contents( (string) $files['file']['tmp_name'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the uploaded CSV in PHP's temp folder, read once.
		}
		$csv = (string) $request->get_param( 'csv' );
		if ( '' === $csv ) {
			$this->bad_field( 'kabelshop_catalog_import_no_file', 'file', __( 'Choose a CSV file first.', 'kabelshop-core' ) );
		}
		return $csv;
	}
}
