<?php
/**
 * Mails about an order's payment: received, cancelled for non-payment, refunded.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\OrdersPage;
use Kabelshop\Commerce\OrderDetails;
use Kabelshop\Commerce\OrderNotifications;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\View\PaymentInstructionsView;

/**
 * Hooked on 'kabelshop_payment_changed' (PaymentLedger, after the commit). Plain text through
 * wp_mail(), as Commerce\OrderMailer: the buyer's mail in the buyer's language
 * (LocalizedMail::language_of()), each staff address's in its own (LocalizedMail::staff_language()),
 * built apart:
 * - paid: the buyer ("Payment received": amount, order, link), whatever the method; the staff
 *   recipients (Commerce\OrderNotifications) only for a card payment the gateway approved (sources
 *   gateway_return, notification, status_check): a transfer or invoice marked paid was seen by staff;
 * - cancelled by the expiry of an unpaid card order (source expiry): the buyer (the order is
 *   cancelled, nothing will be delivered; how to order again). A cancellation by the buyer or staff
 *   is mailed by OrderMailer already;
 * - refunded: the buyer (amount, card, a few days) and the staff recipients;
 * - money of a bank transfer or contract-terms order (issue 26, event kind receipt | refund, also
 *   when the state stays): money_to_buyer() only.
 * A failed send changes nothing (reported through 'wp_mail_failed').
 */
final class PaymentMailer {

	/** Sources of an approval by the card gateway. */
	private const GATEWAY_SOURCES = array( 'gateway_return', 'notification', 'status_check' );

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'kabelshop_payment_changed', array( $this, 'changed' ), 10, 4 );
		add_action( 'kabelshop_card_charged_twice', array( $this, 'charged_twice' ), 10, 2 );
	}

	/**
	 * Sends what a change calls for (action kabelshop_payment_changed).
	 *
	 * @param mixed $order Fresh order (OrderRepository shape).
	 * @param mixed $from  Previous state.
	 * @param mixed $to    New state.
	 * @param mixed $event The event as given to PaymentLedger::transition().
	 */
	public function changed( $order, $from, $to, $event ): void {
		$kind = is_array( $event ) ? (string) ( $event['kind'] ?? '' ) : '';
		if ( is_array( $order ) && is_array( $event ) && in_array( $kind, array( 'receipt', 'refund' ), true ) ) {
			$this->money_to_buyer( $order, (string) $to, $event );
			return;
		}
		if ( is_array( $order ) && is_array( $event ) && 'extra_charge_returned' === $kind ) {
			$this->extra_returned( $order, (int) ( $event['amount_cents'] ?? 0 ) );
			return;
		}
		if ( ! is_array( $order ) || $from === $to ) {
			return;
		}
		$source = is_array( $event ) ? (string) ( $event['source'] ?? '' ) : '';
		if ( PaymentStatus::PAID === $to ) {
			$this->to_buyer( $order, 'paid' );
			if ( in_array( $source, self::GATEWAY_SOURCES, true ) ) {
				$this->to_staff( $order, 'paid' );
			}
		} elseif ( PaymentStatus::CANCELLED === $to && 'expiry' === $source ) {
			$this->to_buyer( $order, 'expired' );
		} elseif ( PaymentStatus::REFUNDED === $to ) {
			$this->to_buyer( $order, 'refunded' );
			$this->to_staff( $order, 'refunded' );
		}
	}

	/**
	 * One mail to the buyer in the buyer's language.
	 *
	 * @param array<string, mixed> $order Order.
	 * @param string               $kind  'paid' | 'expired' | 'refunded'.
	 * @return bool True when wp_mail accepted it.
	 */
	public function to_buyer( array $order, string $kind ): bool {
		$user = get_userdata( (int) $order['user_id'] );
		if ( ! $user ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( (int) $user->ID ),
			static function () use ( $order, $kind, $user ): bool {
				$number = (string) $order['number'];
				$amount = Format::money_cents( self::amount( $order ), Locale::bcp47() );
				$link   = __( 'Your order:', 'kabelshop-core' ) . ' ' . Pages::url( 'order', array( 'order' => $order['id'] ) );
				if ( 'paid' === $kind ) {
					/* translators: %s: order number, e.g. KS-2026-000123 */
					$subject = sprintf( __( 'Payment received for order %s', 'kabelshop-core' ), $number );
					/* translators: 1: amount with currency, e.g. 1.234,56 €, 2: order number */
					$lines = array( sprintf( __( 'Thank you: we have received your payment of %1$s for order %2$s.', 'kabelshop-core' ), $amount, $number ) );
				} elseif ( 'expired' === $kind ) {
					/* translators: %s: order number */
					$subject = sprintf( __( 'Order %s cancelled: the card payment was not made', 'kabelshop-core' ), $number );
					$lines   = array(
						/* translators: %s: order number */
						sprintf( __( 'Your order %s was waiting for a card payment that did not arrive in time, so it has been cancelled. Nothing will be delivered or charged.', 'kabelshop-core' ), $number ),
						'',
						__( 'If you still need the goods, please place the order again or contact us.', 'kabelshop-core' ),
					);
				} else {
					/* translators: %s: order number */
					$subject = sprintf( __( 'Order %s: your card payment has been refunded', 'kabelshop-core' ), $number );
					/* translators: 1: amount with currency, 2: order number */
					$lines = array( sprintf( __( 'We have refunded %1$s to your card for order %2$s. Depending on your bank, it shows on your account within a few working days.', 'kabelshop-core' ), $amount, $number ) );
				}
				$lines[] = '';
				$lines[] = $link;
				return wp_mail( $user->user_email, $subject, implode( "\n", $lines ) . "\n" );
			}
		);
	}

	/**
	 * The buyer's mail after staff gave back an extra card charge (issue 26, "paid twice":
	 * CardPayments::refund_charge()), in the buyer's language: the amount returned to the card; the
	 * order's own payment stands.
	 *
	 * @param array<string, mixed> $order Fresh order.
	 * @param int                  $cents Cents given back.
	 * @return bool True when wp_mail accepted it.
	 */
	public function extra_returned( array $order, int $cents ): bool {
		$user = get_userdata( (int) $order['user_id'] );
		if ( ! $user || $cents <= 0 ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( (int) $user->ID ),
			static function () use ( $order, $cents, $user ): bool {
				$number = (string) $order['number'];
				/* translators: %s: order number, e.g. KS-2026-000123 */
				$subject = sprintf( __( 'Order %s: your extra card payment has been returned', 'kabelshop-core' ), $number );
				$lines   = array(
					/* translators: 1: amount with currency, e.g. 125,00 €, 2: order number */
					sprintf( __( 'Your card was charged twice for order %2$s. We have returned the extra payment of %1$s to your card; depending on your bank, it shows on your account within a few working days. The order stays paid.', 'kabelshop-core' ), Format::money_cents( $cents, Locale::bcp47() ), $number ),
					'',
					__( 'Your order:', 'kabelshop-core' ) . ' ' . Pages::url( 'order', array( 'order' => $order['id'] ) ),
				);
				return wp_mail( $user->user_email, $subject, implode( "\n", $lines ) . "\n" );
			}
		);
	}

	/**
	 * The buyer's mail about money of a bank transfer or contract-terms order (issue 26,
	 * PaymentLedger::record_money()), in the buyer's language:
	 * - a receipt that leaves the order part paid: "Part payment received", the amount, what was
	 *   received so far of the total and what is still open, and the bank transfer instructions for
	 *   the rest (text; the HUB-3 barcode of the open amount inline, TransferMail);
	 * - a receipt that pays the order: "Payment received" with this amount, "paid in full" after
	 *   earlier part payments, and an overpayment when more than the total arrived;
	 * - a refund staff recorded: the amount sent back to the buyer's account and what remains.
	 * Staff get no mail: they recorded it themselves (or imported the statement).
	 *
	 * @param array<string, mixed> $order Fresh order.
	 * @param string               $to    The state after the event.
	 * @param array<string, mixed> $event The event (kind, amount_cents signed, paid_before_cents).
	 * @return bool True when wp_mail accepted it.
	 */
	public function money_to_buyer( array $order, string $to, array $event ): bool {
		$user = get_userdata( (int) $order['user_id'] );
		if ( ! $user ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( (int) $user->ID ),
			static function () use ( $order, $to, $event, $user ): bool {
				$locale = Locale::bcp47();
				$money  = static fn( int $cents ): string => Format::money_cents( $cents, $locale );
				$number = (string) $order['number'];
				$cents  = abs( (int) ( $event['amount_cents'] ?? 0 ) );
				$paid   = (int) $order['paid_cents'];
				$gross  = (int) $order['gross_cents'];
				$extra  = array();
				if ( 'refund' === ( $event['kind'] ?? '' ) ) {
					/* translators: %s: order number */
					$subject = sprintf( __( 'Order %s: money sent back to your account', 'kabelshop-core' ), $number );
					/* translators: 1: amount with currency, 2: order number */
					$lines = array( sprintf( __( 'We have sent %1$s back to your bank account for order %2$s.', 'kabelshop-core' ), $money( $cents ), $number ) );
					if ( $paid > 0 ) {
						/* translators: %s: amount with currency */
						$lines[] = sprintf( __( 'Of your payments for this order, %s remains with us.', 'kabelshop-core' ), $money( $paid ) );
					}
				} elseif ( PaymentStatus::PART_PAID === $to ) {
					/* translators: %s: order number */
					$subject = sprintf( __( 'Part payment received for order %s', 'kabelshop-core' ), $number );
					$lines   = array(
						/* translators: 1: amount with currency, 2: order number */
						sprintf( __( 'Thank you: we have received %1$s for order %2$s.', 'kabelshop-core' ), $money( $cents ), $number ),
						/* translators: 1: amount received, 2: the order's total, 3: amount still open */
						sprintf( __( 'Received so far: %1$s of %2$s. Still open: %3$s. The order is not paid in full yet.', 'kabelshop-core' ), $money( $paid ), $money( $gross ), $money( max( 0, $gross - $paid ) ) ),
					);
					$extra   = PaymentInstructionsView::text_lines( $order );
				} else {
					/* translators: %s: order number, e.g. KS-2026-000123 */
					$subject = sprintf( __( 'Payment received for order %s', 'kabelshop-core' ), $number );
					/* translators: 1: amount with currency, e.g. 1.234,56 €, 2: order number */
					$lines = array( sprintf( __( 'Thank you: we have received your payment of %1$s for order %2$s.', 'kabelshop-core' ), $money( $cents ), $number ) );
					if ( (int) ( $event['paid_before_cents'] ?? 0 ) > 0 ) {
						/* translators: %s: the order's total with currency */
						$lines[] = sprintf( __( 'The order is now paid in full (%s).', 'kabelshop-core' ), $money( $gross ) );
					}
					if ( $paid > $gross ) {
						/* translators: %s: amount received over the order's total, e.g. 7,85 € */
						$lines[] = sprintf( __( 'You paid %s more than the order total. We will send it back to your account.', 'kabelshop-core' ), $money( $paid - $gross ) );
					}
				}
				if ( $extra ) {
					$lines[] = '';
					$lines   = array_merge( $lines, $extra );
					TransferMail::arm( $order );
				}
				$lines[] = '';
				$lines[] = __( 'Your order:', 'kabelshop-core' ) . ' ' . Pages::url( 'order', array( 'order' => $order['id'] ) );
				try {
					return wp_mail( $user->user_email, $subject, implode( "\n", $lines ) . "\n" );
				} finally {
					TransferMail::disarm();
				}
			}
		);
	}

	/**
	 * Issue 26 (action kabelshop_card_charged_twice, CardPayments): one more approved card charge
	 * than the order needs. Each staff recipient is mailed in their own language: the order, the
	 * extra amount and transaction, and that it is refunded on the order screen with one action.
	 *
	 * @param mixed $order The order (OrderRepository shape).
	 * @param mixed $tx    The extra transaction (CardTransactions row).
	 * @return bool True when wp_mail accepted every message.
	 */
	public function charged_twice( $order, $tx ): bool {
		if ( ! is_array( $order ) || ! is_array( $tx ) ) {
			return false;
		}
		return self::each_staff(
			$order,
			static function ( string $company ) use ( $order, $tx ): array {
				$amount = Format::money_cents( (int) $tx['amount_cents'], Locale::bcp47() );
				return array(
					/* translators: 1: order number, 2: company name */
					sprintf( __( 'Order %1$s paid twice by card (%2$s)', 'kabelshop-core' ), $order['number'], $company ),
					array(
						/* translators: 1: amount with currency, 2: order number, 3: the gateway's transaction id, 4: the attempt's ShoppingCartID */
						sprintf( __( 'The card processor approved a second payment of %1$s for order %2$s (transaction %3$s, attempt %4$s), which was already paid.', 'kabelshop-core' ), $amount, $order['number'], (string) $tx['gateway_order_id'], (string) $tx['cart_id'] ),
						__( 'Refund the extra payment on the order screen ("Refund extra payment").', 'kabelshop-core' ),
					),
				);
			}
		);
	}

	/**
	 * The notice to each staff recipient, each in their language.
	 *
	 * @param array<string, mixed> $order Order.
	 * @param string               $kind  'paid' | 'refunded'.
	 * @return bool True when wp_mail accepted every message.
	 */
	public function to_staff( array $order, string $kind ): bool {
		return self::each_staff(
			$order,
			static function ( string $company ) use ( $order, $kind ): array {
				$amount = Format::money_cents( self::amount( $order ), Locale::bcp47() );
				if ( 'paid' === $kind ) {
					return array(
						/* translators: 1: order number, 2: company name */
						sprintf( __( 'Card payment received for order %1$s (%2$s)', 'kabelshop-core' ), $order['number'], $company ),
						/* translators: 1: amount with currency, 2: order number, 3: the gateway's transaction id */
						array( sprintf( __( 'The card processor approved %1$s for order %2$s (transaction %3$s). The order can be prepared.', 'kabelshop-core' ), $amount, $order['number'], (string) $order['gateway_order_id'] ) ),
					);
				}
				return array(
					/* translators: 1: order number, 2: company name */
					sprintf( __( 'Card payment refunded for order %1$s (%2$s)', 'kabelshop-core' ), $order['number'], $company ),
					/* translators: 1: amount with currency, 2: order number */
					array( sprintf( __( '%1$s was refunded to the buyer\'s card for order %2$s.', 'kabelshop-core' ), $amount, $order['number'] ) ),
				);
			}
		);
	}

	/**
	 * One mail to each staff recipient (OrderNotifications::recipients(), not the buyer's own
	 * address), each built in that recipient's language, ending with the order's wp-admin link.
	 *
	 * @param array<string, mixed>                                $order   Order.
	 * @param callable(string): array{0: string, 1: list<string>} $compose Given the buyer's company (else
	 *                                                                      e-mail), the subject and the lines.
	 * @return bool True when wp_mail accepted every message.
	 */
	private static function each_staff( array $order, callable $compose ): bool {
		$user  = get_userdata( (int) $order['user_id'] );
		$buyer = $user ? strtolower( (string) $user->user_email ) : '';
		$ok    = true;
		foreach ( OrderNotifications::recipients() as $to ) {
			if ( strtolower( $to ) === $buyer ) {
				continue;
			}
			$ok = (bool) LocalizedMail::send_in(
				LocalizedMail::staff_language( $to ),
				static function () use ( $to, $order, $compose ): bool {
					$head                    = OrderDetails::header( $order );
					list( $subject, $lines ) = $compose( '' !== $head['company'] ? $head['company'] : $head['email'] );
					$lines                   = array_merge( $lines, array( '', __( 'Open the order in wp-admin:', 'kabelshop-core' ) . ' ' . OrdersPage::order_url( (int) $order['id'] ) ) );
					return wp_mail( $to, $subject, implode( "\n", $lines ) . "\n" );
				}
			) && $ok;
		}
		return $ok;
	}

	/**
	 * The amount a mail names: what was paid (or refunded), else the order's gross amount.
	 *
	 * @param array<string, mixed> $order Order.
	 */
	private static function amount( array $order ): int {
		return (int) ( $order['paid_cents'] ?? 0 ) > 0 ? (int) $order['paid_cents'] : (int) $order['gross_cents'];
	}
}
