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
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Commerce\Totals;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

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
	 *         cancel_error: bool, can_cancel: bool, cancel_action, nonce_action, id, items: list<array<string, string>>,
	 *         totals: list<array{label: string, value: string}>, delivery, address, payment, note }
	 */
	public static function data(): ?array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading which order to show changes nothing.
		$id            = isset( $_GET['order'] ) ? absint( wp_unslash( $_GET['order'] ) ) : 0;
		$cancelled_now = isset( $_GET['cancelled'] );
		$cancel_error  = isset( $_GET['cancel_error'] );
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
		foreach ( $order['items'] as $item ) {
			$items[] = array(
				'line_no'      => (string) $item['line_no'],
				'article_code' => $item['article_code'],
				'name'         => $item['name'],
				'size_label'   => $item['size_label'],
				'packaging'    => self::packaging_label( $item['packaging'] ),
				'quantity'     => Format::scaled( $item['quantity_m'], 0, $locale ),
				'unit_price'   => Format::unit_price_e4( $item['unit_price_e4'], $locale ),
				'line_net'     => Format::money_cents( Totals::div_half_up( $item['line_net_e4'], 100 ), $locale ),
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
		$totals   = array();
		$totals[] = array(
			'label' => __( 'Subtotal', 'kabelshop' ),
			'value' => Format::money_cents( $order['subtotal_cents'], $locale ),
		);
		if ( $order['discount_cents'] > 0 ) {
			$totals[] = array(
				/* translators: %d: discount percent */
				'label' => sprintf( __( 'Discount %d %%', 'kabelshop' ), $order['discount_percent'] ),
				'value' => Format::money_cents( -$order['discount_cents'], $locale ),
			);
		}
		$totals[] = array(
			'label' => __( 'Net', 'kabelshop' ),
			'value' => Format::money_cents( $order['net_cents'], $locale ),
		);
		$totals[] = array(
			'label' => __( 'Delivery', 'kabelshop' ),
			'value' => Format::money_cents( $order['delivery_cents'], $locale ),
		);
		$totals[] = array(
			/* translators: %d: VAT percent */
			'label' => sprintf( __( 'VAT %d %%', 'kabelshop' ), $order['vat_percent'] ),
			'value' => Format::money_cents( $order['vat_cents'], $locale ),
		);
		$totals[] = array(
			'label' => __( 'Total', 'kabelshop' ),
			'value' => Format::money_cents( $order['gross_cents'], $locale ),
		);
		$created  = get_date_from_gmt( $order['created_at'], 'Y-m-d' );
		return array(
			'id'            => $order['id'],
			'number'        => $order['number'],
			'date'          => Format::date( $created, $locale ),
			'date_iso'      => $created,
			'status'        => $order['status'],
			'status_label'  => OrderStatus::label( $order['status'] ),
			'cancelled'     => OrderStatus::CANCELLED === $order['status'],
			'cancelled_now' => $cancelled_now,
			'cancel_error'  => $cancel_error && OrderStatus::CANCELLED !== $order['status'],
			'can_cancel'    => OrderStatus::RECEIVED === $order['status'] && get_current_user_id() === $order['user_id'] && ! array_filter( $order['items'], static fn( array $i ): bool => \Kabelshop\Commerce\OrderItemStatus::ORDERED !== $i['status'] ),
			'cancel_action' => CancelAction::ACTION,
			'nonce_action'  => CancelAction::nonce_action( $order['id'] ),
			'items'         => $items,
			'totals'        => $totals,
			'delivery'      => DeliveryRules::PICKUP === $order['delivery_method'] ? __( 'Pickup', 'kabelshop' ) : __( 'Delivery', 'kabelshop' ),
			'address'       => is_array( $order['delivery_address'] ) ? Addresses::one_line( $order['delivery_address'] ) : '',
			'payment'       => PaymentMethods::label( $order['payment_method'] ),
			'note'          => $order['note'],
		);
	}

	/**
	 * Translated packaging name (spec section 3: ring, reel, box, drum).
	 *
	 * @param string $packaging Packaging key.
	 */
	public static function packaging_label( string $packaging ): string {
		return match ( $packaging ) {
			'ring'  => __( 'Ring', 'kabelshop' ),
			'reel'  => __( 'Reel', 'kabelshop' ),
			'box'   => __( 'Box', 'kabelshop' ),
			'drum'  => __( 'Drum', 'kabelshop' ),
			default => $packaging,
		};
	}
}
