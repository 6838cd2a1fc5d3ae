<?php
/**
 * Tables of sent inquiry lists.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Inquiries;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}kabelshop_inquiries: one row per sent inquiry (spec: shop query). user_id 0 for a visitor;
 * status one of Inquiry::STATUSES; language 'hr' | 'en' | 'sr' (the buyer's); created_at and
 * updated_at in UTC.
 * {prefix}kabelshop_inquiry_lines: the lines as the server priced them when the inquiry was sent:
 * quantity_m in whole metres, unit_price_e4 in ten-thousandths of a euro per metre (the full net
 * list price, base + metal surcharge of that day, Commerce\CustomerPrice::shown(); issue 27: rows
 * written before hold the base price), price_is_demo 1 when the catalogue price is a demo price; name/size/packaging copied so
 * that the inquiry still reads the same after the catalogue changes.
 */
final class InquiryTable {

	/** Inquiries table name. */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_inquiries';
	}

	/** Lines table name. */
	public static function lines_name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_inquiry_lines';
	}

	/**
	 * CREATE TABLE statements (dbDelta format).
	 *
	 * @param string $collate Charset and collation clause.
	 * @return list<string>
	 */
	public static function create_sql( string $collate ): array {
		$inquiries = self::name();
		$lines     = self::lines_name();
		return array(
			"CREATE TABLE {$inquiries} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL DEFAULT 0,
  company_name varchar(150) NOT NULL,
  oib varchar(30) NOT NULL DEFAULT '',
  contact_person varchar(100) NOT NULL,
  email varchar(100) NOT NULL,
  phone varchar(20) NOT NULL,
  note text NOT NULL,
  language varchar(5) NOT NULL DEFAULT 'hr',
  status varchar(20) NOT NULL DEFAULT 'new',
  staff_note text NOT NULL,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY status_created (status,created_at),
  KEY user_id (user_id),
  KEY email (email)
) ENGINE=InnoDB {$collate};",
			"CREATE TABLE {$lines} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  inquiry_id bigint(20) unsigned NOT NULL,
  line_no smallint(5) unsigned NOT NULL,
  article_code varchar(64) NOT NULL,
  name varchar(200) NOT NULL DEFAULT '',
  size_label varchar(100) NOT NULL DEFAULT '',
  packaging varchar(10) NOT NULL DEFAULT '',
  quantity_m int(10) unsigned NOT NULL,
  unit_price_e4 bigint(20) NOT NULL,
  price_is_demo tinyint(1) NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  UNIQUE KEY inquiry_line (inquiry_id,line_no)
) ENGINE=InnoDB {$collate};",
		);
	}
}
