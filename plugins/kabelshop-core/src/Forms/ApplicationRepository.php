<?php
/**
 * Stores, reads and deletes job applications and their CV files.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\FieldRules;
use Kabelshop\Documents\LookupLog;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Domain\ShopException;
use Kabelshop\Setup\Database;

/**
 * The only code that talks SQL to FormTables::applications_name() and writes the CV files
 * (Documents\PrivateFiles, sub-folder FOLDER/<year>, random names: never below the web root,
 * never reachable by URL; delivered only by Admin\ApplicationsPage's nonce-checked download).
 *
 * All or nothing: create() is called with a file already checked (CvFile::check()); it moves the
 * file into private storage, then writes the row in a transaction; when the row fails the moved
 * file is deleted again, so neither a row without its file nor a file without its row is left.
 *
 * Application shape of find()/page(): { id: int, opening_id: int, opening_title, name, email,
 * phone, cover_note, cv_path, cv_name, cv_type: string, cv_bytes: int, language, consent_text,
 * consent_at, mail_status, created_at: string }.
 */
final class ApplicationRepository {

	/** Sub-folder of the private folder. */
	public const FOLDER = 'applications';

	/**
	 * Stores an application with its CV.
	 *
	 * @param array{opening: int, name: string, email: string, phone: string, cover_note: string} $clean From Application::validate().
	 * @param array{path: string, type: string, bytes: int, name: string, uploaded: bool}         $cv    The checked file: its
	 *       current path, CvFile type, size, the sender's file name, and whether it is a PHP upload (moved with
	 *       move_uploaded_file()) or a local file (copied; tests and imports).
	 * @param string                                                                              $language     'hr' | 'en' | 'sr'.
	 * @param string                                                                              $consent_text The consent sentence as shown.
	 * @param string                                                                              $ip           Sender's IP (stored only as a hash).
	 * @return int The new id.
	 * @throws ShopException Failed (500) kabelshop_application_not_saved when the file or the row cannot be written (nothing kept).
	 */
	public function create( array $clean, array $cv, string $language, string $consent_text, string $ip ): int {
		global $wpdb;
		$relative = '';
		try {
			$relative = self::store_file( $cv );
			$now      = current_time( 'mysql', true );
			return Database::transaction(
				static function () use ( $wpdb, $clean, $cv, $relative, $language, $consent_text, $ip, $now ): int {
					$ok = $wpdb->insert(
						FormTables::applications_name(),
						array(
							'opening_id'    => $clean['opening'],
							'opening_title' => Openings::title( $clean['opening'] ),
							'name'          => $clean['name'],
							'email'         => $clean['email'],
							'phone'         => $clean['phone'],
							'cover_note'    => $clean['cover_note'],
							'cv_path'       => $relative,
							'cv_name'       => self::display_name( $cv['name'], $cv['type'] ),
							'cv_type'       => $cv['type'],
							'cv_bytes'      => $cv['bytes'],
							'language'      => $language,
							'consent_text'  => $consent_text,
							'consent_at'    => $now,
							'ip_hash'       => '' === $ip ? '' : LookupLog::ip_hash( $ip ),
							'mail_status'   => ContactMessage::MAIL_PENDING,
							'created_at'    => $now,
						),
						array( '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%s', '%d', '%s', '%s', '%s', '%s', '%s', '%s' )
					);
					if ( false === $ok ) {
						throw new \RuntimeException( 'application not written: ' . $wpdb->last_error );
					}
					return (int) $wpdb->insert_id;
				}
			);
		} catch ( \Throwable $e ) {
			if ( '' !== $relative ) {
				PrivateFiles::delete( $relative );
			}
			throw new ShopException( 'kabelshop_application_not_saved', FieldRules::message( 'SERVER_ERROR' ), ShopException::FAILED, array(), $e );
		}
	}

	/**
	 * Moves (upload) or copies (local file) the CV into private storage under a random name.
	 *
	 * @param array{path: string, type: string, bytes: int, name: string, uploaded: bool} $cv The checked file.
	 * @return string Path relative to PrivateFiles::dir().
	 * @throws \RuntimeException When the folder or the file cannot be written.
	 */
	private static function store_file( array $cv ): string {
		$folder   = self::FOLDER . '/' . gmdate( 'Y' );
		$relative = $folder . '/' . bin2hex( random_bytes( 16 ) ) . '.' . $cv['type'];
		$target   = PrivateFiles::folder( $folder ) . '/' . basename( $relative );
		$done     = $cv['uploaded'] ? self::move_upload( $cv, $target ) : copy( $cv['path'], $target );
		if ( ! $done ) {
			throw new \RuntimeException( 'CV not stored at ' . $target );
		}
		chmod( $target, 0640 ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- private folder: owner and group only.
		return $relative;
	}

	/**
	 * Moves an uploaded CV to $target with WordPress's own upload handler (wp_handle_upload(): its
	 * is_uploaded_file() check, the wp_handle_upload_prefilter and wp_handle_upload filters a
	 * security plugin hooks), pointed at the private folder instead of uploads/ for this one call.
	 * The type was checked by content already (CvFile::check()), so WordPress's extension check is
	 * not repeated.
	 *
	 * @param array{path: string, type: string, bytes: int, name: string, uploaded: bool} $cv     The checked file.
	 * @param string                                                                      $target Absolute path in the private folder.
	 * @return bool Whether the file is at $target.
	 */
	private static function move_upload( array $cv, string $target ): bool {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$folder = static function ( array $dirs ) use ( $target ): array {
			return array_merge(
				$dirs,
				array(
					'path'    => dirname( $target ),
					'url'     => '',
					'subdir'  => '',
					'basedir' => dirname( $target ),
					'baseurl' => '',
					'error'   => false,
				)
			);
		};
		$file   = array(
			'name'     => basename( $target ),
			'type'     => CvFile::MIME[ $cv['type'] ] ?? 'application/octet-stream',
			'tmp_name' => $cv['path'],
			'error'    => UPLOAD_ERR_OK,
			'size'     => $cv['bytes'],
		);
		add_filter( 'upload_dir', $folder, PHP_INT_MAX );
		try {
			$moved = wp_handle_upload(
				$file,
				array(
					'test_form'                => false,
					'test_type'                => false,
					'unique_filename_callback' => static fn(): string => basename( $target ),
				)
			);
		} finally {
			remove_filter( 'upload_dir', $folder, PHP_INT_MAX );
		}
		return isset( $moved['file'] ) && realpath( (string) $moved['file'] ) === realpath( $target );
	}

	/**
	 * The sender's file name as shown in wp-admin and offered on download: sanitised, with the
	 * extension of the type the content has (not the one the sender gave).
	 *
	 * @param string $name Original name.
	 * @param string $type CvFile type.
	 */
	public static function display_name( string $name, string $type ): string {
		$base = sanitize_file_name( (string) pathinfo( $name, PATHINFO_FILENAME ) );
		$base = '' === $base ? 'cv' : mb_substr( $base, 0, 150 );
		return $base . '.' . $type;
	}

	/**
	 * One application, or null.
	 *
	 * @param int $id Application id.
	 * @return array<string, mixed>|null See the class comment.
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = FormTables::applications_name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return is_array( $row ) ? self::shape( $row ) : null;
	}

	/**
	 * A page of applications, newest first.
	 *
	 * @param int $page     1-based page.
	 * @param int $per_page Rows per page (1..200).
	 * @return array{rows: list<array<string, mixed>>, total: int}
	 */
	public function page( int $page, int $per_page ): array {
		global $wpdb;
		$table    = FormTables::applications_name();
		$per_page = max( 1, min( 200, $per_page ) );
		$offset   = ( max( 1, $page ) - 1 ) * $per_page;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d", $per_page, $offset ), ARRAY_A );
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
		// phpcs:enable
		// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
		return array(
			'rows'  => array_values( array_map( array( self::class, 'shape' ), $rows ) ),
			'total' => $total,
		);
	}

	/**
	 * Records whether the mail to staff went out.
	 *
	 * @param int    $id          Application id.
	 * @param string $mail_status ContactMessage::MAIL_SENT or MAIL_FAILED.
	 */
	public function set_mail_status( int $id, string $mail_status ): void {
		global $wpdb;
		$wpdb->update( FormTables::applications_name(), array( 'mail_status' => $mail_status ), array( 'id' => $id ), array( '%s' ), array( '%d' ) );
	}

	/**
	 * Deletes an application: its file, then its row.
	 *
	 * @param int $id Application id.
	 * @return bool False when there is no such application.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		$application = $this->find( $id );
		if ( null === $application ) {
			return false;
		}
		PrivateFiles::delete( (string) $application['cv_path'] );
		return false !== $wpdb->delete( FormTables::applications_name(), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * Deletes every application (row and file) sent more than $days days before $now (GDPR art.
	 * 5(1)(e); run daily by FormsService's cron event).
	 *
	 * @param int      $days Retention period in days (>= 1).
	 * @param int|null $now  Unix time to count from (null: now).
	 * @return int How many applications were deleted.
	 */
	public function purge( int $days, ?int $now = null ): int {
		global $wpdb;
		$table  = FormTables::applications_name();
		$cutoff = gmdate( 'Y-m-d H:i:s', ( $now ?? time() ) - max( 1, $days ) * DAY_IN_SECONDS );
		$ids    = (array) $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE created_at < %s ORDER BY id LIMIT 1000", $cutoff ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$done   = 0;
		foreach ( $ids as $id ) {
			$done += $this->delete( (int) $id ) ? 1 : 0;
		}
		return $done;
	}

	/**
	 * Typed row.
	 *
	 * @param array<string, string|null> $row Database row.
	 * @return array<string, mixed>
	 */
	private static function shape( array $row ): array {
		$out = array(
			'id'         => (int) $row['id'],
			'opening_id' => (int) $row['opening_id'],
			'cv_bytes'   => (int) $row['cv_bytes'],
		);
		foreach ( array( 'opening_title', 'name', 'email', 'phone', 'cover_note', 'cv_path', 'cv_name', 'cv_type', 'language', 'consent_text', 'consent_at', 'mail_status', 'created_at' ) as $key ) {
			$out[ $key ] = (string) ( $row[ $key ] ?? '' );
		}
		return $out;
	}
}
