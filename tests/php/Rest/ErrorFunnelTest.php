<?php
/**
 * One error funnel: core's errors rewritten, domain exceptions and defects answered in one place,
 * a fresh nonce on every answer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Rest;

use Kabelshop\Domain\ShopException;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Requests go through TestCase::rest(), i.e. core's cookie authentication as for a browser.
 */
final class ErrorFunnelTest extends TestCase {

	/** Core's English message for a wrong nonce. */
	private const CORE_NONCE_MESSAGE = 'Cookie check failed';

	protected function setUp(): void {
		parent::setUp();
		add_action( 'rest_api_init', array( $this, 'register_probes' ) );
		$GLOBALS['wp_rest_server'] = null;
		rest_get_server();
	}

	protected function tearDown(): void {
		remove_action( 'rest_api_init', array( $this, 'register_probes' ) );
		$GLOBALS['wp_rest_server'] = null;
		parent::tearDown();
	}

	public function test_a_wrong_nonce_on_a_get_is_refused_in_the_shops_words(): void {
		$this->login( $this->make_customer() );
		$response = $this->rest( 'GET', '/kabelshop/v1/wishlist', array(), array( 'headers' => array( 'X-WP-Nonce' => 'deadbeef00' ) ) );
		$this->assertNonceRefusal( $response );
	}

	public function test_a_wrong_nonce_on_a_post_is_refused_in_the_shops_words(): void {
		$this->login( $this->make_customer() );
		$response = $this->rest( 'POST', '/kabelshop/v1/cart/quote', array( 'lines' => array() ), array( 'headers' => array( 'X-WP-Nonce' => 'deadbeef00' ) ) );
		$this->assertNonceRefusal( $response );
	}

	public function test_a_wrong_nonce_message_follows_the_language(): void {
		$this->in_english();
		$this->login( $this->make_customer() );
		$response = $this->rest( 'GET', '/kabelshop/v1/wishlist', array(), array( 'headers' => array( 'X-WP-Nonce' => 'deadbeef00' ) ) );
		$this->assertSame( 'Your session has expired. Please reload the page and try again.', $response->get_data()['message'] );
	}

	public function test_an_anonymous_get_without_nonce_works(): void {
		$response = $this->rest( 'GET', '/kabelshop/v1/products', array( 'per_page' => 1 ), array( 'tokens' => false ) );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertNotEmpty( $response->get_headers()['X-WP-Nonce'] ?? '', 'a fresh nonce on a success too' );
	}

	public function test_a_logged_in_get_without_nonce_counts_as_a_visitor(): void {
		$user     = $this->make_customer();
		$this->login( $user );
		$response = $this->rest( 'GET', '/kabelshop/v1/wishlist', array(), array( 'tokens' => false ) );
		$this->assertSame( 401, $response->get_status(), 'without a nonce the cookie does not authenticate (core rule)' );
		$this->assertSame( 'kabelshop_auth_required', $response->get_data()['code'] );
		$this->assertSame( $user, get_current_user_id(), 'the next request has the cookie again' );
		$this->assertSame( 200, $this->rest( 'GET', '/kabelshop/v1/wishlist' )->get_status(), 'with the nonce it does' );
	}

	public function test_a_too_long_search_names_the_field_and_the_limit(): void {
		$response = $this->rest( 'GET', '/kabelshop/v1/products', array( 'search' => str_repeat( 'a', 101 ) ) );
		$this->assertFieldError( $response, 'search' );
		$data = $response->get_data();
		$this->assertSame( 'kabelshop_invalid_param', $data['code'] );
		$this->assertSame( 'search', $data['data']['field'] );
		$this->assertSame( $data['message'], $data['data']['params']['search'] );
		$this->assertSame( $data['message'], $data['data']['fields']['search'] );
		$this->assertStringContainsString( '100', $data['message'] );
		$this->assertStringNotContainsString( 'Invalid parameter', $data['message'] );
		$this->assertArrayNotHasKey( 'details', $data['data'], 'core\'s English details are not passed on' );
		$this->assertStringNotContainsString( 'must be at most', wp_json_encode( $data ) );
		$this->assertNotEmpty( $response->get_headers()['X-WP-Nonce'] ?? '' );

		$this->in_english();
		$english = $this->rest( 'GET', '/kabelshop/v1/products', array( 'search' => str_repeat( 'a', 101 ) ) )->get_data()['message'];
		$this->assertSame( 'search: at most 100 characters.', $english );
		$this->assertNotSame( $english, $data['message'], 'translated (the site speaks Croatian)' );
	}

	public function test_bounds_and_enums_are_named(): void {
		$this->in_english();
		$this->assertSame( 'per_page: a number from 1 to 100.', $this->rest( 'GET', '/kabelshop/v1/products', array( 'per_page' => 500 ) )->get_data()['message'] );
		$enum = $this->rest( 'GET', '/kabelshop/v1/metal-prices', array( 'metal' => 'gold' ) );
		$this->assertSame( 'kabelshop_invalid_param', $enum->get_data()['code'] );
		$this->assertStringStartsWith( 'metal: one of ', $enum->get_data()['message'] );
		$this->assertStringContainsString( 'copper', $enum->get_data()['message'] );
		$two = $this->rest( 'GET', '/kabelshop/v1/products', array( 'per_page' => 500, 'page' => 0 ) );
		$this->assertSame( 'Please correct the marked fields.', $two->get_data()['message'] );
		$this->assertEqualsCanonicalizing( array( 'per_page', 'page' ), array_keys( $two->get_data()['data']['params'] ) );
	}

	public function test_a_missing_required_field_is_named(): void {
		$this->login( $this->make_customer() );
		$response = $this->rest( 'POST', '/kabelshop/v1/wishlist', array() );
		$this->assertFieldError( $response, 'article_code' );
		$this->assertSame( 'kabelshop_missing_param', $response->get_data()['code'] );
		$this->assertStringContainsString( 'article_code', $response->get_data()['message'] );
		$this->assertNotEmpty( $response->get_headers()['X-WP-Nonce'] ?? '' );
	}

	public function test_broken_json_and_unknown_routes_are_ours(): void {
		$request = new WP_REST_Request( 'POST', '/kabelshop/v1/cart/quote' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		$request->set_body( '{"lines":' );
		$broken = $this->serve( $request );
		$this->assertSame( 400, $broken->get_status() );
		$this->assertSame( 'kabelshop_invalid_json', $broken->get_data()['code'] );

		$missing = $this->rest( 'GET', '/kabelshop/v1/no-such-route' );
		$this->assertSame( 404, $missing->get_status() );
		$this->assertSame( 'kabelshop_no_route', $missing->get_data()['code'] );
		$this->assertNotEmpty( $missing->get_headers()['X-WP-Nonce'] ?? '' );
	}

	public function test_core_routes_keep_cores_answers(): void {
		$response = $this->rest( 'GET', '/wp/v2/posts', array( 'per_page' => 1000 ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertArrayNotHasKey( 'X-WP-Nonce', $response->get_headers() );
	}

	public function test_a_domain_exception_answers_its_kind_code_and_field(): void {
		$response = $this->rest( 'POST', '/kabelshop/v1/test-funnel', array( 'throw' => 'domain' ) );
		$this->assertSame( 409, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'kabelshop_test_taken', $data['code'] );
		$this->assertSame( 'Taken.', $data['message'] );
		$this->assertSame( 'email', $data['data']['field'] );
		$this->assertSame( array( 'email' => 'Taken.' ), $data['data']['fields'] );
		$this->assertSame( 7, $data['data']['extra'] );
		$this->assertNotEmpty( $response->get_headers()['X-WP-Nonce'] ?? '' );
	}

	public function test_a_defect_is_logged_and_answered_500_in_the_shops_words(): void {
		$log      = (string) tempnam( sys_get_temp_dir(), 'funnel-log' );
		$previous = ini_set( 'error_log', $log );
		try {
			$response = $this->rest( 'POST', '/kabelshop/v1/test-funnel', array( 'throw' => 'defect' ) );
		} finally {
			ini_set( 'error_log', (string) $previous );
		}
		$logged = (string) file_get_contents( $log );
		unlink( $log );
		$this->assertSame( 500, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'kabelshop_server_error', $data['code'] );
		$this->assertStringNotContainsString( 'secret detail', wp_json_encode( $data ), 'the visitor never sees the defect' );
		$this->assertNotSame( 'An error occurred. Please try again.', $data['message'], 'translated (Croatian)' );
		$this->assertNotEmpty( $response->get_headers()['X-WP-Nonce'] ?? '' );
		$this->assertStringContainsString( 'LogicException: secret detail', $logged );
		$this->assertStringContainsString( '/kabelshop/v1/test-funnel', $logged );
	}

	public function test_a_failed_write_logs_its_cause_and_answers_its_own_code(): void {
		$log      = (string) tempnam( sys_get_temp_dir(), 'funnel-log' );
		$previous = ini_set( 'error_log', $log );
		try {
			$response = $this->rest( 'POST', '/kabelshop/v1/test-funnel', array( 'throw' => 'failed' ) );
		} finally {
			ini_set( 'error_log', (string) $previous );
		}
		$logged = (string) file_get_contents( $log );
		unlink( $log );
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'kabelshop_test_not_saved', $response->get_data()['code'] );
		$this->assertStringNotContainsString( 'disk full', wp_json_encode( $response->get_data() ) );
		$this->assertStringContainsString( 'kabelshop_test_not_saved (RuntimeException: disk full)', $logged );
	}

	public function test_every_kind_has_its_status(): void {
		$expected = array(
			ShopException::INVALID         => 400,
			ShopException::UNAUTHORIZED    => 401,
			ShopException::FORBIDDEN       => 403,
			ShopException::NOT_FOUND       => 404,
			ShopException::CONFLICT        => 409,
			ShopException::RATE_LIMITED    => 429,
			ShopException::FAILED          => 500,
			ShopException::UPSTREAM_FAILED => 502,
			ShopException::UNAVAILABLE     => 503,
		);
		foreach ( $expected as $kind => $status ) {
			$this->assertSame( $status, ( new ShopException( 'kabelshop_x', 'x', $kind ) )->status, $kind );
			$this->assertSame( $kind, ShopException::kind_of( $status ) );
		}
		$this->assertSame( 500, ( new ShopException( 'kabelshop_x', 'x', 'no-such-kind' ) )->status );
	}

	/**
	 * The refusal of a wrong nonce: 403, the shop's code, a translated message, a fresh nonce.
	 *
	 * @param WP_REST_Response $response Answer.
	 */
	private function assertNonceRefusal( WP_REST_Response $response ): void {
		$this->assertSame( 403, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( 'kabelshop_security_invalid_nonce', $data['code'] );
		$this->assertNotSame( self::CORE_NONCE_MESSAGE, $data['message'] );
		$this->assertNotSame( 'Your session has expired. Please reload the page and try again.', $data['message'], 'translated (Croatian)' );
		$fresh = $response->get_headers()['X-WP-Nonce'] ?? '';
		$this->assertNotSame( '', $fresh, 'the error carries a fresh nonce' );
		$this->assertSame( 1, wp_verify_nonce( $fresh, 'wp_rest' ), 'valid for the logged-in user' );
	}

	/**
	 * A probe route: POST throw=domain raises a ShopException, throw=failed one with a cause,
	 * throw=defect a LogicException.
	 */
	public function register_probes(): void {
		$route = new class() extends AbstractRoute {
			public function get_path(): string {
				return 'test-funnel';
			}
			public function get_endpoints(): array {
				return array(
					array(
						'methods' => 'POST',
						'args'    => array(
							'throw' => array(
								'type' => 'string',
								'enum' => array( 'domain', 'failed', 'defect' ),
							),
						),
						'handler' => 'answer',
					),
				);
			}
			public function permission( WP_REST_Request $request ) {
				return true;
			}
			public function answer( WP_REST_Request $request ): void {
				if ( 'domain' === $request['throw'] ) {
					throw ShopException::field( 'kabelshop_test_taken', 'email', 'Taken.', ShopException::CONFLICT, array( 'extra' => 7 ) );
				}
				if ( 'failed' === $request['throw'] ) {
					throw new ShopException( 'kabelshop_test_not_saved', 'Not saved.', ShopException::FAILED, array(), new \RuntimeException( 'disk full' ) );
				}
				throw new \LogicException( 'secret detail' );
			}
		};
		$route->register();
	}
}
