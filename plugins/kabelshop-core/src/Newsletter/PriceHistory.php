<?php
/**
 * The catalogue's price history.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Catalog\ArticleTable;

/**
 * Reads and writes {prefix}kabelshop_price_history (NewsletterTables): each article's net price per
 * metre (unit_price_e4, integer ten-thousandths of a euro) with the time it became valid.
 * record() is called by Catalog\ArticleRepository::upsert(), the one place articles are written
 * (the catalogue CSV import and the seed, inside the import's transaction), so every price the
 * shop ever showed is in the history.
 */
final class PriceHistory {

	/**
	 * Records a price when it differs from the article's latest recorded one (a new article gets its
	 * first row).
	 *
	 * @param string      $article_code Article code.
	 * @param int         $price_e4     Net price per metre in 1/10000 EUR.
	 * @param bool        $is_demo      True for a demo price.
	 * @param string|null $valid_from   UTC 'Y-m-d H:i:s', null for now.
	 * @return bool Whether a row was written.
	 * @throws \RuntimeException When the database refuses the row (the import's transaction rolls back).
	 */
	public static function record( string $article_code, int $price_e4, bool $is_demo, ?string $valid_from = null ): bool {
		global $wpdb;
		$table = NewsletterTables::history();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$latest = $wpdb->get_var( $wpdb->prepare( "SELECT unit_price_e4 FROM {$table} WHERE article_code = %s ORDER BY valid_from DESC, id DESC LIMIT 1", $article_code ) );
		if ( null !== $latest && (int) $latest === $price_e4 ) {
			return false;
		}
		$done = $wpdb->insert(
			$table,
			array(
				'article_code'  => $article_code,
				'unit_price_e4' => $price_e4,
				'valid_from'    => $valid_from ?? current_time( 'mysql', true ),
				'is_demo'       => $is_demo ? 1 : 0,
			),
			array( '%s', '%d', '%s', '%d' )
		);
		if ( false === $done ) {
			throw new \RuntimeException( 'price history insert failed: ' . $wpdb->last_error );
		}
		return true;
	}

	/**
	 * The rows of one article, oldest first.
	 *
	 * @param string $article_code Article code.
	 * @return list<array{unit_price_e4: int, valid_from: string, is_demo: bool}>
	 */
	public static function of( string $article_code ): array {
		global $wpdb;
		$table = NewsletterTables::history();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT unit_price_e4, valid_from, is_demo FROM {$table} WHERE article_code = %s ORDER BY valid_from, id", $article_code ), ARRAY_A );
		return array_map(
			static fn( array $row ): array => array(
				'unit_price_e4' => (int) $row['unit_price_e4'],
				'valid_from'    => (string) $row['valid_from'],
				'is_demo'       => (bool) (int) $row['is_demo'],
			),
			$rows
		);
	}

	/**
	 * The articles whose price per metre changed in ( $since, $until ]: the price valid at $since
	 * (old) against the price valid at $until (new). An article without a price at $since (new in
	 * the catalogue) or with 0 ("on request") at either end is not a change; a price that went and
	 * came back is none either. Ordered by designation, cores, cross-section, size, packaging, code.
	 *
	 * @param string $since UTC 'Y-m-d H:i:s' (exclusive).
	 * @param string $until UTC 'Y-m-d H:i:s' (inclusive).
	 * @return list<array{article_code: string, product_id: int, designation: string, size_label: string, packaging: string, package_length_m: int|null, old_e4: int, new_e4: int, is_demo: bool}>
	 */
	public static function changes( string $since, string $until ): array {
		global $wpdb;
		$history  = NewsletterTables::history();
		$articles = ArticleTable::name();
		$at       = "SELECT h.%s FROM {$history} h WHERE h.article_code = a.article_code AND h.valid_from <= %%s ORDER BY h.valid_from DESC, h.id DESC LIMIT 1";
		$sql      = 'SELECT a.article_code, a.product_id, p.post_title AS designation, a.size_label, a.packaging, a.package_length_m,
				(' . sprintf( $at, 'unit_price_e4' ) . ') AS old_e4,
				(' . sprintf( $at, 'unit_price_e4' ) . ') AS new_e4,
				(' . sprintf( $at, 'is_demo' ) . ") AS is_demo
			FROM {$articles} a
			INNER JOIN {$wpdb->posts} p ON p.ID = a.product_id
			WHERE EXISTS (SELECT 1 FROM {$history} c WHERE c.article_code = a.article_code AND c.valid_from > %s AND c.valid_from <= %s)
			ORDER BY p.post_title, a.cores, a.cross_section_mm2, a.size_label, a.packaging, a.article_code";
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared right here; table names from code.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( $sql, $since, $until, $until, $since, $until ), ARRAY_A );
		$out  = array();
		foreach ( $rows as $row ) {
			if ( null === $row['old_e4'] || null === $row['new_e4'] || (int) $row['old_e4'] <= 0 || (int) $row['new_e4'] <= 0 || (int) $row['old_e4'] === (int) $row['new_e4'] ) {
				continue;
			}
			$out[] = array(
				'article_code'     => (string) $row['article_code'],
				'product_id'       => (int) $row['product_id'],
				'designation'      => (string) $row['designation'],
				'size_label'       => (string) $row['size_label'],
				'packaging'        => (string) $row['packaging'],
				'package_length_m' => null === $row['package_length_m'] ? null : (int) $row['package_length_m'],
				'old_e4'           => (int) $row['old_e4'],
				'new_e4'           => (int) $row['new_e4'],
				'is_demo'          => (bool) (int) $row['is_demo'],
			);
		}
		return $out;
	}

	/**
	 * The change from $old_e4 to $new_e4 in tenths of a percent, rounded half away from zero, in
	 * integer arithmetic (no floats for money, STYLE.md): 4200 -> 4410 is 50 (+5.0 %).
	 *
	 * @param int $old_e4 Old price (> 0).
	 * @param int $new_e4 New price.
	 * @throws \InvalidArgumentException When $old_e4 is not positive.
	 */
	public static function change_permille( int $old_e4, int $new_e4 ): int {
		if ( $old_e4 <= 0 ) {
			throw new \InvalidArgumentException( 'old price must be positive' );
		}
		$numerator = abs( $new_e4 - $old_e4 ) * 1000;
		$tenths    = intdiv( $numerator * 2 + $old_e4, $old_e4 * 2 );
		return $new_e4 < $old_e4 ? -$tenths : $tenths;
	}
}
