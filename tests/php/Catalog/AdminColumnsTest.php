<?php
/**
 * wp-admin "Cable types" list columns.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\CatalogCsv;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Tests\TestCase;

/**
 * Runs the list's own hooks (as WP_Posts_List_Table does) for a product imported here.
 */
final class AdminColumnsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->in_english();
	}

	/**
	 * Output of the custom-column action for one cell.
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id Cable type id.
	 */
	private function cell( string $column, int $post_id ): string {
		ob_start();
		do_action( 'manage_' . ProductMeta::POST_TYPE . '_posts_custom_column', $column, $post_id );
		return (string) ob_get_clean();
	}

	public function test_the_list_shows_croatian_name_standard_supplier_and_article_count_after_the_title(): void {
		$columns = apply_filters(
			'manage_' . ProductMeta::POST_TYPE . '_posts_columns',
			array(
				'cb'    => '<input type="checkbox" />',
				'title' => 'Title',
				'date'  => 'Date',
			)
		);
		// Then the language columns (I18n\TranslationsAdmin: the type is written per language) and the date.
		$this->assertSame( array( 'cb', 'title', 'kabelshop_hr_name', 'kabelshop_standard', 'kabelshop_supplier', 'kabelshop_articles' ), array_slice( array_keys( $columns ), 0, 6 ) );
		$this->assertSame( 'date', array_key_last( $columns ) );

		// "ZT..." sorts after the seeded catalogue (the e2e journey opens the first search result).
		$tag = strtoupper( str_replace( '-', '', $this->unique( 'z' ) ) );
		$csv = implode( ',', CatalogCsv::COLUMNS ) . "\n"
			. "A-{$tag}-1,ZT{$tag}-J,Šivi<b>{$tag}</b>,installation-cables,3,2.5,3G2.5,,,,ring,100,0.7351,500,,,,,,,,test row\n"
			. "A-{$tag}-2,ZT{$tag}-J,Šivi<b>{$tag}</b>,installation-cables,5,1.5,5x1.5,,,,drum,500,0.9,,,,,,,,,test row\n";
		$result = ( new CsvImporter() )->import( $csv );
		$this->assertTrue( $result->ok(), (string) wp_json_encode( $result->errors ) );
		$post = get_page_by_title( "ZT{$tag}-J", OBJECT, ProductMeta::POST_TYPE );
		$this->assertNotNull( $post );

		$this->assertSame( "Šivi&lt;b&gt;{$tag}&lt;/b&gt;", $this->cell( 'kabelshop_hr_name', $post->ID ), 'the name is shown escaped' );
		$this->assertSame( '&mdash;', $this->cell( 'kabelshop_standard', $post->ID ), 'an empty standard shows a dash' );
		$this->assertSame( 'Own range', $this->cell( 'kabelshop_supplier', $post->ID ) );
		$this->assertSame( '2', $this->cell( 'kabelshop_articles', $post->ID ) );

		$empty = self::factory_post( 'ZT-empty' . $tag );
		$this->assertSame( '0', $this->cell( 'kabelshop_articles', $empty ), 'a type without articles says 0' );

		// Leave the catalogue as seeded for the tests that follow.
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . \Kabelshop\Catalog\ArticleTable::name() . ' WHERE product_id = %d', $post->ID ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		wp_delete_post( $post->ID, true );
		wp_delete_post( $empty, true );
	}

	/**
	 * A published cable type without articles.
	 *
	 * @param string $title Designation.
	 */
	private static function factory_post( string $title ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => ProductMeta::POST_TYPE,
				'post_title'  => $title,
				'post_status' => 'publish',
			)
		);
	}
}
