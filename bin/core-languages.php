<?php
/**
 * Installs WordPress's own Croatian and Serbian translations (issue 28) from the files of Debian's
 * `wordpress-l10n` package into the WordPress copy's wp-content/languages/: hr.mo, admin-hr.mo,
 * continents-cities-hr.mo and the same of sr_RS. With them wp-admin offers Hrvatski and Srpski in
 * each user's profile (Language), and core's own screens and front-end texts (the 404 title, the
 * comment form, "Cookie check failed", wp-login.php) follow the reader's language.
 *
 * Serbian in Latin script: WordPress's sr_RS translation is Cyrillic, the site's Serbian is Latin
 * (spec: sr-RS, Latin script). Each Serbian translation is transliterated with ICU's
 * "Serbian-Latin/BGN" transform (PHP intl, a project dependency of bin/setup.sh: Љ -> Lj, Њ -> Nj,
 * Џ -> Dž, Ђ -> Đ, Ћ -> Ć, ...), msgids and placeholders untouched, and written as sr_RS*.mo, so
 * core loads Latin Serbian by itself in wp-admin and on the front end, at no cost per request.
 * Croatian files are copied as they are.
 *
 * Usage: php bin/core-languages.php <folder with the package's *.mo> <wp-content/languages folder> <wp-includes folder>
 * Exit 1 when a file cannot be read or written, or when the transform is missing.
 */

'cli' === PHP_SAPI || exit( 1 ); // Command line only: never run by a web request.

list( , $source, $target, $includes ) = array_pad( $argv, 4, '' );
if ( ! is_dir( $source ) || '' === $target || ! is_file( $includes . '/pomo/mo.php' ) ) {
	fwrite( STDERR, "usage: php bin/core-languages.php <source dir> <wp-content/languages dir> <wp-includes dir>\n" );
	exit( 1 );
}
// WordPress 7.x's POMO calls PHP 8.5's array_last(), which compat.php polyfills.
if ( is_file( $includes . '/compat.php' ) ) {
	require_once $includes . '/compat.php';
}
require_once $includes . '/pomo/mo.php';

$latin = class_exists( 'Transliterator' ) ? Transliterator::create( 'Serbian-Latin/BGN' ) : null;
if ( null === $latin ) {
	fwrite( STDERR, "PHP intl with ICU's Serbian-Latin/BGN transform is needed (php-intl)\n" );
	exit( 1 );
}
if ( ! is_dir( $target ) && ! mkdir( $target, 0775, true ) ) {
	fwrite( STDERR, "cannot create $target\n" );
	exit( 1 );
}

/**
 * WordPress's Serbian translation writes its quotes as Windows-1252 codes in numeric references
 * ("&#132;%s&#147;", the search feed's title among 31 strings): HTML reads them as „ and “ but they
 * are C1 control characters, which the HTML checker refuses (tests/e2e/html.spec.ts). Each such
 * reference (&#128; to &#159;) becomes the reference of the character Windows-1252 means by it.
 *
 * @param string $text A translation.
 */
function kabelshop_c1_references( string $text ): string {
	return (string) preg_replace_callback(
		'/&#(1[2-5][0-9]);/',
		static function ( array $m ): string {
			$code = (int) $m[1];
			if ( $code < 128 || $code > 159 ) {
				return $m[0];
			}
			$char = mb_convert_encoding( chr( $code ), 'UTF-8', 'Windows-1252' );
			return '' === $char || '?' === $char ? '' : '&#' . mb_ord( $char, 'UTF-8' ) . ';';
		},
		$text
	);
}

$count = 0;
foreach ( array( 'hr', 'sr_RS' ) as $locale ) {
	foreach ( array( '', 'admin-', 'admin-network-', 'continents-cities-' ) as $prefix ) {
		$file = $source . '/' . $prefix . $locale . '.mo';
		if ( ! is_file( $file ) ) {
			continue;
		}
		$out = $target . '/' . $prefix . $locale . '.mo';
		if ( 'hr' === $locale ) {
			if ( ! copy( $file, $out ) ) {
				fwrite( STDERR, "cannot write $out\n" );
				exit( 1 );
			}
			++$count;
			continue;
		}
		$mo = new MO();
		if ( ! $mo->import_from_file( $file ) ) {
			fwrite( STDERR, "cannot read $file\n" );
			exit( 1 );
		}
		foreach ( $mo->entries as $entry ) {
			$entry->translations = array_map( static fn( $text ): string => kabelshop_c1_references( (string) $latin->transliterate( (string) $text ) ), $entry->translations );
		}
		if ( ! $mo->export_to_file( $out ) ) {
			fwrite( STDERR, "cannot write $out\n" );
			exit( 1 );
		}
		++$count;
	}
}
echo "core translations: $count files (hr as published, sr_RS in Latin script) in $target\n";
