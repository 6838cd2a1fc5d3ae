<?php
/**
 * POST kabelshop/v1/documents/search (issue 4, spec: document search).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Documents\DocumentSearch as Search;
use Kabelshop\Documents\DownloadToken;
use Kabelshop\Documents\LookupLog;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\DocumentSchema;
use Kabelshop\Security\RateLimiter;
use WP_REST_Request;

/**
 * Public: { number (1-40 chars), control (8 characters, spaces/dashes ignored); a missing or empty
 * one is a 400 naming the field } returns the one
 * invoice copy or DoP whose number and control code both match, as DocumentSchema with a signed
 * download URL valid 10 minutes. A write (nonce + XSRF, AbstractRoute). Rules (issue 4):
 * - an unknown number and a wrong control code both give 404 kabelshop_documents_no_match with the
 *   same message, after the same work (Documents\DocumentSearch);
 * - at most RATE_MAX lookups per RATE_WINDOW seconds per IP (REMOTE_ADDR), then 429
 *   kabelshop_documents_rate_limited with a Retry-After header; counted before the lookup;
 * - every lookup that passes the limit is logged (Documents\LookupLog, wp-admin "Document lookups").
 */
final class DocumentSearch extends AbstractRoute {

	public const RATE_MAX    = 10;
	public const RATE_WINDOW = 600;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'documents/search';
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
					'number'  => array(
						'description'       => 'Document number as printed.',
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => 40,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_text_field',
					),
					'control' => array(
						'description'       => 'Control number as printed (8 characters).',
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => 20,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_text_field',
					),
				),
				'handler' => 'search',
			),
		);
	}

	/**
	 * Public (the nonce/XSRF checks of writes still apply).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * The lookup.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{document: array<string, mixed>}
	 * @throws RouteException 400 empty field, 429 rate limit, 404 no match.
	 */
	public function search( WP_REST_Request $request ): array {
		$number  = trim( (string) $request->get_param( 'number' ) );
		$control = trim( (string) $request->get_param( 'control' ) );
		if ( '' === $number ) {
			$this->bad_field( 'kabelshop_documents_invalid_number', 'number', __( 'Please enter the document number.', 'kabelshop-core' ) );
		}
		if ( '' === $control ) {
			$this->bad_field( 'kabelshop_documents_invalid_control', 'control', __( 'Please enter the control number.', 'kabelshop-core' ) );
		}
		$ip  = RateLimiter::client_ip();
		$key = 'documents:search:ip:' . $ip;
		if ( ! RateLimiter::limit( $key, self::RATE_MAX, self::RATE_WINDOW ) ) {
			throw new RouteException( 'kabelshop_documents_rate_limited', __( 'Too many searches. Please wait a few minutes and try again.', 'kabelshop-core' ), 429, array( 'retry_after' => RateLimiter::retry_after( $key ) ) );
		}
		$found = ( new Search() )->find( $number, $control );
		LookupLog::add( $ip, $number, null !== $found );
		if ( null === $found ) {
			throw new RouteException( 'kabelshop_documents_no_match', __( 'No document matches this number and control number. Please check both numbers on your document.', 'kabelshop-core' ), 404 );
		}
		$token = DownloadToken::sign( $found['kind'], (int) $found['document']['id'], time() );
		return array( 'document' => DocumentSchema::response( $found['kind'], $found['document'], add_query_arg( 'token', $token, rest_url( 'kabelshop/v1/documents/download' ) ) ) );
	}
}
