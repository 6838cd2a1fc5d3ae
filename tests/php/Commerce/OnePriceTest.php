<?php
/**
 * One price, everywhere (issue 27): one copper article's price per metre on every server surface,
 * as a visitor and as an approved customer, all from Commerce\CustomerPrice; and the discount as
 * promised (spec section 9: off the full unit price, base + metal surcharge).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\OrderPdf;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\Totals;
use Kabelshop\I18n\Format;
use Kabelshop\Inquiries\InquiryRepository;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Newsletter\PriceListCsv;
use Kabelshop\Tests\Accounts\RegistrationRouteTest;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\Support\ReadsPdf;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\ProductView;

/**
 * A copper article (72 kg/km, base 0,6957 EUR/m as NYM-J 3x2,5 in the issue) on a 100 m ring with
 * the surcharge on ('full' display). Every expectation is computed from the article's base price and
 * the surcharge today's terms give it (Pricing::metal_surcharge_e4()), never typed in.
 */
final class OnePriceTest extends TestCase {

	use ReadsPdf;
	use CapturesMail;
	use CommerceFixtures;

	/** @var array<string, mixed>|false The surcharge option before the test. */
	private $saved_settings = false;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_settings = get_option( SurchargeSettings::OPTION );
		// The shipped defaults (copper base 150 EUR/100 kg, 1 % procurement), shown as the full price.
		SurchargeSettings::save( array( 'display' => SurchargeSettings::DISPLAY_FULL ) + SurchargeSettings::defaults() );
		SurchargeTerms::flush();
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
		RegistrationRouteTest::use_language( null );
		parent::tearDown();
	}

	/**
	 * The article and its expected figures from its own data.
	 *
	 * @return array{code: string, base: int, metal: int, full: int, own: int, product_id: int}
	 */
	private function article(): array {
		$code    = $this->make_article( 6957, 100000, array( 'copper_kg_km' => '72.00', 'package_length_m' => 100 ) );
		$article = Pricing::on_sale_by_code( array( $code ) )[ mb_strtolower( $code ) ];
		$metal   = Pricing::metal_surcharge_e4( $article, SurchargeTerms::current() );
		$this->assertGreaterThan( 0, $metal, 'the test site has copper prices above the 150.00 base' );
		$full = $article->unit_price_e4 + $metal;
		return array(
			'code'       => $code,
			'base'       => $article->unit_price_e4,
			'metal'      => $metal,
			'full'       => $full,
			// Spec section 9: (100 - 20) / 100 of the full unit price, rounded half up to e4.
			'own'        => Totals::div_half_up( $full * ( 100 - Pricing::BUSINESS_DISCOUNT_PERCENT ), 100 ),
			'product_id' => $article->product_id,
		);
	}

	/**
	 * Every surface's price per metre of the article for the current user (null where the surface
	 * shows no own price), keyed by surface.
	 *
	 * @param array{code: string, base: int, metal: int, full: int, own: int, product_id: int} $a The article.
	 * @return array<string, array{full: int|null, own: int|null}>
	 */
	private function surfaces( array $a ): array {
		$out  = array();
		$line = array(
			'article_code' => $a['code'],
			'quantity_m'   => 100,
		);

		$product = $this->rest( 'GET', '/kabelshop/v1/products/' . $a['product_id'] );
		$this->assertSame( 200, $product->get_status() );
		$row               = $product->get_data()['articles'][0];
		$out['product']    = array(
			'full' => $row['full_price_e4'],
			'own'  => null,
		);
		$table             = ProductView::priced( $product->get_data() )['articles'][0];
		$table_line        = $table['line'];
		$out['table']      = array(
			'full' => $table['full_price_e4'],
			'own'  => $table['your_full_price_e4'],
		);
		$quote             = $this->rest( 'POST', '/kabelshop/v1/cart/quote', array( 'lines' => array( $line ) ) )->get_data()['lines'][0];
		$out['cart/quote'] = array(
			'full' => $quote['full_price_e4'],
			'own'  => $quote['customer_unit_price_e4'],
		);
		$parsed            = $this->rest( 'POST', '/kabelshop/v1/quick-order/parse', array( 'text' => $a['code'] . ' 100 m' ) );
		$this->assertSame( 200, $parsed->get_status(), (string) wp_json_encode( $parsed->get_data() ) );
		$matched            = $parsed->get_data()['lines'][0]['article'];
		$out['quick-order'] = array(
			'full' => $matched['full_price_e4'],
			'own'  => $matched['customer_unit_price_e4'],
		);
		$this->assertSame( $quote['line_net_cents'], $matched['line_net_cents'], 'quick order: the quote\'s line total' );
		$this->assertSame( $quote['customer_line_net_cents'], $matched['customer_line_net_cents'] );

		// The product table's row total while the buyer types (GET line-price): the quote's figures.
		$row_total = $this->rest(
			'GET',
			'/kabelshop/v1/line-price',
			array(
				'code'       => $a['code'],
				'quantity_m' => 100,
			)
		);
		$this->assertSame( 200, $row_total->get_status(), (string) wp_json_encode( $row_total->get_data() ) );
		$this->assertSame( $quote['line_net_cents'], $row_total->get_data()['line_net_cents'], 'product table row: the quote\'s line total' );
		$this->assertSame( 100, $table_line['quantity_m'], 'the row starts at one 100 m ring' );
		$this->assertSame( $quote['line_net_cents'], $table_line['line_net_cents'], 'product table: the starting row total in the props' );
		$this->assertSame( $quote['customer_line_net_cents'], $table_line['customer_line_net_cents'] );
		$this->assertSame( $quote['customer_line_net_cents'], $row_total->get_data()['customer_line_net_cents'] );
		$this->assertStringStartsWith( 'private', (string) ( $row_total->get_headers()['Cache-Control'] ?? '' ), 'an own total is never cached for others' );
		$refused = $this->rest(
			'GET',
			'/kabelshop/v1/line-price',
			array(
				'code'       => $a['code'],
				'quantity_m' => 150,
			)
		);
		$this->assertSame( 400, $refused->get_status(), 'no row total for 150 m on a 100 m ring' );
		$this->assertSame( 'kabelshop_cart_whole_packages', $refused->get_data()['code'] );
		$this->assertSame( 'quantity_m', $refused->get_data()['data']['field'] ?? '' );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/line-price', array( 'code' => 'KS-NO-SUCH', 'quantity_m' => 1 ) )->get_status() );

		$parsed = $this->rest( 'POST', '/kabelshop/v1/quick-order/parse', array( 'text' => $a['code'] . ' 150 m' ) )->get_data()['lines'][0];
		$this->assertSame( 'whole_packages', $parsed['reason'] ?? '', '150 m on a 100 m ring' );
		$this->assertNull( $parsed['article']['line_net_cents'], 'no line total under the error "whole packages only"' );
		$this->assertNull( $parsed['article']['customer_line_net_cents'] );

		$csv = PriceListCsv::build( array_values( array_filter( PriceListCsv::rows(), static fn( array $r ): bool => $r['article_code'] === $a['code'] ) ) );
		$this->assertMatchesRegularExpression( '/^' . preg_quote( $a['code'], '/' ) . ',/m', $csv );
		$out['csv'] = array(
			'full' => self::csv_price( $csv, $a['code'], 6 ),
			'own'  => Pricing::discount_percent() > 0 ? self::csv_price( $csv, $a['code'], 7 ) : null,
		);
		$this->assertSame( $a['base'], self::csv_price( $csv, $a['code'], 4 ), 'the CSV base column' );
		$this->assertSame( $a['metal'], self::csv_price( $csv, $a['code'], 5 ), 'the CSV surcharge column' );

		$order_line = array(
			'article_code' => $a['code'],
			'quantity_m'   => 100,
		);
		if ( get_current_user_id() > 0 ) {
			$lists = $this->rest(
				'POST',
				'/kabelshop/v1/order-lists',
				array(
					'name'  => 'One price',
					'lines' => array( $order_line ),
				)
			);
			$this->assertContains( $lists->get_status(), array( 200, 201 ), (string) wp_json_encode( $lists->get_data() ) );
			$listed             = $lists->get_data()['lists'][0]['lines'][0];
			$out['order-lists'] = array(
				'full' => $listed['full_price_e4'],
				'own'  => $listed['customer_unit_price_e4'],
			);
			$this->assertSame( $quote['line_net_cents'], $listed['line_net_cents'], 'order list: the quote\'s line total' );
			$this->assertSame( $quote['customer_line_net_cents'], $listed['customer_line_net_cents'] );

			$saved = $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $a['code'] ) );
			$this->assertContains( $saved->get_status(), array( 200, 201 ), (string) wp_json_encode( $saved->get_data() ) );
			$items           = $this->rest( 'GET', '/kabelshop/v1/wishlist' )->get_data();
			$items           = $items['items'] ?? $items;
			$entry           = array_values( array_filter( (array) $items, static fn( $e ): bool => is_array( $e ) && $e['article_code'] === $a['code'] ) )[0];
			$out['wishlist'] = array(
				'full' => $entry['unit_price_e4'] + $entry['metal_surcharge_e4'],
				'own'  => $entry['your_full_price_e4'],
			);
		}

		$inquiry = $this->rest(
			'POST',
			'/kabelshop/v1/inquiries',
			array(
				'company_name'   => 'Elektro Test d.o.o.',
				'oib'            => '',
				'contact_person' => 'Ana Anić',
				'email'          => $this->unique( 'buyer' ) . '@example.test',
				'phone'          => '+38531123456',
				'note'           => '',
				'lines'          => array( $order_line ),
			)
		);
		$this->assertSame( 200, $inquiry->get_status(), (string) wp_json_encode( $inquiry->get_data() ) );
		$stored         = ( new InquiryRepository() )->find( (int) substr( (string) $inquiry->get_data()['number'], 5 ) );
		$out['inquiry'] = array(
			'full' => $stored['lines'][0]['unit_price_e4'] ?? null,
			'own'  => null,
		);
		return $out;
	}

	/**
	 * A price column of the article's row in an English CSV, as e4.
	 *
	 * @param string $csv    English CSV.
	 * @param string $code   Article code.
	 * @param int    $column 0-based column.
	 */
	private static function csv_price( string $csv, string $code, int $column ): ?int {
		foreach ( explode( "\n", $csv ) as $row ) {
			$cells = str_getcsv( $row, ',', '"', '' );
			if ( ( $cells[0] ?? '' ) === $code ) {
				$cell = (string) ( $cells[ $column ] ?? '' );
				return preg_match( '/^-?\d+\.\d{4}$/', $cell ) ? (int) round( (float) $cell * 10000 ) : null;
			}
		}
		return null;
	}

	public function test_a_visitor_sees_the_full_price_on_every_surface_and_no_own_price(): void {
		RegistrationRouteTest::use_language( 'en' );
		$a = $this->article();
		foreach ( $this->surfaces( $a ) as $surface => $price ) {
			$this->assertSame( $a['full'], $price['full'], "{$surface}: the full price per metre (base {$a['base']} + surcharge {$a['metal']})" );
			$this->assertNull( $price['own'], "{$surface}: no own price for a visitor" );
		}
		$this->assertStringContainsString( 'Full price per metre (EUR)', PriceListCsv::build( array() ) );
		$this->assertStringNotContainsString( 'Your price', PriceListCsv::build( array() ) );
		$this->assertStringStartsWith( 'public', PriceListCsv::cache_control() );
	}

	public function test_an_approved_customer_sees_the_same_list_price_and_their_own_beside_it_on_every_surface_and_orders_at_it(): void {
		RegistrationRouteTest::use_language( 'en' );
		$buyer = $this->make_customer( true );
		$this->login( $buyer );
		$a        = $this->article();
		$surfaces = $this->surfaces( $a );
		$this->assertArrayHasKey( 'order-lists', $surfaces );
		$this->assertArrayHasKey( 'wishlist', $surfaces );
		foreach ( $surfaces as $surface => $price ) {
			$this->assertSame( $a['full'], $price['full'], "{$surface}: the same full list price" );
			if ( in_array( $surface, array( 'product', 'inquiry' ), true ) ) {
				continue; // The public product answer and the inquiry's stored line carry the list price only.
			}
			$this->assertSame( $a['own'], $price['own'], "{$surface}: the own price is 20 % off the full price (base + surcharge)" );
		}
		$this->assertStringStartsWith( 'private', PriceListCsv::cache_control(), 'a customer\'s own prices are not cached for others' );
		$this->assertSame( $a['own'], CustomerPrice::for_current_user( $a['base'], $a['metal'] ) );

		// The cart's totals follow the same rule: 100 m x full x 0.8, one rounding.
		$quote = $this->rest(
			'POST',
			'/kabelshop/v1/cart/quote',
			array(
				'lines' => array(
					array(
						'article_code' => $a['code'],
						'quantity_m'   => 100,
					),
				),
			)
		)->get_data();
		$net   = Totals::div_half_up( 100 * $a['full'] * 80, 10000 );
		$this->assertSame( $net, $quote['net_cents'] );
		$this->assertSame( $net, $quote['lines'][0]['customer_line_net_cents'] );
		$this->assertSame( $a['base'] + $a['metal'] - $net, $quote['discount_cents'], 'the discount is 20 % of goods and surcharge' );

		// The order and its PDF: the same full price per metre and the same net.
		$this->add_delivery_address( $buyer );
		$created = $this->rest(
			'POST',
			'/kabelshop/v1/orders',
			$this->order_body(
				array(
					array(
						'article_code' => $a['code'],
						'quantity_m'   => 100,
					),
				)
			),
			$this->with_key()
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$order = $created->get_data()['order'];
		$this->assertSame( $a['full'], $order['items'][0]['full_price_e4'] );
		$this->assertSame( $a['own'], $order['items'][0]['customer_unit_price_e4'] );
		$this->assertSame( $net, $order['net_cents'] );
		$stored = ( new OrderRepository() )->find( (int) $order['id'] );
		$this->assertNotNull( $stored );
		$pdf = $this->pdf_text( OrderPdf::render_in( $stored, 'hr' ) );
		$this->assertStringContainsString( Format::unit_price_e4_eur( $a['full'], 'hr-HR' ), $pdf, 'the PDF: the full price per metre' );
		$this->assertStringContainsString( Format::money_cents( $net, 'hr-HR' ), $pdf, 'the PDF: the net after the discount' );
		$mail = $this->mail_to( (string) get_userdata( $buyer )->user_email );
		$this->assertTrue(
			str_contains( (string) $mail['message'], Format::money_cents( $net, 'hr-HR' ) ) || str_contains( (string) $mail['message'], Format::money_cents( $net, 'en-US' ) ),
			'the confirmation mail: the same net'
		);
	}

	public function test_the_own_price_per_metre_and_the_totals_follow_the_spec_formula(): void {
		// Spec section 9 on the two articles of the issue: NYM-J 3x2,5 0,6957 base, NYY-J 5x16 1,2868 base + 4,9134 surcharge.
		foreach ( array( array( 6957, 1500 ), array( 12868, 49134 ) ) as list( $base, $metal ) ) {
			$own = CustomerPrice::unit_price_e4( $base, 20, $metal );
			$this->assertSame( Totals::div_half_up( ( $base + $metal ) * 80, 100 ), $own );
			$this->assertSame( Totals::div_half_up( 1000 * ( $base + $metal ) * 80, 10000 ), CustomerPrice::line_net_cents( 1000, $base, 20, $metal ) );
		}
		$this->assertSame( 0, CustomerPrice::unit_price_e4( 1000, 20, -1000 ), 'a credited surcharge never takes the price below 0' );
	}
}
