<?php
/**
 * POST kabelshop/v1/admin/catalog-import.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\CatalogCsv;
use Kabelshop\Catalog\ImportStore;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Tests\TestCase;

/**
 * Only catalogue managers may import; the steps upload, validate and import work end to end.
 */
final class CatalogImportRouteTest extends TestCase {

	private function admin(): int {
		$login = $this->unique( 'admin' );
		return (int) wp_insert_user( array( 'user_login' => $login, 'user_email' => $login . '@example.test', 'user_pass' => wp_generate_password( 16 ), 'role' => 'administrator' ) );
	}

	public function test_anonymous_is_401_and_customer_is_403(): void {
		$response = $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'upload', 'csv' => 'x' ) );
		$this->assertSame( 401, $response->get_status() );
		$this->login( $this->make_customer() );
		$response = $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'upload', 'csv' => 'x' ) );
		$this->assertSame( 403, $response->get_status() );
	}

	public function test_missing_xsrf_token_is_refused(): void {
		$this->login( $this->admin() );
		$response = $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'upload', 'csv' => 'x' ), array( 'xsrf' => false ) );
		$this->assertSame( 403, $response->get_status() );
	}

	public function test_bad_step_is_400(): void {
		$this->login( $this->admin() );
		$this->assertFieldError( $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'delete' ) ), 'step' );
	}

	public function test_upload_validate_import(): void {
		$this->login( $this->admin() );
		$tag  = strtoupper( $this->unique( 'r' ) );
		$code = 'R-' . $tag;
		$csv  = implode( ',', CatalogCsv::COLUMNS ) . "\n{$code},RT-{$tag},,power-cables,3,1.5,3x1.5,,,,drum,500,0.5,,,,,,,,,\n";

		$upload = $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'upload', 'csv' => $csv ) );
		$this->assertSame( 200, $upload->get_status(), wp_json_encode( $upload->get_data() ) );
		$id = $upload->get_data()['file_id'];
		$this->assertSame( 1, $upload->get_data()['rows'] );

		$check = $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'validate', 'file_id' => $id, 'offset' => 0 ) );
		$this->assertSame( array(), $check->get_data()['errors'] );
		$this->assertSame( 1, $check->get_data()['processed'] );
		$this->assertSame( array(), ( new ArticleRepository() )->find_by_codes( array( $code ) ), 'validation writes nothing' );

		$other = $this->admin();
		$this->login( $other );
		$foreign = $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'import', 'file_id' => $id ) );
		$this->assertSame( 404, $foreign->get_status(), "another user cannot import someone's upload" );

		$this->assertSame( 404, $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'import', 'file_id' => str_repeat( 'a', 32 ) ) )->get_status() );
	}

	/**
	 * A one-row CSV with a unique article code.
	 */
	private function csv(): string {
		$tag = strtoupper( $this->unique( 'p' ) );
		return implode( ',', CatalogCsv::COLUMNS ) . "\nP-{$tag},PT-{$tag},,power-cables,3,1.5,3x1.5,,,,drum,500,0.5,,,,,,,,,\n";
	}

	public function test_the_uploaded_file_is_stored_outside_the_web_root(): void {
		$this->login( $this->admin() );
		$csv    = $this->csv();
		$upload = $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'upload', 'csv' => $csv ) );
		$this->assertSame( 200, $upload->get_status(), wp_json_encode( $upload->get_data() ) );
		$id = $upload->get_data()['file_id'];

		$uploads = wp_upload_dir( null, false );
		$served  = wp_remote_get( $uploads['baseurl'] . '/kabelshop-private/' . $id . '.csv' );
		$this->assertStringNotContainsString( explode( "\n", $csv )[1], (string) wp_remote_retrieve_body( $served ), 'the web server must not hand out the upload (nginx and php -S ignore .htaccess)' );

		$path = ( new ImportStore() )->path( $id );
		$this->assertFileExists( $path );
		$this->assertSame( $csv, file_get_contents( $path ) );
		$real = (string) realpath( $path );
		$this->assertStringStartsWith( (string) realpath( PrivateFiles::dir() ) . '/' . ImportStore::FOLDER . '/', $real );
		$this->assertStringStartsNotWith( (string) realpath( $uploads['basedir'] ) . '/', $real, 'not under uploads' );
		$this->assertStringStartsNotWith( (string) realpath( ABSPATH ) . '/', $real, 'not under the WordPress root' );
		$this->assertSame( array(), glob( $uploads['basedir'] . '/*/' . $id . '*' ), 'no copy under uploads' );

		$done = $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'import', 'file_id' => $id ) );
		$this->assertSame( array(), $done->get_data()['errors'] );
		$this->assertFileDoesNotExist( $path, 'removed after a successful import' );
	}

	public function test_files_left_under_uploads_by_earlier_versions_are_removed(): void {
		$legacy = wp_upload_dir( null, false )['basedir'] . '/kabelshop-private';
		wp_mkdir_p( $legacy );
		$old = $legacy . '/' . bin2hex( random_bytes( 16 ) ) . '.csv';
		file_put_contents( $old, $this->csv() );
		file_put_contents( $legacy . '/.htaccess', "Require all denied\n" );
		$this->login( $this->admin() );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'upload', 'csv' => $this->csv() ) )->get_status() );
		$this->assertFileDoesNotExist( $old );
		$this->assertDirectoryDoesNotExist( $legacy );
	}

	public function test_import_step_writes_and_reports_summary(): void {
		$this->login( $this->admin() );
		$tag  = strtoupper( $this->unique( 's' ) );
		$code = 'S-' . $tag;
		$csv  = implode( ',', CatalogCsv::COLUMNS ) . "\n{$code},ST-{$tag},,power-cables,3,1.5,3x1.5,,,,drum,500,0.5,,,,,,,,,\n";
		$id   = $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'upload', 'csv' => $csv ) )->get_data()['file_id'];
		$done = $this->rest( 'POST', '/kabelshop/v1/admin/catalog-import', array( 'step' => 'import', 'file_id' => $id ) );
		$this->assertSame( 200, $done->get_status() );
		$this->assertSame( array(), $done->get_data()['errors'] );
		$this->assertNotSame( '', $done->get_data()['summary'] );
		$this->assertArrayHasKey( $code, ( new ArticleRepository() )->find_by_codes( array( $code ) ) );
	}
}
