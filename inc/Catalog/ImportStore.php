<?php
/**
 * Private storage of uploaded catalogue files.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

/**
 * Keeps an uploaded CSV under uploads/kabelshop-private/ (a deny-all .htaccess, an empty
 * index.php and an unguessable 128-bit name), owned by the user who uploaded it: only that user's
 * later import steps can read it. Files are removed after a successful import or after a day.
 */
final class ImportStore {

	/** Largest accepted file in bytes (5 MB is far above a 20,000-row ERP export). */
	public const MAX_BYTES = 5242880;

	/**
	 * Stores a file's contents for a user.
	 *
	 * @param string $contents File contents.
	 * @param int    $user_id  Owner.
	 * @return string The file id (32 hex characters).
	 * @throws \RuntimeException When the file cannot be written.
	 */
	public function put( string $contents, int $user_id ): string {
		$this->clean_old();
		$id = bin2hex( random_bytes( 16 ) );
		if ( false === file_put_contents( $this->path( $id ), $contents ) ) {
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
		return (string) file_get_contents( $this->path( $id ) );
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
	 * The private directory, created with its guards on first use.
	 */
	private function dir(): string {
		$uploads = wp_upload_dir( null, false );
		$dir     = trailingslashit( $uploads['basedir'] ) . 'kabelshop-private/';
		if ( ! is_dir( $dir ) ) {
			wp_mkdir_p( $dir );
			file_put_contents( $dir . '.htaccess', "Require all denied\nDeny from all\n" );
			file_put_contents( $dir . 'index.php', "<?php\n// Silence.\n" );
		}
		return $dir;
	}

	/**
	 * Path of a file id.
	 *
	 * @param string $id File id.
	 */
	private function path( string $id ): string {
		return $this->dir() . $id . '.csv';
	}

	/**
	 * Deletes stored files older than a day.
	 */
	private function clean_old(): void {
		foreach ( (array) glob( $this->dir() . '*.csv' ) as $file ) {
			if ( is_string( $file ) && filemtime( $file ) < time() - DAY_IN_SECONDS ) {
				wp_delete_file( $file );
			}
		}
	}
}
