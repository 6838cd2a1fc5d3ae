<?php
/**
 * Compiles the theme's PHP translations: every languages/po/<locale>/*.po (one file per area)
 * is merged into languages/<locale>.mo, which load_theme_textdomain() reads. Uses WordPress's own
 * PO/MO classes from .wp/wp-includes/pomo, so no gettext tools are needed.
 * Usage: php bin/build-mo.php   Exit 1 when a file cannot be read or written.
 */

'cli' === PHP_SAPI || exit( 1 ); // Command line only: never run by a web request.

$root = dirname( __DIR__ );
require_once $root . '/.wp/wp-includes/pomo/po.php';
require_once $root . '/.wp/wp-includes/pomo/mo.php';

foreach ( glob( $root . '/languages/po/*', GLOB_ONLYDIR ) as $dir ) {
	$locale = basename( $dir );
	$mo     = new MO();
	$mo->set_header( 'Content-Type', 'text/plain; charset=UTF-8' );
	$mo->set_header( 'Language', $locale );
	$plural = array(
		'hr'    => 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
		'sr_RS' => 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
	);
	$mo->set_header( 'Plural-Forms', $plural[ $locale ] ?? 'nplurals=2; plural=(n != 1);' );
	foreach ( glob( $dir . '/*.po' ) as $file ) {
		$po = new PO();
		if ( ! $po->import_from_file( $file ) ) {
			fwrite( STDERR, "cannot read $file\n" );
			exit( 1 );
		}
		foreach ( $po->entries as $entry ) {
			if ( ! empty( $entry->translations ) && '' !== $entry->translations[0] ) {
				$mo->add_entry( $entry );
			}
		}
	}
	if ( ! $mo->export_to_file( $root . '/languages/' . $locale . '.mo' ) ) {
		fwrite( STDERR, "cannot write languages/$locale.mo\n" );
		exit( 1 );
	}
}
