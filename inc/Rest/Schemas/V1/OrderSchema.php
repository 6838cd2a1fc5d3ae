<?php
/**
 * Response shape of an order.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Commerce\Totals;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;

/**
 * The one place that turns a stored order (OrderRepository shape) into the API's order:
 * { id, number, status, status_label, created_at (ISO 8601, UTC), note, delivery: { method, address|null },
 *   payment_method, currency, discount_percent, subtotal_cents, discount_cents, net_cents, delivery_cents,
 *   vat_percent, vat_cents, gross_cents, items: [ { line_no, article_code, name, size_label, packaging,
 *   quantity_m, unit_price_e4, unit_price: "0.1870", line_net_cents, status } ], track_url }.
 */
final class OrderSchema {

	/**
	 * The order as the API answers it.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array<string, mixed>
	 */
	public static function response( array $order ): array {
		$items = array();
		foreach ( $order['items'] as $item ) {
			$items[] = array(
				'line_no'        => $item['line_no'],
				'article_code'   => $item['article_code'],
				'name'           => $item['name'],
				'size_label'     => $item['size_label'],
				'packaging'      => $item['packaging'],
				'quantity_m'     => $item['quantity_m'],
				'unit_price_e4'  => $item['unit_price_e4'],
				'unit_price'     => Format::e4_decimal( $item['unit_price_e4'] ),
				'line_net_cents' => Totals::div_half_up( $item['line_net_e4'], 100 ),
				'status'         => $item['status'],
			);
		}
		return array(
			'id'               => $order['id'],
			'number'           => $order['number'],
			'status'           => $order['status'],
			'status_label'     => OrderStatus::label( $order['status'] ),
			'created_at'       => self::iso( (string) $order['created_at'] ),
			'note'             => $order['note'],
			'delivery'         => array(
				'method'  => $order['delivery_method'],
				'address' => $order['delivery_address'],
			),
			'payment_method'   => $order['payment_method'],
			'currency'         => $order['currency'],
			'discount_percent' => $order['discount_percent'],
			'subtotal_cents'   => $order['subtotal_cents'],
			'discount_cents'   => $order['discount_cents'],
			'net_cents'        => $order['net_cents'],
			'delivery_cents'   => $order['delivery_cents'],
			'vat_percent'      => $order['vat_percent'],
			'vat_cents'        => $order['vat_cents'],
			'gross_cents'      => $order['gross_cents'],
			'items'            => $items,
			'track_url'        => Pages::url( 'order', array( 'order' => $order['id'] ) ),
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
