<?php
/**
 * Invoices, DoPs and document search through the REST server (issue 4).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Documents;

use Kabelshop\Documents\DocumentSettings;
use Kabelshop\Documents\DocumentTables;
use Kabelshop\Documents\PrivateFiles;
use Kabelshop\Rest\Routes\V1\DocumentSearch;
use Kabelshop\Rest\Schemas\V1\DocumentFileResponse;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Tests\TestCase;

/**
 * Real requests on the real test database: a customer sees and downloads only their own invoices
 * and the DoPs listed on them (another's: 404), not before the closing time (403 naming the time);
 * files live outside the web root; the public search answers a wrong number and a wrong control
 * number identically, logs every lookup and stops at the rate limit (429).
 */
final class DocumentRoutesTest extends TestCase {

	use DocumentsFixture;

	private string $ip_before = '';

	protected function setUp(): void {
		parent::setUp();
		$this->ip_before = (string) ( $_SERVER['REMOTE_ADDR'] ?? '' );
		// Each test its own visitor address, so the per-IP rate limit of one test never blocks another.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
		RateLimiter::reset( 'documents:search:ip:' . $_SERVER['REMOTE_ADDR'] );
	}

	protected function tearDown(): void {
		$_SERVER['REMOTE_ADDR'] = $this->ip_before;
		delete_option( DocumentSettings::OPTION_CLOSING );
		parent::tearDown();
	}

	private function yesterday(): string {
		return ( new \DateTimeImmutable( 'now', DocumentSettings::zone() ) )->modify( '-1 day' )->format( 'Y-m-d' );
	}

	private function today(): string {
		return ( new \DateTimeImmutable( 'now', DocumentSettings::zone() ) )->format( 'Y-m-d' );
	}

	public function test_routes_are_registered(): void {
		$routes = rest_get_server()->get_routes();
		foreach ( array( '/kabelshop/v1/invoices', '/kabelshop/v1/invoices/(?P<id>\d+)/download', '/kabelshop/v1/dops/(?P<id>\d+)/download', '/kabelshop/v1/documents/search', '/kabelshop/v1/documents/download' ) as $route ) {
			$this->assertArrayHasKey( $route, $routes );
		}
	}

	public function test_customer_lists_only_own_invoices_with_their_dops(): void {
		$product = $this->product();
		$mine    = $this->make_customer();
		$other   = $this->make_customer();
		$order   = $this->order_for( $mine, $product );
		$invoice = $this->invoice_for( $mine, (int) $order['id'], $this->yesterday() );
		$dop     = $this->dop_for( $product );
		$this->invoice_for( $other, null, $this->yesterday() );

		$this->assertSame( 401, $this->rest( 'GET', '/kabelshop/v1/invoices' )->get_status() );
		$this->login( $mine );
		$response = $this->rest( 'GET', '/kabelshop/v1/invoices' );
		$this->assertSame( 200, $response->get_status() );
		$list = $response->get_data()['invoices'];
		$this->assertSame( array( $invoice['number'] ), array_column( $list, 'number' ) );
		$this->assertSame( $order['number'], $list[0]['order_number'] );
		$this->assertSame( 1250, $list[0]['gross_cents'] );
		$this->assertSame( '1', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( array( $dop['number'] ), array_column( $list[0]['dops'], 'number' ) );
		$this->assertTrue( $list[0]['dops'][0]['available'] );
		$this->assertStringContainsString( '_wpnonce=', (string) $list[0]['download_url'] );
	}

	public function test_invoice_download_is_own_only_and_the_file_is_outside_the_web_root(): void {
		$mine    = $this->make_customer();
		$other   = $this->make_customer();
		$invoice = $this->invoice_for( $mine, null, $this->yesterday() );
		$route   = '/kabelshop/v1/invoices/' . $invoice['id'] . '/download';

		$this->assertSame( 401, $this->rest( 'GET', $route )->get_status() );
		$this->login( $other );
		$foreign = $this->rest( 'GET', $route );
		$this->assertSame( 404, $foreign->get_status() );
		$this->assertSame( 'kabelshop_documents_not_found', $foreign->get_data()['code'] );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/invoices/999999999/download' )->get_status() );

		$this->login( $mine );
		$response = $this->rest( 'GET', $route );
		$this->assertSame( 200, $response->get_status() );
		$this->assertInstanceOf( DocumentFileResponse::class, $response );
		$this->assertStringStartsWith( '%PDF-', (string) file_get_contents( $response->path ) );
		$this->assertStringContainsString( (string) $invoice['number'], (string) file_get_contents( $response->path ) );
		$this->assertStringStartsWith( PrivateFiles::dir() . '/', $response->path );
		$this->assertStringStartsNotWith( realpath( ABSPATH ), (string) realpath( $response->path ), 'PDFs must not lie under the WordPress web root' );
		$this->assertStringStartsNotWith( realpath( get_template_directory() . '/build' ), (string) realpath( $response->path ) );
	}

	public function test_dop_download_checks_ownership_listing_and_business_hours(): void {
		$product = $this->product();
		$mine    = $this->make_customer();
		$other   = $this->make_customer();
		$order   = $this->order_for( $mine, $product );
		$old     = $this->invoice_for( $mine, (int) $order['id'], $this->yesterday() );
		$today   = $this->invoice_for( $mine, (int) $order['id'], $this->today() );
		$dop     = $this->dop_for( $product );
		$unlisted = $this->dop_for( $this->product() );
		$route   = '/kabelshop/v1/dops/' . $dop['id'] . '/download';

		$this->login( $other );
		$this->assertSame( 404, $this->rest( 'GET', $route, array( 'invoice' => $old['id'] ) )->get_status(), 'another customer' );
		$this->login( $mine );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/dops/' . $unlisted['id'] . '/download', array( 'invoice' => $old['id'] ) )->get_status(), 'DoP not on the invoice' );
		$this->assertFieldError( $this->rest( 'GET', $route ), 'invoice' );

		$ok = $this->rest( 'GET', $route, array( 'invoice' => $old['id'] ) );
		$this->assertSame( 200, $ok->get_status() );
		$this->assertStringStartsWith( '%PDF-', (string) file_get_contents( $ok->path ) );

		// Closing time one minute after now => the DoP of today's invoice is not yet available.
		$now = new \DateTimeImmutable( 'now', DocumentSettings::zone() );
		if ( $now->format( 'H:i' ) >= '23:58' ) {
			$this->markTestSkipped( 'too close to midnight to set a closing time later today' );
		}
		DocumentSettings::set_closing_time( $now->modify( '+1 minute' )->format( 'H:i' ) );
		$early = $this->rest( 'GET', $route, array( 'invoice' => $today['id'] ) );
		$this->assertSame( 403, $early->get_status() );
		$this->assertSame( 'kabelshop_documents_dop_not_yet', $early->get_data()['code'] );
		$this->assertStringContainsString( $now->modify( '+1 minute' )->format( 'H:i' ), $early->get_data()['message'] );
		$listed = $this->rest( 'GET', '/kabelshop/v1/invoices' )->get_data()['invoices'];
		$row    = current( array_filter( $listed, static fn( $i ) => $i['id'] === $today['id'] ) );
		$this->assertFalse( $row['dops'][0]['available'] );
		$this->assertNull( $row['dops'][0]['download_url'] );
		$this->assertSame( $now->modify( '+1 minute' )->format( 'Y-m-d\TH:i' ), substr( $row['dops'][0]['available_at'], 0, 16 ) );

		// Closing time already passed today => available.
		DocumentSettings::set_closing_time( '00:00' );
		$this->assertSame( 200, $this->rest( 'GET', $route, array( 'invoice' => $today['id'] ) )->get_status() );
	}

	public function test_search_right_number_and_control_gives_a_signed_download(): void {
		$invoice  = $this->invoice_for( $this->make_customer(), null, $this->yesterday(), 'QWERTY23' );
		$response = $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => strtolower( (string) $invoice['number'] ), 'control' => 'qwer-ty23' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$doc = $response->get_data()['document'];
		$this->assertSame( 'invoice', $doc['kind'] );
		$this->assertSame( $invoice['number'], $doc['number'] );
		$this->assertSame( $this->yesterday(), $doc['date'] );
		$this->assertArrayNotHasKey( 'user_id', $doc );

		parse_str( (string) wp_parse_url( $doc['download_url'], PHP_URL_QUERY ), $query );
		$download = $this->rest( 'GET', '/kabelshop/v1/documents/download', array( 'token' => $query['token'] ) );
		$this->assertSame( 200, $download->get_status() );
		$this->assertStringContainsString( (string) $invoice['number'], (string) file_get_contents( $download->path ) );

		$forged = preg_replace( '/\.(\d+)\./', '.' . ( (int) $invoice['id'] + 1 ) . '.', $query['token'], 1 );
		$this->assertSame( 403, $this->rest( 'GET', '/kabelshop/v1/documents/download', array( 'token' => $forged ) )->get_status() );

		$dop   = $this->dop_for( $this->product(), 'ZXCVBN45' );
		$found = $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => $dop['number'], 'control' => 'ZXCVBN45' ) );
		$this->assertSame( 'dop', $found->get_data()['document']['kind'] );
	}

	public function test_wrong_number_and_wrong_control_get_the_same_answer_and_are_logged(): void {
		global $wpdb;
		$invoice       = $this->invoice_for( $this->make_customer(), null, $this->yesterday(), 'ASDFGH67' );
		$wrong_control = $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => $invoice['number'], 'control' => 'ASDFGH66' ) );
		$wrong_number  = $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => $invoice['number'] . 'X', 'control' => 'ASDFGH67' ) );
		$this->assertSame( 404, $wrong_control->get_status() );
		$this->assertSame( $wrong_control->get_status(), $wrong_number->get_status() );
		$this->assertSame( $wrong_control->get_data(), $wrong_number->get_data() );
		$this->assertSame( 'kabelshop_documents_no_match', $wrong_number->get_data()['code'] );

		$table = DocumentTables::lookups();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT number_tried, found FROM {$table} WHERE number_tried IN (%s, %s) ORDER BY id", $invoice['number'], $invoice['number'] . 'X' ), ARRAY_A );
		$this->assertSame(
			array(
				array( 'number_tried' => $invoice['number'], 'found' => '0' ),
				array( 'number_tried' => $invoice['number'] . 'X', 'found' => '0' ),
			),
			$rows
		);
	}

	public function test_search_needs_the_tokens_and_both_fields(): void {
		$this->assertSame( 403, $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => 'X1', 'control' => 'ABCDEFGH' ), array( 'xsrf' => false ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => 'X1', 'control' => 'ABCDEFGH' ), array( 'nonce' => false ) )->get_status() );
		$this->assertFieldError( $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => '   ', 'control' => 'ABCDEFGH' ) ), 'number' );
		$this->assertFieldError( $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => 'X1' ) ), 'control' );
	}

	public function test_search_is_rate_limited_per_ip(): void {
		$invoice = $this->invoice_for( $this->make_customer(), null, $this->yesterday(), 'LIMITS23' );
		for ( $i = 0; $i < DocumentSearch::RATE_MAX; $i++ ) {
			$this->assertSame( 404, $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => 'NOPE-' . $i, 'control' => 'ABCDEFGH' ) )->get_status() );
		}
		$blocked = $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => $invoice['number'], 'control' => 'LIMITS23' ) );
		$this->assertSame( 429, $blocked->get_status() );
		$this->assertSame( 'kabelshop_documents_rate_limited', $blocked->get_data()['code'] );

		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 254 );
		RateLimiter::reset( 'documents:search:ip:' . $_SERVER['REMOTE_ADDR'] );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/documents/search', array( 'number' => $invoice['number'], 'control' => 'LIMITS23' ) )->get_status(), 'another address is not blocked' );
	}
}
