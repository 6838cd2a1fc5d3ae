<?php
/**
 * PHPUnit bootstrap: loads the real WordPress of .wp/ (or of KABELSHOP_WP_DIR, which bin/lib.sh sets
 * for the release line KABELSHOP_WP: .wp-7.1/, .wp-6.8/) on the test database (kabelshop_test by
 * default), which bin/test.sh has installed and seeded in a separate process (STACK.md gotcha 3).
 */
declare( strict_types=1 );

$kabelshop_root = dirname( __DIR__, 2 );
putenv( 'KABELSHOP_DB_NAME=' . ( getenv( 'KABELSHOP_DB_NAME' ) ?: 'kabelshop_test' ) );
putenv( 'KABELSHOP_SITE_URL=' . ( getenv( 'KABELSHOP_SITE_URL' ) ?: 'http://127.0.0.1:8081' ) );
$_SERVER['HTTP_HOST']   = '127.0.0.1:8081';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_USE_THEMES', false );

$kabelshop_wp_dir = getenv( 'KABELSHOP_WP_DIR' ) ?: $kabelshop_root . '/.wp';
if ( ! is_file( $kabelshop_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "WordPress is not installed in $kabelshop_wp_dir: run bash bin/test.sh (or npm test), which sets it up.\n" );
	exit( 1 );
}
require $kabelshop_wp_dir . '/wp-load.php';
require __DIR__ . '/TestCase.php';
if ( 'kabelshop' !== get_option( 'stylesheet' ) ) {
	fwrite( STDERR, "The test site does not run the kabelshop theme.\n" );
	exit( 1 );
}
if ( ! defined( 'KABELSHOP_CORE_DIR' ) ) {
	fwrite( STDERR, "The test site does not run the kabelshop-core plugin.\n" );
	exit( 1 );
}
