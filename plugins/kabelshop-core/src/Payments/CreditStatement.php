<?php
/**
 * A customer's contract terms, balance and what is open or overdue (issue 15).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Documents\DocumentTables;
use Kabelshop\Documents\InvoiceRepository;

/**
 * The figures of GET kabelshop/v1/user/credit, the account's "Payment terms" panel and the staff
 * section of the user screen, all from one place:
 * array{ contract: bool, terms_days: int, limit_cents: int|null (null = no limit),
 *   open_balance_cents: int (CreditAccount::open_balance_cents()), available_cents: int|null (limit
 *   less the open balance, never below 0; null without a limit),
 *   invoices: list<invoice> (every unpaid invoice, oldest first, InvoiceRepository shape),
 *   overdue: list<invoice> (those past their due date), unpaid_orders: list<array{ id: int,
 *   number: string, created_at: string (UTC), due_on: string|null ('Y-m-d'), open_cents: int }>
 *   (contract-terms orders not invoiced yet, not cancelled, not paid: what the open balance counts
 *   besides the invoices, by the same rule as CreditAccount) }.
 */
final class CreditStatement {

	/**
	 * @param CreditAccount     $account  Balance.
	 * @param InvoiceRepository $invoices Invoices.
	 */
	public function __construct(
		private readonly CreditAccount $account = new CreditAccount(),
		private readonly InvoiceRepository $invoices = new InvoiceRepository()
	) {}

	/**
	 * The statement of a customer (see the class docblock).
	 *
	 * @param int                     $user_id Customer.
	 * @param \DateTimeImmutable|null $today   Today (default LeadTime::today(), Europe/Zagreb).
	 * @return array{contract: bool, terms_days: int, limit_cents: int|null, open_balance_cents: int, available_cents: int|null, invoices: list<array<string, mixed>>, overdue: list<array<string, mixed>>, unpaid_orders: list<array{id: int, number: string, created_at: string, due_on: string|null, open_cents: int}>}
	 */
	public function for_user( int $user_id, ?\DateTimeImmutable $today = null ): array {
		$terms    = CreditAccount::terms( $user_id );
		$balance  = $this->account->open_balance_cents( $user_id );
		$invoices = $this->invoices->unpaid_for_user( $user_id );
		$overdue  = array_values( array_filter( $invoices, static fn( array $invoice ): bool => InvoicePayments::days_overdue( $invoice, $today ) > 0 ) );
		return array(
			'contract'           => $terms['contract'],
			'terms_days'         => $terms['terms_days'],
			'limit_cents'        => $terms['limit_cents'],
			'open_balance_cents' => $balance,
			'available_cents'    => null === $terms['limit_cents'] ? null : max( 0, $terms['limit_cents'] - $balance ),
			'invoices'           => $invoices,
			'overdue'            => $overdue,
			'unpaid_orders'      => $this->unbilled_orders( $user_id ),
		);
	}

	/**
	 * Contract-terms orders that count in the open balance on their own (no invoice yet), oldest
	 * first. The WHERE clause is CreditAccount::open_balance_cents()'s.
	 *
	 * @param int $user_id Customer.
	 * @return list<array{id: int, number: string, created_at: string, due_on: string|null, open_cents: int}>
	 */
	public function unbilled_orders( int $user_id ): array {
		global $wpdb;
		$orders   = OrderTable::name();
		$invoices = DocumentTables::invoices();
		$rows     = $wpdb->get_results(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
				"SELECT o.id, o.number, o.created_at, o.payment_due_on, o.gross_cents - o.paid_cents AS open_cents FROM {$orders} o WHERE o.user_id = %d AND o.payment_method = %s AND o.status <> %s AND o.payment_status IN ( %s, %s, %s ) AND NOT EXISTS ( SELECT 1 FROM {$invoices} i WHERE i.order_id = o.id ) ORDER BY o.created_at, o.id",
				$user_id,
				PaymentMethods::CONTRACT,
				OrderStatus::CANCELLED,
				PaymentStatus::AWAITING,
				PaymentStatus::PART_PAID,
				PaymentStatus::FAILED
			),
			ARRAY_A
		);
		$out = array();
		foreach ( (array) $rows as $row ) {
			$out[] = array(
				'id'         => (int) $row['id'],
				'number'     => (string) $row['number'],
				'created_at' => (string) $row['created_at'],
				'due_on'     => null === $row['payment_due_on'] || '' === $row['payment_due_on'] ? null : (string) $row['payment_due_on'],
				'open_cents' => (int) $row['open_cents'],
			);
		}
		return $out;
	}
}
