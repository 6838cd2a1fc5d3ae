<?php
/**
 * The ERP catalogue import.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\CatalogCsv;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Tests\TestCase;

/**
 * Good files upsert; a file with any bad row writes nothing and names every bad line and field.
 */
final class CsvImporterTest extends TestCase {

	/**
	 * A CSV with the given rows (arrays of column => value; missing columns empty).
	 *
	 * @param list<array<string, string>> $rows      Rows.
	 * @param string                      $delimiter , or ;.
	 */
	private function csv( array $rows, string $delimiter = ',' ): string {
		$handle = fopen( 'php://temp', 'r+' );
		fputcsv( $handle, CatalogCsv::COLUMNS, $delimiter, '"', '' );
		foreach ( $rows as $row ) {
			$line = array();
			foreach ( CatalogCsv::COLUMNS as $column ) {
				$line[] = $row[ $column ] ?? '';
			}
			fputcsv( $handle, $line, $delimiter, '"', '' );
		}
		rewind( $handle );
		return (string) stream_get_contents( $handle );
	}

	/**
	 * A valid row.
	 *
	 * @param string $code        Article code.
	 * @param string $designation Designation.
	 * @param array<string, string> $over Overrides.
	 * @return array<string, string>
	 */
	private function row( string $code, string $designation, array $over = array() ): array {
		return $over + array(
			'article_code'         => $code,
			'designation'          => $designation,
			'hr_name'              => 'Test ' . $designation,
			'category'             => 'power-cables',
			'cores'                => '4',
			'cross_section_mm2'    => '16',
			'size_label'           => '4x16',
			'packaging'            => 'drum',
			'package_length_m'     => '500',
			'unit_price_eur_per_m' => '2.1875',
			'supplier'             => 'Test Supplier d.o.o.',
		);
	}

	private function product_count( string $designation ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'kabelshop_cable' AND post_title = %s", $designation ) );
	}

	public function test_good_file_imports_and_second_import_updates(): void {
		$tag  = strtoupper( $this->unique( 'i' ) );
		$des  = 'IMP-' . $tag;
		$a    = 'A-' . $tag;
		$b    = 'B-' . $tag;
		$first = ( new CsvImporter() )->import( $this->csv( array( $this->row( $a, $des ), $this->row( $b, $des, array( 'size_label' => '4G25', 'cross_section_mm2' => '25', 'copper_kg_km' => '960' ) ) ), ';' ) );
		$this->assertTrue( $first->ok(), wp_json_encode( $first->errors ) );
		$this->assertSame( array( 1, 0, 2, 0 ), array( $first->products_created, $first->products_updated, $first->articles_created, $first->articles_updated ) );

		$articles = ( new ArticleRepository() )->find_by_codes( array( $a, $b ) );
		$this->assertSame( 21875, $articles[ $a ]->unit_price_e4 );
		$this->assertSame( '568.96', $articles[ $a ]->copper_kg_km, 'nominal 4 x 16 x 8.89' );
		$this->assertTrue( $articles[ $a ]->copper_computed );
		$this->assertSame( '960.00', $articles[ $b ]->copper_kg_km );
		$this->assertFalse( $articles[ $b ]->copper_computed, 'a given copper figure is not flagged as computed' );

		$second = ( new CsvImporter() )->import( $this->csv( array( $this->row( $a, $des, array( 'unit_price_eur_per_m' => '2,5' ) ) ) ) );
		$this->assertTrue( $second->ok(), wp_json_encode( $second->errors ) );
		$this->assertSame( array( 0, 1, 0, 1 ), array( $second->products_created, $second->products_updated, $second->articles_created, $second->articles_updated ) );
		$this->assertSame( 25000, ( new ArticleRepository() )->find_by_codes( array( $a ) )[ $a ]->unit_price_e4 );
		$this->assertSame( 1, $this->product_count( $des ), 'the product is updated, not duplicated' );
		$this->assertCount( 2, ( new ArticleRepository() )->for_product( $articles[ $a ]->product_id ) );
	}

	public function test_an_empty_word_cell_keeps_the_records_text_and_a_given_one_replaces_it(): void {
		$tag   = strtoupper( $this->unique( 'w' ) );
		$des   = 'IMW-' . $tag;
		$first = ( new CsvImporter() )->import( $this->csv( array( $this->row( 'W-' . $tag, $des, array( 'insulation' => 'PVC, bakreni vodič', 'sheath' => 'PVC' ) ) ) ) );
		$this->assertTrue( $first->ok(), wp_json_encode( $first->errors ) );
		$record = ProductMeta::record_by_designation( $des );
		$this->assertSame( 'PVC, bakreni vodič', ProductMeta::get( $record )['insulation'] );

		// The ERP file of a later day has the words empty: the editors' text stays.
		$this->assertTrue( ( new CsvImporter() )->import( $this->csv( array( $this->row( 'W-' . $tag, $des ) ) ) )->ok() );
		wp_cache_delete( $record, 'post_meta' );
		$this->assertSame( 'PVC, bakreni vodič', ProductMeta::get( $record )['insulation'] );
		$this->assertSame( 'PVC', ProductMeta::get( $record )['sheath'] );

		$this->assertTrue( ( new CsvImporter() )->import( $this->csv( array( $this->row( 'W-' . $tag, $des, array( 'sheath' => 'LSHF' ) ) ) ) )->ok() );
		wp_cache_delete( $record, 'post_meta' );
		$this->assertSame( 'LSHF', ProductMeta::get( $record )['sheath'], 'a given word replaces the record\'s' );
	}

	public function test_a_bad_row_imports_nothing_and_every_bad_row_is_reported(): void {
		$tag  = strtoupper( $this->unique( 'b' ) );
		$des  = 'BAD-' . $tag;
		$rows = array(
			$this->row( 'G1-' . $tag, $des ),
			$this->row( 'G2-' . $tag, $des, array( 'unit_price_eur_per_m' => '0.18705' ) ),
			$this->row( 'G3-' . $tag, $des, array( 'cores' => 'four', 'packaging' => 'bag' ) ),
			$this->row( 'G1-' . $tag, $des ),
			$this->row( 'G5-' . $tag, '' ),
		);
		$result = ( new CsvImporter() )->import( $this->csv( $rows ) );
		$this->assertFalse( $result->ok() );
		$found = array_map( static fn( $e ) => $e['line'] . ':' . $e['field'], $result->errors );
		sort( $found );
		$this->assertSame( array( '3:unit_price_eur_per_m', '4:cores', '4:packaging', '5:article_code', '6:designation' ), $found );
		foreach ( $result->errors as $error ) {
			$this->assertNotSame( '', $error['message'] );
		}
		$this->assertSame( array(), ( new ArticleRepository() )->find_by_codes( array( 'G1-' . $tag, 'G2-' . $tag ) ), 'the good rows were not written either' );
		$this->assertSame( 0, $this->product_count( $des ) );
	}

	public function test_missing_column_is_reported_on_the_header_line(): void {
		$result = ( new CsvImporter() )->import( "article_code,designation\nX-1,Foo\n" );
		$this->assertFalse( $result->ok() );
		$this->assertContains( '1:unit_price_eur_per_m', array_map( static fn( $e ) => $e['line'] . ':' . $e['field'], $result->errors ) );
	}

	public function test_seeded_catalogue_has_sources_and_demo_flags(): void {
		$articles = ( new ArticleRepository() )->find_by_codes( array( 'KS-NYMJ-3X2.5-R', 'KS-UTPCAT6-4X2-B' ) );
		$this->assertCount( 2, $articles );
		$this->assertTrue( $articles['KS-NYMJ-3X2.5-R']->price_is_demo );
		$this->assertSame( 'ring', $articles['KS-NYMJ-3X2.5-R']->packaging );
		$this->assertSame( 100, $articles['KS-NYMJ-3X2.5-R']->package_length_m );
		$this->assertSame( '66.68', $articles['KS-NYMJ-3X2.5-R']->copper_kg_km );
		$this->assertSame( 'box', $articles['KS-UTPCAT6-4X2-B']->packaging );
		$this->assertSame( 305, $articles['KS-UTPCAT6-4X2-B']->package_length_m );
		$this->assertNull( $articles['KS-UTPCAT6-4X2-B']->copper_kg_km, 'no copper is invented where no size is known' );
	}
}
