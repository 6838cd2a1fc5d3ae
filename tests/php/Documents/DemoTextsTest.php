<?php
/**
 * The demo order's note and the demo PDFs in three languages (issue 27): each language's block
 * says DEMO, Croatian and Serbian letters are drawn (not '?'), and the seeded site has them.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Documents;

use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\Seeder as CommerceSeeder;
use Kabelshop\Documents\DemoPdf;
use Kabelshop\Documents\InvoiceRepository;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Documents\Seeder;
use Kabelshop\Tests\TestCase;

final class DemoTextsTest extends TestCase {

	public function test_the_pdf_font_draws_croatian_and_serbian_letters(): void {
		$this->assertSame( "Ra\x81un \x80\x82\x83\x84\x85 \x8A\x9A\x8E\x9E 90 \xB0C mm\xB2 0\x961", DemoPdf::encode( 'Račun ČĆćĐđ ŠšŽž 90 °C mm² 0–1' ) );
		$this->assertSame( 'A?B', DemoPdf::encode( 'A€B' ), 'a character the font lacks is a question mark' );
		$pdf = DemoPdf::render( array( 'DEMO RAČUN' ) );
		$this->assertStringStartsWith( '%PDF-1.4', $pdf );
		$this->assertStringContainsString( '/Differences [128 /Ccaron /ccaron /Cacute /cacute /Dcroat /dcroat]', $pdf );
		$this->assertStringContainsString( "(DEMO RA\x80UN) Tj", $pdf );
		$this->assertMatchesRegularExpression( '/startxref\n(\d+)\n%%EOF\n$/', $pdf );
		preg_match( '/startxref\n(\d+)\n/', $pdf, $m );
		$this->assertSame( 'xref', substr( $pdf, (int) $m[1], 4 ), 'the xref offset is right after the new font object' );
	}

	public function test_every_language_block_of_the_demo_documents_says_demo(): void {
		$invoice = Seeder::invoice_lines( 'DEMO-R-2026-0001', 'KS-2026-000001' );
		$this->assertSame( 'DEMO RAČUN DEMO-R-2026-0001 – nije stvarni račun', $invoice[0], 'Croatian first' );
		$this->assertContains( 'DEMO INVOICE DEMO-R-2026-0001 - not a real invoice', $invoice );
		$this->assertContains( 'DEMO RAČUN DEMO-R-2026-0001 – nije pravi račun', $invoice, 'Serbian' );
		$this->assertContains( 'Porudžbina KS-2026-000001', $invoice );
		$blocks = array_map( static fn( string $b ): array => explode( "\n", $b ), explode( "\n\n", implode( "\n", $invoice ) ) );
		$this->assertCount( 3, $blocks );
		foreach ( $blocks as $block ) {
			$this->assertStringStartsWith( 'DEMO ', $block[0] );
			$this->assertStringContainsString( Seeder::DEMO_CONTROL, end( $block ) );
		}
		$lines = explode( "\n", Seeder::ORDER_NOTE );
		$this->assertCount( 3, $lines );
		foreach ( $lines as $line ) {
			$this->assertStringStartsWith( 'DEMO ', $line );
		}
		$this->assertStringContainsString( 'porudžbina', $lines[2], 'Serbian says porudžbina, not narudžba' );
	}

	public function test_the_seeded_demo_order_and_documents_are_in_three_languages(): void {
		$user = get_user_by( 'email', CommerceSeeder::CUSTOMER_EMAIL );
		$this->assertNotFalse( $user );
		$order = ( new OrderRepository() )->find_by_key( (int) $user->ID, Seeder::ORDER_KEY );
		$this->assertNotNull( $order, 'the seed made the demo order' );
		$this->assertSame( Seeder::ORDER_NOTE, $order['note'] );
		foreach ( $order['items'] as $item ) {
			$this->assertStringNotContainsString( 'armoured', (string) $item['name'], 'item names as the Croatian pages show them' );
		}
		$invoice = ( new InvoiceRepository() )->find_by_number( Seeder::INVOICE_OLD );
		$this->assertNotNull( $invoice );
		$path = PrivateFiles::path( (string) $invoice['file'] );
		$this->assertNotNull( $path );
		$bytes = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local private file.
		$this->assertStringContainsString( DemoPdf::encode( 'DEMO RAČUN ' . Seeder::INVOICE_OLD ), $bytes );
		$this->assertStringContainsString( 'DEMO INVOICE ' . Seeder::INVOICE_OLD, $bytes );
		$this->assertStringContainsString( DemoPdf::encode( 'Porudžbina ' . $order['number'] ), $bytes );
		$dop = Seeder::dop_lines( Seeder::DOP_PREFIX . '1', (int) $order['items'][0]['product_id'] );
		$this->assertStringStartsWith( 'Proizvod: ', $dop[1] );
		$this->assertStringNotContainsString( 'armoured', $dop[1] . $dop[9], 'the product in Croatian and Serbian words' );
	}
}
