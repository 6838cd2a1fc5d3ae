<?php
/**
 * The order page's "Pay by bank transfer instead" form handler (admin-post.php).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Commerce\LeadTime;
use Kabelshop\Commerce\OrderMailer;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Domain\ShopException;

/**
 * Issue 27 ("a declined card offers only the card again"): the owner of a card order that still
 * waits for payment (CardPayments::payable(): awaiting or declined, not expired, not cancelled) may
 * pay it by bank transfer instead. POST admin-post.php?action=kabelshop_pay_by_transfer with
 * order_id and the order's nonce (nonce_action()), printed by templates/parts/order-card-payment.php
 * beside "Pay by card"; works without JavaScript.
 *
 * The switch is one ledger transition under the order's row lock (PaymentLedger::transition(): the
 * state machine refuses it when the order was paid or cancelled meanwhile): payment_method becomes
 * bank_transfer, the state awaiting_payment, payment_due_on today + the transfer days of the payment
 * settings (as a transfer order placed today, Checkout::payment_columns()), and the card's
 * payment_expires_at is cleared (a transfer order is not cancelled by the card deadline). The
 * event (source 'buyer', note 'switched from card to bank transfer') is in the order's payment
 * history for staff. The order page then shows the HUB-3 transfer instructions (PaymentInstructions),
 * and the buyer gets them by mail too (OrderMailer::send_switched_to_transfer()).
 *
 * Refused, back to the order page with ?payment=refused-transfer: not the owner's order, not
 * payable, or an attempt still open at the gateway (CardPayments::open_attempt(): the card may yet
 * be charged; the buyer finishes or leaves that page first, or waits until it lapses).
 */
final class SwitchToTransfer {

	public const ACTION = 'kabelshop_pay_by_transfer';

	/** The order page's ?payment= after a switch. */
	public const RETURN_SWITCHED = 'transfer';

	/** The order page's ?payment= after a refused switch. */
	public const RETURN_REFUSED = 'refused-transfer';

	/**
	 * Nonce action for one order.
	 *
	 * @param int $order_id Order id.
	 */
	public static function nonce_action( int $order_id ): string {
		return self::ACTION . '_' . $order_id;
	}

	/**
	 * Whether the owner may switch this order now (the order page shows the button then).
	 *
	 * @param array<string, mixed> $order   Stored order.
	 * @param int                  $user_id The visitor.
	 */
	public static function allowed( array $order, int $user_id ): bool {
		return $user_id > 0
			&& (int) ( $order['user_id'] ?? 0 ) === $user_id
			&& CardPayments::payable( $order )
			&& PaymentMethods::is_available( PaymentMethods::BANK_TRANSFER, $user_id )
			&& null === ( new CardPayments() )->open_attempt( $order );
	}

	/**
	 * Switches the order (see the class comment).
	 *
	 * @param int $order_id Order id.
	 * @param int $user_id  The buyer asking.
	 * @throws ShopException 404 kabelshop_order_not_found (missing or another user's order); 409
	 *                       kabelshop_payment_not_switchable naming 'payment' (not a payable card
	 *                       order, an attempt open at the gateway, or paid/cancelled meanwhile).
	 */
	public function switch( int $order_id, int $user_id ): void {
		$order = ( new OrderRepository() )->find( $order_id );
		if ( null === $order || $user_id <= 0 || (int) $order['user_id'] !== $user_id ) {
			throw new ShopException( 'kabelshop_order_not_found', __( 'Order not found.', 'kabelshop-core' ), ShopException::NOT_FOUND );
		}
		if ( ! self::allowed( $order, $user_id ) ) {
			throw self::refused();
		}
		$done = ( new PaymentLedger() )->transition(
			$order_id,
			PaymentStatus::AWAITING,
			array(
				'source'  => 'buyer',
				'user_id' => $user_id,
				/* Not translated: a fact for the history, read by staff in any language. */
				'note'    => 'switched from card to bank transfer',
				'columns' => array(
					'payment_method'     => PaymentMethods::BANK_TRANSFER,
					'payment_due_on'     => LeadTime::today()->modify( '+' . PaymentSettings::get()['transfer_days'] . ' days' )->format( 'Y-m-d' ),
					'payment_expires_at' => null,
				),
			),
			true
		);
		if ( ! $done ) {
			throw self::refused();
		}
		// The transfer data by mail (issue 27); a failed send never undoes the switch ('wp_mail_failed').
		$switched = ( new OrderRepository() )->find( $order_id );
		if ( null !== $switched ) {
			( new OrderMailer() )->send_switched_to_transfer( $switched );
		}
	}

	/**
	 * Handles the form for logged-in users: switch, then back to the order page.
	 */
	public function handle(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified next with the order-specific action.
		$order_id = isset( $_POST['order_id'] ) ? absint( wp_unslash( $_POST['order_id'] ) ) : 0;
		check_admin_referer( self::nonce_action( $order_id ) );
		try {
			$this->switch( $order_id, get_current_user_id() );
			$landing = self::RETURN_SWITCHED;
		} catch ( ShopException $e ) {
			$landing = self::RETURN_REFUSED;
		}
		PayByCard::to_order_page( $order_id, $landing );
	}

	/** The refusal. */
	private static function refused(): ShopException {
		return ShopException::field(
			'kabelshop_payment_not_switchable',
			'payment',
			__( 'This order cannot be switched to bank transfer now: it is paid or cancelled, or a card payment of it is still open on the card page.', 'kabelshop-core' ),
			ShopException::CONFLICT
		);
	}
}
