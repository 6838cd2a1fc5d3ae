<?php
/**
 * A REST answer that is a private PDF file (issue 4 downloads).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use WP_REST_Response;

/**
 * Carries the absolute path and download name of a PDF from the private folder. Its data (kind,
 * number, filename) is what tests and rest_do_request see; over HTTP,
 * Documents\DocumentsService::serve_file (filter rest_pre_serve_request) sends the file itself with
 * Content-Type application/pdf, Content-Disposition attachment and no caching, instead of JSON.
 */
final class DocumentFileResponse extends WP_REST_Response {

	/** @var string Absolute path of the PDF. */
	public string $path;

	/** @var string File name offered to the browser. */
	public string $filename;

	/**
	 * Builds the answer.
	 *
	 * @param string $path     Absolute path.
	 * @param string $filename Download name, e.g. 'KS-R-2026-0001.pdf'.
	 * @param string $kind     'invoice' or 'dop'.
	 * @param string $number   Document number.
	 */
	public function __construct( string $path, string $filename, string $kind, string $number ) {
		parent::__construct(
			array(
				'kind'     => $kind,
				'number'   => $number,
				'filename' => $filename,
				'bytes'    => (int) filesize( $path ),
			),
			200
		);
		$this->path     = $path;
		$this->filename = $filename;
	}

	/**
	 * A safe download name from a document number.
	 *
	 * @param string $number Document number.
	 */
	public static function filename_for( string $number ): string {
		return (string) preg_replace( '/[^A-Za-z0-9._-]+/', '-', $number ) . '.pdf';
	}
}
