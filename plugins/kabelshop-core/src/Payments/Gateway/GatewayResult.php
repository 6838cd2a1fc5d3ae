<?php
/**
 * What a gateway said about a transaction.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * A verified gateway message (return, notification, status or action answer).
 * outcome: APPROVED (authorised; for actions: the action succeeded), DECLINED (refused; message
 * says why), CANCELLED (the buyer left the gateway's page without paying), VOIDED, REFUNDED.
 * fingerprint identifies the message's content, so the same notification twice can be recognised.
 *
 * Issue 26: confirmed is true only for the gateway's answer to the shop's own signed statusCheck
 * (WspayGateway::status()); a notification or return is a claim (confirmed false) that the shop
 * acts on only after statusCheck confirmed it. state is the transaction's state from the flags of
 * a confirmed answer: STATE_AUTHORISED, STATE_COMPLETED, STATE_VOIDED, STATE_REFUNDED or
 * STATE_DECLINED ('' for a claim). A claim's amount_cents is what it says (unsigned).
 */
final class GatewayResult {

	public const APPROVED  = 'approved';
	public const DECLINED  = 'declined';
	public const CANCELLED = 'cancelled';
	public const VOIDED    = 'voided';
	public const REFUNDED  = 'refunded';

	/** States of a confirmed transaction (CardTransactions). */
	public const STATE_AUTHORISED = 'authorised';
	public const STATE_COMPLETED  = 'completed';
	public const STATE_VOIDED     = 'voided';
	public const STATE_REFUNDED   = 'refunded';
	public const STATE_DECLINED   = 'declined';

	/**
	 * @param string   $cart_id          The attempt's id (ShoppingCartID).
	 * @param string   $outcome          One of the constants.
	 * @param string   $gateway_order_id The gateway's transaction id (WsPayOrderId), '' when none.
	 * @param string   $approval_code    Authorisation code, '' when none.
	 * @param string   $stan             System trace audit number, '' when none.
	 * @param int|null $amount_cents     Amount the gateway reports, cents (null when it did not say).
	 * @param string   $message          The gateway's error text, '' when none.
	 * @param string   $fingerprint      Stable id of this message's content.
	 * @param bool     $confirmed        True for the gateway's answer to the shop's statusCheck.
	 * @param string   $state            STATE_* of a confirmed answer, '' for a claim.
	 */
	public function __construct(
		public readonly string $cart_id,
		public readonly string $outcome,
		public readonly string $gateway_order_id = '',
		public readonly string $approval_code = '',
		public readonly string $stan = '',
		public readonly ?int $amount_cents = null,
		public readonly string $message = '',
		public readonly string $fingerprint = '',
		public readonly bool $confirmed = false,
		public readonly string $state = ''
	) {
	}
}
