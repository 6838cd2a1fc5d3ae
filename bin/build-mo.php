<?php
/**
 * Compiles the theme's PHP translations: every languages/po/<locale>/*.po (one file per area)
 * is merged into languages/<locale>.mo, which load_theme_textdomain() reads, and the same entries
 * are written to languages/<locale>.l10n.php, a PHP array in WordPress's own format that OPcache
 * keeps compiled and core (6.5+, the lowest release the theme declares is 6.8) loads itself in place
 * of the MO (issue 16's saving, core's since 6.5: the theme's own CompiledTranslations went with
 * issue 28). Uses WordPress's own PO/MO classes from
 * .wp/wp-includes/pomo (KABELSHOP_WP_DIR when set), so no gettext tools are needed. wp-includes/compat.php
 * comes first: WordPress 7.x's POMO calls array_last() (PHP 8.5), which compat.php polyfills.
 * Usage: php bin/build-mo.php   Exit 1 when a file cannot be read or written.
 */

'cli' === PHP_SAPI || exit( 1 ); // Command line only: never run by a web request.

$root = dirname( __DIR__ );
$wp   = getenv( 'KABELSHOP_WP_DIR' ) ?: $root . '/.wp';
require_once $wp . '/wp-includes/compat.php';
require_once $wp . '/wp-includes/pomo/po.php';
require_once $wp . '/wp-includes/pomo/mo.php';

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
	// languages/<locale>.l10n.php: WordPress's own format (6.5+, WP_Translation_File_PHP), which core
	// loads itself in place of the MO: lower-cased headers and 'messages', each MO key ("context\4singular"
	// or "singular") => its translations joined by "\0" (one per plural form).
	$core = array();
	foreach ( $mo->headers as $name => $value ) {
		$core[ strtolower( $name ) ] = $value;
	}
	$core['messages'] = array();
	foreach ( $mo->entries as $key => $entry ) {
		$core['messages'][ $key ] = implode( "\0", array_values( $entry->translations ) );
	}
	$php = "<?php\n// Built by bin/build-mo.php from languages/po/$locale/*.po: do not edit.\nreturn " . var_export( $core, true ) . ";\n"; // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- writes a PHP source file.
	if ( false === file_put_contents( $root . '/languages/' . $locale . '.l10n.php', $php ) ) {
		fwrite( STDERR, "cannot write languages/$locale.l10n.php\n" );
		exit( 1 );
	}
	if ( ! $mo->export_to_file( $root . '/languages/' . $locale . '.mo' ) ) {
		fwrite( STDERR, "cannot write languages/$locale.mo\n" );
		exit( 1 );
	}
}
