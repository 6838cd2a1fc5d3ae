<?php
/**
 * The catalogue search's index (Catalog\SearchGroups, issue 16): the search answers as the plain
 * scan of every article does, after imports, edits and deletes, whoever writes.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Catalog\CatalogCsv;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\SearchGroups;
use Kabelshop\Catalog\SearchQuery;
use Kabelshop\Search\GroupedSearch;
use Kabelshop\Tests\TestCase;

/**
 * Every check compares the indexed search with the statement without the index (the groups switched
 * off: the scan of every article's text the search ran before issue 16), over the seeded catalogue
 * plus a cable type imported here with several articles per size, codes whose text spells the size
 * otherwise ("3G1,5" in the code, "3x1.5" in the text), a demo price and a zero price. Writes go
 * through the CSV import, the repository and plain $wpdb calls as test fixtures make them; after each,
 * the groups must equal a fresh fill from the articles, and what a buyer sees (types, counts, sizes,
 * "from" prices, the site search's groups, the facets) must be the scan's.
 */
final class SearchGroupsTest extends TestCase {

	/** @var string The imported type's unique tag (its designation is "SG<tag>-J"). */
	private string $tag = '';

	/** @var int The imported type's post id. */
	private int $product = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->assertTrue( SearchGroups::ready(), 'the test site has the search groups (schema upgrade)' );
	}

	protected function tearDown(): void {
		global $wpdb;
		if ( $this->product ) {
			$wpdb->delete( ArticleTable::name(), array( 'product_id' => $this->product ), array( '%d' ) );
			wp_delete_post( $this->product, true );
		}
		parent::tearDown();
	}

	/**
	 * Imports the type "SG<tag>-J" (Croatian name "Kabsg<tag>", installation cables): 3G1,5 in three
	 * packagings (one a demo price), 5x2,5 in two (one at price 0), 3x2,5 in one; copper 0 kg/km, so
	 * the "from" price is the lowest base price (no metal surcharge).
	 *
	 * @param string $price_3g First price of 3G1,5 (EUR/m, the CSV's decimal comma).
	 * @return list<string> The article codes.
	 */
	private function import( string $price_3g = '0,5000' ): array {
		if ( '' === $this->tag ) {
			$this->tag = strtoupper( str_replace( '-', '', $this->unique( 'g' ) ) );
		}
		$t     = $this->tag;
		$codes = array( "SG{$t}-3G1.5-R100", "SG{$t}-3G1.5-R250", "SG{$t}-3G1.5-D500", "SG{$t}-5X2.5-R100", "SG{$t}-5X2.5-D500", "SG{$t}-3X2.5-R100" );
		$rows  = array(
			array( $codes[0], '3', '1.5', '"3G1,5"', 'ring', '100', "\"{$price_3g}\"", '0' ),
			array( $codes[1], '3', '1.5', '"3G1,5"', 'ring', '250', '0.4500', '0' ),
			array( $codes[2], '3', '1.5', '"3G1,5"', 'drum', '500', '0.4000', '1' ),
			array( $codes[3], '5', '2.5', '"5x2,5"', 'ring', '100', '0.9000', '0' ),
			array( $codes[4], '5', '2.5', '"5x2,5"', 'drum', '500', '0', '0' ),
			array( $codes[5], '3', '2.5', '"3x2,5"', 'ring', '100', '0.7000', '0' ),
		);
		$csv   = implode( ',', CatalogCsv::COLUMNS ) . ",price_is_demo\n";
		foreach ( $rows as $r ) {
			list( $code, $cores, $cs, $size, $packaging, $length, $price, $demo ) = $r;
			$csv .= "{$code},SG{$t}-J,Kabsg{$t},installation-cables,{$cores},{$cs},{$size},,0,,{$packaging},{$length},{$price},1000,,,,,,,,test row,{$demo}\n";
		}
		$result = ( new CsvImporter() )->import( $csv );
		$this->assertTrue( $result->ok(), (string) wp_json_encode( $result->errors ) );
		$this->product = ProductMeta::record_by_designation( "SG{$t}-J" );
		$this->assertGreaterThan( 0, $this->product );
		return $codes;
	}

	/**
	 * What the repository answers for a search: the page of types (100 per page) with totals, the
	 * totals alone, the site search's article rows, the technical facet counts, the cores and
	 * cross-sections.
	 *
	 * @param SearchQuery $query The search.
	 * @return array<string, mixed>
	 */
	private function answers( SearchQuery $query ): array {
		$repo   = new ArticleRepository();
		$result = $repo->search( $query );
		return array(
			'search'    => array( $result->products, $result->total_products, $result->total_articles ),
			'count'     => $repo->count( $query ),
			'matching'  => $repo->matching_articles( $query, 100 ),
			'matching3' => $repo->matching_articles( $query, 3 ),
			'technical' => $repo->technical_facets( $query ),
			'facets'    => $repo->facets(),
		);
	}

	/**
	 * Runs $work with the search groups switched off (the plain scan of every article).
	 *
	 * @param callable $work What to run.
	 * @return mixed What it returned.
	 */
	private function plain( callable $work ): mixed {
		$saved = get_option( SearchGroups::OPTION );
		update_option( SearchGroups::OPTION, '', true );
		try {
			$this->assertFalse( SearchGroups::ready() );
			return $work();
		} finally {
			update_option( SearchGroups::OPTION, $saved, true );
		}
	}

	/**
	 * Asserts that every search answers as the plain scan does, and that the groups equal a fresh fill.
	 *
	 * @param list<string> $texts Search texts (each also with a cores filter and page 2 of 1 per page).
	 */
	private function assert_same_as_scan( array $texts ): void {
		$this->assert_groups_fresh();
		$this->assertTrue( SearchGroups::ready() );
		foreach ( $texts as $text ) {
			foreach ( array( new SearchQuery( $text, '', null, null, 1, 100 ), new SearchQuery( $text, '', 3, null, 1, 100 ), new SearchQuery( $text, 'installation-cables', null, '2.5', 2, 1 ) ) as $query ) {
				$indexed = $this->answers( $query );
				$plain   = $this->plain( fn() => $this->answers( $query ) );
				$this->assertSame( $plain, $indexed, "search '{$text}' cores " . var_export( $query->cores, true ) . ' category ' . $query->category );
			}
		}
	}

	/**
	 * Asserts that the search groups hold exactly what a fresh fill from the articles would (every
	 * article of the site, whoever wrote it).
	 */
	private function assert_groups_fresh(): void {
		global $wpdb;
		$articles = ArticleTable::name();
		$groups   = SearchGroups::name();
		$rest     = SearchGroups::rest_sql( 'a' );
		$key      = SearchGroups::key_sql( 'a', $rest );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and expressions from code.
		$fresh = $wpdb->get_results( "SELECT HEX({$key}) AS k, MIN(a.product_id) AS product_id, MIN(a.size_label) AS size_label, MIN({$rest}) AS search_rest, COUNT(*) AS articles, SUM(a.price_is_demo <> 0) AS demo_articles, MIN(a.unit_price_e4) AS price_min_e4, MIN(NULLIF(a.unit_price_e4, 0)) AS priced_min_e4 FROM {$articles} a GROUP BY k ORDER BY k", ARRAY_A );
		$kept  = $wpdb->get_results( "SELECT HEX(group_key) AS k, product_id, size_label, search_rest, articles, demo_articles, price_min_e4, priced_min_e4 FROM {$groups} ORDER BY k", ARRAY_A );
		// phpcs:enable
		$this->assertNotEmpty( $kept );
		$this->assertSame( $fresh, $kept, 'the search groups equal a fresh fill from the articles' );
	}

	/**
	 * The imported type's row of a search (100 per page), or null.
	 *
	 * @param string $text Search text.
	 * @return array<string, mixed>|null
	 */
	private function row( string $text ): ?array {
		foreach ( ( new ArticleRepository() )->search( new SearchQuery( $text, '', null, null, 1, 100 ) )->products as $row ) {
			if ( $row['product_id'] === $this->product ) {
				return $row;
			}
		}
		return null;
	}

	public function test_the_seeded_catalogue_answers_as_the_plain_scan(): void {
		$this->assert_same_as_scan( array( '', '3x2,5', '3G1.5', 'nym', 'nym 3G1.5', 'NYM-J 3x1,5', 'xp 00', 'pp-y', 'ppy', 'jednožilni', 'KS-NYMJ-3X2.5-R', 'ks-nymj', 'KS-H05VVF-3G1.5-R', 'kabel', 'cable', '-r', '2.5', 'x2', 'h07', 'zzzz-no-such-cable', '% _' ) );
		$filters = array(
			new SearchQuery( 'kabel', '', null, null, 1, 12, '', '0.6/1 kV', null, false, true ),
			new SearchQuery( 'kabel', '', null, null, 1, 12, '', '', 5, true ),
			new SearchQuery( '', '', null, null, 1, 12, '', '', null, false, false, true ),
		);
		foreach ( $filters as $query ) {
			$this->assertSame( $this->plain( fn() => $this->answers( $query ) ), $this->answers( $query ), 'technical filters' );
		}
		// The catalogue's REST answer (cards and totals) and the site search's groups, as a visitor gets them.
		foreach ( array( array( 'search' => 'nym 3G1.5' ), array( 'search' => 'KS-NYMJ-3X2.5-R' ), array( 'page' => 2 ) ) as $params ) {
			$indexed = $this->rest( 'GET', '/kabelshop/v1/products', $params );
			$plain   = $this->plain( fn() => $this->rest( 'GET', '/kabelshop/v1/products', $params ) );
			$this->assertSame( $plain->get_data(), $indexed->get_data() );
			foreach ( array( 'X-WP-Total', 'X-Kabelshop-Articles-Total' ) as $header ) {
				$this->assertSame( $plain->get_headers()[ $header ], $indexed->get_headers()[ $header ] );
			}
		}
		// The site search's cable types and articles (its news and pages come from WordPress's search).
		$catalogue = static fn( array $answer ): array => array_values( array_filter( $answer['groups'], static fn( array $group ): bool => in_array( $group['key'], array( 'products', 'articles' ), true ) ) );
		foreach ( array( 'nym', 'ks-nymj', '3x2,5' ) as $text ) {
			$groups = $catalogue( GroupedSearch::run( $text, 20 ) );
			$this->assertCount( 2, $groups );
			$this->assertSame( $this->plain( fn() => $catalogue( GroupedSearch::run( $text, 20 ) ) ), $groups, $text );
		}
	}

	public function test_import_edit_and_delete_are_found_at_once_as_the_scan_finds_them(): void {
		global $wpdb;
		$codes = $this->import();
		$t     = strtolower( $this->tag );
		$texts = array( "sg{$t}", "sg{$t}-j 3G1,5", "SG{$t}-3G1.5-R250", "sg{$t}-3x1.5", "sg{$t}-5x2.5-d", 'r100', "kabsg{$t} 5x2.5" );
		$this->assert_same_as_scan( $texts );
		$row = $this->row( "sg{$t}" );
		$this->assertSame( 6, $row['articles'] ?? null );
		$this->assertSame( array( '3G1,5', '3x2,5', '5x2,5' ), $row['sizes'] );
		$this->assertTrue( $row['price_is_demo'] );
		$this->assertSame( 4000, $row['price_from_base_e4'], 'the cheapest priced article (0.4000); the one at 0 is not priced' );
		// The code alone finds its one article (the text spells its size 3x1.5, the code 3G1.5).
		$this->assertSame( 1, $this->row( $codes[1] )['articles'] ?? null );

		// The import again, 3G1,5 in a ring of 100 m now the cheapest.
		$this->import( '0,3000' );
		$this->assertSame( 3000, $this->row( "sg{$t}" )['price_from_base_e4'] ?? null );
		$this->assert_same_as_scan( $texts );

		// wp-admin: the Croatian name changes (the search texts are rebuilt), ordering and drum data.
		update_post_meta( $this->product, ProductMeta::key( 'hr_name' ), "Novisg{$t}" );
		( new ArticleRepository() )->refresh_search_text( $this->product );
		$this->assertNull( $this->row( "kabsg{$t}" ), 'the old name finds nothing' );
		$this->assertSame( 6, $this->row( "novisg{$t}" )['articles'] ?? null );
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . ArticleTable::name() . ' WHERE product_id = %d ORDER BY id', $this->product ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name.
		( new ArticleRepository() )->set_ordering( $ids[0], 5, true );
		( new ArticleRepository() )->set_drum( $ids[2], '', 120 );
		$this->assert_same_as_scan( array( "novisg{$t}", "novisg{$t} 3x1.5", "sg{$t}-3g1.5-d500" ) );

		// Plain $wpdb writes, as fixtures and other code make them: a price, a size, a delete, an insert.
		$table = ArticleTable::name();
		$wpdb->update( $table, array( 'unit_price_e4' => 1234 ), array( 'article_code' => $codes[3] ) );
		$this->assertSame( 1234, $this->row( "sg{$t}" )['price_from_base_e4'] ?? null, 'a lower price is the "from" price at once' );
		$wpdb->update( $table, array( 'unit_price_e4' => 99999 ), array( 'article_code' => $codes[3] ) );
		$this->assertSame( 3000, $this->row( "sg{$t}" )['price_from_base_e4'] ?? null, 'and the next one when it rises again' );
		$this->assertSame( 2, $this->row( "sg{$t} 5x2.5" )['articles'] ?? null );
		$wpdb->update(
			$table,
			array(
				'size_label'        => '7x2,5',
				'cores'             => 7,
				'search_text'       => ' sg' . $t . '-j novisg' . $t . ' 7x2.5 ' . strtolower( $codes[4] ) . ' ',
			),
			array( 'article_code' => $codes[4] )
		);
		$this->assertSame( 1, $this->row( "sg{$t} 5x2.5" )['articles'] ?? null, 'the size change leaves one 5x2,5 article' );
		$this->assertSame( array( '7x2,5' ), $this->row( "sg{$t} 7x2.5" )['sizes'] ?? null );
		$wpdb->delete( $table, array( 'article_code' => $codes[1] ) );
		$this->assertNull( $this->row( $codes[1] ), 'a deleted article is not found' );
		$this->assertSame( 5, $this->row( "sg{$t}" )['articles'] ?? null );
		$wpdb->insert(
			$table,
			array(
				'article_code'  => "SG{$t}-EXTRA",
				'product_id'    => $this->product,
				'cores'         => 3,
				'size_label'    => '3x4',
				'packaging'     => 'ring',
				'unit_price_e4' => 100,
				'price_is_demo' => 0,
				'search_text'   => "sg{$t}-extra plain",
			)
		);
		$this->assertSame( 100, $this->row( "sg{$t}" )['price_from_base_e4'] ?? null );
		$this->assertSame( 1, $this->row( 'plain' )['articles'] ?? null );
		$this->assert_same_as_scan( array( "sg{$t}", "sg{$t}-extra", 'plain', "sg{$t} 7x2.5", "novisg{$t} 5x2.5", "sg{$t}-5x2.5-r100", '3x4' ) );

		// The type's articles all deleted: the type is no longer found.
		$wpdb->delete( $table, array( 'product_id' => $this->product ), array( '%d' ) );
		$this->assertNull( $this->row( "sg{$t}" ) );
		$this->assert_same_as_scan( array( "sg{$t}", '3x2,5' ) );
	}

	public function test_lost_triggers_are_restored_with_a_fresh_fill(): void {
		global $wpdb;
		$codes = $this->import();
		$names = array_keys( SearchGroups::triggers() );
		$wpdb->query( "DROP TRIGGER IF EXISTS {$names[3]}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- trigger name from code.
		$wpdb->delete( ArticleTable::name(), array( 'article_code' => $codes[0] ) ); // Not seen by the groups now.
		$this->assertTrue( SearchGroups::ensure(), 'the triggers are made again and the groups filled anew' );
		$present = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() AND TRIGGER_NAME = %s', $names[3] ) );
		$this->assertSame( 1, $present );
		$this->assertSame( 5, $this->row( 'sg' . strtolower( $this->tag ) )['articles'] ?? null );
		$this->assert_same_as_scan( array( 'sg' . strtolower( $this->tag ), $codes[0] ) );
	}
}
