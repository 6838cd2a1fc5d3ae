<?php
/**
 * The card payment flow: an attempt at the gateway, its return and notification, expiry, refund and void.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

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
use Kabelshop\Setup\Database;

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
 * - begin() while another attempt of the order is open at the gateway (open_attempt(): the current
 *   attempt, started less than ATTEMPT_GRACE_SECONDS ago, no transaction recorded for it, the
 *   payment still awaited) first asks the gateway about it (statusCheck): approved -> applied and
 *   refused 409 kabelshop_payment_already_paid; declined -> applied (failed) and the new attempt
 *   starts; unknown (the buyer may still be typing the card there) or the gateway unreachable ->
 *   refused 409 kabelshop_payment_attempt_open unless the buyer confirmed "start a new payment
 *   anyway" ($anyway).
 * - on_return() (the buyer back from the gateway) and on_notification() (the gateway's
 *   server-to-server callback) are claims: their signature is checked first (a forged message
 *   changes nothing), then confirm() asks the gateway itself (statusCheck of the claimed cart id,
 *   signed by the shop) and requires its answer to name the same ShoppingCartID, WsPayOrderId,
 *   approval code and amount (issue 26). Only that confirmed answer is applied (apply()): its state
 *   (authorised, completed, voided, refunded, declined) decides, never the notification's flags.
 *   A claim that does not match is refused with a rate-limited GatewayWarnings entry; a gateway
 *   that cannot be reached for the confirmation leaves everything as it was (the notification is
 *   answered 503 so the gateway sends it again).
 * - apply(): every confirmed approved transaction is recorded in CardTransactions (WsPayOrderId
 *   UNIQUE) together with its ledger event, in one database transaction under the order's row
 *   lock: the first one marks the order paid; one more of an order already paid is recorded as a
 *   second charge ("paid twice": ledger event paid -> paid, staff mailed through the action
 *   'kabelshop_card_charged_twice'), refunded by staff with refund_charge(). An approval whose
 *   amount is not the order's gross amount records nothing (warning, answered 'ignored').
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

	/** What the buyer's order page says after a refused new attempt (?payment=). */
	public const RETURN_OPEN = 'open';

	/** The request flag (REST body / admin-post field) that confirms "start a new payment anyway". */
	public const ANYWAY_FLAG = 'new_attempt';

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
	 * Confirmed card transactions.
	 *
	 * @var CardTransactions
	 */
	private CardTransactions $transactions;

	/**
	 * @param PaymentGateway|null  $gateway Gateway (WspayGateway::from_settings() when null).
	 * @param PaymentLedger|null   $ledger  Ledger.
	 * @param OrderRepository|null $orders  Orders.
	 */
	public function __construct( ?PaymentGateway $gateway = null, ?PaymentLedger $ledger = null, ?OrderRepository $orders = null ) {
		$this->gateway      = $gateway ?? WspayGateway::from_settings();
		$this->ledger       = $ledger ?? new PaymentLedger();
		$this->orders       = $orders ?? new OrderRepository();
		$this->transactions = new CardTransactions();
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
	 * @param bool                 $anyway   The buyer confirmed "start a new payment anyway" while another attempt is open.
	 * @throws ShopException 404 kabelshop_order_not_found (not the buyer's order); 409
	 *                       kabelshop_payment_not_payable naming 'payment' (not a card order, paid,
	 *                       cancelled or expired); 409 kabelshop_payment_attempt_open naming
	 *                       'payment' (another attempt is open: data started_at (UTC), confirm
	 *                       ANYWAY_FLAG); 409 kabelshop_payment_already_paid naming 'payment' (the
	 *                       open attempt was paid); 503 kabelshop_order_payment_unavailable (card
	 *                       payment switched off); 500 kabelshop_payment_not_started (the write failed).
	 */
	public function begin( array $order, int $user_id, string $language, bool $anyway = false ): HostedForm {
		if ( (int) ( $order['user_id'] ?? 0 ) !== $user_id || $user_id <= 0 ) {
			throw new ShopException( 'kabelshop_order_not_found', __( 'Order not found.', 'kabelshop-core' ), ShopException::NOT_FOUND );
		}
		if ( ! self::payable( $order ) ) {
			throw self::not_payable();
		}
		if ( ! PaymentSettings::card_ready() ) {
			throw ShopException::field( 'kabelshop_order_payment_unavailable', 'payment', PaymentMethods::unavailable_message( PaymentMethods::CARD ), ShopException::UNAVAILABLE );
		}
		$order   = $this->settle_open_attempt( $order, $anyway );
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
			throw new ShopException( 'kabelshop_payment_not_started', __( 'An error occurred. Please try again.', 'kabelshop-core' ), ShopException::FAILED, array(), $e );
		}
		if ( ! $done ) {
			throw self::not_payable();
		}
		$fresh = $this->orders->find( (int) $order['id'] );
		return $this->form_for( null === $fresh ? array_merge( $order, $columns ) : $fresh, $language );
	}

	/**
	 * The order's attempt that may still be open at the gateway: the current one while the payment
	 * is awaited, started (its ledger event, source 'buyer') less than ATTEMPT_GRACE_SECONDS ago,
	 * with no transaction recorded for it. A declined attempt (failed) is finished.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @param int|null             $now   Unix time (now when null).
	 * @return array{cart_id: string, started_at: string}|null started_at UTC 'Y-m-d H:i:s'.
	 */
	public function open_attempt( array $order, ?int $now = null ): ?array {
		global $wpdb;
		$cart = (string) ( $order['gateway_cart_id'] ?? '' );
		if ( '' === $cart || PaymentStatus::AWAITING !== ( $order['payment_status'] ?? '' ) || $this->transactions->has_cart( $cart ) ) {
			return null;
		}
		$table   = PaymentTables::events();
		$started = $wpdb->get_var(
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
			$wpdb->prepare( "SELECT created_at FROM {$table} WHERE order_id = %d AND source = 'buyer' AND gateway_ref = %s ORDER BY id DESC LIMIT 1", (int) $order['id'], $cart )
		);
		if ( null === $started || self::utc( (string) $started ) + self::ATTEMPT_GRACE_SECONDS <= ( $now ?? time() ) ) {
			return null;
		}
		return array(
			'cart_id'    => $cart,
			'started_at' => (string) $started,
		);
	}

	/**
	 * Before a new attempt: asks the gateway about the open attempt, if any (see the class comment).
	 *
	 * @param array<string, mixed> $order  Stored order.
	 * @param bool                 $anyway The buyer confirmed a new payment.
	 * @return array<string, mixed> The order to start the new attempt on (fresh when something was applied).
	 * @throws ShopException 409 kabelshop_payment_already_paid or kabelshop_payment_attempt_open.
	 */
	private function settle_open_attempt( array $order, bool $anyway ): array {
		$open = $this->open_attempt( $order );
		if ( null === $open ) {
			return $order;
		}
		try {
			$status = $this->gateway->status( $open['cart_id'] );
		} catch ( GatewayException $e ) {
			$status = null;
		}
		if ( null !== $status && $status->confirmed && $status->cart_id === $open['cart_id'] ) {
			$applied = $this->apply( $order, $status, 'status_check' );
			$fresh   = $this->orders->find( (int) $order['id'] ) ?? $order;
			if ( PaymentStatus::PAID === $fresh['payment_status'] ) {
				throw ShopException::field( 'kabelshop_payment_already_paid', 'payment', __( 'This order has just been paid by card (in another window or tab). Nothing more is charged.', 'kabelshop-core' ), ShopException::CONFLICT );
			}
			if ( GatewayResult::DECLINED === $status->outcome && self::IGNORED !== $applied ) {
				return $fresh;
			}
		}
		if ( $anyway ) {
			return $order;
		}
		throw ShopException::field(
			'kabelshop_payment_attempt_open',
			'payment',
			self::open_message( $open['started_at'] ),
			ShopException::CONFLICT,
			array(
				'started_at' => $open['started_at'],
				'confirm'    => self::ANYWAY_FLAG,
			)
		);
	}

	/**
	 * What the buyer is told about an open attempt, in the current language.
	 *
	 * @param string $started_at UTC 'Y-m-d H:i:s'.
	 */
	public static function open_message( string $started_at ): string {
		$local = get_date_from_gmt( $started_at, 'H:i' );
		/* translators: %s: time of day, e.g. 14:35 */
		return sprintf( __( 'A card payment for this order was started at %s, perhaps in another window or tab, and is not finished yet. If you paid there, this page shows the order as paid within a few minutes. Start a new payment only if you did not pay: otherwise your card may be charged twice.', 'kabelshop-core' ), $local );
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
	 * (WspayGateway::verify_return(): its signature covers ShoppingCartID, Success and
	 * ApprovalCode) and an approval is confirmed with the gateway (confirm()) before it is applied;
	 * a signed decline of the order's current attempt marks it failed. The cancel return carries no
	 * signature and changes nothing. Never throws for what the request holds: a forged, unknown,
	 * mismatched or unconfirmed return answers 'unverified' (forged ones with a rate-limited log line).
	 *
	 * @param string               $result     'success' | 'error' | 'cancel' (from the return URL).
	 * @param array<string, mixed> $params     The request's parameters (WSPay's fields).
	 * @param int                  $order_hint The order id of the return URL (where to send the buyer when the message names none).
	 * @return array{order_id: int, payment: string} Where to send the buyer: the order and RETURN_*.
	 */
	public function on_return( string $result, array $params, int $order_hint = 0 ): array {
		$unverified = array(
			'order_id' => $order_hint,
			'payment'  => self::RETURN_UNVERIFIED,
		);
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
			$claim = $this->gateway->verify_return( $strings );
		} catch ( GatewayException $e ) {
			GatewayWarnings::log( 'return-forged', 'return refused (' . $e->kind . '): ' . $e->getMessage() );
			return $unverified;
		}
		$order = $this->find_by_cart( $claim->cart_id );
		if ( null === $order ) {
			GatewayWarnings::warn( GatewayWarnings::UNKNOWN, 'return for an unknown ShoppingCartID ' . $claim->cart_id, 0, $claim->cart_id );
			return $unverified;
		}
		$where = array(
			'order_id' => (int) $order['id'],
			'payment'  => self::RETURN_UNVERIFIED,
		);
		if ( GatewayResult::APPROVED !== $claim->outcome ) {
			if ( $claim->cart_id === (string) $order['gateway_cart_id'] ) {
				$this->ledger->transition(
					(int) $order['id'],
					PaymentStatus::FAILED,
					array(
						'source'      => 'gateway_return',
						'gateway_ref' => $claim->cart_id,
						'dedupe_key'  => $claim->fingerprint,
						'note'        => $claim->message,
					)
				);
			}
			$now              = $this->orders->find( (int) $order['id'] ) ?? $order;
			$where['payment'] = PaymentStatus::PAID === $now['payment_status'] ? self::RETURN_PAID : self::RETURN_FAILED;
			return $where;
		}
		try {
			$confirmed = $this->confirm( $order, $claim, false );
		} catch ( ShopException $e ) {
			return $where;
		}
		$applied = $this->apply( $order, $confirmed, 'gateway_return' );
		$now     = $this->orders->find( (int) $order['id'] ) ?? $order;
		if ( self::IGNORED !== $applied && PaymentStatus::PAID === $now['payment_status'] ) {
			$where['payment'] = self::RETURN_PAID;
		}
		return $where;
	}

	/**
	 * The gateway's server-to-server notification: a claim, confirmed with statusCheck before
	 * anything changes (see the class comment). Amount is mandatory.
	 *
	 * @param array<string, mixed> $payload The decoded JSON body.
	 * @return string CHANGED | UNCHANGED (a repeat, or nothing to change) | IGNORED (confirmed, but another amount than the order's; warned).
	 * @throws GatewayException FORGED when the signature (or ShopID) does not match: nothing changes.
	 * @throws ShopException   404 kabelshop_payment_unknown_cart for a ShoppingCartID of no order's attempt;
	 *                         400 kabelshop_payment_mismatch naming 'Amount' without Amount; 409
	 *                         kabelshop_payment_mismatch when the gateway's answer does not match the
	 *                         notification; 503 kabelshop_payment_unconfirmed when the gateway could not
	 *                         be asked (it sends the notification again). Each refusal is a warning.
	 */
	public function on_notification( array $payload ): string {
		$claim = $this->gateway->verify_notification( $payload );
		$order = $this->find_by_cart( $claim->cart_id );
		if ( null === $order ) {
			GatewayWarnings::warn( GatewayWarnings::UNKNOWN, 'notification for an unknown ShoppingCartID ' . $claim->cart_id . ' (WsPayOrderId ' . $claim->gateway_order_id . ')', 0, $claim->cart_id, $claim->gateway_order_id );
			throw new ShopException( 'kabelshop_payment_unknown_cart', __( 'No order has this payment.', 'kabelshop-core' ), ShopException::NOT_FOUND );
		}
		if ( null === $claim->amount_cents ) {
			GatewayWarnings::warn( GatewayWarnings::MISMATCH, sprintf( 'order %s: notification for %s (WsPayOrderId %s) without Amount refused', $order['number'], $claim->cart_id, $claim->gateway_order_id ), (int) $order['id'], $claim->cart_id, $claim->gateway_order_id );
			throw ShopException::field( 'kabelshop_payment_mismatch', 'Amount', __( 'The payment notification does not match its payment.', 'kabelshop-core' ) );
		}
		return $this->apply( $order, $this->confirm( $order, $claim, true ), 'notification' );
	}

	/**
	 * Asks the gateway (statusCheck of the claimed cart id) and answers its confirmation when it
	 * names the same ShoppingCartID, WsPayOrderId (when the claim names one), approval code and
	 * amount (when the claim names one) as the claim.
	 *
	 * @param array<string, mixed> $order        The order the claim's cart id belongs to.
	 * @param GatewayResult        $claim        Verified notification or return.
	 * @param bool                 $notification Whether the claim is a notification (else a return).
	 * @throws ShopException 503 kabelshop_payment_unconfirmed (gateway unreachable or its answer not
	 *                       signed); 409 kabelshop_payment_mismatch. Each is a warning.
	 */
	private function confirm( array $order, GatewayResult $claim, bool $notification ): GatewayResult {
		$what = ( $notification ? 'notification' : 'return' ) . ' for ' . $claim->cart_id . ' (WsPayOrderId ' . ( '' !== $claim->gateway_order_id ? $claim->gateway_order_id : '-' ) . ')';
		try {
			$status = $this->gateway->status( $claim->cart_id );
		} catch ( GatewayException $e ) {
			GatewayWarnings::warn( GatewayWarnings::UNCONFIRMED, sprintf( 'order %s: %s not confirmed, the gateway was not asked successfully: %s', $order['number'], $what, $e->getMessage() ), (int) $order['id'], $claim->cart_id, $claim->gateway_order_id );
			throw new ShopException( 'kabelshop_payment_unconfirmed', __( 'The card processor could not confirm this payment now. Nothing was changed; please send it again later.', 'kabelshop-core' ), ShopException::UNAVAILABLE, array(), $e );
		}
		$problem = match ( true ) {
			null === $status || ! $status->confirmed => 'the gateway knows no transaction for this cart id',
			$status->cart_id !== $claim->cart_id => 'the gateway names cart id ' . $status->cart_id,
			'' !== $claim->gateway_order_id && $status->gateway_order_id !== $claim->gateway_order_id => 'the gateway names WsPayOrderId ' . $status->gateway_order_id,
			$status->approval_code !== $claim->approval_code => 'the gateway names another approval code',
			null === $status->amount_cents => 'the gateway names no amount',
			null !== $claim->amount_cents && $status->amount_cents !== $claim->amount_cents => sprintf( 'the message says %d cents, the gateway %d', $claim->amount_cents, $status->amount_cents ),
			default => '',
		};
		if ( '' !== $problem || null === $status ) {
			GatewayWarnings::warn( GatewayWarnings::MISMATCH, sprintf( 'order %s: %s refused: %s', $order['number'], $what, $problem ), (int) $order['id'], $claim->cart_id, $claim->gateway_order_id );
			throw new ShopException( 'kabelshop_payment_mismatch', __( 'The payment notification does not match its payment.', 'kabelshop-core' ), ShopException::CONFLICT );
		}
		return $status;
	}

	/**
	 * Applies the gateway's confirmed answer (GatewayWarnings::$confirmed) to its order: a decline
	 * of the current attempt -> failed; an approved, voided or refunded transaction is recorded
	 * (record()). The dedupe key is the confirmed fingerprint ('card|<WsPayOrderId>|<state>').
	 *
	 * @param array<string, mixed> $order     Stored order (the one the cart id belongs to).
	 * @param GatewayResult        $confirmed The gateway's statusCheck answer.
	 * @param string               $source    'gateway_return' | 'notification' | 'status_check'.
	 * @return string CHANGED | UNCHANGED | IGNORED.
	 * @throws \InvalidArgumentException For an unconfirmed result (a programming error).
	 */
	public function apply( array $order, GatewayResult $confirmed, string $source ): string {
		if ( ! $confirmed->confirmed ) {
			throw new \InvalidArgumentException( 'Only a confirmed gateway answer can be applied.' );
		}
		$id = (int) $order['id'];
		if ( GatewayResult::STATE_DECLINED === $confirmed->state ) {
			if ( $confirmed->cart_id !== (string) $order['gateway_cart_id'] ) {
				return self::UNCHANGED;
			}
			$event = array(
				'source'      => $source,
				'gateway_ref' => '' !== $confirmed->gateway_order_id ? $confirmed->gateway_order_id : $confirmed->cart_id,
				'dedupe_key'  => $confirmed->fingerprint,
				'note'        => $confirmed->message,
			);
			return $this->ledger->transition( $id, PaymentStatus::FAILED, $event ) ? self::CHANGED : self::UNCHANGED;
		}
		$attempt = self::attempt_of( (string) $order['number'], $confirmed->cart_id );
		if ( '' === $confirmed->gateway_order_id || $attempt < 1 ) {
			return self::UNCHANGED;
		}
		try {
			$result = Database::transaction( fn(): array => $this->record( $id, $attempt, $confirmed, $source ) );
		} catch ( \RuntimeException $e ) {
			// Two deliveries racing past the row lock end here at the UNIQUE key: the other one recorded it.
			if ( null !== $this->transactions_lookup( $confirmed->gateway_order_id ) ) {
				return self::UNCHANGED;
			}
			throw $e;
		}
		if ( '' !== $result['warning'] ) {
			GatewayWarnings::warn( $result['kind'], sprintf( 'order %s: %s', $order['number'], $result['warning'] ), $id, $confirmed->cart_id, $confirmed->gateway_order_id );
		}
		return $result['result'];
	}

	/**
	 * The recording of a confirmed transaction, inside a transaction under the order's row lock.
	 *
	 * @param int           $id        Order id.
	 * @param int           $attempt   Attempt number.
	 * @param GatewayResult $confirmed Confirmed answer (authorised, completed, voided or refunded).
	 * @param string        $source    Ledger source.
	 * @return array{result: string, warning: string, kind: string}
	 */
	private function record( int $id, int $attempt, GatewayResult $confirmed, string $source ): array {
		global $wpdb;
		$table = OrderTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d FOR UPDATE", $id ) );
		$order = $this->orders->find( $id );
		$out   = array(
			'result'  => self::UNCHANGED,
			'warning' => '',
			'kind'    => '',
		);
		if ( null === $order ) {
			return $out;
		}
		$wsp      = $confirmed->gateway_order_id;
		$row      = $this->transactions->lock( $wsp );
		$state    = $confirmed->state;
		$approved = in_array( $state, array( GatewayResult::STATE_AUTHORISED, GatewayResult::STATE_COMPLETED ), true );
		$main     = (string) $order['gateway_order_id'] === $wsp && in_array( $order['payment_status'], array( PaymentStatus::PAID, PaymentStatus::REFUNDED, PaymentStatus::CANCELLED ), true );
		$event    = array(
			'source'      => $source,
			'gateway_ref' => $wsp,
			'dedupe_key'  => $confirmed->fingerprint,
		);
		if ( null !== $row && ( (int) $row['order_id'] !== $id || $row['cart_id'] !== $confirmed->cart_id ) ) {
			$out['warning'] = sprintf( 'WsPayOrderId %s is recorded on %s already; not applied to %s', $wsp, $row['cart_id'], $confirmed->cart_id );
			$out['kind']    = GatewayWarnings::MISMATCH;
			return $out;
		}
		if ( null === $row ) {
			if ( $approved && (int) $confirmed->amount_cents !== (int) $order['gross_cents'] ) {
				$out['result']  = self::IGNORED;
				$out['warning'] = sprintf( 'approval of %d cents for %s (WsPayOrderId %s), the order awaits %d cents; nothing recorded: settle it at the gateway', (int) $confirmed->amount_cents, $confirmed->cart_id, $wsp, (int) $order['gross_cents'] );
				$out['kind']    = GatewayWarnings::AMOUNT;
				return $out;
			}
			$refunded = GatewayResult::STATE_REFUNDED === $state ? (int) $confirmed->amount_cents : 0;
			$tx_id    = $this->transactions->insert( $id, $attempt, $confirmed, $refunded );
			if ( $approved && (string) $order['gateway_order_id'] === $wsp ) {
				// The order's own payment, recorded before this table existed: now it has its row.
				return $out;
			}
			if ( ! $approved ) {
				// A transaction first seen voided or refunded holds nothing; it moves the payment only when it is the order's own.
				$out['result'] = $main ? $this->reverse_main( $order, $state, $event ) : self::CHANGED;
				return $out;
			}
			if ( in_array( $order['payment_status'], array( PaymentStatus::AWAITING, PaymentStatus::FAILED ), true ) ) {
				$paid          = $this->ledger->transition(
					$id,
					PaymentStatus::PAID,
					$event + array(
						'amount_cents' => (int) $order['gross_cents'],
						/* Not translated: a fact for the history, read by staff in any language. */
						'note'         => 'attempt ' . $attempt,
						'columns'      => array(
							'paid_at'          => gmdate( 'Y-m-d H:i:s' ),
							'paid_cents'       => (int) $order['gross_cents'],
							'gateway_cart_id'  => $confirmed->cart_id,
							'gateway_order_id' => mb_substr( $wsp, 0, 64 ),
							'gateway_approval' => mb_substr( $confirmed->approval_code, 0, 16 ),
							'gateway_stan'     => mb_substr( $confirmed->stan, 0, 16 ),
						),
					)
				);
				$out['result'] = $paid ? self::CHANGED : self::UNCHANGED;
				return $out;
			}
			// A second charge: the order is paid (or closed) already. Recorded, never lost.
			$twice = PaymentStatus::PAID === $order['payment_status'];
			$this->ledger->transition(
				$id,
				(string) $order['payment_status'],
				$event + array(
					'amount_cents' => (int) $confirmed->amount_cents,
					'note'         => ( $twice ? 'second charge, attempt ' : 'charge after the payment was closed, attempt ' ) . $attempt,
				),
				true
			);
			$out['result']  = self::CHANGED;
			$out['kind']    = $twice ? GatewayWarnings::TWICE : GatewayWarnings::LATE;
			$out['warning'] = sprintf( '%s: the gateway approved %s (WsPayOrderId %s, %d cents) while the payment is %s: refund it', $twice ? 'paid twice' : 'late charge', $confirmed->cart_id, $wsp, (int) $confirmed->amount_cents, $order['payment_status'] );
			$fresh          = $this->orders->find( $id ) ?? $order;
			Database::after_commit(
				static function () use ( $fresh, $tx_id ): void {
					$tx = ( new CardTransactions() )->find( $tx_id );
					/**
					 * Fires after a card order received one more approved charge than it needs
					 * (committed): staff are mailed (PaymentMailer).
					 *
					 * @param array<string, mixed>      $order The order (OrderRepository shape).
					 * @param array<string, int|string> $tx    The new transaction (CardTransactions row).
					 */
					do_action( 'kabelshop_card_charged_twice', $fresh, $tx );
				}
			);
			return $out;
		}
		if ( $row['state'] === $state || GatewayResult::STATE_VOIDED === $row['state'] || ( GatewayResult::STATE_REFUNDED === $row['state'] && $approved ) ) {
			return $out;
		}
		$refunded = GatewayResult::STATE_REFUNDED === $state ? max( (int) $row['refunded_cents'], (int) $row['amount_cents'] ) : (int) $row['refunded_cents'];
		$this->transactions->set_state( (int) $row['id'], $state, $refunded );
		if ( $approved ) {
			$out['result'] = self::CHANGED;
			return $out;
		}
		if ( $main ) {
			$out['result'] = $this->reverse_main( $order, $state, $event );
			return $out;
		}
		$this->ledger->transition(
			$id,
			(string) $order['payment_status'],
			$event + array(
				'amount_cents' => (int) $row['amount_cents'],
				'note'         => ( GatewayResult::STATE_VOIDED === $state ? 'charge voided, attempt ' : 'charge refunded, attempt ' ) . $row['attempt'],
			),
			true
		);
		$out['result'] = self::CHANGED;
		return $out;
	}

	/**
	 * The order's own transaction was voided or refunded at the gateway: paid -> cancelled / refunded.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @param string               $state STATE_VOIDED or STATE_REFUNDED.
	 * @param array<string, mixed> $event Ledger event.
	 */
	private function reverse_main( array $order, string $state, array $event ): string {
		$to   = GatewayResult::STATE_VOIDED === $state ? PaymentStatus::CANCELLED : PaymentStatus::REFUNDED;
		$done = $this->ledger->transition( (int) $order['id'], $to, $event + ( PaymentStatus::REFUNDED === $to ? array( 'amount_cents' => (int) $order['paid_cents'] ) : array() ) );
		return $done ? self::CHANGED : self::UNCHANGED;
	}

	/**
	 * The recorded transaction of a WsPayOrderId, or null.
	 *
	 * @param string $gateway_order_id WsPayOrderId.
	 * @return array<string, int|string>|null
	 */
	private function transactions_lookup( string $gateway_order_id ): ?array {
		global $wpdb;
		$table = PaymentTables::card_transactions();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE gateway_order_id = %s", $gateway_order_id ) );
		return $id > 0 ? $this->transactions->find( $id ) : null;
	}

	/**
	 * The attempt number of a cart id of this order ('<number>-<attempt>'), 0 when it is none.
	 *
	 * @param string $number  Order number.
	 * @param string $cart_id ShoppingCartID.
	 */
	public static function attempt_of( string $number, string $cart_id ): int {
		$prefix = $number . '-';
		if ( ! str_starts_with( $cart_id, $prefix ) || ! preg_match( '/^\d{1,5}$/', substr( $cart_id, strlen( $prefix ) ) ) ) {
			return 0;
		}
		return (int) substr( $cart_id, strlen( $prefix ) );
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
				GatewayWarnings::log( 'expiry', 'expiry of ' . $order['number'] . ' waits for the next run: ' . $e->getMessage() );
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
		Database::transaction(
			function () use ( $order_id, $staff_id, $to, $note, $cents, $done, $order ): void {
				$moved = $this->ledger->transition(
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
				$row   = $moved ? $this->transactions->lock( (string) $order['gateway_order_id'] ) : null;
				if ( null !== $row ) {
					$refunded = PaymentStatus::REFUNDED === $to ? min( (int) $row['amount_cents'], (int) $row['refunded_cents'] + $cents ) : (int) $row['refunded_cents'];
					$this->transactions->set_state( (int) $row['id'], PaymentStatus::REFUNDED === $to ? GatewayResult::STATE_REFUNDED : GatewayResult::STATE_VOIDED, $refunded );
				}
			}
		);
	}

	/**
	 * Staff give back one more charge of an order with one action (issue 26: "paid twice", or a
	 * charge that arrived after the payment was closed): the gateway's void while the transaction is
	 * only authorised, else its refund of what it holds; then the gateway is asked again
	 * (statusCheck) and the transaction is recorded refunded (or voided) with a ledger event of the
	 * order's current state, source 'staff'. The order's own payment is not touched.
	 *
	 * @param int $order_id Order id.
	 * @param int $tx_id    CardTransactions row id (one of CardTransactions::extra()).
	 * @param int $staff_id Staff user.
	 * @return int Cents given back.
	 * @throws ShopException 409 kabelshop_payment_not_refundable (no such extra charge of this order);
	 *                       502 as refund(): nothing changed.
	 */
	public function refund_charge( int $order_id, int $tx_id, int $staff_id ): int {
		$order = $this->orders->find( $order_id );
		$tx    = $this->transactions->find( $tx_id );
		$extra = null !== $order ? CardTransactions::extra( $order, $this->transactions->for_order( $order_id ) ) : array();
		if ( null === $order || null === $tx || ! in_array( $tx_id, array_column( $extra, 'id' ), true ) ) {
			throw new ShopException( 'kabelshop_payment_not_refundable', __( 'This card payment cannot be refunded here: it is not an extra charge of this order.', 'kabelshop-core' ), ShopException::CONFLICT );
		}
		$cents = CardTransactions::held( $tx );
		$void  = GatewayResult::STATE_AUTHORISED === $tx['state'];
		$gt    = new GatewayResult( (string) $tx['cart_id'], GatewayResult::APPROVED, (string) $tx['gateway_order_id'], (string) $tx['approval_code'], (string) $tx['stan'], (int) $tx['amount_cents'] );
		$done  = $this->call_gateway( fn(): GatewayResult => $void ? $this->gateway->void( $gt, (int) $tx['amount_cents'] ) : $this->gateway->refund( $gt, $cents ) );
		try {
			$status = $this->gateway->status( (string) $tx['cart_id'] );
		} catch ( GatewayException $e ) {
			$status = null;
		}
		$state = $void ? GatewayResult::STATE_VOIDED : GatewayResult::STATE_REFUNDED;
		if ( null === $status || $status->gateway_order_id !== $tx['gateway_order_id'] || $status->state !== $state ) {
			GatewayWarnings::warn( GatewayWarnings::UNCONFIRMED, sprintf( 'order %s: the gateway answered the %s of %s signed, but its status check did not confirm it yet', $order['number'], $void ? 'void' : 'refund', $tx['gateway_order_id'] ), $order_id, (string) $tx['cart_id'], (string) $tx['gateway_order_id'] );
		}
		Database::transaction(
			function () use ( $order_id, $tx, $staff_id, $cents, $void, $state, $done ): void {
				global $wpdb;
				$table = OrderTable::name();
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
				$status = (string) $wpdb->get_var( $wpdb->prepare( "SELECT payment_status FROM {$table} WHERE id = %d FOR UPDATE", $order_id ) );
				$row    = $this->transactions->lock( (string) $tx['gateway_order_id'] );
				if ( null === $row ) {
					return;
				}
				$this->transactions->set_state( (int) $row['id'], $state, $void ? (int) $row['refunded_cents'] : min( (int) $row['amount_cents'], (int) $row['refunded_cents'] + $cents ) );
				$this->ledger->transition(
					$order_id,
					$status,
					array(
						'source'       => 'staff',
						'user_id'      => $staff_id,
						'amount_cents' => $cents,
						'gateway_ref'  => (string) $tx['gateway_order_id'],
						'dedupe_key'   => $done->fingerprint . '|' . $state . '|' . $row['refunded_cents'],
						'kind'         => 'extra_charge_returned', // PaymentMailer mails the buyer.
						/* Not translated: a fact for the history, read by staff in any language. */
						'note'         => ( $void ? 'charge voided, attempt ' : 'charge refunded, attempt ' ) . $row['attempt'],
					),
					true
				);
			}
		);
		return $cents;
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
			throw new ShopException( 'kabelshop_payment_not_refundable', __( 'Only a paid card payment can be refunded or voided.', 'kabelshop-core' ), ShopException::CONFLICT );
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
			GatewayWarnings::log( 'staff-action', 'staff action refused (' . $e->kind . '): ' . $e->getMessage() );
			if ( GatewayException::REFUSED === $e->kind ) {
				/* translators: %s: the card processor's own message, e.g. "Transaction already settled" */
				throw new ShopException( 'kabelshop_payment_gateway_refused', sprintf( __( 'The card processor refused: %s. Nothing was changed.', 'kabelshop-core' ), $e->getMessage() ), ShopException::UPSTREAM_FAILED, array(), $e );
			}
			throw new ShopException( 'kabelshop_payment_gateway_unreachable', __( 'The card processor could not be reached or did not answer correctly. Nothing was changed; please try again later.', 'kabelshop-core' ), ShopException::UPSTREAM_FAILED, array(), $e );
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
		return ShopException::field( 'kabelshop_payment_not_payable', 'payment', __( 'This order cannot be paid by card: it is paid, cancelled or no longer waits for payment.', 'kabelshop-core' ), ShopException::CONFLICT );
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
}
