<?php
/**
 * Imports metal prices or exchange rates from CSV into the site named by KABELSHOP_DB_NAME
 * (default kabelshop): every row is checked first and nothing is written when any row is bad
 * (Metals\CsvImporter; formats in docs/metal-prices.md). Prints the counts, or every bad row as
 * "line N, column C: message". Usage: npm run import:metals -- FILE.csv [FILE.csv ...]
 * Exit 0 ok, 1 errors, 2 usage.
 */

'cli' === PHP_SAPI || exit( 1 ); // Command line only: never run by a web request.

$kabelshop_files = array_slice( $argv, 1 );
if ( ! $kabelshop_files ) {
	fwrite( STDERR, "usage: npm run import:metals -- FILE.csv [FILE.csv ...]\n" );
	exit( 2 );
}
putenv( 'KABELSHOP_DB_NAME=' . ( getenv( 'KABELSHOP_DB_NAME' ) ?: 'kabelshop' ) );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';

\Kabelshop\Setup\Schema::install();
$kabelshop_status = 0;
foreach ( $kabelshop_files as $kabelshop_file ) {
	if ( ! is_readable( $kabelshop_file ) ) {
		fwrite( STDERR, "$kabelshop_file: not readable\n" );
		exit( 2 );
	}
	$kabelshop_result = ( new \Kabelshop\Metals\CsvImporter() )->import( (string) file_get_contents( $kabelshop_file ) );
	if ( ! $kabelshop_result['ok'] ) {
		fwrite( STDERR, sprintf( "%s: nothing was imported: %d problems.\n", $kabelshop_file, count( $kabelshop_result['errors'] ) ) );
		foreach ( $kabelshop_result['errors'] as $kabelshop_error ) {
			fwrite( STDERR, sprintf( "line %d, column %s: %s\n", $kabelshop_error['line'], '' === $kabelshop_error['field'] ? '-' : $kabelshop_error['field'], $kabelshop_error['message'] ) );
		}
		$kabelshop_status = 1;
		continue;
	}
	printf( "%s (%s): %d prices, %d exchange rates, %d days without a price skipped\n", $kabelshop_file, $kabelshop_result['format'], $kabelshop_result['prices'], $kabelshop_result['rates'], $kabelshop_result['skipped'] ); // phpcs:ignore WordPress.Security.EscapeOutput -- CLI output.
}
exit( $kabelshop_status );
