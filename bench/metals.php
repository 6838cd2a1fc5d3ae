<?php
/**
 * Metal prices benchmark (issue 5: the "all" view, 18 years and two metals, at most 150 ms server
 * time). Dispatches GET kabelshop/v1/metal-prices?period=all through the real REST server for both
 * metals and both currencies, cold (cache version bumped: read, convert, encode) and warm (from the
 * transient cache), and prints median and worst times, the rows and the JSON size.
 * Usage: KABELSHOP_DB_NAME=kabelshop php bench/metals.php   (bench/run.sh calls it).
 */
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
putenv( 'KABELSHOP_DB_NAME=' . ( getenv( 'KABELSHOP_DB_NAME' ) ?: 'kabelshop' ) );
require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';

/**
 * One dispatch, timed in milliseconds.
 *
 * @param string $metal    Metal.
 * @param string $currency Currency.
 * @return array{0: float, 1: int, 2: int} Milliseconds, rows, JSON bytes.
 */
function kabelshop_bench_metals_once( string $metal, string $currency ): array {
	$request = new WP_REST_Request( 'GET', '/kabelshop/v1/metal-prices' );
	$request->set_query_params( array( 'metal' => $metal, 'period' => 'all', 'currency' => $currency ) );
	$start    = hrtime( true );
	$response = rest_do_request( $request );
	$json     = (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) );
	$ms       = ( hrtime( true ) - $start ) / 1e6;
	return array( $ms, count( $response->get_data()['days'] ), strlen( $json ) );
}

rest_get_server();
$kabelshop_rows = array();
foreach ( array( 'cold', 'warm' ) as $kabelshop_mode ) {
	$kabelshop_times = array();
	for ( $kabelshop_i = 0; $kabelshop_i < 5; $kabelshop_i++ ) {
		foreach ( array( 'copper', 'aluminium' ) as $kabelshop_metal ) {
			foreach ( array( 'EUR', 'USD' ) as $kabelshop_currency ) {
				if ( 'cold' === $kabelshop_mode ) {
					\Kabelshop\Metals\PriceCache::bump();
				}
				list( $kabelshop_ms, $kabelshop_count, $kabelshop_bytes ) = kabelshop_bench_metals_once( $kabelshop_metal, $kabelshop_currency );
				$kabelshop_times[]                                     = $kabelshop_ms;
				$kabelshop_rows[ $kabelshop_metal ]                    = array( $kabelshop_count, $kabelshop_bytes );
			}
		}
	}
	sort( $kabelshop_times );
	printf( "%s: median %.1f ms, worst %.1f ms over %d requests (budget 150 ms)\n", $kabelshop_mode, $kabelshop_times[ intdiv( count( $kabelshop_times ), 2 ) ], end( $kabelshop_times ), count( $kabelshop_times ) );
}
foreach ( $kabelshop_rows as $kabelshop_metal => $kabelshop_row ) {
	printf( "%s: %d days, %d KB JSON\n", $kabelshop_metal, $kabelshop_row[0], intdiv( $kabelshop_row[1], 1024 ) );
}
