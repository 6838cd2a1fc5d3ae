<?php
/**
 * Installs WordPress into the database named by KABELSHOP_DB_NAME without WP-CLI and activates the
 * plugin kabelshop-core and the theme (STACK.md: install in one process, use it in another).
 * Idempotent: an installed site is only brought to the current settings.
 *
 * Usage: KABELSHOP_DB_NAME=kabelshop KABELSHOP_SITE_URL=http://127.0.0.1:8080 php bin/wp-install.php
 * Prints nothing on success; exits 1 with the reason on failure.
 */

'cli' === PHP_SAPI || exit( 1 ); // Command line only: never run by a web request.

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';

/** Core mails the new admin on install: nobody reads that here. */
function wp_new_blog_notification() {}

require ( getenv( 'KABELSHOP_WP_DIR' ) ?: dirname( __DIR__ ) . '/.wp' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( ! is_blog_installed() ) {
	// Public (blog_public 1): search engines may index, sitemaps on (docs/seo.md). Only at install:
	// afterwards Settings > Reading decides, so a staging site that discourages them stays so.
	$result = wp_install( 'Kabelshop', 'admin', 'admin@kabelshop.test', true, '', 'Kabelshop-Admin-2026' );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, $result->get_error_message() . "\n" );
		exit( 1 );
	}
}
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'timezone_string', 'Europe/Zagreb' );
update_option( 'date_format', 'd.m.Y.' );
update_option( 'blogdescription', 'Kabeli i vodiči za tvrtke i obrtnike' );
// The shop engine first (issue 29): the theme presents what the plugin provides.
require_once ABSPATH . 'wp-admin/includes/plugin.php';
if ( ! is_plugin_active( 'kabelshop-core/kabelshop-core.php' ) ) {
	$result = activate_plugin( 'kabelshop-core/kabelshop-core.php' );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, 'plugin kabelshop-core could not be activated: ' . $result->get_error_message() . "\n" );
		exit( 1 );
	}
}
switch_theme( 'kabelshop' );
if ( 'kabelshop' !== get_option( 'stylesheet' ) ) {
	fwrite( STDERR, "theme kabelshop could not be activated\n" );
	exit( 1 );
}
