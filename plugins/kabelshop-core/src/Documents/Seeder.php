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
use Kabelshop\Catalog\TypeWords;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Commerce\Seeder as CommerceSeeder;
use Kabelshop\I18n\LanguageRouter;

/**
 * Idempotent: for the demo customer (Commerce\Seeder) a DEMO order of two catalogue articles
 * (created once, status delivered, note saying DEMO), two DEMO invoices for it (one dated the day
 * before the first seeding, one dated that day, so the business-hours rule of the DoPs can be seen),
 * and a DEMO declaration of performance for each product of the order. Every PDF says DEMO on its
 * first line. Control codes of demo documents are fixed (DEMO_CONTROL, DOP_CONTROL) so the README
 * can name a pair to try the document search with; real documents get random ones.
 *
 * Three languages (issue 27): an order, an invoice and a DoP are one record each, read by buyers of
 * every language, so the demo texts carry Croatian, English and Serbian, each labelled DEMO: the
 * order's note is one line per language (ORDER_NOTE; a site seeded with the older English-only note
 * gets the new one), and each PDF has a block per language (hr, en, sr; a product's name as that
 * language's page shows it, Catalog\TypeWords). The files are written again on every seeding, so an
 * older seed's English-only PDFs are replaced.
 */
final class Seeder {

	public const ORDER_KEY     = 'demo-documents-order';
	public const INVOICE_OLD   = 'DEMO-R-2026-0001';
	public const INVOICE_TODAY = 'DEMO-R-2026-0002';
	public const DEMO_CONTROL  = 'DEMOK7QZ';
	public const DOP_CONTROL   = 'DEMODOP2';
	public const DOP_PREFIX    = 'DEMO-DOP-';

	/** The demo order's note: one line per language (hr, en, sr), each saying DEMO. */
	public const ORDER_NOTE = "DEMO narudžba za demo račune (nije stvarna narudžba).\nDEMO order for the demo invoices (not a real order).\nDEMO porudžbina za demo račune (nije prava porudžbina).";

	/** The note of seeds before issue 27 (English only), replaced by ORDER_NOTE. */
	private const OLD_NOTE = 'DEMO order for the demo invoices (not a real order)';

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
			if ( self::OLD_NOTE === $existing['note'] ) {
				// Seeded before issue 27: the note and the item names were English only.
				$wpdb->update( OrderTable::name(), array( 'note' => self::ORDER_NOTE ), array( 'id' => (int) $existing['id'] ) );
				$existing['note'] = self::ORDER_NOTE;
				foreach ( $existing['items'] as $i => $item ) {
					$name = TypeWords::localise( (string) $item['name'], 'hr' );
					$wpdb->update( OrderTable::items_name(), array( 'name' => $name ), array( 'id' => (int) $item['id'] ) );
					$existing['items'][ $i ]['name'] = $name;
				}
			}
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
				// The name as the shop's Croatian pages show it (what a Croatian buyer's cart stores, issue 27).
				'name'          => TypeWords::localise( (string) get_post_field( 'post_title', (int) $article['product_id'] ), 'hr' ),
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
				'note'             => self::ORDER_NOTE,
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
		$pdf      = DemoPdf::render( self::invoice_lines( $number, (string) $order['number'] ) );
		if ( null !== $existing ) {
			self::replace_file( DocumentTables::invoices(), 'invoices', $existing, $pdf );
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
		$pdf      = DemoPdf::render( self::dop_lines( $number, $product_id ) );
		if ( null !== $existing ) {
			self::replace_file( DocumentTables::dops(), 'dops', $existing, $pdf );
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

	/**
	 * The demo invoice's text: a block per language (hr, en, sr), each starting with DEMO.
	 *
	 * @param string $number       Invoice number.
	 * @param string $order_number Order number.
	 * @return list<string>
	 */
	public static function invoice_lines( string $number, string $order_number ): array {
		return array(
			'DEMO RAČUN ' . $number . ' – nije stvarni račun',
			'Narudžba ' . $order_number,
			'Kontrolni broj: ' . self::DEMO_CONTROL,
			'',
			'DEMO INVOICE ' . $number . ' - not a real invoice',
			'Order ' . $order_number,
			'Control number: ' . self::DEMO_CONTROL,
			'',
			'DEMO RAČUN ' . $number . ' – nije pravi račun',
			'Porudžbina ' . $order_number,
			'Kontrolni broj: ' . self::DEMO_CONTROL,
		);
	}

	/**
	 * The demo DoP's text: a block per language (hr, en, sr), each starting with DEMO; the product's
	 * name is its version's title in that language, as its page shows it.
	 *
	 * @param string $number     DoP number.
	 * @param int    $product_id Product (the Croatian record).
	 * @return list<string>
	 */
	public static function dop_lines( string $number, int $product_id ): array {
		$name = static function ( string $language ) use ( $product_id ): string {
			$post = get_post( LanguageRouter::post_in( $product_id, $language ) );
			$post = $post instanceof \WP_Post ? $post : get_post( $product_id );
			return TypeWords::localise( $post instanceof \WP_Post ? $post->post_title : '', $language );
		};
		return array(
			'DEMO IZJAVA O SVOJSTVIMA ' . $number . ' – nije stvarna izjava',
			'Proizvod: ' . $name( 'hr' ),
			'Uredba (EU) br. 305/2011, EN 50575 (samo demo tekst)',
			'',
			'DEMO DECLARATION OF PERFORMANCE ' . $number . ' - not a real DoP',
			'Product: ' . $name( 'en' ),
			'Regulation (EU) 305/2011, EN 50575 (demo text only)',
			'',
			'DEMO IZJAVA O PERFORMANSAMA ' . $number . ' – nije prava izjava',
			'Proizvod: ' . $name( 'sr' ),
			'Uredba (EU) br. 305/2011, EN 50575 (samo demo tekst)',
		);
	}

	/**
	 * Writes a demo document's file again (the texts may have changed since it was seeded) and
	 * removes the previous file.
	 *
	 * @param string               $table    Documents table.
	 * @param string               $kind     PrivateFiles folder: 'invoices' | 'dops'.
	 * @param array<string, mixed> $existing The document's row.
	 * @param string               $pdf      New PDF bytes.
	 */
	private static function replace_file( string $table, string $kind, array $existing, string $pdf ): void {
		global $wpdb;
		$old = PrivateFiles::path( (string) $existing['file'] );
		if ( null !== $old && file_get_contents( $old ) === $pdf ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local private file.
			return;
		}
		$wpdb->update( $table, array( 'file' => PrivateFiles::store( $kind, $pdf ) ), array( 'id' => $existing['id'] ) );
		PrivateFiles::delete( (string) $existing['file'] );
	}
}
