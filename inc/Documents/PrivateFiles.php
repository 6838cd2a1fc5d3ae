<?php
/**
 * Storage of private document files (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

/**
 * Invoice and DoP PDFs live outside the web root: in KABELSHOP_PRIVATE_DIR when defined, else in
 * dirname( ABSPATH ) . '/.private' (in development the repository's .private/, ignored by git and
 * never served by bin/router.php). They are delivered only by the authenticated routes. Stored
 * names are random, so files of different sites or test databases sharing the folder never collide.
 */
final class PrivateFiles {

	/** Absolute folder, without trailing slash. */
	public static function dir(): string {
		$dir = defined( 'KABELSHOP_PRIVATE_DIR' ) ? (string) constant( 'KABELSHOP_PRIVATE_DIR' ) : dirname( ABSPATH ) . '/.private';
		return rtrim( $dir, '/' );
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
		$relative = sanitize_key( $kind ) . '/' . gmdate( 'Y' ) . '/' . bin2hex( random_bytes( 16 ) ) . '.pdf';
		$absolute = self::dir() . '/' . $relative;
		if ( ! is_dir( dirname( $absolute ) ) && ! wp_mkdir_p( dirname( $absolute ) ) ) {
			throw new \RuntimeException( 'Cannot create ' . dirname( $absolute ) );
		}
		if ( ! is_file( self::dir() . '/.htaccess' ) ) {
			file_put_contents( self::dir() . '/.htaccess', "Require all denied\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- private folder, not uploads.
		}
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
