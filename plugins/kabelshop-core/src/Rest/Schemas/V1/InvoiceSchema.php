<?php
/**
 * Response shape of an invoice in the account (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use DateTimeImmutable;
use Kabelshop\Documents\DocumentSettings;
use Kabelshop\Documents\DopAvailability;
use Kabelshop\Payments\InvoicePayments;

/**
 * The only place that turns an invoice (Documents\InvoiceRepository shape) and its DoPs into the
 * answer of GET kabelshop/v1/invoices:
 * { id: int, number: string, issued_on: 'Y-m-d', order_number: string|null, net_cents: int|null,
 *   gross_cents: int|null, currency: 'EUR', download_url: string,
 *   due_on: 'Y-m-d' (Payments\InvoicePayments::due_on(): the stored due date, else issued_on + the
 *   customer's terms days), paid_at: ISO 8601 UTC|null, open_cents: int|null (what is left to pay:
 *   0 when paid, null when the invoice has no amount), status: 'paid'|'open'|'overdue' (overdue:
 *   unpaid after its due date, Europe/Zagreb; issue 15),
 *   dops: list<{ id, number, product_name, batch: string|null, available: bool,
 *                available_at: ISO 8601 with the Europe/Zagreb offset, download_url: string|null }> }.
 * Download URLs carry _wpnonce (the wp_rest nonce), which WordPress's REST cookie authentication
 * accepts as a query parameter, so a plain link works for the logged-in customer; a DoP that is
 * not yet available has no URL.
 */
final class InvoiceSchema {

	/**
	 * One invoice.
	 *
	 * @param array<string, mixed>       $invoice Invoice row.
	 * @param list<array<string, mixed>> $dops    DoPs of its products.
	 * @param DateTimeImmutable          $now     Current moment.
	 * @return array<string, mixed>
	 */
	public static function response( array $invoice, array $dops, DateTimeImmutable $now ): array {
		$zone      = DocumentSettings::zone();
		$date      = new DateTimeImmutable( (string) $invoice['issued_on'], $zone );
		$at        = DopAvailability::available_at( $date, DocumentSettings::closing_time(), $zone );
		$available = DopAvailability::is_available( $date, DocumentSettings::closing_time(), $zone, $now );
		$nonce     = wp_create_nonce( 'wp_rest' );
		$out_dops  = array();
		foreach ( $dops as $dop ) {
			$out_dops[] = array(
				'id'           => (int) $dop['id'],
				'number'       => (string) $dop['number'],
				'product_name' => (string) ( $dop['product_name'] ?? '' ),
				'batch'        => null === $dop['batch'] || '' === $dop['batch'] ? null : (string) $dop['batch'],
				'available'    => $available,
				'available_at' => $at->format( DATE_ATOM ),
				'download_url' => $available ? add_query_arg(
					array(
						'invoice'  => (int) $invoice['id'],
						'_wpnonce' => $nonce,
					),
					rest_url( 'kabelshop/v1/dops/' . (int) $dop['id'] . '/download' )
				) : null,
			);
		}
		return array(
			'id'           => (int) $invoice['id'],
			'number'       => (string) $invoice['number'],
			'issued_on'    => (string) $invoice['issued_on'],
			'order_number' => isset( $invoice['order_number'] ) && '' !== $invoice['order_number'] ? (string) $invoice['order_number'] : null,
			'net_cents'    => $invoice['net_cents'],
			'gross_cents'  => $invoice['gross_cents'],
			'currency'     => 'EUR',
			'download_url' => add_query_arg( '_wpnonce', $nonce, rest_url( 'kabelshop/v1/invoices/' . (int) $invoice['id'] . '/download' ) ),
			'due_on'       => InvoicePayments::due_on( $invoice ),
			'paid_at'      => null === ( $invoice['paid_at'] ?? null ) ? null : OrderSchema::iso( (string) $invoice['paid_at'] ),
			'open_cents'   => InvoicePayments::open_cents( $invoice ),
			'status'       => InvoicePayments::status( $invoice ),
			'dops'         => $out_dops,
		);
	}
}
