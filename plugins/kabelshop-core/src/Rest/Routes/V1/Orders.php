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
use Kabelshop\Commerce\B2BFields;
use Kabelshop\Commerce\Checkout;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Domain\ShopException;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\CardPayments;
use Kabelshop\Payments\PaymentStatus;
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
 * Body { lines, note (<= 250 characters, spec section 5), delivery: { method, address_id }, payment,
 * po_number?, requested_delivery_date?, site_contact_name?, site_contact_phone?, r1_invoice? } (the
 * B2B fields, checked by Commerce\B2BFields). Re-prices on the server (Checkout). Errors: 400 naming
 * the field (Idempotency-Key, note, lines, delivery.method, delivery.address_id, payment, po_number,
 * requested_delivery_date, site_contact_name, site_contact_phone, r1_invoice), 500 kabelshop_order_not_saved.
 * A card order awaiting payment answers { order, card_payment: { action, method: 'POST', fields } }
 * too: the signed form of its first attempt at the gateway (Payments\CardPayments), which the
 * checkout posts to take the buyer to the payment page; the same key again gets the same attempt.
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
					'lines'                   => QuoteArgs::lines(),
					'note'                    => array(
						'description'       => 'Customer note, at most 250 characters (spec section 5).',
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => Checkout::NOTE_MAX_LENGTH,
						'validate_callback' => array( $this, 'validate_note' ),
						'sanitize_callback' => array( $this, 'sanitize_note' ),
					),
					'delivery'                => QuoteArgs::delivery( true ),
					'payment'                 => array(
						'description'       => 'Payment method (spec section 9: transaction, card, contract terms).',
						'type'              => 'string',
						'required'          => true,
						'enum'              => PaymentMethods::IDS,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_key',
					),
					'po_number'               => array(
						'description'       => 'The buyer\'s purchase order number: optional, at most 35 printable characters (UN/EDIFACT 1154 an..35).',
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => B2BFields::PO_MAX_LENGTH,
						'validate_callback' => array( $this, 'validate_text' ),
						'sanitize_callback' => array( $this, 'keep_text' ),
					),
					'requested_delivery_date' => array(
						'description'       => 'Requested delivery (or pickup) day, Y-m-d, optional: a working day in Croatia, not before the earliest possible (the next working day, later when a line is backordered).',
						'type'              => 'string',
						'default'           => '',
						'pattern'           => '^(\\d{4}-\\d{2}-\\d{2})?$',
						'validate_callback' => array( $this, 'validate_text' ),
						'sanitize_callback' => array( $this, 'keep_text' ),
					),
					'site_contact_name'       => array(
						'description'       => 'Site contact for the delivery: name, optional (with a phone).',
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => B2BFields::CONTACT_NAME_MAX_LENGTH,
						'validate_callback' => array( $this, 'validate_text' ),
						'sanitize_callback' => 'sanitize_text_field',
					),
					'site_contact_phone'      => array(
						'description'       => 'Site contact for the delivery: phone (spaces allowed, stored without them), optional (with a name).',
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => 32,
						'validate_callback' => array( $this, 'validate_text' ),
						'sanitize_callback' => 'sanitize_text_field',
					),
					'r1_invoice'              => array(
						'description'       => 'The buyer confirms the R1 invoice data (company name and OIB of the profile), stored with the order as billing_company and billing_oib.',
						'type'              => 'boolean',
						'default'           => false,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'rest_sanitize_boolean',
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
				__( 'The note must be text.', 'kabelshop-core' ),
				array(
					'status' => 400,
					'field'  => 'note',
				)
			);
		}
		return true;
	}

	/**
	 * Accepts a string (the content is checked by B2BFields, which names the field).
	 *
	 * @param mixed           $value   Raw value.
	 * @param WP_REST_Request $request The request.
	 * @param string          $param   The arg's name.
	 * @return true|\WP_Error
	 */
	public function validate_text( $value, $request = null, $param = '' ) {
		if ( is_string( $value ) ) {
			return true;
		}
		$message = __( 'This field must be text.', 'kabelshop-core' );
		return new \WP_Error(
			'kabelshop_order_invalid_field',
			$message,
			array(
				'status' => 400,
				'field'  => (string) $param,
				'fields' => array( (string) $param => $message ),
			)
		);
	}

	/**
	 * The text as sent: B2BFields checks and normalises it with messages of its own (without a
	 * sanitize callback core would check maxLength and pattern first, in its own words).
	 *
	 * @param mixed $value Validated value.
	 */
	public function keep_text( $value ): string {
		return (string) $value;
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
			$this->bad_field( 'kabelshop_order_invalid_idempotency_key', 'Idempotency-Key', __( 'The request has no valid Idempotency-Key header (8 to 80 letters, digits, - or _).', 'kabelshop-core' ) );
		}
		$result = ( new Checkout() )->place(
			get_current_user_id(),
			$key,
			(array) $request->get_param( 'lines' ),
			(string) $request->get_param( 'note' ),
			(array) $request->get_param( 'delivery' ),
			(string) $request->get_param( 'payment' ),
			array(
				'po_number'               => (string) $request->get_param( 'po_number' ),
				'requested_delivery_date' => (string) $request->get_param( 'requested_delivery_date' ),
				'site_contact_name'       => (string) $request->get_param( 'site_contact_name' ),
				'site_contact_phone'      => (string) $request->get_param( 'site_contact_phone' ),
				'r1_invoice'              => (bool) $request->get_param( 'r1_invoice' ),
			)
		);
		$order  = $result['order'];
		$card   = self::card_payment( $order, $result['created'] );
		if ( null !== $card ) {
			$order = ( new OrderRepository() )->find( (int) $order['id'] ) ?? $order;
		}
		$body = array( 'order' => OrderSchema::response( $order ) );
		if ( null !== $card ) {
			$body['card_payment'] = $card;
		}
		return new WP_REST_Response( $body, $result['created'] ? 201 : 200 );
	}

	/**
	 * The first card attempt of a card order awaiting payment (issue 15): a new order starts it
	 * (CardPayments::begin()); the same key again, while the order still awaits payment, gets that
	 * attempt's form again (the first answer was lost, so the buyer never used it). Null for other
	 * orders, and when the attempt could not be started (logged; the order stands and the order page
	 * offers "Pay by card").
	 *
	 * @param array<string, mixed> $order   The stored order.
	 * @param bool                 $created True for a new order.
	 * @return array{action: string, method: string, fields: array<string, string>}|null HostedForm::to_array().
	 */
	private static function card_payment( array $order, bool $created ): ?array {
		if ( PaymentMethods::CARD !== $order['payment_method'] || PaymentStatus::AWAITING !== $order['payment_status'] || ! CardPayments::payable( $order ) ) {
			return null;
		}
		try {
			$card = new CardPayments();
			$form = $created || (int) $order['payment_attempt'] < 1
				? $card->begin( $order, (int) $order['user_id'], Locale::current() )
				: $card->form_for( $order, Locale::current() );
		} catch ( ShopException | \RuntimeException | \InvalidArgumentException $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions -- the administrator's trace; the buyer pays from the order page.
			error_log( 'kabelshop card payments: first attempt of ' . $order['number'] . ' not started: ' . $e->getMessage() );
			return null;
		}
		return $form->to_array();
	}
}
