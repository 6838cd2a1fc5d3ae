<?php
/**
 * POST kabelshop/v1/orders.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\Checkout;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Domain\ShopException;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Schemas\V1\OrderSchema;
use Kabelshop\Rest\Schemas\V1\QuoteArgs;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Places an order (capability kabelshop_place_orders: 401 visitors, 403 others).
 * Header Idempotency-Key (8..80 of [A-Za-z0-9_-], case-sensitive) is required: the first request
 * answers 201 { order }, the same key with the same body again 200 with the same order and nothing
 * new written; the same key with a different body 409 kabelshop_idempotency_key_reused naming the
 * header (data.field and data.header 'Idempotency-Key'; IETF Idempotency-Key draft, Stripe).
 * Body { lines, note (<= 250 characters, spec section 5), delivery: { method, address_id }, payment }.
 * Re-prices on the server (Checkout). Errors: 400 naming the field (Idempotency-Key, note, lines,
 * delivery.method, delivery.address_id, payment), 500 kabelshop_order_not_saved.
 */
final class Orders extends AbstractRoute {

	public const KEY_PATTERN = '/^[A-Za-z0-9_-]{8,80}$/';

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'orders';
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
					'lines'    => QuoteArgs::lines(),
					'note'     => array(
						'description'       => 'Customer note, at most 250 characters (spec section 5).',
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => Checkout::NOTE_MAX_LENGTH,
						'validate_callback' => array( $this, 'validate_note' ),
						'sanitize_callback' => array( $this, 'sanitize_note' ),
					),
					'delivery' => QuoteArgs::delivery( true ),
					'payment'  => array(
						'description'       => 'Payment method (spec section 9: transaction, card, contract terms).',
						'type'              => 'string',
						'required'          => true,
						'enum'              => PaymentMethods::IDS,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_key',
					),
				),
				'handler' => 'create',
			),
		);
	}

	/**
	 * Approved business customers only.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( Roles::CAP_ORDER );
	}

	/**
	 * Accepts a string (length is checked by Checkout, which names the field 'note').
	 *
	 * @param mixed $value Raw note.
	 * @return true|\WP_Error
	 */
	public function validate_note( $value ) {
		if ( ! is_string( $value ) ) {
			return new \WP_Error(
				'kabelshop_order_invalid_note',
				__( 'The note must be text.', 'kabelshop' ),
				array(
					'status' => 400,
					'field'  => 'note',
				)
			);
		}
		return true;
	}

	/**
	 * Plain text with line breaks kept, tags stripped.
	 *
	 * @param mixed $value Validated note.
	 */
	public function sanitize_note( $value ): string {
		return sanitize_textarea_field( (string) $value );
	}

	/**
	 * Places the order.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws ShopException For bad input (400), a reused key (409) or a failed write (500): Checkout's,
	 *                       answered by AbstractRoute::run().
	 */
	public function create( WP_REST_Request $request ): WP_REST_Response {
		$key = trim( (string) $request->get_header( 'idempotency_key' ) );
		if ( ! preg_match( self::KEY_PATTERN, $key ) ) {
			$this->bad_field( 'kabelshop_order_invalid_idempotency_key', 'Idempotency-Key', __( 'The request has no valid Idempotency-Key header (8 to 80 letters, digits, - or _).', 'kabelshop' ) );
		}
		$result = ( new Checkout() )->place(
			get_current_user_id(),
			$key,
			(array) $request->get_param( 'lines' ),
			(string) $request->get_param( 'note' ),
			(array) $request->get_param( 'delivery' ),
			(string) $request->get_param( 'payment' )
		);
		return new WP_REST_Response( array( 'order' => OrderSchema::response( $result['order'] ) ), $result['created'] ? 201 : 200 );
	}
}
