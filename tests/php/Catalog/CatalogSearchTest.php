<?php
/**
 * GET kabelshop/v1/products and products/<id>.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\CatalogCsv;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Tests\TestCase;

/**
 * Searches the seeded catalogue plus a product imported here with a unique designation, through the
 * real REST server and database.
 */
final class CatalogSearchTest extends TestCase {

	/**
	 * Imports a product "ZT<unique>-J" (Croatian name "Šivi<unique>") with sizes 3G2,5 and 5x1,5.
	 *
	 * @return array{designation: string, hr_name: string, codes: list<string>}
	 */
	private function product(): array {
		$tag   = strtoupper( str_replace( '-', '', $this->unique( 'z' ) ) );
		$des   = 'ZT' . $tag . '-J';
		$hr    = 'Šivi' . $tag;
		$codes = array( 'T-' . $tag . '-1', 'T-' . $tag . '-2' );
		$csv   = implode( ',', CatalogCsv::COLUMNS ) . "\n"
			. "{$codes[0]},{$des},{$hr},installation-cables,3,2.5,3G2.5,,,,ring,100,\"0,7351\",500,,,,,,,,test row\n"
			. "{$codes[1]},{$des},{$hr},installation-cables,5,1.5,5x1.5,,,,drum,500,0.9,,,,,,,,,test row\n";
		$result = ( new CsvImporter() )->import( $csv );
		$this->assertTrue( $result->ok(), wp_json_encode( $result->errors ) );
		return array( 'designation' => $des, 'hr_name' => $hr, 'codes' => $codes );
	}

	/**
	 * Designations in a products answer.
	 *
	 * @param array<string, mixed> $params Query.
	 * @return list<string>
	 */
	private function designations( array $params ): array {
		$response = $this->rest( 'GET', '/kabelshop/v1/products', $params + array( 'per_page' => 100 ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return array_column( $response->get_data(), 'designation' );
	}

	public function test_size_in_any_spelling_finds_the_g_size(): void {
		$p = $this->product();
		foreach ( array( '3x2,5', '3 x 2.5', '3G2,5', '3X2.5' ) as $spelling ) {
			$found = $this->designations( array( 'search' => $p['designation'] . ' ' . $spelling ) );
			$this->assertSame( array( $p['designation'] ), $found, $spelling );
		}
		$this->assertSame( array(), $this->designations( array( 'search' => $p['designation'] . ' 3x4' ) ) );
	}

	public function test_size_matches_whole_size_only(): void {
		$found = $this->designations( array( 'search' => '3x2.5' ) );
		$this->assertContains( 'NYM-J', $found );
		$this->assertNotContains( 'YSLY-JZ', array_diff( $found, $this->designations( array( 'search' => 'ysly 3x2.5' ) ) ) );
		$response = $this->rest( 'GET', '/kabelshop/v1/products', array( 'search' => 'NYM-J 3x2,5' ) );
		$this->assertSame( array( '3x2.5' ), $response->get_data()[0]['sizes'], 'only the matching size is listed, not 13x2.5 or 3x2.55' );
	}

	public function test_croatian_names_and_punctuation(): void {
		$this->assertSame( array( 'NYM-J' ), $this->designations( array( 'search' => 'pp-y' ) ) );
		$this->assertSame( array( 'NYM-J' ), $this->designations( array( 'search' => 'PPY' ) ) );
		$found = $this->designations( array( 'search' => 'xp 00' ) );
		// The names as a Croatian reader gets them (issue 27, Catalog\TypeWords).
		$this->assertContains( 'Cu/XLPE/PVC 0,6/1 kV bez armature (tip N2XY)', $found );
		$this->assertNotContains( 'Cu/XLPE/PVC/SWA/PVC 0,6/1 kV armiran čeličnim žicama (tip N2XRY)', $found, 'XP 44 is not XP 00' );
	}

	public function test_case_and_diacritics_are_ignored(): void {
		$p = $this->product();
		$with    = $this->designations( array( 'search' => $p['hr_name'] ) );
		$without = $this->designations( array( 'search' => strtolower( remove_accents( $p['hr_name'] ) ) ) );
		$this->assertSame( array( $p['designation'] ), $with );
		$this->assertSame( $with, $without );
		$this->assertSame( $this->designations( array( 'search' => 'JEDNOŽILNI' ) ), $this->designations( array( 'search' => 'jednozilni' ) ) );
		$this->assertContains( 'H07V-K', $this->designations( array( 'search' => 'jednozilni' ) ) );
	}

	public function test_article_code_and_words_are_anded(): void {
		$p = $this->product();
		$response = $this->rest( 'GET', '/kabelshop/v1/products', array( 'search' => $p['codes'][1] ) );
		$this->assertSame( array( $p['designation'] ), array_column( $response->get_data(), 'designation' ) );
		$this->assertSame( 1, $response->get_data()[0]['articles_total'] );
		$this->assertSame( array( '5x1.5' ), $response->get_data()[0]['sizes'] );
		$this->assertSame( array(), $this->designations( array( 'search' => $p['codes'][1] . ' nym' ) ) );
	}

	public function test_filters(): void {
		$flexible = $this->designations( array( 'category' => 'flexible-cables' ) );
		$this->assertContains( 'H07RN-F', $flexible );
		$this->assertNotContains( 'NYM-J', $flexible );
		$response = $this->rest( 'GET', '/kabelshop/v1/products', array( 'category' => 'installation-cables', 'cores' => 5, 'cross_section' => '2,5', 'search' => 'nym' ) );
		$this->assertSame( array( 'NYM-J' ), array_column( $response->get_data(), 'designation' ) );
		$this->assertSame( array( '5x2.5' ), $response->get_data()[0]['sizes'] );
		$this->assertSame( '1', $response->get_headers()['X-Kabelshop-Articles-Total'] );
	}

	public function test_paging_and_totals(): void {
		$all   = $this->rest( 'GET', '/kabelshop/v1/products', array( 'per_page' => 100 ) );
		$total = (int) $all->get_headers()['X-WP-Total'];
		$this->assertGreaterThan( 15, $total );
		$this->assertSame( $total, count( $all->get_data() ) );
		$page2 = $this->rest( 'GET', '/kabelshop/v1/products', array( 'per_page' => 5, 'page' => 2 ) );
		$this->assertSame( (string) $total, $page2->get_headers()['X-WP-Total'] );
		$this->assertSame( (string) (int) ceil( $total / 5 ), $page2->get_headers()['X-WP-TotalPages'] );
		$this->assertSame( array_slice( array_column( $all->get_data(), 'designation' ), 5, 5 ), array_column( $page2->get_data(), 'designation' ) );
		$articles = array_sum( array_column( $all->get_data(), 'articles_total' ) );
		$this->assertSame( (string) $articles, $all->get_headers()['X-Kabelshop-Articles-Total'] );
		$beyond = $this->rest( 'GET', '/kabelshop/v1/products', array( 'per_page' => 100, 'page' => 50 ) );
		$this->assertSame( array(), $beyond->get_data() );
		$this->assertSame( (string) $total, $beyond->get_headers()['X-WP-Total'] );
	}

	public function test_summary_shape_and_demo_price(): void {
		$response = $this->rest( 'GET', '/kabelshop/v1/products', array( 'search' => 'KS-NYMJ-3X2.5-R' ) );
		$row      = $response->get_data()[0];
		$this->assertSame( 'NYM-J', $row['designation'] );
		$this->assertSame( 'PP-Y', $row['hr_name'] );
		$this->assertSame( array( 'slug' => 'installation-cables', 'name' => 'Instalacijski kabeli' ), $row['category'], 'Croatian, the default language' );
		$this->assertIsInt( $row['price_from_e4'] );
		$this->assertMatchesRegularExpression( '/^\d+\.\d{4}$/', $row['price_from'] );
		$this->assertTrue( $row['price_is_demo'] );
		$this->assertSame( 'own', $row['supplier'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function bad_args(): array {
		return array(
			'per_page 0'     => array( array( 'per_page' => 0 ), 'per_page' ),
			'per_page 101'   => array( array( 'per_page' => 101 ), 'per_page' ),
			'page 0'         => array( array( 'page' => 0 ), 'page' ),
			'cores x'        => array( array( 'cores' => 'x' ), 'cores' ),
			'cross-section'  => array( array( 'cross_section' => '2.5.1' ), 'cross_section' ),
			'category'       => array( array( 'category' => 'no-such-category' ), 'category' ),
			'search too long' => array( array( 'search' => str_repeat( 'a', 101 ) ), 'search' ),
		);
	}

	/**
	 * @dataProvider bad_args
	 * @param array<string, mixed> $params Query.
	 */
	public function test_bad_argument_is_400_naming_the_field( array $params, string $field ): void {
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/products', $params ), $field );
	}

	public function test_product_detail_and_404(): void {
		$p    = $this->product();
		$list = $this->rest( 'GET', '/kabelshop/v1/products', array( 'search' => $p['designation'] ) )->get_data();
		$id   = $list[0]['id'];
		$one  = $this->rest( 'GET', '/kabelshop/v1/products/' . $id );
		$this->assertSame( 200, $one->get_status() );
		$data = $one->get_data();
		$this->assertSame( $p['hr_name'], $data['hr_name'] );
		$this->assertSame( array( '3G2.5', '5x1.5' ), array_column( $data['articles'], 'size_label' ) );
		$first = $data['articles'][0];
		$this->assertSame( 7351, $first['unit_price_e4'] );
		$this->assertSame( '0.7351', $first['unit_price'] );
		$this->assertSame( '2.5', $first['cross_section_mm2'] );
		$this->assertSame( '66.68', $first['copper_kg_km'], 'nominal copper 3 x 2.5 x 8.89' );
		$this->assertTrue( $first['copper_computed'] );
		$this->assertSame( 'in_stock', $first['availability'] );
		$this->assertSame( 'backorder', $data['articles'][1]['availability'], 'priced, no stock figure: orderable, delivered after the lead time (issue 13)' );
		$this->assertSame( \Kabelshop\Commerce\ShopSettings::default_lead_time_days(), $data['articles'][1]['lead_time_days'] );
		$this->assertFalse( $first['price_is_demo'] );

		$missing = $this->rest( 'GET', '/kabelshop/v1/products/999999999' );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'kabelshop_catalog_not_found', $missing->get_data()['code'] );
		wp_update_post( array( 'ID' => $id, 'post_status' => 'draft' ) );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/products/' . $id )->get_status(), 'unpublished is not shown' );
		$this->assertSame( array(), $this->designations( array( 'search' => $p['designation'] ) ), 'unpublished is not found' );
	}

	public function test_facets(): void {
		$response = $this->rest( 'GET', '/kabelshop/v1/products/facets' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertContains( 'flexible-cables', array_column( $data['categories'], 'slug' ) );
		$this->assertContains( 3, $data['cores'] );
		$this->assertContains( '2.5', $data['cross_sections'] );
	}
}
