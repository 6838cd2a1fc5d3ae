<?php
/**
 * POST kabelshop/v1/newsletter/unsubscribe.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Newsletter\Subscribers;
use Kabelshop\Rest\AbstractRoute;
use WP_Error;
use WP_REST_Request;

/**
 * The one-click unsubscribe of the List-Unsubscribe header (RFC 8058): mail providers POST
 * `List-Unsubscribe=One-Click` (application/x-www-form-urlencoded) to the header's URL,
 * ?id=<subscriber>&token=<Subscribers::unsubscribe_token()>, without cookies or nonce. The route is
 * token_authenticated(): no nonce or XSRF check; permission() answers 403
 * kabelshop_newsletter_invalid_token unless the token matches the id (hash_equals). It can only
 * unsubscribe the subscriber the token names (idempotent).
 * Success: 200 { unsubscribed: true }.
 */
final class NewsletterUnsubscribe extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'newsletter/unsubscribe';
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
					'id'               => array(
						'description'       => 'Subscriber id (from the List-Unsubscribe URL).',
						'type'              => 'integer',
						'required'          => true,
						'minimum'           => 1,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'absint',
					),
					'token'            => array(
						'description'       => 'Unsubscribe token (from the List-Unsubscribe URL): 64 hex characters.',
						'type'              => 'string',
						'required'          => true,
						'minLength'         => 64,
						'maxLength'         => 64,
						'pattern'           => '^[0-9a-f]{64}$',
						'validate_callback' => 'rest_validate_request_arg',
					),
					'List-Unsubscribe' => array(
						'description'       => 'RFC 8058 body: One-Click (not required).',
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => 20,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_text_field',
					),
				),
				'handler' => 'unsubscribe',
			),
		);
	}

	/**
	 * The token in the URL authenticates the write (see AbstractRoute::token_authenticated()).
	 */
	protected function token_authenticated(): bool {
		return true;
	}

	/**
	 * Only the holder of the subscriber's token.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		// Also called with arguments core refused (rest_send_allow_header asks every method's
		// permission for the Allow header), so nothing here assumes their type.
		$id         = $request->get_param( 'id' );
		$token      = $request->get_param( 'token' );
		$subscriber = is_scalar( $id ) && is_string( $token ) ? ( new Subscribers() )->verify_unsubscribe( (int) $id, $token ) : null;
		if ( null === $subscriber ) {
			return new WP_Error( 'kabelshop_newsletter_invalid_token', __( 'The unsubscribe link is not valid.', 'kabelshop-core' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Unsubscribes.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{unsubscribed: bool}
	 */
	public function unsubscribe( WP_REST_Request $request ): array {
		( new Subscribers() )->unsubscribe( (int) $request->get_param( 'id' ) );
		return array( 'unsubscribed' => true );
	}
}
