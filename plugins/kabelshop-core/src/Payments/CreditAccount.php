<?php
/**
 * Contract terms and the credit limit of a customer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Documents\DocumentTables;
use Kabelshop\Domain\ShopException;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * Issue 15, contract terms. Per customer (user meta, set by staff on the user's wp-admin screen):
 * PaymentMethods::META_CONTRACT ('1': may pay on contract terms), META_TERMS_DAYS (days to pay,
 * empty: PaymentSettings default_terms_days) and META_LIMIT_CENTS (credit limit in cents; empty:
 * no limit).
 *
 * The open balance is what the customer owes and has not paid: every unpaid invoice (paid_at NULL,
 * its gross less what was paid of it) plus every contract-terms order that is not cancelled, not
 * paid in full and has no invoice yet (awaiting, part paid or failed: its gross less what was paid,
 * issue 26). An order with an invoice counts
 * through its invoice, never twice. Bank transfer and card orders are paid before they ship and
 * give no credit, so they do not count until they are invoiced.
 *
 * guard() serialises the check and the write of one customer's contract orders with a MariaDB
 * named lock (GET_LOCK, per customer, 10 s): two orders placed at the same moment cannot both fit
 * under the limit when only one does.
 */
final class CreditAccount {

	public const META_TERMS_DAYS  = 'kabelshop_payment_terms_days';
	public const META_LIMIT_CENTS = 'kabelshop_credit_limit_cents';

	/** Seconds guard() waits for another order of the same customer. */
	public const LOCK_TIMEOUT = 10;

	/**
	 * The customer's terms.
	 *
	 * @param int $user_id User id.
	 * @return array{contract: bool, terms_days: int, limit_cents: int|null} limit_cents null = no limit.
	 */
	public static function terms( int $user_id ): array {
		$days  = (string) get_user_meta( $user_id, self::META_TERMS_DAYS, true );
		$limit = (string) get_user_meta( $user_id, self::META_LIMIT_CENTS, true );
		return array(
			'contract'    => PaymentMethods::is_available( PaymentMethods::CONTRACT, $user_id ),
			'terms_days'  => ctype_digit( $days ) && (int) $days > 0 ? (int) $days : PaymentSettings::get()['default_terms_days'],
			'limit_cents' => ctype_digit( $limit ) ? (int) $limit : null,
		);
	}

	/**
	 * Unpaid orders and invoices of the customer, cents.
	 *
	 * @param int $user_id User id.
	 */
	public function open_balance_cents( int $user_id ): int {
		global $wpdb;
		$orders   = OrderTable::name();
		$invoices = DocumentTables::invoices();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
		$unbilled = (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT COALESCE( SUM( o.gross_cents - o.paid_cents ), 0 ) FROM {$orders} o WHERE o.user_id = %d AND o.payment_method = %s AND o.status <> %s AND o.payment_status IN ( %s, %s, %s ) AND NOT EXISTS ( SELECT 1 FROM {$invoices} i WHERE i.order_id = o.id )",
				$user_id,
				PaymentMethods::CONTRACT,
				OrderStatus::CANCELLED,
				PaymentStatus::AWAITING,
				PaymentStatus::PART_PAID,
				PaymentStatus::FAILED
			)
		);
		$invoiced = (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT COALESCE( SUM( COALESCE( gross_cents, 0 ) - paid_cents ), 0 ) FROM {$invoices} WHERE user_id = %d AND paid_at IS NULL",
				$user_id
			)
		);
		// phpcs:enable
		// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
		return max( 0, $unbilled ) + max( 0, $invoiced );
	}

	/**
	 * Runs $place (which writes the order) only when the order fits under the customer's limit,
	 * with the customer's lock held from the balance check until $place has returned (committed).
	 *
	 * @template T
	 * @param int           $user_id     Customer.
	 * @param int           $gross_cents The new order's gross, cents.
	 * @param callable(): T $place       Writes the order.
	 * @return T What $place returned.
	 * @throws ShopException Conflict (409) kabelshop_order_credit_limit naming the field 'payment', with data
	 *                       { limit_cents, open_balance_cents, available_cents, order_cents }, when the order does
	 *                       not fit; failed (500) when the lock cannot be had in LOCK_TIMEOUT seconds.
	 */
	public function guard( int $user_id, int $gross_cents, callable $place ): mixed {
		global $wpdb;
		$limit = self::terms( $user_id )['limit_cents'];
		if ( null === $limit ) {
			return $place();
		}
		$name = self::lock_name( $user_id );
		if ( 1 !== (int) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $name, self::LOCK_TIMEOUT ) ) ) {
			throw new ShopException( 'kabelshop_order_not_saved', __( 'An error occurred. Please try again.', 'kabelshop-core' ), ShopException::FAILED );
		}
		try {
			$balance   = $this->open_balance_cents( $user_id );
			$available = max( 0, $limit - $balance );
			if ( $gross_cents > $available ) {
				$locale = Locale::bcp47();
				throw ShopException::field(
					'kabelshop_order_credit_limit',
					'payment',
					sprintf(
						/* translators: 1: order total, 2: open balance, 3: credit limit, 4: amount still available (all money with currency) */
						__( 'This order (%1$s) exceeds your credit limit: unpaid orders and invoices %2$s of a limit of %3$s leave %4$s. Choose bank transfer or card, or pay open invoices first.', 'kabelshop-core' ),
						Format::money_cents( $gross_cents, $locale ),
						Format::money_cents( $balance, $locale ),
						Format::money_cents( $limit, $locale ),
						Format::money_cents( $available, $locale )
					),
					ShopException::CONFLICT,
					array(
						'limit_cents'        => $limit,
						'open_balance_cents' => $balance,
						'available_cents'    => $available,
						'order_cents'        => $gross_cents,
					)
				);
			}
			return $place();
		} finally {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $name ) );
		}
	}

	/**
	 * The named lock of a customer (unique per database and table prefix).
	 *
	 * @param int $user_id Customer.
	 */
	public static function lock_name( int $user_id ): string {
		global $wpdb;
		return substr( 'ks_credit_' . md5( (string) $wpdb->dbname . $wpdb->prefix ) . '_' . $user_id, 0, 64 );
	}
}
