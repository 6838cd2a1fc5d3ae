<?php
/**
 * Seeds the demo drum data.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce\Drums;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleTable;

/**
 * Gives the demo catalogue's drum articles a drum type and a remaining length (DEMO values,
 * docs/drums.md), only where staff have set none, so running it again changes nothing:
 * - drum type by drum length and outer diameter (a rough fill of DrumTypes::defaults()'s wooden
 *   drums): 500 m up to 10 mm outer diameter on the one-way Ø 500 mm drum, up to 14 mm Ø 630,
 *   up to 20 mm Ø 800, larger Ø 1000; 1000 m drums one size up (Ø 800 / 1000 / 1200);
 * - drum_remaining_m (metres left on the current drum): the stock modulo the drum length, a full
 *   drum when that is 0, for articles with stock.
 */
final class Seeder {

	/**
	 * Seeds and returns lines to print.
	 *
	 * @return list<string>
	 */
	public static function run(): array {
		global $wpdb;
		$table = ArticleTable::name();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table name from code; fixed values.
		$typed = $wpdb->query(
			"UPDATE {$table} SET drum_type = CASE
				WHEN COALESCE(package_length_m, 500) <= 500 AND COALESCE(outer_diameter_mm, 99) <= 10 THEN 'oneway-500'
				WHEN COALESCE(package_length_m, 500) <= 500 AND COALESCE(outer_diameter_mm, 99) <= 14 THEN 'wood-630'
				WHEN COALESCE(package_length_m, 500) <= 500 AND COALESCE(outer_diameter_mm, 99) <= 20 THEN 'wood-800'
				WHEN COALESCE(package_length_m, 500) <= 500 THEN 'wood-1000'
				WHEN COALESCE(outer_diameter_mm, 99) <= 14 THEN 'wood-800'
				WHEN COALESCE(outer_diameter_mm, 99) <= 20 THEN 'wood-1000'
				ELSE 'wood-1200' END
			WHERE packaging = 'drum' AND drum_type = ''"
		);
		$left  = $wpdb->query( "UPDATE {$table} SET drum_remaining_m = CASE WHEN MOD(stock_m, package_length_m) = 0 THEN package_length_m ELSE MOD(stock_m, package_length_m) END WHERE packaging = 'drum' AND drum_remaining_m IS NULL AND stock_m > 0 AND package_length_m > 0" );
		// phpcs:enable
		return array( sprintf( 'drums: %d drum articles got a demo drum type, %d a demo remaining length', (int) $typed, (int) $left ) );
	}
}
