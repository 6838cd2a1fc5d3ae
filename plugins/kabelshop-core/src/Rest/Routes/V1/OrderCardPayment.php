<?php
/**
 * POST kabelshop/v1/orders/{id}/card-payment.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\OrderRepository;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\CardPayments;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\RouteException;
use WP_REST_Request;

/**
 * The owner starts a new card payment attempt (Payments\CardPayments::begin()): 200 { card_payment:
 * { action, method: 'POST', fields } }, the signed form that the page posts to the gateway. 401
 * visitors; another customer's or a missing order 404 kabelshop_order_not_found (staff too: only the
 * buyer pays); 409 kabelshop_payment_not_payable naming 'payment' when the order is no card order,
 * paid, cancelled or past its payment time; 503 kabelshop_order_payment_unavailable when card
 * payment is switched off. The gateway page speaks the request's language (X-Kabelshop-Lang).
 * Issue 26: while another attempt of the order is open at the gateway (started less than
 * CardPayments::ATTEMPT_GRACE_SECONDS ago, not finished), the gateway is asked about it first: paid
 * -> 409 kabelshop_payment_already_paid (the order is now paid); unknown -> 409
 * kabelshop_payment_attempt_open naming 'payment' with data { started_at (UTC), confirm:
 * 'new_attempt' } and the translated message; the same request with new_attempt: true (the buyer's
 * "start a new payment anyway") starts the new attempt.
 */
final class OrderCardPayment extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'orders/(?P<id>\d+)/card-payment';
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
					'id'                      => Args::id( 'Order id.' ),
					CardPayments::ANYWAY_FLAG => array(
						'description'       => 'The buyer confirmed starting a new payment while another attempt of the order is open at the gateway.',
						'type'              => 'boolean',
						'default'           => false,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'rest_sanitize_boolean',
					),
				),
				'handler' => 'start',
			),
		);
	}

	/**
	 * Logged-in users only (the owner check is the handler's: 404 for anyone else).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( 'read' );
	}

	/**
	 * Starts the attempt.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{card_payment: array{action: string, method: string, fields: array<string, string>}}
	 * @throws RouteException 404 for a missing or foreign order (OrderItem::not_found()).
	 * @throws \Kabelshop\Domain\ShopException CardPayments::begin()'s refusals (409 not payable, attempt open or already paid; 503; 500).
	 */
	public function start( WP_REST_Request $request ): array {
		$order = ( new OrderRepository() )->find( (int) $request->get_param( 'id' ) );
		if ( null === $order || get_current_user_id() !== $order['user_id'] ) {
			throw OrderItem::not_found();
		}
		return array( 'card_payment' => ( new CardPayments() )->begin( $order, get_current_user_id(), Locale::current(), (bool) $request->get_param( CardPayments::ANYWAY_FLAG ) )->to_array() );
	}
}
