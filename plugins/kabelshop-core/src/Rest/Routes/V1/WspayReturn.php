<?php
/**
 * GET|POST kabelshop/v1/payments/wspay/return.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\CardPayments;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Where WSPay sends the buyer back (ReturnURL, ReturnErrorURL, CancelURL of the form; WSPay POSTs
 * its fields there, ReturnMethod POST). token_authenticated(): the gateway's signature is the only
 * authentication (no nonce or XSRF token can come from the gateway's page, and the buyer's session
 * cookie may be missing on its cross-site POST, SameSite=Lax), checked by
 * Payments\CardPayments::on_return() with WspayGateway::verify_return(). result=success|error:
 * verified (the signature covers ShoppingCartID, Success and ApprovalCode), an approval confirmed
 * with the gateway's statusCheck (same cart id, approval code and the order's amount; issue 26)
 * before -> paid, a signed decline of the current attempt -> failed; result=cancel carries no
 * signature and changes nothing. An unconfirmed approval (gateway unreachable, no match) lands on
 * payment=unverified; forged returns write a rate-limited log line only. Every answer, a forged or unknown return included, is 303 See Other to the order page in
 * the return URL's language, ?order=<id>&payment=paid|failed|cancelled|unverified; the order page
 * shows the order only to its logged-in owner. Nothing but the signed message decides what changes.
 */
final class WspayReturn extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'payments/wspay/return';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()): GET and POST alike. WSPay's own
	 * fields (ShoppingCartID, Success, ApprovalCode, Signature, WsPayOrderId, STAN, Amount,
	 * ErrorMessage, …) are read from the request as sent and checked by their signature.
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		$args = array(
			'result' => array(
				'description'       => 'Which return URL the gateway used: success, error or cancel.',
				'type'              => 'string',
				'default'           => 'cancel',
				'enum'              => array( 'success', 'error', 'cancel' ),
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_key',
			),
			'order'  => array(
				'description'       => 'The order the return URL was made for (only where to send the buyer when the message names no order).',
				'type'              => 'integer',
				'default'           => 0,
				'minimum'           => 0,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'absint',
			),
			'lang'   => Args::lang( 'The language of the order page to return to.', Locale::DEFAULT ),
		);
		return array(
			array(
				'methods' => 'GET',
				'args'    => $args,
				'handler' => 'back',
			),
			array(
				'methods' => 'POST',
				'args'    => $args,
				'handler' => 'back',
			),
		);
	}

	/**
	 * The gateway's signature authenticates the change (AbstractRoute::token_authenticated()).
	 */
	protected function token_authenticated(): bool {
		return true;
	}

	/**
	 * Anyone: a browser coming back from the gateway; the handler verifies the signature.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true
	 */
	public function permission( WP_REST_Request $request ) {
		return true;
	}

	/**
	 * Applies the verified return and sends the buyer to the order page.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function back( WP_REST_Request $request ): WP_REST_Response {
		$params = array_merge( $request->get_query_params(), $request->get_body_params() );
		$json   = $request->get_json_params();
		if ( is_array( $json ) ) {
			$params = array_merge( $params, $json );
		}
		$where    = ( new CardPayments() )->on_return( (string) $request->get_param( 'result' ), $params, (int) $request->get_param( 'order' ) );
		$args     = array( 'payment' => $where['payment'] );
		$args     = $where['order_id'] > 0 ? array( 'order' => $where['order_id'] ) + $args : $args;
		$response = new WP_REST_Response( null, 303 );
		$response->header( 'Location', Pages::url( 'order', $args, (string) $request->get_param( 'lang' ) ) );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
