<?php
/**
 * Sending an inquiry list.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Inquiries;

use Kabelshop\Accounts\AccountMailer;
use Kabelshop\Inquiries\Inquiry;
use Kabelshop\Inquiries\InquiryMailer;
use Kabelshop\Inquiries\InquiryRepository;
use Kabelshop\Inquiries\InquiryTable;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Tests\Accounts\RegistrationRouteTest;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\Support\MakesStaff;
use Kabelshop\Tests\TestCase;

/**
 * POST kabelshop/v1/inquiries through the real REST server (spec: shop query). Each test comes
 * from its own IP so that the per-IP limit of one cannot touch another.
 */
final class InquiryRouteTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;
	use MakesStaff;

	protected function setUp(): void {
		parent::setUp();
		$_SERVER['REMOTE_ADDR'] = '203.0.' . wp_rand( 0, 255 ) . '.' . wp_rand( 1, 254 );
		$this->capture_mails();
		delete_option( BotCheckSettings::OPTION_SITE );
		delete_option( BotCheckSettings::OPTION_SECRET );
		update_option( AccountMailer::OPTION_SALES, 'sales-inquiry@example.test' );
		RegistrationRouteTest::use_language( 'en' );
		$this->logout();
	}

	protected function tearDown(): void {
		RegistrationRouteTest::use_language( null );
		$this->stop_capturing_mails();
		delete_option( AccountMailer::OPTION_SALES );
		$this->delete_staff();
		unset( $_SERVER['REMOTE_ADDR'] );
		parent::tearDown();
	}

	/**
	 * A valid body with these lines.
	 *
	 * @param list<array<string, mixed>> $lines Lines.
	 * @return array<string, mixed>
	 */
	private function body( array $lines ): array {
		return array(
			'company_name'   => 'Elektro Test d.o.o.',
			'oib'            => '',
			'contact_person' => 'Ana Anić',
			'email'          => $this->unique( 'buyer' ) . '@example.test',
			'phone'          => '+38531123456',
			'note'           => 'Please quote delivery to Osijek.',
			'lines'          => $lines,
		);
	}

	public function test_a_visitor_sends_and_lines_are_stored_with_server_prices(): void {
		$first  = $this->make_article( 12345 );
		$second = $this->make_article( 67890, null );
		$body   = $this->body(
			array(
				array( 'article_code' => $first, 'quantity_m' => 100, 'unit_price_e4' => 1, 'Cijena' => 0.0001 ),
				array( 'article_code' => $second, 'quantity_m' => 250 ),
			)
		);
		$response = $this->rest( 'POST', '/kabelshop/v1/inquiries', $body );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$number = $response->get_data()['number'];
		$this->assertMatchesRegularExpression( '/^UPIT-\d{6}$/', $number );

		$inquiry = ( new InquiryRepository() )->find( (int) substr( $number, 5 ) );
		$this->assertNotNull( $inquiry );
		$this->assertSame( 0, $inquiry['user_id'] );
		$this->assertSame( Inquiry::STATUS_NEW, $inquiry['status'] );
		$this->assertSame( $body['email'], $inquiry['email'] );
		$this->assertCount( 2, $inquiry['lines'] );
		$this->assertSame( array( $first, 100, 12345 ), array( $inquiry['lines'][0]['article_code'], $inquiry['lines'][0]['quantity_m'], $inquiry['lines'][0]['unit_price_e4'] ) );
		$this->assertSame( array( $second, 250, 67890 ), array( $inquiry['lines'][1]['article_code'], $inquiry['lines'][1]['quantity_m'], $inquiry['lines'][1]['unit_price_e4'] ) );
		$this->assertTrue( $inquiry['lines'][0]['price_is_demo'] );
	}

	public function test_mails_go_to_sales_and_a_copy_to_the_buyer(): void {
		$code     = $this->make_article( 12345 );
		$body     = $this->body( array( array( 'article_code' => $code, 'quantity_m' => 1500 ) ) );
		$response = $this->rest( 'POST', '/kabelshop/v1/inquiries', $body );
		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 2, $this->mails );
		$to = array_map( static fn( array $mail ): string => (string) $mail['to'], $this->mails );
		$this->assertContains( 'sales-inquiry@example.test', $to );
		$this->assertContains( $body['email'], $to );
		foreach ( $this->mails as $mail ) {
			$this->assertStringContainsString( $code, $mail['message'] );
		}
		$sales = $this->mail_to( 'sales-inquiry@example.test' );
		$this->assertStringContainsString( 'Elektro Test d.o.o.', $sales['message'] );
		$this->assertStringContainsString( 'Please quote delivery to Osijek.', $sales['message'] );
		// A visitor's receipt goes to whatever address was typed: it repeats nothing typed (issue 26).
		$copy = $this->mail_to( $body['email'] )['message'];
		$this->assertStringContainsString( '(demo price)', $copy, 'the buyer\'s copy in the buyer\'s English' );
		foreach ( array( 'Elektro Test', 'Please quote delivery', 'Ana Anić', '+38531123456' ) as $typed ) {
			$this->assertStringNotContainsString( $typed, $copy );
		}
		$this->assertStringContainsString( '(demo cijena)', $sales['message'], 'a sales mailbox that is no user reads Croatian' );
		$this->assertStringContainsString( 'Reply-To: ' . $body['email'], implode( "\n", (array) $sales['headers'] ) );
	}

	public function test_an_english_buyer_gets_english_and_croatian_sales_staff_get_croatian(): void {
		$sales = $this->staff_address( 'hr' );
		update_option( AccountMailer::OPTION_SALES, $sales );
		$code     = $this->make_article( 12345 );
		$body     = $this->body( array( array( 'article_code' => $code, 'quantity_m' => 1500 ) ) );
		$response = $this->rest( 'POST', '/kabelshop/v1/inquiries', $body );
		$this->assertSame( 200, $response->get_status() );
		$number = $response->get_data()['number'];
		$this->assertCount( 2, $this->mails );

		$notice = $this->mail_to( $sales );
		$this->assertSame( 'Upit ' . $number . ' od Elektro Test d.o.o.', $notice['subject'] );
		$this->assertStringContainsString( 'Iz webshopa je poslan novi upit:', $notice['message'] );
		$this->assertStringContainsString( 'Tvrtka: Elektro Test d.o.o.', $notice['message'] );
		$this->assertStringContainsString( ': 1.500 m po 1,2345 EUR/m (demo cijena)', $notice['message'], 'Croatian words and numbers' );
		$this->assertStringNotContainsString( 'Company:', $notice['message'] );

		$copy = $this->mail_to( $body['email'] );
		$this->assertSame( 'Your inquiry ' . $number . ' was received', $copy['subject'] );
		$this->assertStringContainsString( 'Thank you for your inquiry.', $copy['message'] );
		$this->assertStringNotContainsString( 'Company:', $copy['message'] );
		$this->assertStringContainsString( ': 1,500 m at 1.2345 EUR/m (demo price)', $copy['message'], 'English words and numbers' );
		$this->assertStringNotContainsString( 'Tvrtka', $copy['message'] );
	}

	public function test_a_serbian_buyer_gets_serbian_and_english_sales_staff_get_english(): void {
		$sales = $this->staff_address( 'en_US' );
		update_option( AccountMailer::OPTION_SALES, $sales );
		RegistrationRouteTest::use_language( 'sr' );
		$body = $this->body( array( array( 'article_code' => $this->make_article( 12345 ), 'quantity_m' => 1500 ) ) );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/inquiries', $body )->get_status() );

		$notice = $this->mail_to( $sales );
		$this->assertStringStartsWith( 'Inquiry UPIT-', $notice['subject'] );
		$this->assertStringContainsString( 'A new inquiry was sent from the webshop:', $notice['message'] );
		$this->assertStringContainsString( ': 1,500 m at 1.2345 EUR/m (demo price)', $notice['message'] );

		$copy = $this->mail_to( $body['email'] );
		$this->assertStringContainsString( 'Hvala na upitu. Naša prodaja će vam odgovoriti što pre.', $copy['message'] );
		$this->assertStringNotContainsString( 'Elektro Test', $copy['message'] );
		$this->assertStringContainsString( '(demo cena)', $copy['message'] );
	}

	public function test_sales_mail_falls_back_to_the_admin_address(): void {
		delete_option( AccountMailer::OPTION_SALES );
		$code = $this->make_article( 500 );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/inquiries', $this->body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ) ) )->get_status() );
		$to = array_map( static fn( array $mail ): string => (string) $mail['to'], $this->mails );
		$this->assertContains( get_option( 'admin_email' ), $to );
	}

	public function test_a_logged_in_customer_is_recorded(): void {
		$user = $this->make_customer();
		$this->login( $user );
		$code     = $this->make_article( 500 );
		$response = $this->rest( 'POST', '/kabelshop/v1/inquiries', $this->body( array( array( 'article_code' => $code, 'quantity_m' => 5 ) ) ) );
		$this->assertSame( 200, $response->get_status() );
		$inquiry = ( new InquiryRepository() )->find( (int) substr( $response->get_data()['number'], 5 ) );
		$this->assertSame( $user, $inquiry['user_id'] );
	}

	public function test_only_a_copy_to_the_senders_own_account_address_repeats_what_was_typed(): void {
		$user = $this->make_customer();
		$this->login( $user );
		$own          = $this->body( array( array( 'article_code' => $this->make_article( 500 ), 'quantity_m' => 5 ) ) );
		$own['email'] = (string) get_userdata( $user )->user_email;
		$own['note']  = 'Call https://example.test/offer before noon.';
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/inquiries', $own )->get_status() );
		$copy = $this->mail_to( $own['email'] )['message'];
		$this->assertStringContainsString( 'Company: Elektro Test d.o.o.', $copy );
		$this->assertStringContainsString( 'https://example.test/offer', $copy, 'the account\'s own address gets the whole copy' );

		$this->mails           = array();
		$other                 = $own;
		$other['email']        = $this->unique( 'someone-else' ) . '@example.test';
		$other['company_name'] = 'Visit https://spam.example.test now';
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/inquiries', $other )->get_status() );
		$copy = $this->mail_to( $other['email'] )['message'];
		$this->assertStringNotContainsString( 'spam.example.test', $copy );
		$this->assertStringNotContainsString( 'example.test/offer', $copy );
		$this->assertStringContainsString( 'You asked about these articles:', $copy );
		$this->assertStringContainsString( 'spam.example.test', $this->mail_to( 'sales-inquiry@example.test' )['message'], 'sales still read everything' );
	}

	/**
	 * Each field with a bad value, and the field the answer must name.
	 *
	 * @return array<string, array{0: string, 1: mixed}>
	 */
	public static function bad_fields(): array {
		return array(
			'company missing'   => array( 'company_name', '' ),
			'company too long'  => array( 'company_name', str_repeat( 'x', 151 ) ),
			'contact missing'   => array( 'contact_person', '  ' ),
			'email missing'     => array( 'email', '' ),
			'email not valid'   => array( 'email', 'ana@' ),
			'phone missing'     => array( 'phone', '' ),
			'phone not valid'   => array( 'phone', '12a45' ),
			'oib not valid'     => array( 'oib', '12' ),
			'note too long'     => array( 'note', str_repeat( 'n', 1001 ) ),
			'no lines'          => array( 'lines', array() ),
			'zero metres'       => array( 'lines', array( array( 'article_code' => 'X', 'quantity_m' => 0 ) ) ),
			'fractional metres' => array( 'lines', array( array( 'article_code' => 'X', 'quantity_m' => 1.5 ) ) ),
			'no code'           => array( 'lines', array( array( 'quantity_m' => 3 ) ) ),
		);
	}

	/**
	 * @dataProvider bad_fields
	 *
	 * @param string $field Field.
	 * @param mixed  $value Bad value.
	 */
	public function test_each_bad_field_is_named_and_nothing_is_stored( string $field, $value ): void {
		global $wpdb;
		$table  = InquiryTable::name();
		$before = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$body   = $this->body( array( array( 'article_code' => $this->make_article( 100 ), 'quantity_m' => 10 ) ) );
		$body[ $field ] = $value;
		$response       = $this->rest( 'POST', '/kabelshop/v1/inquiries', $body );
		$this->assertFieldError( $response, $field );
		$this->assertSame( $before, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame( array(), $this->mails );
	}

	public function test_every_bad_field_is_named_in_one_answer(): void {
		$response = $this->rest( 'POST', '/kabelshop/v1/inquiries', array( 'lines' => array() ) );
		$this->assertSame( 400, $response->get_status() );
		$fields = array_keys( $response->get_data()['data']['fields'] );
		sort( $fields );
		$this->assertSame( array( 'company_name', 'contact_person', 'email', 'lines', 'phone' ), $fields );
	}

	public function test_an_unknown_article_is_refused_naming_lines(): void {
		$body     = $this->body( array( array( 'article_code' => 'NO-SUCH-' . $this->unique(), 'quantity_m' => 10 ) ) );
		$response = $this->rest( 'POST', '/kabelshop/v1/inquiries', $body );
		$this->assertFieldError( $response, 'lines' );
		$this->assertStringContainsString( 'NO-SUCH-', $response->get_data()['message'] );
	}

	public function test_without_the_xsrf_token_nothing_is_sent(): void {
		$body     = $this->body( array( array( 'article_code' => $this->make_article( 100 ), 'quantity_m' => 10 ) ) );
		$response = $this->rest( 'POST', '/kabelshop/v1/inquiries', $body, array( 'xsrf' => false ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_rate_limit_answers_429_translated(): void {
		$code = $this->make_article( 100 );
		for ( $i = 0; $i < BotCheckSettings::address_limit(); $i++ ) {
			$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/inquiries', $this->body( array( array( 'article_code' => $code, 'quantity_m' => 1 ) ) ) )->get_status() );
		}
		$response = $this->rest( 'POST', '/kabelshop/v1/inquiries', $this->body( array( array( 'article_code' => $code, 'quantity_m' => 1 ) ) ) );
		$this->assertSame( 429, $response->get_status() );
		$this->assertSame( 'kabelshop_inquiry_rate_limited', $response->get_data()['code'] );
		$this->assertGreaterThan( 0, $response->get_data()['data']['retry_after'] );

		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 254 );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/inquiries', $this->body( array( array( 'article_code' => $code, 'quantity_m' => 1 ) ) ) )->get_status(), 'another IP is not limited' );
	}

	public function test_with_the_bot_check_on_a_missing_token_is_refused(): void {
		update_option( BotCheckSettings::OPTION_SITE, 'site-key' );
		update_option( BotCheckSettings::OPTION_SECRET, 'secret-key' );
		try {
			$body     = $this->body( array( array( 'article_code' => $this->make_article( 100 ), 'quantity_m' => 10 ) ) );
			$response = $this->rest( 'POST', '/kabelshop/v1/inquiries', $body );
			$this->assertFieldError( $response, 'cf-turnstile-response' );
			$this->assertSame( array(), $this->mails );
		} finally {
			delete_option( BotCheckSettings::OPTION_SITE );
			delete_option( BotCheckSettings::OPTION_SECRET );
		}
	}

	public function test_statuses_change_only_to_known_values(): void {
		$code       = $this->make_article( 100 );
		$response   = $this->rest( 'POST', '/kabelshop/v1/inquiries', $this->body( array( array( 'article_code' => $code, 'quantity_m' => 10 ) ) ) );
		$id         = (int) substr( $response->get_data()['number'], 5 );
		$repository = new InquiryRepository();
		$this->assertTrue( $repository->update_status( $id, Inquiry::STATUS_ANSWERED, 'Offer sent by mail.' ) );
		$this->assertSame( array( 'answered', 'Offer sent by mail.' ), array( $repository->find( $id )['status'], $repository->find( $id )['staff_note'] ) );
		$this->assertTrue( $repository->update_status( $id, Inquiry::STATUS_CLOSED, '' ) );
		$this->assertSame( 'closed', $repository->find( $id )['status'] );
		$this->assertFalse( $repository->update_status( $id, 'deleted', '' ) );
		$this->assertSame( 'closed', $repository->find( $id )['status'] );
		$this->assertSame( 'UPIT-' . str_pad( (string) $id, 6, '0', STR_PAD_LEFT ), InquiryMailer::number( $id ) );
		$page = $repository->page( 'closed', 1, 200 );
		$this->assertContains( $id, array_column( $page['rows'], 'id' ) );
		$this->assertNotContains( $id, array_column( $repository->page( 'new', 1, 200 )['rows'], 'id' ) );
	}
}
