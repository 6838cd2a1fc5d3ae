<?php
/**
 * Custom tables, created and upgraded with dbDelta.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Setup;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * Keeps the custom tables at the schema version in code. Each table class returns its CREATE TABLE
 * statement (dbDelta format); bump VERSION whenever one changes and every site upgrades on next load.
 */
final class Schema implements Service {

	public const VERSION = '2026.12.27.1';
	public const OPTION  = 'kabelshop_db_version';

	/**
	 * Table classes: each has a static create_sql( string $charset_collate ): string.
	 *
	 * @return list<class-string>
	 */
	public static function tables(): array {
		return array(
			\Kabelshop\Catalog\ArticleTable::class,
			\Kabelshop\Catalog\SearchGroups::class, // After the articles: its migrate() adds the triggers on them.
			\Kabelshop\Commerce\OrderTable::class,
			\Kabelshop\Commerce\OrderPackagesTable::class,
			\Kabelshop\Metals\MetalTables::class,
			\Kabelshop\Inquiries\InquiryTable::class,
			\Kabelshop\Wishlist\WishlistTable::class,
			\Kabelshop\OrderLists\OrderListTable::class, // Its migrate() moves the lists kept in user meta before issue 26.
			\Kabelshop\Documents\DocumentTables::class,
			\Kabelshop\Forms\FormTables::class,
			\Kabelshop\Newsletter\NewsletterTables::class,
			\Kabelshop\Commerce\Drums\DrumAccountTable::class,
			\Kabelshop\Payments\PaymentTables::class,
		);
	}

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'maybe_upgrade' ), 1 );
	}

	/**
	 * Runs dbDelta when the stored version differs from VERSION.
	 */
	public function maybe_upgrade(): void {
		if ( get_option( self::OPTION ) === self::VERSION ) {
			return;
		}
		self::install();
	}

	/**
	 * Creates or upgrades every table and stores VERSION.
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		foreach ( self::tables() as $table ) {
			foreach ( (array) $table::create_sql( $collate ) as $sql ) {
				dbDelta( $sql );
			}
			if ( method_exists( $table, 'migrate' ) ) {
				$table::migrate();
			}
		}
		update_option( self::OPTION, self::VERSION, true );
	}
}
