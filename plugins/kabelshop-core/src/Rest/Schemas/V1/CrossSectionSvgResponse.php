<?php
/**
 * A REST answer that is a cross-section drawing (SVG).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\CrossSectionService;
use WP_REST_Response;

/**
 * Carries the SVG of Catalog\CrossSectionDrawing. Its data ({ article_code, etag, bytes }) is what
 * rest_do_request() and tests see; over HTTP Catalog\CrossSectionService::serve() (filter
 * rest_pre_serve_request) sends the SVG itself as image/svg+xml. Headers: ETag (a strong tag of
 * the SVG's bytes), Cache-Control public, max-age CrossSectionService::MAX_AGE. Status 304 (no
 * body) when the request's If-None-Match names the ETag.
 */
final class CrossSectionSvgResponse extends WP_REST_Response {

	/** @var string The SVG document ('' for a 304). */
	public string $svg;

	/**
	 * Builds the answer.
	 *
	 * @param string $article_code  Article code.
	 * @param string $svg           The drawing.
	 * @param string $if_none_match The request's If-None-Match header ('' when absent).
	 */
	public function __construct( string $article_code, string $svg, string $if_none_match = '' ) {
		$etag    = '"' . substr( hash( 'sha256', $svg ), 0, 32 ) . '"';
		$matches = in_array( $etag, array_map( 'trim', explode( ',', str_replace( 'W/', '', $if_none_match ) ) ), true ) || '*' === trim( $if_none_match );
		parent::__construct(
			array(
				'article_code' => $article_code,
				'etag'         => $etag,
				'bytes'        => strlen( $svg ),
			),
			$matches ? 304 : 200
		);
		$this->svg = $matches ? '' : $svg;
		$this->header( 'ETag', $etag );
		$this->header( 'Cache-Control', 'public, max-age=' . CrossSectionService::MAX_AGE );
		$this->header( 'Vary', 'Accept-Encoding' );
	}
}
