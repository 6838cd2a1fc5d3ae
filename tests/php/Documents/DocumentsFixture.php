<?php
/**
 * Shared test data of the documents tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Documents;

use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Documents\ControlCode;
use Kabelshop\Documents\DemoPdf;
use Kabelshop\Documents\DopRepository;
use Kabelshop\Documents\InvoiceRepository;
use Kabelshop\Documents\PrivateFiles;

/**
 * Builds an order with one item of a product, an invoice for it and a DoP of that product, with
 * unique numbers, through the real repositories.
 */
trait DocumentsFixture {

	/**
	 * An order of one item for a user.
	 *
	 * @param int $user_id    Owner.
	 * @param int $product_id Product of the item.
	 * @return array<string, mixed>
	 */
	private function order_for( int $user_id, int $product_id ): array {
		return ( new OrderRepository() )->create(
			array(
				'user_id'          => $user_id,
				'status'           => 'received',
				'idempotency_key'  => $this->unique( 'doc-order-' ),
				'note'             => '',
				'delivery_method'  => 'pickup',
				'delivery_address' => null,
				'payment_method'   => 'bank_transfer',
				'currency'         => 'EUR',
				'discount_percent' => 0,
				'subtotal_cents'   => 1000,
				'discount_cents'   => 0,
				'net_cents'        => 1000,
				'delivery_cents'   => 0,
				'vat_percent'      => 25,
				'vat_cents'        => 250,
				'gross_cents'      => 1250,
			),
			array(
				array(
					'article_code'  => $this->unique( 'ART-' ),
					'product_id'    => $product_id,
					'name'          => 'Test cable',
					'size_label'    => '3x1.5',
					'packaging'     => 'ring',
					'quantity_m'    => 10,
					'unit_price_e4' => 10000,
					'line_net_e4'   => 100000,
					'status'        => 'ordered',
				),
			)
		);
	}

	/**
	 * A stored invoice.
	 *
	 * @param int      $user_id  Owner.
	 * @param int|null $order_id Order.
	 * @param string   $date     Y-m-d.
	 * @param string   $control  Plain control code.
	 * @return array<string, mixed>
	 */
	private function invoice_for( int $user_id, ?int $order_id, string $date, string $control = 'ABCDEFGH' ): array {
		$number = strtoupper( $this->unique( 'T-R-' ) );
		$repo   = new InvoiceRepository();
		$id     = $repo->create(
			array(
				'user_id'      => $user_id,
				'order_id'     => $order_id,
				'number'       => $number,
				'issued_on'    => $date,
				'control_hash' => ControlCode::hash( $control ),
				'file'         => PrivateFiles::store( 'invoices', DemoPdf::render( array( 'TEST INVOICE ' . $number ) ) ),
				'gross_cents'  => 1250,
			)
		);
		return (array) $repo->find( $id );
	}

	/**
	 * A stored DoP.
	 *
	 * @param int    $product_id Product.
	 * @param string $control    Plain control code.
	 * @return array<string, mixed>
	 */
	private function dop_for( int $product_id, string $control = 'DOPCODE2' ): array {
		$number = strtoupper( $this->unique( 'T-DOP-' ) );
		$repo   = new DopRepository();
		$id     = $repo->create(
			array(
				'product_id'   => $product_id,
				'batch'        => null,
				'number'       => $number,
				'control_hash' => ControlCode::hash( $control ),
				'file'         => PrivateFiles::store( 'dops', DemoPdf::render( array( 'TEST DOP ' . $number ) ) ),
			)
		);
		return (array) $repo->find( $id );
	}

	/** A product post of the catalogue. */
	private function product(): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => 'kabelshop_cable',
				'post_status' => 'publish',
				'post_title'  => $this->unique( 'Test cable ' ),
			)
		);
	}
}
