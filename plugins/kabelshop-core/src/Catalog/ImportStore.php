<?php
/**
 * Private storage of uploaded catalogue files.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Documents\PrivateFiles;

/**
 * Keeps an uploaded CSV outside the web root, in the sub-folder FOLDER of the private folder the
 * documents use (Documents\PrivateFiles: KABELSHOP_PRIVATE_DIR, else dirname( ABSPATH ) . '/.private'),
 * under an unguessable 128-bit name, owned by the user who uploaded it: only that user's later
 * import steps can read it. Files are removed after a successful import or after a day.
 *
 * Earlier versions kept the files in uploads/kabelshop-private/, guarded only by a .htaccess that
 * nginx and PHP's built-in server ignore; that folder is deleted on the next upload.
 */
final class ImportStore {

	/** Sub-folder of PrivateFiles::dir(). */
	public const FOLDER = 'catalogue-imports';

	/** Folder under uploads/ that earlier versions used (removed by clean_old()). */
	private const LEGACY_FOLDER = 'kabelshop-private';

	/** Largest accepted file in bytes (5 MB is far above a 20,000-row ERP export). */
	public const MAX_BYTES = 5242880;

	/**
	 * Stores a file's contents for a user.
	 *
	 * @param string $contents File contents.
	 * @param int    $user_id  Owner.
	 * @return string The file id (32 hex characters).
	 * @throws \RuntimeException When the private folder or the file cannot be written.
	 */
	public function put( string $contents, int $user_id ): string {
		PrivateFiles::folder( self::FOLDER );
		$this->clean_old();
		$id = bin2hex( random_bytes( 16 ) );
		if ( false === file_put_contents( $this->path( $id ), $contents ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- private folder, not uploads.
			throw new \RuntimeException( 'cannot write the uploaded file' );
		}
		set_transient( 'kabelshop_import_' . $id, $user_id, DAY_IN_SECONDS );
		return $id;
	}

	/**
	 * Contents of a stored file, or null when it does not exist or belongs to another user.
	 *
	 * @param string $id      File id.
	 * @param int    $user_id Asking user.
	 */
	public function get( string $id, int $user_id ): ?string {
		if ( ! preg_match( '/^[a-f0-9]{32}$/', $id ) || (int) get_transient( 'kabelshop_import_' . $id ) !== $user_id || ! is_readable( $this->path( $id ) ) ) {
			return null;
		}
		return (string) file_get_contents( $this->path( $id ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the private folder, not uploads.
	}

	/**
	 * Removes a stored file.
	 *
	 * @param string $id File id.
	 */
	public function delete( string $id ): void {
		if ( preg_match( '/^[a-f0-9]{32}$/', $id ) ) {
			wp_delete_file( $this->path( $id ) );
			delete_transient( 'kabelshop_import_' . $id );
		}
	}

	/**
	 * Absolute path of a file id (whether or not the file exists; put() creates the folder).
	 *
	 * @param string $id File id (32 hex characters).
	 */
	public function path( string $id ): string {
		return PrivateFiles::dir() . '/' . self::FOLDER . '/' . $id . '.csv';
	}

	/**
	 * Deletes stored files older than a day (the owner transients have expired by then; sites that
	 * share the private folder have the same rule) and the old folder under uploads/.
	 */
	private function clean_old(): void {
		foreach ( (array) glob( dirname( $this->path( '' ) ) . '/*.csv' ) as $file ) {
			if ( is_string( $file ) && filemtime( $file ) < time() - DAY_IN_SECONDS ) {
				wp_delete_file( $file );
			}
		}
		$legacy = trailingslashit( wp_upload_dir( null, false )['basedir'] ) . self::LEGACY_FOLDER . '/';
		if ( is_dir( $legacy ) ) {
			foreach ( array_merge( (array) glob( $legacy . '*.csv' ), array( $legacy . '.htaccess', $legacy . 'index.php' ) ) as $file ) {
				if ( is_string( $file ) && is_file( $file ) ) {
					wp_delete_file( $file );
				}
			}
			@rmdir( $legacy ); // phpcs:ignore WordPress.PHP.NoSilencedErrors, WordPress.WP.AlternativeFunctions -- our own old folder, left in place when it holds anything else.
		}
	}
}
