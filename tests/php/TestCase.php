<?php
/**
 * Base class of the PHP integration tests.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests;

use WP_REST_Request;
use WP_REST_Response;

/**
 * Tests run against the real WordPress and the real test database. Requests are dispatched
 * through the real REST server the way WP_REST_Server::serve_request() handles a browser's request
 * (cookie authentication, dispatch, rest_post_dispatch), with the nonce and the XSRF double-submit
 * token set as a browser would send them (or left out or wrong, to test the refusals).
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/** @var int Counter for unique test data. */
	private static int $sequence = 0;

	/** @var bool True while in_english() has unloaded the shop's translations (both text domains). */
	private bool $english = false;

	protected function setUp(): void {
		parent::setUp();
		$this->logout();
		unset( $_COOKIE['XSRF-TOKEN'] );
		add_filter( 'wp_rest_server_class', array( self::class, 'server_class' ) );
		$GLOBALS['wp_rest_server'] = null;
		rest_get_server();
	}

	/**
	 * The REST server class of the tests (filter wp_rest_server_class).
	 *
	 * @return class-string<\WP_REST_Server>
	 */
	public static function server_class(): string {
		return Rest\TestRestServer::class;
	}

	protected function tearDown(): void {
		$this->logout();
		if ( $this->english ) {
			\Kabelshop\I18n\Locale::load_translations();
			$this->english = false;
		}
		parent::tearDown();
	}

	/**
	 * Texts in English, the source language, for the rest of the test (the site's default
	 * language is Croatian); tearDown() loads the translations again.
	 */
	protected function in_english(): void {
		foreach ( \Kabelshop\I18n\Locale::DOMAINS as $domain ) {
			unload_textdomain( $domain );
		}
		$this->english = true;
	}

	/**
	 * A value unique within this test run, e.g. for e-mails and codes.
	 *
	 * @param string $prefix Prefix.
	 */
	protected function unique( string $prefix = 't' ): string {
		++self::$sequence;
		return $prefix . getmypid() . '-' . self::$sequence . '-' . wp_rand( 1000, 9999 );
	}

	/**
	 * Sends a request through the REST server as serve_request() would for a browser.
	 *
	 * Authentication is core's cookie authentication (rest_cookie_check_errors() on the filter
	 * rest_authentication_errors): the logged-in user counts as logged in by cookie
	 * ($wp_rest_auth_cookie), the nonce comes from the X-WP-Nonce header or a _wpnonce parameter;
	 * no nonce makes the request anonymous, a wrong one is refused before dispatch. The answer then
	 * passes rest_post_dispatch like a served one. The logged-in user is restored afterwards (the
	 * browser sends its cookie again with the next request).
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $route   Route with leading slash, e.g. '/kabelshop/v1/products'.
	 * @param array<string, mixed> $params  Query (GET) or body parameters.
	 * @param array<string, mixed> $options tokens (bool, default true), nonce (bool: a valid X-WP-Nonce), xsrf (bool),
	 *                                      headers (array, e.g. [ 'X-WP-Nonce' => 'wrong' ]), json (bool).
	 */
	protected function rest( string $method, string $route, array $params = array(), array $options = array() ): WP_REST_Response {
		$options += array(
			'tokens'  => true,
			'nonce'   => true,
			'xsrf'    => true,
			'headers' => array(),
			'json'    => true,
		);
		$request = new WP_REST_Request( $method, $route );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} elseif ( $options['json'] ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $params ) );
		} else {
			$request->set_body_params( $params );
		}
		unset( $_COOKIE['XSRF-TOKEN'] );
		if ( $options['tokens'] ) {
			if ( $options['nonce'] ) {
				$request->set_header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
			}
			$token                  = bin2hex( random_bytes( 32 ) );
			$_COOKIE['XSRF-TOKEN'] = $token;
			if ( $options['xsrf'] ) {
				$request->set_header( 'X-XSRF-TOKEN', $token );
			}
		}
		foreach ( $options['headers'] as $name => $value ) {
			$request->set_header( $name, $value );
		}
		return $this->serve( $request );
	}

	/**
	 * Authentication, dispatch and rest_post_dispatch, as WP_REST_Server::serve_request() runs them.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	protected function serve( WP_REST_Request $request ): WP_REST_Response {
		$user    = get_current_user_id();
		$nonce   = $request->get_header( 'x_wp_nonce' );
		$wpnonce = $request->get_param( '_wpnonce' );
		$GLOBALS['wp_rest_auth_cookie'] = $user > 0;
		if ( null !== $nonce ) {
			$_SERVER['HTTP_X_WP_NONCE'] = $nonce;
		}
		if ( null !== $wpnonce ) {
			$_REQUEST['_wpnonce'] = $wpnonce;
		}
		try {
			$server = rest_get_server();
			$result = $server->check_authentication();
			if ( ! is_wp_error( $result ) ) {
				$result = $server->dispatch( $request );
			}
			$result = rest_ensure_response( $result );
			if ( is_wp_error( $result ) ) {
				$result = rest_convert_error_to_response( $result );
			}
			$result = apply_filters( 'rest_post_dispatch', rest_ensure_response( $result ), $server, $request );
		} finally {
			unset( $GLOBALS['wp_rest_auth_cookie'], $_SERVER['HTTP_X_WP_NONCE'], $_REQUEST['_wpnonce'] );
			wp_set_current_user( $user );
		}
		$this->assertInstanceOf( WP_REST_Response::class, $result );
		return $result;
	}

	/**
	 * Acts as this user from now on.
	 *
	 * @param int $user_id User id.
	 */
	protected function login( int $user_id ): void {
		wp_set_current_user( $user_id );
	}

	/**
	 * Acts as an anonymous visitor.
	 */
	protected function logout(): void {
		wp_set_current_user( 0 );
	}

	/**
	 * Creates a customer: approved business customer or pending registration.
	 *
	 * @param bool $approved Role kabelshop_customer when true, kabelshop_pending otherwise.
	 * @return int User id.
	 */
	protected function make_customer( bool $approved = true ): int {
		$login = $this->unique( 'customer' );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => wp_generate_password( 16 ),
				'role'       => $approved ? 'kabelshop_customer' : 'kabelshop_pending',
			)
		);
		$this->assertIsInt( $id, 'customer could not be created' );
		return $id;
	}

	/**
	 * Asserts a 400 answer whose data names the field.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param string           $field    Field name.
	 */
	protected function assertFieldError( WP_REST_Response $response, string $field ): void {
		$this->assertSame( 400, $response->get_status(), 'expected 400, got ' . $response->get_status() . ': ' . wp_json_encode( $response->get_data() ) );
		$data   = $response->get_data();
		$named  = array();
		$detail = $data['data'] ?? array();
		if ( isset( $detail['field'] ) ) {
			$named[] = $detail['field'];
		}
		$named = array_merge( $named, array_keys( (array) ( $detail['fields'] ?? array() ) ), array_keys( (array) ( $detail['params'] ?? array() ) ) );
		$this->assertContains( $field, $named, 'the error does not name ' . $field . ': ' . wp_json_encode( $data ) );
	}
}
