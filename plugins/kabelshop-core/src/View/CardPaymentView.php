<?php
/**
 * The card payment part of the order page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Payments\CardPayments;
use Kabelshop\Payments\CardTransactions;
use Kabelshop\Payments\PayByCard;
use Kabelshop\Payments\PaymentSettings;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Payments\SwitchToTransfer;

/**
 * What templates/parts/order-card-payment.php prints on the order page (issue 15,
 * docs/payments-card.md): the message of the buyer's return from the gateway (?payment=paid |
 * failed | cancelled | unverified, set by the return route; refused, set by the "Pay by card"
 * handler), each shown only while the order's payment agrees with it (a hand-made ?payment=paid on
 * an unpaid order says nothing), and the "Pay by card" form (admin-post, PayByCard) for the owner
 * while the card order can be paid (CardPayments::payable(), card payment switched on).
 *
 * Issue 26: while another attempt of the order is open at the gateway (CardPayments::open_attempt())
 * the part says so (when it was started; paying again may charge the card twice) and the button
 * becomes "Start a new card payment anyway", which sends CardPayments::ANYWAY_FLAG = 1; after the
 * buyer left the gateway's page (?payment=cancelled) the plain button sends the flag too (the buyer
 * has just seen that attempt end). When the gateway holds more for the order than it costs (a
 * second approved charge: CardTransactions::overpaid_cents()), the buyer reads how much and that
 * the shop refunds it.
 *
 * Issue 27: beside "Pay by card" the owner may choose "Pay by bank transfer instead"
 * (SwitchToTransfer::allowed(): payable, transfer available, no attempt open at the gateway), above
 * all after a declined card; after the switch (?payment=transfer) the page says so and shows the
 * transfer instructions, a refused switch (?payment=refused-transfer) says why.
 */
final class CardPaymentView {

	/**
	 * The part's data.
	 *
	 * @param array<string, mixed> $order Stored order the visitor may see.
	 * @return array{message: string, tone: string, can_pay: bool, action: string, form_action: string, order_id: int,
	 *               nonce_action: string, button: string, hint: string, anyway: bool, anyway_name: string, overpaid: string,
	 *               can_switch: bool, switch_action: string, switch_nonce_action: string, switch_button: string}
	 *               tone 'success' | 'error' | 'info' ('' without a message); anyway: the form sends
	 *               anyway_name=1; overpaid: the buyer's overpayment notice ('' when none); can_switch:
	 *               the "Pay by bank transfer instead" form is shown (SwitchToTransfer).
	 */
	public static function for_page( array $order ): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which message to show; changes nothing.
		$asked   = isset( $_GET['payment'] ) ? sanitize_key( wp_unslash( (string) $_GET['payment'] ) ) : '';
		$status  = (string) ( $order['payment_status'] ?? '' );
		$payable = CardPayments::payable( $order );
		$until   = self::expires( $order );
		$message = '';
		$tone    = '';
		$card    = PaymentMethods::CARD === ( $order['payment_method'] ?? '' );
		$open    = $payable ? ( new CardPayments() )->open_attempt( $order ) : null;
		$anyway  = null !== $open;
		$over    = $card ? ( new CardTransactions() )->overpaid_cents( $order ) : 0;
		if ( null !== $open && CardPayments::RETURN_CANCELLED !== $asked ) {
			$message = CardPayments::open_message( $open['started_at'] );
			$tone    = 'info';
		} elseif ( CardPayments::RETURN_PAID === $asked && PaymentStatus::PAID === $status ) {
			$message = __( 'Thank you: your card payment was received.', 'kabelshop-core' );
			$tone    = 'success';
		} elseif ( CardPayments::RETURN_FAILED === $asked && PaymentStatus::FAILED === $status ) {
			$message = __( 'The card payment was declined. You can try again or contact us.', 'kabelshop-core' );
			$tone    = 'error';
		} elseif ( CardPayments::RETURN_CANCELLED === $asked && $payable ) {
			$message = '' !== $until
				/* translators: %s: date and time, e.g. 21.11.2026. 14:35 */
				? sprintf( __( 'You left the payment page without paying. The order waits for payment until %s; after that it is cancelled.', 'kabelshop-core' ), $until )
				: __( 'You left the payment page without paying. The order waits for payment.', 'kabelshop-core' );
			$tone   = 'info';
			$anyway = true;
		} elseif ( CardPayments::RETURN_UNVERIFIED === $asked && PaymentStatus::PAID !== $status ) {
			$message = __( 'We could not confirm the card payment. If you paid, this page shows the order as paid within a few minutes; otherwise please try again.', 'kabelshop-core' );
			$tone    = 'error';
		} elseif ( SwitchToTransfer::RETURN_SWITCHED === $asked && PaymentMethods::BANK_TRANSFER === ( $order['payment_method'] ?? '' ) ) {
			$message = __( 'You now pay this order by bank transfer: the payment details are below. Nothing was charged to your card.', 'kabelshop-core' );
			$tone    = 'success';
		} elseif ( SwitchToTransfer::RETURN_REFUSED === $asked ) {
			$message = __( 'This order cannot be switched to bank transfer now: it is paid or cancelled, or a card payment of it is still open on the card page.', 'kabelshop-core' );
			$tone    = 'error';
		} elseif ( 'refused' === $asked && ! $payable ) {
			$message = __( 'This order cannot be paid by card: it is paid, cancelled or no longer waits for payment.', 'kabelshop-core' );
			$tone    = 'error';
		}
		$can_pay = $payable && get_current_user_id() === (int) $order['user_id'] && PaymentSettings::card_ready();
		$switch  = $payable && SwitchToTransfer::allowed( $order, get_current_user_id() );
		if ( PaymentStatus::FAILED === $status && CardPayments::RETURN_FAILED === $asked && $switch ) {
			$message = __( 'The card payment was declined. You can try the card again, pay by bank transfer instead, or contact us.', 'kabelshop-core' );
		}
		return array(
			'can_switch'          => $switch,
			'switch_action'       => SwitchToTransfer::ACTION,
			'switch_nonce_action' => SwitchToTransfer::nonce_action( (int) $order['id'] ),
			'switch_button'       => __( 'Pay by bank transfer instead', 'kabelshop-core' ),
			'message'             => $message,
			'tone'                => $tone,
			'can_pay'             => $can_pay,
			'action'              => PayByCard::ACTION,
			'form_action'         => admin_url( 'admin-post.php' ),
			'order_id'            => (int) $order['id'],
			'nonce_action'        => PayByCard::nonce_action( (int) $order['id'] ),
			'button'              => null !== $open && CardPayments::RETURN_CANCELLED !== $asked ? __( 'Start a new card payment anyway', 'kabelshop-core' ) : __( 'Pay by card', 'kabelshop-core' ),
			'anyway'              => $anyway,
			'anyway_name'         => CardPayments::ANYWAY_FLAG,
			'overpaid'            => $over > 0
				/* translators: %s: amount with currency, e.g. 125,00 € */
				? sprintf( __( 'Your card was charged %s more than this order costs (the payment was made twice). We refund it to your card; you do not need to do anything.', 'kabelshop-core' ), Format::money_cents( $over, Locale::bcp47() ) )
				: '',
			'hint'                => $can_pay && '' !== $until
				/* translators: 1: amount with currency, 2: date and time */
				? sprintf( __( 'Amount: %1$s. The order waits for the card payment until %2$s.', 'kabelshop-core' ), Format::money_cents( (int) $order['gross_cents'], Locale::bcp47() ), $until )
				: '',
		);
	}

	/**
	 * When an unpaid card order is cancelled, in the page's language and the shop's time zone ('' when none).
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function expires( array $order ): string {
		$utc = (string) ( $order['payment_expires_at'] ?? '' );
		if ( '' === $utc ) {
			return '';
		}
		$local = get_date_from_gmt( $utc, 'Y-m-d H:i' );
		return Format::date( $local, Locale::bcp47() ) . ' ' . substr( $local, 11, 5 );
	}
}
