<?php
/**
 * Cross-section drawings as static files in uploads.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * Keeps each drawing a page shows as a file, uploads/kabelshop-drawings/<code>-<lang>-<version>.svg,
 * written the first time a page needs it (as WordPress writes an image's sizes once), so that a
 * browser fetches it as a static file: nginx (and php -S in development) sends it without starting
 * WordPress. Through the REST route cross-section.svg each drawing was a WordPress boot: a catalogue
 * page's twelve cards and a product table's row thumbnails cost twelve or more at once, on the same
 * CPUs as the page (issue 27: the catalogue's total blocking time; nginx caches no /wp-json/).
 *
 * The name holds everything the drawing depends on: the article code, the language, and a version
 * (CrossSectionService::version(): what the drawing shows and the generator's version, plus the
 * language file's time), so a file never changes once written and may be cached for a year; a new
 * version is a new name, and writing it removes the article's older files of that language.
 * Written atomically (a temporary file renamed), so two requests writing at once both leave a whole
 * file. When uploads cannot be written, url() answers null and the caller links the REST route.
 * The drawing is CrossSectionDrawing's SVG: no script, every text escaped.
 */
final class DrawingFiles {

	/** Folder below the uploads folder. */
	public const FOLDER = 'kabelshop-drawings';

	/**
	 * The public URL of a drawing's file, writing the file first when it is missing.
	 *
	 * @param string   $code    Article code (e.g. "KS-NYMJ-3X1.5-R").
	 * @param string   $lang    'hr' | 'en' | 'sr'.
	 * @param string   $version Lower-case hex version of the drawing.
	 * @param callable $svg     Builds the SVG (called only when the file is missing): fn(): string.
	 * @return string|null The file's URL; null when it cannot be written (then link the route).
	 */
	public static function url( string $code, string $lang, string $version, callable $svg ): ?string {
		$uploads = wp_upload_dir( null, false );
		$name    = self::name( $code, $lang, $version );
		if ( ! empty( $uploads['error'] ) || '' === $name ) {
			return null;
		}
		$dir  = trailingslashit( (string) $uploads['basedir'] ) . self::FOLDER;
		$path = $dir . '/' . $name;
		if ( ! is_file( $path ) && ! self::write( $dir, $name, (string) $svg() ) ) {
			return null;
		}
		return trailingslashit( (string) $uploads['baseurl'] ) . self::FOLDER . '/' . $name;
	}

	/**
	 * The file name of a drawing: "<code>-<lang>-<version>.svg", lower case; '' when a part is not
	 * what it must be (an unknown language, a version that is not hex, a code with no file-name letter).
	 *
	 * @param string $code    Article code.
	 * @param string $lang    'hr' | 'en' | 'sr'.
	 * @param string $version Hex version.
	 */
	public static function name( string $code, string $lang, string $version ): string {
		$stem = self::stem( $code );
		if ( '' === $stem || ! isset( Locale::LANGUAGES[ $lang ] ) || ! preg_match( '/^[a-f0-9]{8,40}$/', $version ) ) {
			return '';
		}
		return $stem . '-' . $lang . '-' . $version . '.svg';
	}

	/**
	 * The article code as the start of a file name ("ks-nymj-3x1.5-r").
	 *
	 * @param string $code Article code.
	 */
	private static function stem( string $code ): string {
		return trim( (string) preg_replace( '/[^a-z0-9._-]+/', '-', strtolower( $code ) ), '-.' );
	}

	/**
	 * Writes the file through a temporary one and removes the article's older versions in that language.
	 *
	 * @param string $dir  Folder.
	 * @param string $name File name (name()).
	 * @param string $body The SVG.
	 * @return bool Whether the file is there.
	 */
	private static function write( string $dir, string $name, string $body ): bool {
		if ( '' === $body || ! wp_mkdir_p( $dir ) ) {
			return false;
		}
		$path = $dir . '/' . $name;
		$temp = $path . '.' . wp_generate_password( 12, false ) . '.tmp';
		// phpcs:ignore WordPress.WP.AlternativeFunctions -- a generated file in uploads, written as core's image editors write theirs; rename() makes it whole at once.
		if ( false === file_put_contents( $temp, $body ) || ! rename( $temp, $path ) ) {
			wp_delete_file( $temp );
			return is_file( $path );
		}
		$prefix = substr( $name, 0, (int) strrpos( $name, '-' ) + 1 );
		foreach ( (array) glob( $dir . '/*.svg' ) as $old ) {
			$base = basename( (string) $old );
			if ( $base !== $name && str_starts_with( $base, $prefix ) && preg_match( '/^[a-f0-9]{8,40}\.svg$/', substr( $base, strlen( $prefix ) ) ) ) {
				wp_delete_file( (string) $old );
			}
		}
		return true;
	}
}
