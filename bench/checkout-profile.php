<?php
/**
 * Where the time of one checkout goes (issue 16, docs/checkout.md "Measured"): places orders
 * through POST kabelshop/v1/orders inside WordPress (rest_do_request, no HTTP, no start-up of
 * WordPress per request) as bench buyer 1 of bench/checkout.php, the lines of bench/checkout.mjs,
 * then sends each request again with its key (the retry), and prints per kind the time (min and
 * median of N, so a busy machine shows in the median, less in the min), the SQL statements (count
 * and time), the commits, and with --sql every statement of the last request with its time.
 * Writes orders: only on a BENCH database (kabelshop_bench_*), run `php bench/checkout.php setup`
 * first (the buyers and articles); bench/checkout.sh's setup afterwards counts from the newest order.
 * Usage: KABELSHOP_DB_NAME=kabelshop_bench_checkout php bench/checkout-profile.php [repeat=20] [--sql]
 */

'cli' === PHP_SAPI || exit( 1 );
$kabelshop_db = (string) getenv( 'KABELSHOP_DB_NAME' );
if ( ! str_starts_with( $kabelshop_db, 'kabelshop_bench_' ) ) {
	fwrite( STDERR, "refused: the checkout profile writes orders, only on a kabelshop_bench_* database, not '{$kabelshop_db}'\n" );
	exit( 1 );
}
define( 'SAVEQUERIES', true );
// The confirmation mails are left to the queue, as on the bench's server (bench/checkout.sh); the
// profile's own orders are taken off the queue at the end (they are no buyer's).
putenv( 'KABELSHOP_ORDER_MAIL=queue' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';

$kabelshop_repeat   = max( 1, (int) ( $argv[1] ?? 20 ) );
$kabelshop_show_sql = in_array( '--sql', $argv, true );
$kabelshop_user     = get_user_by( 'email', 'bench-buyer-01@kabelshop.test' );
$kabelshop_setup    = json_decode( (string) shell_exec( 'php ' . escapeshellarg( __DIR__ . '/checkout.php' ) . ' setup 1' ), true );
if ( ! $kabelshop_user || ! is_array( $kabelshop_setup ) ) {
	fwrite( STDERR, "no bench buyer: run bench/checkout.sh once (it builds the database)\n" );
	exit( 1 );
}
wp_set_current_user( $kabelshop_user->ID );
// The tokens a browser sends (AbstractRoute::check_permission()): the wp_rest nonce and the XSRF pair.
$kabelshop_nonce         = wp_create_nonce( 'wp_rest' );
$_COOKIE['XSRF-TOKEN'] = bin2hex( random_bytes( 32 ) );
list( $kabelshop_ring1, $kabelshop_ring2, $kabelshop_drum ) = $kabelshop_setup['articles'];

global $wpdb;
$kabelshop_run   = 'profile-' . base_convert( (string) time(), 10, 36 );
$kabelshop_stats = array();
$kabelshop_last  = array();
for ( $kabelshop_i = 0; $kabelshop_i <= $kabelshop_repeat; $kabelshop_i++ ) {
	$kabelshop_body = array(
		'lines'    => array(
			array(
				'article_code' => $kabelshop_ring1['article_code'],
				'quantity_m'   => $kabelshop_ring1['package_length_m'] * ( 1 + $kabelshop_i % 3 ),
			),
			array(
				'article_code' => $kabelshop_ring2['article_code'],
				'quantity_m'   => $kabelshop_ring2['package_length_m'],
			),
			array(
				'article_code' => $kabelshop_drum['article_code'],
				'quantity_m'   => $kabelshop_drum['package_length_m'] + 10 + $kabelshop_i,
			),
		),
		'note'     => 'profile ' . $kabelshop_i,
		'delivery' => array( 'method' => 'pickup' ),
		'payment'  => 'bank_transfer',
	);
	foreach ( array( 'new order', 'retry' ) as $kabelshop_kind ) {
		// As a new request starts: nothing cached (no persistent object cache, as on php -S).
		wp_cache_flush();
		\Kabelshop\Metals\SurchargeTerms::flush();
		\Kabelshop\Content\Pages::forget();
		$wpdb->queries = array();
		$kabelshop_req = new WP_REST_Request( 'POST', '/kabelshop/v1/orders' );
		$kabelshop_req->set_header( 'Content-Type', 'application/json' );
		$kabelshop_req->set_header( 'Idempotency-Key', $kabelshop_run . '-' . $kabelshop_i );
		$kabelshop_req->set_header( 'X-WP-Nonce', $kabelshop_nonce );
		$kabelshop_req->set_header( 'X-XSRF-TOKEN', $_COOKIE['XSRF-TOKEN'] );
		$kabelshop_req->set_body( (string) wp_json_encode( $kabelshop_body ) );
		$kabelshop_t0  = hrtime( true );
		$kabelshop_res = rest_do_request( $kabelshop_req );
		$kabelshop_ms  = ( hrtime( true ) - $kabelshop_t0 ) / 1e6;
		$kabelshop_ok  = 'new order' === $kabelshop_kind ? 201 : 200;
		if ( $kabelshop_res->get_status() !== $kabelshop_ok ) {
			fwrite( STDERR, "{$kabelshop_kind}: " . $kabelshop_res->get_status() . ' ' . wp_json_encode( $kabelshop_res->get_data() ) . "\n" );
			exit( 1 );
		}
		if ( 0 === $kabelshop_i ) {
			continue; // Warm-up.
		}
		// Commits: each COMMIT, and each write outside a transaction (autocommit): a log flush each.
		$kabelshop_commits = 0;
		$kabelshop_in_txn  = false;
		foreach ( $wpdb->queries as $kabelshop_q ) {
			$kabelshop_sql = ltrim( (string) $kabelshop_q[0] );
			if ( 'START TRANSACTION' === $kabelshop_sql ) {
				$kabelshop_in_txn = true;
			} elseif ( 'COMMIT' === $kabelshop_sql ) {
				$kabelshop_in_txn = false;
				++$kabelshop_commits;
			} elseif ( ! $kabelshop_in_txn && preg_match( '/^(INSERT|UPDATE|DELETE|REPLACE)\b/i', $kabelshop_sql ) ) {
				++$kabelshop_commits;
			}
		}
		$kabelshop_stats[ $kabelshop_kind ][] = array( $kabelshop_ms, array_sum( array_column( $wpdb->queries, 1 ) ) * 1000, count( $wpdb->queries ), $kabelshop_commits );
		$kabelshop_last[ $kabelshop_kind ]    = $wpdb->queries;
	}
}
// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
$wpdb->query( $wpdb->prepare( 'UPDATE ' . \Kabelshop\Commerce\OrderTable::name() . " SET mail_language = '' WHERE idempotency_key LIKE %s", $wpdb->esc_like( $kabelshop_run ) . '%' ) );
foreach ( $kabelshop_stats as $kabelshop_kind => $kabelshop_rows ) {
	$kabelshop_ms = array_column( $kabelshop_rows, 0 );
	sort( $kabelshop_ms );
	$kabelshop_sql = array_column( $kabelshop_rows, 1 );
	sort( $kabelshop_sql );
	$kabelshop_mid = intdiv( count( $kabelshop_ms ), 2 );
	printf(
		"%-9s  min %6.2f ms  median %6.2f ms  SQL: %2d statements (%d commits), median %5.2f ms  (%d requests; load average %s)\n",
		$kabelshop_kind,
		$kabelshop_ms[0],
		$kabelshop_ms[ $kabelshop_mid ],
		(int) $kabelshop_rows[0][2],
		(int) $kabelshop_rows[0][3],
		$kabelshop_sql[ $kabelshop_mid ],
		count( $kabelshop_rows ),
		implode( ' ', array_map( static fn( float $l ): string => number_format( $l, 2 ), array_slice( (array) sys_getloadavg(), 0, 3 ) ) )
	);
	if ( $kabelshop_show_sql ) {
		foreach ( $kabelshop_last[ $kabelshop_kind ] as $kabelshop_q ) {
			printf( "      %6.2f ms  %s\n", $kabelshop_q[1] * 1000, substr( (string) preg_replace( '/\s+/', ' ', $kabelshop_q[0] ), 0, 150 ) );
		}
	}
}
