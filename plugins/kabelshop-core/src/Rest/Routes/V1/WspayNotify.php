<?php
/**
 * POST kabelshop/v1/payments/wspay/notify.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Payments\CardPayments;
use Kabelshop\Payments\Gateway\GatewayException;
use Kabelshop\Payments\GatewayWarnings;
use Kabelshop\Payments\Gateway\WspayGateway;
use Kabelshop\Rest\AbstractRoute;
use WP_Error;
use WP_REST_Request;

/**
 * WSPay's server-to-server notification of a transaction (the callback it POSTs as JSON: ShopID,
 * ShoppingCartID, WsPayOrderId, ActionSuccess, ApprovalCode, STAN, Amount, Authorized, Completed,
 * Voided, Refunded, Signature, …). token_authenticated(): no browser session, no nonce or XSRF token;
 * permission() verifies the signature (WspayGateway::verify_notification()) and answers 403
 * kabelshop_payment_forged when it does not match, changing nothing. Then
 * Payments\CardPayments::on_notification(), issue 26: the signature covers only ShopID,
 * ActionSuccess, ApprovalCode and WsPayOrderId, so the notification is a claim: the shop asks the
 * gateway itself (statusCheck, signed by the shop) and acts only on that answer, which must name
 * the same ShoppingCartID, WsPayOrderId, approval code and Amount; its state (authorised,
 * completed, voided, refunded, declined) decides, never the notification's flags. The same
 * notification twice changes nothing the second time (CardTransactions' UNIQUE WsPayOrderId, the
 * ledger's dedupe key and the state machine). 200 { status: 'OK', result:
 * 'changed'|'unchanged'|'ignored' } (WSPay wants any 2xx; 'ignored': a confirmed approval whose
 * amount is not the order's, warned and not recorded); 404 kabelshop_payment_unknown_cart when the
 * ShoppingCartID is no order's attempt; 400 kabelshop_payment_mismatch without Amount; 409
 * kabelshop_payment_mismatch when the gateway's answer does not match; 503
 * kabelshop_payment_unconfirmed when the gateway could not be asked (WSPay sends it again). Each
 * refusal is a rate-limited warning staff see on the order screen (Payments\GatewayWarnings).
 */
final class WspayNotify extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'payments/wspay/notify';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()). The body is WSPay's JSON as sent,
	 * checked by its signature, not by declared arguments.
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'POST',
				'args'    => array(),
				'handler' => 'receive',
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
	 * Only a notification signed with the shop's secret.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		try {
			WspayGateway::from_settings()->verify_notification( self::payload( $request ) );
		} catch ( GatewayException $e ) {
			GatewayWarnings::log( 'notify-forged', 'notification refused (' . $e->kind . '): ' . $e->getMessage() );
			return new WP_Error( 'kabelshop_payment_forged', __( 'The payment notification is not signed correctly.', 'kabelshop-core' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Applies the notification.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{status: string, result: string}
	 * @throws \Kabelshop\Domain\ShopException 404 unknown cart, 400 / 409 mismatch, 503 unconfirmed.
	 */
	public function receive( WP_REST_Request $request ): array {
		return array(
			'status' => 'OK',
			'result' => ( new CardPayments() )->on_notification( self::payload( $request ) ),
		);
	}

	/**
	 * The notification's fields: the JSON body (or, should a gateway send a form, its fields).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed>
	 */
	private static function payload( WP_REST_Request $request ): array {
		$json = $request->get_json_params();
		return is_array( $json ) && $json ? $json : (array) $request->get_body_params();
	}
}
