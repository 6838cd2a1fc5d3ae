<?php
/**
 * POST kabelshop/v1/applications over real HTTP with real multipart uploads.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Forms;

use Kabelshop\Admin\ApplicationsPage;
use Kabelshop\Admin\ContactMessagesPage;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Forms\ApplicationRepository;
use Kabelshop\Forms\FormsService;
use Kabelshop\Forms\FormTables;
use Kabelshop\Forms\Openings;
use Kabelshop\Security\BotCheckSettings;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\Security\SiteClient;
use Kabelshop\Tests\Support\BrowsesAsUser;
use Kabelshop\Tests\TestCase;

/**
 * The served test site (bin/test.sh) receives the upload as a browser sends it (PHP's own
 * multipart parsing, is_uploaded_file()), from 127.0.0.1; its rate-limit count is reset around
 * each test. Listing and downloading are checked as an administrator and a customer with real
 * session cookies.
 */
final class ApplicationsHttpTest extends TestCase {

	use BrowsesAsUser;
	use MakesCvFiles;

	/** @var list<int> Posts made. */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		if ( null === SiteClient::from_env() ) {
			$this->markTestSkipped( 'needs the site bin/test.sh serves (KABELSHOP_TEST_URL)' );
		}
		RateLimiter::reset( 'application:ip:127.0.0.1' );
	}

	protected function tearDown(): void {
		RateLimiter::reset( 'application:ip:127.0.0.1' );
		foreach ( $this->posts as $post ) {
			wp_delete_post( $post, true );
		}
		$this->remove_cv_files();
		unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		parent::tearDown();
	}

	/**
	 * Sends an application as a visitor's browser would (nonce, XSRF cookie and header, multipart).
	 *
	 * @param array<string, string> $fields Text fields.
	 * @param string|null           $file   CV path (null: none).
	 * @param string                $name   File name the browser sends.
	 * @return array{status: int, headers: array<string, string>, body: array<string, mixed>}
	 */
	private function apply( array $fields, ?string $file, string $name = 'cv.pdf' ): array {
		$this->logout();
		$token = bin2hex( random_bytes( 16 ) );
		$post  = $fields;
		if ( null !== $file ) {
			$post['cv'] = new \CURLFile( $file, 'application/pdf', $name );
		}
		$headers = array();
		$curl    = curl_init( ( new SiteClient( $this->site_url() ) )->url( 'kabelshop/v1/applications' ) );
		curl_setopt_array(
			$curl,
			array(
				CURLOPT_POST           => true,
				CURLOPT_POSTFIELDS     => $post,
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_HTTPHEADER     => array( 'Accept: application/json', 'X-WP-Nonce: ' . wp_create_nonce( 'wp_rest' ), 'X-XSRF-TOKEN: ' . $token ),
				CURLOPT_COOKIE         => 'XSRF-TOKEN=' . $token,
				CURLOPT_HEADERFUNCTION => static function ( $handle, string $line ) use ( &$headers ): int {
					$parts = explode( ':', $line, 2 );
					if ( 2 === count( $parts ) ) {
						$headers[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
					}
					return strlen( $line );
				},
			)
		);
		$body   = (string) curl_exec( $curl );
		$status = (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
		curl_close( $curl );
		return array(
			'status'  => $status,
			'headers' => $headers,
			'body'    => (array) json_decode( $body, true ),
		);
	}

	/**
	 * Valid text fields.
	 *
	 * @param int $opening Opening id.
	 * @return array<string, string>
	 */
	private function fields( int $opening = 0 ): array {
		return array(
			'opening'    => (string) $opening,
			'name'       => 'Petra Perić',
			'email'      => $this->unique( 'applicant' ) . '@example.test',
			'phone'      => '+38591555123',
			'cover_note' => 'I would like to join the sales team.',
			'consent'    => '1',
		);
	}

	/**
	 * The stored application of an e-mail address, or null.
	 *
	 * @param string $email Applicant.
	 * @return array<string, mixed>|null
	 */
	private function stored( string $email ): ?array {
		global $wpdb;
		$table = FormTables::applications_name();
		$id    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE email = %s", $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return $id > 0 ? ( new ApplicationRepository() )->find( $id ) : null;
	}

	/**
	 * Asserts a 400 naming the field, with nothing stored for that address.
	 *
	 * @param array{status: int, headers: array<string, string>, body: array<string, mixed>} $answer Answer.
	 * @param string                                                                           $field  Field.
	 * @param string                                                                           $email  Applicant.
	 */
	private function assertRefused( array $answer, string $field, string $email ): void {
		$this->assertSame( 400, $answer['status'], (string) wp_json_encode( $answer['body'] ) );
		$this->assertArrayHasKey( $field, (array) ( $answer['body']['data']['fields'] ?? array() ), (string) wp_json_encode( $answer['body'] ) );
		$this->assertNull( $this->stored( $email ) );
	}

	public function test_a_pdf_upload_is_stored_privately_listed_and_downloadable_by_an_administrator_only(): void {
		$opening = (int) wp_insert_post(
			array(
				'post_type'   => Openings::POST_TYPE,
				'post_title'  => 'Sales assistant',
				'post_status' => 'publish',
			)
		);
		$this->posts[] = $opening;
		update_post_meta( $opening, Openings::META_OPEN, 1 );
		$fields        = $this->fields( $opening );
		$pdf           = $this->pdf();
		$answer        = $this->apply( $fields, $pdf, 'Petra CV.pdf' );
		$this->assertSame( 200, $answer['status'], (string) wp_json_encode( $answer['body'] ) );
		$this->assertSame( array( 'sent' => true ), $answer['body'] );

		$application = $this->stored( $fields['email'] );
		$this->assertNotNull( $application );
		$this->assertSame( 'Sales assistant', $application['opening_title'] );
		$this->assertSame( 'Petra-CV.pdf', $application['cv_name'] );
		$stored = PrivateFiles::path( $application['cv_path'] );
		$this->assertNotNull( $stored );
		$this->assertSame( file_get_contents( $pdf ), file_get_contents( $stored ) );

		foreach ( array( '/' . $application['cv_path'], '/.private/' . $application['cv_path'], '/wp-content/' . $application['cv_path'], '/wp-content/uploads/' . $application['cv_path'] ) as $path ) {
			$guess = $this->http( 'GET', $path );
			$this->assertNotSame( 200, $guess['status'], $path . ' must not serve the CV' );
			$this->assertStringNotContainsString( '%PDF-', $guess['body'], $path );
		}

		$customer = $this->make_customer();
		$this->browser_login( $customer );
		$refused = $this->user_request( ApplicationsPage::download_url( $application['id'] ) );
		$this->assertNotSame( 200, $refused['status'], 'a customer cannot download' );
		$this->assertStringNotContainsString( '%PDF-', $refused['body'] );
		$listing = $this->user_request( $this->site_url() . '/wp-admin/admin.php?page=' . ApplicationsPage::SLUG );
		$this->assertStringNotContainsString( 'Petra Perić', $listing['body'] );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $customer );

		$admin = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		);
		$this->browser_login( (int) $admin[0] );
		$list = $this->user_request( $this->site_url() . '/wp-admin/admin.php?page=' . ApplicationsPage::SLUG );
		$this->assertSame( 200, $list['status'] );
		$this->assertStringContainsString( 'Petra Perić', $list['body'] );
		$this->assertStringContainsString( 'Petra-CV.pdf', $list['body'] );

		$download = $this->user_request( ApplicationsPage::download_url( $application['id'] ) );
		$this->assertSame( 200, $download['status'] );
		$this->assertSame( file_get_contents( $pdf ), $download['body'] );
		$this->assertSame( array( 'application/pdf' ), $this->header_values( $download, 'Content-Type' ) );
		$this->assertStringStartsWith( 'attachment;', $this->header_values( $download, 'Content-Disposition' )[0] ?? '' );

		$forged = $this->user_request( $this->site_url() . '/wp-admin/admin-post.php?action=' . ApplicationsPage::DOWNLOAD_ACTION . '&application=' . $application['id'] . '&_wpnonce=0123456789' );
		$this->assertNotSame( 200, $forged['status'], 'without the nonce no file' );
		$this->assertStringNotContainsString( '%PDF-', $forged['body'] );
		( new ApplicationRepository() )->delete( $application['id'] );
	}

	public function test_a_docx_upload_is_accepted(): void {
		$fields = $this->fields();
		$answer = $this->apply( $fields, $this->docx(), 'cv.docx' );
		$this->assertSame( 200, $answer['status'], (string) wp_json_encode( $answer['body'] ) );
		$application = $this->stored( $fields['email'] );
		$this->assertSame( 'docx', $application['cv_type'] );
		( new ApplicationRepository() )->delete( $application['id'] );
	}

	public function test_an_exe_renamed_pdf_is_refused(): void {
		$fields = $this->fields();
		$this->assertRefused( $this->apply( $fields, $this->exe_named_pdf(), 'cv.pdf' ), 'cv', $fields['email'] );
	}

	public function test_a_6_mb_file_is_refused(): void {
		$fields = $this->fields();
		$answer = $this->apply( $fields, $this->pdf_of_size( 6 * 1024 * 1024 ), 'big.pdf' );
		$this->assertRefused( $answer, 'cv', $fields['email'] );
		$this->assertStringContainsString( '5 MB', (string) $answer['body']['data']['fields']['cv'] );
	}

	public function test_a_missing_cv_and_bad_fields_are_named_in_one_answer(): void {
		$fields          = $this->fields();
		$fields['phone'] = 'call me';
		unset( $fields['consent'] );
		$answer = $this->apply( $fields, null );
		$this->assertRefused( $answer, 'cv', $fields['email'] );
		$this->assertSame( array( 'phone', 'cv', 'consent' ), array_keys( $answer['body']['data']['fields'] ) );
	}

	public function test_a_closed_opening_is_refused_naming_the_field(): void {
		$closed = (int) wp_insert_post(
			array(
				'post_type'   => Openings::POST_TYPE,
				'post_title'  => 'Closed opening',
				'post_status' => 'publish',
			)
		);
		$this->posts[] = $closed;
		update_post_meta( $closed, Openings::META_OPEN, 0 );
		$fields = $this->fields( $closed );
		$this->assertRefused( $this->apply( $fields, $this->pdf() ), 'opening', $fields['email'] );
	}

	public function test_the_rate_limit_answers_429_with_retry_after(): void {
		$fields = $this->fields();
		unset( $fields['consent'] );
		for ( $i = 0; $i < BotCheckSettings::address_limit(); $i++ ) {
			$this->assertSame( 400, $this->apply( $fields, null )['status'], 'refused attempts count too' );
		}
		$answer = $this->apply( $this->fields(), $this->pdf() );
		$this->assertSame( 429, $answer['status'] );
		$this->assertSame( 'kabelshop_application_rate_limited', $answer['body']['code'] );
		$this->assertGreaterThan( 0, (int) ( $answer['headers']['retry-after'] ?? 0 ) );
	}

	public function test_a_content_editor_reads_contact_messages_but_not_applications(): void {
		$this->assertNotNull( get_role( FormsService::EDITOR_ROLE ), 'the content editor role exists (Accounts\Roles)' );
		$login  = $this->unique( 'editor' );
		$editor = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => FormsService::EDITOR_ROLE,
			)
		);
		$this->assertIsInt( $editor );
		$this->browser_login( $editor );
		$messages = $this->user_request( $this->site_url() . '/wp-admin/admin.php?page=' . ContactMessagesPage::SLUG );
		$this->assertSame( 200, $messages['status'] );
		$this->assertStringContainsString( 'wp-list-table', $messages['body'] );
		$applications = $this->user_request( $this->site_url() . '/wp-admin/admin.php?page=' . ApplicationsPage::SLUG );
		$this->assertNotSame( 200, $applications['status'], 'HR data: administrators only' );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $editor );
	}
}
