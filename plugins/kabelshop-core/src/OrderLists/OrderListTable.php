<?php
/**
 * The order lists table.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\OrderLists;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Setup\Database;

/**
 * {prefix}kabelshop_order_lists (issue 26; until then one user meta entry per customer), created by
 * Setup\Schema with dbDelta: one row per order list. user_id (owner), list_id (the 12 hex
 * characters the routes and the islands use; unique per owner), name (1..80 characters),
 * lines_json (JSON list of { article_code, quantity_m }: a list is always read and written whole,
 * never queried by line), created_at / updated_at (UTC). InnoDB. list_id is in the table's
 * character set, not ascii: $wpdb checks a raw query of a table with mixed character sets as
 * ascii and refuses a name with "č" in it.
 *
 * Migration (issue 26): migrate(), run by Setup\Schema::install() after dbDelta, moves the lists of the old user meta
 * entry META_KEY into the table, keeping ids, names, lines and dates, and deletes the meta entry.
 */
final class OrderListTable {

	/** The user meta key the lists were kept in before issue 26 (read by migrate() only). */
	public const META_KEY = '_kabelshop_order_lists';

	/**
	 * Table name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_order_lists';
	}

	/**
	 * The CREATE TABLE statement in dbDelta's format.
	 *
	 * @param string $collate Charset and collation clause.
	 * @return list<string>
	 */
	public static function create_sql( string $collate ): array {
		$table = self::name();
		return array(
			"CREATE TABLE {$table} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  list_id char(12) NOT NULL,
  name varchar(80) NOT NULL,
  lines_json longtext NOT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY user_list (user_id,list_id),
  KEY user_updated (user_id,updated_at)
) ENGINE=InnoDB {$collate};",
		);
	}

	/**
	 * Moves every customer's lists from user meta into the table: per meta row, in one transaction
	 * that locks the meta row first (so two requests upgrading at the same moment move it once),
	 * INSERT IGNORE of each list (a list moved before is not doubled), then the meta row is deleted.
	 * Lists are kept as they were, also beyond today's limits (an old entry over MAX_LISTS keeps all
	 * its lists; the customer cannot add more until below); a stored id that is not 12 hex
	 * characters gets a new random one; a name is cut to OrderListRepository::MAX_NAME characters.
	 *
	 * @return int Lists moved.
	 */
	public static function migrate(): int {
		global $wpdb;
		$table = self::name();
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT umeta_id, user_id FROM {$wpdb->usermeta} WHERE meta_key = %s ORDER BY umeta_id", self::META_KEY ), ARRAY_A );
		$moved = 0;
		foreach ( $rows as $row ) {
			$umeta_id = (int) $row['umeta_id'];
			$user_id  = (int) $row['user_id'];
			$moved   += (int) Database::transaction(
				static function () use ( $wpdb, $table, $umeta_id, $user_id ): int {
					$value = $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->usermeta} WHERE umeta_id = %d FOR UPDATE", $umeta_id ) );
					if ( null === $value ) {
						return 0;
					}
					$count = 0;
					foreach ( self::lists_of( maybe_unserialize( (string) $value ) ) as $list ) {
						// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
						$done = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (user_id, list_id, name, lines_json, created_at, updated_at) VALUES (%d, %s, %s, %s, %s, %s)", $user_id, $list['id'], $list['name'], (string) wp_json_encode( $list['lines'] ), $list['created_at'], $list['updated_at'] ) );
						if ( false === $done ) {
							throw new \RuntimeException( 'Order list migration failed: ' . $wpdb->last_error );
						}
						$count += (int) $done;
					}
					$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE umeta_id = %d", $umeta_id ) );
					return $count;
				}
			);
			wp_cache_delete( $user_id, 'user_meta' );
		}
		return $moved;
	}

	/**
	 * The lists of an old meta value, cleaned (what the meta-based repository read).
	 *
	 * @param mixed $stored Unserialised meta value.
	 * @return list<array{id: string, name: string, lines: list<array{article_code: string, quantity_m: int}>, created_at: string, updated_at: string}>
	 */
	private static function lists_of( mixed $stored ): array {
		$out = array();
		$now = gmdate( 'Y-m-d H:i:s' );
		foreach ( is_array( $stored ) ? $stored : array() as $list ) {
			if ( ! is_array( $list ) || ! isset( $list['id'], $list['name'], $list['lines'] ) || ! is_array( $list['lines'] ) ) {
				continue;
			}
			$lines = array();
			foreach ( $list['lines'] as $line ) {
				if ( is_array( $line ) && isset( $line['article_code'], $line['quantity_m'] ) ) {
					$lines[] = array(
						'article_code' => (string) $line['article_code'],
						'quantity_m'   => (int) $line['quantity_m'],
					);
				}
			}
			$id      = (string) $list['id'];
			$created = self::datetime( (string) ( $list['created_at'] ?? '' ) ) ?? $now;
			$out[]   = array(
				'id'         => preg_match( '/^' . OrderListRepository::ID_PATTERN . '$/', $id ) ? $id : bin2hex( random_bytes( 6 ) ),
				'name'       => mb_substr( (string) $list['name'], 0, OrderListRepository::MAX_NAME ),
				'lines'      => $lines,
				'created_at' => $created,
				'updated_at' => self::datetime( (string) ( $list['updated_at'] ?? '' ) ) ?? $created,
			);
		}
		return $out;
	}

	/**
	 * A stored 'Y-m-d H:i:s', null when it is not one.
	 *
	 * @param string $value Stored date-time.
	 */
	private static function datetime( string $value ): ?string {
		$at = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $value, new \DateTimeZone( 'UTC' ) );
		return false !== $at && $at->format( 'Y-m-d H:i:s' ) === $value ? $value : null;
	}
}
