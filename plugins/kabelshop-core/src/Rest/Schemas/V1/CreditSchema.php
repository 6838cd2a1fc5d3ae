<?php
/**
 * Response shape of a customer's payment terms and balance (issue 15, contract terms).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\Payments\InvoicePayments;

/**
 * The only place that turns a Payments\CreditStatement into the answer of GET
 * kabelshop/v1/user/credit (and the account panel's props):
 * { contract: bool, terms_days: int, limit_cents: int|null (null = no limit),
 *   open_balance_cents: int, available_cents: int|null (null = no limit), currency: 'EUR',
 *   overdue: list<{ id: int, number: string, issued_on: 'Y-m-d', due_on: 'Y-m-d',
 *     open_cents: int|null (null: the invoice has no amount), days_overdue: int (>= 1),
 *     download_url: string (the PDF, with the wp_rest nonce as InvoiceSchema gives it) }>,
 *   unpaid_orders: list<{ id: int, number: string, created_at: ISO 8601 UTC, due_on: 'Y-m-d'|null,
 *     open_cents: int, days_overdue: int (0 until the due date has passed), url: string (the
 *     order page) }> }.
 * Amounts in euro cents. No staff notes, no other customer's data.
 */
final class CreditSchema {

	/**
	 * The answer.
	 *
	 * @param array<string, mixed>    $statement Payments\CreditStatement::for_user().
	 * @param \DateTimeImmutable|null $today     Today (default LeadTime::today(), Europe/Zagreb).
	 * @return array<string, mixed>
	 */
	public static function response( array $statement, ?\DateTimeImmutable $today = null ): array {
		$nonce   = wp_create_nonce( 'wp_rest' );
		$overdue = array();
		foreach ( $statement['overdue'] as $invoice ) {
			$overdue[] = array(
				'id'           => (int) $invoice['id'],
				'number'       => (string) $invoice['number'],
				'issued_on'    => (string) $invoice['issued_on'],
				'due_on'       => InvoicePayments::due_on( $invoice ),
				'open_cents'   => InvoicePayments::open_cents( $invoice ),
				'days_overdue' => InvoicePayments::days_overdue( $invoice, $today ),
				'download_url' => add_query_arg( '_wpnonce', $nonce, rest_url( 'kabelshop/v1/invoices/' . (int) $invoice['id'] . '/download' ) ),
			);
		}
		$orders = array();
		foreach ( $statement['unpaid_orders'] as $order ) {
			$orders[] = array(
				'id'           => $order['id'],
				'number'       => $order['number'],
				'created_at'   => OrderSchema::iso( $order['created_at'] ),
				'due_on'       => $order['due_on'],
				'open_cents'   => $order['open_cents'],
				'days_overdue' => null === $order['due_on'] ? 0 : InvoicePayments::days_after( $order['due_on'], $today ),
				'url'          => Pages::url( 'order', array( 'order' => $order['id'] ) ),
			);
		}
		return array(
			'contract'           => (bool) $statement['contract'],
			'terms_days'         => (int) $statement['terms_days'],
			'limit_cents'        => $statement['limit_cents'],
			'open_balance_cents' => (int) $statement['open_balance_cents'],
			'available_cents'    => $statement['available_cents'],
			'currency'           => 'EUR',
			'overdue'            => $overdue,
			'unpaid_orders'      => $orders,
		);
	}
}
