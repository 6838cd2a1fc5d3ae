<?php
/**
 * The packages and order events tables.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}kabelshop_order_packages: how an order item is packed (issue 4): one row per ring, reel,
 * box or drum with its number (drum/ring no., free text up to 40 characters) and packed length in
 * whole metres (length_m).
 * {prefix}kabelshop_order_events: the status history of an order and its items: one row per change
 * (order_item_id NULL for the order itself), with the staff user and an optional note. Dates UTC.
 */
final class OrderPackagesTable {

	/**
	 * Packages table name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_order_packages';
	}

	/**
	 * Events table name.
	 */
	public static function events_name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_order_events';
	}

	/**
	 * Both CREATE TABLE statements in dbDelta's format.
	 *
	 * @param string $collate Charset and collation clause.
	 * @return list<string>
	 */
	public static function create_sql( string $collate ): array {
		$packages = self::name();
		$events   = self::events_name();
		return array(
			"CREATE TABLE {$packages} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_id bigint(20) unsigned NOT NULL,
  order_item_id bigint(20) unsigned NOT NULL,
  packaging varchar(16) NOT NULL,
  package_number varchar(40) NOT NULL DEFAULT '',
  length_m int(10) unsigned NOT NULL,
  created_at datetime NOT NULL,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY order_item (order_id,order_item_id)
) ENGINE=InnoDB {$collate};",
			"CREATE TABLE {$events} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_id bigint(20) unsigned NOT NULL,
  order_item_id bigint(20) unsigned NULL DEFAULT NULL,
  status varchar(20) NOT NULL,
  note varchar(250) NOT NULL DEFAULT '',
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY order_id (order_id,id)
) ENGINE=InnoDB {$collate};",
		);
	}
}
