<?php
/**
 * Job applications below the route: the CV check, openings, storage, mails, retention, download guard.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Forms;

use Kabelshop\Admin\ApplicationsPage;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Domain\ShopException;
use Kabelshop\Forms\Application;
use Kabelshop\Forms\ApplicationRepository;
use Kabelshop\Forms\ApplicationService;
use Kabelshop\Forms\ContactMessage;
use Kabelshop\Forms\CvFile;
use Kabelshop\Forms\FormsService;
use Kabelshop\Forms\FormsSettings;
use Kabelshop\Forms\FormTables;
use Kabelshop\Forms\Openings;
use Kabelshop\Tests\Accounts\RegistrationRouteTest;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * The route itself (multipart upload through PHP) is tested over HTTP in ApplicationsHttpTest;
 * here its parts run in-process with local files.
 */
final class ApplicationsTest extends TestCase {

	use CapturesMail;
	use MakesCvFiles;

	/** @var list<int> Posts made. */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		update_option( FormsSettings::OPTION_APPLICATIONS, 'hr-desk@example.test' );
		RegistrationRouteTest::use_language( 'en' );
		add_filter( 'wp_die_handler', array( $this, 'die_handler_name' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'wp_die_handler', array( $this, 'die_handler_name' ) );
		remove_filter( 'pre_wp_mail', '__return_false' );
		remove_filter( 'query', array( $this, 'break_application_insert' ) );
		RegistrationRouteTest::use_language( null );
		$this->stop_capturing_mails();
		delete_option( FormsSettings::OPTION_APPLICATIONS );
		delete_option( FormsSettings::OPTION_RETENTION );
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		$this->remove_cv_files();
		unset( $_GET['application'], $_GET['_wpnonce'], $_REQUEST['_wpnonce'] );
		parent::tearDown();
	}

	/**
	 * Filter wp_die_handler.
	 *
	 * @return callable
	 */
	public function die_handler_name(): callable {
		return array( $this, 'die_handler' );
	}

	/**
	 * wp_die() replacement: throws with the status as code.
	 *
	 * @param string|\WP_Error     $message Message.
	 * @param string|int           $title   Title or status.
	 * @param array<string, mixed> $args    Arguments.
	 * @throws \RuntimeException Always.
	 */
	public function die_handler( $message, $title = '', $args = array() ): void {
		$status = is_int( $title ) ? $title : (int) ( $args['response'] ?? 500 );
		throw new \RuntimeException( is_string( $message ) ? $message : 'wp_die', $status ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test only.
	}

	/**
	 * A job opening.
	 *
	 * @param string $state  'open' | 'closed' (the "Open for applications" box).
	 * @param string $closes Closing date Y-m-d or ''.
	 * @param string $status Post status.
	 */
	private function opening( string $state = 'open', string $closes = '', string $status = 'publish' ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => Openings::POST_TYPE,
				'post_title'  => 'Warehouse clerk ' . $this->unique(),
				'post_status' => $status,
			)
		);
		update_post_meta( $id, Openings::META_OPEN, 'open' === $state ? 1 : 0 );
		if ( '' !== $closes ) {
			update_post_meta( $id, Openings::META_CLOSING, $closes );
		}
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * Valid input for Application::validate().
	 *
	 * @param int $opening Opening id.
	 * @return array<string, mixed>
	 */
	private function input( int $opening = 0 ): array {
		return array(
			'opening'    => (string) $opening,
			'name'       => 'Marko Marić',
			'email'      => $this->unique( 'applicant' ) . '@example.test',
			'phone'      => '091/555-1234',
			'cover_note' => 'Forklift licence, five years in a cable warehouse.',
			'consent'    => '1',
		);
	}

	/**
	 * A checked local CV for ApplicationService/Repository.
	 *
	 * @param string $path File.
	 * @return array{path: string, type: string, bytes: int, name: string, uploaded: bool}
	 */
	private function cv( string $path ): array {
		$checked = CvFile::check( $path );
		$this->assertIsArray( $checked, is_string( $checked ) ? $checked : '' );
		return array(
			'path'     => $path,
			'type'     => $checked['type'],
			'bytes'    => $checked['bytes'],
			'name'     => 'Marko Marić CV.' . $checked['type'],
			'uploaded' => false,
		);
	}

	/** Files in the applications folder. */
	private function stored_files(): int {
		return count( glob( PrivateFiles::dir() . '/' . ApplicationRepository::FOLDER . '/*/*' ) ?: array() );
	}

	/** Rows in the applications table. */
	private function count_rows(): int {
		global $wpdb;
		$table = FormTables::applications_name();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	public function test_a_real_pdf_and_docx_are_accepted_by_content(): void {
		$this->assertSame( CvFile::TYPE_PDF, CvFile::check( $this->pdf() )['type'] );
		$this->assertSame( CvFile::TYPE_DOCX, CvFile::check( $this->docx() )['type'] );
	}

	public function test_an_exe_renamed_pdf_a_plain_zip_an_empty_file_and_6_mb_are_refused(): void {
		$this->assertSame( 'The CV must be a PDF or DOCX file. This file is neither.', CvFile::check( $this->exe_named_pdf() ) );
		$this->assertSame( 'The CV must be a PDF or DOCX file. This file is neither.', CvFile::check( $this->zip_named_docx() ) );
		$this->assertSame( 'The CV must be a PDF or DOCX file. This file is neither.', CvFile::check( $this->cv_file( 'Dear HR, %PDF-1.4', '.pdf' ) ), 'the header must come first' );
		$this->assertSame( 'Please attach your CV as a PDF or DOCX file.', CvFile::check( $this->cv_file( '', '.pdf' ) ) );
		$this->assertSame( CvFile::too_big(), CvFile::check( $this->pdf_of_size( 6 * 1024 * 1024 ) ) );
		$this->assertSame( CvFile::TYPE_PDF, CvFile::check( $this->pdf_of_size( CvFile::MAX_BYTES ) )['type'], 'exactly 5 MB is allowed' );
		$this->assertSame( CvFile::too_big(), CvFile::check( $this->pdf_of_size( CvFile::MAX_BYTES + 1 ) ) );
	}

	public function test_openings_closed_unknown_or_not_a_job_are_refused_naming_the_field(): void {
		$open = $this->opening();
		$this->assertSame( array(), Application::validate( $this->input( $open ) )[1] );
		$this->assertSame( array(), Application::validate( $this->input( 0 ) )[1], '0 is an open application' );
		$this->assertSame( array(), Application::validate( $this->input( $this->opening( 'open', gmdate( 'Y-m-d', time() + 7 * DAY_IN_SECONDS ) ) ) )[1] );

		$refused = array(
			'closed'           => $this->opening( 'closed' ),
			'past closing day' => $this->opening( 'open', '2020-01-31' ),
			'draft'            => $this->opening( 'open', '', 'draft' ),
			'unknown'          => 999999999,
			'a page'           => $this->posts[] = (int) wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_title'  => 'Not a job',
					'post_status' => 'publish',
				)
			),
		);
		foreach ( $refused as $case => $id ) {
			$errors = Application::validate( $this->input( $id ) )[1];
			$this->assertSame( array( 'opening' ), array_keys( $errors ), $case );
			$this->assertStringContainsString( 'does not take applications', $errors['opening'] );
		}
		$this->assertArrayHasKey( 'opening', Application::validate( array_merge( $this->input(), array( 'opening' => 'abc' ) ) )[1] );
		$this->assertSame( 'This field is required', Application::validate( array_merge( $this->input(), array( 'opening' => '' ) ) )[1]['opening'] );
	}

	public function test_every_bad_field_is_named(): void {
		$errors = Application::validate( array( 'cover_note' => str_repeat( 'c', Application::NOTE_MAX + 1 ) ) )[1];
		$this->assertSame( array( 'opening', 'name', 'email', 'phone', 'cover_note', 'consent' ), array_keys( $errors ) );
		$errors = Application::validate( array_merge( $this->input(), array( 'phone' => '12', 'email' => 'x@y' ) ) )[1];
		$this->assertSame( array( 'email' => 'Email address is not valid', 'phone' => 'Phone number is not valid' ), $errors );
	}

	public function test_stored_privately_then_mailed_to_staff_with_a_link_and_a_copy_to_the_applicant(): void {
		$opening   = $this->opening();
		list( $clean ) = Application::validate( $this->input( $opening ) );
		$id          = ( new ApplicationService() )->submit( $clean, $this->cv( $this->pdf() ), 'en', '203.0.113.9' );
		$application = ( new ApplicationRepository() )->find( $id );
		$this->assertNotNull( $application );
		$this->assertSame( $opening, $application['opening_id'] );
		$this->assertSame( get_the_title( $opening ), $application['opening_title'] );
		$this->assertSame( 'pdf', $application['cv_type'] );
		$this->assertSame( 'Marko-Maric-CV.pdf', $application['cv_name'] );
		$this->assertSame( ContactMessage::MAIL_SENT, $application['mail_status'] );
		$this->assertStringContainsString( '180 days', $application['consent_text'] );

		$path = PrivateFiles::path( $application['cv_path'] );
		$this->assertNotNull( $path );
		$this->assertStringStartsNotWith( rtrim( ABSPATH, '/' ) . '/', $path, 'not below the WordPress document root' );
		$this->assertStringEndsNotWith( 'Marko-Maric-CV.pdf', $path, 'stored under a random name' );
		$this->assertStringStartsWith( '%PDF-', (string) file_get_contents( $path ) );

		$this->assertSame( array( 'hr-desk@example.test', $clean['email'] ), $this->mail_recipients() );
		$staff = $this->mail_to( 'hr-desk@example.test' );
		$this->assertStringContainsString( 'page=kabelshop-applications&application=' . $id, $staff['message'] );
		$this->assertSame( array(), (array) $staff['attachments'], 'no CV attached' );
		$this->assertStringContainsString( 'Reply-To: "Marko Marić" <' . $clean['email'] . '>', implode( "\n", (array) $staff['headers'] ) );
		$this->assertStringContainsString( 'Prijava za posao', $staff['subject'], 'a mailbox that is no user reads Croatian' );
		$copy = $this->mail_to( $clean['email'] );
		$this->assertStringContainsString( 'Thank you for your application.', $copy['message'] );
		$this->assertStringContainsString( 'We keep your application and CV for 180 days, then delete them.', $copy['message'] );
		$this->assertSame( array(), (array) $copy['attachments'] );
	}

	public function test_the_receipt_to_the_applicant_echoes_nothing_the_sender_typed(): void {
		$input         = array_merge(
			$this->input( $this->opening() ),
			array(
				'name'       => 'Win Prizes www.spam-name.example',
				'cover_note' => "Cheap watches at https://spam-note.example/buy and <a href=\"http://x.example\">here</a>\nCall 555-SPAM-NOW",
			)
		);
		list( $clean ) = Application::validate( $input );
		( new ApplicationService() )->submit( $clean, $this->cv( $this->pdf() ), 'en', '' );
		$copy = $this->mail_to( $clean['email'] );
		$text = $copy['subject'] . "\n" . $copy['message'] . "\n" . implode( "\n", (array) $copy['headers'] );
		foreach ( array( 'spam-name.example', 'Win Prizes', 'spam-note.example', 'x.example', '555-SPAM', 'Cheap watches', $clean['phone'], 'Marko-Maric-CV.pdf' ) as $typed ) {
			$this->assertStringNotContainsString( $typed, $text, 'the receipt repeats nothing the sender typed' );
		}
		$this->assertSame( array( home_url( '/' ) ), array_values( array_filter( (array) preg_split( '/\s+/', $copy['message'] ), static fn( string $word ): bool => 1 === preg_match( '#^(https?://|www\.)#', $word ) ) ), 'the only link is the shop\'s own' );
		$this->assertStringContainsString( 'We have received it', $copy['message'] );
		$staff = $this->mail_to( 'hr-desk@example.test' );
		$this->assertStringContainsString( 'spam-note.example', $staff['message'], 'staff still read the whole application' );
	}

	public function test_without_a_recipient_set_the_company_jobs_email_gets_it(): void {
		delete_option( FormsSettings::OPTION_APPLICATIONS );
		list( $clean ) = Application::validate( $this->input() );
		( new ApplicationService() )->submit( $clean, $this->cv( $this->docx() ), 'en', '' );
		$this->assertContains( \Kabelshop\Content\Company::details()['jobs_email'], $this->mail_recipients() );
	}

	public function test_the_stored_application_survives_a_failing_mailer(): void {
		add_filter( 'pre_wp_mail', '__return_false' );
		list( $clean ) = Application::validate( $this->input() );
		$id            = ( new ApplicationService() )->submit( $clean, $this->cv( $this->pdf() ), 'hr', '' );
		$application   = ( new ApplicationRepository() )->find( $id );
		$this->assertNotNull( $application );
		$this->assertSame( ContactMessage::MAIL_FAILED, $application['mail_status'] );
		$this->assertNotNull( PrivateFiles::path( $application['cv_path'] ), 'the CV is kept too' );
	}

	/**
	 * Filter query: makes the INSERT into the applications table fail.
	 *
	 * @param string $query SQL.
	 */
	public function break_application_insert( $query ): string {
		return str_starts_with( (string) $query, 'INSERT INTO `' . FormTables::applications_name() . '`' ) ? 'INSERT INTO no_such_table_kabelshop (x) VALUES (1)' : (string) $query;
	}

	public function test_when_the_row_fails_the_moved_file_is_removed(): void {
		global $wpdb;
		list( $clean ) = Application::validate( $this->input() );
		$files         = $this->stored_files();
		$rows          = $this->count_rows();
		add_filter( 'query', array( $this, 'break_application_insert' ) );
		$suppress = $wpdb->suppress_errors( true );
		try {
			( new ApplicationService() )->submit( $clean, $this->cv( $this->pdf() ), 'en', '' );
			$this->fail( 'expected the write to fail' );
		} catch ( ShopException $e ) {
			$this->assertSame( 500, $e->status );
			$this->assertSame( 'kabelshop_application_not_saved', $e->error_code );
		} finally {
			$wpdb->suppress_errors( $suppress );
			remove_filter( 'query', array( $this, 'break_application_insert' ) );
		}
		$this->assertSame( $files, $this->stored_files(), 'no file left without its row' );
		$this->assertSame( $rows, $this->count_rows() );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_retention_purge_deletes_old_rows_and_files_and_keeps_recent_ones(): void {
		global $wpdb;
		update_option( FormsSettings::OPTION_RETENTION, 30 );
		$repository    = new ApplicationRepository();
		list( $clean ) = Application::validate( $this->input() );
		$old           = ( new ApplicationService() )->submit( $clean, $this->cv( $this->pdf() ), 'en', '' );
		$recent        = ( new ApplicationService() )->submit( $clean, $this->cv( $this->docx() ), 'en', '' );
		$wpdb->update( FormTables::applications_name(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 31 * DAY_IN_SECONDS ) ), array( 'id' => $old ) );
		$wpdb->update( FormTables::applications_name(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 29 * DAY_IN_SECONDS ) ), array( 'id' => $recent ) );
		$old_file    = (string) PrivateFiles::path( $repository->find( $old )['cv_path'] );
		$recent_file = (string) PrivateFiles::path( $repository->find( $recent )['cv_path'] );
		$this->assertFileExists( $old_file );

		do_action( FormsService::PURGE_HOOK );

		$this->assertNull( $repository->find( $old ) );
		$this->assertFileDoesNotExist( $old_file );
		$this->assertNotNull( $repository->find( $recent ) );
		$this->assertFileExists( $recent_file );
		$this->assertNotFalse( wp_next_scheduled( FormsService::PURGE_HOOK ), 'the daily event is scheduled' );
		$repository->delete( $recent );
		$this->assertFileDoesNotExist( $recent_file );
	}

	public function test_a_customer_or_a_visitor_cannot_download_a_cv(): void {
		list( $clean ) = Application::validate( $this->input() );
		$id            = ( new ApplicationService() )->submit( $clean, $this->cv( $this->pdf() ), 'en', '' );
		$page          = new ApplicationsPage();
		foreach ( array( 'visitor' => 0, 'customer' => $this->make_customer() ) as $who => $user ) {
			$this->login( $user );
			$_GET['application'] = (string) $id;
			$_REQUEST['_wpnonce'] = wp_create_nonce( ApplicationsPage::DOWNLOAD_ACTION . '_' . $id );
			ob_start();
			try {
				$page->download();
			} catch ( \RuntimeException $e ) {
				$this->assertSame( 403, $e->getCode(), $who );
			} finally {
				$output = (string) ob_get_clean();
			}
			$this->assertStringNotContainsString( '%PDF-', $output, $who );
		}
		$this->logout();
		( new ApplicationRepository() )->delete( $id );
	}
}
