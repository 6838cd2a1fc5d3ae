<?php
/**
 * Demo documents (issue 4 demo seed).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\Seeder as CommerceSeeder;

/**
 * Idempotent: for the demo customer (Commerce\Seeder) a DEMO order of two catalogue articles
 * (created once, status delivered, note saying DEMO), two DEMO invoices for it (one dated the day
 * before the first seeding, one dated that day, so the business-hours rule of the DoPs can be seen),
 * and a DEMO declaration of performance for each product of the order. Every PDF says DEMO on its
 * first line. Control codes of demo documents are fixed (DEMO_CONTROL, DOP_CONTROL) so the README
 * can name a pair to try the document search with; real documents get random ones.
 */
final class Seeder {

	public const ORDER_KEY     = 'demo-documents-order';
	public const INVOICE_OLD   = 'DEMO-R-2026-0001';
	public const INVOICE_TODAY = 'DEMO-R-2026-0002';
	public const DEMO_CONTROL  = 'DEMOK7QZ';
	public const DOP_CONTROL   = 'DEMODOP2';
	public const DOP_PREFIX    = 'DEMO-DOP-';

	/**
	 * Runs the seeding.
	 *
	 * @return list<string> Console lines.
	 */
	public static function run(): array {
		$user = get_user_by( 'email', CommerceSeeder::CUSTOMER_EMAIL );
		if ( ! $user ) {
			return array( 'documents: no demo customer, nothing seeded' );
		}
		$order = self::order( (int) $user->ID );
		if ( null === $order ) {
			return array( 'documents: no catalogue articles, nothing seeded' );
		}
		$today = new \DateTimeImmutable( 'now', DocumentSettings::zone() );
		self::invoice( (int) $user->ID, $order, self::INVOICE_OLD, $today->modify( '-1 day' )->format( 'Y-m-d' ) );
		self::invoice( (int) $user->ID, $order, self::INVOICE_TODAY, $today->format( 'Y-m-d' ) );
		$dops = 0;
		foreach ( array_unique( array_map( static fn( $item ) => (int) $item['product_id'], $order['items'] ) ) as $product_id ) {
			$dops += self::dop( $product_id );
		}
		return array(
			sprintf( 'documents: demo order %s with invoices %s and %s, %d demo DoPs', $order['number'], self::INVOICE_OLD, self::INVOICE_TODAY, $dops ),
			sprintf( 'documents: try the document search with number %s and control number %s', self::INVOICE_OLD, self::DEMO_CONTROL ),
		);
	}

	/**
	 * The demo order, created once from the first two priced articles.
	 *
	 * @param int $user_id Demo customer.
	 * @return array<string, mixed>|null
	 */
	private static function order( int $user_id ): ?array {
		global $wpdb;
		$orders   = new OrderRepository();
		$existing = $orders->find_by_key( $user_id, self::ORDER_KEY );
		if ( null !== $existing ) {
			return $existing;
		}
		$table = ArticleTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$articles = (array) $wpdb->get_results( $wpdb->prepare( "SELECT article_code, product_id, size_label, packaging, unit_price_e4 FROM {$table} WHERE unit_price_e4 > 0 AND product_id > 0 ORDER BY product_id, id LIMIT %d", 50 ), ARRAY_A );
		$picked   = array();
		foreach ( $articles as $article ) {
			$picked[ (int) $article['product_id'] ] ??= $article;
		}
		$picked = array_slice( array_values( $picked ), 0, 2 );
		if ( ! $picked ) {
			return null;
		}
		$items = array();
		$net   = 0;
		foreach ( $picked as $article ) {
			$line    = 100 * (int) $article['unit_price_e4'];
			$net    += intdiv( $line + 50, 100 );
			$items[] = array(
				'article_code'  => (string) $article['article_code'],
				'product_id'    => (int) $article['product_id'],
				'name'          => (string) get_the_title( (int) $article['product_id'] ),
				'size_label'    => (string) $article['size_label'],
				'packaging'     => (string) $article['packaging'],
				'quantity_m'    => 100,
				'unit_price_e4' => (int) $article['unit_price_e4'],
				'line_net_e4'   => $line,
				'status'        => 'delivered',
			);
		}
		$vat = intdiv( $net * 25 + 50, 100 );
		return $orders->create(
			array(
				'user_id'          => $user_id,
				'status'           => 'delivered',
				'idempotency_key'  => self::ORDER_KEY,
				'note'             => 'DEMO order for the demo invoices (not a real order)',
				'delivery_method'  => 'pickup',
				'delivery_address' => null,
				'payment_method'   => 'bank_transfer',
				'currency'         => 'EUR',
				'discount_percent' => 0,
				'subtotal_cents'   => $net,
				'discount_cents'   => 0,
				'net_cents'        => $net,
				'delivery_cents'   => 0,
				'vat_percent'      => 25,
				'vat_cents'        => $vat,
				'gross_cents'      => $net + $vat,
			),
			$items
		);
	}

	/**
	 * Creates a demo invoice once (its file again if it went missing).
	 *
	 * @param int                  $user_id Customer.
	 * @param array<string, mixed> $order   Demo order.
	 * @param string               $number  Invoice number.
	 * @param string               $date    Y-m-d used when it is created.
	 */
	private static function invoice( int $user_id, array $order, string $number, string $date ): void {
		global $wpdb;
		$repo     = new InvoiceRepository();
		$existing = $repo->find_by_number( $number );
		$pdf      = DemoPdf::render( array( 'DEMO INVOICE ' . $number . ' - not a real invoice', 'Order ' . $order['number'], 'Control number: ' . self::DEMO_CONTROL ) );
		if ( null !== $existing ) {
			if ( null === PrivateFiles::path( (string) $existing['file'] ) ) {
				$wpdb->update( DocumentTables::invoices(), array( 'file' => PrivateFiles::store( 'invoices', $pdf ) ), array( 'id' => $existing['id'] ) );
			}
			$wpdb->update( DocumentTables::invoices(), array( 'control_hash' => ControlCode::hash( self::DEMO_CONTROL ) ), array( 'id' => $existing['id'] ) );
			return;
		}
		$repo->create(
			array(
				'user_id'      => $user_id,
				'order_id'     => (int) $order['id'],
				'number'       => $number,
				'issued_on'    => $date,
				'control_hash' => ControlCode::hash( self::DEMO_CONTROL ),
				'file'         => PrivateFiles::store( 'invoices', $pdf ),
				'net_cents'    => (int) $order['net_cents'],
				'gross_cents'  => (int) $order['gross_cents'],
			)
		);
	}

	/**
	 * Creates a product's demo DoP once.
	 *
	 * @param int $product_id Product.
	 * @return int 1 when it exists afterwards.
	 */
	private static function dop( int $product_id ): int {
		global $wpdb;
		$number   = self::DOP_PREFIX . $product_id;
		$repo     = new DopRepository();
		$existing = $repo->find_by_number( $number );
		$pdf      = DemoPdf::render( array( 'DEMO DECLARATION OF PERFORMANCE ' . $number . ' - not a real DoP', 'Product: ' . get_the_title( $product_id ), 'Regulation (EU) 305/2011, EN 50575 (demo text only)' ) );
		if ( null !== $existing ) {
			if ( null === PrivateFiles::path( (string) $existing['file'] ) ) {
				$wpdb->update( DocumentTables::dops(), array( 'file' => PrivateFiles::store( 'dops', $pdf ) ), array( 'id' => $existing['id'] ) );
			}
			$wpdb->update( DocumentTables::dops(), array( 'control_hash' => ControlCode::hash( self::DOP_CONTROL ) ), array( 'id' => $existing['id'] ) );
			return 1;
		}
		$repo->create(
			array(
				'product_id'   => $product_id,
				'batch'        => null,
				'number'       => $number,
				'control_hash' => ControlCode::hash( self::DOP_CONTROL ),
				'file'         => PrivateFiles::store( 'dops', $pdf ),
			)
		);
		return 1;
	}
}
