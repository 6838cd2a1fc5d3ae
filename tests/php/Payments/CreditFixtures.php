<?php
/**
 * Test data of the contract-terms tests (issue 15, part D).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Documents\ControlCode;
use Kabelshop\Documents\DemoPdf;
use Kabelshop\Documents\InvoiceRepository;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Payments\CreditAccount;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentStatus;

/**
 * Customers with contract terms and a limit (user meta as the staff section stores it), orders of
 * a given gross and payment method written through OrderRepository (their later payment states
 * through PaymentLedger, the one writer), and invoices of a given amount, due date and payment.
 */
trait CreditFixtures {

	/**
	 * An approved customer with contract terms.
	 *
	 * @param int|null $limit_cents Credit limit (null: none).
	 * @param int|null $terms_days  Own terms (null: the shop default).
	 */
	protected function contract_customer( ?int $limit_cents, ?int $terms_days = null ): int {
		$user = $this->make_customer();
		update_user_meta( $user, PaymentMethods::META_CONTRACT, '1' );
		if ( null !== $limit_cents ) {
			update_user_meta( $user, CreditAccount::META_LIMIT_CENTS, (string) $limit_cents );
		}
		if ( null !== $terms_days ) {
			update_user_meta( $user, CreditAccount::META_TERMS_DAYS, (string) $terms_days );
		}
		return $user;
	}

	/**
	 * An order of one line with this gross.
	 *
	 * @param int    $user_id Owner.
	 * @param int    $gross   Gross cents.
	 * @param string $payment Payment method.
	 * @param string $payment_status Where its payment ends up (through the ledger): awaiting_payment, paid, cancelled.
	 * @return array<string, mixed> The stored order.
	 */
	protected function credit_order( int $user_id, int $gross, string $payment = PaymentMethods::CONTRACT, string $payment_status = PaymentStatus::AWAITING ): array {
		$net   = intdiv( $gross * 4, 5 );
		$order = ( new OrderRepository() )->create(
			array(
				'user_id'          => $user_id,
				'status'           => OrderStatus::RECEIVED,
				'idempotency_key'  => str_replace( '.', '-', $this->unique( 'credit-' ) ),
				'note'             => '',
				'delivery_method'  => 'pickup',
				'delivery_address' => null,
				'payment_method'   => $payment,
				'payment_status'   => PaymentStatus::AWAITING,
				'payment_due_on'   => PaymentMethods::CONTRACT === $payment ? gmdate( 'Y-m-d', time() + 30 * DAY_IN_SECONDS ) : null,
				'currency'         => 'EUR',
				'discount_percent' => 0,
				'subtotal_cents'   => $net,
				'discount_cents'   => 0,
				'net_cents'        => $net,
				'delivery_cents'   => 0,
				'vat_percent'      => 25,
				'vat_cents'        => $gross - $net,
				'gross_cents'      => $gross,
			),
			array(
				array(
					'article_code'  => 'KS-CREDIT-TEST',
					'product_id'    => 0,
					'name'          => 'Credit test cable',
					'size_label'    => '3x1.5',
					'packaging'     => 'ring',
					'quantity_m'    => 100,
					'unit_price_e4' => 100,
					'line_net_e4'   => $net * 100,
				),
			)
		);
		$ledger = new PaymentLedger();
		if ( PaymentStatus::PAID === $payment_status ) {
			$this->assertTrue(
				$ledger->transition(
					(int) $order['id'],
					PaymentStatus::PAID,
					array(
						'source'  => 'staff',
						'columns' => array(
							'paid_at'    => gmdate( 'Y-m-d H:i:s' ),
							'paid_cents' => $gross,
						),
					)
				)
			);
		} elseif ( PaymentStatus::CANCELLED === $payment_status ) {
			$this->assertTrue(
				$ledger->transition(
					(int) $order['id'],
					PaymentStatus::CANCELLED,
					array(
						'source'  => 'staff',
						'columns' => array(
							'status'       => OrderStatus::CANCELLED,
							'cancelled_at' => gmdate( 'Y-m-d H:i:s' ),
						),
					)
				)
			);
		}
		return (array) ( new OrderRepository() )->find( (int) $order['id'] );
	}

	/**
	 * An invoice.
	 *
	 * @param int         $user_id   Owner.
	 * @param int|null    $order_id  Its order.
	 * @param int|null    $gross     Gross cents (null: unknown).
	 * @param string      $issued_on 'Y-m-d'.
	 * @param string|null $due_on    'Y-m-d' (null: none stored).
	 * @param bool        $paid      Paid in full.
	 * @return array<string, mixed> The stored invoice.
	 */
	protected function credit_invoice( int $user_id, ?int $order_id, ?int $gross, string $issued_on, ?string $due_on = null, bool $paid = false ): array {
		$number = strtoupper( str_replace( '.', '-', $this->unique( 'CR-' ) ) );
		$repo   = new InvoiceRepository();
		$id     = $repo->create(
			array(
				'user_id'      => $user_id,
				'order_id'     => $order_id,
				'number'       => $number,
				'issued_on'    => $issued_on,
				'control_hash' => ControlCode::hash( 'ABCDEFGH' ),
				'file'         => PrivateFiles::store( 'invoices', DemoPdf::render( array( 'TEST INVOICE ' . $number ) ) ),
				'gross_cents'  => $gross,
				'due_on'       => $due_on,
				'paid_at'      => $paid ? gmdate( 'Y-m-d H:i:s' ) : null,
				'paid_cents'   => $paid ? (int) $gross : 0,
			)
		);
		return (array) $repo->find( $id );
	}

	/**
	 * Orders of a user (rows).
	 *
	 * @param int $user_id User.
	 */
	protected function order_count( int $user_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . OrderTable::name() . ' WHERE user_id = %d', $user_id ) );
	}
}
