<?php
/**
 * Catalogue search benchmark (issue "Foundation": <= 50 ms p95 over 10,000 articles).
 *
 * Adds SYNTHETIC articles (codes "SYN-<n>-<real code>", made from the real rows by varying the code,
 * packaging and length: bench/synthetic.php; not catalogue data) until the table holds 10,000, runs
 * 200 mixed searches through ArticleRepository::search() and prints p50/p95/max in ms. Everything happens inside one
 * transaction that is rolled back, so the site's data is unchanged.
 * Usage: KABELSHOP_DB_NAME=kabelshop_test php bench/search.php   Exit 1 when p95 > 50 ms.
 */
putenv( 'KABELSHOP_DB_NAME=' . ( getenv( 'KABELSHOP_DB_NAME' ) ?: 'kabelshop_test' ) );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Catalog\SearchQuery;

global $wpdb;
$kabelshop_table  = ArticleTable::name();
$kabelshop_target = 10000;
require __DIR__ . '/synthetic.php';
$wpdb->query( 'START TRANSACTION' );
$kabelshop_counts = kabelshop_bench_add_synthetic( $kabelshop_target );
$kabelshop_have   = $kabelshop_counts['real'];
$kabelshop_count = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$kabelshop_table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared

$kabelshop_queries = array(
	new SearchQuery( '' ),
	new SearchQuery( '3x2,5' ),
	new SearchQuery( 'nym 3G1.5' ),
	new SearchQuery( 'xp 00' ),
	new SearchQuery( 'pp-y' ),
	new SearchQuery( 'jednožilni' ),
	new SearchQuery( 'KS-NYMJ-3X2.5-R' ),
	new SearchQuery( '', 'flexible-cables', 3 ),
	new SearchQuery( 'kabel', '', null, '2.5' ),
	new SearchQuery( '', '', null, null, 2, 12 ),
	// Technical filters (issue 14): armoured 0.6/1 kV types; halogen-free class 5 types matching "kabel".
	new SearchQuery( '', '', null, null, 1, 12, '', '0.6/1 kV', null, false, true ),
	new SearchQuery( 'kabel', '', null, null, 1, 12, '', '', 5, true ),
);
$kabelshop_repository = new ArticleRepository();
$kabelshop_times      = array();
for ( $kabelshop_i = 0; $kabelshop_i < 200; $kabelshop_i++ ) {
	$kabelshop_start = hrtime( true );
	$kabelshop_repository->search( $kabelshop_queries[ $kabelshop_i % count( $kabelshop_queries ) ] );
	$kabelshop_times[] = ( hrtime( true ) - $kabelshop_start ) / 1e6;
}
// The technical facets of the same searches (GET products/facets runs one per change of the filters).
$kabelshop_facet_times = array();
for ( $kabelshop_i = 0; $kabelshop_i < 200; $kabelshop_i++ ) {
	$kabelshop_start = hrtime( true );
	$kabelshop_repository->technical_facets( $kabelshop_queries[ $kabelshop_i % count( $kabelshop_queries ) ] );
	$kabelshop_facet_times[] = ( hrtime( true ) - $kabelshop_start ) / 1e6;
}
$wpdb->query( 'ROLLBACK' );
sort( $kabelshop_facet_times );
printf( "technical facets: p50 %.2f ms, p95 %.2f ms\n", $kabelshop_facet_times[ 99 ], $kabelshop_facet_times[ 189 ] );
sort( $kabelshop_times );
$kabelshop_p = static fn( float $q ): float => $kabelshop_times[ (int) floor( $q * ( count( $kabelshop_times ) - 1 ) ) ];
printf( "articles: %d (%d synthetic, rolled back)\nsearches: 200\np50: %.2f ms\np95: %.2f ms\nmax: %.2f ms\n", $kabelshop_count, $kabelshop_count - $kabelshop_have, $kabelshop_p( 0.5 ), $kabelshop_p( 0.95 ), end( $kabelshop_times ) );
exit( $kabelshop_p( 0.95 ) > 50 ? 1 : 0 );
