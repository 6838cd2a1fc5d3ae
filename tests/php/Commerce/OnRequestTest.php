<?php
/**
 * Articles on request: inquired, not ordered.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\OrderTable;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * An article without a price or flagged "on request only" by staff is marked in the quote and
 * left out of its totals; an order with it answers 409 naming the line (lines[i]) and the article.
 * An article without a stock figure is not on request: it is ordered and backordered.
 */
final class OnRequestTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;
	use StockFixtures;

	private const QUOTE  = '/kabelshop/v1/cart/quote';
	private const ORDERS = '/kabelshop/v1/orders';

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		$this->reset_stock_settings();
		parent::tearDown();
	}

	public function test_quote_marks_articles_without_price_or_flagged_and_leaves_them_out_of_the_totals(): void {
		$priced    = $this->stock_article( array( 'unit_price_e4' => 10000 ) );
		$no_price  = $this->stock_article( array( 'unit_price_e4' => 0 ) );
		$flagged   = $this->stock_article(
			array(
				'unit_price_e4'   => 20000,
				'on_request_only' => 1,
			)
		);
		$no_figure = $this->stock_article( array( 'stock_m' => null ) );
		$response  = $this->rest(
			'POST',
			self::QUOTE,
			array(
				'lines' => array(
					array(
						'article_code' => $priced,
						'quantity_m'   => 10,
					),
					array(
						'article_code' => $no_price,
						'quantity_m'   => 10,
					),
					array(
						'article_code' => $flagged,
						'quantity_m'   => 10,
					),
					array(
						'article_code' => $no_figure,
						'quantity_m'   => 10,
					),
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( array( false, true, true, false ), array_column( $data['lines'], 'on_request' ) );
		$this->assertSame( array( 'in_stock', 'on_request', 'on_request', 'backorder' ), array_column( $data['lines'], 'availability' ) );
		$this->assertSame( 20000, $data['lines'][2]['unit_price_e4'], 'the flagged article still shows its list price' );
		$this->assertSame( 0, $data['lines'][2]['line_net_cents'] );
		$this->assertSame( array( 0, 3 ), array_values( array_unique( array_column( $data['charges'], 'line_index' ) ) ), 'drum lines on request bring no cut fee or deposit' );
		$this->assertSame( 1000 + 500 + $data['charges_cents'], $data['net_cents'], '10 m at 1.00 + 10 m at 0.50 and their cut fees: the lines on request are not in the totals' );
	}

	public function test_order_with_an_article_on_request_is_refused_with_409_naming_the_line(): void {
		global $wpdb;
		$user = $this->make_customer();
		$this->login( $user );
		$priced   = $this->stock_article();
		$flagged  = $this->stock_article( array( 'on_request_only' => 1 ) );
		$body     = $this->order_body(
			array(
				array( 'article_code' => $priced, 'quantity_m' => 10 ),
				array( 'article_code' => $flagged, 'quantity_m' => 10 ),
			)
		);
		$response = Locale::in_language( 'en', fn(): \WP_REST_Response => $this->rest( 'POST', self::ORDERS, $body, $this->with_key() ) );
		$this->assertSame( 409, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 'kabelshop_order_on_request', $data['code'] );
		$this->assertSame( 'lines[1]', $data['data']['field'] );
		$this->assertSame( "TESTKABEL-J 3x1.5 ({$flagged}) is sold on request and cannot be ordered online: move it to the inquiry list and ask for a quote.", $data['message'] );
		$this->assertSame( $data['message'], $data['data']['fields']['lines[1]'] );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . OrderTable::name() . ' WHERE user_id = %d', $user ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from code.
	}

	public function test_an_article_without_a_price_is_refused_in_croatian(): void {
		$this->login( $this->make_customer() );
		$no_price = $this->stock_article( array( 'unit_price_e4' => 0 ) );
		$response = $this->rest(
			'POST',
			self::ORDERS,
			$this->order_body(
				array(
					array(
						'article_code' => $no_price,
						'quantity_m'   => 10,
					),
				)
			),
			$this->with_key()
		);
		$this->assertSame( 409, $response->get_status() );
		$this->assertSame( 'lines[0]', $response->get_data()['data']['field'] );
		$this->assertStringContainsString( 'TESTKABEL-J 3x1,5', $response->get_data()['message'] );
		$this->assertStringNotContainsString( 'is sold on request', $response->get_data()['message'] );
	}

	public function test_an_article_without_a_stock_figure_is_ordered_as_a_backorder(): void {
		$this->today_is( '2026-12-04' );
		$this->login( $this->make_customer() );
		$code     = $this->stock_article(
			array(
				'stock_m'        => null,
				'lead_time_days' => 2,
			)
		);
		$response = $this->rest(
			'POST',
			self::ORDERS,
			$this->order_body(
				array(
					array(
						'article_code' => $code,
						'quantity_m'   => 40,
					),
				)
			),
			$this->with_key()
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$item = $response->get_data()['order']['items'][0];
		$this->assertSame( array( null, 40, '2026-12-08' ), array( $item['stock_m_at_order'], $item['backorder_m'], $item['expected_date'] ) );
	}
}
