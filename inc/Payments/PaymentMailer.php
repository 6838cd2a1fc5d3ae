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
 * - refunded: the buyer (amount, card, a few days) and the staff recipients.
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
				$link   = __( 'Your order:', 'kabelshop' ) . ' ' . Pages::url( 'order', array( 'order' => $order['id'] ) );
				if ( 'paid' === $kind ) {
					/* translators: %s: order number, e.g. KS-2026-000123 */
					$subject = sprintf( __( 'Payment received for order %s', 'kabelshop' ), $number );
					/* translators: 1: amount with currency, e.g. 1.234,56 €, 2: order number */
					$lines = array( sprintf( __( 'Thank you: we have received your payment of %1$s for order %2$s.', 'kabelshop' ), $amount, $number ) );
				} elseif ( 'expired' === $kind ) {
					/* translators: %s: order number */
					$subject = sprintf( __( 'Order %s cancelled: the card payment was not made', 'kabelshop' ), $number );
					$lines   = array(
						/* translators: %s: order number */
						sprintf( __( 'Your order %s was waiting for a card payment that did not arrive in time, so it has been cancelled. Nothing will be delivered or charged.', 'kabelshop' ), $number ),
						'',
						__( 'If you still need the goods, please place the order again or contact us.', 'kabelshop' ),
					);
				} else {
					/* translators: %s: order number */
					$subject = sprintf( __( 'Order %s: your card payment has been refunded', 'kabelshop' ), $number );
					/* translators: 1: amount with currency, 2: order number */
					$lines = array( sprintf( __( 'We have refunded %1$s to your card for order %2$s. Depending on your bank, it shows on your account within a few working days.', 'kabelshop' ), $amount, $number ) );
				}
				$lines[] = '';
				$lines[] = $link;
				return wp_mail( $user->user_email, $subject, implode( "\n", $lines ) . "\n" );
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
		$user  = get_userdata( (int) $order['user_id'] );
		$buyer = $user ? strtolower( (string) $user->user_email ) : '';
		$ok    = true;
		foreach ( OrderNotifications::recipients() as $to ) {
			if ( strtolower( $to ) === $buyer ) {
				continue;
			}
			$ok = (bool) LocalizedMail::send_in(
				LocalizedMail::staff_language( $to ),
				static function () use ( $to, $order, $kind ): bool {
					$head    = OrderDetails::header( $order );
					$company = '' !== $head['company'] ? $head['company'] : $head['email'];
					$amount  = Format::money_cents( self::amount( $order ), Locale::bcp47() );
					if ( 'paid' === $kind ) {
						/* translators: 1: order number, 2: company name */
						$subject = sprintf( __( 'Card payment received for order %1$s (%2$s)', 'kabelshop' ), $order['number'], $company );
						/* translators: 1: amount with currency, 2: order number, 3: the gateway's transaction id */
						$first = sprintf( __( 'The card processor approved %1$s for order %2$s (transaction %3$s). The order can be prepared.', 'kabelshop' ), $amount, $order['number'], (string) $order['gateway_order_id'] );
					} else {
						/* translators: 1: order number, 2: company name */
						$subject = sprintf( __( 'Card payment refunded for order %1$s (%2$s)', 'kabelshop' ), $order['number'], $company );
						/* translators: 1: amount with currency, 2: order number */
						$first = sprintf( __( '%1$s was refunded to the buyer\'s card for order %2$s.', 'kabelshop' ), $amount, $order['number'] );
					}
					$lines = array( $first, '', __( 'Open the order in wp-admin:', 'kabelshop' ) . ' ' . OrdersPage::order_url( (int) $order['id'] ) );
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
