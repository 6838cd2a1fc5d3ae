<?php
/**
 * The wp-admin screen "Kabelshop -> Job applications".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Forms\ApplicationListTable;
use Kabelshop\Forms\ApplicationRepository;
use Kabelshop\Forms\ContactMessage;
use Kabelshop\Forms\CvFile;
use Kabelshop\Forms\FormsService;
use Kabelshop\Forms\FormsSettings;
use Kabelshop\Forms\Openings;

/**
 * Lists job applications (Forms\ApplicationListTable) and shows one (?application=<id>) with a
 * download link for its CV and a delete button. Capability FormsService::CAP_APPLICATIONS
 * (administrators only: HR data). The CV is delivered only by the admin-post.php action
 * DOWNLOAD_ACTION (capability and a nonce bound to the application checked, the file streamed
 * from private storage as an attachment); there is no other way to reach it (PrivateFiles).
 * Deleting posts back to the screen (nonce DELETE_ACTION). Templates: admin/applications,
 * admin/application.
 */
final class ApplicationsPage extends AdminPage {

	public const SLUG            = 'kabelshop-applications';
	public const DOWNLOAD_ACTION = 'kabelshop_application_cv';
	public const DELETE_ACTION   = 'kabelshop_application_delete';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Job applications', 'kabelshop-core' );
	}

	/** HR data: administrators only by default. */
	public function capability(): string {
		return FormsService::CAP_APPLICATIONS;
	}

	/** After the contact messages. */
	protected function priority(): int {
		return 32;
	}

	/** The CV download handler. */
	protected function register_handlers(): void {
		add_action( 'admin_post_' . self::DOWNLOAD_ACTION, array( $this, 'download' ) );
	}

	/**
	 * The CV download URL of an application (nonce bound to it and to the current user), not
	 * HTML-escaped (escape it when printing).
	 *
	 * @param int $id Application id.
	 */
	public static function download_url( int $id ): string {
		return add_query_arg(
			array(
				'action'      => self::DOWNLOAD_ACTION,
				'application' => $id,
				'_wpnonce'    => wp_create_nonce( self::DOWNLOAD_ACTION . '_' . $id ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * The day an application sent at $created_at (UTC) will be deleted, 'd.m.Y.' in the site's zone.
	 *
	 * @param string $created_at UTC 'Y-m-d H:i:s'.
	 */
	public static function deleted_on( string $created_at ): string {
		$time = strtotime( $created_at . ' UTC' );
		return false === $time ? '' : wp_date( 'd.m.Y.', $time + FormsSettings::retention_days() * DAY_IN_SECONDS );
	}

	/**
	 * Streams a CV (admin-post.php action): capability, then the nonce, then the file; 403/404 otherwise.
	 */
	public function download(): never {
		$this->guard();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the nonce is checked right below, bound to this id.
		$id = isset( $_GET['application'] ) ? absint( wp_unslash( $_GET['application'] ) ) : 0;
		check_admin_referer( self::DOWNLOAD_ACTION . '_' . $id );
		$file = self::file( $id );
		if ( null === $file ) {
			wp_die( esc_html__( 'This application or its CV no longer exists.', 'kabelshop-core' ), '', array( 'response' => 404 ) );
		}
		nocache_headers();
		header( 'Content-Type: ' . $file['mime'] );
		header( 'Content-Length: ' . (string) filesize( $file['path'] ) );
		header( 'Content-Disposition: attachment; filename="' . $file['name'] . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		readfile( $file['path'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- streams a private file.
		exit;
	}

	/**
	 * The stored CV of an application.
	 *
	 * @param int $id Application id.
	 * @return array{path: string, mime: string, name: string}|null Absolute path, Content-Type and a header-safe file name, or null.
	 */
	public static function file( int $id ): ?array {
		$application = ( new ApplicationRepository() )->find( $id );
		$path        = null === $application ? null : PrivateFiles::path( (string) $application['cv_path'] );
		if ( null === $application || null === $path ) {
			return null;
		}
		return array(
			'path' => $path,
			'mime' => CvFile::MIME[ $application['cv_type'] ] ?? 'application/octet-stream',
			'name' => (string) preg_replace( '/[^A-Za-z0-9._-]+/', '-', (string) $application['cv_name'] ),
		);
	}

	/**
	 * Deletes an application (POST from its screen), then redirects to the list.
	 */
	public function load(): void {
		if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['application_id'] ) ) {
			return;
		}
		$this->guard();
		check_admin_referer( self::DELETE_ACTION );
		$id = absint( wp_unslash( $_POST['application_id'] ) );
		if ( ( new ApplicationRepository() )->delete( $id ) ) {
			self::redirect_with_notice( $this->url(), 'success', __( 'The application and its CV were deleted.', 'kabelshop-core' ) );
		}
		self::redirect_with_notice( $this->url(), 'error', __( 'The application was not deleted. Please try again.', 'kabelshop-core' ) );
	}

	/**
	 * The list, or with ?application=<id> the application.
	 *
	 * @return array<string, mixed> List: template, table, retention (days). One: template, back,
	 *         application (ApplicationRepository::find() or null), opening, date, deleted_on,
	 *         download (URL), size, mail_label, action, nonce_action.
	 */
	protected function view(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing what to show.
		$id = isset( $_GET['application'] ) ? absint( wp_unslash( $_GET['application'] ) ) : 0;
		if ( $id <= 0 ) {
			$table = new ApplicationListTable();
			$table->prepare_items();
			return array(
				'template'  => 'applications',
				'table'     => $table,
				'retention' => FormsSettings::retention_days(),
			);
		}
		$application = ( new ApplicationRepository() )->find( $id );
		$view        = array(
			'template'    => 'application',
			'back'        => $this->url(),
			'application' => $application,
		);
		if ( null === $application ) {
			return $view;
		}
		return array_merge(
			$view,
			array(
				'opening'      => 0 === $application['opening_id'] ? Openings::title( 0 ) : (string) $application['opening_title'],
				'date'         => get_date_from_gmt( (string) $application['created_at'], 'd.m.Y. H:i' ),
				'deleted_on'   => self::deleted_on( (string) $application['created_at'] ),
				'download'     => self::download_url( $id ),
				'size'         => (string) size_format( (int) $application['cv_bytes'], 1 ),
				'mail_label'   => ContactMessage::mail_status_label( (string) $application['mail_status'] ),
				'action'       => $this->url( array( 'application' => $id ) ),
				'nonce_action' => self::DELETE_ACTION,
			)
		);
	}
}
