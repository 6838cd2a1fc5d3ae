<?php
/**
 * Declaration of performance rows (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * Reads and writes the dops table; every SQL through $wpdb->prepare.
 * A DoP: array{ id: int, product_id: int, batch: string|null, number: string, control_hash: string,
 * file: string, created_at: string, product_name?: string }.
 */
final class DopRepository {

	/**
	 * Inserts a DoP.
	 *
	 * @param array{product_id: int, batch: string|null, number: string, control_hash: string, file: string} $row Columns.
	 * @return int New id.
	 * @throws \RuntimeException When the insert fails (e.g. duplicate number).
	 */
	public function create( array $row ): int {
		global $wpdb;
		$row['created_at'] = gmdate( 'Y-m-d H:i:s' );
		if ( false === $wpdb->insert( DocumentTables::dops(), $row ) ) {
			throw new \RuntimeException( 'DoP insert failed: ' . $wpdb->last_error );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * One DoP by id, or null.
	 *
	 * @param int $id Id.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = DocumentTables::dops();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * One DoP by number, or null.
	 *
	 * @param string $number DoP number.
	 * @return array<string, mixed>|null
	 */
	public function find_by_number( string $number ): ?array {
		global $wpdb;
		$table = DocumentTables::dops();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE number = %s", $number ), ARRAY_A );
		return $row ? self::hydrate( $row ) : null;
	}

	/**
	 * The DoPs of these products, by product then batch.
	 *
	 * @param list<int> $product_ids Product ids.
	 * @return list<array<string, mixed>>
	 */
	public function for_products( array $product_ids ): array {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $product_ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$table        = DocumentTables::dops();
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders -- table name from code, placeholders built above.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE product_id IN ({$placeholders}) ORDER BY product_id, batch, id", ...$ids ), ARRAY_A );
		return array_map( array( self::class, 'hydrate' ), (array) $rows );
	}

	/**
	 * Latest DoPs (wp-admin list).
	 *
	 * @param int $limit Rows.
	 * @return list<array<string, mixed>>
	 */
	public function latest( int $limit ): array {
		global $wpdb;
		$table = DocumentTables::dops();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} ORDER BY id DESC LIMIT %d", $limit ), ARRAY_A );
		return array_map( array( self::class, 'hydrate' ), (array) $rows );
	}

	/**
	 * Casts a row and adds the product's name.
	 *
	 * @param array<string, mixed> $row Database row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		$row['id']           = (int) $row['id'];
		$row['product_id']   = (int) $row['product_id'];
		$row['product_name'] = (string) get_the_title( $row['product_id'] );
		return $row;
	}
}
