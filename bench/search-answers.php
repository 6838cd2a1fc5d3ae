<?php
/**
 * Every answer the catalogue search gives, as JSON, for comparing two versions of the search code
 * (issue 16): run it before and after a change on the same database and compare the files
 * (`cmp`); they must be identical. Read-only; any database. Inside WordPress (no HTTP), in the
 * language given (hr, en, sr: the cards, summaries and site-search groups are that language's).
 *
 * What it prints, per search of a fixed list (texts with sizes, designations, codes, categories,
 * cores and cross-sections, technical filters, pages, no hits): GET kabelshop/v1/products (the
 * cards and totals), GET kabelshop/v1/products/facets, and ArticleRepository::search() with 100 per
 * page, count(), matching_articles() (100) and technical_facets(); per text, GET kabelshop/v1/search
 * (the site search's four groups) and the quick order's matching (QuickOrder\Matcher through
 * matching_articles() and search()).
 * Usage: KABELSHOP_DB_NAME=kabelshop_bench_10k php bench/search-answers.php hr > answers-hr.json
 *
 * @package Kabelshop
 */

'cli' === PHP_SAPI || exit( 1 );
$kabelshop_lang                    = in_array( $argv[1] ?? 'hr', array( 'hr', 'en', 'sr' ), true ) ? (string) ( $argv[1] ?? 'hr' ) : 'hr';
$_SERVER['HTTP_HOST']              = '127.0.0.1';
$_SERVER['REQUEST_URI']            = '/wp-json/kabelshop/v1/products';
$_SERVER['HTTP_X_KABELSHOP_LANG']  = $kabelshop_lang;
$_SERVER['REMOTE_ADDR']            = '127.1.' . random_int( 0, 255 ) . '.' . random_int( 1, 254 ); // The site search's rate limit is per address: a fresh one per run.
require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Rest\Routes\V1\Products;

$kabelshop_texts    = array( '', '3x2,5', '3G2.5', 'nym', 'nym 3G1.5', 'NYM-J 3x1,5', 'xp 00', 'pp-y', 'ppy', 'jednožilni', 'KS-NYMJ-3X2.5-R', 'ks-nymj', 'kabel', 'cable', 'kablovi', 'syn-17-', 'syn-1', 'synthetic', 'synthetic nym', '-r', '2.5', '1.5', '4x', 'x2', 'n2xh', 'h07', 'ks', 'zzzz-no-such-cable', 'li', 'y', '5x', '0.6/1', '(n2xy-type)', 'flexible', 'power cables', 'lsoh', 'Ž', '% _', '3x2.5 4x2.5' );
$kabelshop_filters  = array(
	array(),
	array( 'category' => 'flexible-cables' ),
	array( 'category' => 'installation-cables' ),
	array( 'cores' => '3' ),
	array( 'cross_section' => '2.5' ),
	array(
		'cores'         => '5',
		'cross_section' => '2,5',
	),
	array(
		'voltage'  => '0.6-1kV',
		'armoured' => '1',
	),
	array(
		'conductor' => '5',
		'hf'        => '1',
	),
	array( 'hf' => '1' ),
	array( 'screened' => '1' ),
	array(
		'page'     => '2',
		'per_page' => '5',
	),
	array( 'per_page' => '100' ),
);
$kabelshop_repo = new ArticleRepository();
$kabelshop_out  = array();
foreach ( $kabelshop_texts as $kabelshop_text ) {
	foreach ( $kabelshop_filters as $kabelshop_filter ) {
		if ( '' !== $kabelshop_text && count( $kabelshop_filter ) > 1 && ! isset( $kabelshop_filter['per_page'] ) && ! in_array( $kabelshop_text, array( 'kabel', 'nym', 'synthetic' ), true ) ) {
			continue; // Combined filters with a few texts only (the file stays readable).
		}
		$kabelshop_params = array( 'search' => $kabelshop_text ) + $kabelshop_filter + array( 'per_page' => '12' );
		$kabelshop_entry  = array( 'params' => $kabelshop_params );
		foreach ( array( '/kabelshop/v1/products', '/kabelshop/v1/products/facets' ) as $kabelshop_route ) {
			$kabelshop_request = new WP_REST_Request( 'GET', $kabelshop_route );
			$kabelshop_request->set_query_params( 'facets' === basename( $kabelshop_route ) ? array_diff_key( $kabelshop_params, array_flip( array( 'page', 'per_page' ) ) ) : $kabelshop_params );
			$kabelshop_response                  = rest_do_request( $kabelshop_request );
			$kabelshop_entry[ $kabelshop_route ] = array(
				'status'  => $kabelshop_response->get_status(),
				'headers' => array_intersect_key( $kabelshop_response->get_headers(), array_flip( array( 'X-WP-Total', 'X-WP-TotalPages', 'X-Kabelshop-Articles-Total' ) ) ),
				'data'    => $kabelshop_response->get_data(),
			);
		}
		$kabelshop_query              = Products::query( array( 'per_page' => 100 ) + $kabelshop_params );
		$kabelshop_entry['search100'] = $kabelshop_repo->search( $kabelshop_query );
		$kabelshop_entry['count']     = $kabelshop_repo->count( $kabelshop_query );
		$kabelshop_entry['matching']  = $kabelshop_repo->matching_articles( $kabelshop_query, 100 );
		$kabelshop_entry['technical'] = $kabelshop_repo->technical_facets( $kabelshop_query );
		$kabelshop_out[]              = $kabelshop_entry;
	}
	if ( mb_strlen( $kabelshop_text ) >= 2 ) {
		$kabelshop_request = new WP_REST_Request( 'GET', '/kabelshop/v1/search' );
		$kabelshop_request->set_query_params(
			array(
				'q'         => $kabelshop_text,
				'per_group' => '20',
			)
		);
		$kabelshop_response = rest_do_request( $kabelshop_request );
		$kabelshop_out[]    = array(
			'site_search' => $kabelshop_text,
			'status'      => $kabelshop_response->get_status(),
			'data'        => $kabelshop_response->get_data(),
		);
	}
	$kabelshop_out[] = array(
		'quick_order' => $kabelshop_text,
		'match'       => ( new \Kabelshop\QuickOrder\Matcher() )->match_line( $kabelshop_text, 1 ),
	);
}
echo wp_json_encode( $kabelshop_out, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ), "\n";
