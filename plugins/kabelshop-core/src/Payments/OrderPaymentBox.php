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
 * - op=mark_received: money received on a bank transfer or contract-terms order awaiting payment
 *   or part paid (source 'staff', PaymentLedger::record_money() 'receipt'): paid once the received
 *   total reaches the gross, else part paid (issue 26); amount in EUR ('1234,56' or '1234.56'), by
 *   default what is open (gross - paid);
 * - op=record_refund: money staff sent back to the buyer of such an order (part paid or paid, also
 *   when the order is cancelled): amount in EUR, at most what is held, and a note (<= 250 chars);
 *   all of it sent back is refunded, a part keeps the state with the received total reduced;
 * - op=refund_charge (issue 26, box confirm ticked, charge = a CardTransactions id): one extra card
 *   charge of an order ("paid twice") given back through the gateway (CardPayments::refund_charge());
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
	 * @param array<string, mixed> $post     Unslashed fields: op (mark_received | record_refund | refund | void), amount (EUR),
	 *                                       note (record_refund), confirm ('1').
	 * @param int                  $user_id  Staff user.
	 * @param CardPayments|null    $card     The card flow (with the configured gateway when null).
	 * @return array{ok: bool, message: string} Whether it was done, and the notice's text.
	 */
	public function apply( int $order_id, array $post, int $user_id, ?CardPayments $card = null ): array {
		$op    = (string) ( $post['op'] ?? '' );
		$order = ( new OrderRepository() )->find( $order_id );
		if ( null === $order ) {
			return self::result( false, __( 'Order not found.', 'kabelshop-core' ) );
		}
		if ( 'mark_received' === $op ) {
			return $this->mark_received( $order, (string) ( $post['amount'] ?? '' ), $user_id );
		}
		if ( 'record_refund' === $op ) {
			return $this->record_refund( $order, (string) ( $post['amount'] ?? '' ), (string) ( $post['note'] ?? '' ), $user_id );
		}
		if ( 'refund_charge' === $op ) {
			return $this->refund_charge( $order_id, (int) ( $post['charge'] ?? 0 ), '1' === (string) ( $post['confirm'] ?? '' ), $user_id, $card );
		}
		if ( 'refund' !== $op && 'void' !== $op ) {
			return self::result( false, __( 'Unknown payment action.', 'kabelshop-core' ) );
		}
		if ( '1' !== (string) ( $post['confirm'] ?? '' ) ) {
			return self::result( false, __( 'Tick the confirmation box to refund or void the card payment.', 'kabelshop-core' ) );
		}
		try {
			$card = $card ?? new CardPayments();
			if ( 'refund' === $op ) {
				$card->refund( $order_id, $user_id );
				return self::result( true, __( 'The card payment has been refunded and the buyer has been told by e-mail.', 'kabelshop-core' ) );
			}
			$card->void( $order_id, $user_id );
			return self::result( true, __( 'The card payment has been voided.', 'kabelshop-core' ) );
		} catch ( ShopException $e ) {
			return self::result( false, $e->getMessage() );
		}
	}

	/**
	 * Gives back one extra card charge (issue 26, "paid twice"): CardPayments::refund_charge().
	 *
	 * @param int               $order_id Order id.
	 * @param int               $charge   CardTransactions row id.
	 * @param bool              $confirm  The confirmation box was ticked.
	 * @param int               $user_id  Staff user.
	 * @param CardPayments|null $card     The card flow.
	 * @return array{ok: bool, message: string}
	 */
	private function refund_charge( int $order_id, int $charge, bool $confirm, int $user_id, ?CardPayments $card ): array {
		if ( ! $confirm ) {
			return self::result( false, __( 'Tick the confirmation box to refund the second card payment.', 'kabelshop-core' ) );
		}
		try {
			$cents = ( $card ?? new CardPayments() )->refund_charge( $order_id, $charge, $user_id );
		} catch ( ShopException $e ) {
			return self::result( false, $e->getMessage() );
		}
		/* translators: %s: amount with currency, e.g. 125,00 € */
		return self::result( true, sprintf( __( 'The second card payment of %s has been refunded through the card processor.', 'kabelshop-core' ), Format::money_cents( $cents, Locale::bcp47() ) ) );
	}

	/**
	 * Records money received on a transfer or contract-terms order (issue 26): part paid until the
	 * received total reaches the gross.
	 *
	 * @param array<string, mixed> $order   Stored order.
	 * @param string               $amount  EUR as typed ('' = what is open).
	 * @param int                  $user_id Staff user.
	 * @return array{ok: bool, message: string}
	 */
	private function mark_received( array $order, string $amount, int $user_id ): array {
		if ( ! self::can_mark( $order ) ) {
			return self::result( false, __( 'Only a bank transfer or contract-terms order awaiting payment can be marked as paid.', 'kabelshop-core' ) );
		}
		$cents = '' === trim( $amount ) ? self::open_cents( $order ) : self::cents( $amount );
		if ( null === $cents || $cents <= 0 ) {
			return self::result( false, __( 'Enter the amount received in EUR, e.g. 1234,56.', 'kabelshop-core' ) );
		}
		$move = ( new PaymentLedger() )->record_money(
			(int) $order['id'],
			'receipt',
			$cents,
			array(
				'source'  => 'staff',
				'user_id' => $user_id,
			)
		);
		if ( null === $move ) {
			return self::result( false, __( 'Only a bank transfer or contract-terms order awaiting payment can be marked as paid.', 'kabelshop-core' ) );
		}
		$money = static fn( int $c ): string => Format::money_cents( $c, Locale::bcp47() );
		if ( PaymentStatus::PART_PAID === $move['to'] ) {
			/* translators: 1: amount received now, 2: amount still open, e.g. 62,15 € */
			return self::result( true, sprintf( __( '%1$s has been recorded as received; %2$s is still open. The buyer has been told by e-mail.', 'kabelshop-core' ), $money( $cents ), $money( $move['gross_cents'] - $move['paid_cents'] ) ) );
		}
		if ( $move['paid_cents'] > $move['gross_cents'] ) {
			/* translators: 1: amount received now, 2: amount received over the order's total */
			return self::result( true, sprintf( __( '%1$s has been recorded as received: the order is paid and overpaid by %2$s. Record the refund here when you send it back. The buyer has been told by e-mail.', 'kabelshop-core' ), $money( $cents ), $money( $move['paid_cents'] - $move['gross_cents'] ) ) );
		}
		return self::result( true, __( 'The payment has been marked as received and the buyer has been told by e-mail.', 'kabelshop-core' ) );
	}

	/**
	 * Records money staff sent back to the buyer of a transfer or contract-terms order (issue 26).
	 *
	 * @param array<string, mixed> $order   Stored order.
	 * @param string               $amount  EUR as typed.
	 * @param string               $note    Why / which transfer (at most 250 characters).
	 * @param int                  $user_id Staff user.
	 * @return array{ok: bool, message: string}
	 */
	private function record_refund( array $order, string $amount, string $note, int $user_id ): array {
		if ( ! self::can_record_refund( $order ) ) {
			return self::result( false, __( 'Only money received by bank transfer or on contract terms can be recorded as sent back.', 'kabelshop-core' ) );
		}
		$cents = self::cents( $amount );
		if ( null === $cents || $cents <= 0 ) {
			return self::result( false, __( 'Amount sent back (EUR): enter an amount in euros greater than 0, e.g. 62,15.', 'kabelshop-core' ) );
		}
		$held  = (int) $order['paid_cents'];
		$money = static fn( int $c ): string => Format::money_cents( $c, Locale::bcp47() );
		if ( $cents > $held ) {
			/* translators: %s: the amount received and not sent back yet, e.g. 162,15 € */
			return self::result( false, sprintf( __( 'Amount sent back (EUR): at most %s was received and not sent back yet.', 'kabelshop-core' ), $money( $held ) ) );
		}
		$note = trim( $note );
		if ( mb_strlen( $note ) > 250 ) {
			return self::result( false, __( 'Note: at most 250 characters.', 'kabelshop-core' ) );
		}
		$move = ( new PaymentLedger() )->record_money(
			(int) $order['id'],
			'refund',
			$cents,
			array(
				'source'  => 'staff',
				'user_id' => $user_id,
				'note'    => $note,
			)
		);
		if ( null === $move ) {
			return self::result( false, __( 'The payment changed meanwhile and nothing was recorded. Check the order and try again.', 'kabelshop-core' ) );
		}
		if ( PaymentStatus::REFUNDED === $move['to'] ) {
			/* translators: %s: amount sent back, e.g. 162,15 € */
			return self::result( true, sprintf( __( '%s has been recorded as sent back: everything received is refunded. The buyer has been told by e-mail.', 'kabelshop-core' ), $money( $cents ) ) );
		}
		/* translators: 1: amount sent back, 2: amount still held */
		return self::result( true, sprintf( __( '%1$s has been recorded as sent back; %2$s received remains. The buyer has been told by e-mail.', 'kabelshop-core' ), $money( $cents ), $money( $move['paid_cents'] ) ) );
	}

	/**
	 * Handles the forms (admin-post).
	 */
	public function handle(): void {
		if ( ! current_user_can( Roles::CAP_MANAGE ) ) {
			wp_die( esc_html__( 'You are not allowed to change payments.', 'kabelshop-core' ), '', array( 'response' => 403 ) );
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
		return in_array( $order['payment_method'] ?? '', array( PaymentMethods::BANK_TRANSFER, PaymentMethods::CONTRACT ), true ) && in_array( $order['payment_status'] ?? '', array( PaymentStatus::AWAITING, PaymentStatus::PART_PAID ), true );
	}

	/**
	 * Whether staff may record money sent back: a bank transfer or contract-terms order holding
	 * money (part paid or paid, whatever the order's own status, so a cancelled order too).
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function can_record_refund( array $order ): bool {
		return in_array( $order['payment_method'] ?? '', array( PaymentMethods::BANK_TRANSFER, PaymentMethods::CONTRACT ), true ) && in_array( $order['payment_status'] ?? '', PaymentStatus::MONEY_IN, true ) && (int) ( $order['paid_cents'] ?? 0 ) > 0;
	}

	/**
	 * What is still open of the order, cents (gross - paid, at least 0; 0 once paid, refunded or
	 * cancelled: a paid order that gave part back owes nothing).
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function open_cents( array $order ): int {
		if ( ! in_array( $order['payment_status'] ?? PaymentStatus::AWAITING, array( PaymentStatus::AWAITING, PaymentStatus::PART_PAID, PaymentStatus::FAILED ), true ) ) {
			return 0;
		}
		return max( 0, (int) $order['gross_cents'] - (int) $order['paid_cents'] );
	}

	/**
	 * Cents received over the order's gross (a transfer of too much), 0 when none.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function overpaid_cents( array $order ): int {
		return in_array( $order['payment_status'] ?? '', PaymentStatus::MONEY_IN, true ) ? max( 0, (int) $order['paid_cents'] - (int) $order['gross_cents'] ) : 0;
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
	 *         text), can_refund (the form "Record money sent back"), refund (its default: the overpaid amount or ''),
	 *         can_reverse (refund / void offered).
	 */
	public static function view( array $order ): array {
		$locale = Locale::bcp47();
		$status = (string) $order['payment_status'];
		$money  = static fn( int $cents ): string => Format::money_cents( $cents, $locale );
		$local  = static fn( ?string $utc ): string => null === $utc || '' === $utc ? '' : get_date_from_gmt( $utc, 'Y-m-d H:i' );
		$rows   = array(
			'status'    => array( __( 'Payment status', 'kabelshop-core' ), PaymentStatus::label( $status ) ),
			'method'    => array( __( 'Payment method', 'kabelshop-core' ), PaymentMethods::label( (string) $order['payment_method'] ) ),
			'reference' => array( __( 'Reference (poziv na broj)', 'kabelshop-core' ), '' !== (string) $order['payment_reference'] ? 'HR01 ' . $order['payment_reference'] : '' ),
			'due'       => array( __( 'Due date', 'kabelshop-core' ), null !== $order['payment_due_on'] ? Format::date( (string) $order['payment_due_on'], $locale ) : '' ),
			'expires'   => array( __( 'Card payment expires', 'kabelshop-core' ), $local( $order['payment_expires_at'] ) ),
			'paid'      => array( __( 'Paid', 'kabelshop-core' ), null !== $order['paid_at'] && PaymentStatus::PART_PAID !== $status ? $local( (string) $order['paid_at'] ) . ', ' . $money( (int) $order['paid_cents'] ) : '' ),
			'gateway'   => array( __( 'Card transaction', 'kabelshop-core' ), self::transaction( $order ) ),
		) + self::money_rows( $order, $money, $local );

		$out     = OrdersPage::rows( $rows );
		$history = array();
		foreach ( ( new PaymentLedger() )->history( (int) $order['id'] ) as $event ) {
			$by        = (int) $event['user_id'] > 0 ? get_userdata( (int) $event['user_id'] ) : false;
			$history[] = array(
				'date'      => $local( (string) $event['created_at'] ),
				'from'      => '' !== (string) $event['from_status'] ? PaymentStatus::label( (string) $event['from_status'] ) : '–',
				'to'        => PaymentStatus::label( (string) $event['to_status'] ),
				'source'    => self::source_label( (string) $event['source'] ),
				/* translators: %s: amount sent back to the buyer, e.g. 62,15 € */
				'amount'    => null === $event['amount_cents'] ? '' : ( (int) $event['amount_cents'] < 0 ? sprintf( __( '%s sent back', 'kabelshop-core' ), $money( - (int) $event['amount_cents'] ) ) : $money( (int) $event['amount_cents'] ) ),
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
			'open'        => self::typed( self::open_cents( $order ) ),
			'can_refund'  => self::can_record_refund( $order ),
			'refund'      => self::overpaid_cents( $order ) > 0 ? self::typed( self::overpaid_cents( $order ) ) : '',
			'can_reverse' => CardPayments::reversible( $order ),
		) + self::card_view( $order, $money, $local );
	}

	/**
	 * The card part of the box (issue 26): every confirmed card transaction of the order, the
	 * "paid twice" line, the one-click refund of each extra charge, and the gateway warnings.
	 *
	 * @param array<string, mixed>      $order Stored order.
	 * @param callable(int): string     $money Cents as money text.
	 * @param callable(?string): string $local UTC date-time as local text.
	 * @return array{twice: string, charges: list<array<string, mixed>>, warnings: list<array{date: string, kind: string, message: string}>}
	 */
	private static function card_view( array $order, callable $money, callable $local ): array {
		$tx      = new CardTransactions();
		$rows    = PaymentMethods::CARD === $order['payment_method'] ? $tx->for_order( (int) $order['id'] ) : array();
		$extra   = array_column( CardTransactions::extra( $order, $rows ), 'id' );
		$over    = $rows ? $tx->overpaid_cents( $order, $rows ) : 0;
		$charges = array();
		foreach ( $rows as $row ) {
			$charges[] = array(
				'id'         => (int) $row['id'],
				'date'       => $local( (string) $row['created_at'] ),
				'attempt'    => (string) $row['cart_id'],
				'reference'  => (string) $row['gateway_order_id'],
				'approval'   => (string) $row['approval_code'] . ' / ' . (string) $row['stan'],
				'amount'     => $money( (int) $row['amount_cents'] ),
				'state'      => self::charge_state( (string) $row['state'], (int) $row['refunded_cents'], $money ),
				'refundable' => in_array( (int) $row['id'], $extra, true ),
			);
		}
		$warnings = array();
		foreach ( GatewayWarnings::for_order( (int) $order['id'] ) as $warning ) {
			$warnings[] = array(
				'date'    => $local( (string) $warning['created_at'] ),
				'kind'    => GatewayWarnings::label( (string) $warning['kind'] ),
				'message' => (string) $warning['message'],
			);
		}
		return array(
			/* translators: %s: amount charged more than the order's total, e.g. 125,00 € */
			'twice'    => $over > 0 ? sprintf( __( 'Paid twice: the card processor holds %s more than the order total. Refund the extra payment below.', 'kabelshop-core' ), $money( $over ) ) : '',
			'charges'  => $charges,
			'warnings' => $warnings,
		);
	}

	/**
	 * Translated state of a card transaction.
	 *
	 * @param string                $state    CardTransactions state.
	 * @param int                   $refunded Refunded cents.
	 * @param callable(int): string $money    Cents as money text.
	 */
	private static function charge_state( string $state, int $refunded, callable $money ): string {
		return match ( $state ) {
			'authorised' => _x( 'Authorised', 'card transaction', 'kabelshop-core' ),
			'completed'  => _x( 'Charged', 'card transaction', 'kabelshop-core' ),
			'voided'     => _x( 'Voided', 'card transaction', 'kabelshop-core' ),
			/* translators: %s: amount refunded */
			'refunded'   => sprintf( _x( 'Refunded (%s)', 'card transaction', 'kabelshop-core' ), $money( $refunded ) ),
			default      => $state,
		};
	}

	/**
	 * The rows of a transfer or contract-terms order's money (issue 26), only those that apply:
	 * received so far and still open (part paid), overpaid, sent back by staff.
	 *
	 * @param array<string, mixed>      $order Stored order.
	 * @param callable(int): string     $money Cents as money text.
	 * @param callable(?string): string $local UTC date-time as local text.
	 * @return array<string, array{0: string, 1: string}>
	 */
	private static function money_rows( array $order, callable $money, callable $local ): array {
		$rows = array();
		if ( PaymentStatus::PART_PAID === $order['payment_status'] ) {
			/* translators: 1: amount received, 2: the order's total, 3: date of the last receipt */
			$rows['received'] = array( __( 'Received so far', 'kabelshop-core' ), sprintf( __( '%1$s of %2$s (last on %3$s)', 'kabelshop-core' ), $money( (int) $order['paid_cents'] ), $money( (int) $order['gross_cents'] ), $local( null === $order['paid_at'] ? null : (string) $order['paid_at'] ) ) );
			$rows['open']     = array( __( 'Still open', 'kabelshop-core' ), $money( self::open_cents( $order ) ) );
		}
		if ( self::overpaid_cents( $order ) > 0 ) {
			/* translators: %s: amount received over the order's total */
			$rows['overpaid'] = array( __( 'Overpaid', 'kabelshop-core' ), sprintf( __( '%s more than the order total was received: send it back and record the refund.', 'kabelshop-core' ), $money( self::overpaid_cents( $order ) ) ) );
		}
		$back = in_array( $order['payment_method'], array( PaymentMethods::BANK_TRANSFER, PaymentMethods::CONTRACT ), true ) ? ( new PaymentLedger() )->refunded_cents( (int) $order['id'] ) : 0;
		if ( $back > 0 ) {
			$rows['refunded'] = array( __( 'Sent back to the buyer', 'kabelshop-core' ), $money( $back ) );
		}
		return $rows;
	}

	/**
	 * Cents as staff type them: '62,15'.
	 *
	 * @param int $cents Cents.
	 */
	private static function typed( int $cents ): string {
		return sprintf( '%d,%02d', intdiv( $cents, 100 ), $cents % 100 );
	}

	/**
	 * The gateway transaction as staff read it: WsPayOrderId, approval code, STAN and the attempt's cart id.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	private static function transaction( array $order ): string {
		if ( '' === (string) $order['gateway_order_id'] ) {
			/* translators: %s: the attempt's ShoppingCartID, e.g. KS-2026-000123-2 */
			return '' !== (string) $order['gateway_cart_id'] ? sprintf( __( 'last attempt %s, not paid', 'kabelshop-core' ), $order['gateway_cart_id'] ) : '';
		}
		/* translators: 1: WSPay transaction id, 2: approval code, 3: STAN, 4: ShoppingCartID */
		return sprintf( __( '%1$s (approval %2$s, STAN %3$s, attempt %4$s)', 'kabelshop-core' ), $order['gateway_order_id'], $order['gateway_approval'], $order['gateway_stan'], $order['gateway_cart_id'] );
	}

	/**
	 * Translated name of an event source (PaymentLedger::SOURCES).
	 *
	 * @param string $source Source.
	 */
	public static function source_label( string $source ): string {
		return match ( $source ) {
			'checkout'       => __( 'Order placed', 'kabelshop-core' ),
			'buyer'          => __( 'Buyer', 'kabelshop-core' ),
			'gateway_return' => __( 'Card processor (return)', 'kabelshop-core' ),
			'notification'   => __( 'Card processor (notification)', 'kabelshop-core' ),
			'status_check'   => __( 'Card processor (status check)', 'kabelshop-core' ),
			'staff'          => __( 'Staff', 'kabelshop-core' ),
			'statement'      => __( 'Bank statement', 'kabelshop-core' ),
			'expiry'         => __( 'Payment time ran out', 'kabelshop-core' ),
			'invoice'        => __( 'Invoice', 'kabelshop-core' ),
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
