<?php
/**
 * The payment history table.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}kabelshop_payment_events: one row per payment state change or payment fact of an order
 * (PaymentLedger). dedupe_key (SHA-256 hex, NULL when the event has none) is UNIQUE, so the same
 * gateway notification or bank statement line recorded twice is refused by the database itself.
 * The order's current state lives on the orders table (payment_status and its columns, OrderTable).
 */
final class PaymentTables {

	/**
	 * Events table name.
	 */
	public static function events(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_payment_events';
	}

	/**
	 * CREATE TABLE statements for dbDelta.
	 *
	 * @param string $collate Charset/collation clause.
	 * @return list<string>
	 */
	public static function create_sql( string $collate ): array {
		$events = self::events();
		return array(
			"CREATE TABLE {$events} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_id bigint(20) unsigned NOT NULL,
  from_status varchar(20) NOT NULL DEFAULT '',
  to_status varchar(20) NOT NULL,
  source varchar(20) NOT NULL,
  amount_cents bigint(20) NULL DEFAULT NULL,
  gateway_ref varchar(64) NOT NULL DEFAULT '',
  dedupe_key char(64) CHARACTER SET ascii COLLATE ascii_bin NULL DEFAULT NULL,
  note varchar(250) NOT NULL DEFAULT '',
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY dedupe_key (dedupe_key),
  KEY order_id (order_id,id)
) ENGINE=InnoDB {$collate};",
		);
	}
}
