<?php
/**
 * GET kabelshop/v1/orders/{id}/hub3.png (issue 15).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\I18n\Locale;
use Kabelshop\Payments\Hub3;
use Kabelshop\Payments\PaymentInstructions;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\PngImageResponse;
use WP_REST_Request;

/**
 * The HUB-3 PDF417 barcode (Payments\Hub3::png() of PaymentInstructions::for_order()'s
 * hub3_payload) of the logged-in buyer's own bank transfer order, or of any order for staff with
 * kabelshop_manage_orders. It is an <img src> on the checkout success page and the order page,
 * so, like the order PDF download, it authenticates with the wp_rest nonce in the query
 * (_wpnonce: REST cookie authentication) and not a header. 401 visitors (no nonce counts as a
 * visitor); another customer's order, a missing one and an order without instructions (not a bank
 * transfer, already paid, cancelled, or the shop has no IBAN yet) answer 404
 * kabelshop_order_not_found, so ids leak nothing. The answer is the PNG (image/png,
 * Cache-Control private: a shared cache must never keep one buyer's payment data), sent by
 * Payments\TransferService::serve_png. ?lang= (hr | en | sr) is the language of the payment
 * description inside the barcode ("Narudžba KS-2026-000123"): the pages pass their own, so the
 * image holds exactly the hub3_payload of the order answer they show.
 */
final class OrderHub3Png extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'orders/(?P<id>\d+)/hub3\.png';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'GET',
				'args'    => array(
					'id'   => Args::id( 'Order id.' ),
					'lang' => Args::lang( 'Language of the payment description in the barcode: hr, en or sr (default: the buyer\'s own for the buyer, the wp-admin language for staff); the page passes its own, so the image holds the hub3_payload its order answer shows.' ),
				),
				'handler' => 'image',
			),
		);
	}

	/**
	 * Logged-in users only; ownership is checked in the handler.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( 'read' );
	}

	/**
	 * The barcode image.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws RouteException 404 when missing, not the caller's (staff excepted) or without instructions; 500 when no PNG can be drawn (GD missing).
	 */
	public function image( WP_REST_Request $request ): PngImageResponse {
		$order        = OrderItem::visible_order( (int) $request->get_param( 'id' ) );
		$lang         = OrderItem::document_language( $order, (string) $request->get_param( 'lang' ) );
		$instructions = Locale::in_language( $lang, static fn(): ?array => PaymentInstructions::for_order( $order ) );
		if ( null === $instructions ) {
			throw OrderItem::not_found();
		}
		$png = Hub3::png( $instructions['hub3_payload'] );
		if ( '' === $png ) {
			throw new RouteException( 'kabelshop_barcode_failed', __( 'The barcode could not be drawn. Please use the payment details in text.', 'kabelshop-core' ), 500 );
		}
		return new PngImageResponse( $png, 'hub3', (string) $order['number'] );
	}
}
