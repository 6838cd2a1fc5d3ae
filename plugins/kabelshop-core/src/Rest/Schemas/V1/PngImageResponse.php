<?php
/**
 * A REST answer that is a PNG image (the HUB-3 barcode of an order).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use WP_REST_Response;

/**
 * Carries the PNG bytes of an image answer. Its data (kind, number, bytes, width, height) is what
 * tests and rest_do_request see; over HTTP, Payments\TransferService::serve_png (filter
 * rest_pre_serve_request) sends the image itself (Content-Type image/png, Cache-Control private)
 * instead of JSON, so an <img src> can show it.
 */
final class PngImageResponse extends WP_REST_Response {

	/** @var string PNG bytes. */
	public string $png;

	/**
	 * Builds the answer.
	 *
	 * @param string $png    PNG bytes.
	 * @param string $kind   What the image is, e.g. 'hub3'.
	 * @param string $number The order number it belongs to.
	 */
	public function __construct( string $png, string $kind, string $number ) {
		$size = '' !== $png ? getimagesizefromstring( $png ) : false;
		parent::__construct(
			array(
				'kind'   => $kind,
				'number' => $number,
				'bytes'  => strlen( $png ),
				'width'  => is_array( $size ) ? (int) $size[0] : 0,
				'height' => is_array( $size ) ? (int) $size[1] : 0,
			),
			200
		);
		$this->png = $png;
	}
}
