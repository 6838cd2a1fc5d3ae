<?php
/**
 * Data of the order page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\CancelAction;
use Kabelshop\Commerce\DeliveryRules;
use Kabelshop\Commerce\OrderDetails;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Commerce\Totals;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Catalog\TypeWords;

/**
 * Prepares ?order=<id> for its logged-in owner (or staff with kabelshop_manage_orders), with every
 * number and date formatted for the page's locale (spec section 9). Anyone else gets null, and
 * the template shows the same polite "not found" as for a missing order (no data leak).
 */
final class OrderView {

	/**
	 * The page data, or null when there is nothing this visitor may see.
	 *
	 * @return array<string, mixed>|null { number, date, status, status_label, cancelled: bool, cancelled_now: bool,
	 *         cancel_error: bool, can_cancel: bool, cancel_action, nonce_action, id, items: list<array<string, string>>
	 *         (unit_price = base, metal, full_price per metre, price_note, line_net = base + metal),
	 *         totals: list<array{label: string, value: string}> (OrderDetails::totals()), split (bool: base,
	 *         surcharge and full price columns, else the full price with its price_note), charges
	 *         (OrderDetails::charges()), price_notes (the metal index used, pending delivery), delivery, address, payment, note,
	 *         po_number, delivery_date (formatted, '' when none), delivery_date_iso, site_contact ('name, phone'),
	 *         billing ('company, OIB …' of the R1 snapshot, '' when none), confirm_cancel (the no-JavaScript
	 *         confirm step, ?confirm_cancel=1), cancel_question, confirm_url, order_url, pdf_url (the order confirmation PDF),
	 *         payment_status (its label), card_payment (CardPaymentView::for_page(): the card return's message, "Pay by card"),
	 *         payment_box (issue 15: PaymentInstructionsView::for_page(): the bank transfer block or "Paid on <date>"),
	 *         reorder (issue 27: reorder_props() for the owner, null for staff) }
	 */
	public static function data(): ?array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which order to show changes nothing.
		$id            = isset( $_GET['order'] ) ? absint( wp_unslash( $_GET['order'] ) ) : 0;
		$cancelled_now = isset( $_GET['cancelled'] );
		$cancel_error  = isset( $_GET['cancel_error'] );
		$confirm_step  = isset( $_GET['confirm_cancel'] );
		// phpcs:enable
		if ( $id < 1 || ! is_user_logged_in() ) {
			return null;
		}
		$order = ( new OrderRepository() )->find( $id );
		if ( null === $order || ( get_current_user_id() !== $order['user_id'] && ! current_user_can( Roles::CAP_MANAGE ) ) ) {
			return null;
		}
		$locale = Locale::bcp47();
		$items  = array();
		$notes  = array_column( OrderDetails::items( $order ), 'price_note', 'line_no' );
		foreach ( $order['items'] as $item ) {
			$items[] = array(
				'line_no'      => (string) $item['line_no'],
				'article_code' => $item['article_code'],
				'name'         => TypeWords::shown( (string) $item['name'] ),
				'size_label'   => Format::size_label( (string) $item['size_label'], $locale ),
				'packaging'    => self::packaging_label( $item['packaging'] ),
				'quantity'     => Format::scaled( $item['quantity_m'], 0, $locale ),
				'unit_price'   => Format::unit_price_e4( $item['unit_price_e4'], $locale ),
				'metal'        => Format::unit_price_e4( (int) ( $item['metal_surcharge_e4'] ?? 0 ), $locale ),
				'full_price'   => Format::unit_price_e4( $item['unit_price_e4'] + (int) ( $item['metal_surcharge_e4'] ?? 0 ), $locale ),
				'price_note'   => $notes[ $item['line_no'] ] ?? '',
				'line_net'     => Format::money_cents( Totals::div_round( $item['line_net_e4'] + (int) ( $item['line_metal_e4'] ?? 0 ), 100 ), $locale ),
				'status'       => \Kabelshop\Commerce\OrderItemStatus::label( (string) $item['status'] ),
				'no_packages'  => \Kabelshop\Commerce\OrderItemStatus::no_packages_message( (string) $item['status'] ),
				'packages'     => array_map(
					static fn( array $p ): array => array(
						'packaging' => self::packaging_label( (string) $p['packaging'] ),
						'number'    => (string) $p['package_number'],
						'length'    => Format::scaled( (int) $p['length_m'], 0, $locale ),
					),
					$item['packages'] ?? array()
				),
				'history'      => array_map(
					static fn( array $e ): array => array(
						'status' => \Kabelshop\Commerce\OrderItemStatus::label( (string) $e['status'] ),
						'date'   => Format::date( get_date_from_gmt( (string) $e['created_at'], 'Y-m-d' ), $locale ),
					),
					$item['history'] ?? array()
				),
			);
		}
		$totals     = array_map(
			static fn( array $row ): array => array(
				'label' => $row['label'],
				'value' => $row['value'],
			),
			OrderDetails::totals( $order )
		);
		$pricing    = OrderDetails::pricing( $order );
		$created    = get_date_from_gmt( $order['created_at'], 'Y-m-d' );
		$can_cancel = OrderStatus::RECEIVED === $order['status'] && get_current_user_id() === $order['user_id'] && ! array_filter( $order['items'], static fn( array $i ): bool => \Kabelshop\Commerce\OrderItemStatus::ORDERED !== $i['status'] );
		return self::b2b( $order, $locale ) + array(
			'id'              => $order['id'],
			'number'          => $order['number'],
			'date'            => Format::date( $created, $locale ),
			'date_iso'        => $created,
			'status'          => $order['status'],
			'status_label'    => OrderStatus::label( $order['status'] ),
			'cancelled'       => OrderStatus::CANCELLED === $order['status'],
			'cancelled_now'   => $cancelled_now,
			'cancel_error'    => $cancel_error && OrderStatus::CANCELLED !== $order['status'],
			'can_cancel'      => $can_cancel,
			'confirm_cancel'  => $can_cancel && $confirm_step,
			/* translators: %s: order number, e.g. KS-2026-000012 */
			'cancel_question' => sprintf( __( 'Cancel order %s? This cannot be undone.', 'kabelshop-core' ), $order['number'] ),
			'confirm_url'     => Pages::url(
				'order',
				array(
					'order'          => $order['id'],
					'confirm_cancel' => 1,
				)
			),
			'order_url'       => Pages::url( 'order', array( 'order' => $order['id'] ) ),
			'pdf_url'         => self::pdf_url( (int) $order['id'] ),
			'cancel_action'   => CancelAction::ACTION,
			'nonce_action'    => CancelAction::nonce_action( $order['id'] ),
			'items'           => $items,
			'totals'          => $totals,
			'split'           => $pricing['split'],
			'charges'         => $pricing['charges'],
			'price_notes'     => $pricing['notes'],
			'delivery'        => DeliveryRules::PICKUP === $order['delivery_method'] ? __( 'Pickup', 'kabelshop-core' ) : __( 'Delivery', 'kabelshop-core' ),
			'address'         => is_array( $order['delivery_address'] ) ? Addresses::one_line( $order['delivery_address'] ) : '',
			'payment'         => PaymentMethods::label( $order['payment_method'] ),
			'payment_status'  => \Kabelshop\Payments\PaymentStatus::label( (string) $order['payment_status'] ),
			'card_payment'    => CardPaymentView::for_page( $order ),
			'payment_box'     => PaymentInstructionsView::for_page( $order ),
			'note'            => $order['note'],
			'reorder'         => get_current_user_id() === $order['user_id'] ? self::reorder_props( $items, $order['items'] ) : null,
		);
	}

	/**
	 * Props of the order page's "Order again" island (src/islands/order-again, issue 27): the order's
	 * lines as codes and whole metres (the island asks POST cart/quote for today's prices) with the
	 * name and size the page shows, so lines no longer sold can be named. Any status (delivered and
	 * cancelled orders too); only for the order's owner (data() passes null for staff).
	 *
	 * @param list<array<string, mixed>> $shown  The page's items (data()['items']): name, size_label formatted.
	 * @param list<array<string, mixed>> $stored The stored items (OrderRepository::find()['items']).
	 * @return array{lines: list<array{article_code: string, quantity_m: int, name: string}>}
	 */
	public static function reorder_props( array $shown, array $stored ): array {
		$lines = array();
		foreach ( array_values( $stored ) as $index => $item ) {
			$lines[] = array(
				'article_code' => (string) $item['article_code'],
				'quantity_m'   => (int) $item['quantity_m'],
				'name'         => trim( (string) ( $shown[ $index ]['name'] ?? '' ) . ' ' . (string) ( $shown[ $index ]['size_label'] ?? '' ) ),
			);
		}
		return array( 'lines' => $lines );
	}

	/**
	 * The order confirmation PDF of an order in the page's language (GET kabelshop/v1/orders/{id}/pdf,
	 * a link with the wp_rest nonce as the invoice downloads have; docs/orders.md).
	 *
	 * @param int $order_id Order id.
	 */
	public static function pdf_url( int $order_id ): string {
		return add_query_arg(
			array(
				'lang'     => Locale::current(),
				'_wpnonce' => wp_create_nonce( 'wp_rest' ),
			),
			rest_url( 'kabelshop/v1/orders/' . $order_id . '/pdf' )
		);
	}

	/**
	 * The B2B fields for the page (Commerce\B2BFields), each '' when the order has none.
	 *
	 * @param array<string, mixed> $order  Stored order.
	 * @param string               $locale BCP 47 locale for the date.
	 * @return array{po_number: string, delivery_date: string, delivery_date_iso: string, site_contact: string, billing: string}
	 */
	public static function b2b( array $order, string $locale ): array {
		$date    = (string) ( $order['requested_delivery_date'] ?? '' );
		$contact = array_filter( array( (string) ( $order['site_contact_name'] ?? '' ), (string) ( $order['site_contact_phone'] ?? '' ) ) );
		$oib     = (string) ( $order['billing_oib'] ?? '' );
		return array(
			'po_number'         => (string) ( $order['po_number'] ?? '' ),
			'delivery_date'     => '' !== $date ? Format::date( $date, $locale ) : '',
			'delivery_date_iso' => $date,
			'site_contact'      => implode( ', ', $contact ),
			/* translators: 1: company name, 2: OIB (11 digits) */
			'billing'           => '' !== $oib ? sprintf( __( '%1$s, OIB %2$s', 'kabelshop-core' ), (string) ( $order['billing_company'] ?? '' ), $oib ) : '',
		);
	}

	/**
	 * Translated packaging name (spec section 3: ring, reel, box, drum).
	 *
	 * @param string $packaging Packaging key.
	 */
	public static function packaging_label( string $packaging ): string {
		return match ( $packaging ) {
			'ring'  => __( 'Ring', 'kabelshop-core' ),
			'reel'  => __( 'Reel', 'kabelshop-core' ),
			'box'   => __( 'Box', 'kabelshop-core' ),
			'drum'  => __( 'Drum', 'kabelshop-core' ),
			default => $packaging,
		};
	}
}
