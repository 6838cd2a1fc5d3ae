<?php
/**
 * Fills a BENCH database (name starting kabelshop_bench_, a seeded site) with SYNTHETIC articles made
 * from the real rows (bench/synthetic.php) until it holds the target count, committed, for
 * bench/search-http.sh to serve. Refuses any other database, so the demo and test sites never get
 * synthetic rows. Running it again with the same target changes nothing.
 * Usage: KABELSHOP_DB_NAME=kabelshop_bench_10k php bench/search-http.php 10000
 * Prints "articles: N (R real, S synthetic)" and the search groups' count (Catalog\SearchGroups).
 */

'cli' === PHP_SAPI || exit( 1 );
$kabelshop_db = (string) getenv( 'KABELSHOP_DB_NAME' );
if ( ! str_starts_with( $kabelshop_db, 'kabelshop_bench_' ) ) {
	fwrite( STDERR, "refused: synthetic articles go only into a kabelshop_bench_* database, not '{$kabelshop_db}'\n" );
	exit( 1 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';
require __DIR__ . '/synthetic.php';

$kabelshop_target = max( 1, (int) ( $argv[1] ?? 10000 ) );
$kabelshop_counts = kabelshop_bench_add_synthetic( $kabelshop_target );
wp_cache_flush();
printf( "articles: %d (%d real, %d synthetic)\n", $kabelshop_counts['total'], $kabelshop_counts['real'], $kabelshop_counts['synthetic'] );
// The catalogue search's index, filled by the articles table's triggers as the rows went in.
printf( "search groups: %d (%s)\n", (int) $GLOBALS['wpdb']->get_var( 'SELECT COUNT(*) FROM ' . \Kabelshop\Catalog\SearchGroups::name() ), \Kabelshop\Catalog\SearchGroups::ready() ? 'ready' : 'NOT ready: the search scans every article' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from code.
