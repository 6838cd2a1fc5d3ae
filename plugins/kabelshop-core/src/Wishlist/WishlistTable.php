<?php
/**
 * Wishlist table.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}kabelshop_wishlist: articles a customer saved (spec: wishlist). One row per user and
 * article code (UNIQUE), created_at in UTC. Price and availability are not stored: they are read
 * from the articles table whenever the list is shown.
 */
final class WishlistTable {

	/** Table name. */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'kabelshop_wishlist';
	}

	/**
	 * CREATE TABLE statement (dbDelta format).
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
  article_code varchar(64) NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY user_article (user_id,article_code),
  KEY user_created (user_id,created_at)
) ENGINE=InnoDB {$collate};",
		);
	}
}
