<?php
/**
 * Matches bank statement lines to bank transfer orders and records the payments.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\OrderTable;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Setup\Database;

/**
 * Issue 15, "import a bank statement CSV that matches by reference", with issue 26's part
 * payments: every credit line of BankStatement::parse() whose reference
 * (PaymentReference::normalise(): the model is optional) is the HR01 reference of a bank transfer
 * order awaiting payment or part paid is money received on that order, whatever its amount
 * (PaymentLedger::record_money() 'receipt', source 'statement', paid_at = the line's date at
 * midnight Europe/Zagreb, paid_cents += the amount), by the same rule as staff's "Mark payment
 * received" (PaymentStatus::after_money()):
 * - 'paid': the received total reaches the gross exactly;
 * - 'part_paid': less than what is open (several lines add up);
 * - 'overpaid': more than what is open: the order is paid and shown to staff as overpaid.
 * The other lines are reported and change nothing:
 * - 'unmatched': no bank transfer order has this reference (or the line has none);
 * - 'not_awaiting': the order is already paid, refunded or cancelled;
 * - 'recorded': this very line (date, amount, reference, payer) was imported before: its
 *   deduplication key is a SHA-256 of those four, so a statement imported twice, or two
 *   overlapping statements, record each payment once;
 * - 'debit': an outgoing payment (amount below or at zero).
 * All transitions of one file run in one database transaction (Setup\Database): a failure rolls
 * every one back, and the kabelshop_payment_changed reactions (mails) run only after the COMMIT.
 */
final class StatementImport {

	public const PAID         = 'paid';
	public const PART_PAID    = 'part_paid';
	public const OVERPAID     = 'overpaid';
	public const UNMATCHED    = 'unmatched';
	public const NOT_AWAITING = 'not_awaiting';
	public const RECORDED     = 'recorded';
	public const DEBIT        = 'debit';

	/**
	 * Imports parsed lines.
	 *
	 * @param list<array{line: int, date: string, amount_cents: int, reference: string, payer: string, description: string}> $lines   BankStatement::parse().
	 * @param int                                                                                                            $user_id Staff member importing.
	 * @return list<array{line: int, date: string, amount_cents: int, reference: string, payer: string, outcome: string, order_id: int, order_number: string, message: string}>
	 *         One row per line in file order; message translated in the current language.
	 * @throws \RuntimeException When a write fails (nothing of the file stays recorded).
	 */
	public function import( array $lines, int $user_id ): array {
		return Database::transaction(
			function () use ( $lines, $user_id ): array {
				$out = array();
				foreach ( $lines as $line ) {
					$out[] = $this->line( $line, $user_id );
				}
				return $out;
			}
		);
	}

	/**
	 * The deduplication key of a statement line: SHA-256 of its date, amount, reference and payer.
	 *
	 * @param array{date: string, amount_cents: int, reference: string, payer: string} $line Parsed line.
	 */
	public static function dedupe_key( array $line ): string {
		$payer = mb_strtolower( (string) preg_replace( '/\s+/u', ' ', trim( $line['payer'] ) ) );
		return hash( 'sha256', implode( '|', array( 'statement', $line['date'], (string) $line['amount_cents'], PaymentReference::normalise( $line['reference'] ), $payer ) ) );
	}

	/**
	 * One line: find, check, record.
	 *
	 * @param array{line: int, date: string, amount_cents: int, reference: string, payer: string, description: string} $line    Parsed line.
	 * @param int                                                                                                      $user_id Staff member.
	 * @return array{line: int, date: string, amount_cents: int, reference: string, payer: string, outcome: string, order_id: int, order_number: string, message: string}
	 */
	private function line( array $line, int $user_id ): array {
		global $wpdb;
		$row = array(
			'line'         => $line['line'],
			'date'         => $line['date'],
			'amount_cents' => $line['amount_cents'],
			'reference'    => $line['reference'],
			'payer'        => $line['payer'],
			'order_id'     => 0,
			'order_number' => '',
		);
		if ( $line['amount_cents'] <= 0 ) {
			return $row + self::outcome( self::DEBIT, __( 'not a credit: skipped', 'kabelshop-core' ) );
		}
		$key = self::dedupe_key( $line );
		if ( $this->seen( $key ) ) {
			return $row + self::outcome( self::RECORDED, __( 'already recorded by an earlier import', 'kabelshop-core' ) );
		}
		$reference = PaymentReference::normalise( $line['reference'] );
		$table     = OrderTable::name();
		$order     = '' === $reference ? null : $wpdb->get_row(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
				"SELECT id, number, payment_status, gross_cents, paid_cents FROM {$table} WHERE payment_reference = %s AND payment_method = %s ORDER BY id LIMIT 1 FOR UPDATE",
				$reference,
				PaymentMethods::BANK_TRANSFER
			),
			ARRAY_A
		);
		if ( ! is_array( $order ) ) {
			return $row + self::outcome( self::UNMATCHED, __( 'no bank transfer order has this reference', 'kabelshop-core' ) );
		}
		$row['order_id']     = (int) $order['id'];
		$row['order_number'] = (string) $order['number'];
		if ( ! in_array( $order['payment_status'], array( PaymentStatus::AWAITING, PaymentStatus::PART_PAID ), true ) ) {
			/* translators: %s: payment status, e.g. "Paid" */
			return $row + self::outcome( self::NOT_AWAITING, sprintf( __( 'the order is not awaiting payment (%s)', 'kabelshop-core' ), PaymentStatus::label( (string) $order['payment_status'] ) ) );
		}
		$paid_at = ( new \DateTimeImmutable( $line['date'] . ' 00:00:00', new \DateTimeZone( 'Europe/Zagreb' ) ) )->setTimezone( new \DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
		$move    = ( new PaymentLedger() )->record_money(
			(int) $order['id'],
			'receipt',
			$line['amount_cents'],
			array(
				'source'     => 'statement',
				'user_id'    => $user_id,
				'dedupe_key' => $key,
				'note'       => trim( $line['payer'] . ' · ' . $line['description'], ' ·' ),
				'at'         => $paid_at,
			)
		);
		if ( null === $move ) {
			return $row + self::outcome( self::RECORDED, __( 'already recorded by an earlier import', 'kabelshop-core' ) );
		}
		$money = static fn( int $cents ): string => Format::money_cents( $cents, Locale::bcp47() );
		if ( PaymentStatus::PART_PAID === $move['to'] ) {
			/* translators: %s: the amount still open on the order, e.g. "62,15 €" */
			return $row + self::outcome( self::PART_PAID, sprintf( __( 'part payment recorded: %s still open', 'kabelshop-core' ), $money( $move['gross_cents'] - $move['paid_cents'] ) ) );
		}
		if ( $move['paid_cents'] > $move['gross_cents'] ) {
			/* translators: %s: the amount received over the order's total, e.g. "7,85 €" */
			return $row + self::outcome( self::OVERPAID, sprintf( __( 'payment recorded: the order is paid and overpaid by %s', 'kabelshop-core' ), $money( $move['paid_cents'] - $move['gross_cents'] ) ) );
		}
		return $row + self::outcome( self::PAID, __( 'payment recorded: the order is paid', 'kabelshop-core' ) );
	}

	/**
	 * Whether a payment event with this deduplication key exists (PaymentLedger stores its SHA-256).
	 *
	 * @param string $key dedupe_key().
	 */
	private function seen( string $key ): bool {
		global $wpdb;
		$events = PaymentTables::events();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$events} WHERE dedupe_key = %s LIMIT 1", hash( 'sha256', $key ) ) );
	}

	/**
	 * The outcome part of a result row.
	 *
	 * @param string $outcome One of the constants.
	 * @param string $message Translated text.
	 * @return array{outcome: string, message: string}
	 */
	private static function outcome( string $outcome, string $message ): array {
		return array(
			'outcome' => $outcome,
			'message' => $message,
		);
	}
}
