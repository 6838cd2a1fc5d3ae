<?php
/**
 * Seeds the site named by KABELSHOP_DB_NAME with the demo content, the catalogue and the demo
 * customers. Each seeder is idempotent, so running this again changes nothing.
 * Usage: KABELSHOP_DB_NAME=kabelshop php bin/seed.php   Prints what it did; exit 1 on failure.
 */

'cli' === PHP_SAPI || exit( 1 ); // Command line only: never run by a web request.

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$kabelshop_wp_load = ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';
if ( ! is_file( $kabelshop_wp_load ) ) {
	// Inside wp-env (or any WordPress that holds the theme): wp-content/themes/<theme>/bin/ -> WordPress root.
	$kabelshop_wp_load = dirname( __DIR__, 4 ) . '/wp-load.php';
}
require $kabelshop_wp_load;

\Kabelshop\Setup\Schema::install();
$kabelshop_seeders = array( \Kabelshop\Content\Seeder::class, \Kabelshop\Catalog\Seeder::class, \Kabelshop\Commerce\Drums\Seeder::class, \Kabelshop\Commerce\Seeder::class, \Kabelshop\Metals\Seeder::class, \Kabelshop\Documents\Seeder::class, \Kabelshop\Newsletter\Seeder::class, \Kabelshop\Payments\Seeder::class );
foreach ( $kabelshop_seeders as $kabelshop_seeder ) {
	if ( ! class_exists( $kabelshop_seeder ) ) {
		fwrite( STDERR, "missing seeder $kabelshop_seeder\n" );
		exit( 1 );
	}
	foreach ( $kabelshop_seeder::run() as $kabelshop_line ) {
		echo $kabelshop_line, "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- CLI output.
	}
}
flush_rewrite_rules( false );
