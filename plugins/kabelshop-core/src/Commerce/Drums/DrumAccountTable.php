<?php
/**
 * The drum account table.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce\Drums;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}kabelshop_drum_account, created by Setup\Schema with dbDelta: one row per returnable drum
 * a customer holds or held (Faber's drum account, issue 14). A row is written for each drum of an
 * order's deposit lines (DrumAccount::record_order()): user_id, order_id and order_number, the goods
 * line (line_index, as in the order's charges) and the drum's number within it (drum_no, 1..n; the
 * UNIQUE key makes recording an order twice write nothing new), article_code, drum_type (DrumTypes
 * id), deposit_cents (the deposit charged for this drum, EUR cents, frozen from the order), since
 * (the order's day, Europe/Zagreb), status 'held' | 'collect_requested' | 'returned', the buyer's
 * collect request (collect_requested_at UTC, collect_note <= 250 characters, pickup_address: JSON
 * snapshot of the chosen address, NULL none) and the return (returned_on: Europe/Zagreb day,
 * credited_cents: the deposit credited, returned_by: staff user id). InnoDB.
 */
final class DrumAccountTable {

	/**
	 * Table name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_drum_account';
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
  order_id bigint(20) unsigned NOT NULL,
  order_number varchar(40) NOT NULL,
  line_index smallint(5) unsigned NOT NULL DEFAULT 0,
  drum_no smallint(5) unsigned NOT NULL DEFAULT 1,
  article_code varchar(64) NOT NULL DEFAULT '',
  drum_type varchar(32) NOT NULL,
  deposit_cents bigint(20) NOT NULL DEFAULT 0,
  since date NOT NULL,
  status varchar(20) NOT NULL DEFAULT 'held',
  collect_requested_at datetime NULL DEFAULT NULL,
  collect_note varchar(250) NOT NULL DEFAULT '',
  pickup_address longtext NULL,
  returned_on date NULL DEFAULT NULL,
  credited_cents bigint(20) NOT NULL DEFAULT 0,
  returned_by bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY order_drum (order_id,line_index,drum_no),
  KEY user_status (user_id,status),
  KEY status (status)
) ENGINE=InnoDB {$collate};",
		);
	}
}
