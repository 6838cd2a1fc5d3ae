<?php
/**
 * Where the time of one catalogue search goes (issue 16): dispatches GET kabelshop/v1/products for
 * each search of bench/search-http.mjs inside WordPress (rest_do_request, no HTTP), a warm-up first,
 * and prints per search the PHP time, the SQL statements (count and their time) and the slowest
 * statements. Read-only; any database (a bench one, kabelshop_bench_*, for the figures).
 * Usage: KABELSHOP_DB_NAME=kabelshop_bench_10k php bench/search-http-profile.php [repeat=20] [--sql]
 */

'cli' === PHP_SAPI || exit( 1 );
define( 'SAVEQUERIES', true );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';

$kabelshop_repeat   = max( 1, (int) ( $argv[1] ?? 20 ) );
$kabelshop_show_sql = in_array( '--sql', $argv, true );
$kabelshop_searches = array(
	array(),
	array( 'search' => '3x2,5' ),
	array( 'search' => 'nym 3G1.5' ),
	array( 'search' => 'xp 00' ),
	array( 'search' => 'pp-y' ),
	array( 'search' => 'jednožilni' ),
	array( 'search' => 'KS-NYMJ-3X2.5-R' ),
	array(
		'category' => 'flexible-cables',
		'cores'    => '3',
	),
	array(
		'search'        => 'kabel',
		'cross_section' => '2.5',
	),
	array( 'page' => '2' ),
	array(
		'voltage'  => '0.6-1kV',
		'armoured' => '1',
	),
	array(
		'search'    => 'kabel',
		'conductor' => '5',
		'hf'        => '1',
	),
);
global $wpdb;
$kabelshop_total = array( 0.0, 0.0, 0 );
foreach ( $kabelshop_searches as $kabelshop_params ) {
	$kabelshop_times = array();
	for ( $kabelshop_i = 0; $kabelshop_i <= $kabelshop_repeat; $kabelshop_i++ ) {
		$wpdb->queries = array();
		$kabelshop_req = new WP_REST_Request( 'GET', '/kabelshop/v1/products' );
		$kabelshop_req->set_query_params( $kabelshop_params + array( 'per_page' => '12' ) );
		$kabelshop_t0  = hrtime( true );
		$kabelshop_res = rest_do_request( $kabelshop_req );
		$kabelshop_ms  = ( hrtime( true ) - $kabelshop_t0 ) / 1e6;
		if ( 0 === $kabelshop_i ) {
			continue; // Warm-up.
		}
		$kabelshop_sql     = array_sum( array_column( $wpdb->queries, 1 ) ) * 1000;
		$kabelshop_times[] = array( $kabelshop_ms, $kabelshop_sql, count( $wpdb->queries ) );
	}
	$kabelshop_avg = static fn( int $k ): float => array_sum( array_column( $kabelshop_times, $k ) ) / count( $kabelshop_times );
	printf( "%-45s %3d  total %6.2f ms  sql %6.2f ms in %2d statements  php %6.2f ms\n", http_build_query( $kabelshop_params ), $kabelshop_res->get_status(), $kabelshop_avg( 0 ), $kabelshop_avg( 1 ), $kabelshop_avg( 2 ), $kabelshop_avg( 0 ) - $kabelshop_avg( 1 ) );
	$kabelshop_total[0] += $kabelshop_avg( 0 );
	$kabelshop_total[1] += $kabelshop_avg( 1 );
	if ( $kabelshop_show_sql ) {
		$kabelshop_q = $wpdb->queries;
		usort( $kabelshop_q, static fn( $a, $b ) => $b[1] <=> $a[1] );
		foreach ( array_slice( $kabelshop_q, 0, 4 ) as $kabelshop_row ) {
			printf( "      %6.2f ms  %s\n", $kabelshop_row[1] * 1000, substr( (string) preg_replace( '/\s+/', ' ', $kabelshop_row[0] ), 0, 220 ) );
		}
	}
}
printf( "mean over the searches: %.2f ms, of which SQL %.2f ms\n", $kabelshop_total[0] / count( $kabelshop_searches ), $kabelshop_total[1] / count( $kabelshop_searches ) );
