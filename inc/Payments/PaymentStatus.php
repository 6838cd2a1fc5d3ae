<?php
/**
 * Payment states of an order.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Issue 15: awaiting payment -> paid / failed / cancelled / refunded, with history (PaymentLedger).
 *
 * - awaiting_payment: every new order (bank transfer: until the transfer is seen; card: until the
 *   gateway approves; contract terms: until the invoice is paid);
 * - failed: the gateway declined the card; the buyer may try again (back to awaiting_payment) or a
 *   late approval arrives (paid);
 * - paid: money received (gateway approval, a transfer marked or matched by staff, a paid invoice);
 * - cancelled: an unpaid card order expired, the order was cancelled, or staff voided the card
 *   payment (final);
 * - refunded: staff refunded a paid card payment through the gateway (final).
 */
final class PaymentStatus {

	public const AWAITING  = 'awaiting_payment';
	public const PAID      = 'paid';
	public const FAILED    = 'failed';
	public const CANCELLED = 'cancelled';
	public const REFUNDED  = 'refunded';
	public const ALL       = array( self::AWAITING, self::PAID, self::FAILED, self::CANCELLED, self::REFUNDED );

	/**
	 * Allowed transitions: from => list of to.
	 */
	public const TRANSITIONS = array(
		self::AWAITING  => array( self::PAID, self::FAILED, self::CANCELLED ),
		self::FAILED    => array( self::AWAITING, self::PAID, self::CANCELLED ),
		self::PAID      => array( self::REFUNDED, self::CANCELLED ),
		self::CANCELLED => array(),
		self::REFUNDED  => array(),
	);

	/**
	 * Whether the state machine allows from -> to.
	 *
	 * @param string $from Current state.
	 * @param string $to   Wanted state.
	 */
	public static function can( string $from, string $to ): bool {
		return in_array( $to, self::TRANSITIONS[ $from ] ?? array(), true );
	}

	/**
	 * Whether nothing can change the state any more.
	 *
	 * @param string $status State.
	 */
	public static function is_final( string $status ): bool {
		return array() === ( self::TRANSITIONS[ $status ] ?? array() );
	}

	/**
	 * Translated label.
	 *
	 * @param string $status State.
	 */
	public static function label( string $status ): string {
		return match ( $status ) {
			self::AWAITING  => _x( 'Awaiting payment', 'payment status', 'kabelshop' ),
			self::PAID      => _x( 'Paid', 'payment status', 'kabelshop' ),
			self::FAILED    => _x( 'Payment failed', 'payment status', 'kabelshop' ),
			self::CANCELLED => _x( 'Payment cancelled', 'payment status', 'kabelshop' ),
			self::REFUNDED  => _x( 'Refunded', 'payment status', 'kabelshop' ),
			default         => $status,
		};
	}
}
