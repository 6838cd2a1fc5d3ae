<?php
/**
 * POST kabelshop/v1/cart/quote.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\LeadTime;
use Kabelshop\Tests\TestCase;

/**
 * Quotes are priced on the server: anonymous 0 %, approved customers 20 %, browser prices ignored.
 */
final class CartQuoteTest extends TestCase {

	use CommerceFixtures;

	private const ROUTE = '/kabelshop/v1/cart/quote';

	public function test_route_is_registered(): void {
		$this->assertArrayHasKey( self::ROUTE, rest_get_server()->get_routes() );
	}

	public function test_every_answer_matches_the_route_s_schema_which_is_closed(): void {
		rest_get_server()->get_routes(); // Core fills the route options while it lists the routes.
		$options = rest_get_server()->get_route_options( self::ROUTE );
		$this->assertIsCallable( $options['schema'] ?? null, 'the route declares its answer schema' );
		$schema = call_user_func( $options['schema'] );
		$this->assertSame( 'kabelshop_cart_quote', $this->rest( 'OPTIONS', self::ROUTE )->get_data()['schema']['title'] ?? null, 'OPTIONS shows it' );

		$in_stock  = $this->make_article( 1870 );
		$backorder = $this->make_article( 1000, 50 );
		$this->login( $this->make_customer() );
		$answers = array(
			'delivery, discount'              => array(
				'lines'    => array( array( 'article_code' => $in_stock, 'quantity_m' => 100 ) ),
				'delivery' => array( 'method' => 'delivery' ),
			),
			'backorder, unknown code, pickup' => array(
				'lines'    => array( array( 'article_code' => $backorder, 'quantity_m' => 51 ), array( 'article_code' => 'KS-NO-SUCH', 'quantity_m' => 1 ) ),
				'delivery' => array( 'method' => 'pickup' ),
			),
			'no method'                       => array( 'lines' => array( array( 'article_code' => $in_stock, 'quantity_m' => 3 ) ) ),
		);
		foreach ( $answers as $label => $body ) {
			$data  = $this->rest( 'POST', self::ROUTE, $body )->get_data();
			$valid = rest_validate_value_from_schema( $data, $schema, 'answer' );
			$this->assertTrue( true === $valid, $label . ': ' . ( is_wp_error( $valid ) ? $valid->get_error_message() : '' ) );
		}

		// Closed: a field the schema does not name, a retyped one or a missing one is refused.
		$extra                             = $data;
		$extra['surprise']                 = 1;
		$retyped                           = $data;
		$retyped['lines'][0]['unit_price'] = 1870; // Core's integer check takes '10' as 10 (request args), its string check is strict.
		$missing                           = $data;
		unset( $missing['earliest_delivery_date'] );
		foreach ( array( 'extra' => $extra, 'retyped' => $retyped, 'missing' => $missing ) as $label => $bad ) {
			$this->assertInstanceOf( \WP_Error::class, rest_validate_value_from_schema( $bad, $schema, 'answer' ), $label );
		}
	}

	public function test_anonymous_visitor_gets_list_prices(): void {
		$code     = $this->make_article( 1870 );
		$response = $this->rest( 'POST', self::ROUTE, array( 'lines' => array( array( 'article_code' => $code, 'quantity_m' => 100 ) ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 0, $data['discount_percent'] );
		$this->assertSame( 'EUR', $data['currency'] );
		$this->assertSame( '0.1870', $data['lines'][0]['unit_price'] );
		$this->assertSame( 1870, $data['lines'][0]['unit_price_e4'] );
		$this->assertTrue( $data['lines'][0]['price_is_demo'] );
		$this->assertSame( 1870, $data['lines'][0]['line_net_cents'] );
		$this->assertSame( 1870, $data['net_cents'] );
		$this->assertNull( $data['delivery_cents'], 'no delivery line until a method is chosen' );
		$this->assertSame( 468, $data['vat_cents'] );
		$this->assertSame( 2338, $data['gross_cents'] );
		$this->assertSame( 'in_stock', $data['lines'][0]['availability'] );
	}

	public function test_approved_customer_gets_twenty_percent(): void {
		$code = $this->make_article( 12345 );
		$this->login( $this->make_customer() );
		$data = $this->rest( 'POST', self::ROUTE, array( 'lines' => array( array( 'article_code' => $code, 'quantity_m' => 10 ) ) ) )->get_data();
		$this->assertSame( 20, $data['discount_percent'] );
		$this->assertSame( 1235, $data['subtotal_cents'] );
		$this->assertSame( 988, $data['net_cents'], '12.345 EUR x 0.8 = 9.876' );
		$this->assertSame( 247, $data['discount_cents'] );
	}

	public function test_pending_customer_gets_no_discount(): void {
		$code = $this->make_article( 10000 );
		$this->login( $this->make_customer( false ) );
		$data = $this->rest( 'POST', self::ROUTE, array( 'lines' => array( array( 'article_code' => $code, 'quantity_m' => 1 ) ) ) )->get_data();
		$this->assertSame( 0, $data['discount_percent'] );
		$this->assertSame( 100, $data['net_cents'] );
	}

	public function test_prices_and_discounts_from_the_browser_are_ignored(): void {
		$code = $this->make_article( 5000 );
		$data = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'lines'            => array(
					array(
						'article_code'  => $code,
						'quantity_m'    => 2,
						'unit_price_e4' => 1,
						'Cijena'        => 0.0001,
					),
				),
				'discount_percent' => 99,
				'net_cents'        => 1,
				'gross_cents'      => 1,
			)
		)->get_data();
		$this->assertSame( 5000, $data['lines'][0]['unit_price_e4'] );
		$this->assertSame( 0, $data['discount_percent'] );
		$this->assertSame( 100, $data['net_cents'] );
		$this->assertSame( 125, $data['gross_cents'] );
	}

	public function test_unknown_code_is_reported_and_not_priced(): void {
		$code     = $this->make_article( 1000 );
		$response = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'lines' => array(
					array( 'article_code' => $code, 'quantity_m' => 1 ),
					array( 'article_code' => 'NO-SUCH-CODE-X', 'quantity_m' => 5 ),
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( 'NO-SUCH-CODE-X' ), $data['unknown_codes'] );
		$this->assertCount( 1, $data['lines'] );
		$this->assertSame( 10, $data['net_cents'] );
	}

	public function test_code_matches_regardless_of_case(): void {
		$code = $this->make_article( 1000 );
		$data = $this->rest( 'POST', self::ROUTE, array( 'lines' => array( array( 'article_code' => strtolower( $code ), 'quantity_m' => 1 ) ) ) )->get_data();
		$this->assertSame( array(), $data['unknown_codes'] );
		$this->assertSame( $code, $data['lines'][0]['article_code'] );
	}

	public function test_delivery_method_adds_the_fee_below_the_threshold(): void {
		$code = $this->make_article( 10000 );
		$data = $this->rest(
			'POST',
			self::ROUTE,
			array(
				'lines'    => array( array( 'article_code' => $code, 'quantity_m' => 10 ) ),
				'delivery' => array( 'method' => 'delivery' ),
			)
		)->get_data();
		$this->assertSame( 1500, $data['delivery_cents'] );
		$this->assertSame( 1000 + 1500 + 625, $data['gross_cents'] );
	}

	public function test_backorder_when_stock_does_not_cover_the_quantity(): void {
		$code = $this->make_article( 1000, 50 );
		$data = $this->rest( 'POST', self::ROUTE, array( 'lines' => array( array( 'article_code' => $code, 'quantity_m' => 51 ) ) ) )->get_data();
		$this->assertSame( 'backorder', $data['lines'][0]['availability'], 'more than in stock is ordered, not inquired (StockTest has the dates)' );
		$this->assertSame( array( 50, 1 ), array( $data['lines'][0]['stock_m'], $data['lines'][0]['backorder_m'] ) );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}$/', (string) $data['lines'][0]['expected_date'] );

		// The checkout's date picker starts on the working day after the rest arrives (issue 29: from the server).
		$expected = (string) $data['lines'][0]['expected_date'];
		$earliest = (string) $data['earliest_delivery_date'];
		$this->assertGreaterThan( $expected, $earliest, 'after the expected date' );
		$this->assertLessThan( 6, (int) gmdate( 'N', (int) strtotime( $earliest ) ), 'a weekday' );
		$in_stock = $this->rest( 'POST', self::ROUTE, array( 'lines' => array( array( 'article_code' => $code, 'quantity_m' => 50 ) ) ) )->get_data();
		$this->assertGreaterThan( LeadTime::today()->format( 'Y-m-d' ), (string) $in_stock['earliest_delivery_date'], 'in stock: after today' );
		$this->assertLessThan( $earliest, (string) $in_stock['earliest_delivery_date'], 'in stock: before the backordered quote' );
	}

	/**
	 * @return array<string, array{0: mixed}>
	 */
	public static function bad_quantities(): array {
		return array(
			'zero'     => array( 0 ),
			'negative' => array( -5 ),
			'too many' => array( 100001 ),
			'fraction' => array( 2.5 ),
			'text'     => array( 'ten' ),
		);
	}

	/**
	 * @dataProvider bad_quantities
	 *
	 * @param mixed $quantity Bad quantity.
	 */
	public function test_bad_quantity_is_refused_naming_the_field( $quantity ): void {
		$code     = $this->make_article( 1000 );
		$response = $this->rest( 'POST', self::ROUTE, array( 'lines' => array( array( 'article_code' => $code, 'quantity_m' => $quantity ) ) ) );
		$this->assertFieldError( $response, 'lines' );
		$this->assertSame( 'lines[0].quantity_m', $response->get_data()['data']['details']['lines']['data']['field'] );
	}

	public function test_empty_cart_and_too_many_lines_are_refused(): void {
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, array( 'lines' => array() ) ), 'lines' );
		$code = $this->make_article( 1000 );
		$many = array_fill( 0, 201, array( 'article_code' => $code, 'quantity_m' => 1 ) );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, array( 'lines' => $many ) ), 'lines' );
	}

	public function test_missing_xsrf_header_is_refused(): void {
		$code     = $this->make_article( 1000 );
		$response = $this->rest( 'POST', self::ROUTE, array( 'lines' => array( array( 'article_code' => $code, 'quantity_m' => 1 ) ) ), array( 'xsrf' => false ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'kabelshop_security_invalid_xsrf', $response->get_data()['code'] );
	}

	public function test_missing_nonce_is_refused(): void {
		$code     = $this->make_article( 1000 );
		$response = $this->rest( 'POST', self::ROUTE, array( 'lines' => array( array( 'article_code' => $code, 'quantity_m' => 1 ) ) ), array( 'nonce' => false ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'kabelshop_security_invalid_nonce', $response->get_data()['code'] );
	}
}
