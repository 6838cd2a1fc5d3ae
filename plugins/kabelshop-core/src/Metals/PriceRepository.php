<?php
/**
 * Reads and writes metal prices and exchange rates.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * Storage of MetalTables. Writes are upserts keyed by (metal, day) and day, so importing the
 * same file again changes nothing (idempotent); bulk writes go in chunks of CHUNK rows. The caller
 * owns the transaction (CsvImporter wraps a whole file in one). Every statement through
 * $wpdb->prepare.
 */
final class PriceRepository {

	public const CHUNK = 1000;

	/**
	 * Prices of a metal, ascending by day.
	 *
	 * @param string $metal 'copper' | 'aluminium'.
	 * @return list<array{0: string, 1: int}> Day and usd_e2.
	 */
	public function prices( string $metal ): array {
		global $wpdb;
		$table = MetalTables::prices();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT day, usd_e2 FROM {$table} WHERE metal = %s ORDER BY day", $metal ), ARRAY_N ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$out   = array();
		foreach ( (array) $rows as $row ) {
			$out[] = array( (string) $row[0], (int) $row[1] );
		}
		return $out;
	}

	/**
	 * Every exchange rate, ascending by day.
	 *
	 * @return list<array{0: string, 1: int}> Day and rate_e4.
	 */
	public function rates(): array {
		global $wpdb;
		$table = MetalTables::rates();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT day, usd_per_eur FROM {$table} WHERE day >= %s ORDER BY day", '1000-01-01' ), ARRAY_N ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$out   = array();
		foreach ( (array) $rows as $row ) {
			$out[] = array( (string) $row[0], (int) Conversion::parse( (string) $row[1], 4 ) );
		}
		return $out;
	}

	/**
	 * Upserts prices.
	 *
	 * @param list<array{metal: string, day: string, usd_e2: int}> $rows   Prices.
	 * @param string                                               $source Where they came from.
	 * @throws \RuntimeException When the database refuses a chunk.
	 */
	public function upsert_prices( array $rows, string $source ): void {
		global $wpdb;
		$table = MetalTables::prices();
		foreach ( array_chunk( $rows, self::CHUNK ) as $chunk ) {
			$values = array();
			$params = array();
			foreach ( $chunk as $row ) {
				$values[] = '(%s, %s, %d, %s)';
				array_push( $params, $row['metal'], $row['day'], $row['usd_e2'], $source );
			}
			$sql = "INSERT INTO {$table} (metal, day, usd_e2, source) VALUES " . implode( ',', $values )
				. ' ON DUPLICATE KEY UPDATE source = IF(usd_e2 = VALUES(usd_e2), source, VALUES(source)), updated_at = IF(usd_e2 = VALUES(usd_e2), updated_at, NOW()), usd_e2 = VALUES(usd_e2)';
			if ( false === $wpdb->query( $wpdb->prepare( $sql, $params ) ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- placeholders built above.
				throw new \RuntimeException( 'metal price write failed: ' . $wpdb->last_error );
			}
		}
	}

	/**
	 * Upserts exchange rates.
	 *
	 * @param list<array{day: string, rate_e4: int}> $rows   Rates.
	 * @param string                                 $source Where they came from.
	 * @throws \RuntimeException When the database refuses a chunk.
	 */
	public function upsert_rates( array $rows, string $source ): void {
		global $wpdb;
		$table = MetalTables::rates();
		foreach ( array_chunk( $rows, self::CHUNK ) as $chunk ) {
			$values = array();
			$params = array();
			foreach ( $chunk as $row ) {
				$values[] = '(%s, %s, %s)';
				array_push( $params, $row['day'], Conversion::format( $row['rate_e4'], 4 ), $source );
			}
			$sql = "INSERT INTO {$table} (day, usd_per_eur, source) VALUES " . implode( ',', $values )
				. ' ON DUPLICATE KEY UPDATE source = IF(usd_per_eur = VALUES(usd_per_eur), source, VALUES(source)), updated_at = IF(usd_per_eur = VALUES(usd_per_eur), updated_at, NOW()), usd_per_eur = VALUES(usd_per_eur)';
			if ( false === $wpdb->query( $wpdb->prepare( $sql, $params ) ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- placeholders built above.
				throw new \RuntimeException( 'exchange rate write failed: ' . $wpdb->last_error );
			}
		}
	}

	/**
	 * Deletes one metal's price of a day (staff correction: "no LME price that day").
	 *
	 * @param string $metal Metal.
	 * @param string $day   Y-m-d.
	 */
	public function delete_price( string $metal, string $day ): void {
		global $wpdb;
		$wpdb->delete(
			MetalTables::prices(),
			array(
				'metal' => $metal,
				'day'   => $day,
			),
			array( '%s', '%s' )
		);
	}

	/**
	 * Number of stored prices and rates.
	 *
	 * @return array{prices: int, rates: int}
	 */
	public function counts(): array {
		global $wpdb;
		$prices = MetalTables::prices();
		$rates  = MetalTables::rates();
		return array(
			'prices' => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$prices} WHERE day >= %s", '1000-01-01' ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
			'rates'  => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$rates} WHERE day >= %s", '1000-01-01' ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		);
	}
}
