<?php
/**
 * CSV import of metal prices and rates.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Metals;

use Kabelshop\Metals\ManualDay;
use Kabelshop\Metals\CsvImporter;
use Kabelshop\Metals\MetalTables;
use Kabelshop\Metals\PriceCache;
use Kabelshop\Tests\TestCase;

/**
 * Import against the real tables. Rows use days of 1961 (before any seeded price or rate) and are
 * deleted afterwards, so other tests see the seeded data only.
 */
final class ImporterTest extends TestCase {

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . MetalTables::prices() . ' WHERE day < %s', '1999-01-01' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . MetalTables::rates() . ' WHERE day < %s', '1999-01-01' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		PriceCache::bump();
		parent::tearDown();
	}

	/**
	 * Stored 1961 rows, as strings.
	 *
	 * @return list<string>
	 */
	private function stored(): array {
		global $wpdb;
		$prices = $wpdb->get_col( $wpdb->prepare( 'SELECT CONCAT(metal, " ", day, " ", usd_e2) FROM ' . MetalTables::prices() . ' WHERE day < %s ORDER BY metal, day', '1999-01-01' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$rates  = $wpdb->get_col( $wpdb->prepare( 'SELECT CONCAT("rate ", day, " ", usd_per_eur) FROM ' . MetalTables::rates() . ' WHERE day < %s ORDER BY day', '1999-01-01' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		return array_merge( $prices, $rates );
	}

	public function test_each_shared_format_is_read_and_a_second_import_changes_nothing(): void {
		$files = array(
			"date,cu_cash_settlement_usd_t,cu_3month_usd_t,cu_lme_stock_t\n1961-03-01,6666,6706,198925\n1961-03-02,,,186525\n1961-03-03,6990.5,7035,198600\n",
			"date,al_cash_settlement_usd_t\r\n1961-03-01,2365.5\r\n",
			"\xEF\xBB\xBFdate,usd_per_eur\n1961-03-01,1.1789\n",
			"date;metal;price;currency\n1961-03-06;aluminium;2400.25;USD\n",
		);
		$importer = new CsvImporter();
		foreach ( $files as $csv ) {
			$result = $importer->import( $csv );
			$this->assertTrue( $result['ok'], wp_json_encode( $result['errors'] ) );
		}
		$expected = array( 'aluminium 1961-03-01 236550', 'aluminium 1961-03-06 240025', 'copper 1961-03-01 666600', 'copper 1961-03-03 699050', 'rate 1961-03-01 1.1789' );
		$this->assertSame( $expected, $this->stored() );
		$version = PriceCache::version();
		foreach ( $files as $csv ) {
			$this->assertTrue( $importer->import( $csv )['ok'] );
		}
		$this->assertSame( $expected, $this->stored(), 'importing again must not duplicate or change rows' );
		$this->assertGreaterThan( $version, PriceCache::version(), 'an import invalidates the cache' );
	}

	public function test_the_empty_price_day_is_skipped_and_counted(): void {
		$result = ( new CsvImporter() )->import( "date,cu_cash_settlement_usd_t\n1961-04-03,100\n1961-04-04,\n" );
		$this->assertTrue( $result['ok'] );
		$this->assertSame( 1, $result['prices'] );
		$this->assertSame( 1, $result['skipped'] );
	}

	public function test_bad_rows_are_reported_by_line_and_nothing_is_imported(): void {
		$csv    = "date,metal,price,currency\n1961-05-02,copper,9000,USD\n1961-02-30,copper,9000,USD\n1961-05-03,gold,-5,USD\n1961-05-04,copper,9000.123,USD\n1961-05-05,copper,9000,EUR\n1961-05-02,copper,9100,USD\n1961-05-08,aluminium,2500,USD\n";
		$result = ( new CsvImporter() )->import( $csv );
		$this->assertFalse( $result['ok'] );
		$found = array_map( static fn( $e ) => $e['line'] . ':' . $e['field'], $result['errors'] );
		$this->assertSame( array( '3:date', '4:metal', '4:price', '5:price', '6:currency', '7:date' ), $found );
		$this->assertMatchesRegularExpression( '/\b2\b/', $result['errors'][5]['message'], 'the message names the first line with that date' );
		$this->assertSame( array(), $this->stored(), 'a file with a bad row imports nothing, not even its good rows' );
	}

	public function test_an_unknown_header_is_refused(): void {
		$result = ( new CsvImporter() )->import( "day,price\n1961-05-02,9000\n" );
		$this->assertFalse( $result['ok'] );
		$this->assertSame( 1, $result['errors'][0]['line'] );
	}

	public function test_a_bad_rate_names_its_column(): void {
		$result = ( new CsvImporter() )->import( "date,usd_per_eur\n1961-06-01,1.23456\n1961-06-02,0\n" );
		$this->assertSame( array( 'usd_per_eur', 'usd_per_eur' ), array_column( $result['errors'], 'field' ) );
		$this->assertSame( array( 2, 3 ), array_column( $result['errors'], 'line' ) );
	}

	public function test_staff_can_enter_and_correct_a_day_by_hand(): void {
		$this->assertSame( 'saved', ManualDay::store( '1961-07-03', '9100.5', '', '1.1000' ) );
		$this->assertSame( 'saved', ManualDay::store( '1961-07-03', '9200', '2500', '' ) );
		$this->assertSame( array( 'aluminium 1961-07-03 250000', 'copper 1961-07-03 920000', 'rate 1961-07-03 1.1000' ), $this->stored() );
		$this->assertSame( 'bad_price', ManualDay::store( '1961-07-04', '9200', '-1', '' ) );
		$this->assertSame( 'bad_day', ManualDay::store( '1961-13-04', '9200', '', '' ) );
		$this->assertSame( 'empty', ManualDay::store( '1961-07-04', '', '', '' ) );
		$this->assertCount( 3, $this->stored(), 'a refused day stores nothing' );
	}
}
