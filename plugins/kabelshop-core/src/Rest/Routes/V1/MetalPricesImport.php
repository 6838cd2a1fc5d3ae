<?php
/**
 * POST kabelshop/v1/admin/metal-prices-import.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Metals\MetalsService;
use Kabelshop\Metals\CsvImporter;
use Kabelshop\Rest\AbstractRoute;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The wp-admin metal price import (capability kabelshop_manage_metal_prices: 401 visitors, 403
 * others; nonce and XSRF checked by AbstractRoute). Body: multipart "file", or "csv" as text.
 * Checks every row and imports all of them in one transaction, or nothing (Metals\CsvImporter).
 * Answer 200 { ok, format, prices, rates, skipped, errors: [ { line, field, message } ] }; 400 naming
 * "file" when there is no file or it is larger than MAX_BYTES.
 */
final class MetalPricesImport extends AbstractRoute {

	public const MAX_BYTES = 5242880;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'admin/metal-prices-import';
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
					'csv' => array(
						'description'       => 'The CSV as text, instead of a multipart file.',
						'type'              => 'string',
						'maxLength'         => self::MAX_BYTES,
						'validate_callback' => 'rest_validate_request_arg',
					),
				),
				'handler' => 'import',
			),
		);
	}

	/**
	 * Metal price managers only.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( MetalsService::CAPABILITY );
	}

	/**
	 * Runs the import.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function import( WP_REST_Request $request ): WP_REST_Response {
		$files = $request->get_file_params();
		$csv   = '';
		if ( isset( $files['file']['tmp_name'], $files['file']['error'] ) && UPLOAD_ERR_OK === (int) $files['file']['error'] && is_uploaded_file( (string) $files['file']['tmp_name'] ) ) {
			if ( (int) $files['file']['size'] > self::MAX_BYTES ) {
				$this->bad_field( 'kabelshop_metals_import_too_big', 'file', __( 'The file is larger than 5 MB.', 'kabelshop-core' ) );
			}
			$csv = (string) file_get_contents( (string) $files['file']['tmp_name'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the uploaded CSV in PHP's temp folder, read once.
		} else {
			$csv = (string) $request->get_param( 'csv' );
		}
		if ( '' === trim( $csv ) ) {
			$this->bad_field( 'kabelshop_metals_import_no_file', 'file', __( 'Choose a CSV file first.', 'kabelshop-core' ) );
		}
		return new WP_REST_Response( ( new CsvImporter() )->import( $csv ), 200 );
	}
}
