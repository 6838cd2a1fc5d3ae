<?php
/**
 * Storage of private document files (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * Invoice and DoP PDFs live outside the web root: in KABELSHOP_PRIVATE_DIR when defined, else in
 * dirname( ABSPATH ) . '/.private' (in development the repository's .private/, ignored by git and
 * never served by bin/router.php). They are delivered only by the authenticated routes. Stored
 * names are random, so files of different sites or test databases sharing the folder never collide.
 * Other private files use sub-folders of the same place through folder() (the catalogue import's
 * uploads: Catalog\ImportStore).
 */
final class PrivateFiles {

	/** Absolute folder, without trailing slash. */
	public static function dir(): string {
		$dir = defined( 'KABELSHOP_PRIVATE_DIR' ) ? (string) constant( 'KABELSHOP_PRIVATE_DIR' ) : dirname( ABSPATH ) . '/.private';
		return rtrim( $dir, '/' );
	}

	/**
	 * A sub-folder of dir(), created on first use (with a deny-all .htaccess in dir() in case the
	 * private folder is ever placed inside a web root served by Apache).
	 *
	 * @param string $relative Sub-folder, e.g. 'invoices/2026' or 'catalogue-imports'; '..' is refused.
	 * @return string Absolute folder, without trailing slash.
	 * @throws \RuntimeException When the name is unsafe or the folder cannot be created.
	 */
	public static function folder( string $relative ): string {
		$relative = trim( $relative, '/' );
		if ( '' === $relative || str_contains( $relative, '..' ) ) {
			throw new \RuntimeException( 'Unsafe private folder ' . $relative );
		}
		$absolute = self::dir() . '/' . $relative;
		if ( ! is_dir( $absolute ) && ! wp_mkdir_p( $absolute ) ) {
			throw new \RuntimeException( 'Cannot create ' . $absolute );
		}
		if ( ! is_file( self::dir() . '/.htaccess' ) ) {
			file_put_contents( self::dir() . '/.htaccess', "Require all denied\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- private folder, not uploads.
		}
		return $absolute;
	}

	/**
	 * Stores bytes as a new PDF under a kind folder ('invoices' or 'dops').
	 *
	 * @param string $kind  Sub-folder name.
	 * @param string $bytes PDF content.
	 * @return string Path relative to dir().
	 * @throws \RuntimeException When the folder or file cannot be written.
	 */
	public static function store( string $kind, string $bytes ): string {
		$folder   = sanitize_key( $kind ) . '/' . gmdate( 'Y' );
		$relative = $folder . '/' . bin2hex( random_bytes( 16 ) ) . '.pdf';
		$absolute = self::folder( $folder ) . '/' . basename( $relative );
		if ( false === file_put_contents( $absolute, $bytes ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- private folder, not uploads.
			throw new \RuntimeException( 'Cannot write ' . $absolute );
		}
		return $relative;
	}

	/**
	 * Absolute path of a stored file, or null when the name is unsafe or the file is missing.
	 *
	 * @param string $relative Path relative to dir().
	 */
	public static function path( string $relative ): ?string {
		if ( '' === $relative || str_contains( $relative, '..' ) || str_starts_with( $relative, '/' ) ) {
			return null;
		}
		$absolute = self::dir() . '/' . $relative;
		return is_file( $absolute ) ? $absolute : null;
	}

	/**
	 * Removes a stored file (used when an all-or-nothing import rolls back).
	 *
	 * @param string $relative Path relative to dir().
	 */
	public static function delete( string $relative ): void {
		$path = self::path( $relative );
		if ( null !== $path ) {
			wp_delete_file( $path );
		}
	}

	/**
	 * Whether bytes look like a PDF (the '%PDF-' header of ISO 32000).
	 *
	 * @param string $bytes Content or its first bytes.
	 */
	public static function is_pdf( string $bytes ): bool {
		return str_starts_with( $bytes, '%PDF-' );
	}
}
