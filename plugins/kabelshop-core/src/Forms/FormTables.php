<?php
/**
 * Tables of the site's forms.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}kabelshop_contact_messages: one row per contact message, written before any mail is sent
 * (nothing lost). status: ContactMessage::STATUSES (new, answered, archived; staff set it);
 * mail_status: 'pending' while mailing, 'sent', or 'failed' when wp_mail() refused (the row stays,
 * shown in wp-admin). language 'hr' | 'en' | 'sr' (the page's); consent_text is the consent sentence
 * exactly as shown to the sender, consent_at when it was given (UTC); ip_hash is the HMAC-SHA256 of
 * the sender's IP (as Documents\LookupLog: no plain address stored, GDPR art. 5(1)(c)).
 * {prefix}kabelshop_applications: one row per job application. opening_id is a kabelshop_job post
 * (0 = open application), opening_title the title at the time of sending; cv_path is relative to
 * Documents\PrivateFiles::dir() (never below the web root, never a URL), cv_type 'pdf' | 'docx',
 * cv_bytes its size, cv_name the sender's file name (display only). Rows older than the retention
 * period are deleted with their files by the daily purge (Forms\ApplicationRepository::purge()).
 * Times are UTC 'Y-m-d H:i:s'.
 */
final class FormTables {

	/** Contact messages table name. */
	public static function contact_name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_contact_messages';
	}

	/** Applications table name. */
	public static function applications_name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_applications';
	}

	/**
	 * CREATE TABLE statements (dbDelta format).
	 *
	 * @param string $collate Charset and collation clause.
	 * @return list<string>
	 */
	public static function create_sql( string $collate ): array {
		$contact      = self::contact_name();
		$applications = self::applications_name();
		return array(
			"CREATE TABLE {$contact} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  name varchar(100) NOT NULL,
  company varchar(150) NOT NULL DEFAULT '',
  email varchar(100) NOT NULL,
  phone varchar(20) NOT NULL DEFAULT '',
  message text NOT NULL,
  language varchar(5) NOT NULL DEFAULT 'hr',
  consent_text text NOT NULL,
  consent_at datetime NOT NULL,
  ip_hash char(64) NOT NULL DEFAULT '',
  status varchar(20) NOT NULL DEFAULT 'new',
  mail_status varchar(20) NOT NULL DEFAULT 'pending',
  created_at datetime NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY status_created (status,created_at),
  KEY email (email)
) ENGINE=InnoDB {$collate};",
			"CREATE TABLE {$applications} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  opening_id bigint(20) unsigned NOT NULL DEFAULT 0,
  opening_title varchar(200) NOT NULL DEFAULT '',
  name varchar(100) NOT NULL,
  email varchar(100) NOT NULL,
  phone varchar(20) NOT NULL,
  cover_note text NOT NULL,
  cv_path varchar(255) NOT NULL,
  cv_name varchar(200) NOT NULL DEFAULT '',
  cv_type varchar(10) NOT NULL,
  cv_bytes int(10) unsigned NOT NULL,
  language varchar(5) NOT NULL DEFAULT 'hr',
  consent_text text NOT NULL,
  consent_at datetime NOT NULL,
  ip_hash char(64) NOT NULL DEFAULT '',
  mail_status varchar(20) NOT NULL DEFAULT 'pending',
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY created_at (created_at),
  KEY opening_id (opening_id)
) ENGINE=InnoDB {$collate};",
		);
	}
}
