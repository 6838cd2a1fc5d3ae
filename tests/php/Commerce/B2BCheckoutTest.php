<?php
/**
 * The B2B checkout fields of POST orders: PO number, requested delivery date, site contact, R1.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Accounts\ProfileData;
use Kabelshop\Commerce\B2BFields;
use Kabelshop\Commerce\LeadTime;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Domain\ShopException;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\OrderView;

/**
 * The server checks every B2B field (400 naming it, translated), stores the R1 data as a snapshot,
 * answers the fields in GET orders/{id}, on the order page and in the buyer's mail, and keeps
 * another customer's order out of reach. Today is fixed at Tuesday 22 December 2026 (Europe/Zagreb):
 * 25 and 26 December are public holidays, the earliest day is Wednesday the 23rd.
 */
final class B2BCheckoutTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;
	use StockFixtures;

	private const ROUTE = '/kabelshop/v1/orders';

	/** A valid OIB (ISO 7064 MOD 11,10; tests/fixtures/id_test_vectors.json). */
	private const OIB = '81793146560';

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		$this->today_is( '2026-12-22' );
	}

	protected function tearDown(): void {
		$this->reset_stock_settings();
		$this->stop_capturing_mails();
		parent::tearDown();
	}

	/**
	 * An approved customer with company name and OIB in the profile, logged in.
	 *
	 * @param string $company_id OIB, MB or ''.
	 */
	private function customer( string $company_id = self::OIB ): int {
		$user = $this->make_customer();
		update_user_meta( $user, ProfileData::META_COMPANY_NAME, 'Elektro Test d.o.o.' );
		update_user_meta( $user, ProfileData::META_COMPANY_ID, $company_id );
		$this->login( $user );
		return $user;
	}

	/**
	 * POST orders with one line of 100 m and the given B2B fields.
	 *
	 * @param array<string, mixed> $fields Body fields over the defaults.
	 * @param string|null          $code   Article code (a new one with plenty in stock when null).
	 * @param int                  $metres Quantity.
	 */
	private function order( array $fields, ?string $code = null, int $metres = 100 ): \WP_REST_Response {
		$code = $code ?? $this->make_article( 1870 );
		return $this->rest(
			'POST',
			self::ROUTE,
			$this->order_body(
				array(
					array(
						'article_code' => $code,
						'quantity_m'   => $metres,
					),
				),
				$fields
			),
			$this->with_key()
		);
	}

	/**
	 * The message of a 400 answer.
	 *
	 * @param \WP_REST_Response $response Response.
	 */
	private function message( \WP_REST_Response $response ): string {
		return (string) ( $response->get_data()['message'] ?? '' );
	}

	public function test_all_fields_are_stored_normalised_and_answered(): void {
		global $wpdb;
		$user     = $this->customer();
		$response = $this->order(
			array(
				'po_number'               => "  PO-2026/117 Gradilište\u{00A0}Split ",
				'requested_delivery_date' => '2026-12-28',
				'site_contact_name'       => 'Ivo Ivić',
				'site_contact_phone'      => '+385 91 123 4567',
				'r1_invoice'              => true,
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$order = $response->get_data()['order'];
		$this->assertSame( 'PO-2026/117 Gradilište Split', $order['po_number'], 'trimmed, the no-break space made plain' );
		$this->assertSame( '2026-12-28', $order['requested_delivery_date'] );
		$this->assertSame( 'Ivo Ivić', $order['site_contact_name'] );
		$this->assertSame( '+385911234567', $order['site_contact_phone'], 'spaces removed' );
		$this->assertSame( 'Elektro Test d.o.o.', $order['billing_company'] );
		$this->assertSame( self::OIB, $order['billing_oib'] );

		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT po_number, requested_delivery_date, site_contact_name, site_contact_phone, billing_company, billing_oib FROM ' . OrderTable::name() . ' WHERE id = %d', $order['id'] ), ARRAY_A );
		$this->assertSame(
			array(
				'po_number'               => 'PO-2026/117 Gradilište Split',
				'requested_delivery_date' => '2026-12-28',
				'site_contact_name'       => 'Ivo Ivić',
				'site_contact_phone'      => '+385911234567',
				'billing_company'         => 'Elektro Test d.o.o.',
				'billing_oib'             => self::OIB,
			),
			$row
		);

		$get = $this->rest( 'GET', self::ROUTE . '/' . $order['id'] );
		$this->assertSame( 200, $get->get_status() );
		$this->assertSame( 'PO-2026/117 Gradilište Split', $get->get_data()['order']['po_number'] );
		$this->assertSame( '2026-12-28', $get->get_data()['order']['requested_delivery_date'] );
		$this->assertSame( $user, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT user_id FROM ' . OrderTable::name() . ' WHERE id = %d', $order['id'] ) ) );
	}

	public function test_without_the_fields_the_order_has_empty_values(): void {
		$this->customer();
		$response = $this->order( array() );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$order = $response->get_data()['order'];
		$this->assertSame( '', $order['po_number'] );
		$this->assertNull( $order['requested_delivery_date'] );
		$this->assertSame( '', $order['site_contact_name'] );
		$this->assertSame( '', $order['billing_oib'], 'no R1 asked: no snapshot' );
	}

	public function test_po_number_of_35_characters_is_taken_and_36_refused(): void {
		$this->customer();
		$this->assertSame( 201, $this->order( array( 'po_number' => str_repeat( 'Ž', 35 ) ) )->get_status(), '35 characters (70 bytes) fit' );
		$response = $this->order( array( 'po_number' => str_repeat( 'Ž', 36 ) ) );
		$this->assertFieldError( $response, 'po_number' );
		$this->assertStringContainsString( '35', $this->message( $response ) );
		$this->assertStringContainsString( 'narudžbenice', $this->message( $response ), 'Croatian, the site language' );
	}

	/**
	 * @dataProvider unprintable_po_numbers
	 * @param string $po PO number.
	 */
	public function test_po_number_with_control_characters_is_refused( string $po ): void {
		$this->customer();
		$this->assertFieldError( $this->order( array( 'po_number' => $po ) ), 'po_number' );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function unprintable_po_numbers(): array {
		return array(
			'line break'    => array( "PO 1\nPO 2" ),
			'tab'           => array( "PO\t17" ),
			'NUL'           => array( "PO\x0017" ),
			'bidi override' => array( "PO\u{202E}71" ),
		);
	}

	public function test_po_number_must_be_text(): void {
		$this->customer();
		$this->assertFieldError( $this->order( array( 'po_number' => array( 'x' ) ) ), 'po_number' );
	}

	public function test_date_on_a_weekend_is_refused_naming_the_field(): void {
		$this->customer();
		$this->in_english();
		$response = $this->order( array( 'requested_delivery_date' => '2026-12-27' ) );
		$this->assertFieldError( $response, 'requested_delivery_date' );
		$this->assertStringContainsString( 'Saturday or Sunday', $this->message( $response ) );
	}

	public function test_date_on_a_public_holiday_is_refused_in_croatian(): void {
		$this->customer();
		$response = $this->order( array( 'requested_delivery_date' => '2026-12-25' ) );
		$this->assertFieldError( $response, 'requested_delivery_date' );
		$this->assertStringContainsString( 'blagdan', $this->message( $response ) );
	}

	public function test_easter_monday_and_corpus_christi_are_holidays(): void {
		$this->customer();
		$this->today_is( '2026-03-02' );
		foreach ( array( '2026-04-06', '2026-06-04' ) as $day ) {
			$response = $this->order( array( 'requested_delivery_date' => $day ) );
			$this->assertFieldError( $response, 'requested_delivery_date' );
		}
		$this->assertSame( 201, $this->order( array( 'requested_delivery_date' => '2026-04-07' ) )->get_status(), 'the Tuesday after Easter is a working day' );
	}

	public function test_the_holidays_follow_php_easter_days(): void {
		for ( $year = 2000; $year <= 2100; $year++ ) {
			$this->assertSame( easter_days( $year ), LeadTime::easter_days( $year ), "Easter {$year}" );
			$easter = ( new \DateTimeImmutable( "{$year}-03-21" ) )->modify( '+' . easter_days( $year ) . ' days' );
			$this->assertTrue( LeadTime::is_holiday( $easter->modify( '+1 day' ) ), "Easter Monday {$year}" );
			$this->assertTrue( LeadTime::is_holiday( $easter->modify( '+60 days' ) ), "Corpus Christi {$year}" );
		}
		$fixed = array( '01-01', '01-06', '05-01', '05-30', '06-22', '08-05', '08-15', '11-01', '11-18', '12-25', '12-26' );
		foreach ( $fixed as $day ) {
			$this->assertTrue( LeadTime::is_holiday( new \DateTimeImmutable( "2027-{$day}" ) ), $day . ' (NN 110/2019)' );
		}
		$this->assertFalse( LeadTime::is_holiday( new \DateTimeImmutable( '2027-06-25' ) ), 'Statehood Day moved to 30 May in 2020' );
	}

	public function test_date_before_the_earliest_is_refused_and_the_earliest_taken(): void {
		$this->customer();
		foreach ( array( '2026-12-22', '2026-12-21' ) as $day ) {
			$response = $this->order( array( 'requested_delivery_date' => $day ) );
			$this->assertFieldError( $response, 'requested_delivery_date' );
			$this->assertSame( '2026-12-23', $response->get_data()['data']['earliest'], 'the next working day after today' );
		}
		$this->assertSame( 201, $this->order( array( 'requested_delivery_date' => '2026-12-23' ) )->get_status() );
	}

	public function test_the_earliest_after_a_friday_skips_the_weekend_and_holidays(): void {
		$this->assertSame( '2026-12-28', B2BFields::earliest( array(), new \DateTimeImmutable( '2026-12-24' ) ), 'Thursday 24th: 25th and 26th are holidays, 27th Sunday' );
		$this->assertSame( '2027-01-04', B2BFields::earliest( array(), new \DateTimeImmutable( '2026-12-31' ) ) );
	}

	public function test_a_backordered_line_moves_the_earliest_to_after_its_expected_date(): void {
		$this->customer();
		$code     = $this->stock_article( array( 'stock_m' => 100 ) );
		$response = $this->order( array( 'requested_delivery_date' => '2026-12-23' ), $code, 300 );
		$this->assertFieldError( $response, 'requested_delivery_date' );
		$earliest = $response->get_data()['data']['earliest'];
		$this->assertGreaterThan( '2026-12-23', $earliest );

		$placed = $this->order( array( 'requested_delivery_date' => $earliest ), $code, 300 );
		$this->assertSame( 201, $placed->get_status(), wp_json_encode( $placed->get_data() ) );
		$expected = $placed->get_data()['order']['items'][0]['expected_date'];
		$this->assertNotNull( $expected, '200 m are backordered' );
		$this->assertSame( LeadTime::expected_date( 1, new \DateTimeImmutable( $expected, new \DateTimeZone( 'Europe/Zagreb' ) ) ), $earliest, 'the working day after the expected date' );
	}

	public function test_date_more_than_a_year_ahead_or_not_a_date_is_refused(): void {
		$this->customer();
		$this->assertFieldError( $this->order( array( 'requested_delivery_date' => '2028-01-04' ) ), 'requested_delivery_date' );
		$this->assertFieldError( $this->order( array( 'requested_delivery_date' => '2026-02-30' ) ), 'requested_delivery_date' );
		$this->assertFieldError( $this->order( array( 'requested_delivery_date' => '28.12.2026' ) ), 'requested_delivery_date' );
	}

	public function test_site_contact_needs_name_and_valid_phone(): void {
		$this->customer();
		$this->assertFieldError( $this->order( array( 'site_contact_name' => 'Ivo Ivić' ) ), 'site_contact_phone' );
		$this->assertFieldError( $this->order( array( 'site_contact_phone' => '+385911234567' ) ), 'site_contact_name' );
		$national = $this->order(
			array(
				'site_contact_name'  => 'Ivo Ivić',
				'site_contact_phone' => '091/123-4567',
			)
		);
		$this->assertSame( 201, $national->get_status(), wp_json_encode( $national->get_data() ) );
		$this->assertSame( '+385911234567', $national->get_data()['order']['site_contact_phone'], 'the account forms\' phone rule: a national number gets +385' );
		$this->assertFieldError(
			$this->order(
				array(
					'site_contact_name'  => 'Ivo Ivić',
					'site_contact_phone' => 'call me',
				)
			),
			'site_contact_phone'
		);
		$this->assertFieldError(
			$this->order(
				array(
					'site_contact_name'  => str_repeat( 'a', 101 ),
					'site_contact_phone' => '+385911234567',
				)
			),
			'site_contact_name'
		);
	}

	public function test_r1_without_an_oib_in_the_profile_is_refused_with_the_profile_link(): void {
		$this->customer( '' );
		$response = $this->order( array( 'r1_invoice' => true ) );
		$this->assertFieldError( $response, 'r1_invoice' );
		$this->assertStringContainsString( 'OIB', $this->message( $response ) );
		$this->assertStringContainsString( '#profile', $response->get_data()['data']['profile_url'] );

		$this->customer( '12345679' );
		$this->assertFieldError( $this->order( array( 'r1_invoice' => true ) ), 'r1_invoice', 'an MB is no OIB' );
	}

	public function test_the_r1_data_is_a_snapshot(): void {
		$user  = $this->customer( 'HR ' . self::OIB );
		$order = $this->order( array( 'r1_invoice' => true ) )->get_data()['order'];
		$this->assertSame( self::OIB, $order['billing_oib'], 'the HR prefix and spaces of a VAT id are not stored' );
		update_user_meta( $user, ProfileData::META_COMPANY_NAME, 'Renamed d.o.o.' );
		update_user_meta( $user, ProfileData::META_COMPANY_ID, '' );
		$again = $this->rest( 'GET', self::ROUTE . '/' . $order['id'] )->get_data()['order'];
		$this->assertSame( 'Elektro Test d.o.o.', $again['billing_company'] );
		$this->assertSame( self::OIB, $again['billing_oib'] );
	}

	public function test_another_customer_sees_neither_the_order_nor_its_fields(): void {
		$this->customer();
		$order = $this->order( array( 'po_number' => 'SECRET-PO-1' ) )->get_data()['order'];
		$this->customer();
		$response = $this->rest( 'GET', self::ROUTE . '/' . $order['id'] );
		$this->assertSame( 404, $response->get_status() );
		$this->assertStringNotContainsString( 'SECRET-PO-1', (string) wp_json_encode( $response->get_data() ) );
		$_GET['order'] = (string) $order['id'];
		try {
			$this->assertNull( OrderView::data(), 'the order page shows "not found"' );
		} finally {
			unset( $_GET['order'] );
		}
	}

	public function test_the_same_key_with_another_po_number_is_a_conflict(): void {
		$this->customer();
		$code  = $this->make_article( 1870 );
		$key   = $this->with_key();
		$lines = array(
			array(
				'article_code' => $code,
				'quantity_m'   => 100,
			),
		);
		$first = $this->rest( 'POST', self::ROUTE, $this->order_body( $lines, array( 'po_number' => 'PO-1' ) ), $key );
		$this->assertSame( 201, $first->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, $this->order_body( $lines, array( 'po_number' => 'PO-1' ) ), $key )->get_status() );
		$this->assertSame( 409, $this->rest( 'POST', self::ROUTE, $this->order_body( $lines, array( 'po_number' => 'PO-2' ) ), $key )->get_status() );
	}

	public function test_order_page_and_confirmation_mail_show_the_fields(): void {
		$user  = $this->customer();
		$order = $this->order(
			array(
				'po_number'               => 'PO-77',
				'requested_delivery_date' => '2026-12-28',
				'site_contact_name'       => 'Ivo Ivić',
				'site_contact_phone'      => '+385911234567',
				'r1_invoice'              => true,
			)
		)->get_data()['order'];

		$_GET['order'] = (string) $order['id'];
		try {
			$page = OrderView::data();
		} finally {
			unset( $_GET['order'] );
		}
		$this->assertNotNull( $page );
		$this->assertSame( 'PO-77', $page['po_number'] );
		$this->assertSame( '2026-12-28', $page['delivery_date_iso'] );
		$this->assertStringContainsString( '28', $page['delivery_date'] );
		$this->assertSame( 'Ivo Ivić, +385911234567', $page['site_contact'] );
		$this->assertStringContainsString( self::OIB, $page['billing'] );
		$this->assertStringContainsString( $order['number'], $page['cancel_question'] );

		$mail = current( array_filter( $this->mails, static fn( array $m ): bool => get_userdata( $user )->user_email === $m['to'] ) );
		$this->assertIsArray( $mail, 'the buyer got a confirmation' );
		foreach ( array( 'PO-77', 'Ivo Ivić, +385911234567', 'Elektro Test d.o.o., OIB ' . self::OIB ) as $text ) {
			$this->assertStringContainsString( $text, $mail['message'] );
		}
		$this->assertMatchesRegularExpression( '/28\.\s?12\.\s?2026/', $mail['message'], 'the date in the buyer\'s (Croatian) format' );
	}

	public function test_domain_refusals_name_the_field_without_a_request(): void {
		try {
			B2BFields::po_number( str_repeat( 'x', 36 ) );
			$this->fail( 'a 36 character PO number was taken' );
		} catch ( ShopException $e ) {
			$this->assertSame( 'po_number', $e->data['field'] );
			$this->assertSame( 400, $e->status );
		}
		try {
			B2BFields::po_number( "PO \xC3\x28" );
			$this->fail( 'a PO number that is not UTF-8 was taken' );
		} catch ( ShopException $e ) {
			$this->assertSame( 'po_number', $e->data['field'] );
		}
	}
}
