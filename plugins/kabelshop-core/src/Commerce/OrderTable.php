<?php
/**
 * The orders and order items tables.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}kabelshop_orders and {prefix}kabelshop_order_items, created by Setup\Schema with dbDelta.
 * Money: totals in integer euro cents (*_cents), unit prices per metre in integer ten-thousandths
 * (unit_price_e4), line nets in ten-thousandths (line_net_e4); never floats. delivery_address is a
 * JSON snapshot of the address at order time (later edits of the address do not change the order).
 * UNIQUE(user_id, idempotency_key) makes a retried POST orders write nothing new; the key column is
 * ascii_bin, so keys are compared byte for byte ('...-abc' and '...-ABC' are two keys, as the IETF
 * Idempotency-Key draft and Stripe treat them), and request_hash holds the SHA-256 of the order's
 * canonical body (Checkout::request_hash()) so a reused key with another body can be refused
 * ('' for orders stored before the column existed). UNIQUE(order_id, line_no) keeps item numbering
 * sound. Items keep the stock when ordered (Commerce\StockRules): stock_m_at_order (metres in stock,
 * NULL: no stock figure), backorder_m (metres not in stock) and expected_date (Europe/Zagreb day the
 * backordered rest is expected, NULL when nothing was backordered). The buyer's B2B fields
 * (Commerce\B2BFields): po_number, requested_delivery_date (NULL: none asked), site_contact_name and
 * site_contact_phone, and the R1 invoice data as a snapshot at order time, billing_company and
 * billing_oib ('' when the buyer did not ask for an R1 invoice). Issue 14 (cable pricing): items keep
 * the metal surcharge per metre they were priced with (metal_surcharge_e4, signed: negative only
 * when the shop credits it) and its line amount (line_metal_e4); unit_price_e4 stays the base price;
 * drum_type is the drum a drum line ships on. The order keeps the surcharge terms it used
 * (metal_terms: Metals\SurchargeTerms::to_array() as JSON, with each metal's index value, date and
 * rule; NULL for orders before surcharges), metal_cents (sum of the line surcharges, cents), its
 * charge lines (charges: JSON list of Commerce\LineCharges lines: cut fees, drum deposits) and
 * charges_cents, the shipment weight in grams (weight_g; NULL when an article's weight is unknown)
 * and delivery_pending = 1 when the delivery cost follows with the confirmation because the
 * weight is unknown (delivery_cents is then 0 and not in the totals; orders before issue 27), and
 * delivery_rule, what priced the delivery (JSON {basis, packages, abroad} of DeliveryRules::price();
 * NULL for orders before issue 27). Issue 15 (payments): the
 * payment state (payment_status, Payments\PaymentStatus; written only by Payments\PaymentLedger,
 * history in kabelshop_payment_events), the HR01 reference of the bank transfer
 * (payment_reference, Payments\PaymentReference, set with the number), payment_due_on (the day a
 * contract-terms order is due, NULL otherwise), payment_expires_at (UTC: an unpaid card order is
 * cancelled after it), paid_at and paid_cents (what was received), and the card attempt at the
 * gateway: payment_attempt (1, 2, … per "pay by card"), gateway_cart_id (the attempt's
 * ShoppingCartID), gateway_order_id, gateway_approval and gateway_stan of the approved transaction
 * (needed to refund or void it). Both tables are InnoDB (transactions).
 */
final class OrderTable {

	/**
	 * Orders table name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_orders';
	}

	/**
	 * Order items table name.
	 */
	public static function items_name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_order_items';
	}

	/**
	 * Upgrades an orders table created before the key was case-sensitive: dbDelta compares column
	 * types only, not collations, so the ALTER is done here (Setup\Schema calls it after dbDelta).
	 * Keys were always [A-Za-z0-9_-] (checked by the Orders route), so converting them to ASCII loses
	 * nothing, and a binary collation cannot make two stored keys collide. Does nothing when the
	 * column is ascii_bin already (fresh installs) or missing.
	 */
	public static function migrate(): void {
		global $wpdb;
		$table     = self::name();
		$collation = $wpdb->get_var( $wpdb->prepare( 'SELECT COLLATION_NAME FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND COLUMN_NAME = %s', $table, 'idempotency_key' ) );
		if ( null === $collation || 'ascii_bin' === $collation ) {
			return;
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table name only.
		$wpdb->query( "ALTER TABLE {$table} MODIFY idempotency_key varchar(80) CHARACTER SET ascii COLLATE ascii_bin NOT NULL" );
	}

	/**
	 * Both CREATE TABLE statements in dbDelta's format.
	 *
	 * @param string $collate Charset and collation clause.
	 * @return list<string>
	 */
	public static function create_sql( string $collate ): array {
		$orders = self::name();
		$items  = self::items_name();
		return array(
			"CREATE TABLE {$orders} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  number varchar(40) NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  status varchar(20) NOT NULL DEFAULT 'received',
  idempotency_key varchar(80) CHARACTER SET ascii COLLATE ascii_bin NOT NULL,
  request_hash char(64) CHARACTER SET ascii COLLATE ascii_bin NOT NULL DEFAULT '',
  note varchar(250) NOT NULL DEFAULT '',
  delivery_method varchar(20) NOT NULL,
  delivery_address longtext NULL,
  payment_method varchar(20) NOT NULL,
  po_number varchar(35) NOT NULL DEFAULT '',
  requested_delivery_date date NULL DEFAULT NULL,
  site_contact_name varchar(100) NOT NULL DEFAULT '',
  site_contact_phone varchar(32) NOT NULL DEFAULT '',
  billing_company varchar(200) NOT NULL DEFAULT '',
  billing_oib char(11) NOT NULL DEFAULT '',
  currency char(3) NOT NULL DEFAULT 'EUR',
  discount_percent tinyint(3) unsigned NOT NULL DEFAULT 0,
  subtotal_cents bigint(20) NOT NULL,
  discount_cents bigint(20) NOT NULL,
  net_cents bigint(20) NOT NULL,
  delivery_cents bigint(20) NOT NULL,
  vat_percent tinyint(3) unsigned NOT NULL,
  vat_cents bigint(20) NOT NULL,
  gross_cents bigint(20) NOT NULL,
  metal_cents bigint(20) NOT NULL DEFAULT 0,
  metal_terms longtext NULL,
  charges_cents bigint(20) NOT NULL DEFAULT 0,
  charges longtext NULL,
  weight_g bigint(20) unsigned NULL DEFAULT NULL,
  delivery_pending tinyint(1) NOT NULL DEFAULT 0,
  delivery_rule varchar(120) NULL DEFAULT NULL,
  payment_status varchar(20) NOT NULL DEFAULT 'awaiting_payment',
  payment_reference varchar(22) NOT NULL DEFAULT '',
  payment_due_on date NULL DEFAULT NULL,
  payment_expires_at datetime NULL DEFAULT NULL,
  paid_at datetime NULL DEFAULT NULL,
  paid_cents bigint(20) NOT NULL DEFAULT 0,
  payment_attempt smallint(5) unsigned NOT NULL DEFAULT 0,
  gateway_cart_id varchar(64) NOT NULL DEFAULT '',
  gateway_order_id varchar(64) NOT NULL DEFAULT '',
  gateway_approval varchar(16) NOT NULL DEFAULT '',
  gateway_stan varchar(16) NOT NULL DEFAULT '',
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  cancelled_at datetime NULL DEFAULT NULL,
  mail_language varchar(5) NOT NULL DEFAULT '',
  mail_claimed_at datetime NULL DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY number (number),
  UNIQUE KEY user_key (user_id,idempotency_key),
  KEY user_created (user_id,created_at),
  KEY status (status),
  KEY payment_reference (payment_reference),
  KEY payment_expiry (payment_status,payment_expires_at),
  KEY gateway_cart (gateway_cart_id),
  KEY mail_pending (mail_language)
) ENGINE=InnoDB {$collate};",
			"CREATE TABLE {$items} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  order_id bigint(20) unsigned NOT NULL,
  line_no smallint(5) unsigned NOT NULL,
  article_code varchar(64) NOT NULL,
  product_id bigint(20) unsigned NOT NULL DEFAULT 0,
  name varchar(200) NOT NULL DEFAULT '',
  size_label varchar(64) NOT NULL DEFAULT '',
  packaging varchar(16) NOT NULL DEFAULT '',
  quantity_m int(10) unsigned NOT NULL,
  unit_price_e4 bigint(20) unsigned NOT NULL,
  line_net_e4 bigint(20) unsigned NOT NULL,
  metal_surcharge_e4 bigint(20) NOT NULL DEFAULT 0,
  line_metal_e4 bigint(20) NOT NULL DEFAULT 0,
  drum_type varchar(32) NOT NULL DEFAULT '',
  status varchar(20) NOT NULL DEFAULT 'ordered',
  stock_m_at_order int(10) unsigned NULL DEFAULT NULL,
  backorder_m int(10) unsigned NOT NULL DEFAULT 0,
  expected_date date NULL DEFAULT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY order_line (order_id,line_no),
  KEY article_code (article_code)
) ENGINE=InnoDB {$collate};",
		);
	}
}
