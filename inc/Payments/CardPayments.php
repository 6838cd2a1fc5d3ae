<?php
/**
 * The card payment flow: an attempt at the gateway, its return and notification, expiry, refund and void.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\ProfileData;
use Kabelshop\Commerce\OrderEvents;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Domain\ShopException;
use Kabelshop\Payments\Gateway\GatewayException;
use Kabelshop\Payments\Gateway\GatewayResult;
use Kabelshop\Payments\Gateway\HostedForm;
use Kabelshop\Payments\Gateway\PaymentGateway;
use Kabelshop\Payments\Gateway\WspayGateway;

/**
 * Issue 15, card (docs/payments-card.md). Free of REST types; refusals are Domain\ShopException.
 * Every state change goes through PaymentLedger (gateway messages with the GatewayResult's
 * fingerprint as dedupe key, so the same message twice changes nothing).
 *
 * - begin(): the owner starts an attempt while the card order awaits payment or failed, is not
 *   cancelled and has not expired: payment_attempt + 1, ShoppingCartID '<order number>-<attempt>'
 *   (ledger event awaiting -> awaiting or failed -> awaiting, source 'buyer'), and the signed form
 *   that takes the buyer to the gateway. An attempt started close to the expiry moves the expiry to
 *   ATTEMPT_GRACE_SECONDS from now, so the order is not cancelled while the buyer is on the
 *   gateway's page.
 * - on_return() (the buyer back from the gateway) and on_notification() (the gateway's
 *   server-to-server callback): verified first (a forged message changes nothing); approved ->
 *   paid (paid_at, paid_cents, gateway transaction), declined -> failed (only for the current
 *   attempt), voided -> cancelled, refunded -> refunded. An approved message whose amount is not
 *   the order's gross amount records nothing (logged, answered 'ignored').
 * - expire_due() (WP-Cron, CardService): an unpaid card order past payment_expires_at is first
 *   checked at the gateway (every attempt, newest first): an approval means the notification was
 *   lost (paid, source status_check); otherwise payment and order are cancelled in one transition
 *   (source expiry) and 'kabelshop_order_cancelled' fires with reason 'payment_expired'. A gateway
 *   that cannot be reached leaves the order for the next run.
 * - refund() and void(): staff, through the gateway; its refusal changes nothing.
 */
final class CardPayments {

	/** Results of on_notification() and apply(). */
	public const CHANGED   = 'changed';
	public const UNCHANGED = 'unchanged';
	public const IGNORED   = 'ignored';

	/** Seconds an attempt keeps the order from expiring (WSPayForm's page times out after 15 minutes). */
	public const ATTEMPT_GRACE_SECONDS = 1200;

	/** Orders expire_due() handles per run. */
	public const EXPIRE_BATCH = 50;

	/** What the buyer's return to the order page says (?payment=). */
	public const RETURN_PAID       = 'paid';
	public const RETURN_FAILED     = 'failed';
	public const RETURN_CANCELLED  = 'cancelled';
	public const RETURN_UNVERIFIED = 'unverified';

	/** Reason given with 'kabelshop_order_cancelled' by expire_due(). */
	public const REASON_EXPIRED = 'payment_expired';

	/**
	 * The gateway (WSPay as configured in wp-admin unless given).
	 *
	 * @var PaymentGateway
	 */
	private PaymentGateway $gateway;

	/**
	 * The one writer of payment states.
	 *
	 * @var PaymentLedger
	 */
	private PaymentLedger $ledger;

	/**
	 * Orders.
	 *
	 * @var OrderRepository
	 */
	private OrderRepository $orders;

	/**
	 * @param PaymentGateway|null  $gateway Gateway (WspayGateway::from_settings() when null).
	 * @param PaymentLedger|null   $ledger  Ledger.
	 * @param OrderRepository|null $orders  Orders.
	 */
	public function __construct( ?PaymentGateway $gateway = null, ?PaymentLedger $ledger = null, ?OrderRepository $orders = null ) {
		$this->gateway = $gateway ?? WspayGateway::from_settings();
		$this->ledger  = $ledger ?? new PaymentLedger();
		$this->orders  = $orders ?? new OrderRepository();
	}

	/**
	 * Whether the buyer may (still) pay this order by card: a card order, awaiting payment or
	 * failed, not cancelled, and not past payment_expires_at.
	 *
	 * @param array<string, mixed> $order Stored order (OrderRepository shape).
	 * @param int|null             $now   Unix time (now when null).
	 */
	public static function payable( array $order, ?int $now = null ): bool {
		if ( PaymentMethods::CARD !== ( $order['payment_method'] ?? '' ) || OrderStatus::CANCELLED === ( $order['status'] ?? '' ) ) {
			return false;
		}
		if ( ! in_array( (string) ( $order['payment_status'] ?? '' ), array( PaymentStatus::AWAITING, PaymentStatus::FAILED ), true ) ) {
			return false;
		}
		$expires = (string) ( $order['payment_expires_at'] ?? '' );
		return '' === $expires || self::utc( $expires ) > ( $now ?? time() );
	}

	/**
	 * Starts a new attempt and answers the form that takes the buyer to the gateway.
	 *
	 * @param array<string, mixed> $order    Stored order.
	 * @param int                  $user_id  The buyer asking.
	 * @param string               $language 'hr' | 'en' | 'sr': the gateway page's language and the order page's after the return.
	 * @throws ShopException 404 kabelshop_order_not_found (not the buyer's order); 409
	 *                       kabelshop_payment_not_payable naming 'payment' (not a card order, paid,
	 *                       cancelled or expired); 503 kabelshop_order_payment_unavailable (card
	 *                       payment switched off); 500 kabelshop_payment_not_started (the write failed).
	 */
	public function begin( array $order, int $user_id, string $language ): HostedForm {
		if ( (int) ( $order['user_id'] ?? 0 ) !== $user_id || $user_id <= 0 ) {
			throw new ShopException( 'kabelshop_order_not_found', __( 'Order not found.', 'kabelshop' ), ShopException::NOT_FOUND );
		}
		if ( ! self::payable( $order ) ) {
			throw self::not_payable();
		}
		if ( ! PaymentSettings::card_ready() ) {
			throw ShopException::field( 'kabelshop_order_payment_unavailable', 'payment', PaymentMethods::unavailable_message( PaymentMethods::CARD ), ShopException::UNAVAILABLE );
		}
		$attempt = (int) $order['payment_attempt'] + 1;
		$cart_id = self::cart_id( (string) $order['number'], $attempt );
		$columns = array(
			'payment_attempt' => $attempt,
			'gateway_cart_id' => $cart_id,
		);
		$expires = (string) ( $order['payment_expires_at'] ?? '' );
		$grace   = time() + self::ATTEMPT_GRACE_SECONDS;
		if ( '' !== $expires && self::utc( $expires ) < $grace ) {
			$columns['payment_expires_at'] = gmdate( 'Y-m-d H:i:s', $grace );
		}
		try {
			$done = $this->ledger->transition(
				(int) $order['id'],
				PaymentStatus::AWAITING,
				array(
					'source'       => 'buyer',
					'user_id'      => $user_id,
					'amount_cents' => (int) $order['gross_cents'],
					'gateway_ref'  => $cart_id,
					/* Not translated: a fact for the history, read by staff in any language. */
					'note'         => 'attempt ' . $attempt,
					'columns'      => $columns,
				),
				true
			);
		} catch ( \RuntimeException $e ) {
			throw new ShopException( 'kabelshop_payment_not_started', __( 'An error occurred. Please try again.', 'kabelshop' ), ShopException::FAILED, array(), $e );
		}
		if ( ! $done ) {
			throw self::not_payable();
		}
		$fresh = $this->orders->find( (int) $order['id'] );
		return $this->form_for( null === $fresh ? array_merge( $order, $columns ) : $fresh, $language );
	}

	/**
	 * The form of the order's current attempt again (nothing written): for a retried POST orders
	 * whose first answer was lost. The buyer has not used that attempt at the gateway yet.
	 *
	 * @param array<string, mixed> $order    Stored order with payment_attempt >= 1.
	 * @param string               $language 'hr' | 'en' | 'sr'.
	 * @throws ShopException 409 kabelshop_payment_not_payable when there is no attempt.
	 */
	public function form_for( array $order, string $language ): HostedForm {
		$cart_id = (string) ( $order['gateway_cart_id'] ?? '' );
		if ( '' === $cart_id ) {
			throw self::not_payable();
		}
		return $this->gateway->hosted_form( $cart_id, (int) $order['gross_cents'], $language, self::return_urls( (int) $order['id'], $language ), self::customer( (int) $order['user_id'] ) );
	}

	/**
	 * The gateway's return URLs: the REST route payments/wspay/return with result, order and lang.
	 *
	 * @param int    $order_id Order id (only where to send the buyer; the signed ShoppingCartID decides what changes).
	 * @param string $language 'hr' | 'en' | 'sr'.
	 * @return array{success: string, error: string, cancel: string}
	 */
	public static function return_urls( int $order_id, string $language ): array {
		$base = rest_url( 'kabelshop/v1/payments/wspay/return' );
		$urls = array();
		foreach ( array(
			'success' => 'success',
			'error'   => 'error',
			'cancel'  => 'cancel',
		) as $key => $result ) {
			$urls[ $key ] = add_query_arg(
				array(
					'result' => $result,
					'order'  => $order_id,
					'lang'   => $language,
				),
				$base
			);
		}
		return $urls;
	}

	/**
	 * The buyer's prefill for the gateway's page from the profile (Accounts\ProfileData).
	 *
	 * @param int $user_id Buyer.
	 * @return array<string, string> first_name, last_name, email, phone, street, city, zip, country.
	 */
	public static function customer( int $user_id ): array {
		$profile = ProfileData::read( $user_id );
		$name    = preg_split( '/\s+/u', trim( $profile['userName'] ), 2 );
		return array(
			'first_name' => (string) ( $name[0] ?? '' ),
			'last_name'  => (string) ( $name[1] ?? '' ),
			'email'      => $profile['email'],
			'phone'      => $profile['phone'],
			'street'     => trim( $profile['address'] . ' ' . $profile['addressNr'] ),
			'city'       => $profile['city'],
			'zip'        => $profile['postNr'],
			'country'    => $profile['country'],
		);
	}

	/**
	 * The attempt's ShoppingCartID: '<order number>-<attempt>', e.g. 'KS-2026-000123-2'.
	 *
	 * @param string $number  Order number.
	 * @param int    $attempt Attempt, from 1.
	 */
	public static function cart_id( string $number, int $attempt ): string {
		return $number . '-' . $attempt;
	}

	/**
	 * The order an attempt's ShoppingCartID belongs to (any attempt, not only the current one).
	 *
	 * @param string $cart_id ShoppingCartID.
	 * @return array<string, mixed>|null
	 */
	public function find_by_cart( string $cart_id ): ?array {
		global $wpdb;
		if ( ! preg_match( '/^(.+)-(\d{1,5})$/', $cart_id, $m ) ) {
			return null;
		}
		$table = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$id    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE number = %s AND payment_method = %s", $m[1], PaymentMethods::CARD ) );
		$order = $id > 0 ? $this->orders->find( $id ) : null;
		return null !== $order && (int) $m[2] >= 1 && (int) $m[2] <= (int) $order['payment_attempt'] ? $order : null;
	}

	/**
	 * The buyer is back from the gateway. success and error returns are verified
	 * (WspayGateway::verify_return()) and applied; the cancel return carries no signature and changes
	 * nothing. Never throws for what the request holds: a forged or unknown return answers
	 * 'unverified'.
	 *
	 * @param string               $result     'success' | 'error' | 'cancel' (from the return URL).
	 * @param array<string, mixed> $params     The request's parameters (WSPay's fields).
	 * @param int                  $order_hint The order id of the return URL (where to send the buyer when the message names none).
	 * @return array{order_id: int, payment: string} Where to send the buyer: the order and RETURN_*.
	 */
	public function on_return( string $result, array $params, int $order_hint = 0 ): array {
		if ( 'success' !== $result && 'error' !== $result ) {
			return array(
				'order_id' => $order_hint,
				'payment'  => self::RETURN_CANCELLED,
			);
		}
		$strings = array();
		foreach ( $params as $key => $value ) {
			if ( is_scalar( $value ) ) {
				$strings[ (string) $key ] = (string) $value;
			}
		}
		try {
			$message = $this->gateway->verify_return( $strings );
		} catch ( GatewayException $e ) {
			self::log( 'return refused (' . $e->kind . '): ' . $e->getMessage() );
			return array(
				'order_id' => $order_hint,
				'payment'  => self::RETURN_UNVERIFIED,
			);
		}
		$order = $this->find_by_cart( $message->cart_id );
		if ( null === $order ) {
			self::log( 'return for an unknown ShoppingCartID ' . $message->cart_id );
			return array(
				'order_id' => $order_hint,
				'payment'  => self::RETURN_UNVERIFIED,
			);
		}
		$applied = $this->apply( $order, $message, 'gateway_return' );
		$now     = $this->orders->find( (int) $order['id'] ) ?? $order;
		$payment = match ( true ) {
			self::IGNORED === $applied => self::RETURN_UNVERIFIED,
			PaymentStatus::PAID === $now['payment_status'] => self::RETURN_PAID,
			GatewayResult::APPROVED === $message->outcome => self::RETURN_UNVERIFIED,
			default => self::RETURN_FAILED,
		};
		return array(
			'order_id' => (int) $order['id'],
			'payment'  => $payment,
		);
	}

	/**
	 * The gateway's server-to-server notification.
	 *
	 * @param array<string, mixed> $payload The decoded JSON body.
	 * @return string CHANGED | UNCHANGED (a repeat, or nothing to change) | IGNORED (amount mismatch, logged).
	 * @throws GatewayException FORGED when the signature (or ShopID) does not match: nothing changes.
	 * @throws ShopException   404 kabelshop_payment_unknown_cart for a ShoppingCartID of no order's attempt.
	 */
	public function on_notification( array $payload ): string {
		$message = $this->gateway->verify_notification( $payload );
		$order   = $this->find_by_cart( $message->cart_id );
		if ( null === $order ) {
			self::log( 'notification for an unknown ShoppingCartID ' . $message->cart_id );
			throw new ShopException( 'kabelshop_payment_unknown_cart', __( 'No order has this payment.', 'kabelshop' ), ShopException::NOT_FOUND );
		}
		return $this->apply( $order, $message, 'notification' );
	}

	/**
	 * Applies a verified gateway message to its order (PaymentLedger; the fingerprint is the dedupe key).
	 *
	 * @param array<string, mixed> $order   Stored order.
	 * @param GatewayResult        $message Verified message.
	 * @param string               $source  'gateway_return' | 'notification' | 'status_check'.
	 * @return string CHANGED | UNCHANGED | IGNORED.
	 */
	public function apply( array $order, GatewayResult $message, string $source ): string {
		$id    = (int) $order['id'];
		$event = array(
			'source'      => $source,
			'gateway_ref' => '' !== $message->gateway_order_id ? $message->gateway_order_id : $message->cart_id,
			'dedupe_key'  => '' !== $message->fingerprint ? $message->fingerprint : null,
		);
		switch ( $message->outcome ) {
			case GatewayResult::APPROVED:
				$expected = (int) $order['gross_cents'];
				if ( null !== $message->amount_cents && $message->amount_cents !== $expected ) {
					self::log( sprintf( 'order %s: approval of %d cents for %s, the order awaits %d cents; nothing recorded', $order['number'], $message->amount_cents, $message->cart_id, $expected ) );
					return self::IGNORED;
				}
				$changed = $this->ledger->transition(
					$id,
					PaymentStatus::PAID,
					$event + array(
						'amount_cents' => $expected,
						'columns'      => array(
							'paid_at'          => gmdate( 'Y-m-d H:i:s' ),
							'paid_cents'       => $expected,
							'gateway_cart_id'  => $message->cart_id,
							'gateway_order_id' => mb_substr( $message->gateway_order_id, 0, 64 ),
							'gateway_approval' => mb_substr( $message->approval_code, 0, 16 ),
							'gateway_stan'     => mb_substr( $message->stan, 0, 16 ),
						),
					)
				);
				if ( ! $changed ) {
					$now = $this->orders->find( $id );
					if ( null !== $now && in_array( $now['payment_status'], array( PaymentStatus::CANCELLED, PaymentStatus::REFUNDED ), true ) ) {
						self::log( sprintf( 'order %s: the gateway approved %s (WsPayOrderId %s) but the payment is %s: refund it at the gateway', $order['number'], $message->cart_id, $message->gateway_order_id, $now['payment_status'] ) );
					}
				}
				return $changed ? self::CHANGED : self::UNCHANGED;
			case GatewayResult::DECLINED:
				if ( $message->cart_id !== (string) $order['gateway_cart_id'] ) {
					return self::UNCHANGED;
				}
				return $this->ledger->transition( $id, PaymentStatus::FAILED, $event + array( 'note' => $message->message ) ) ? self::CHANGED : self::UNCHANGED;
			case GatewayResult::VOIDED:
				return $this->ledger->transition( $id, PaymentStatus::CANCELLED, $event ) ? self::CHANGED : self::UNCHANGED;
			case GatewayResult::REFUNDED:
				return $this->ledger->transition( $id, PaymentStatus::REFUNDED, $event + array( 'amount_cents' => (int) $order['paid_cents'] ) ) ? self::CHANGED : self::UNCHANGED;
			default:
				return self::UNCHANGED;
		}
	}

	/**
	 * Card orders awaiting payment (or failed) past payment_expires_at, still 'received': paid when
	 * the gateway reports an approval, else cancelled (see the class comment).
	 *
	 * @param int|null $now Unix time (now when null).
	 * @return array{paid: int, cancelled: int, left: int} Orders paid, cancelled, and left for the next run.
	 */
	public function expire_due( ?int $now = null ): array {
		global $wpdb;
		$now   = $now ?? time();
		$table = OrderTable::name();
		$ids   = $wpdb->get_col(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
				"SELECT id FROM {$table} WHERE payment_status IN (%s, %s) AND payment_method = %s AND status = %s AND payment_expires_at IS NOT NULL AND payment_expires_at <= %s ORDER BY payment_expires_at, id LIMIT %d",
				PaymentStatus::AWAITING,
				PaymentStatus::FAILED,
				PaymentMethods::CARD,
				OrderStatus::RECEIVED,
				gmdate( 'Y-m-d H:i:s', $now ),
				self::EXPIRE_BATCH
			)
		);
		$counts = array(
			'paid'      => 0,
			'cancelled' => 0,
			'left'      => 0,
		);
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			$order = $this->orders->find( (int) $id );
			if ( null === $order ) {
				continue;
			}
			try {
				$approved = $this->approved_attempt( $order );
			} catch ( GatewayException $e ) {
				self::log( 'expiry of ' . $order['number'] . ' waits for the next run: ' . $e->getMessage() );
				++$counts['left'];
				continue;
			}
			if ( null !== $approved ) {
				$applied = $this->apply( $order, $approved, 'status_check' );
				++$counts[ self::CHANGED === $applied ? 'paid' : 'left' ];
				continue;
			}
			if ( $this->cancel_expired( $order ) ) {
				++$counts['cancelled'];
			}
		}
		return $counts;
	}

	/**
	 * The approved attempt of an order, asking the gateway about each attempt, newest first.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @throws GatewayException TRANSPORT or FORGED (the caller leaves the order for the next run).
	 */
	private function approved_attempt( array $order ): ?GatewayResult {
		for ( $attempt = (int) $order['payment_attempt']; $attempt >= 1; --$attempt ) {
			$status = $this->gateway->status( self::cart_id( (string) $order['number'], $attempt ) );
			if ( null !== $status && GatewayResult::APPROVED === $status->outcome ) {
				return $status;
			}
		}
		return null;
	}

	/**
	 * Cancels an expired order's payment and the order in one transition, logs the order's
	 * cancellation and fires 'kabelshop_order_cancelled' (reason REASON_EXPIRED).
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return bool True when it was cancelled now.
	 */
	private function cancel_expired( array $order ): bool {
		$now  = gmdate( 'Y-m-d H:i:s' );
		$done = $this->ledger->transition(
			(int) $order['id'],
			PaymentStatus::CANCELLED,
			array(
				'source'  => 'expiry',
				'note'    => self::REASON_EXPIRED,
				'columns' => array(
					'status'       => OrderStatus::CANCELLED,
					'cancelled_at' => $now,
				),
			)
		);
		if ( ! $done ) {
			return false;
		}
		( new OrderEvents() )->log( (int) $order['id'], null, OrderStatus::CANCELLED, '', 0 );
		$fresh = $this->orders->find( (int) $order['id'] ) ?? $order;
		/**
		 * Fires after an order was cancelled (by its buyer, by staff, or because its card payment
		 * expired). The drum account releases its drums here.
		 *
		 * @param array<string, mixed> $order  The cancelled order (OrderRepository shape).
		 * @param string               $reason 'buyer' | 'staff' | 'payment_expired'.
		 */
		do_action( 'kabelshop_order_cancelled', $fresh, self::REASON_EXPIRED );
		return true;
	}

	/**
	 * After the buyer or staff cancelled an order: a payment still awaited (or failed) is cancelled
	 * too (source 'buyer' or 'staff'). A paid payment stays paid: staff refund it.
	 *
	 * @param array<string, mixed> $order   The cancelled order.
	 * @param string               $reason  'buyer' | 'staff'.
	 * @param int                  $user_id Who cancelled.
	 * @return bool True when the payment was cancelled now.
	 */
	public function order_cancelled( array $order, string $reason, int $user_id ): bool {
		if ( ! in_array( $reason, array( 'buyer', 'staff' ), true ) || ! in_array( (string) ( $order['payment_status'] ?? '' ), array( PaymentStatus::AWAITING, PaymentStatus::FAILED ), true ) ) {
			return false;
		}
		return $this->ledger->transition(
			(int) $order['id'],
			PaymentStatus::CANCELLED,
			array(
				'source'  => $reason,
				'user_id' => $user_id,
			)
		);
	}

	/**
	 * Staff refund a paid card payment in full through the gateway (paid -> refunded).
	 *
	 * @param int $order_id Order id.
	 * @param int $staff_id Staff user.
	 * @throws ShopException 409 kabelshop_payment_not_refundable (not a paid card payment with a
	 *                       gateway transaction); 502 kabelshop_payment_gateway_refused (with the
	 *                       gateway's message) or kabelshop_payment_gateway_unreachable: nothing changed.
	 */
	public function refund( int $order_id, int $staff_id ): void {
		$this->reverse( $order_id, $staff_id, PaymentStatus::REFUNDED, '', fn( GatewayResult $t, int $cents ): GatewayResult => $this->gateway->refund( $t, $cents ) );
	}

	/**
	 * Staff void a paid card payment that is not settled yet through the gateway (paid -> cancelled).
	 *
	 * @param int $order_id Order id.
	 * @param int $staff_id Staff user.
	 * @throws ShopException As refund().
	 */
	public function void( int $order_id, int $staff_id ): void {
		$this->reverse( $order_id, $staff_id, PaymentStatus::CANCELLED, 'void', fn( GatewayResult $t, int $cents ): GatewayResult => $this->gateway->void( $t, $cents ) );
	}

	/**
	 * Refund or void: the gateway call for the whole paid amount, then the ledger move.
	 *
	 * @param int                                         $order_id Order id.
	 * @param int                                         $staff_id Staff user.
	 * @param string                                      $to       PaymentStatus::REFUNDED or CANCELLED.
	 * @param string                                      $note     Event note.
	 * @param callable(GatewayResult, int): GatewayResult $call     The gateway action.
	 * @throws ShopException As refund().
	 */
	private function reverse( int $order_id, int $staff_id, string $to, string $note, callable $call ): void {
		$order = $this->paid_card_order( $order_id );
		$cents = (int) $order['paid_cents'] > 0 ? (int) $order['paid_cents'] : (int) $order['gross_cents'];
		$done  = $this->call_gateway( static fn(): GatewayResult => $call( self::transaction( $order ), $cents ) );
		$this->ledger->transition(
			$order_id,
			$to,
			array(
				'source'       => 'staff',
				'user_id'      => $staff_id,
				'amount_cents' => $cents,
				'gateway_ref'  => $done->gateway_order_id,
				'dedupe_key'   => $done->fingerprint,
				'note'         => $note,
			)
		);
	}

	/**
	 * Whether staff may refund or void the order's payment: a paid card payment with a gateway transaction.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function reversible( array $order ): bool {
		return PaymentMethods::CARD === ( $order['payment_method'] ?? '' ) && PaymentStatus::PAID === ( $order['payment_status'] ?? '' ) && '' !== (string) ( $order['gateway_order_id'] ?? '' );
	}

	/**
	 * The order when staff may refund or void it.
	 *
	 * @param int $order_id Order id.
	 * @return array<string, mixed>
	 * @throws ShopException 409 when not reversible().
	 */
	private function paid_card_order( int $order_id ): array {
		$order = $this->orders->find( $order_id );
		if ( null === $order || ! self::reversible( $order ) ) {
			throw new ShopException( 'kabelshop_payment_not_refundable', __( 'Only a paid card payment can be refunded or voided.', 'kabelshop' ), ShopException::CONFLICT );
		}
		return $order;
	}

	/**
	 * Calls the gateway, turning its failures into a ShopException for staff.
	 *
	 * @param callable(): GatewayResult $call The call.
	 * @throws ShopException 502 with the gateway's message (REFUSED) or a transport message.
	 */
	private function call_gateway( callable $call ): GatewayResult {
		try {
			return $call();
		} catch ( GatewayException $e ) {
			self::log( 'staff action refused (' . $e->kind . '): ' . $e->getMessage() );
			if ( GatewayException::REFUSED === $e->kind ) {
				/* translators: %s: the card processor's own message, e.g. "Transaction already settled" */
				throw new ShopException( 'kabelshop_payment_gateway_refused', sprintf( __( 'The card processor refused: %s. Nothing was changed.', 'kabelshop' ), $e->getMessage() ), ShopException::UPSTREAM_FAILED, array(), $e );
			}
			throw new ShopException( 'kabelshop_payment_gateway_unreachable', __( 'The card processor could not be reached or did not answer correctly. Nothing was changed; please try again later.', 'kabelshop' ), ShopException::UPSTREAM_FAILED, array(), $e );
		}
	}

	/**
	 * The order's approved transaction as the gateway's refund and void need it.
	 *
	 * @param array<string, mixed> $order Stored paid card order.
	 */
	private static function transaction( array $order ): GatewayResult {
		return new GatewayResult( (string) $order['gateway_cart_id'], GatewayResult::APPROVED, (string) $order['gateway_order_id'], (string) $order['gateway_approval'], (string) $order['gateway_stan'], (int) $order['paid_cents'] );
	}

	/**
	 * The refusal of begin() for an order that cannot be paid by card (any more).
	 */
	private static function not_payable(): ShopException {
		return ShopException::field( 'kabelshop_payment_not_payable', 'payment', __( 'This order cannot be paid by card: it is paid, cancelled or no longer waits for payment.', 'kabelshop' ), ShopException::CONFLICT );
	}

	/**
	 * A stored UTC 'Y-m-d H:i:s' as Unix time.
	 *
	 * @param string $utc Date-time.
	 */
	private static function utc( string $utc ): int {
		$date = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $utc, new \DateTimeZone( 'UTC' ) );
		return $date ? $date->getTimestamp() : 0;
	}

	/**
	 * One line in the PHP error log (the administrator's trace of a gateway message refused or ignored).
	 *
	 * @param string $line Text.
	 */
	private static function log( string $line ): void {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions -- the administrator's trace; buyers and the gateway never see it.
		error_log( 'kabelshop card payments: ' . $line );
	}
}
