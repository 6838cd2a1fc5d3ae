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
 *
 * {prefix}kabelshop_card_transactions (issue 26, CardTransactions): one row per approved card
 * transaction the gateway confirmed (statusCheck) for an attempt of an order. gateway_order_id
 * (WsPayOrderId) is UNIQUE: one gateway transaction is recorded on one attempt of one order only.
 * state authorised | completed | voided | refunded; amount_cents and refunded_cents in cents.
 *
 * {prefix}kabelshop_gateway_warnings (issue 26, GatewayWarnings): card gateway messages the shop
 * refused (a notification or return that does not match the payment it names, or one the gateway
 * did not confirm), rate-limited, shown to staff on the order screen.
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
	 * Card transactions table name.
	 */
	public static function card_transactions(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_card_transactions';
	}

	/**
	 * Gateway warnings table name.
	 */
	public static function gateway_warnings(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_gateway_warnings';
	}

	/**
	 * CREATE TABLE statements for dbDelta.
	 *
	 * @param string $collate Charset/collation clause.
	 * @return list<string>
	 */
	public static function create_sql( string $collate ): array {
		$events       = self::events();
		$transactions = self::card_transactions();
		$warnings     = self::gateway_warnings();
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
			"CREATE TABLE {$transactions} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_id bigint(20) unsigned NOT NULL,
  attempt smallint(5) unsigned NOT NULL,
  cart_id varchar(64) NOT NULL,
  gateway_order_id varchar(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  approval_code varchar(16) NOT NULL DEFAULT '',
  stan varchar(16) NOT NULL DEFAULT '',
  amount_cents bigint(20) NOT NULL,
  state varchar(12) NOT NULL,
  refunded_cents bigint(20) NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY gateway_order_id (gateway_order_id),
  KEY order_id (order_id,id),
  KEY cart_id (cart_id)
) ENGINE=InnoDB {$collate};",
			"CREATE TABLE {$warnings} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_id bigint(20) unsigned NOT NULL DEFAULT 0,
  kind varchar(32) NOT NULL,
  cart_id varchar(64) NOT NULL DEFAULT '',
  gateway_order_id varchar(64) NOT NULL DEFAULT '',
  message varchar(250) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY order_id (order_id,id),
  KEY created_at (created_at)
) ENGINE=InnoDB {$collate};",
		);
	}
}
