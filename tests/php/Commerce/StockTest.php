<?php
/**
 * Stock and backorders on quote and order; working days, holidays and the lead-time settings.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\CatalogService;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Commerce\LeadTime;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * A quantity the stock covers is "in stock"; more is a backorder that says how many metres are in
 * stock and when the rest is expected (today in Zagreb + lead time in working days, weekends and
 * Croatian public holidays skipped); the order's items keep those figures.
 */
final class StockTest extends TestCase {

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

	/**
	 * The first line of a quote.
	 *
	 * @param string $code       Article code.
	 * @param int    $quantity_m Metres.
	 * @return array<string, mixed>
	 */
	private function quote_line( string $code, int $quantity_m ): array {
		$response = $this->rest(
			'POST',
			self::QUOTE,
			array(
				'lines' => array(
					array(
						'article_code' => $code,
						'quantity_m'   => $quantity_m,
					),
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data()['lines'][0];
	}

	public function test_easter_matches_the_gregorian_computus(): void {
		$this->assertSame( '2026-04-05', ( new \DateTimeImmutable( '2026-03-21' ) )->modify( '+' . LeadTime::easter_days( 2026 ) . ' days' )->format( 'Y-m-d' ) );
		$this->assertSame( '2027-03-28', ( new \DateTimeImmutable( '2027-03-21' ) )->modify( '+' . LeadTime::easter_days( 2027 ) . ' days' )->format( 'Y-m-d' ) );
		if ( function_exists( 'easter_days' ) ) {
			for ( $year = 1990; $year <= 2100; $year++ ) {
				$this->assertSame( easter_days( $year ), LeadTime::easter_days( $year ), "Easter {$year}" );
			}
		}
	}

	public function test_working_days_skip_weekends_and_croatian_holidays(): void {
		$day = static fn( string $d ): \DateTimeImmutable => new \DateTimeImmutable( $d, new \DateTimeZone( 'Europe/Zagreb' ) );
		$this->assertSame( '2026-12-07', LeadTime::expected_date( 1, $day( '2026-12-04' ) ), 'Friday + 1 = Monday' );
		$this->assertSame( '2026-12-07', LeadTime::expected_date( 1, $day( '2026-12-05' ) ), 'Saturday + 1 = Monday' );
		$this->assertSame( '2026-12-28', LeadTime::expected_date( 2, $day( '2026-12-23' ) ), 'Christmas, St Stephen and the weekend skipped' );
		$this->assertSame( '2026-04-07', LeadTime::expected_date( 2, $day( '2026-04-02' ) ), 'Easter Monday skipped' );
		$this->assertSame( '2026-06-05', LeadTime::expected_date( 1, $day( '2026-06-03' ) ), 'Corpus Christi (Easter + 60) skipped' );
		$this->assertSame( '2026-06-23', LeadTime::expected_date( 1, $day( '2026-06-19' ) ), '22 June skipped' );
		$this->assertSame( '2026-12-04', LeadTime::expected_date( 0, $day( '2026-12-04' ) ) );
		$this->assertFalse( LeadTime::is_working_day( $day( '2026-11-18' ) ), 'Remembrance Day' );
		$this->assertTrue( LeadTime::is_working_day( $day( '2026-11-19' ) ) );
	}

	public function test_a_covered_quantity_is_in_stock(): void {
		$code = $this->stock_article( array( 'stock_m' => 500 ) );
		$line = $this->quote_line( $code, 500 );
		$this->assertSame( 'in_stock', $line['availability'] );
		$this->assertFalse( $line['on_request'] );
		$this->assertSame( 500, $line['stock_m'] );
		$this->assertSame( 0, $line['backorder_m'] );
		$this->assertNull( $line['expected_date'] );
	}

	public function test_more_than_in_stock_is_a_backorder_with_the_default_lead_time_across_christmas(): void {
		$this->today_is( '2026-12-22' );
		update_option( ShopSettings::OPTION_LEAD_TIME, 3 );
		$code = $this->stock_article( array( 'stock_m' => 120 ) );
		$line = $this->quote_line( $code, 500 );
		$this->assertSame( 'backorder', $line['availability'] );
		$this->assertSame( 120, $line['stock_m'] );
		$this->assertSame( 380, $line['backorder_m'] );
		$this->assertSame( '2026-12-28', $line['expected_date'], '23, 24, (25, 26, 27), 28 December' );
	}

	public function test_the_article_lead_time_wins_over_the_default_and_unknown_stock_is_all_backordered(): void {
		$this->today_is( '2026-12-04' );
		update_option( ShopSettings::OPTION_LEAD_TIME, 20 );
		$own  = $this->stock_article(
			array(
				'stock_m'        => 0,
				'lead_time_days' => 1,
			)
		);
		$line = $this->quote_line( $own, 50 );
		$this->assertSame( array( 0, 50, '2026-12-07' ), array( $line['stock_m'], $line['backorder_m'], $line['expected_date'] ), 'Friday + 1 working day' );
		$unknown = $this->stock_article( array( 'stock_m' => null ) );
		$line    = $this->quote_line( $unknown, 50 );
		$this->assertSame( 'backorder', $line['availability'] );
		$this->assertNull( $line['stock_m'] );
		$this->assertSame( 50, $line['backorder_m'] );
		$this->assertSame( '2027-01-05', $line['expected_date'], '20 working days from 4 December: 25 and 26 December, 1 January and the weekends skipped' );
	}

	public function test_the_order_stores_stock_backorder_and_expected_date_per_item(): void {
		global $wpdb;
		$this->today_is( '2026-12-04' );
		$covered = $this->stock_article( array( 'stock_m' => 1000 ) );
		$partial = $this->stock_article(
			array(
				'stock_m'        => 120,
				'lead_time_days' => 5,
			)
		);
		$this->login( $this->make_customer() );
		$response = $this->rest(
			'POST',
			self::ORDERS,
			$this->order_body(
				array(
					array(
						'article_code' => $covered,
						'quantity_m'   => 300,
					),
					array(
						'article_code' => $partial,
						'quantity_m'   => 500,
					),
				)
			),
			$this->with_key()
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$items = $response->get_data()['order']['items'];
		$this->assertSame( array( 1000, 0, null ), array( $items[0]['stock_m_at_order'], $items[0]['backorder_m'], $items[0]['expected_date'] ) );
		$this->assertSame( array( 120, 380, '2026-12-11' ), array( $items[1]['stock_m_at_order'], $items[1]['backorder_m'], $items[1]['expected_date'] ) );
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT stock_m_at_order, backorder_m, expected_date FROM ' . OrderTable::items_name() . ' WHERE order_id = %d AND line_no = 2', $response->get_data()['order']['id'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from code.
		$this->assertSame(
			array(
				'stock_m_at_order' => '120',
				'backorder_m'      => '380',
				'expected_date'    => '2026-12-11',
			),
			$row
		);
	}

	public function test_default_lead_time_setting_accepts_working_days_only(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		( new ShopSettings() )->register_settings();
		$this->assertSame( ShopSettings::DEFAULT_LEAD_TIME_DAYS, ShopSettings::default_lead_time_days() );
		update_option( ShopSettings::OPTION_LEAD_TIME, '15' );
		$this->assertSame( 15, ShopSettings::default_lead_time_days() );
		foreach ( array( '0', '251', '3.5', 'soon' ) as $bad ) {
			update_option( ShopSettings::OPTION_LEAD_TIME, $bad );
			$this->assertSame( 15, ShopSettings::default_lead_time_days(), "'{$bad}' keeps the previous lead time" );
		}
	}

	public function test_csv_columns_set_the_ordering_fields_and_a_file_without_them_keeps_them(): void {
		$code   = strtoupper( $this->unique( 'KS-CSV-' ) );
		$header = 'article_code;designation;category;size_label;packaging;package_length_m;unit_price_eur_per_m;stock_m';
		$row    = "{$code};" . self::$stock_type . ';installation-cables;3x1,5;ring;100;0,5000;200';
		$result = ( new CsvImporter() )->import( "{$header};lead_time_days;on_request_only\n{$row};7;1\n" );
		$this->assertTrue( $result->ok(), wp_json_encode( $result->errors ) );
		$article = ( new ArticleRepository() )->find_by_codes( array( $code ) )[ $code ];
		$this->assertSame( array( 7, true ), array( $article->lead_time_days, $article->on_request_only ) );
		$result = ( new CsvImporter() )->import( "{$header}\n{$row}\n" );
		$this->assertTrue( $result->ok(), wp_json_encode( $result->errors ) );
		$article = ( new ArticleRepository() )->find_by_codes( array( $code ) )[ $code ];
		$this->assertSame( array( 7, true ), array( $article->lead_time_days, $article->on_request_only ), 'kept' );
		$bad = ( new CsvImporter() )->import( "{$header};lead_time_days;on_request_only\n{$row};0;yes\n" );
		$this->assertSame( array( 'lead_time_days', 'on_request_only' ), array_column( $bad->errors, 'field' ) );
	}

	public function test_staff_set_lead_time_and_flag_in_the_articles_box(): void {
		$code       = $this->stock_article( array( 'lead_time_days' => 4 ) );
		$repository = new ArticleRepository();
		$article    = $repository->find_by_codes( array( $code ) )[ $code ];
		CatalogService::save_article_ordering(
			$article->product_id,
			array(
				$article->id => array(
					'present'         => '1',
					'lead_time_days'  => '12',
					'on_request_only' => '1',
				),
			)
		);
		$article = $repository->find_by_codes( array( $code ) )[ $code ];
		$this->assertSame( array( 12, true ), array( $article->lead_time_days, $article->on_request_only ) );
		CatalogService::save_article_ordering(
			$article->product_id,
			array(
				$article->id => array(
					'present'        => '1',
					'lead_time_days' => '999',
				),
			)
		);
		$article = $repository->find_by_codes( array( $code ) )[ $code ];
		$this->assertSame( array( 12, false ), array( $article->lead_time_days, $article->on_request_only ), 'a bad lead time keeps the stored one; an unticked box clears the flag' );
		CatalogService::save_article_ordering(
			$article->product_id,
			array(
				$article->id => array(
					'present'        => '1',
					'lead_time_days' => '',
				),
			)
		);
		$this->assertNull( $repository->find_by_codes( array( $code ) )[ $code ]->lead_time_days, 'empty = the shop default' );
	}
}
