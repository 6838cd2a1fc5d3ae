<?php
/**
 * Prices with the metal surcharge from quote to order (issue 14): the quote reports today's terms and
 * freezes nothing; the order freezes the index and amounts, and its answer, PDF and mail keep them.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\OrderMailer;
use Kabelshop\Commerce\OrderPdf;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\Totals;
use Kabelshop\Inquiries\InquiryMailer;
use Kabelshop\Inquiries\PriceHold;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Metals\Surcharge;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\Support\ReadsPdf;
use Kabelshop\Tests\TestCase;

/**
 * A copper article (72 kg/km, base price 1.0000 EUR/m) with explicit surcharge settings: copper base
 * 150.00 EUR/100 kg, 1 % procurement, split display. The expected surcharge is computed with
 * Metals\Surcharge from the index the answer reports (the test site's metal prices decide it).
 */
final class MetalPricingTest extends TestCase {

	use ReadsPdf;
	use CapturesMail;
	use CommerceFixtures;

	private const QUOTE  = '/kabelshop/v1/cart/quote';
	private const ORDERS = '/kabelshop/v1/orders';

	/** @var array<string, mixed>|false The option before the test. */
	private $saved_settings = false;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_settings = get_option( SurchargeSettings::OPTION );
		$this->settings( 15000, SurchargeSettings::DISPLAY_SPLIT );
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		if ( false === $this->saved_settings ) {
			delete_option( SurchargeSettings::OPTION );
		} else {
			update_option( SurchargeSettings::OPTION, $this->saved_settings );
		}
		SurchargeTerms::flush();
		parent::tearDown();
	}

	/**
	 * Saves the surcharge settings: on, previous month's average, no credit, 14 days, copper base and
	 * display as given, 1 % procurement.
	 *
	 * @param int    $copper_base_e2 Copper base, EUR/100 kg x 100.
	 * @param string $display        'split' | 'full'.
	 */
	private function settings( int $copper_base_e2, string $display ): void {
		SurchargeSettings::save(
			array(
				'enabled'         => true,
				'index_rule'      => SurchargeSettings::RULE_MONTH,
				'credit_negative' => false,
				'display'         => $display,
				'price_hold_days' => 14,
				'metals'          => array(
					'copper'    => array(
						'base_e2'        => $copper_base_e2,
						'procurement_e2' => 100,
					),
					'aluminium' => array(
						'base_e2'        => 0,
						'procurement_e2' => 100,
					),
				),
			)
		);
	}

	/**
	 * A copper article; returns its code.
	 */
	private function copper_article(): string {
		return $this->make_article( 10000, 100000, array( 'copper_kg_km' => '72.00' ) );
	}

	/**
	 * The copper index of today's terms, EUR/100 kg x 100 (the test needs metal prices).
	 */
	private function copper_index_e2(): int {
		$index = SurchargeTerms::current()->metals['copper']['index_e2'];
		$this->assertNotNull( $index, 'the test site has copper prices (seeded metal prices)' );
		return (int) $index;
	}

	public function test_a_quote_discounts_the_full_price_and_reports_the_index(): void {
		$this->login( $this->make_customer( true ) );
		$code   = $this->copper_article();
		$answer = $this->rest(
			'POST',
			self::QUOTE,
			array(
				'lines' => array(
					array(
						'article_code' => $code,
						'quantity_m'   => 100,
					),
				),
			)
		);
		$this->assertSame( 200, $answer->get_status(), (string) wp_json_encode( $answer->get_data() ) );
		$quote = $answer->get_data();
		$line  = $quote['lines'][0];
		$metal = Surcharge::per_metre_e4( 7200, $this->copper_index_e2(), 15000, 100 );
		$this->assertGreaterThan( 0, $metal, 'the index is above the 150.00 base' );
		$this->assertSame( 10000, $line['unit_price_e4'], 'the base price as before' );
		$this->assertSame( $metal, $line['metal_surcharge_e4'] );
		$this->assertSame( 10000 + $metal, $line['full_price_e4'] );
		$this->assertSame( number_format( ( 10000 + $metal ) / 10000, 4, '.', '' ), $line['full_price'] );
		$own = Totals::div_half_up( ( 10000 + $metal ) * 80, 100 );
		$this->assertSame( $own, $line['customer_unit_price_e4'], 'issue 27: the discount off the full price, base + surcharge' );
		// 100 m x e4 per metre / 100 = cents: the line's surcharge in cents is the surcharge per metre in e4.
		$this->assertSame( 10000 + $metal, $line['line_net_cents'], 'the line at its full price, before the discount' );
		$this->assertSame( 10000, $line['line_base_cents'] );
		$this->assertSame( $metal, $line['line_metal_cents'] );
		$this->assertSame( 10000, $quote['subtotal_cents'] );
		$this->assertSame( $metal, $quote['metal_cents'] );
		// 100 m x e4 per metre x 0.8 / 100 = cents: the same figure as the customer's price per metre.
		$this->assertSame( $own, $quote['net_cents'], '100 m: (100.00 + the surcharge) x 0.8' );
		$this->assertSame( $own, $line['customer_line_net_cents'], 'the line after the discount, the cart\'s figure' );
		$this->assertSame( 10000 + $metal - $own, $quote['discount_cents'], '20 % of base and surcharge' );
		$this->assertSame( 'split', $quote['metal']['display'] );
		$this->assertSame( 'previous_month_average', $quote['metal']['rule'] );
		$this->assertNotSame( '', $quote['metal']['rule_label'] );
		$this->assertSame( 14, $quote['metal']['price_hold_days'] );
		$copper = $quote['metal']['metals']['copper'];
		$this->assertSame( number_format( $this->copper_index_e2() / 100, 2, '.', '' ), $copper['index_eur_100kg'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}$/', (string) $copper['index_date'], 'a month for the month rule' );
		$this->assertSame( '150.00', $copper['base_eur_100kg'] );
		$this->assertSame( '1.00', $copper['procurement_pct'] );
		$this->assertSame( array(), $quote['charges'], 'a ring line has no cut fee or deposit' );
		$this->assertSame( 5000, $quote['weight_g'], '100 m x 50 kg/km' );
		$this->assertFalse( $quote['delivery_pending'] );
	}

	public function test_a_quote_freezes_nothing_the_next_quote_follows_the_settings(): void {
		$code  = $this->copper_article();
		$body  = array(
			'lines' => array(
				array(
					'article_code' => $code,
					'quantity_m'   => 100,
				),
			),
		);
		$first = $this->rest( 'POST', self::QUOTE, $body )->get_data();
		$this->settings( 30000, SurchargeSettings::DISPLAY_FULL );
		$second = $this->rest( 'POST', self::QUOTE, $body )->get_data();
		$this->assertSame( Surcharge::per_metre_e4( 7200, $this->copper_index_e2(), 30000, 100 ), $second['lines'][0]['metal_surcharge_e4'] );
		$this->assertLessThan( $first['lines'][0]['metal_surcharge_e4'], $second['lines'][0]['metal_surcharge_e4'], 'a higher base, a lower surcharge' );
		$this->assertSame( '300.00', $second['metal']['metals']['copper']['base_eur_100kg'] );
		$this->assertSame( 'full', $second['metal']['display'] );
	}

	public function test_delivery_with_an_unknown_weight_is_priced_by_the_fallback_and_taxed(): void {
		$code   = $this->make_article( 10000, 100000, array( 'weight_kg_km' => null ) );
		$answer = $this->rest(
			'POST',
			self::QUOTE,
			array(
				'lines'    => array(
					array(
						'article_code' => $code,
						'quantity_m'   => 10,
					),
				),
				'delivery' => array( 'method' => 'delivery' ),
			)
		)->get_data();
		$this->assertFalse( $answer['delivery_pending'], 'issue 27: priced before payment' );
		$this->assertSame( 1500, $answer['delivery_cents'], 'the default fallback: 15.00 per order' );
		$this->assertSame( 'per_order', $answer['delivery_rule']['basis'] );
		$this->assertNull( $answer['weight_g'] );
		$this->assertSame( 1000, $answer['net_cents'] );
		$this->assertSame( 625, $answer['vat_cents'], 'VAT on goods and delivery' );
		$this->assertSame( 3125, $answer['gross_cents'] );
	}

	public function test_an_order_freezes_the_index_and_amounts_through_later_changes_and_retries(): void {
		global $wpdb;
		$buyer = $this->make_customer( true );
		$this->login( $buyer );
		$code    = $this->copper_article();
		$index   = $this->copper_index_e2();
		$metal   = Surcharge::per_metre_e4( 7200, $index, 15000, 100 );
		$body    = $this->order_body(
			array(
				array(
					'article_code' => $code,
					'quantity_m'   => 100,
				),
			)
		);
		$key     = $this->with_key();
		$created = $this->rest( 'POST', self::ORDERS, $body, $key );
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$order = $created->get_data()['order'];
		$this->assertSame( $metal, $order['items'][0]['metal_surcharge_e4'] );
		$this->assertSame( $metal, $order['items'][0]['line_metal_cents'] );
		$this->assertSame( Totals::div_half_up( ( 10000 + $metal ) * 80, 100 ), $order['net_cents'], 'the discount off base + surcharge (issue 27)' );
		$this->assertSame( $metal, $order['metal_cents'] );
		$this->assertSame( 5000, $order['weight_g'] );
		$this->assertFalse( $order['delivery_pending'] );
		$frozen_index = number_format( $index / 100, 2, '.', '' );
		$this->assertSame( $frozen_index, $order['metal']['metals']['copper']['index_eur_100kg'] );
		$confirmation = $this->mail_to( (string) get_userdata( $buyer )->user_email );
		$this->assertMatchesRegularExpression( '/index ' . preg_quote( number_format( $index / 100, 2, '.', ',' ), '/' ) . '|indeks ' . preg_quote( number_format( $index / 100, 2, ',', '.' ), '/' ) . '/u', (string) $confirmation['message'], 'the mail names the copper index used' );

		// After ordering: a higher copper base, the full display and a new base price.
		$this->settings( 30000, SurchargeSettings::DISPLAY_FULL );
		$wpdb->update( ArticleTable::name(), array( 'unit_price_e4' => 20000 ), array( 'article_code' => $code ) );
		$this->assertNotSame( $metal, Surcharge::per_metre_e4( 7200, $this->copper_index_e2(), 30000, 100 ), 'today the surcharge would differ' );

		$again = $this->rest( 'GET', self::ORDERS . '/' . $order['id'] )->get_data()['order'];
		foreach ( array( 'net_cents', 'metal_cents', 'subtotal_cents', 'discount_cents', 'vat_cents', 'gross_cents', 'metal', 'items' ) as $field ) {
			$this->assertSame( $order[ $field ], $again[ $field ], $field . ' stays as ordered' );
		}
		$this->assertSame( 'split', $again['metal']['display'], 'the display the order was priced with' );

		$retry = $this->rest( 'POST', self::ORDERS, $body, $key );
		$this->assertSame( 200, $retry->get_status(), 'a retry with the same key and body returns the stored order' );
		$this->assertSame( $again, $retry->get_data()['order'], 'and it is the same order, not re-priced' );

		$stored = ( new OrderRepository() )->find( (int) $order['id'] );
		$this->assertNotNull( $stored );
		$pdf = $this->pdf_text( OrderPdf::render_in( $stored, 'hr' ) );
		$this->assertStringContainsString( 'indeks ' . number_format( $index / 100, 2, ',', '.' ) . ' EUR/100 kg', $pdf, 'the PDF names the frozen index' );
		$this->assertStringContainsString( 'Dodatak za metal', $pdf, 'the split display: a surcharge column' );
		$this->assertStringContainsString( number_format( $metal / 10000, 4, ',', '.' ) . ' €', $pdf, 'the surcharge per metre as ordered' );
		$this->assertStringContainsString( '1,0000 €', $pdf, 'the base price as ordered, not the new 2,0000' );
		$this->assertStringNotContainsString( '2,0000 €', $pdf );

		$this->mails = array();
		( new OrderMailer() )->send_confirmation( $stored );
		$resent = $this->mail_to( (string) get_userdata( $buyer )->user_email );
		$this->assertSame( $confirmation['message'], $resent['message'], 'the mail of the stored order is word for word the one sent when ordering' );
	}

	public function test_the_inquiry_says_how_long_prices_hold(): void {
		$this->in_english();
		$day = new \DateTimeImmutable( '2026-11-24', new \DateTimeZone( 'Europe/Zagreb' ) );
		$this->assertSame( '2026-12-08', PriceHold::until( $day, 14 ), '14 calendar days after the day of the inquiry' );
		$this->assertSame( 'Prices hold for 14 days, until ' . Format::date( '2026-12-08', Locale::bcp47() ) . '; the metal surcharge follows the index in force on the day of order.', PriceHold::sentence( $day ) );
		$inquiry = array(
			'id'             => 4242,
			'company_name'   => 'Test d.o.o.',
			'oib'            => '',
			'contact_person' => 'Ana',
			'email'          => 'inquiry-buyer@example.test',
			'phone'          => '+38511234567',
			'note'           => '',
			'language'       => 'hr',
			'created_at'     => '2026-11-24 09:00:00',
			'lines'          => array(),
		);
		( new InquiryMailer() )->sent( $inquiry );
		$copy = $this->mail_to( 'inquiry-buyer@example.test' );
		$this->assertStringContainsString( 'Cijene vrijede 14 dana, do 08.12.2026.; dodatak za metal računa se po indeksu važećem na dan narudžbe.', (string) $copy['message'], 'the buyer\'s copy, in Croatian, counted from the inquiry\'s day' );
	}
}
