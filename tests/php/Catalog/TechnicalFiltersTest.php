<?php
/**
 * Technical filters of the catalogue (issue 14): EN 50575 CPR classes, rated voltages and IEC 60228
 * conductor classes (validation vectors), the import and wp-admin rules, facet counts with combined
 * filters through GET kabelshop/v1/products/facets, the route arguments' 400 naming the field, the
 * seeded demo flags, and the server-rendered page (links, canonical, robots).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\CatalogCsv;
use Kabelshop\Catalog\CatalogService;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\SearchQuery;
use Kabelshop\Catalog\TechnicalFilters;
use Kabelshop\Content\Pages;
use Kabelshop\Tests\Content\RendersTemplates;
use Kabelshop\Tests\TestCase;

final class TechnicalFiltersTest extends TestCase {

	use RendersTemplates;

	public function test_cpr_classes_follow_en_50575(): void {
		$valid = array(
			'Cca'                  => 'Cca',
			'cca-s1,d1,a1'         => 'Cca-s1,d1,a1',
			' B2ca - s1a, d0, a1 ' => 'B2ca-s1a,d0,a1',
			'B1ca-s1b;d0;a1'       => 'B1ca-s1b,d0,a1',
			'Dca-s2,d2'            => 'Dca-s2,d2',
			'DCA-s3,d2,a3'         => 'Dca-s3,d2,a3',
			'Eca'                  => 'Eca',
			'fca'                  => 'Fca',
			'Aca'                  => 'Aca',
			''                     => '',
		);
		foreach ( $valid as $in => $out ) {
			$this->assertSame( $out, TechnicalFilters::cpr( $in ), (string) $in );
		}
		// Not classes, additional classes in the wrong order or twice, unknown ones, and additional
		// classes on Aca, Eca and Fca (EN 13501-6 gives them none).
		foreach ( array( 'Bca', 'C', 'Gca', 'Cca-', 'Cca-s4', 'Cca-d1,s1', 'Cca-s1,s2', 'Cca-s1,d1,a1,x', 'Cca-a4', 'Eca-s1,d0,a1', 'Aca-s1', 'Fca-d2', 'Cca s1 d1 a1 extra', 'B2' ) as $bad ) {
			$this->assertNull( TechnicalFilters::cpr( $bad ), $bad );
		}
		$this->assertSame( 'Cca', TechnicalFilters::cpr_main( 'Cca-s1,d1,a1' ) );
	}

	public function test_rated_voltages_are_normalised(): void {
		$valid = array(
			'300/500 V'              => '300/500 V',
			'300/500V'               => '300/500 V',
			'450 / 750 V'            => '450/750 V',
			'0,6/1 kV'               => '0.6/1 kV',
			'600/1000 V'             => '0.6/1 kV',
			'0.6/1 (1.2) kV'         => '0.6/1 kV',
			'0.6/1 kV (max. 1.2 kV)' => '0.6/1 kV',
			'3.6/6 kV'               => '3.6/6 kV',
			''                       => '',
		);
		foreach ( $valid as $in => $out ) {
			$this->assertSame( $out, TechnicalFilters::voltage( $in ), (string) $in );
			if ( '' !== $out ) {
				$this->assertSame( $out, TechnicalFilters::voltage_of_slug( TechnicalFilters::voltage_slug( $out ) ) );
			}
		}
		$this->assertSame( '0.6-1kV', TechnicalFilters::voltage_slug( '0.6/1 kV' ) );
		foreach ( array( '300/500 V (typical)', 'about 250-350 V (typical)', '500/300 V', '300/500', '230 V', 'V' ) as $bad ) {
			$this->assertNull( TechnicalFilters::voltage( $bad ), $bad );
		}
		$this->assertNull( TechnicalFilters::voltage_of_slug( '0.60-1kV' ), 'not the normal form' );
		$this->assertSame( -1, TechnicalFilters::compare_voltages( '450/750 V', '0.6/1 kV' ) );
	}

	public function test_conductor_classes_are_read_only_where_stated(): void {
		$this->assertSame( array( 1, 2 ), TechnicalFilters::conductor_classes_of_text( 'Cu, class 1 (solid) or class 2 (stranded)' ) );
		$this->assertSame( array( 1, 2 ), TechnicalFilters::conductor_classes_of_text( 'Al, class 1 or 2 (RE/RM/SE/SM)' ) );
		$this->assertSame( array( 2 ), TechnicalFilters::conductor_classes_of_text( 'Class 2 (IEC 60228) annealed Cu; circular non-compacted up to 10 mm2' ) );
		$this->assertSame( array( 5 ), TechnicalFilters::conductor_classes_of_text( 'Cu, class 5 (fine-stranded)' ) );
		$this->assertSame( array(), TechnicalFilters::conductor_classes_of_text( 'Cu, fine-stranded (Li)' ) );
		$this->assertSame( array(), TechnicalFilters::conductor_classes_of_text( 'solid bare Cu, 0.8 mm diameter' ) );
		$this->assertSame( '1,5', TechnicalFilters::conductor_store( array( '5', '1', '' ) ) );
		$this->assertNull( TechnicalFilters::conductor_store( array( '3' ) ) );
	}

	/**
	 * Imports four cable types tagged with a unique word, with their technical keys as the ERP
	 * file's optional columns. Returns [ tag, designations A..D ].
	 *
	 * @return array{0: string, 1: array<string, string>}
	 */
	private function four_types(): array {
		$tag     = strtolower( str_replace( '-', '', $this->unique( 'tf' ) ) );
		$columns = array_merge( CatalogCsv::COLUMNS, array( 'voltage_rating', 'conductor_classes', 'halogen_free', 'armoured', 'screened' ) );
		$types   = array(
			'A' => array( 'Cca-s1,d1,a1', '0.6/1 kV', '5', '1', '0', '0' ),
			'B' => array( 'cca', '600/1000 V', '1,2', '0', '1', '0' ),
			'C' => array( 'Eca', '300/500 V', '5', '1', '0', '0' ),
			'D' => array( '', '300/500V', '', '0', '0', '1' ),
		);
		$csv     = implode( ',', $columns ) . "\n";
		$names   = array();
		foreach ( $types as $key => $keys ) {
			$names[ $key ] = 'TF' . strtoupper( $tag ) . $key;
			$row           = array_fill_keys( $columns, '' );
			$row           = array_merge(
				$row,
				array(
					'article_code'         => 'T-' . $tag . '-' . $key,
					'designation'          => $names[ $key ],
					'hr_name'              => $tag,
					'category'             => 'power-cables',
					'cores'                => '3',
					'cross_section_mm2'    => '2.5',
					'size_label'           => '3x2.5',
					'packaging'            => 'drum',
					'package_length_m'     => '500',
					'unit_price_eur_per_m' => '1.0000',
					'cpr_class'            => $keys[0],
					'voltage_rating'       => $keys[1],
					'conductor_classes'    => $keys[2],
					'halogen_free'         => $keys[3],
					'armoured'             => $keys[4],
					'screened'             => $keys[5],
				)
			);
			$csv .= self::csv_line( $row );
		}
		$result = ( new CsvImporter() )->import( $csv );
		$this->assertTrue( $result->ok(), wp_json_encode( $result->errors ) );
		return array( $tag, $names );
	}

	/**
	 * One CSV line, cells quoted where needed.
	 *
	 * @param array<string, string> $cells Cells.
	 */
	private static function csv_line( array $cells ): string {
		$stream = fopen( 'php://temp', 'r+' );
		fputcsv( $stream, array_values( $cells ), ',', '"', '' );
		rewind( $stream );
		$line = (string) stream_get_contents( $stream );
		fclose( $stream );
		return $line;
	}

	/**
	 * Counts of products/facets' technical groups: "param=value" => count.
	 *
	 * @param array<string, mixed> $params Query.
	 * @return array<string, int>
	 */
	private function facet_counts( array $params ): array {
		$response = $this->rest( 'GET', '/kabelshop/v1/products/facets', $params );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$out = array();
		foreach ( $response->get_data()['technical'] as $group ) {
			foreach ( $group['options'] as $option ) {
				$out[ $option['param'] . '=' . $option['value'] ] = $option['count'];
			}
		}
		return $out;
	}

	/**
	 * Designations a products answer lists.
	 *
	 * @param array<string, mixed> $params Query.
	 * @return list<string>
	 */
	private function designations( array $params ): array {
		$response = $this->rest( 'GET', '/kabelshop/v1/products', $params + array( 'per_page' => 100 ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return array_column( $response->get_data(), 'designation' );
	}

	public function test_the_import_stores_normal_forms_and_the_search_filters_by_them(): void {
		list( $tag, $n ) = $this->four_types();
		$b               = ProductMeta::technical( ProductMeta::record_by_designation( $n['B'] ) );
		$this->assertSame( 'Cca', $b['cpr'] );
		$this->assertSame( '0.6/1 kV', $b['voltage'] );
		$this->assertSame( array( 1, 2 ), $b['conductor'] );
		$this->assertTrue( $b['armoured'] );
		$this->assertFalse( $b['halogen_free'] );
		$this->assertSame( 'Cca-s1,d1,a1', get_post_meta( ProductMeta::record_by_designation( $n['A'] ), ProductMeta::key( 'cpr_class' ), true ) );

		$this->assertSame( array( $n['A'], $n['B'] ), $this->designations( array( 'search' => $tag, 'cpr' => 'Cca' ) ) );
		$this->assertSame( array( $n['A'] ), $this->designations( array( 'search' => $tag, 'cpr' => 'Cca', 'hf' => 1 ) ) );
		$this->assertSame( array( $n['C'], $n['D'] ), $this->designations( array( 'search' => $tag, 'voltage' => '300-500V' ) ) );
		$this->assertSame( array( $n['A'], $n['C'] ), $this->designations( array( 'search' => $tag, 'conductor' => 5 ) ) );
		$this->assertSame( array( $n['B'] ), $this->designations( array( 'search' => $tag, 'conductor' => 2, 'armoured' => 1 ) ) );
		$this->assertSame( array( $n['D'] ), $this->designations( array( 'search' => $tag, 'screened' => 1 ) ) );
		$this->assertSame( array(), $this->designations( array( 'search' => $tag, 'screened' => 1, 'hf' => 1 ) ) );
		$this->assertSame( array( $n['A'], $n['B'], $n['C'], $n['D'] ), $this->designations( array( 'search' => $tag, 'hf' => 0 ) ), 'hf=0 is any' );
		$response = $this->rest( 'GET', '/kabelshop/v1/products', array( 'search' => $tag, 'cpr' => 'Cca' ) );
		$this->assertSame( '2', (string) $response->get_headers()['X-WP-Total'] );
	}

	public function test_each_facet_counts_with_the_other_filters_but_not_its_own(): void {
		list( $tag ) = $this->four_types();
		$counts      = $this->facet_counts(
			array(
				'search' => $tag,
				'cpr'    => 'Cca',
				'hf'     => 1,
			)
		);
		// cpr counts with hf=1 (A, C); voltage, conductor and the other flags with cpr=Cca and hf=1
		// (A); hf with cpr=Cca (A, B: one halogen-free).
		$this->assertSame( 1, $counts['cpr=Cca'] );
		$this->assertSame( 1, $counts['cpr=Eca'] );
		$this->assertSame( 1, $counts['voltage=0.6-1kV'] );
		$this->assertSame( 0, $counts['voltage=300-500V'] );
		$this->assertSame( 1, $counts['conductor=5'] );
		$this->assertSame( 0, $counts['conductor=1'] );
		$this->assertSame( 1, $counts['hf=1'] );
		$this->assertSame( 0, $counts['armoured=1'] );
		$this->assertSame( 0, $counts['screened=1'] );

		$all = $this->facet_counts( array( 'search' => $tag ) );
		$this->assertSame( 2, $all['cpr=Cca'] );
		$this->assertSame( 2, $all['voltage=300-500V'] );
		$this->assertSame( 2, $all['hf=1'] );
		$this->assertSame( 1, $all['conductor=2'] );

		// The chosen option is marked; the groups keep their order and kinds.
		$groups = $this->rest( 'GET', '/kabelshop/v1/products/facets', array( 'search' => $tag, 'voltage' => '0.6-1kV' ) )->get_data()['technical'];
		$this->assertSame( array( 'cpr', 'voltage', 'conductor', 'flags' ), array_column( $groups, 'key' ) );
		$this->assertSame( 'checkbox', $groups[3]['type'] );
		$voltage = array_column( $groups[1]['options'], 'selected', 'value' );
		$this->assertTrue( $voltage['0.6-1kV'] );
		$this->assertFalse( $voltage['300-500V'] );
	}

	public function test_a_group_no_cable_type_has_is_left_out(): void {
		$facets = array(
			'cpr'       => array(),
			'voltage'   => array( '0.6/1 kV' => 3 ),
			'conductor' => array(),
			'hf'        => 2,
			'armoured'  => null,
			'screened'  => null,
		);
		$groups = TechnicalFilters::groups( $facets, new SearchQuery() );
		$this->assertSame( array( 'voltage', 'flags' ), array_column( $groups, 'key' ) );
		$this->assertSame( array( 'hf' ), array_column( $groups[1]['options'], 'param' ) );
		// A chosen value nobody has stays listed (count 0) so it can be cleared.
		$groups = TechnicalFilters::groups( $facets, new SearchQuery( cpr: 'Aca' ) );
		$this->assertSame( array( 'Aca' => 0 ), array_column( $groups[0]['options'], 'count', 'value' ) );
	}

	public function test_bad_arguments_answer_400_naming_the_field(): void {
		$bad = array(
			'cpr'       => 'Xca',
			'voltage'   => '500-300V',
			'conductor' => 3,
			'hf'        => 2,
			'armoured'  => 'yes',
			'screened'  => 5,
		);
		foreach ( array( 'products', 'products/facets' ) as $route ) {
			foreach ( $bad as $field => $value ) {
				$response = $this->rest( 'GET', '/kabelshop/v1/' . $route, array( $field => $value ) );
				$this->assertFieldError( $response, $field );
				$this->assertSame( 'kabelshop_invalid_param', $response->get_data()['code'] );
			}
		}
		// Translated (the site's default language is Croatian), naming the field.
		$message = $this->rest( 'GET', '/kabelshop/v1/products', array( 'voltage' => '500-300V' ) )->get_data()['message'];
		$this->assertStringContainsString( 'voltage', $message );
		$this->assertStringContainsString( 'nazivni napon', $message );
	}

	public function test_the_import_refuses_a_cpr_class_that_is_not_one_naming_the_field(): void {
		$row    = array_fill_keys( CatalogCsv::COLUMNS, '' );
		$row    = array_merge(
			$row,
			array(
				'article_code'         => 'T-' . $this->unique( 'cpr' ),
				'designation'          => 'TFBAD' . strtoupper( str_replace( '-', '', $this->unique( 'x' ) ) ),
				'category'             => 'power-cables',
				'size_label'           => '3x2.5',
				'packaging'            => 'drum',
				'unit_price_eur_per_m' => '1.0000',
				'cpr_class'            => 'Cca-s4',
			)
		);
		$result = ( new CsvImporter() )->import( implode( ',', CatalogCsv::COLUMNS ) . "\n" . implode( ',', $row ) . "\n" );
		$this->assertFalse( $result->ok() );
		$this->assertSame( array( 'cpr_class' ), array_values( array_unique( array_column( $result->errors, 'field' ) ) ) );
		$this->assertStringContainsString( 'CPR razred', $result->errors[0]['message'] );
		$this->assertStringContainsString( 'Cca-s4', $result->errors[0]['message'] );
	}

	public function test_the_meta_box_keeps_a_bad_value_and_says_which_field(): void {
		list( , $n ) = $this->four_types();
		$id          = ProductMeta::record_by_designation( $n['D'] );
		$errors      = CatalogService::save_filter_fields(
			$id,
			array(
				'cpr_class'         => 'Bca',
				'filters_present'   => '1',
				'voltage_rating'    => '0,6/1 kV',
				'conductor_classes' => array( '5', '6' ),
				'halogen_free'      => '1',
			)
		);
		$this->assertCount( 1, $errors );
		$this->assertStringContainsString( 'CPR razred', $errors[0] );
		$keys = ProductMeta::technical( $id );
		$this->assertSame( '', $keys['cpr'], 'the refused class is not stored' );
		$this->assertSame( '0.6/1 kV', $keys['voltage'] );
		$this->assertSame( array( 5, 6 ), $keys['conductor'] );
		$this->assertTrue( $keys['halogen_free'] );
		$this->assertFalse( $keys['screened'], 'an unticked flag is cleared' );

		$errors = CatalogService::save_filter_fields( $id, array( 'cpr_class' => 'dca-s2, d2, a3' ) );
		$this->assertSame( array(), $errors );
		$this->assertSame( 'Dca-s2,d2,a3', get_post_meta( $id, ProductMeta::key( 'cpr_class' ), true ) );
	}

	public function test_the_demo_types_carry_only_sourced_flags_and_no_cpr_class(): void {
		$flags = array(
			'N2XH-J'   => array( 'halogen_free' ),
			'LiYCY'    => array( 'screened' ),
			'J-Y(St)Y' => array( 'screened' ),
			'Cu/XLPE/PVC/SWA/PVC 0.6/1 kV steel-wire armoured (N2XRY-type)' => array( 'armoured' ),
			'Cu/XLPE/PVC/DSTA/PVC 0.6/1 kV double-steel-tape armoured (N2XBY-type)' => array( 'armoured' ),
			'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)' => array(),
			'NYM-J'    => array(),
			'UTP Cat6' => array(),
		);
		foreach ( $flags as $designation => $set ) {
			$id = ProductMeta::record_by_designation( $designation );
			$this->assertGreaterThan( 0, $id, $designation );
			$keys = ProductMeta::technical( $id );
			foreach ( ProductMeta::FLAG_FIELDS as $flag ) {
				$this->assertSame( in_array( $flag, $set, true ), $keys[ $flag ], $designation . ' ' . $flag );
			}
			$this->assertSame( '', $keys['cpr'], $designation . ': CPR classes are not in the sources' );
		}
		$this->assertSame( '300/500 V', ProductMeta::technical( ProductMeta::record_by_designation( 'NYM-J' ) )['voltage'] );
		$this->assertSame( array( 1, 2 ), ProductMeta::technical( ProductMeta::record_by_designation( 'NYM-J' ) )['conductor'] );
		$this->assertSame( '', ProductMeta::technical( ProductMeta::record_by_designation( 'YSLY-JZ' ) )['voltage'], '"300/500 V (typical)" is no rating' );
		$this->assertSame( array(), ProductMeta::technical( ProductMeta::record_by_designation( 'LiYY' ) )['conductor'] );
		$this->assertSame( '0.6/1 kV', ProductMeta::technical( ProductMeta::record_by_designation( 'NAYY-J' ) )['voltage'] );
	}

	public function test_the_page_without_javascript_filters_links_and_tells_crawlers(): void {
		$url  = Pages::url( 'catalogue', array( 'hf' => '1' ) );
		$html = $this->fetch( $url, 'hr' );
		$page = $this->xpath( $html );
		$cards = array();
		foreach ( $page->query( '//main//ul[@class="ks-catalogue__list"]/li//h3/a' ) as $link ) {
			$cards[] = trim( $link->textContent );
		}
		$this->assertContains( 'N2XH-J', $cards );
		$this->assertNotContains( 'NYM-J', $cards );
		// Plain links with the query for the other values, the chosen one marked.
		$current = $page->query( '//nav[contains(concat(" ", @class, " "), " ks-tech-filters ")]//div[@aria-labelledby="tech-filter-flags"]//a[@aria-current="true"]' );
		$this->assertGreaterThan( 0, $current->length );
		$this->assertStringContainsString( 'Bezhalogeni', $current->item( 0 )->textContent );
		$links = array();
		foreach ( $page->query( '//nav[contains(concat(" ", @class, " "), " ks-tech-filters ")]//a/@href' ) as $href ) {
			$links[] = html_entity_decode( $href->nodeValue );
		}
		$this->assertNotEmpty( array_filter( $links, static fn( string $link ): bool => str_contains( $link, 'voltage=0.6-1kV' ) && str_contains( $link, 'hf=1' ) ) );
		// One filter alone: its own canonical URL, indexable; the heading names it.
		$this->assertStringContainsString( '<link rel="canonical" href="' . esc_url( $url ) . '"', $html );
		$this->assertStringNotContainsString( 'noindex', $html );
		$this->assertStringContainsString( 'Bezhalogeni', $page->query( '//h1' )->item( 0 )->textContent );
		// A combination: noindex, follow.
		$combo = $this->fetch( Pages::url( 'catalogue', array( 'hf' => '1', 'voltage' => '0.6-1kV' ) ), 'hr' );
		$this->assertMatchesRegularExpression( '/<meta name=.robots. content=.[^>]*noindex, follow/', $combo );
		// An invalid value is ignored, as the other filters are.
		$this->assertStringNotContainsString( 'noindex', $this->fetch( Pages::url( 'catalogue', array( 'cpr' => 'Xca' ) ), 'hr' ) );
	}

	public function test_search_with_technical_filters_stays_fast_enough(): void {
		$repository = new ArticleRepository();
		$start      = hrtime( true );
		for ( $i = 0; $i < 20; $i++ ) {
			$repository->search( new SearchQuery( '', '', null, null, 1, 12, '', '0.6/1 kV', null, false, true ) );
			$repository->technical_facets( new SearchQuery( 'kabel', '', null, null, 1, 12, '', '0.6/1 kV' ) );
		}
		$this->assertLessThan( 2000, ( hrtime( true ) - $start ) / 1e6, '20 filtered searches with facets' );
	}
}
