<?php
/**
 * The packaging suggester (issue 14) and its route.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\Drums\DrumSettings;
use Kabelshop\Commerce\PackagingSuggester as S;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\TestCase;

/**
 * Cheapest combination of whole rings/reels/boxes and a cut from a drum; GET
 * products/{id}/packaging-suggestion.
 */
final class PackagingSuggesterTest extends TestCase {

	use StockFixtures;

	protected function tearDown(): void {
		delete_option( DrumSettings::OPTION_CUT_FEE );
		RateLimiter::reset( 'packaging:ip:' . RateLimiter::client_ip() );
		parent::tearDown();
	}

	/**
	 * A ring option: $length m at $price_e4 per metre.
	 *
	 * @param int $length   Metres per ring.
	 * @param int $price_e4 Price per metre.
	 * @param string $code  Article code.
	 * @return array<string, mixed>
	 */
	private static function ring( int $length, int $price_e4, string $code = 'RING' ): array {
		return S::option( $code . $length, 'ring', S::PACKAGE, $length, $price_e4, 0, 0 );
	}

	/**
	 * A drum cut option (and the drum's whole drums as a package).
	 *
	 * @param int $price_e4 Price per metre.
	 * @param int $cut_fee  Cut fee cents.
	 * @param int $length   Drum length.
	 * @param int $deposit  Deposit cents per drum.
	 * @return list<array<string, mixed>>
	 */
	private static function drum( int $price_e4, int $cut_fee = 2000, int $length = 500, int $deposit = 0 ): array {
		return array(
			S::option( 'DRUM', 'drum', S::LENGTH, $length, $price_e4, $cut_fee, $deposit ),
			S::option( 'DRUM', 'drum', S::PACKAGE, $length, $price_e4, 0, $deposit ),
		);
	}

	/**
	 * Lines as "code:quantity[:cut]".
	 *
	 * @param array<string, mixed> $answer Suggestion.
	 * @return list<string>
	 */
	private static function summary( array $answer ): array {
		return array_map( static fn( array $l ): string => $l['article_code'] . ':' . $l['quantity_m'] . ( $l['cut'] ? ':cut' : '' ), $answer['lines'] );
	}

	public function test_cheapest_beats_the_naive_largest_package_first(): void {
		// 300 m wanted; ring 250 m costs 2.00/m, ring 100 m 1.00/m. Largest first: 2 x 250 = 500 m
		// for 1,000.00 EUR (or 250 + 100 = 350 m for 600.00); cheapest: 3 x 100 = 300 m for 300.00.
		$answer = S::suggest( array( self::ring( 250, 20000 ), self::ring( 100, 10000 ) ), 300 );
		$this->assertSame( array( 'RING100:300' ), self::summary( $answer ) );
		$this->assertSame( 30000, $answer['total_cents'] );
		$this->assertSame( 0, $answer['excess_m'] );
		$this->assertSame( 3, $answer['lines'][0]['count'] );
	}

	public function test_exact_length_with_a_drum_whole_rings_plus_a_cut(): void {
		// 370 m: 3 rings of 100 m (1.00/m) + 70 m cut from the drum (1.10/m + 20.00 cut fee).
		$answer = S::suggest( array_merge( array( self::ring( 100, 10000 ) ), self::drum( 11000 ) ), 370 );
		$this->assertSame( array( 'RING100:300', 'DRUM:70:cut' ), self::summary( $answer ) );
		$this->assertSame( 0, $answer['excess_m'] );
		$this->assertSame( 30000 + 7700 + 2000, $answer['total_cents'] );
		$this->assertSame( 2000, $answer['lines'][1]['cut_fee_cents'] );
	}

	public function test_without_a_drum_it_rounds_up_to_whole_packages_with_the_least_excess(): void {
		$answer = S::suggest( array( self::ring( 100, 10000 ), self::ring( 50, 10000, 'SMALL' ) ), 370 );
		$this->assertSame( 30, $answer['excess_m'], '400 m: 4 x 100 or 3 x 100 + 2 x 50, never 450' );
		$this->assertSame( 40000, $answer['total_cents'] );
		$this->assertSame( 400, array_sum( array_column( $answer['lines'], 'quantity_m' ) ) );
		$cheap_small = S::suggest( array( self::ring( 100, 10000 ), self::ring( 50, 9000, 'SMALL' ) ), 370 );
		$this->assertSame( array( 'SMALL50:400' ), self::summary( $cheap_small ), 'the cheaper 50 m rings win' );
		$this->assertSame( 36000, $cheap_small['total_cents'] );
	}

	public function test_the_cut_fee_makes_whole_rings_cheaper(): void {
		// 200 m: the drum's metre is cheaper (0.95 vs 1.00) but the cut fee of 20.00 EUR outweighs the 10.00 saved.
		$answer = S::suggest( array_merge( array( self::ring( 100, 10000 ) ), self::drum( 9500 ) ), 200 );
		$this->assertSame( array( 'RING100:200' ), self::summary( $answer ) );
		$this->assertSame( 20000, $answer['total_cents'] );
		// Without a cut fee the drum wins.
		$free = S::suggest( array_merge( array( self::ring( 100, 10000 ) ), self::drum( 9500, 0 ) ), 200 );
		$this->assertSame( array( 'DRUM:200:cut' ), self::summary( $free ) );
		$this->assertSame( 19000, $free['total_cents'] );
	}

	public function test_whole_drums_need_no_cut_and_deposits_count(): void {
		// 1,037 m from a 500 m drum at 1.00/m, deposit 50.00 per drum: 2 whole drums + 37 m cut, one line.
		$answer = S::suggest( self::drum( 10000, 2000, 500, 5000 ), 1037 );
		$this->assertSame( array( 'DRUM:1037:cut' ), self::summary( $answer ) );
		$this->assertSame( 2, $answer['lines'][0]['count'], 'two whole drums' );
		$this->assertSame( 3 * 5000, $answer['lines'][0]['deposit_cents'], 'three drums shipped, as LineCharges counts them' );
		$this->assertSame( 103700 + 2000 + 15000, $answer['total_cents'] );
		$whole = S::suggest( self::drum( 10000, 2000, 500, 5000 ), 1000 );
		$this->assertSame( array( 'DRUM:1000' ), self::summary( $whole ), 'whole drums: no cut fee' );
		$this->assertSame( 100000 + 10000, $whole['total_cents'] );
	}

	public function test_limits(): void {
		$this->assertNull( S::suggest( array(), 100 ), 'nothing to order' );
		$long = S::suggest( array_merge( array( self::ring( 100, 10000 ), self::ring( 3, 10001, 'ODD' ) ), self::drum( 12000 ) ), S::MAX_LENGTH_M );
		$this->assertSame( S::MAX_LENGTH_M, array_sum( array_column( $long['lines'], 'quantity_m' ) ) );
		$this->assertSame( 100000000 / 100, $long['total_cents'], '10 km of 100 m rings' );
		foreach ( array( 0, S::MAX_LENGTH_M + 1 ) as $bad ) {
			try {
				S::suggest( array( self::ring( 100, 10000 ) ), $bad );
				$this->fail( "{$bad} m accepted" );
			} catch ( \InvalidArgumentException $e ) {
				$this->assertStringContainsString( '1..10000', $e->getMessage() );
			}
		}
	}

	public function test_route_suggests_for_a_family_and_skips_articles_on_request(): void {
		SurchargeTerms::flush();
		update_option( DrumSettings::OPTION_CUT_FEE, 2000 );
		$ring     = $this->stock_article(
			array(
				'packaging'        => 'ring',
				'package_length_m' => 100,
				'unit_price_e4'    => 10000,
				'size_label'       => '3x2.5',
			)
		);
		$product  = (int) $this->product_of( $ring );
		$drum     = $this->article_of( $product, 'drum', 500, 11000, '3x2.5' );
		$expensive = $this->article_of( $product, 'ring', 50, 1, '3x2.5', 1 );
		$other    = $this->article_of( $product, 'ring', 10, 1, '5x1.5' );
		$answer   = $this->rest( 'GET', "/kabelshop/v1/products/{$product}/packaging-suggestion", array( 'size' => '3x2,5', 'length_m' => 370 ) );
		$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
		$data = $answer->get_data();
		$this->assertSame( 370, $data['length_m'] );
		$codes = array_column( $data['lines'], 'article_code' );
		$this->assertNotContains( $expensive, $codes, 'an article on request is never suggested, however cheap' );
		$this->assertNotContains( $other, $codes, 'another size is another family' );
		$this->assertSame( array( $ring, $drum ), $codes );
		$this->assertSame( array( 300, 70 ), array_column( $data['lines'], 'quantity_m' ) );
		$this->assertSame( array( false, true ), array_column( $data['lines'], 'cut' ) );
		$this->assertSame( 3, $data['lines'][0]['count'] );
		$metal = array_sum( array_map( static fn( array $l ): int => $l['quantity_m'] * ( $l['full_price_e4'] - ( $l['cut'] ? 11000 : 10000 ) ), $data['lines'] ) );
		$this->assertSame( intdiv( 300 * 10000 + 70 * 11000 + $metal + 200000 + 50, 100 ), $data['total_cents'], 'goods at full price + the 20.00 cut fee' );
		$this->assertSame( 0, $data['excess_m'] );
	}

	public function test_route_errors_name_the_field(): void {
		$ring    = $this->stock_article(
			array(
				'packaging'        => 'ring',
				'package_length_m' => 100,
				'size_label'       => '3x2.5',
			)
		);
		$product = (int) $this->product_of( $ring );
		$path    = "/kabelshop/v1/products/{$product}/packaging-suggestion";
		$cases   = array(
			'length_m' => array( 'size' => '3x2.5', 'length_m' => 10001 ),
			'size'     => array( 'size' => str_repeat( '9', 65 ), 'length_m' => 10 ),
		);
		foreach ( $cases as $field => $query ) {
			$this->assertFieldError( $this->rest( 'GET', $path, $query ), $field );
		}
		$this->assertFieldError( $this->rest( 'GET', $path, array( 'size' => '3x2.5' ) ), 'length_m' );
		$none = $this->rest( 'GET', $path, array( 'size' => '7x95', 'length_m' => 10 ) );
		$this->assertSame( 404, $none->get_status() );
		$this->assertSame( 'size', $none->get_data()['data']['field'] ?? null );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/products/999999999/packaging-suggestion', array( 'size' => '3x2.5', 'length_m' => 10 ) )->get_status() );
	}

	/**
	 * The product id of a fixture article.
	 *
	 * @param string $code Article code.
	 */
	private function product_of( string $code ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT product_id FROM ' . \Kabelshop\Catalog\ArticleTable::name() . ' WHERE article_code = %s', $code ) );
	}

	/**
	 * One more article of a product.
	 *
	 * @param int    $product    Product id.
	 * @param string $packaging  Packaging.
	 * @param int    $length     Package length.
	 * @param int    $price_e4   Base price per metre.
	 * @param string $size       Size label.
	 * @param int    $on_request Staff flag.
	 */
	private function article_of( int $product, string $packaging, int $length, int $price_e4, string $size, int $on_request = 0 ): string {
		global $wpdb;
		$code = strtoupper( $this->unique( 'KS-PACK-' ) );
		$this->assertSame(
			1,
			$wpdb->insert(
				\Kabelshop\Catalog\ArticleTable::name(),
				array(
					'article_code'     => $code,
					'product_id'       => $product,
					'cores'            => 3,
					'size_label'       => $size,
					'packaging'        => $packaging,
					'package_length_m' => $length,
					'unit_price_e4'    => $price_e4,
					'price_is_demo'    => 1,
					'stock_m'          => 100000,
					'on_request_only'  => $on_request,
					'search_text'      => strtolower( $code ),
				)
			)
		);
		return $code;
	}
}
