<?php
/**
 * Response shape of an order.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\DeliveryRules;
use Kabelshop\Commerce\OrderDetails;
use Kabelshop\Commerce\OrderItemStatus;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Commerce\StockRules;
use Kabelshop\Commerce\Totals;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\Payments\PaymentInstructions;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\View\OrderView;
use Kabelshop\Catalog\TypeWords;

/**
 * The one place that turns a stored order (OrderRepository shape) into the API's order:
 * { id, number, status, status_label, created_at (ISO 8601, UTC), note, delivery: { method, address|null },
 *   payment_method, po_number, requested_delivery_date ('Y-m-d'|null), site_contact_name,
 *   site_contact_phone, billing_company, billing_oib (the B2B fields, '' when not given), currency, discount_percent, subtotal_cents, discount_cents, net_cents, delivery_cents,
 *   vat_percent, vat_cents, gross_cents, metal_cents, charges: [ LineCharges line + label ], charges_cents,
 *   weight_g|null, delivery_pending (delivery_cents is then null: the cost follows with the confirmation;
 *   orders before issue 27 only), delivery_rule: QuoteSchema::delivery_rule()|null (null for orders
 *   before issue 27), delivery_rule_label (DeliveryRules::label(), '' when none),
 *   metal: QuoteSchema::metal() of the frozen terms | null (orders before surcharges),
 *   items: [ { line_no, article_code, name, size_label, packaging,
 *   quantity_m, unit_price_e4, unit_price: "0.1870" (base), metal_surcharge_e4, metal_surcharge: "0.2720",
 *   full_price_e4, full_price, customer_unit_price_e4|null (full price per metre after the order's
 *   discount; null without one), line_base_cents, line_metal_cents, line_net_cents (base + metal,
 *   before the discount), drum_type, status, id, status_label,
 *   packages: [ { id, packaging, packaging_label, package_number, length_m } ],
 *   history: [ { status, status_label, note, at (ISO 8601 UTC) } ], stock_m_at_order: int|null,
 *   backorder_m: int, expected_date: 'Y-m-d'|null } ], track_url,
 *   can_cancel (the order is 'received' and every item still 'ordered'; issue 4),
 *   payment_status (Payments\PaymentStatus), payment_status_label, paid_at (ISO 8601|null), paid_cents (received net
 *   of refunds), payment_open_cents (what is still to pay while awaiting payment or part paid, else 0; issue 26),
 *   payment_due_on ('Y-m-d'|null: contract terms and bank transfer), payment_expires_at (ISO 8601|null: an
 *   unpaid card order is cancelled then), payment_reference (HR01, '2026-0001236'),
 *   payment_instructions (Payments\PaymentInstructions::for_order(): { iban, amount_cents, currency, model,
 *   reference, description, hub3_payload, recipient: { name, street, place }, due_on } for a bank transfer order
 *   awaiting payment or part paid (amount_cents: what is open), else null), payment_history: [ { from, to, to_label, source, amount_cents, at } ] (issue 15) }.
 * summary() is the shape of one row of GET orders (no items): { id, number, status, status_label,
 * created_at, currency, net_cents, gross_cents, track_url }.
 */
final class OrderSchema {

	/**
	 * The order as the API answers it.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array<string, mixed>
	 */
	public static function response( array $order ): array {
		$items    = array();
		$discount = (int) $order['discount_percent'];
		foreach ( $order['items'] as $item ) {
			$metal    = (int) ( $item['metal_surcharge_e4'] ?? 0 );
			$base_e4  = (int) $item['line_net_e4'];
			$metal_e4 = (int) ( $item['line_metal_e4'] ?? 0 );
			$items[]  = array(
				'line_no'                => $item['line_no'],
				'article_code'           => $item['article_code'],
				'name'                   => TypeWords::shown( (string) $item['name'] ),
				'size_label'             => $item['size_label'],
				'packaging'              => $item['packaging'],
				'quantity_m'             => $item['quantity_m'],
				'unit_price_e4'          => $item['unit_price_e4'],
				'unit_price'             => Format::e4_decimal( $item['unit_price_e4'] ),
				'metal_surcharge_e4'     => $metal,
				'metal_surcharge'        => Format::e4_decimal( $metal ),
				'full_price_e4'          => $item['unit_price_e4'] + $metal,
				'full_price'             => Format::e4_decimal( $item['unit_price_e4'] + $metal ),
				'customer_unit_price_e4' => $discount > 0 && $item['unit_price_e4'] > 0 ? CustomerPrice::unit_price_e4( (int) $item['unit_price_e4'], $discount, $metal ) : null,
				'line_base_cents'        => Totals::div_round( $base_e4, 100 ),
				'line_metal_cents'       => Totals::div_round( $metal_e4, 100 ),
				'line_net_cents'         => Totals::div_round( $base_e4 + $metal_e4, 100 ),
				'drum_type'              => (string) ( $item['drum_type'] ?? '' ),
				'status'                 => $item['status'],
				'id'                     => $item['id'],
				'status_label'           => OrderItemStatus::label( (string) $item['status'] ),
				'packages'               => array_map( array( self::class, 'package' ), $item['packages'] ?? array() ),
				'history'                => array_map( array( self::class, 'event' ), $item['history'] ?? array() ),
			) + StockRules::stored_columns( $item );
		}
		$terms      = OrderDetails::terms( $order );
		$pending    = ! empty( $order['delivery_pending'] );
		$can_cancel = OrderStatus::RECEIVED === $order['status'];
		foreach ( $order['items'] as $item ) {
			$can_cancel = $can_cancel && OrderItemStatus::ORDERED === $item['status'];
		}
		return array(
			'id'             => $order['id'],
			'number'         => $order['number'],
			'status'         => $order['status'],
			'status_label'   => OrderStatus::label( $order['status'] ),
			'created_at'     => self::iso( (string) $order['created_at'] ),
			'note'           => $order['note'],
			'delivery'       => array(
				'method'  => $order['delivery_method'],
				'address' => $order['delivery_address'],
			),
			'payment_method' => $order['payment_method'],
		) + self::b2b( $order ) + array(
			'currency'            => $order['currency'],
			'discount_percent'    => $order['discount_percent'],
			'subtotal_cents'      => $order['subtotal_cents'],
			'discount_cents'      => $order['discount_cents'],
			'metal_cents'         => (int) ( $order['metal_cents'] ?? 0 ),
			'charges'             => QuoteSchema::charges( (array) ( $order['charges'] ?? array() ) ),
			'charges_cents'       => (int) ( $order['charges_cents'] ?? 0 ),
			'net_cents'           => $order['net_cents'],
			'weight_g'            => $order['weight_g'] ?? null,
			'delivery_pending'    => $pending,
			'delivery_cents'      => $pending ? null : $order['delivery_cents'],
			'delivery_rule'       => QuoteSchema::delivery_rule( $order['delivery_rule'] ?? null ),
			'delivery_rule_label' => DeliveryRules::label( $order['delivery_rule'] ?? null ),
			'vat_percent'         => $order['vat_percent'],
			'vat_cents'           => $order['vat_cents'],
			'gross_cents'         => $order['gross_cents'],
			'metal'               => null === $terms ? null : QuoteSchema::metal( $terms ),
			'items'               => $items,
			'track_url'           => Pages::url( 'order', array( 'order' => $order['id'] ) ),
			'can_cancel'          => $can_cancel,
		) + self::payment( $order );
	}

	/**
	 * The payment part of an order (issue 15); no staff ids, gateway codes or notes.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array<string, mixed> payment_status … payment_history (see the class docblock).
	 */
	public static function payment( array $order ): array {
		$status  = (string) ( $order['payment_status'] ?? PaymentStatus::AWAITING );
		$paid_at = (string) ( $order['paid_at'] ?? '' );
		$expires = (string) ( $order['payment_expires_at'] ?? '' );
		$due     = (string) ( $order['payment_due_on'] ?? '' );
		return array(
			'payment_status'       => $status,
			'payment_status_label' => PaymentStatus::label( $status ),
			'paid_at'              => '' !== $paid_at ? self::iso( $paid_at ) : null,
			'paid_cents'           => (int) ( $order['paid_cents'] ?? 0 ),
			'payment_open_cents'   => \Kabelshop\Payments\OrderPaymentBox::open_cents( $order + array( 'paid_cents' => 0 ) ),
			'payment_due_on'       => '' !== $due ? $due : null,
			'payment_expires_at'   => '' !== $expires ? self::iso( $expires ) : null,
			'payment_reference'    => (string) ( $order['payment_reference'] ?? '' ),
			'payment_instructions' => PaymentInstructions::for_order( $order ),
			'payment_history'      => array_map(
				static fn( array $e ): array => array(
					'from'         => (string) $e['from_status'],
					'to'           => (string) $e['to_status'],
					'to_label'     => PaymentStatus::label( (string) $e['to_status'] ),
					'source'       => (string) $e['source'],
					'amount_cents' => $e['amount_cents'],
					'at'           => self::iso( (string) $e['created_at'] ),
				),
				( new PaymentLedger() )->history( (int) $order['id'] )
			),
		);
	}

	/**
	 * The B2B fields of an order (Commerce\B2BFields), '' / null when not given or stored before
	 * they existed.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array{po_number: string, requested_delivery_date: string|null, site_contact_name: string, site_contact_phone: string, billing_company: string, billing_oib: string}
	 */
	public static function b2b( array $order ): array {
		$date = $order['requested_delivery_date'] ?? null;
		return array(
			'po_number'               => (string) ( $order['po_number'] ?? '' ),
			'requested_delivery_date' => is_string( $date ) && '' !== $date ? $date : null,
			'site_contact_name'       => (string) ( $order['site_contact_name'] ?? '' ),
			'site_contact_phone'      => (string) ( $order['site_contact_phone'] ?? '' ),
			'billing_company'         => (string) ( $order['billing_company'] ?? '' ),
			'billing_oib'             => (string) ( $order['billing_oib'] ?? '' ),
		);
	}

	/**
	 * One row of the order list (GET orders): no items.
	 *
	 * @param array<string, mixed> $order Stored order row (items not needed).
	 * @return array{id: int, number: string, status: string, status_label: string, created_at: string, currency: string, net_cents: int, gross_cents: int, track_url: string}
	 */
	public static function summary( array $order ): array {
		return array(
			'id'           => (int) $order['id'],
			'number'       => (string) $order['number'],
			'status'       => (string) $order['status'],
			'status_label' => OrderStatus::label( (string) $order['status'] ),
			'created_at'   => self::iso( (string) $order['created_at'] ),
			'currency'     => (string) $order['currency'],
			'net_cents'    => (int) $order['net_cents'],
			'gross_cents'  => (int) $order['gross_cents'],
			'track_url'    => Pages::url( 'order', array( 'order' => (int) $order['id'] ) ),
		);
	}

	/**
	 * A package as the API answers it.
	 *
	 * @param array<string, int|string> $package OrderPackages row.
	 * @return array{id: int, packaging: string, packaging_label: string, package_number: string, length_m: int}
	 */
	public static function package( array $package ): array {
		return array(
			'id'              => (int) $package['id'],
			'packaging'       => (string) $package['packaging'],
			'packaging_label' => OrderView::packaging_label( (string) $package['packaging'] ),
			'package_number'  => (string) $package['package_number'],
			'length_m'        => (int) $package['length_m'],
		);
	}

	/**
	 * A history event of an item as the API answers it (no staff user ids).
	 *
	 * @param array<string, int|string|null> $event OrderEvents row.
	 * @return array{status: string, status_label: string, note: string, at: string}
	 */
	public static function event( array $event ): array {
		return array(
			'status'       => (string) $event['status'],
			'status_label' => OrderItemStatus::label( (string) $event['status'] ),
			'note'         => (string) $event['note'],
			'at'           => self::iso( (string) $event['created_at'] ),
		);
	}

	/**
	 * A stored UTC 'Y-m-d H:i:s' as ISO 8601 with offset, e.g. 2026-11-21T10:00:00+00:00.
	 *
	 * @param string $utc Stored date-time.
	 */
	public static function iso( string $utc ): string {
		$date = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $utc, new \DateTimeZone( 'UTC' ) );
		return $date ? $date->format( DATE_ATOM ) : '';
	}
}
