<?php
/**
 * The "Payment" box of the staff order screen and its actions.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Admin\AdminPage;
use Kabelshop\Admin\OrdersPage;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Domain\ShopException;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * Issue 15 (docs/payments-card.md, "Staff"): what Admin\OrdersPage shows of an order's payment
 * (view(), template admin/order-payment) and the staff actions on it, admin-post.php
 * ?action=kabelshop_order_payment with order_id, op and a nonce bound to the order
 * (nonce_action()), capability Roles::CAP_MANAGE (the Orders screen's):
 * - op=mark_received: a bank transfer or contract-terms order awaiting payment is paid (source
 *   'staff'); amount in EUR ('1234,56' or '1234.56'), by default what is open (gross - paid);
 * - op=refund / op=void (a paid card payment, box confirm ticked): through the gateway
 *   (CardPayments::refund() / void(): paid -> refunded / cancelled); the gateway's refusal is shown
 *   as an error notice and nothing changes.
 * apply() holds the logic (no capability or nonce check) so tests can call it; handle() checks
 * both and redirects back to the order screen with the notice.
 */
final class OrderPaymentBox {

	public const ACTION = 'kabelshop_order_payment';

	/**
	 * Nonce action of one order's payment forms.
	 *
	 * @param int $order_id Order id.
	 */
	public static function nonce_action( int $order_id ): string {
		return self::ACTION . '_' . $order_id;
	}

	/**
	 * Applies one form.
	 *
	 * @param int                  $order_id Order id.
	 * @param array<string, mixed> $post     Unslashed fields: op (mark_received | refund | void), amount (EUR), confirm ('1').
	 * @param int                  $user_id  Staff user.
	 * @param CardPayments|null    $card     The card flow (with the configured gateway when null).
	 * @return array{ok: bool, message: string} Whether it was done, and the notice's text.
	 */
	public function apply( int $order_id, array $post, int $user_id, ?CardPayments $card = null ): array {
		$op    = (string) ( $post['op'] ?? '' );
		$order = ( new OrderRepository() )->find( $order_id );
		if ( null === $order ) {
			return self::result( false, __( 'Order not found.', 'kabelshop' ) );
		}
		if ( 'mark_received' === $op ) {
			return $this->mark_received( $order, (string) ( $post['amount'] ?? '' ), $user_id );
		}
		if ( 'refund' !== $op && 'void' !== $op ) {
			return self::result( false, __( 'Unknown payment action.', 'kabelshop' ) );
		}
		if ( '1' !== (string) ( $post['confirm'] ?? '' ) ) {
			return self::result( false, __( 'Tick the confirmation box to refund or void the card payment.', 'kabelshop' ) );
		}
		try {
			$card = $card ?? new CardPayments();
			if ( 'refund' === $op ) {
				$card->refund( $order_id, $user_id );
				return self::result( true, __( 'The card payment has been refunded and the buyer has been told by e-mail.', 'kabelshop' ) );
			}
			$card->void( $order_id, $user_id );
			return self::result( true, __( 'The card payment has been voided.', 'kabelshop' ) );
		} catch ( ShopException $e ) {
			return self::result( false, $e->getMessage() );
		}
	}

	/**
	 * Marks a transfer or contract-terms payment received.
	 *
	 * @param array<string, mixed> $order   Stored order.
	 * @param string               $amount  EUR as typed ('' = what is open).
	 * @param int                  $user_id Staff user.
	 * @return array{ok: bool, message: string}
	 */
	private function mark_received( array $order, string $amount, int $user_id ): array {
		if ( ! self::can_mark( $order ) ) {
			return self::result( false, __( 'Only a bank transfer or contract-terms order awaiting payment can be marked as paid.', 'kabelshop' ) );
		}
		$cents = '' === trim( $amount ) ? self::open_cents( $order ) : self::cents( $amount );
		if ( null === $cents || $cents <= 0 ) {
			return self::result( false, __( 'Enter the amount received in EUR, e.g. 1234,56.', 'kabelshop' ) );
		}
		$done = ( new PaymentLedger() )->transition(
			(int) $order['id'],
			PaymentStatus::PAID,
			array(
				'source'       => 'staff',
				'user_id'      => $user_id,
				'amount_cents' => $cents,
				'columns'      => array(
					'paid_at'    => gmdate( 'Y-m-d H:i:s' ),
					'paid_cents' => (int) $order['paid_cents'] + $cents,
				),
			)
		);
		return $done
			? self::result( true, __( 'The payment has been marked as received and the buyer has been told by e-mail.', 'kabelshop' ) )
			: self::result( false, __( 'Only a bank transfer or contract-terms order awaiting payment can be marked as paid.', 'kabelshop' ) );
	}

	/**
	 * Handles the forms (admin-post).
	 */
	public function handle(): void {
		if ( ! current_user_can( Roles::CAP_MANAGE ) ) {
			wp_die( esc_html__( 'You are not allowed to change payments.', 'kabelshop' ), '', array( 'response' => 403 ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified next with the order-specific action.
		$order_id = isset( $_POST['order_id'] ) ? absint( wp_unslash( $_POST['order_id'] ) ) : 0;
		check_admin_referer( self::nonce_action( $order_id ) );
		$post   = array_map( static fn( $value ) => is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '', wp_unslash( $_POST ) );
		$result = Locale::in_language( Locale::admin_language( get_current_user_id() ), fn(): array => $this->apply( $order_id, $post, get_current_user_id() ) );
		AdminPage::redirect_with_notice( OrdersPage::order_url( $order_id ), $result['ok'] ? 'success' : 'error', $result['message'] );
	}

	/**
	 * Whether staff may mark the order's payment received.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function can_mark( array $order ): bool {
		return in_array( $order['payment_method'] ?? '', array( PaymentMethods::BANK_TRANSFER, PaymentMethods::CONTRACT ), true ) && PaymentStatus::AWAITING === ( $order['payment_status'] ?? '' );
	}

	/**
	 * What is still open of the order, cents (gross - paid, at least 0).
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function open_cents( array $order ): int {
		return max( 0, (int) $order['gross_cents'] - (int) $order['paid_cents'] );
	}

	/**
	 * An amount typed in EUR as cents: '1234,56', '1234.56', '1.234,56', '1234' (at most 2 decimals).
	 *
	 * @param string $text Amount.
	 * @return int|null Null when it is no amount.
	 */
	public static function cents( string $text ): ?int {
		$text = str_replace( array( ' ', "\u{00a0}", '€', 'EUR' ), '', trim( $text ) );
		if ( preg_match( '/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/', $text ) ) {
			$text = str_replace( array( '.', ',' ), array( '', '.' ), $text );
		}
		$text = str_replace( ',', '.', $text );
		if ( ! preg_match( '/^(\d{1,9})(?:\.(\d{1,2}))?$/', $text, $m ) ) {
			return null;
		}
		return (int) $m[1] * 100 + (int) str_pad( $m[2] ?? '0', 2, '0' );
	}

	/**
	 * The box's view model, in the current (staff) language.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array<string, mixed> status, method, rows (list of {key, label, value}), history (list of {date, from, to,
	 *         source, amount, reference, note, by}), form (admin-post URL), action, order_id, nonce, can_mark, open (EUR
	 *         text), can_reverse (refund / void offered).
	 */
	public static function view( array $order ): array {
		$locale = Locale::bcp47();
		$status = (string) $order['payment_status'];
		$money  = static fn( int $cents ): string => Format::money_cents( $cents, $locale );
		$local  = static fn( ?string $utc ): string => null === $utc || '' === $utc ? '' : get_date_from_gmt( $utc, 'Y-m-d H:i' );
		$rows   = array(
			'status'    => array( __( 'Payment status', 'kabelshop' ), PaymentStatus::label( $status ) ),
			'method'    => array( __( 'Payment method', 'kabelshop' ), PaymentMethods::label( (string) $order['payment_method'] ) ),
			'reference' => array( __( 'Reference (poziv na broj)', 'kabelshop' ), '' !== (string) $order['payment_reference'] ? 'HR01 ' . $order['payment_reference'] : '' ),
			'due'       => array( __( 'Due date', 'kabelshop' ), null !== $order['payment_due_on'] ? Format::date( (string) $order['payment_due_on'], $locale ) : '' ),
			'expires'   => array( __( 'Card payment expires', 'kabelshop' ), $local( $order['payment_expires_at'] ) ),
			'paid'      => array( __( 'Paid', 'kabelshop' ), null !== $order['paid_at'] ? $local( (string) $order['paid_at'] ) . ', ' . $money( (int) $order['paid_cents'] ) : '' ),
			'gateway'   => array( __( 'Card transaction', 'kabelshop' ), self::transaction( $order ) ),
		);

		$out     = OrdersPage::rows( $rows );
		$history = array();
		foreach ( ( new PaymentLedger() )->history( (int) $order['id'] ) as $event ) {
			$by        = (int) $event['user_id'] > 0 ? get_userdata( (int) $event['user_id'] ) : false;
			$history[] = array(
				'date'      => $local( (string) $event['created_at'] ),
				'from'      => '' !== (string) $event['from_status'] ? PaymentStatus::label( (string) $event['from_status'] ) : '–',
				'to'        => PaymentStatus::label( (string) $event['to_status'] ),
				'source'    => self::source_label( (string) $event['source'] ),
				'amount'    => null === $event['amount_cents'] ? '' : $money( (int) $event['amount_cents'] ),
				'reference' => (string) $event['gateway_ref'],
				'note'      => (string) $event['note'],
				'by'        => $by ? $by->display_name : '',
			);
		}
		return array(
			'status'      => PaymentStatus::label( $status ),
			'rows'        => $out,
			'history'     => $history,
			'form'        => admin_url( 'admin-post.php' ),
			'action'      => self::ACTION,
			'order_id'    => (int) $order['id'],
			'nonce'       => wp_create_nonce( self::nonce_action( (int) $order['id'] ) ),
			'can_mark'    => self::can_mark( $order ),
			'open'        => sprintf( '%d,%02d', intdiv( self::open_cents( $order ), 100 ), self::open_cents( $order ) % 100 ),
			'can_reverse' => CardPayments::reversible( $order ),
		);
	}

	/**
	 * The gateway transaction as staff read it: WsPayOrderId, approval code, STAN and the attempt's cart id.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	private static function transaction( array $order ): string {
		if ( '' === (string) $order['gateway_order_id'] ) {
			/* translators: %s: the attempt's ShoppingCartID, e.g. KS-2026-000123-2 */
			return '' !== (string) $order['gateway_cart_id'] ? sprintf( __( 'last attempt %s, not paid', 'kabelshop' ), $order['gateway_cart_id'] ) : '';
		}
		/* translators: 1: WSPay transaction id, 2: approval code, 3: STAN, 4: ShoppingCartID */
		return sprintf( __( '%1$s (approval %2$s, STAN %3$s, attempt %4$s)', 'kabelshop' ), $order['gateway_order_id'], $order['gateway_approval'], $order['gateway_stan'], $order['gateway_cart_id'] );
	}

	/**
	 * Translated name of an event source (PaymentLedger::SOURCES).
	 *
	 * @param string $source Source.
	 */
	public static function source_label( string $source ): string {
		return match ( $source ) {
			'checkout'       => __( 'Order placed', 'kabelshop' ),
			'buyer'          => __( 'Buyer', 'kabelshop' ),
			'gateway_return' => __( 'Card processor (return)', 'kabelshop' ),
			'notification'   => __( 'Card processor (notification)', 'kabelshop' ),
			'status_check'   => __( 'Card processor (status check)', 'kabelshop' ),
			'staff'          => __( 'Staff', 'kabelshop' ),
			'statement'      => __( 'Bank statement', 'kabelshop' ),
			'expiry'         => __( 'Payment time ran out', 'kabelshop' ),
			'invoice'        => __( 'Invoice', 'kabelshop' ),
			default          => $source,
		};
	}

	/**
	 * A result of apply().
	 *
	 * @param bool   $ok      Done.
	 * @param string $message Notice text.
	 * @return array{ok: bool, message: string}
	 */
	private static function result( bool $ok, string $message ): array {
		return array(
			'ok'      => $ok,
			'message' => $message,
		);
	}
}
