<?php
/**
 * The articles' search text is ASCII and the column says so.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Catalog\SearchQuery;
use Kabelshop\Catalog\SearchText;
use Kabelshop\Setup\Schema;
use Kabelshop\Tests\TestCase;

/**
 * SearchText folds case and diacritics into ASCII, the column is ascii_bin (a byte-wise LIKE),
 * and a site whose table still has the old utf8mb4 column is converted by the schema upgrade.
 */
final class SearchTextTest extends TestCase {

	public function test_text_and_query_fold_to_the_same_ascii(): void {
		$this->assertSame( 'sivi dzep cuceca zica 3x2.5 mm', SearchText::normalize( 'ŠIVI Džep ČUĆEĆA žica 3G2,5 mm²' ) );
		$this->assertSame( array( 'zica', '3x2.5' ), ( new SearchQuery( 'Žica 3 x 2,5' ) )->words() );
		$this->assertSame( '', SearchText::normalize( 'Кабл Ω' ), 'letters remove_accents() cannot fold are dropped, on both sides alike' );
		$this->assertMatchesRegularExpression( '/^[ -~]*$/', SearchText::build( 'NYM-J', 'PP-Y (Elka) – žuta', 'installation-cables', '3G2,5', 'KS-NYMJ-3X2.5-R' ) );
	}

	/**
	 * Character set of articles.search_text.
	 */
	private function charset(): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT CHARACTER_SET_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND COLUMN_NAME = %s', ArticleTable::name(), 'search_text' ) );
	}

	public function test_the_schema_upgrade_converts_an_old_utf8mb4_column_and_search_still_finds_diacritics(): void {
		global $wpdb;
		$this->assertSame( 'ascii', $this->charset() );
		$table = ArticleTable::name();
		$wpdb->query( "ALTER TABLE {$table} MODIFY search_text text CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci NOT NULL" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame( 'utf8mb4', $this->charset() );
		// A text as the old normalisation wrote it: it kept letters such as µ.
		$id = (int) $wpdb->get_var( "SELECT id FROM {$table} WHERE article_code = 'KS-NYMJ-3X2.5-R'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->update( $table, array( 'search_text' => ' nym-j pp-y µ 3x2.5 ' ), array( 'id' => $id ) );
		Schema::install();
		$this->assertSame( 'ascii', $this->charset(), 'the upgrade converted the column' );
		$rebuilt = (string) $wpdb->get_var( $wpdb->prepare( "SELECT search_text FROM {$table} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertStringNotContainsString( '?', $rebuilt, 'the product\'s text was rebuilt' );
		$this->assertStringContainsString( 'ks-nymj-3x2.5-r', $rebuilt );

		$hits = rest_get_server()->dispatch( new \WP_REST_Request( 'GET', '/kabelshop/v1/products' ) );
		$this->assertSame( 200, $hits->get_status() );
		$request = new \WP_REST_Request( 'GET', '/kabelshop/v1/products' );
		$request->set_param( 'search', 'JEDNOŽILNI' );
		$upper = rest_get_server()->dispatch( $request );
		$request->set_param( 'search', 'jednozilni' );
		$plain = rest_get_server()->dispatch( $request );
		$this->assertGreaterThan( 0, (int) $upper->get_headers()['X-WP-Total'], 'a search with capitals and diacritics finds the single-core wires' );
		$this->assertSame( $plain->get_headers()['X-WP-Total'], $upper->get_headers()['X-WP-Total'] );
	}
}
