<?php
/**
 * The order confirmation PDF: Croatian letters, contents, language, ownership, mail attachment.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\OrderMailer;
use Kabelshop\Commerce\OrderPdf;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\Rest\Schemas\V1\DocumentFileResponse;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * The PDF's text is read back with poppler's pdftotext (Debian poppler-utils, installed by
 * bin/setup.sh): what a person sees and can copy, through the embedded font's ToUnicode map, not
 * the HTML we gave dompdf. The demo PDFs of issue 13 turned "č" and "š" into "?"; the core PDF fonts
 * (Helvetica) have no "đ" or "č" at all.
 */
final class OrderPdfTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;
	use OrderStaffFixtures;

	/** @var list<string> Attachments' bytes as they were when wp_mail() was called. */
	private array $attached = array();

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		add_filter( 'wp_mail', array( $this, 'keep_attachments' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'wp_mail', array( $this, 'keep_attachments' ) );
		$this->stop_capturing_mails();
		parent::tearDown();
	}

	/**
	 * Keeps the bytes of each attachment (the mailer deletes its temporary file after sending).
	 *
	 * @param array<string, mixed> $mail wp_mail arguments.
	 * @return array<string, mixed>
	 */
	public function keep_attachments( array $mail ): array {
		foreach ( (array) ( $mail['attachments'] ?? array() ) as $path ) {
			$this->attached[ basename( (string) $path ) ] = (string) file_get_contents( (string) $path );
		}
		return $mail;
	}

	/**
	 * The text of a PDF as pdftotext reads it (layout kept, so a table row stays on one line).
	 *
	 * @param string $pdf PDF bytes.
	 */
	private function text_of( string $pdf ): string {
		$this->assertNotSame( '', trim( (string) shell_exec( 'command -v pdftotext' ) ), 'pdftotext (poppler-utils) is needed: bin/setup.sh installs it' );
		$file = (string) tempnam( sys_get_temp_dir(), 'ks-pdf' );
		file_put_contents( $file, $pdf );
		$text = (string) shell_exec( 'pdftotext -layout -enc UTF-8 ' . escapeshellarg( $file ) . ' - 2>&1' );
		unlink( $file );
		return $text;
	}

	public function test_the_pdf_keeps_croatian_letters_and_shows_everything_on_the_order(): void {
		$order = $this->b2b_order( $this->b2b_buyer() );
		$pdf   = OrderPdf::render_in( $order, 'hr' );
		$this->assertStringStartsWith( '%PDF-', $pdf );
		$text = $this->text_of( $pdf );

		foreach ( array( 'č', 'ć', 'đ', 'š', 'ž', 'Č', 'Ž', 'Đ' ) as $letter ) {
			$this->assertStringContainsString( $letter, $text, "the letter {$letter} prints as itself" );
		}
		$this->assertStringNotContainsString( '?', $text, 'no letter turned into "?"' );
		$this->assertStringContainsString( 'Čelik-Žica Đurđević d.o.o.', $text );
		$this->assertStringContainsString( 'Potvrda narudžbe ' . $order['number'], $text );
		$this->assertStringContainsString( 'Broj narudžbenice: NAR-2026/0042', preg_replace( '/ {2,}/', ' ', $text ) );
		$this->assertStringContainsString( '14.03.2030.', $text, 'requested delivery date, Croatian format' );
		$this->assertStringContainsString( 'Đuro Šarić, +385 91 765 4321', $text, 'site contact' );
		$this->assertStringContainsString( 'Testna ulica 1, 31000 Osijek, HR', $text, 'delivery address' );
		$this->assertStringContainsString( 'Bankovna uplata', $text, 'payment' );
		$this->assertStringContainsString( 'Dostava na gradilište, istovar viličarom; zvati prije dolaska.', preg_replace( '/\s+/', ' ', $text ) );
		$this->assertStringContainsString( '300 m nije bilo na zalihi pri narudžbi, očekuje se 10.03.2030.', preg_replace( '/\s+/', ' ', $text ), 'backorder note' );
		$this->assertMatchesRegularExpression( '/Ukupno\s+' . preg_quote( number_format( $order['gross_cents'] / 100, 2, ',', '.' ), '/' ) . ' €/u', $text, 'gross total as priced' );
		$this->assertStringContainsString( '0,1870 €', $text, 'unit price per metre with 4 decimals' );
	}

	public function test_the_pdf_is_in_the_asked_language(): void {
		$order = $this->b2b_order( $this->b2b_buyer() );
		$en    = $this->text_of( OrderPdf::render_in( $order, 'en' ) );
		$this->assertStringContainsString( 'Order confirmation ' . $order['number'], $en );
		$this->assertStringContainsString( '03/14/2030', $en );
		$sr = $this->text_of( OrderPdf::render_in( $order, 'sr' ) );
		$this->assertStringContainsString( 'Potvrda porudžbine ' . $order['number'], $sr );
		$this->assertStringContainsString( 'Čelik-Žica Đurđević', $sr );
	}

	public function test_the_buyer_downloads_their_own_pdf_another_customer_gets_404_staff_any(): void {
		$buyer = $this->b2b_buyer();
		$order = $this->b2b_order( $buyer );
		$route = '/kabelshop/v1/orders/' . $order['id'] . '/pdf';

		$this->login( $buyer );
		$own = $this->rest( 'GET', $route, array( 'lang' => 'en' ) );
		$this->assertSame( 200, $own->get_status(), (string) wp_json_encode( $own->get_data() ) );
		$this->assertInstanceOf( DocumentFileResponse::class, $own );
		$this->assertSame( $order['number'] . '.pdf', $own->filename );
		$this->assertStringContainsString( 'Order confirmation ' . $order['number'], $this->text_of( (string) file_get_contents( $own->path ) ) );
		$this->assertFieldError( $this->rest( 'GET', $route, array( 'lang' => 'de' ) ), 'lang' );

		$this->login( $this->make_customer() );
		$other = $this->rest( 'GET', $route );
		$this->assertSame( 404, $other->get_status(), 'another customer: not found, like a missing order' );
		$this->assertSame( 'kabelshop_order_not_found', $other->get_data()['code'] );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/orders/999999999/pdf' )->get_status() );

		$this->login( $this->staff_id() );
		update_user_meta( $this->staff_id(), 'locale', 'en_US' );
		try {
			$staff = $this->rest( 'GET', $route );
		} finally {
			delete_user_meta( $this->staff_id(), 'locale' );
		}
		$this->assertSame( 200, $staff->get_status() );
		$this->assertStringContainsString( 'Order confirmation', $this->text_of( (string) file_get_contents( $staff->path ) ), 'staff: their wp-admin language' );

		$this->logout();
		$this->assertSame( 401, $this->rest( 'GET', $route )->get_status() );
	}

	public function test_the_confirmation_mail_carries_the_pdf_in_the_buyers_language(): void {
		$buyer = $this->b2b_buyer();
		$order = $this->b2b_order( $buyer );
		LocalizedMail::send_in( 'hr', static fn(): bool => ( new OrderMailer() )->send_confirmation( $order ) );
		$mail = $this->mail_to( get_userdata( $buyer )->user_email );
		$this->assertCount( 1, (array) $mail['attachments'] );
		$name = $order['number'] . '.pdf';
		$this->assertArrayHasKey( $name, $this->attached );
		$this->assertStringContainsString( 'Potvrda narudžbe ' . $order['number'], $this->text_of( $this->attached[ $name ] ) );
		$this->assertFileDoesNotExist( (string) $mail['attachments'][0], 'the temporary file is removed after sending' );
	}
}
