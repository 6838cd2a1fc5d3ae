<?php
/**
 * Due dates and payments of invoices (issue 15, contract terms).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\LeadTime;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Documents\InvoiceRepository;

/**
 * The payment side of an invoice (Documents\InvoiceRepository shape):
 * - due date: the stored due_on (the import's due_on column, or issued_on + the customer's terms
 *   days when the import gave none); an invoice stored before issue 15 has none and falls due
 *   issued_on + the customer's terms days (CreditAccount::terms(): their own days or the shop
 *   default of PaymentSettings);
 * - status: 'paid' (paid_at set), 'overdue' (unpaid and the due date is before today in
 *   Europe/Zagreb, LeadTime::today()), else 'open'; an invoice is due ON its due date, so it is
 *   overdue from the next day;
 * - open amount: gross less paid_cents, 0 when paid, null when the invoice has no amount.
 *
 * Staff's "Mark paid" (Kabelshop -> Invoices, mark_paid()) sets paid_at = now and paid_cents = the gross. When
 * that was the last unpaid invoice of a contract-terms order still awaiting payment or part paid
 * (issue 26: staff recorded part of the money on the order), the order moves to paid through
 * PaymentLedger::record_money() 'settle' (source 'invoice'; paid_cents = what its invoices were
 * paid, or what the order received when that is more). The other way round,
 * settle_order() marks the invoices of an order paid when the order was paid some other way (the
 * card gateway, a transfer marked received, a bank statement line): CreditService calls it on
 * kabelshop_payment_changed, so a card buyer's invoice never shows as open or overdue.
 */
final class InvoicePayments {

	public const PAID    = 'paid';
	public const OPEN    = 'open';
	public const OVERDUE = 'overdue';

	/**
	 * @param InvoiceRepository $invoices Invoice storage.
	 * @param PaymentLedger     $ledger   The one writer of order payment states.
	 */
	public function __construct(
		private readonly InvoiceRepository $invoices = new InvoiceRepository(),
		private readonly PaymentLedger $ledger = new PaymentLedger()
	) {}

	/**
	 * The day an invoice falls due, 'Y-m-d'.
	 *
	 * @param array<string, mixed> $invoice Invoice (InvoiceRepository shape).
	 */
	public static function due_on( array $invoice ): string {
		$stored = (string) ( $invoice['due_on'] ?? '' );
		if ( '' !== $stored ) {
			return $stored;
		}
		return self::due_from( (string) $invoice['issued_on'], (int) $invoice['user_id'] );
	}

	/**
	 * The due date of an invoice issued on a day to a customer: + their terms days.
	 *
	 * @param string $issued_on 'Y-m-d'.
	 * @param int    $user_id   Customer.
	 * @return string 'Y-m-d'.
	 */
	public static function due_from( string $issued_on, int $user_id ): string {
		$days = CreditAccount::terms( $user_id )['terms_days'];
		return ( new \DateTimeImmutable( $issued_on ) )->modify( '+' . $days . ' days' )->format( 'Y-m-d' );
	}

	/**
	 * The payment status: paid | overdue | open (see the class docblock).
	 *
	 * @param array<string, mixed>    $invoice Invoice.
	 * @param \DateTimeImmutable|null $today   Today (default LeadTime::today(), Europe/Zagreb).
	 */
	public static function status( array $invoice, ?\DateTimeImmutable $today = null ): string {
		if ( null !== ( $invoice['paid_at'] ?? null ) ) {
			return self::PAID;
		}
		return self::days_overdue( $invoice, $today ) > 0 ? self::OVERDUE : self::OPEN;
	}

	/**
	 * Whole days since the due date (0 when paid or not yet overdue).
	 *
	 * @param array<string, mixed>    $invoice Invoice.
	 * @param \DateTimeImmutable|null $today   Today (default LeadTime::today()).
	 */
	public static function days_overdue( array $invoice, ?\DateTimeImmutable $today = null ): int {
		if ( null !== ( $invoice['paid_at'] ?? null ) ) {
			return 0;
		}
		return self::days_after( self::due_on( $invoice ), $today );
	}

	/**
	 * Whole days from a due date to today (0 when today is the due date or before it).
	 *
	 * @param string                  $due_on 'Y-m-d'.
	 * @param \DateTimeImmutable|null $today  Today (default LeadTime::today()).
	 */
	public static function days_after( string $due_on, ?\DateTimeImmutable $today = null ): int {
		$today = ( $today ?? LeadTime::today() )->format( 'Y-m-d' );
		if ( $due_on >= $today ) {
			return 0;
		}
		return (int) ( new \DateTimeImmutable( $due_on ) )->diff( new \DateTimeImmutable( $today ) )->days;
	}

	/**
	 * What is still to pay, cents: 0 when paid, null when the invoice has no amount.
	 *
	 * @param array<string, mixed> $invoice Invoice.
	 */
	public static function open_cents( array $invoice ): ?int {
		if ( null !== ( $invoice['paid_at'] ?? null ) ) {
			return 0;
		}
		if ( null === ( $invoice['gross_cents'] ?? null ) ) {
			return null;
		}
		return max( 0, (int) $invoice['gross_cents'] - (int) ( $invoice['paid_cents'] ?? 0 ) );
	}

	/**
	 * Staff mark an invoice paid; the contract-terms order it belongs to becomes paid when all of its
	 * invoices are.
	 *
	 * @param int $invoice_id Invoice.
	 * @param int $staff_id   Who marked it (the payment event's user).
	 * @return array{marked: bool, order_paid: bool} marked false: unknown or paid already (nothing changed).
	 */
	public function mark_paid( int $invoice_id, int $staff_id ): array {
		$now    = gmdate( 'Y-m-d H:i:s' );
		$marked = $this->invoices->mark_paid( $invoice_id, $now );
		if ( ! $marked ) {
			return array(
				'marked'     => false,
				'order_paid' => false,
			);
		}
		$invoice = $this->invoices->find( $invoice_id );
		$order   = null === $invoice || null === $invoice['order_id'] ? null : ( new OrderRepository() )->find( (int) $invoice['order_id'] );
		$paid    = false;
		if ( null !== $order
			&& PaymentMethods::CONTRACT === (string) $order['payment_method']
			&& in_array( (string) $order['payment_status'], array( PaymentStatus::AWAITING, PaymentStatus::PART_PAID ), true )
			&& 0 === $this->invoices->unpaid_count_for_order( (int) $order['id'] )
		) {
			$cents = $this->invoices->paid_cents_for_order( (int) $order['id'] );
			$paid  = null !== $this->ledger->record_money(
				(int) $order['id'],
				'settle',
				$cents,
				array(
					'source'     => 'invoice',
					'user_id'    => $staff_id,
					'dedupe_key' => 'invoices-paid:' . (int) $order['id'],
					'note'       => (string) $invoice['number'],
					'at'         => $now,
				)
			);
		}
		return array(
			'marked'     => true,
			'order_paid' => $paid,
		);
	}

	/**
	 * Marks the unpaid invoices of an order paid because the order was paid another way.
	 *
	 * @param int $order_id Order.
	 * @return int Invoices marked.
	 */
	public function settle_order( int $order_id ): int {
		return $this->invoices->mark_order_paid( $order_id, gmdate( 'Y-m-d H:i:s' ) );
	}
}
