<?php
/**
 * Metal numbers of aluminium conductors (issue 14): import, seed and product answer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Catalog\Seeder;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Tests\TestCase;

/**
 * An aluminium conductor gets the nominal aluminium cores x mm2 x 2.70 kg/km marked computed and
 * no invented copper; a maker's aluminium_kg_km is kept as given; the demo NAYY-J carries it; the
 * product answer and the product page's table show it; demo base prices hold copper at the copper
 * base (1.50 EUR/kg) and no aluminium.
 */
final class AluminiumMetalNumberTest extends TestCase {

	/**
	 * Imports rows given as column => value (header from the union of their keys).
	 *
	 * @param list<array<string, string>> $rows Rows.
	 */
	private function import( array $rows ): \Kabelshop\Catalog\ImportResult {
		$columns = array();
		foreach ( $rows as $row ) {
			$columns = array_values( array_unique( array_merge( $columns, array_keys( $row ) ) ) );
		}
		$handle = fopen( 'php://temp', 'r+' );
		fputcsv( $handle, $columns, ',', '"', '' );
		foreach ( $rows as $row ) {
			fputcsv( $handle, array_map( static fn( $c ) => $row[ $c ] ?? '', $columns ), ',', '"', '' );
		}
		rewind( $handle );
		return ( new CsvImporter() )->import( (string) stream_get_contents( $handle ) );
	}

	/**
	 * A valid row.
	 *
	 * @param string                $code        Article code.
	 * @param string                $designation Designation.
	 * @param array<string, string> $over        Overrides.
	 * @return array<string, string>
	 */
	private static function row( string $code, string $designation, array $over = array() ): array {
		return $over + array(
			'article_code'         => $code,
			'designation'          => $designation,
			'category'             => 'power-cables',
			'cores'                => '4',
			'cross_section_mm2'    => '25',
			'size_label'           => '4x25',
			'packaging'            => 'drum',
			'package_length_m'     => '500',
			'unit_price_eur_per_m' => '3.0000',
			'conductor_class'      => '',
			'copper_kg_km'         => '',
			'aluminium_kg_km'      => '',
		);
	}

	public function test_the_conductor_class_decides_and_the_designation_is_the_fallback(): void {
		$this->assertTrue( CsvImporter::is_aluminium( 'Al, class 1 or 2 (RE/RM/SE/SM)', 'NAYY-J' ) );
		$this->assertTrue( CsvImporter::is_aluminium( 'Al', 'NA2XY' ) );
		$this->assertTrue( CsvImporter::is_aluminium( 'aluminium, class 2', 'XYZ' ) );
		$this->assertFalse( CsvImporter::is_aluminium( 'Cu, class 5', 'NAYY-J' ), 'the conductor class names copper' );
		$this->assertFalse( CsvImporter::is_aluminium( 'Class 2 (IEC 60228) annealed Cu; circular', 'N2XY' ) );
		$this->assertFalse( CsvImporter::is_aluminium( 'Cu, class 2; Al foil screen', 'X' ), 'the metal named first is the conductor\'s' );
		$this->assertFalse( CsvImporter::is_aluminium( 'class 5 (fine-stranded)', 'NYM-J' ) );
		$this->assertTrue( CsvImporter::is_aluminium( '', 'NAYY-J' ), 'no metal named: VDE letter A after N' );
		$this->assertFalse( CsvImporter::is_aluminium( '', 'NYY-J' ) );
		$this->assertFalse( CsvImporter::is_aluminium( 'solid bare Cu, 0.8 mm diameter', 'J-Y(St)Y' ) );
	}

	public function test_an_aluminium_conductor_gets_nominal_aluminium_and_no_copper(): void {
		$tag    = strtoupper( $this->unique( 'al' ) );
		$result = $this->import(
			array(
				self::row( 'AL1-' . $tag, 'NAYY-' . $tag, array( 'conductor_class' => 'Al, class 2' ) ),
				self::row( 'AL2-' . $tag, 'NAYY-' . $tag, array( 'conductor_class' => 'Al, class 2', 'aluminium_kg_km' => '268,5', 'size_label' => '4x25 RE' ) ),
				self::row( 'CU1-' . $tag, 'NYY-' . $tag, array( 'conductor_class' => 'Cu, class 2' ) ),
			)
		);
		$this->assertTrue( $result->ok(), (string) wp_json_encode( $result->errors ) );
		$articles = ( new ArticleRepository() )->find_by_codes( array( 'AL1-' . $tag, 'AL2-' . $tag, 'CU1-' . $tag ) );
		$this->assertSame( '270.00', $articles[ 'AL1-' . $tag ]->aluminium_kg_km, '4 x 25 x 2.70' );
		$this->assertTrue( $articles[ 'AL1-' . $tag ]->aluminium_computed );
		$this->assertNull( $articles[ 'AL1-' . $tag ]->copper_kg_km, 'no copper is invented for an aluminium cable' );
		$this->assertFalse( $articles[ 'AL1-' . $tag ]->copper_computed );
		$this->assertSame( '268.50', $articles[ 'AL2-' . $tag ]->aluminium_kg_km, 'the maker\'s figure, kept' );
		$this->assertFalse( $articles[ 'AL2-' . $tag ]->aluminium_computed );
		$this->assertSame( '889.00', $articles[ 'CU1-' . $tag ]->copper_kg_km, '4 x 25 x 8.89' );
		$this->assertNull( $articles[ 'CU1-' . $tag ]->aluminium_kg_km );
		$this->assertFalse( $articles[ 'CU1-' . $tag ]->aluminium_computed );
	}

	public function test_a_bad_aluminium_figure_is_named(): void {
		$tag    = strtoupper( $this->unique( 'al' ) );
		$result = $this->import( array( self::row( 'ALX-' . $tag, 'NAYY-' . $tag, array( 'aluminium_kg_km' => '12.345' ) ) ) );
		$this->assertFalse( $result->ok() );
		$this->assertContains( '2:aluminium_kg_km', array_map( static fn( $e ) => $e['line'] . ':' . $e['field'], $result->errors ) );
	}

	public function test_the_demo_nayy_j_carries_nominal_aluminium_and_its_base_price_no_metal(): void {
		$articles = ( new ArticleRepository() )->find_by_codes( array( 'KS-NAYYJ-4X25-D', 'KS-NYMJ-3X2.5-R' ) );
		$this->assertArrayHasKey( 'KS-NAYYJ-4X25-D', $articles );
		$nayy = $articles['KS-NAYYJ-4X25-D'];
		$this->assertSame( '270.00', $nayy->aluminium_kg_km );
		$this->assertTrue( $nayy->aluminium_computed );
		$this->assertNull( $nayy->copper_kg_km );
		// NAYY-J demo base 0.1500 + 0.0300 per core, aluminium base 0: no metal term.
		$this->assertSame( Seeder::demo_price_e4( 1500, 300, 4, 27000, 'al' ), $nayy->unit_price_e4 );
		$this->assertSame( 1500 + 4 * 300, $nayy->unit_price_e4 );
		// NYM-J 3x2.5: 0.0900 + 3 x 0.0150 + 66.68 kg/km x 1.50 EUR/kg / 1000 = 0.1350 + 0.1000 = 0.2350 EUR/m.
		$this->assertSame( 900 + 3 * 150 + 1000, $articles['KS-NYMJ-3X2.5-R']->unit_price_e4 );
	}

	public function test_the_product_answer_and_page_table_show_aluminium(): void {
		$article = ( new ArticleRepository() )->find_by_codes( array( 'KS-NAYYJ-4X25-D' ) )['KS-NAYYJ-4X25-D'];
		$json    = \Kabelshop\Rest\Schemas\V1\ArticleSchema::prepare( $article );
		$this->assertSame( '270.00', $json['aluminium_kg_km'] );
		$this->assertTrue( $json['aluminium_computed'] );
		$this->assertNull( $json['copper_kg_km'] );
		$terms = SurchargeTerms::current();
		$this->assertSame( $terms->per_metre_e4( $article ), $json['metal_surcharge_e4'], 'the surcharge is the aluminium one' );

		$this->in_english();
		$product = $this->rest( 'GET', '/kabelshop/v1/products/' . $article->product_id )->get_data();
		$html    = \Kabelshop\View\ProductView::table( $product );
		$this->assertStringContainsString( '<th scope="col">Aluminium (kg/km)</th>', $html );
		$this->assertMatchesRegularExpression( '#<td>270[.,]00 \(nominal, computed\)</td>#', $html );
		$nym = ( new ArticleRepository() )->find_by_codes( array( 'KS-NYMJ-3X2.5-R' ) )['KS-NYMJ-3X2.5-R'];
		$this->assertStringNotContainsString( 'Aluminium (kg/km)', \Kabelshop\View\ProductView::table( $this->rest( 'GET', '/kabelshop/v1/products/' . $nym->product_id )->get_data() ), 'no aluminium column for copper cables' );
	}
}
