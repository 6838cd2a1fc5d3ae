<?php
/**
 * Tables of the price-list mailing and the price history.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleTable;

/**
 * Four tables (Setup\Schema; all times UTC):
 * - {prefix}kabelshop_price_history: one row per article and price: unit_price_e4 (net price per
 *   metre in ten-thousandths of a euro, as ArticleTable) valid from valid_from until the next row of
 *   the same article_code; is_demo 1 for the demo catalogue's prices and for the seeded demo history.
 *   Written by PriceHistory::record() from ArticleRepository::upsert() (in the import's transaction).
 * - {prefix}kabelshop_newsletter_subscribers: one row per address (unique email): status pending |
 *   confirmed | unsubscribed, language hr | en | sr, the consent record (consent_at, consent_ip,
 *   consent_text: the exact text the visitor was shown), the confirmation token as SHA-256 hex
 *   (confirm_hash, never the token) with its expiry. A signup of an address already stored
 *   (pending or unsubscribed) waits in pending_language, pending_consent_at, pending_consent_ip and
 *   pending_consent_text until its link is confirmed, so the stored consent record and the
 *   unsubscribe date change only on confirmation (issue 26; Subscribers::subscribe()).
 * - {prefix}kabelshop_newsletter_mailings: one row per monthly change mail: the price changes of
 *   (changes_since, changes_until], status sending | done | empty, month_key 'YYYY-MM' for the
 *   scheduled one (unique: one per month), '' for "Send now".
 * - {prefix}kabelshop_newsletter_sends: the log, one row per mailing and address, UNIQUE
 *   (mailing_id, email): a row is claimed (INSERT IGNORE) before the mail goes out, so a second
 *   cron run never sends to the same address of the same mailing.
 */
final class NewsletterTables {

	/** Price history table. */
	public static function history(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_price_history';
	}

	/** Subscribers table. */
	public static function subscribers(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_newsletter_subscribers';
	}

	/** Mailings table. */
	public static function mailings(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_newsletter_mailings';
	}

	/** Send log table. */
	public static function sends(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_newsletter_sends';
	}

	/**
	 * CREATE TABLE statements (dbDelta format).
	 *
	 * @param string $collate Charset and collation clause.
	 * @return list<string>
	 */
	public static function create_sql( string $collate ): array {
		$history     = self::history();
		$subscribers = self::subscribers();
		$mailings    = self::mailings();
		$sends       = self::sends();
		return array(
			"CREATE TABLE {$history} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  article_code varchar(64) NOT NULL,
  unit_price_e4 bigint(20) unsigned NOT NULL,
  valid_from datetime NOT NULL,
  is_demo tinyint(1) NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY code_from (article_code,valid_from),
  KEY valid_from (valid_from)
) ENGINE=InnoDB {$collate};",
			"CREATE TABLE {$subscribers} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email varchar(100) NOT NULL,
  status varchar(16) NOT NULL DEFAULT 'pending',
  language varchar(5) NOT NULL DEFAULT 'hr',
  consent_at datetime NOT NULL,
  consent_ip varchar(45) NOT NULL DEFAULT '',
  consent_text text NOT NULL,
  confirm_hash char(64) NOT NULL DEFAULT '',
  confirm_expires_at datetime DEFAULT NULL,
  confirmed_at datetime DEFAULT NULL,
  unsubscribed_at datetime DEFAULT NULL,
  pending_language varchar(5) DEFAULT NULL,
  pending_consent_at datetime DEFAULT NULL,
  pending_consent_ip varchar(45) DEFAULT NULL,
  pending_consent_text text,
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY email (email),
  KEY status (status)
) ENGINE=InnoDB {$collate};",
			"CREATE TABLE {$mailings} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  month_key varchar(7) DEFAULT NULL,
  status varchar(16) NOT NULL DEFAULT 'sending',
  changes_since datetime NOT NULL,
  changes_until datetime NOT NULL,
  changes int(10) unsigned NOT NULL DEFAULT 0,
  created_by bigint(20) unsigned NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  finished_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY month_key (month_key),
  KEY status (status)
) ENGINE=InnoDB {$collate};",
			"CREATE TABLE {$sends} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  mailing_id bigint(20) unsigned NOT NULL,
  subscriber_id bigint(20) unsigned NOT NULL,
  email varchar(100) NOT NULL,
  status varchar(16) NOT NULL DEFAULT 'sending',
  sent_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY mailing_email (mailing_id,email),
  KEY subscriber_id (subscriber_id)
) ENGINE=InnoDB {$collate};",
		);
	}

	/**
	 * Gives every article that has no history yet its current price as the first row, valid from
	 * its updated_at (a catalogue that existed before the history: its prices are the baseline, not
	 * changes).
	 */
	public static function migrate(): void {
		global $wpdb;
		$history  = self::history();
		$articles = ArticleTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- our table names only, no input.
		$wpdb->query( "INSERT INTO {$history} (article_code, unit_price_e4, valid_from, is_demo) SELECT a.article_code, a.unit_price_e4, a.updated_at, a.price_is_demo FROM {$articles} a WHERE NOT EXISTS (SELECT 1 FROM {$history} h WHERE h.article_code = a.article_code)" );
	}
}
