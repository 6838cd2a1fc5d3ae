<?php
/**
 * SYNTHETIC articles for the search benchmarks (bench/search.php, bench/search-http.sh): made from the
 * real rows of the seeded catalogue (data/catalogue), never new cable data. Article n is a copy of
 * real article (n mod the real count) with
 * - the code "SYN-<n>-<real code>" (cut to 64 characters), so every synthetic row says what it is;
 * - the packaging and package length of one of the real catalogue's packagings in turn (ring 100 m,
 *   ring 250 m, box 305 m, drum 500 m, drum 1000 m), a drum keeping the real drum type only when the
 *   real row is a drum of that length;
 * - the price of the real row plus (n mod 97) ten-thousandths of a euro, flagged price_is_demo;
 * - the real row's search text with its code replaced by the synthetic code, plus the word
 *   "synthetic".
 * Cores, cross-section, size, diameter, copper, aluminium, weight and the cable type stay the real
 * row's. The search groups (Catalog\SearchGroups) take the rows in as they are inserted: the
 * articles table's triggers add each to its group in the same statement. Required by a script that
 * already loaded WordPress.
 *
 * @package Kabelshop
 */

use Kabelshop\Catalog\ArticleTable;

/**
 * Adds synthetic articles until the article table holds $target rows (real + synthetic).
 *
 * @param int $target Rows wanted in all.
 * @return array{real: int, synthetic: int, total: int} Counts after the insert.
 */
function kabelshop_bench_add_synthetic( int $target ): array {
	global $wpdb;
	$table = ArticleTable::name();
	// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
	$real = $wpdb->get_results( "SELECT * FROM {$table} WHERE article_code NOT LIKE 'SYN-%' ORDER BY id", ARRAY_A );
	$have = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
	$next = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE article_code LIKE 'SYN-%'" );
	// phpcs:enable
	if ( ! $real ) {
		fwrite( STDERR, "no articles: seed the site first (php bin/seed.php)\n" );
		exit( 1 );
	}
	$packagings = array( array( 'ring', 100 ), array( 'ring', 250 ), array( 'box', 305 ), array( 'drum', 500 ), array( 'drum', 1000 ) );
	$columns    = 'article_code, product_id, cores, cross_section_mm2, size_label, outer_diameter_mm, copper_kg_km, copper_computed, weight_kg_km, packaging, package_length_m, unit_price_e4, price_is_demo, stock_m, aluminium_kg_km, aluminium_computed, drum_type, search_text';
	$batch      = array();
	$flush      = static function () use ( &$batch, $wpdb, $table, $columns ): void {
		if ( $batch ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- each tuple prepared below.
			$wpdb->query( "INSERT INTO {$table} ({$columns}) VALUES " . implode( ',', $batch ) );
			$batch = array();
		}
	};
	$null = static fn( $value ): string => null === $value ? 'NULL' : $wpdb->prepare( '%s', (string) $value );
	for ( $n = $next; $have < $target; $n++, $have++ ) {
		$row  = $real[ $n % count( $real ) ];
		$code = substr( 'SYN-' . $n . '-' . $row['article_code'], 0, 64 );
		list( $packaging, $length ) = $packagings[ $n % count( $packagings ) ];
		$drum    = 'drum' === $packaging && 'drum' === $row['packaging'] && (int) $row['package_length_m'] === $length ? (string) $row['drum_type'] : '';
		$text    = str_replace( ' ' . strtolower( $row['article_code'] ) . ' ', ' ' . strtolower( $code ) . ' ', (string) $row['search_text'] ) . 'synthetic ';
		$batch[] = $wpdb->prepare( '(%s, %d, ', $code, $row['product_id'] )
			. implode( ', ', array_map( $null, array( $row['cores'], $row['cross_section_mm2'] ) ) )
			. $wpdb->prepare( ', %s, ', $row['size_label'] )
			. implode( ', ', array_map( $null, array( $row['outer_diameter_mm'], $row['copper_kg_km'] ) ) )
			. $wpdb->prepare( ', %d, ', $row['copper_computed'] )
			. $null( $row['weight_kg_km'] )
			. $wpdb->prepare( ', %s, %d, %d, 1, ', $packaging, $length, (int) $row['unit_price_e4'] + $n % 97 )
			. implode( ', ', array_map( $null, array( $row['stock_m'], $row['aluminium_kg_km'] ) ) )
			. $wpdb->prepare( ', %d, %s, %s)', $row['aluminium_computed'], $drum, $text );
		if ( count( $batch ) >= 500 ) {
			$flush();
		}
	}
	$flush();
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
	$synthetic = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE article_code LIKE 'SYN-%'" );
	return array(
		'real'      => count( $real ),
		'synthetic' => $synthetic,
		'total'     => count( $real ) + $synthetic,
	);
}
