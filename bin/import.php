<?php
/**
 * Imports an ERP catalogue CSV into the site named by KABELSHOP_DB_NAME (default kabelshop):
 * validates every row first and writes nothing when any row is bad (Catalog\CsvImporter; format in
 * docs/catalogue-import.md). Prints a summary, or every bad row as "line N, column C: message".
 * Usage: npm run import -- FILE.csv   (bin/import.sh starts the database).  Exit 0 ok, 1 errors, 2 usage.
 */

'cli' === PHP_SAPI || exit( 1 ); // Command line only: never run by a web request.

$kabelshop_file = $argv[1] ?? '';
if ( '' === $kabelshop_file || ! is_readable( $kabelshop_file ) ) {
	fwrite( STDERR, "usage: npm run import -- FILE.csv (file not readable: $kabelshop_file)\n" );
	exit( 2 );
}
putenv( 'KABELSHOP_DB_NAME=' . ( getenv( 'KABELSHOP_DB_NAME' ) ?: 'kabelshop' ) );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';

\Kabelshop\Setup\Schema::install();
$kabelshop_result = ( new \Kabelshop\Catalog\CsvImporter() )->import( (string) file_get_contents( $kabelshop_file ) );
if ( ! $kabelshop_result->ok() ) {
	fwrite( STDERR, sprintf( "Nothing was imported: %d problems.\n", count( $kabelshop_result->errors ) ) );
	foreach ( $kabelshop_result->errors as $kabelshop_error ) {
		fwrite( STDERR, sprintf( "line %d, column %s: %s\n", $kabelshop_error['line'], '' === $kabelshop_error['field'] ? '-' : $kabelshop_error['field'], $kabelshop_error['message'] ) );
	}
	exit( 1 );
}
echo $kabelshop_result->summary(), "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- CLI output.
exit( 0 );
