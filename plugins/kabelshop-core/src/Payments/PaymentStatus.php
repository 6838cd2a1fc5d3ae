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
 * Issue 15: awaiting payment -> paid / failed / cancelled / refunded, with history (PaymentLedger);
 * issue 26: part paid, and money events that keep the state (docs/payments.md, "Payment states").
 *
 * - awaiting_payment: every new order (bank transfer: until the transfer is seen; card: until the
 *   gateway approves; contract terms: until the invoice is paid);
 * - part_paid: a bank transfer or contract-terms order of which some money was received, less
 *   than its gross (orders.paid_cents > 0 and < gross_cents); more receipts keep it part paid until
 *   they reach the gross (paid); after_money() decides;
 * - failed: the gateway declined the card; the buyer may try again (back to awaiting_payment) or a
 *   late approval arrives (paid);
 * - paid: money received (gateway approval, a transfer marked or matched by staff, a paid invoice);
 * - cancelled: an unpaid card order expired, the order was cancelled, or staff voided the card
 *   payment (final);
 * - refunded: staff refunded a paid card payment through the gateway, or recorded that every cent
 *   received by transfer was sent back (final).
 */
final class PaymentStatus {

	public const AWAITING  = 'awaiting_payment';
	public const PART_PAID = 'part_paid';
	public const PAID      = 'paid';
	public const FAILED    = 'failed';
	public const CANCELLED = 'cancelled';
	public const REFUNDED  = 'refunded';
	public const ALL       = array( self::AWAITING, self::PART_PAID, self::PAID, self::FAILED, self::CANCELLED, self::REFUNDED );

	/** States in which money is held for the order (orders.paid_cents counts). */
	public const MONEY_IN = array( self::PART_PAID, self::PAID );

	/**
	 * Allowed changes of state: from => list of to. A money event that keeps the state (more
	 * received while part paid, a partial refund) is not a change of state: after_money() allows it.
	 */
	public const TRANSITIONS = array(
		self::AWAITING  => array( self::PART_PAID, self::PAID, self::FAILED, self::CANCELLED ),
		self::PART_PAID => array( self::PAID, self::REFUNDED ),
		self::FAILED    => array( self::AWAITING, self::PAID, self::CANCELLED ),
		self::PAID      => array( self::REFUNDED, self::CANCELLED ),
		self::CANCELLED => array(),
		self::REFUNDED  => array(),
	);

	/**
	 * The state after money was received or sent back (bank transfer and contract terms, issue 26):
	 * - a receipt (delta > 0) is taken while awaiting payment or part paid: paid once the received
	 *   total (net of refunds) reaches the gross, else part paid; more than the gross is paid (the
	 *   surplus is shown as overpaid);
	 * - a refund (delta < 0) is taken while part paid or paid, of at most what is held: all of it
	 *   sent back is refunded; a part keeps the state (a paid order stays paid: the shop decided to
	 *   give part back, e.g. an overpayment or goods short; the received total shows it);
	 * - a settlement by invoices (PaymentLedger::record_money() kind 'settle') is paid from
	 *   awaiting payment or part paid.
	 *
	 * @param string $from  Current state.
	 * @param int    $paid  Cents held before (orders.paid_cents, read from the locked row).
	 * @param int    $delta Cents received (> 0) or sent back (< 0).
	 * @param int    $gross The order's gross, cents.
	 * @return string|null The new state (may equal $from), or null when the event is not allowed.
	 */
	public static function after_money( string $from, int $paid, int $delta, int $gross ): ?string {
		if ( $delta > 0 ) {
			if ( ! in_array( $from, array( self::AWAITING, self::PART_PAID ), true ) ) {
				return null;
			}
			return $paid + $delta >= $gross ? self::PAID : self::PART_PAID;
		}
		if ( $delta < 0 ) {
			if ( ! in_array( $from, self::MONEY_IN, true ) || -$delta > $paid ) {
				return null;
			}
			return 0 === $paid + $delta ? self::REFUNDED : $from;
		}
		return null;
	}

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
			self::AWAITING  => _x( 'Awaiting payment', 'payment status', 'kabelshop-core' ),
			self::PART_PAID => _x( 'Part paid', 'payment status', 'kabelshop-core' ),
			self::PAID      => _x( 'Paid', 'payment status', 'kabelshop-core' ),
			self::FAILED    => _x( 'Payment failed', 'payment status', 'kabelshop-core' ),
			self::CANCELLED => _x( 'Payment cancelled', 'payment status', 'kabelshop-core' ),
			self::REFUNDED  => _x( 'Refunded', 'payment status', 'kabelshop-core' ),
			default         => $status,
		};
	}
}
