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
use Kabelshop\Metals\Metal;
use Kabelshop\Metals\SurchargeDisplay;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Catalog\TypeWords;

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
 *
 * Prices (issue 14, docs/orders.md): each item as priced, base price, metal surcharge and full price
 * per metre (display 'split'), or the full price with "incl. metal surcharge X EUR/m" (display
 * 'full'), as the order's frozen surcharge terms say (metal_terms; orders before surcharges read
 * as 'split' without a surcharge); the charge lines (cut fees, drum deposits); the metal index the
 * order used (price_notes(): "Copper: index 856.40 EUR/100 kg, average of July 2025") and "The
 * delivery cost follows with the confirmation." while it is pending. Nothing here reads today's
 * terms or prices: an order shows what it froze.
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
			'delivery'           => $pickup ? __( 'Pickup', 'kabelshop-core' ) : __( 'Delivery', 'kabelshop-core' ),
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
	 *               quantity_m: int, quantity: string, unit_price_e4: int, unit_price: string, metal_surcharge_e4: int,
	 *               metal_surcharge: string, full_price_e4: int, full_price: string, price_note: string, line_base: string,
	 *               line_metal: string, line_net: string, line_net_cents: int, drum_type: string,
	 *               status: string, status_label: string, backorder_m: int, expected_date: string, backorder: string}>
	 *         quantity "1.250" / "1,250" (metres); unit_price (the base price), metal_surcharge and full_price
	 *         in EUR per metre with 4 decimals; price_note: "incl. metal surcharge 0,2720 € /m" when the order's
	 *         display is 'full' and the item has a surcharge, else ''; line_base, line_metal and line_net
	 *         (= base + metal, before the discount) money; backorder: the sentence for the buyer and staff
	 *         ('' when all was in stock).
	 */
	public static function items( array $order ): array {
		$locale = Locale::bcp47();
		$full   = SurchargeSettings::DISPLAY_FULL === self::display( $order );
		$out    = array();
		foreach ( $order['items'] as $item ) {
			$base_e4  = (int) $item['line_net_e4'];
			$metal_e4 = (int) ( $item['line_metal_e4'] ?? 0 );
			$cents    = Totals::div_round( $base_e4 + $metal_e4, 100 );
			$unit     = (int) $item['unit_price_e4'];
			$per_m    = (int) ( $item['metal_surcharge_e4'] ?? 0 );
			$out[]    = array(
				'id'                 => (int) ( $item['id'] ?? 0 ),
				'line_no'            => (int) $item['line_no'],
				'article_code'       => (string) $item['article_code'],
				'product'            => TypeWords::shown( (string) $item['name'] ),
				'size'               => Format::size_label( (string) $item['size_label'], $locale ),
				'packaging'          => \Kabelshop\View\OrderView::packaging_label( (string) ( $item['packaging'] ?? '' ) ),
				'quantity_m'         => (int) $item['quantity_m'],
				'quantity'           => Format::scaled( (int) $item['quantity_m'], 0, $locale ),
				'unit_price_e4'      => $unit,
				'unit_price'         => Format::unit_price_e4_eur( $unit, $locale ),
				'metal_surcharge_e4' => $per_m,
				'metal_surcharge'    => Format::unit_price_e4_eur( $per_m, $locale ),
				'full_price_e4'      => $unit + $per_m,
				'full_price'         => Format::unit_price_e4_eur( $unit + $per_m, $locale ),
				/* translators: %s: metal surcharge per metre included in the price, e.g. "0,2720 €" */
				'price_note'         => $full && 0 !== $per_m ? sprintf( __( 'incl. metal surcharge %s/m', 'kabelshop-core' ), Format::unit_price_e4_eur( $per_m, $locale ) ) : '',
				'line_base'          => Format::money_cents( Totals::div_round( $base_e4, 100 ), $locale ),
				'line_metal'         => Format::money_cents( Totals::div_round( $metal_e4, 100 ), $locale ),
				'line_net'           => Format::money_cents( $cents, $locale ),
				'line_net_cents'     => $cents,
				'drum_type'          => (string) ( $item['drum_type'] ?? '' ),
				'status'             => (string) ( $item['status'] ?? '' ),
				'status_label'       => OrderItemStatus::label( (string) ( $item['status'] ?? '' ) ),
				'backorder_m'        => (int) ( $item['backorder_m'] ?? 0 ),
				'expected_date'      => (string) ( $item['expected_date'] ?? '' ),
				'backorder'          => self::backorder( $item ),
			);
		}
		return $out;
	}

	/**
	 * Whether the order shows the split price (base, surcharge, full) or the full price with the
	 * surcharge named: the display of its frozen terms; 'split' for orders before surcharges.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return string SurchargeSettings::DISPLAY_SPLIT | DISPLAY_FULL.
	 */
	public static function display( array $order ): string {
		$terms = self::terms( $order );
		return null === $terms ? SurchargeSettings::DISPLAY_SPLIT : $terms->display;
	}

	/**
	 * The surcharge terms the order froze (orders.metal_terms), or null for an order before surcharges.
	 *
	 * @param array<string, mixed> $order Stored order (metal_terms decoded by OrderRepository).
	 */
	public static function terms( array $order ): ?SurchargeTerms {
		return SurchargeTerms::from_array( $order['metal_terms'] ?? null );
	}

	/**
	 * What a screen needs beside items() and totals() to show how the order was priced.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array{split: bool, charges: list<array{label: string, quantity: int, unit: string, value: string, cents: int, text: string}>, notes: list<string>, weight: string}
	 *         split: show base price, metal surcharge and full price columns (else the full price
	 *         with its price_note); charges(); price_notes(); weight() ('' when unknown).
	 */
	public static function pricing( array $order ): array {
		return array(
			'split'   => SurchargeSettings::DISPLAY_SPLIT === self::display( $order ),
			'charges' => self::charges( $order ),
			'notes'   => self::price_notes( $order ),
			'weight'  => self::weight( $order ),
		);
	}

	/**
	 * The order's charge lines (cut fees, drum deposits) in words: "Cut fee (KS-…): 1 x 20,00 € = 20,00 €".
	 *
	 * @param array<string, mixed> $order Stored order (charges decoded by OrderRepository).
	 * @return list<array{label: string, quantity: int, unit: string, value: string, cents: int, text: string}>
	 */
	public static function charges( array $order ): array {
		$locale = Locale::bcp47();
		$out    = array();
		foreach ( (array) ( $order['charges'] ?? array() ) as $charge ) {
			if ( ! is_array( $charge ) ) {
				continue;
			}
			$label = LineCharges::label( $charge );
			$unit  = Format::money_cents( (int) ( $charge['unit_cents'] ?? 0 ), $locale );
			$value = Format::money_cents( (int) ( $charge['cents'] ?? 0 ), $locale );
			$out[] = array(
				'label'    => $label,
				'quantity' => (int) ( $charge['quantity'] ?? 0 ),
				'unit'     => $unit,
				'value'    => $value,
				'cents'    => (int) ( $charge['cents'] ?? 0 ),
				'text'     => sprintf( '%1$s: %2$d x %3$s = %4$s', $label, (int) ( $charge['quantity'] ?? 0 ), $unit, $value ),
			);
		}
		return $out;
	}

	/**
	 * What priced the order beyond its lines, as sentences: the metal index of each metal the
	 * frozen terms had ("Copper: index 856.40 EUR/100 kg, average of July 2025" or "..., LME cash
	 * price of 04.08.2025.") and "Prices without a metal surcharge." when the terms had it off;
	 * nothing for an order before surcharges (no terms). A pending delivery cost is said in the
	 * delivery row of totals().
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return list<string>
	 */
	public static function price_notes( array $order ): array {
		return self::metal_notes( self::terms( $order ) );
	}

	/**
	 * The metal index sentences of terms (price_notes()); also for a quote's or an inquiry's terms.
	 *
	 * @param SurchargeTerms|null $terms Terms (null: none).
	 * @return list<string>
	 */
	public static function metal_notes( ?SurchargeTerms $terms ): array {
		if ( null === $terms ) {
			return array();
		}
		if ( ! $terms->enabled ) {
			return array( __( 'Prices without a metal surcharge.', 'kabelshop-core' ) );
		}
		$locale = Locale::bcp47();
		$notes  = array();
		foreach ( $terms->metals as $metal => $m ) {
			if ( null === $m['index_e2'] ) {
				continue;
			}
			$value   = Format::scaled( $m['index_e2'], 2, $locale );
			$date    = SurchargeDisplay::date_label( $m['index_date'], $locale );
			$notes[] = SurchargeSettings::RULE_DAY === $terms->rule
				/* translators: 1: metal name (Copper, Aluminium), 2: index in EUR per 100 kg, e.g. 856.40, 3: date of the LME price */
				? sprintf( __( '%1$s: index %2$s EUR/100 kg, LME cash price of %3$s', 'kabelshop-core' ), Metal::label( $metal ), $value, $date )
				/* translators: 1: metal name (Copper, Aluminium), 2: index in EUR per 100 kg, e.g. 856.40, 3: month, e.g. July 2025 */
				: sprintf( __( '%1$s: index %2$s EUR/100 kg, average of %3$s', 'kabelshop-core' ), Metal::label( $metal ), $value, $date );
			// Issue 27: priced from a price older than staff allow, the order says so (frozen terms).
			$stale = SurchargeDisplay::buyer_stale_notice( (string) $metal, (bool) $m['stale'], $m['price_date'] ?? null, $terms->stale_after_business_days, $locale );
			if ( '' !== $stale ) {
				$notes[] = $stale;
			}
		}
		return $notes;
	}

	/**
	 * The sentence shown instead of a delivery cost that follows with the confirmation.
	 */
	public static function pending_text(): string {
		return __( 'The delivery cost follows with the confirmation.', 'kabelshop-core' );
	}

	/**
	 * The shipment weight in kg with one decimal ("123,4 kg"), '' when unknown.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function weight( array $order ): string {
		$grams = $order['weight_g'] ?? null;
		if ( null === $grams ) {
			return '';
		}
		return Format::scaled( Totals::div_half_up( (int) $grams, 100 ), 1, Locale::bcp47() ) . ' kg';
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
			return sprintf( __( '%s m not in stock when ordered, on backorder.', 'kabelshop-core' ), $quantity );
		}
		/* translators: 1: metres not in stock when ordered, 2: date they are expected */
		return sprintf( __( '%1$s m not in stock when ordered, expected on %2$s.', 'kabelshop-core' ), $quantity, Format::date( $expected, $locale ) );
	}

	/**
	 * The order's totals as priced: subtotal (the base goods; with display 'full' the goods at
	 * their full price), metal surcharge (display 'split', when there is one), discount (only when
	 * there is one; off base + surcharge, issue 27, Totals), each charge line, net, delivery (pending: value is the
	 * pending sentence, cents 0, orders before issue 27; with a stored delivery_rule the value names
	 * it: "15,00 € (per order, weight not known)", DeliveryRules::label()), VAT, total (gross).
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return list<array{key: string, label: string, cents: int, value: string}> value formatted money;
	 *         the discount's cents and value are negative.
	 */
	public static function totals( array $order ): array {
		$locale  = Locale::bcp47();
		$metal   = (int) ( $order['metal_cents'] ?? 0 );
		$full    = SurchargeSettings::DISPLAY_FULL === self::display( $order );
		$pending = ! empty( $order['delivery_pending'] );
		$rows    = array();
		if ( $full ) {
			$rows[] = array( 'subtotal', __( 'Subtotal (incl. metal surcharge)', 'kabelshop-core' ), (int) $order['subtotal_cents'] + $metal, null );
		} else {
			$rows[] = array( 'subtotal', __( 'Subtotal', 'kabelshop-core' ), (int) $order['subtotal_cents'], null );
		}
		if ( ! $full && 0 !== $metal ) {
			$rows[] = array( 'metal', __( 'Metal surcharge', 'kabelshop-core' ), $metal, null );
		}
		if ( (int) $order['discount_cents'] > 0 ) {
			/* translators: %d: discount percent */
			$rows[] = array( 'discount', sprintf( __( 'Discount %d %%', 'kabelshop-core' ), (int) $order['discount_percent'] ), -1 * (int) $order['discount_cents'], null );
		}
		foreach ( self::charges( $order ) as $index => $charge ) {
			$rows[] = array( 'charge-' . $index, $charge['label'], $charge['cents'], null );
		}
		$rows[] = array( 'net', __( 'Net', 'kabelshop-core' ), (int) $order['net_cents'], null );
		$rule   = DeliveryRules::label( is_array( $order['delivery_rule'] ?? null ) ? $order['delivery_rule'] : null );
		$rows[] = array( 'delivery', __( 'Delivery', 'kabelshop-core' ), $pending ? 0 : (int) $order['delivery_cents'], $pending ? self::pending_text() : ( '' === $rule ? null : Format::money_cents( (int) $order['delivery_cents'], $locale ) . ' (' . $rule . ')' ) );
		/* translators: %d: VAT percent */
		$rows[] = array( 'vat', sprintf( __( 'VAT %d %%', 'kabelshop-core' ), (int) $order['vat_percent'] ), (int) $order['vat_cents'], null );
		$rows[] = array( 'gross', __( 'Total', 'kabelshop-core' ), (int) $order['gross_cents'], null );
		return array_map(
			static fn( array $row ): array => array(
				'key'   => $row[0],
				'label' => $row[1],
				'cents' => $row[2],
				'value' => $row[3] ?? Format::money_cents( $row[2], $locale ),
			),
			$rows
		);
	}
}
