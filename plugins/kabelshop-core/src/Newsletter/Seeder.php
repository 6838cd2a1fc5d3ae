<?php
/**
 * Seeds a demo price history.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleTable;

/**
 * Gives the demo catalogue a past so that the monthly change mail has content (issue 12): for about
 * one demo article in six (crc32 of the code), an older demo price valid from DAYS_OLD days ago,
 * between -4 % and +8 % off today's, while today's price becomes valid CHANGED_DAYS ago. Every row
 * it writes is is_demo = 1. Only demo-priced articles (price_is_demo = 1) are touched, and only
 * once: an article that already has a row older than its current one is left alone (idempotent).
 */
final class Seeder {

	/** Age in days of the older demo price. */
	public const DAYS_OLD = 75;

	/** Age in days of the change to today's price. */
	public const CHANGED_DAYS = 12;

	/**
	 * Seeds and returns lines to print.
	 *
	 * @return list<string>
	 */
	public static function run(): array {
		global $wpdb;
		$articles = ArticleTable::name();
		$history  = NewsletterTables::history();
		NewsletterTables::migrate();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code, no input.
		$rows    = (array) $wpdb->get_results( "SELECT a.article_code, a.unit_price_e4 FROM {$articles} a WHERE a.price_is_demo = 1 AND a.unit_price_e4 > 0 AND (SELECT COUNT(*) FROM {$history} h WHERE h.article_code = a.article_code) = 1", ARRAY_A );
		$old     = gmdate( 'Y-m-d H:i:s', time() - self::DAYS_OLD * DAY_IN_SECONDS );
		$changed = gmdate( 'Y-m-d H:i:s', time() - self::CHANGED_DAYS * DAY_IN_SECONDS );
		$count   = 0;
		foreach ( $rows as $row ) {
			$code = (string) $row['article_code'];
			$hash = crc32( $code );
			if ( 0 !== $hash % 6 ) {
				continue;
			}
			$permille = self::permille( $hash );
			$price    = (int) $row['unit_price_e4'];
			$before   = intdiv( $price * 1000 * 2 + 1000 + $permille, ( 1000 + $permille ) * 2 );
			if ( $before <= 0 || $before === $price ) {
				continue;
			}
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
			$wpdb->query( $wpdb->prepare( "UPDATE {$history} SET valid_from = %s WHERE article_code = %s", $changed, $code ) );
			PriceHistory::record( $code, $before, true, $old );
			++$count;
		}
		return array( sprintf( 'price history: %d demo price changes (%d days ago)', $count, self::CHANGED_DAYS ) );
	}

	/**
	 * The demo change of an article in permille: -40..+80, never 0.
	 *
	 * @param int $hash crc32 of the article code.
	 */
	private static function permille( int $hash ): int {
		$permille = ( intdiv( $hash, 6 ) % 121 ) - 40;
		return 0 === $permille ? 25 : $permille;
	}
}
