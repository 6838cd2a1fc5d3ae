<?php
/**
 * Whole packages: rings, reels and boxes are sold by the package, drums cut to length.
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
 * A quantity that is not a multiple of the ring, reel or box length is refused on quote and order
 * with 400 naming lines[i].quantity_m and saying which quantities work; a drum article takes any metres.
 */
final class PackageTest extends TestCase {

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
	 * Quote lines.
	 *
	 * @param list<array{0: string, 1: int}> $lines Code and metres.
	 */
	private function quote( array $lines ): \WP_REST_Response {
		return $this->rest(
			'POST',
			self::QUOTE,
			array(
				'lines' => array_map(
					static fn( array $l ): array => array(
						'article_code' => $l[0],
						'quantity_m'   => $l[1],
					),
					$lines
				),
			)
		);
	}

	public function test_quote_refuses_part_of_a_ring_naming_the_line_with_the_quantities_that_work(): void {
		$drum     = $this->stock_article();
		$ring     = $this->stock_article(
			array(
				'packaging'        => 'ring',
				'package_length_m' => 100,
			)
		);
		$response = Locale::in_language( 'en', fn(): \WP_REST_Response => $this->quote( array( array( $drum, 37 ), array( $ring, 250 ) ) ) );
		$this->assertFieldError( $response, 'lines[1].quantity_m' );
		$data = $response->get_data();
		$this->assertSame( 'kabelshop_cart_whole_packages', $data['code'] );
		$this->assertSame( 'lines[1].quantity_m', $data['data']['field'] );
		$this->assertSame( 'TESTKABEL-J 3x1.5 is sold in rings of 100 m: enter 100, 200, 300 … m.', $data['message'] );
		$this->assertSame( array( 'lines[1].quantity_m' ), array_keys( $data['data']['fields'] ), 'the drum line is fine' );
	}

	public function test_the_message_is_croatian_on_a_croatian_request_and_names_every_bad_line(): void {
		$box      = $this->stock_article(
			array(
				'packaging'        => 'box',
				'package_length_m' => 305,
				'size_label'       => '4x2x0.5',
			)
		);
		$reel     = $this->stock_article(
			array(
				'packaging'        => 'reel',
				'package_length_m' => 1000,
			)
		);
		$response = $this->quote( array( array( $box, 300 ), array( $reel, 1500 ) ) );
		$this->assertSame( 400, $response->get_status() );
		$fields = $response->get_data()['data']['fields'];
		$this->assertSame( array( 'lines[0].quantity_m', 'lines[1].quantity_m' ), array_keys( $fields ) );
		$this->assertStringContainsString( 'TESTKABEL-J 4x2x0,5', $fields['lines[0].quantity_m'], 'Croatian decimal comma' );
		$this->assertStringContainsString( '305, 610, 915', $fields['lines[0].quantity_m'] );
		$this->assertStringNotContainsString( 'is sold in', $fields['lines[0].quantity_m'], 'translated' );
		$this->assertStringContainsString( '1.000, 2.000, 3.000', $fields['lines[1].quantity_m'], 'Croatian thousands separator' );
	}

	public function test_an_unknown_code_before_it_does_not_shift_the_line_number(): void {
		$ring     = $this->stock_article(
			array(
				'packaging'        => 'ring',
				'package_length_m' => 100,
			)
		);
		$response = $this->quote( array( array( 'NO-SUCH-ARTICLE', 5 ), array( $ring, 50 ) ) );
		$this->assertFieldError( $response, 'lines[1].quantity_m' );
	}

	public function test_whole_packages_and_drums_cut_to_length_are_quoted(): void {
		$ring     = $this->stock_article(
			array(
				'packaging'        => 'ring',
				'package_length_m' => 100,
			)
		);
		$drum     = $this->stock_article(
			array(
				'packaging'        => 'drum',
				'package_length_m' => 1000,
			)
		);
		$response = $this->quote( array( array( $ring, 300 ), array( $drum, 37 ) ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$lines = $response->get_data()['lines'];
		$this->assertSame( array( 100, null ), array( $lines[0]['package_multiple_m'], $lines[1]['package_multiple_m'] ) );
		$this->assertSame( array( 0, 1 ), array( $lines[0]['index'], $lines[1]['index'] ) );
	}

	public function test_order_refuses_part_of_a_package_and_stores_nothing_but_takes_a_drum_cut(): void {
		global $wpdb;
		$user = $this->make_customer();
		$this->login( $user );
		$ring     = $this->stock_article(
			array(
				'packaging'        => 'ring',
				'package_length_m' => 100,
			)
		);
		$drum     = $this->stock_article();
		$response = $this->rest(
			'POST',
			self::ORDERS,
			$this->order_body(
				array(
					array(
						'article_code' => $drum,
						'quantity_m'   => 37,
					),
					array(
						'article_code' => $ring,
						'quantity_m'   => 150,
					),
				)
			),
			$this->with_key()
		);
		$this->assertFieldError( $response, 'lines[1].quantity_m' );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . OrderTable::name() . ' WHERE user_id = %d', $user ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from code.
		$response = $this->rest(
			'POST',
			self::ORDERS,
			$this->order_body(
				array(
					array(
						'article_code' => $drum,
						'quantity_m'   => 37,
					),
					array(
						'article_code' => $ring,
						'quantity_m'   => 200,
					),
				)
			),
			$this->with_key()
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 37, 200 ), array_column( $response->get_data()['order']['items'], 'quantity_m' ) );
	}
}
