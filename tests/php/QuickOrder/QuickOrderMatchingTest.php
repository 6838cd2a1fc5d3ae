<?php
/**
 * Quick-order matching on the seeded catalogue.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\QuickOrder;

use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Catalog\SearchText;
use Kabelshop\QuickOrder\LineParser;
use Kabelshop\QuickOrder\Matcher;
use Kabelshop\Tests\TestCase;

/**
 * Lines as buyers write them (issue 13), matched against the catalogue the seed builds from
 * data/catalogue (../shared/data/cable_catalogue.csv and the common types): NYY-J 5x16 is
 * KS-NYYJ-5X16-D (drum 500 m, cut to length), PP-Y is the Croatian name of NYM-J, whose 3x2.5 is
 * KS-NYMJ-3X2.5-R (ring 100 m, whole rings only), and 5x16 is made as NYY-J, NYM-J, N2XH-J and
 * H07RN-F 5G16. Decimal quantities are refused (cable is sold by the whole metre), except a
 * fraction of zeros ("100,00") and thousands groups ("1.000").
 */
final class QuickOrderMatchingTest extends TestCase {

	/**
	 * The table: line => [ status, article code (matched or found), quantity_m, reason, candidate codes that must be offered ].
	 *
	 * @return array<string, array{0: string, 1: string, 2: string|null, 3: int|null, 4: string, 5: list<string>}>
	 */
	public static function spellings(): array {
		return array(
			'type size metres'               => array( 'NYY-J 5x16 200m', 'matched', 'KS-NYYJ-5X16-D', 200, '', array() ),
			'spaces around x and m'          => array( 'NYY-J 5 x 16 200 m', 'matched', 'KS-NYYJ-5X16-D', 200, '', array() ),
			'lower case, mm2 glued'          => array( 'nyy-j 5x16mm2 200', 'matched', 'KS-NYYJ-5X16-D', 200, '', array() ),
			'Croatian name, decimal comma'   => array( 'PP-Y 3x2,5 100', 'matched', 'KS-NYMJ-3X2.5-R', 100, '', array() ),
			'no hyphen, decimal point, m'    => array( 'PPY 3x2.5 100m', 'matched', 'KS-NYMJ-3X2.5-R', 100, '', array() ),
			'mm2 and spaced unit'            => array( 'PP-Y 3x2.5mm2 100 m', 'matched', 'KS-NYMJ-3X2.5-R', 100, '', array() ),
			'mm² with a space'               => array( 'PP-Y 3x2,5 mm² 100', 'matched', 'KS-NYMJ-3X2.5-R', 100, '', array() ),
			'capital M'                      => array( 'PP-Y 3x2,5 100 M', 'matched', 'KS-NYMJ-3X2.5-R', 100, '', array() ),
			'metres spelled out (hr)'        => array( 'NYY-J 5x16 200 metara', 'matched', 'KS-NYYJ-5X16-D', 200, '', array() ),
			'article code and quantity'      => array( 'KS-NYYJ-5X16-D 200', 'matched', 'KS-NYYJ-5X16-D', 200, '', array() ),
			'article code in lower case'     => array( 'ks-nymj-3x2.5-r 200', 'matched', 'KS-NYMJ-3X2.5-R', 200, '', array() ),
			'Excel row, two cells'           => array( "NYY-J 5x16\t200", 'matched', 'KS-NYYJ-5X16-D', 200, '', array() ),
			'Excel row, type size qty unit'  => array( "NYY-J\t5x16\t200\tm", 'matched', 'KS-NYYJ-5X16-D', 200, '', array() ),
			'CSV row with semicolons'        => array( 'PP-Y 3x2,5;300', 'matched', 'KS-NYMJ-3X2.5-R', 300, '', array() ),
			'quantity first with unit'       => array( '200 m NYY-J 5x16', 'matched', 'KS-NYYJ-5X16-D', 200, '', array() ),
			'G for the green-yellow core'    => array( 'H05VV-F 3G1,5 100', 'matched', 'KS-H05VVF-3G1.5-R', 100, '', array() ),
			'x where the maker writes G'     => array( 'H07RN-F 3x2,5 100', 'matched', 'KS-H07RNF-3G2.5-R', 100, '', array() ),
			'thousands with a point'         => array( 'NYY-J 5x16 1.000 m', 'matched', 'KS-NYYJ-5X16-D', 1000, '', array() ),
			'a fraction of zeros is whole'   => array( 'PP-Y 3x1,5 100,00', 'matched', 'KS-NYMJ-3X1.5-R', 100, '', array() ),
			'decimal comma metres refused'   => array( 'NYY-J 5x16 200,5', 'unmatched', 'KS-NYYJ-5X16-D', null, 'bad_quantity', array() ),
			'decimal point metres refused'   => array( 'NYY-J 5x16 12.5m', 'unmatched', 'KS-NYYJ-5X16-D', null, 'bad_quantity', array() ),
			'over the largest quantity'      => array( 'NYY-J 5x16 200000', 'unmatched', 'KS-NYYJ-5X16-D', null, 'bad_quantity', array() ),
			'no quantity'                    => array( 'NYY-J 5x16', 'unmatched', 'KS-NYYJ-5X16-D', null, 'no_quantity', array() ),
			'spaced size, no quantity'       => array( 'NYY-J 5 x 16', 'unmatched', 'KS-NYYJ-5X16-D', null, 'no_quantity', array() ),
			'size the type is not made in'   => array( 'NYY-J 5x17 200', 'unmatched', '', 200, 'size_not_made', array() ),
			'size no type is made in'        => array( '7x99 100', 'unmatched', '', 100, 'size_not_made', array() ),
			'unknown type'                   => array( 'XYZ-Q 3x2,5 100', 'unmatched', '', 100, 'unknown_type', array() ),
			'no words at all'                => array( '--- 100', 'unmatched', '', 100, 'unknown_type', array() ),
			'size without type: candidates'  => array( '5x16 100', 'ambiguous', '', 100, '', array( 'KS-NYYJ-5X16-D', 'KS-NYMJ-5X16-D', 'KS-N2XHJ-5X16-D', 'KS-H07RNF-5G16-D' ) ),
			'not whole rings'                => array( 'PP-Y 3x2,5 150', 'unmatched', 'KS-NYMJ-3X2.5-R', 150, 'whole_packages', array() ),
			'drum cut to any length'         => array( 'NYY-J 3x2,5 73', 'matched', 'KS-NYYJ-3X2.5-D', 73, '', array() ),
		);
	}

	/**
	 * @dataProvider spellings
	 *
	 * @param string       $line       The line as pasted.
	 * @param string       $status     Expected status.
	 * @param string       $code       Expected article code ('' when none).
	 * @param int|null     $quantity   Expected metres.
	 * @param string       $reason     Expected reason ('' when none).
	 * @param list<string> $candidates Codes that must be among the candidates.
	 */
	public function test_a_line_as_buyers_write_it( string $line, string $status, string $code, ?int $quantity, string $reason, array $candidates ): void {
		$answer = ( new Matcher() )->match_line( $line, 1 );
		$this->assertSame( $status, $answer['status'], wp_json_encode( $answer ) );
		$this->assertSame( $code, $answer['article']['article_code'] ?? '', wp_json_encode( $answer ) );
		$this->assertSame( $quantity, $answer['quantity_m'] );
		$this->assertSame( $reason, $answer['reason'] ?? '', wp_json_encode( $answer ) );
		if ( '' !== $reason ) {
			$this->assertNotSame( '', $answer['message'] ?? '', 'a reason comes with a message' );
		}
		foreach ( $candidates as $candidate ) {
			$this->assertContains( $candidate, array_column( $answer['candidates'] ?? array(), 'article_code' ) );
		}
	}

	public function test_a_matched_line_carries_the_quote_price_and_the_croatian_size(): void {
		global $wpdb;
		$price  = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT unit_price_e4 FROM ' . ArticleTable::name() . ' WHERE article_code = %s', 'KS-NYMJ-3X2.5-R' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
		$answer = ( new Matcher() )->match_line( 'PP-Y 3x2.5 200', 4 );
		$this->assertSame( 4, $answer['line_no'] );
		$this->assertSame( 'NYM-J', $answer['article']['name'] );
		$this->assertSame( '3x2,5', $answer['article']['size_label'], 'the request is Croatian: decimal comma' );
		$this->assertSame( 'ring', $answer['article']['packaging'] );
		$this->assertSame( 100, $answer['article']['package_multiple_m'] );
		$this->assertSame( $price, $answer['article']['unit_price_e4'] );
		$article = ( new \Kabelshop\Catalog\ArticleRepository() )->find_by_codes( array( 'KS-NYMJ-3X2.5-R' ) )['KS-NYMJ-3X2.5-R'];
		$metal   = \Kabelshop\Commerce\Pricing::metal_surcharge_e4( $article, \Kabelshop\Metals\SurchargeTerms::current() );
		$this->assertSame( $metal, $answer['article']['metal_surcharge_e4'] );
		$this->assertSame( $price + $metal, $answer['article']['full_price_e4'], 'issue 27: the full price (base + surcharge) is the price' );
		$this->assertSame( intdiv( 200 * ( $price + $metal ) + 50, 100 ), $answer['article']['line_net_cents'], 'the quote\'s line net: metres x full price, rounded to cents' );
		$this->assertNull( $answer['article']['customer_unit_price_e4'], 'no own price without the discount' );
	}

	public function test_the_size_not_made_names_the_sizes_that_are(): void {
		$answer = ( new Matcher() )->match_line( 'NYY-J 5x17 200', 1 );
		$this->assertStringContainsString( 'NYY-J', $answer['message'] );
		$this->assertStringContainsString( '3x2,5', $answer['message'], 'a size NYY-J is made in is listed, with the Croatian decimal comma' );
	}

	public function test_the_same_type_and_size_on_a_ring_and_on_a_drum_is_ambiguous(): void {
		global $wpdb;
		$ring = ( new \Kabelshop\Catalog\ArticleRepository() )->find_by_codes( array( 'KS-NYMJ-3X1.5-R' ) )['KS-NYMJ-3X1.5-R'];
		$code = 'KS-NYMJ-3X1.5-D-' . strtoupper( substr( md5( $this->unique() ), 0, 6 ) );
		$wpdb->insert(
			ArticleTable::name(),
			array(
				'article_code'      => $code,
				'product_id'        => $ring->product_id,
				'cores'             => 3,
				'cross_section_mm2' => '1.5',
				'size_label'        => '3x1.5',
				'packaging'         => 'drum',
				'package_length_m'  => 500,
				'unit_price_e4'     => 5000,
				'price_is_demo'     => 1,
				'stock_m'           => 1000,
				'search_text'       => SearchText::build( 'NYM-J', 'PP-Y', 'installation-cables', '3x1.5', $code ),
			)
		);
		try {
			$answer = ( new Matcher() )->match_line( 'NYM-J 3x1,5 100', 1 );
			$this->assertSame( 'ambiguous', $answer['status'] );
			$offered = array_column( $answer['candidates'], 'packaging', 'article_code' );
			$this->assertSame( 'ring', $offered['KS-NYMJ-3X1.5-R'] ?? null );
			$this->assertSame( 'drum', $offered[ $code ] ?? null );
			$this->assertSame( 100, $answer['quantity_m'], 'the quantity goes with the pick' );
		} finally {
			$wpdb->delete( ArticleTable::name(), array( 'article_code' => $code ) );
		}
	}

	public function test_a_pasted_text_keeps_line_numbers_and_skips_empty_lines(): void {
		$lines = ( new Matcher() )->match_text( "NYY-J 5x16 200m\r\n\r\n  \nPP-Y 3x2,5 100\nXYZ 100" );
		$this->assertSame( array( 1, 4, 5 ), array_column( $lines, 'line_no' ) );
		$this->assertSame( array( 'matched', 'matched', 'unmatched' ), array_column( $lines, 'status' ) );
	}

	/**
	 * Quantities as written => metres (null: refused).
	 *
	 * @return array<string, array{0: string, 1: int|null}>
	 */
	public static function quantities(): array {
		return array(
			'plain'            => array( '200', 200 ),
			'thousands point'  => array( '1.000', 1000 ),
			'thousands comma'  => array( '2,500', 2500 ),
			'two groups'       => array( '1.000.000', null ),
			'zeros fraction'   => array( '100,00', 100 ),
			'half metre'       => array( '100,5', null ),
			'decimal point'    => array( '2.5', null ),
			'zero'             => array( '0', null ),
			'largest'          => array( '100000', 100000 ),
		);
	}

	/**
	 * @dataProvider quantities
	 *
	 * @param string   $written As written.
	 * @param int|null $metres  Expected metres.
	 */
	public function test_quantities( string $written, ?int $metres ): void {
		$this->assertSame( $metres, LineParser::metres( $written ) );
	}
}
