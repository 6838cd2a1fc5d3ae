<?php
/**
 * Tables of the documents area (issue 4, "Invoices and declarations of performance", "Document search").
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

/**
 * Names and CREATE statements (dbDelta) of:
 * - invoices: one PDF per row for one customer (user_id) and optionally one order; number unique;
 *   control_hash is ControlCode::hash() of the 8-character control code (the plain code is shown
 *   to staff once and printed on the invoice, never stored); file relative to PrivateFiles::dir().
 * - dops: declarations of performance (Regulation (EU) 305/2011, EN 50575 for cables) per product
 *   (CPT kabelshop_cable id), optionally per batch; number unique; same control/file rules.
 * - document_lookups: every public document search (ip_hash = sha256 of the IP with wp_salt, so the
 *   log identifies repeat callers without storing the address), the number tried, found 0/1.
 * Which DoPs an invoice lists is derived, not stored: the DoPs of the products of its order's items.
 */
final class DocumentTables {

	/** Invoices table name. */
	public static function invoices(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_invoices';
	}

	/** DoPs table name. */
	public static function dops(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_dops';
	}

	/** Lookup log table name. */
	public static function lookups(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_document_lookups';
	}

	/**
	 * CREATE TABLE statements for dbDelta.
	 *
	 * @param string $collate Charset/collation clause.
	 * @return list<string>
	 */
	public static function create_sql( string $collate ): array {
		$invoices = self::invoices();
		$dops     = self::dops();
		$lookups  = self::lookups();
		return array(
			"CREATE TABLE {$invoices} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  order_id bigint(20) unsigned NULL DEFAULT NULL,
  number varchar(40) NOT NULL,
  issued_on date NOT NULL,
  control_hash char(64) NOT NULL,
  file varchar(255) NOT NULL,
  net_cents bigint(20) NULL DEFAULT NULL,
  gross_cents bigint(20) NULL DEFAULT NULL,
  due_on date NULL DEFAULT NULL,
  paid_at datetime NULL DEFAULT NULL,
  paid_cents bigint(20) NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY number (number),
  KEY user_unpaid (user_id,paid_at),
  KEY user_issued (user_id,issued_on),
  KEY order_id (order_id)
) ENGINE=InnoDB {$collate};",
			"CREATE TABLE {$dops} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  product_id bigint(20) unsigned NOT NULL,
  batch varchar(40) NULL DEFAULT NULL,
  number varchar(40) NOT NULL,
  control_hash char(64) NOT NULL,
  file varchar(255) NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY number (number),
  KEY product_id (product_id)
) ENGINE=InnoDB {$collate};",
			"CREATE TABLE {$lookups} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  ip_hash char(64) NOT NULL,
  number_tried varchar(40) NOT NULL,
  found tinyint(1) NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY created_at (created_at)
) ENGINE=InnoDB {$collate};",
		);
	}
}
