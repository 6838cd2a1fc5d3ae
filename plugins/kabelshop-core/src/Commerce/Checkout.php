<?php
/**
 * Places orders.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\Addresses;
use Kabelshop\Commerce\Drums\DrumSettings;
use Kabelshop\Commerce\Drums\DrumTypes;
use Kabelshop\Domain\ShopException;
use Kabelshop\Metals\PriceCache;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Payments\CreditAccount;
use Kabelshop\Payments\PaymentSettings;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Setup\Database;

/**
 * Turns a checkout request into a stored order: idempotency, validation of note, delivery,
 * payment and the B2B fields (B2BFields: PO number, requested delivery date, site contact, R1
 * invoice snapshot), server-side pricing (Pricing), the ordering rules (StockRules: whole packages, articles on
 * request, stock and backorder per item), totals (Totals), one transaction (OrderRepository) and
 * the confirmation e-mail (OrderMailer; sent now, after the answer or by cron: OrderMailQueue).
 * Free of REST types; errors are Domain\ShopException.
 * Issue 14: the order freezes what priced it, in the same transaction: the surcharge terms in
 * force (SurchargeTerms::current()->to_array(): each metal's index value, date, rule, base and
 * procurement) as orders.metal_terms, each item's metal surcharge per metre and line amount and its
 * article's drum type, the charge lines (LineCharges), the shipment weight (ShipmentWeight) and
 * whether the delivery cost is pending. Later changes of the settings, prices or index do not change
 * a stored order; a retried request (same key and body) returns the stored order unchanged.
 * Issue 15: every order starts awaiting payment (Payments\PaymentStatus); a card order carries the
 * time it expires unpaid (PaymentSettings card_expiry_minutes), a contract-terms order the day it
 * is due (the customer's terms, Payments\CreditAccount) and is written under the customer's credit
 * lock only when it fits under the credit limit (409 naming 'payment' otherwise; the buyer can
 * choose another method and order again).
 * Issue 16 (docs/checkout.md "Measured"): the settings an order reads (SETTINGS) are read in one
 * statement (core's wp_prime_option_caches(), 6.4), the column checks of the order's inserts are read before the
 * transaction and the credit lock (OrderRepository::prepare_create()), and the action
 * 'kabelshop_order_placing' runs inside the order's transaction (the drum account's rows are
 * written with the order, all or nothing, in one commit).
 */
final class Checkout {

	/** Spec section 5 and 9: checkout note maximum 250 characters. */
	public const NOTE_MAX_LENGTH = 250;

	/**
	 * The settings an order (and its answer) reads: most are not autoloaded or not stored at all
	 * (still at their defaults), which costs WordPress one statement each; read in one.
	 */
	public const SETTINGS = array(
		ShopSettings::OPTION_FEE,
		ShopSettings::OPTION_FREE_FROM,
		ShopSettings::OPTION_UP_TO_G,
		ShopSettings::OPTION_PER_KG,
		ShopSettings::OPTION_LEAD_TIME,
		DrumSettings::OPTION_CUT_FEE,
		DrumTypes::OPTION,
		PaymentSettings::OPTION,
		SurchargeSettings::OPTION,
		PriceCache::VERSION_OPTION,
	);

	/**
	 * Where orders are stored.
	 *
	 * @var OrderRepository
	 */
	private OrderRepository $orders;

	/**
	 * @param OrderRepository|null $orders Repository (a new one when null).
	 */
	public function __construct( ?OrderRepository $orders = null ) {
		$this->orders = $orders ?? new OrderRepository();
	}

	/** Header that carries the key (named in the reused-key error). */
	public const KEY_HEADER = 'Idempotency-Key';

	/**
	 * Places an order for a user, or returns the order already stored under the key.
	 *
	 * Idempotency (IETF draft "The Idempotency-Key HTTP Header Field", Stripe's API): the key is
	 * compared byte for byte; the same key with the same body (request_hash()) returns the stored
	 * order and writes nothing; the same key with another body is refused with 409
	 * kabelshop_idempotency_key_reused naming the header, because it is a client error, not a retry.
	 * Orders stored before the hash existed (request_hash '') are returned for any body, as before.
	 *
	 * @param int                                                $user_id Customer (must hold kabelshop_place_orders; the caller checks).
	 * @param string                                             $key     Idempotency key (8..80 of [A-Za-z0-9_-], checked by the caller).
	 * @param list<array{article_code: string, quantity_m: int}> $lines   1..200 lines.
	 * @param string                                             $note    Customer note, <= 250 characters.
	 * @param array{method?: string, address_id?: int}           $delivery Delivery choice.
	 * @param string                                             $payment 'bank_transfer' | 'card' | 'contract'.
	 * @param array<string, mixed>                               $b2b     The B2B fields (B2BFields::FIELDS; checked by B2BFields, 400 naming the field).
	 * @return array{order: array<string, mixed>, created: bool} created is false for a repeated key.
	 * @throws ShopException For bad input (invalid, 400, naming the field; a quantity that is not
	 *                       whole packages names lines[i].quantity_m), an article on request (conflict,
	 *                       409, field lines[i]; StockRules), a key reused with another body (conflict,
	 *                       409, field 'Idempotency-Key') or a failed write (failed, 500).
	 */
	public function place( int $user_id, string $key, array $lines, string $note, array $delivery, string $payment, array $b2b = array() ): array {
		$hash = self::request_hash( $lines, $note, $delivery, $payment, $b2b );
		wp_prime_option_caches( self::SETTINGS );
		$existing = $this->orders->find_by_key( $user_id, $key );
		if ( null !== $existing ) {
			return array(
				'order'   => self::same_request( $existing, $hash ),
				'created' => false,
			);
		}
		if ( mb_strlen( $note ) > self::NOTE_MAX_LENGTH ) {
			throw ShopException::field(
				'kabelshop_order_note_too_long',
				'note',
				/* translators: %d: maximum number of characters */
				sprintf( __( 'The note may have at most %d characters.', 'kabelshop-core' ), self::NOTE_MAX_LENGTH )
			);
		}
		$method = (string) ( $delivery['method'] ?? '' );
		if ( ! in_array( $method, DeliveryRules::METHODS, true ) ) {
			throw ShopException::field( 'kabelshop_order_invalid_delivery', 'delivery.method', __( 'Choose pickup or delivery.', 'kabelshop-core' ) );
		}
		$address = null;
		if ( DeliveryRules::DELIVERY === $method ) {
			$address_id = (int) ( $delivery['address_id'] ?? 0 );
			$address    = $address_id > 0 ? Addresses::find_delivery( $user_id, $address_id ) : null;
			if ( null === $address ) {
				throw ShopException::field( 'kabelshop_order_invalid_address', 'delivery.address_id', __( 'Choose one of your delivery addresses.', 'kabelshop-core' ) );
			}
		}
		if ( ! in_array( $payment, PaymentMethods::IDS, true ) || ! PaymentMethods::is_available( $payment, $user_id ) ) {
			throw ShopException::field( 'kabelshop_order_payment_unavailable', 'payment', PaymentMethods::unavailable_message( $payment ) );
		}
		$priced = Pricing::reprice( $lines );
		if ( $priced['unknown_codes'] ) {
			throw ShopException::field(
				'kabelshop_order_unknown_articles',
				'lines',
				/* translators: %s: comma-separated article codes */
				sprintf( __( 'These articles are no longer available: %s', 'kabelshop-core' ), implode( ', ', $priced['unknown_codes'] ) ),
				ShopException::INVALID,
				array( 'unknown_codes' => $priced['unknown_codes'] )
			);
		}
		StockRules::check_packages( $priced['lines'] );
		StockRules::check_orderable( $priced['lines'] );
		$today   = LeadTime::today();
		$terms   = SurchargeTerms::current();
		$charges = LineCharges::for_lines( $priced['lines'] );
		// Issue 27: an unknown weight is priced by staff's fallback rule, the zone by the address's country.
		$abroad = DeliveryRules::is_abroad( null === $address ? null : (string) $address['country'] );
		$totals = Totals::compute( $priced['lines'], Pricing::discount_percent(), $method, ShopSettings::delivery_rules(), $charges, ShipmentWeight::grams( $priced['lines'] ), ShipmentWeight::packages( $priced['lines'] ), $abroad );
		$items  = array();
		foreach ( $priced['lines'] as $index => $line ) {
			$article = $line['article'];
			$stock   = StockRules::line( $article, $line['quantity_m'], $today );
			$items[] = array(
				'article_code'       => $article->article_code,
				'product_id'         => $article->product_id,
				'name'               => mb_substr( Pricing::name_of( $article ), 0, 200 ),
				'size_label'         => $article->size_label,
				'packaging'          => $article->packaging,
				'quantity_m'         => $line['quantity_m'],
				'unit_price_e4'      => $line['unit_price_e4'],
				'line_net_e4'        => $totals->line_base_e4[ $index ],
				'metal_surcharge_e4' => $line['metal_surcharge_e4'],
				'line_metal_e4'      => $totals->line_metal_e4[ $index ],
				'drum_type'          => $article->drum_type,
				'status'             => 'ordered',
			) + StockRules::item_columns( $stock );
		}
		$b2b_columns = B2BFields::validate( $b2b, $user_id, array_map( static fn( array $item ) => $item['expected_date'] ?? null, $items ), $today );
		$row         = self::payment_columns( $payment, $user_id, $today ) + array(
			'user_id'          => $user_id,
			'status'           => OrderStatus::RECEIVED,
			'idempotency_key'  => $key,
			'request_hash'     => $hash,
			'note'             => $note,
			'delivery_method'  => $method,
			'delivery_address' => $address,
			'payment_method'   => $payment,
			'currency'         => 'EUR',
			'discount_percent' => $totals->discount_percent,
			'subtotal_cents'   => $totals->subtotal_cents,
			'discount_cents'   => $totals->discount_cents,
			'net_cents'        => $totals->net_cents,
			'delivery_cents'   => (int) $totals->delivery_cents,
			'vat_percent'      => $totals->vat_percent,
			'vat_cents'        => $totals->vat_cents,
			'gross_cents'      => $totals->gross_cents,
			'metal_cents'      => $totals->metal_cents,
			'metal_terms'      => $terms->to_array(),
			'charges'          => $charges,
			'charges_cents'    => $totals->charges_cents,
			'weight_g'         => $totals->weight_g,
			'delivery_pending' => $totals->delivery_pending,
			'delivery_rule'    => $totals->delivery_rule,
			'mail_language'    => OrderMailQueue::pending_language(),
		) + $b2b_columns;
		$this->orders->prepare_create();
		try {
			$write = fn(): array => Database::transaction(
				function () use ( $row, $items ): array {
					$order = $this->orders->create( $row, $items );
					/**
					 * Fires inside a new order's transaction, once its row, number, items and payment
					 * ledger entry are written: what a listener writes is committed with the order, and
					 * a listener that throws a \RuntimeException rolls the whole order back (the buyer
					 * gets 500 "not saved"). The drum account (Commerce\Drums\DrumsService) records the
					 * returnable drums of the deposit lines here. Never fires for a repeated key.
					 *
					 * @param array<string, mixed> $order The order as written (OrderRepository shape), not committed yet.
					 */
					do_action( 'kabelshop_order_placing', $order );
					return $order;
				}
			);
			$order = PaymentMethods::CONTRACT === $payment ? ( new CreditAccount() )->guard( $user_id, $totals->gross_cents, $write ) : $write();
		} catch ( OrderConflictException $e ) {
			$order = $this->orders->find_by_key( $user_id, $key );
			if ( null === $order ) {
				throw new ShopException( 'kabelshop_order_not_saved', __( 'An error occurred. Please try again.', 'kabelshop-core' ), ShopException::FAILED, array(), $e );
			}
			return array(
				'order'   => self::same_request( $order, $hash ),
				'created' => false,
			);
		} catch ( \RuntimeException $e ) {
			throw new ShopException( 'kabelshop_order_not_saved', __( 'An error occurred. Please try again.', 'kabelshop-core' ), ShopException::FAILED, array(), $e );
		}
		// The confirmation mails: now, after the answer or by cron (OrderMailQueue, KABELSHOP_ORDER_MAIL).
		OrderMailQueue::order_stored( $order );
		/**
		 * Fires once after a new order is committed (never for a repeated key); what must be written
		 * with the order belongs on 'kabelshop_order_placing' instead.
		 *
		 * @param array<string, mixed> $order The stored order (OrderRepository shape).
		 */
		do_action( 'kabelshop_order_created', $order );
		return array(
			'order'   => $order,
			'created' => true,
		);
	}

	/**
	 * The payment columns a new order starts with (OrderTable).
	 *
	 * @param string             $payment Payment method id.
	 * @param int                $user_id Customer.
	 * @param \DateTimeImmutable $today Today in Europe/Zagreb (LeadTime::today()).
	 * @return array{payment_status: string, payment_due_on: string|null, payment_expires_at: string|null}
	 */
	public static function payment_columns( string $payment, int $user_id, \DateTimeImmutable $today ): array {
		$due     = null;
		$expires = null;
		if ( PaymentMethods::CONTRACT === $payment ) {
			$due = $today->modify( '+' . CreditAccount::terms( $user_id )['terms_days'] . ' days' )->format( 'Y-m-d' );
		} elseif ( PaymentMethods::BANK_TRANSFER === $payment ) {
			$due = $today->modify( '+' . PaymentSettings::get()['transfer_days'] . ' days' )->format( 'Y-m-d' );
		} elseif ( PaymentMethods::CARD === $payment ) {
			$expires = gmdate( 'Y-m-d H:i:s', time() + 60 * PaymentSettings::get()['card_expiry_minutes'] );
		}
		return array(
			'payment_status'     => PaymentStatus::AWAITING,
			'payment_due_on'     => $due,
			'payment_expires_at' => $expires,
		);
	}

	/**
	 * SHA-256 (hex) of the order request in canonical form: { delivery, lines, note, payment } as
	 * JSON with the keys of every object sorted and lists kept in their order (line order is the
	 * order's line order), so the same request hashes the same however its JSON was spelled. The
	 * B2B fields that are given (not '', null or false) join it as 'b2b', so a request without them
	 * hashes as before they existed.
	 *
	 * @param array<int|string, mixed> $lines    Lines as received (after the route's sanitising).
	 * @param string                   $note     Note.
	 * @param array<string, mixed>     $delivery Delivery choice.
	 * @param string                   $payment  Payment method id.
	 * @param array<string, mixed>     $b2b      B2B fields as received (B2BFields::FIELDS).
	 * @return string 64 hexadecimal digits.
	 */
	public static function request_hash( array $lines, string $note, array $delivery, string $payment, array $b2b = array() ): string {
		$request = array(
			'lines'    => $lines,
			'note'     => $note,
			'delivery' => $delivery,
			'payment'  => $payment,
		);
		$given   = array_filter( $b2b, static fn( $value ): bool => '' !== $value && null !== $value && false !== $value );
		if ( $given ) {
			$request['b2b'] = $given;
		}
		$canonical = self::canonical( $request );
		return hash( 'sha256', (string) wp_json_encode( $canonical, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) );
	}

	/**
	 * A value with the keys of every associative array sorted (recursively); lists keep their order.
	 *
	 * @param mixed $value Any JSON-like value.
	 * @return mixed
	 */
	private static function canonical( $value ) {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		$value = array_map( array( self::class, 'canonical' ), $value );
		if ( ! array_is_list( $value ) ) {
			ksort( $value, SORT_STRING );
		}
		return $value;
	}

	/**
	 * The stored order when it was placed with this request hash (or before hashes were stored).
	 *
	 * @param array<string, mixed> $order Stored order (with request_hash).
	 * @param string               $hash  Hash of the request now.
	 * @return array<string, mixed> $order.
	 * @throws ShopException Conflict (409) kabelshop_idempotency_key_reused when the bodies differ
	 *                       (data field and header name the header; no fields: it is no form field).
	 */
	private static function same_request( array $order, string $hash ): array {
		$stored = (string) ( $order['request_hash'] ?? '' );
		if ( '' === $stored || hash_equals( $stored, $hash ) ) {
			return $order;
		}
		throw new ShopException(
			'kabelshop_idempotency_key_reused',
			/* translators: %s: the HTTP header's name, Idempotency-Key */
			sprintf( __( 'This %s was already used for an order with different contents. Check your orders: to place another order, reload the page and order again.', 'kabelshop-core' ), self::KEY_HEADER ),
			ShopException::CONFLICT,
			array(
				'header' => self::KEY_HEADER,
				'field'  => self::KEY_HEADER,
			)
		);
	}
}
