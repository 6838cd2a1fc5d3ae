<?php
/**
 * Bank transfer instructions where the buyer sees them: the order answer, the barcode image, the
 * order page, the confirmation mail and the order PDF.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\OrderPdf;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\Hub3;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentReference;
use Kabelshop\Payments\PaymentSettings;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Payments\TransferMail;
use Kabelshop\Rest\Schemas\V1\PngImageResponse;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\PaymentInstructionsView;

/**
 * Issue 15, bank transfer: "GET kabelshop/v1/orders/{id} answers payment_instructions with the
 * exact text encoded in the barcode"; the success page, the mail and the PDF show IBAN, amount,
 * model and reference and the HUB-3 barcode.
 */
final class TransferInstructionsTest extends TestCase {

	use CommerceFixtures;
	use TransferFixtures;

	protected function setUp(): void {
		parent::setUp();
		$this->set_company();
	}

	protected function tearDown(): void {
		$this->restore_company();
		unset( $_GET['order'], $_GET['lang'] );
		parent::tearDown();
	}

	/**
	 * The barcode text an order of this buyer must carry.
	 *
	 * @param array<string, mixed> $order       Order answer.
	 * @param string               $description Payment description.
	 */
	private function expected_payload( array $order, string $description ): string {
		return implode(
			"\n",
			array(
				'HRVHUB30',
				'EUR',
				sprintf( '%015d', $order['gross_cents'] ),
				'ŽELJKO SENEKOVIĆ',
				'IVANEČKA ULICA 125',
				'42000 VARAŽDIN',
				'2DBK d.d.',
				'ALKARSKI PROLAZ 13B',
				'21230 SINJ',
				'HR1210010051863000160',
				'HR01',
				PaymentReference::for_order_number( $order['number'] ),
				PaymentSettings::get()['purpose_code'],
				$description,
			)
		);
	}

	public function test_the_order_answer_has_the_exact_barcode_text_of_a_bank_transfer_order(): void {
		$order        = $this->place_order( $this->transfer_buyer() );
		$instructions = $order['payment_instructions'];
		$this->assertIsArray( $instructions, 'POST orders answers them too (the success page reads them)' );
		$reference = PaymentReference::for_order_number( $order['number'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{7}$/', $reference );
		$this->assertTrue( PaymentReference::is_valid( $reference ) );

		$read = Locale::in_language( 'hr', fn(): array => $this->rest( 'GET', '/kabelshop/v1/orders/' . $order['id'] )->get_data()['order'] );
		$this->assertSame( 'HR1210010051863000160', $read['payment_instructions']['iban'] );
		$this->assertSame( $order['gross_cents'], $read['payment_instructions']['amount_cents'] );
		$this->assertGreaterThan( 0, $order['gross_cents'] );
		$this->assertSame( 'EUR', $read['payment_instructions']['currency'] );
		$this->assertSame( 'HR01', $read['payment_instructions']['model'] );
		$this->assertSame( $reference, $read['payment_instructions']['reference'] );
		$this->assertSame( $reference, $read['payment_reference'] );
		$this->assertSame( 'Narudžba ' . $order['number'], $read['payment_instructions']['description'] );
		$this->assertSame( $this->expected_payload( $order, 'Narudžba ' . $order['number'] ), $read['payment_instructions']['hub3_payload'] );
		$this->assertSame(
			array(
				'name'   => '2DBK d.d.',
				'street' => 'ALKARSKI PROLAZ 13B',
				'place'  => '21230 SINJ',
			),
			$read['payment_instructions']['recipient']
		);
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}$/', (string) $read['payment_instructions']['due_on'] );
	}

	public function test_no_instructions_for_card_contract_paid_or_without_an_iban(): void {
		global $wpdb;
		$buyer = $this->transfer_buyer();
		update_user_meta( $buyer, PaymentMethods::META_CONTRACT, '1' );
		$contract = $this->place_order( $buyer, PaymentMethods::CONTRACT );
		$this->assertNull( $contract['payment_instructions'], 'contract terms' );

		$card = $this->place_order( $buyer );
		$wpdb->update( OrderTable::name(), array( 'payment_method' => PaymentMethods::CARD ), array( 'id' => $card['id'] ) );
		$this->assertNull( $this->rest( 'GET', '/kabelshop/v1/orders/' . $card['id'] )->get_data()['order']['payment_instructions'], 'card' );

		$paid = $this->place_order( $buyer );
		$this->assertTrue(
			( new PaymentLedger() )->transition(
				(int) $paid['id'],
				PaymentStatus::PAID,
				array(
					'source'  => 'staff',
					'columns' => array(
						'paid_at'    => '2026-11-21 10:00:00',
						'paid_cents' => $paid['gross_cents'],
					),
				)
			)
		);
		$this->login( $buyer );
		$answer = $this->rest( 'GET', '/kabelshop/v1/orders/' . $paid['id'] )->get_data()['order'];
		$this->assertNull( $answer['payment_instructions'], 'paid' );
		$this->assertSame( 'paid', $answer['payment_status'] );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/orders/' . $paid['id'] . '/hub3.png' )->get_status(), 'no barcode once paid' );

		$open = $this->place_order( $buyer );
		$this->set_company( '' );
		$this->assertNull( $this->rest( 'GET', '/kabelshop/v1/orders/' . $open['id'] )->get_data()['order']['payment_instructions'], 'no IBAN: nothing to pay to' );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/orders/' . $open['id'] . '/hub3.png' )->get_status() );
	}

	public function test_the_barcode_image_is_the_owners_or_staffs_with_the_nonce_in_the_query(): void {
		$buyer = $this->transfer_buyer();
		$order = $this->place_order( $buyer );
		$route = '/kabelshop/v1/orders/' . $order['id'] . '/hub3.png';

		$own = $this->rest( 'GET', $route, array( 'lang' => 'en' ) );
		$this->assertSame( 200, $own->get_status(), (string) wp_json_encode( $own->get_data() ) );
		$this->assertInstanceOf( PngImageResponse::class, $own );
		$english = Locale::in_language( 'en', fn(): array => $this->rest( 'GET', '/kabelshop/v1/orders/' . $order['id'] )->get_data()['order'] ); // An English page's answer.
		$this->assertSame( $this->expected_payload( $order, 'Order ' . $order['number'] ), $english['payment_instructions']['hub3_payload'] );
		$this->assertSame( Hub3::png( $english['payment_instructions']['hub3_payload'] ), $own->png, 'the image holds the payload the English page shows' );
		$this->assertSame( $order['number'], $own->get_data()['number'] );
		$this->assertGreaterThan( 2 * $own->get_data()['height'], $own->get_data()['width'] );
		$croatian = $this->rest( 'GET', $route, array( 'lang' => 'hr' ) );
		$this->assertSame( Hub3::png( $this->expected_payload( $order, 'Narudžba ' . $order['number'] ) ), $croatian->png );
		$this->assertFieldError( $this->rest( 'GET', $route, array( 'lang' => 'de' ) ), 'lang' );

		// An <img> sends the nonce as _wpnonce in the query, no header.
		$query = $this->rest( 'GET', $route, array( '_wpnonce' => wp_create_nonce( 'wp_rest' ) ), array( 'nonce' => false ) );
		$this->assertSame( 200, $query->get_status() );
		$this->assertSame( 401, $this->rest( 'GET', $route, array(), array( 'nonce' => false ) )->get_status(), 'the cookie alone is a visitor' );
		$this->assertSame( 403, $this->rest( 'GET', $route, array( '_wpnonce' => 'wrong' ), array( 'nonce' => false ) )->get_status(), 'a wrong nonce is refused' );

		$this->login( $this->make_customer() );
		$other = $this->rest( 'GET', $route );
		$this->assertSame( 404, $other->get_status(), 'another customer: as if missing' );
		$this->assertSame( 'kabelshop_order_not_found', $other->get_data()['code'] );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/orders/999999999/hub3.png' )->get_status() );

		$this->login( 1 );
		$this->assertSame( 200, $this->rest( 'GET', $route )->get_status(), 'staff' );
		$this->logout();
		$this->assertSame( 401, $this->rest( 'GET', $route )->get_status() );
	}

	public function test_the_order_page_shows_the_block_while_awaiting_and_paid_on_once_paid(): void {
		$buyer = $this->transfer_buyer();
		$order = $this->place_order( $buyer );
		$stored = ( new OrderRepository() )->find( (int) $order['id'] );
		$this->in_english();
		$box = PaymentInstructionsView::for_page( (array) $stored );
		$html = $this->part( $box );
		$this->assertStringContainsString( 'Pay by bank transfer', $html );
		$this->assertStringContainsString( '<dd data-payment-field="iban">HR12 1001 0051 8630 0016 0</dd>', $html, 'IBAN in groups of four' );
		$this->assertStringContainsString( '<dd data-payment-field="reference">HR01 ' . $order['payment_reference'] . '</dd>', $html );
		$this->assertStringContainsString( '<dd data-payment-field="recipient">2DBK d.d., ALKARSKI PROLAZ 13B, 21230 SINJ</dd>', $html );
		$locale = Locale::bcp47();
		$this->assertStringContainsString( '<dd data-payment-field="amount">' . Format::money_cents( $order['gross_cents'], $locale ) . '</dd>', $html, 'the amount in the page\'s format' );
		$this->assertStringContainsString( '<dd data-payment-field="due">' . Format::date( (string) $stored['payment_due_on'], $locale ) . '</dd>', $html, 'pay-by date' );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\d$/', (string) $stored['payment_due_on'] );
		$this->assertStringContainsString( '/kabelshop/v1/orders/' . $order['id'] . '/hub3.png?', $html );
		$this->assertStringContainsString( '_wpnonce=', $html );
		$this->assertStringContainsString( 'alt="HUB-3 payment barcode', $html );
		$this->assertStringContainsString( 'scan it with your mobile banking app', $html );
		$this->assertStringContainsString( 'We prepare your order once the payment arrives.', $html );

		( new PaymentLedger() )->transition(
			(int) $order['id'],
			PaymentStatus::PAID,
			array(
				'source'  => 'staff',
				'columns' => array(
					'paid_at'    => '2026-11-21 10:00:00',
					'paid_cents' => $order['gross_cents'],
				),
			)
		);
		$paid = $this->part( PaymentInstructionsView::for_page( (array) ( new OrderRepository() )->find( (int) $order['id'] ) ) );
		$this->assertStringContainsString( 'Paid on ' . Format::date( '2026-11-21', $locale ), $paid );
		$this->assertStringNotContainsString( 'hub3.png', $paid );

		\Kabelshop\I18n\Locale::load_translations();
		$this->assertStringContainsString( 'Plaćeno 21.11.2026.', PaymentInstructionsView::paid_on( (array) ( new OrderRepository() )->find( (int) $order['id'] ) ) );

		$this->login( $buyer );
		$_GET['order'] = (string) $order['id'];
		$_GET['lang']  = 'hr';
		$box = \Kabelshop\View\OrderView::data()['payment_box'];
		$this->assertNull( $box['instructions'], 'OrderView hands the template part its data: paid, no instructions' );
		$this->assertSame( 'Plaćeno 21.11.2026.', $box['paid'] );
	}

	public function test_the_confirmation_mail_has_the_instructions_as_text_and_the_barcode_inline(): void {
		$dir = (string) getenv( 'KABELSHOP_MAIL_DIR' );
		$this->assertNotSame( '', $dir, 'bin/test.sh exports KABELSHOP_MAIL_DIR (the mail catcher\'s folder)' );
		$buyer = $this->transfer_buyer();
		$order = $this->place_order( $buyer );
		$mail  = $this->eml_to( $dir, (string) get_userdata( $buyer )->user_email, $order['number'] );
		$parts = $this->mime_parts( $mail );
		$types = array_column( $parts, 'type' );
		$this->assertContains( 'text/plain', $types );
		$this->assertContains( 'text/html', $types );
		$this->assertContains( 'application/pdf', $types, 'the PDF is still attached' );

		$text = $parts[ array_search( 'text/plain', $types, true ) ]['body'];
		$this->assertStringContainsString( 'Platite uplatom na račun:', $text );
		$this->assertStringContainsString( 'IBAN: HR12 1001 0051 8630 0016 0', $text );
		$this->assertStringContainsString( 'Model i poziv na broj: HR01 ' . $order['payment_reference'], $text );
		$this->assertStringContainsString( 'Hvala vam na narudžbi ' . $order['number'], $text, 'the rest of the mail is unchanged' );

		$html = $parts[ array_search( 'text/html', $types, true ) ]['body'];
		$this->assertStringContainsString( 'src="cid:' . TransferMail::CID . '"', $html );
		$this->assertStringContainsString( 'HR12 1001 0051 8630 0016 0', $html );

		$image = $parts[ array_search( 'image/png', $types, true ) ];
		$this->assertSame( '<' . TransferMail::CID . '>', $image['headers']['content-id'] ?? '' );
		$this->assertStringStartsWith( 'inline', $image['headers']['content-disposition'] ?? '' );
		$this->assertSame( Hub3::png( $order['payment_instructions']['hub3_payload'] ), $image['body'], 'the barcode of the order, as the success page shows it' );
	}

	public function test_the_pdf_shows_the_instructions_and_carries_the_barcode(): void {
		$buyer  = $this->transfer_buyer();
		$order  = $this->place_order( $buyer );
		$stored = (array) ( new OrderRepository() )->find( (int) $order['id'] );
		$file   = (string) tempnam( sys_get_temp_dir(), 'ks-pdf' );
		file_put_contents( $file, OrderPdf::render_in( $stored, 'hr' ) );
		$text   = (string) shell_exec( 'pdftotext -layout -enc UTF-8 ' . escapeshellarg( $file ) . ' - 2>&1' );
		$images = (string) shell_exec( 'pdfimages -list ' . escapeshellarg( $file ) . ' 2>&1' );
		unlink( $file );
		$flat = (string) preg_replace( '/ {2,}/', ' ', $text );
		$this->assertStringContainsString( 'PLATITE UPLATOM NA RAČUN', $flat, 'the heading (uppercase, as the PDF\'s headings are)' );
		$this->assertStringContainsString( 'IBAN HR12 1001 0051 8630 0016 0', $flat );
		$this->assertStringContainsString( 'HR01 ' . $order['payment_reference'], $flat );
		$this->assertStringContainsString( 'Narudžbu pripremamo čim uplata stigne.', $flat );
		$size = getimagesizefromstring( Hub3::png( $order['payment_instructions']['hub3_payload'] ) );
		$this->assertMatchesRegularExpression( '/^\s*\d+\s+\d+\s+image\s+' . $size[0] . '\s+' . $size[1] . '\s/m', $images, 'the barcode image is in the PDF at its own size' );

		( new PaymentLedger() )->transition( (int) $order['id'], PaymentStatus::PAID, array( 'source' => 'staff' ) );
		$this->assertNull( OrderPdf::view( (array) ( new OrderRepository() )->find( (int) $order['id'] ) )['transfer'], 'a paid order\'s PDF has no instructions' );
	}

	/**
	 * Renders templates/parts/payment-instructions.php.
	 *
	 * @param array<string, mixed> $args PaymentInstructionsView::for_page().
	 */
	private function part( array $args ): string {
		ob_start();
		load_template( get_template_directory() . '/templates/parts/payment-instructions.php', false, $args );
		return (string) ob_get_clean();
	}

	/**
	 * The raw .eml the mail catcher wrote for a recipient whose subject names the order.
	 *
	 * @param string $dir     Mail folder.
	 * @param string $to      Recipient.
	 * @param string $number  Order number.
	 */
	private function eml_to( string $dir, string $to, string $number ): string {
		foreach ( array_reverse( (array) glob( $dir . '/*.eml' ) ) as $file ) {
			$raw = (string) file_get_contents( (string) $file );
			if ( preg_match( '/^X-Envelope-To:.*' . preg_quote( strtolower( $to ), '/' ) . '/mi', $raw ) && str_contains( $raw, $number ) ) {
				return $raw;
			}
		}
		$this->fail( "no mail to $to about $number in $dir" );
	}

	/**
	 * The leaf parts of a MIME message, decoded.
	 *
	 * @param string $raw Message or part.
	 * @return list<array{type: string, headers: array<string, string>, body: string}>
	 */
	private function mime_parts( string $raw ): array {
		$raw                 = str_replace( "\r\n", "\n", $raw );
		list( $head, $body ) = array_pad( explode( "\n\n", $raw, 2 ), 2, '' );
		$headers             = array();
		foreach ( explode( "\n", (string) preg_replace( "/\n[ \t]+/", ' ', $head ) ) as $line ) {
			if ( str_contains( $line, ':' ) ) {
				list( $name, $value )              = explode( ':', $line, 2 );
				$headers[ strtolower( $name ) ] = trim( $value );
			}
		}
		$type = strtolower( trim( explode( ';', $headers['content-type'] ?? 'text/plain' )[0] ) );
		if ( str_starts_with( $type, 'multipart/' ) && preg_match( '/boundary="?([^";]+)"?/i', $headers['content-type'], $m ) ) {
			$parts = array();
			foreach ( array_slice( explode( '--' . $m[1], $body ), 1 ) as $chunk ) {
				if ( str_starts_with( $chunk, '--' ) ) {
					break;
				}
				$parts = array_merge( $parts, $this->mime_parts( ltrim( $chunk, "\n" ) ) );
			}
			return $parts;
		}
		$encoding = strtolower( $headers['content-transfer-encoding'] ?? '' );
		if ( 'base64' === $encoding ) {
			$body = (string) base64_decode( $body ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a MIME part.
		} elseif ( 'quoted-printable' === $encoding ) {
			$body = quoted_printable_decode( $body );
		}
		return array(
			array(
				'type'    => $type,
				'headers' => $headers,
				'body'    => $body,
			),
		);
	}
}
