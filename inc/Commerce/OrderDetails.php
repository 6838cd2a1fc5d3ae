<?php
/**
 * Everything on an order, in words and numbers of the current language.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\ProfileData;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * One reading of a stored order (OrderRepository shape) for the places staff and buyers read it
 * whole (issue 13, "What staff need to ship and invoice"): the wp-admin order screen
 * (Admin\OrdersPage), the CSV export (OrderExport), the staff mail of a new order (OrderMailer) and
 * the order confirmation PDF (OrderPdf). Texts and numbers come out in the current language
 * (Locale::bcp47(); a mail or PDF in another language runs inside Locale::in_language()).
 *
 * Company and OIB: the order's R1 snapshot (billing_company / billing_oib, B2BFields) when the
 * buyer asked for an R1 invoice, else the buyer's profile as it is now (company name and company
 * id). Contact: the profile's contact person, the account's e-mail and the profile's phone. The
 * B2B columns of the order are read with `?? ''`, so an order written before they existed reads
 * as "none".
 */
final class OrderDetails {

	/**
	 * The order's header facts.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array{company: string, oib: string, r1: bool, contact_name: string, email: string, phone: string,
	 *               pickup: bool, delivery: string, address: string, payment: string, note: string,
	 *               po_number: string, requested_date: string, requested_date_iso: string,
	 *               site_contact_name: string, site_contact_phone: string, date: string, date_iso: string}
	 *         delivery: "Pickup" or "Delivery" translated; address: one line, '' for pickup;
	 *         requested_date formatted ('' when none); date: the order's Zagreb day, formatted.
	 */
	public static function header( array $order ): array {
		$locale  = Locale::bcp47();
		$profile = ProfileData::read( (int) $order['user_id'] );
		$company = (string) ( $order['billing_company'] ?? '' );
		$oib     = (string) ( $order['billing_oib'] ?? '' );
		$r1      = '' !== $oib;
		$date    = (string) ( $order['requested_delivery_date'] ?? '' );
		$pickup  = DeliveryRules::PICKUP === $order['delivery_method'];
		$created = isset( $order['created_at'] ) ? get_date_from_gmt( (string) $order['created_at'], 'Y-m-d' ) : '';
		return array(
			'company'            => '' !== $company ? $company : (string) ( $profile['companyName'] ?? '' ),
			'oib'                => $r1 ? $oib : (string) ( $profile['companyId'] ?? '' ),
			'r1'                 => $r1,
			'contact_name'       => (string) ( $profile['userName'] ?? '' ),
			'email'              => (string) ( $profile['email'] ?? '' ),
			'phone'              => (string) ( $profile['phone'] ?? '' ),
			'pickup'             => $pickup,
			'delivery'           => $pickup ? __( 'Pickup', 'kabelshop' ) : __( 'Delivery', 'kabelshop' ),
			'address'            => ! $pickup && is_array( $order['delivery_address'] ) ? Addresses::one_line( $order['delivery_address'] ) : '',
			'payment'            => PaymentMethods::label( (string) $order['payment_method'] ),
			'note'               => (string) ( $order['note'] ?? '' ),
			'po_number'          => (string) ( $order['po_number'] ?? '' ),
			'requested_date'     => '' !== $date ? Format::date( $date, $locale ) : '',
			'requested_date_iso' => $date,
			'site_contact_name'  => (string) ( $order['site_contact_name'] ?? '' ),
			'site_contact_phone' => (string) ( $order['site_contact_phone'] ?? '' ),
			'date'               => Format::date( $created, $locale ),
			'date_iso'           => $created,
		);
	}

	/**
	 * The order's items as priced when it was placed.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return list<array{id: int, line_no: int, article_code: string, product: string, size: string, packaging: string,
	 *               quantity_m: int, quantity: string, unit_price_e4: int, unit_price: string, line_net: string, line_net_cents: int,
	 *               status: string, status_label: string, backorder_m: int, expected_date: string, backorder: string}>
	 *         quantity "1.250" / "1,250" (metres), unit_price in EUR per metre with 4 decimals, line_net money;
	 *         backorder: the sentence for the buyer and staff ('' when all was in stock).
	 */
	public static function items( array $order ): array {
		$locale = Locale::bcp47();
		$out    = array();
		foreach ( $order['items'] as $item ) {
			$cents = Totals::div_half_up( (int) $item['line_net_e4'], 100 );
			$out[] = array(
				'id'             => (int) ( $item['id'] ?? 0 ),
				'line_no'        => (int) $item['line_no'],
				'article_code'   => (string) $item['article_code'],
				'product'        => (string) $item['name'],
				'size'           => Format::size_label( (string) $item['size_label'], $locale ),
				'packaging'      => \Kabelshop\View\OrderView::packaging_label( (string) ( $item['packaging'] ?? '' ) ),
				'quantity_m'     => (int) $item['quantity_m'],
				'quantity'       => Format::scaled( (int) $item['quantity_m'], 0, $locale ),
				'unit_price_e4'  => (int) $item['unit_price_e4'],
				'unit_price'     => Format::unit_price_e4_eur( (int) $item['unit_price_e4'], $locale ),
				'line_net'       => Format::money_cents( $cents, $locale ),
				'line_net_cents' => $cents,
				'status'         => (string) ( $item['status'] ?? '' ),
				'status_label'   => OrderItemStatus::label( (string) ( $item['status'] ?? '' ) ),
				'backorder_m'    => (int) ( $item['backorder_m'] ?? 0 ),
				'expected_date'  => (string) ( $item['expected_date'] ?? '' ),
				'backorder'      => self::backorder( $item ),
			);
		}
		return $out;
	}

	/**
	 * The backorder sentence of an item: "120 m not in stock, expected on 12.03.2026." (or without
	 * the date when none was given); '' when the whole quantity was in stock.
	 *
	 * @param array<string, mixed> $item Stored order item (backorder_m, expected_date from the ordering rules).
	 */
	public static function backorder( array $item ): string {
		$metres = (int) ( $item['backorder_m'] ?? 0 );
		if ( $metres <= 0 ) {
			return '';
		}
		$locale   = Locale::bcp47();
		$quantity = Format::scaled( $metres, 0, $locale );
		$expected = (string) ( $item['expected_date'] ?? '' );
		if ( '' === $expected ) {
			/* translators: %s: metres not in stock when ordered */
			return sprintf( __( '%s m not in stock when ordered, on backorder.', 'kabelshop' ), $quantity );
		}
		/* translators: 1: metres not in stock when ordered, 2: date they are expected */
		return sprintf( __( '%1$s m not in stock when ordered, expected on %2$s.', 'kabelshop' ), $quantity, Format::date( $expected, $locale ) );
	}

	/**
	 * The order's totals as priced: subtotal, discount (only when there is one), net, delivery, VAT,
	 * total (gross).
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return list<array{key: string, label: string, cents: int, value: string}> value formatted money;
	 *         the discount's cents and value are negative.
	 */
	public static function totals( array $order ): array {
		$locale = Locale::bcp47();
		$rows   = array( array( 'subtotal', __( 'Subtotal', 'kabelshop' ), (int) $order['subtotal_cents'] ) );
		if ( (int) $order['discount_cents'] > 0 ) {
			/* translators: %d: discount percent */
			$rows[] = array( 'discount', sprintf( __( 'Discount %d %%', 'kabelshop' ), (int) $order['discount_percent'] ), -1 * (int) $order['discount_cents'] );
		}
		$rows[] = array( 'net', __( 'Net', 'kabelshop' ), (int) $order['net_cents'] );
		$rows[] = array( 'delivery', __( 'Delivery', 'kabelshop' ), (int) $order['delivery_cents'] );
		/* translators: %d: VAT percent */
		$rows[] = array( 'vat', sprintf( __( 'VAT %d %%', 'kabelshop' ), (int) $order['vat_percent'] ), (int) $order['vat_cents'] );
		$rows[] = array( 'gross', __( 'Total', 'kabelshop' ), (int) $order['gross_cents'] );
		return array_map(
			static fn( array $row ): array => array(
				'key'   => $row[0],
				'label' => $row[1],
				'cents' => $row[2],
				'value' => Format::money_cents( $row[2], $locale ),
			),
			$rows
		);
	}
}
