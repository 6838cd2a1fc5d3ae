<?php
/**
 * Base class of every kabelshop/v1 route.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\FieldRules;
use Kabelshop\Domain\ShopException;
use Kabelshop\Security\Xsrf;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * One class per route (WooCommerce Store API pattern). A subclass gives its path, args,
 * permission() and handle(); this class adds, for every write (any method but GET/HEAD), the
 * wp_rest nonce check (X-WP-Nonce) and the XSRF double-submit check (except for a route that is
 * token_authenticated()), and turns every exception of
 * a handler into an answer in one place (run()): handlers throw, they never catch to re-map.
 */
abstract class AbstractRoute {

	public const NAMESPACE = 'kabelshop/v1';

	/** Seconds a 429 asks the client to wait when the route did not say (data retry_after). */
	public const DEFAULT_RETRY_AFTER = 60;

	/**
	 * Path below the namespace, e.g. 'products' or 'orders/(?P<id>\d+)'.
	 */
	abstract public function get_path(): string;

	/**
	 * Endpoints: list of [ 'methods' => 'GET'|'POST'|…, 'args' => array, 'handler' => method name ].
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	abstract public function get_endpoints(): array;

	/**
	 * Route-specific permission. Answer true, or a WP_Error with status 401/403.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	abstract public function permission( WP_REST_Request $request );

	/**
	 * Registers the route with WordPress.
	 */
	public function register(): void {
		$endpoints = array();
		foreach ( $this->get_endpoints() as $endpoint ) {
			$handler     = $endpoint['handler'];
			$endpoints[] = array(
				'methods'             => $endpoint['methods'],
				'args'                => $endpoint['args'],
				'permission_callback' => array( $this, 'check_permission' ),
				'callback'            => function ( WP_REST_Request $request ) use ( $handler ) {
					return $this->run( $handler, $request );
				},
			);
		}
		if ( null !== $this->get_schema() ) {
			// Core's place for a route's answer schema: OPTIONS shows it, rest_get_server() keeps it.
			$endpoints['schema'] = array( $this, 'get_schema' );
		}
		register_rest_route( self::NAMESPACE, '/' . $this->get_path(), $endpoints );
	}

	/**
	 * The JSON Schema of the route's answer (draft 4, as core's controllers give theirs), or null for
	 * a route that declares none yet. bin/rest-docs.php exports it to src/lib/rest-schemas.json, the
	 * islands' zod schemas are tested against it (tests/js/lib/rest-schemas.test.ts), and the
	 * route's PHPUnit test validates real answers with rest_validate_value_from_schema() (issue 29).
	 *
	 * @return array<string, mixed>|null
	 */
	public function get_schema(): ?array {
		return null;
	}

	/**
	 * Permission callback: write tokens first, then the route's own rule.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function check_permission( WP_REST_Request $request ) {
		if ( self::is_write( $request ) && ! $this->token_authenticated() ) {
			$nonce = (string) $request->get_header( 'x_wp_nonce' );
			if ( '' === $nonce || ! wp_verify_nonce( $nonce, 'wp_rest' ) ) {
				return new WP_Error( 'kabelshop_security_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'kabelshop-core' ), array( 'status' => 403 ) );
			}
			if ( ! Xsrf::verify( $request ) ) {
				return new WP_Error( 'kabelshop_security_invalid_xsrf', __( 'The security token is missing or wrong. Please reload the page and try again.', 'kabelshop-core' ), array( 'status' => 403 ) );
			}
		}
		return $this->permission( $request );
	}

	/**
	 * True for the narrow exception to the nonce and XSRF checks: a route whose writes come from
	 * outside any browser session and carry their own secret. The one-click unsubscribe of RFC 8058
	 * is POSTed by mail providers (no cookies, no nonce, no XSRF cookie) to the URL of the
	 * List-Unsubscribe header, which holds the subscriber's token. Such a route must check that token
	 * in permission() (a timing-safe comparison with a secret only the site can make) and may only
	 * make the change the token names (docs/security.md, "Token-authenticated routes").
	 */
	protected function token_authenticated(): bool {
		return false;
	}

	/**
	 * True for methods that change state.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public static function is_write( WP_REST_Request $request ): bool {
		return ! in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true );
	}

	/**
	 * Calls a handler: the one place where a kabelshop/v1 handler's exceptions become answers.
	 *
	 * - A ShopException (Domain\ShopException, RouteException included) answers its status (from its
	 *   kind), code, translated message and data: { code, message, data: { status, ...data } }.
	 *   A 429 also carries the header Retry-After (RFC 9110 section 10.2.3, delay in seconds) holding
	 *   its data retry_after (seconds until the rate-limit window ends, at least 1;
	 *   DEFAULT_RETRY_AFTER when the thrower gave none), the same number as the body's
	 *   data.retry_after. Every 429 of kabelshop/v1 passes here. A 503 whose thrower gave a
	 *   retry_after (e.g. Accounts\CustomerLock's kabelshop_account_busy) carries the header too
	 *   (RFC 9110 section 10.2.3 names 503 beside 429). A 5xx with a previous exception (the
	 *   failure behind it) logs that one's class and message.
	 * - Any other Throwable is a defect or an infrastructure failure: its class, message and place go
	 *   to the PHP error log (never to the visitor) and the answer is 500 kabelshop_server_error with
	 *   the translated SERVER_ERROR message of the spec's form keys (section 8).
	 *
	 * The fresh X-WP-Nonce header of every answer (errors too) is added by ErrorFunnel on
	 * rest_post_dispatch, where core's own errors pass as well.
	 *
	 * @param string          $handler Method name.
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response
	 */
	private function run( string $handler, WP_REST_Request $request ): WP_REST_Response {
		try {
			return rest_ensure_response( $this->{$handler}( $request ) );
		} catch ( ShopException $e ) {
			if ( $e->status >= 500 && null !== $e->getPrevious() ) {
				$cause = $e->getPrevious();
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions -- why a write failed is for the administrator; the visitor sees the translated message.
				error_log( sprintf( 'kabelshop %s %s: %s (%s: %s)', $request->get_method(), $request->get_route(), $e->error_code, get_class( $cause ), $cause->getMessage() ) );
			}
			return self::error_response( $e );
		} catch ( \Throwable $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions -- the administrator's only trace of a 500; the visitor sees the generic message.
			error_log( sprintf( 'kabelshop %s %s: %s: %s in %s:%d', $request->get_method(), $request->get_route(), get_class( $e ), $e->getMessage(), $e->getFile(), $e->getLine() ) );
			return rest_convert_error_to_response( new WP_Error( 'kabelshop_server_error', FieldRules::message( 'SERVER_ERROR' ), array( 'status' => 500 ) ) );
		}
	}

	/**
	 * The answer to a ShopException (see run()).
	 *
	 * @param ShopException $e The exception.
	 */
	public static function error_response( ShopException $e ): WP_REST_Response {
		$data = array_merge( array( 'status' => $e->status ), $e->data );
		if ( 429 === $e->status ) {
			$data['retry_after'] = max( 1, (int) ( $e->data['retry_after'] ?? self::DEFAULT_RETRY_AFTER ) );
		}
		$response = rest_convert_error_to_response( new WP_Error( $e->error_code, $e->getMessage(), $data ) );
		if ( 429 === $e->status || ( 503 === $e->status && isset( $e->data['retry_after'] ) ) ) {
			$response->header( 'Retry-After', (string) max( 1, (int) $data['retry_after'] ) );
		}
		return $response;
	}

	/**
	 * Answer 401 for a visitor who is not logged in, 403 for a logged-in one without $capability.
	 *
	 * @param string $capability Capability to require.
	 * @return true|WP_Error
	 */
	protected function require_capability( string $capability ) {
		if ( ! is_user_logged_in() ) {
			return new WP_Error( 'kabelshop_auth_required', __( 'Please log in first.', 'kabelshop-core' ), array( 'status' => 401 ) );
		}
		if ( ! current_user_can( $capability ) ) {
			return new WP_Error( 'kabelshop_auth_forbidden', __( 'Your account is not allowed to do this.', 'kabelshop-core' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Throws a 400 naming the field.
	 *
	 * @param string $code    Error code.
	 * @param string $field   Field name as the client sent it.
	 * @param string $message Translated message.
	 * @throws ShopException Always (kind invalid, data field and fields).
	 */
	protected function bad_field( string $code, string $field, string $message ): never {
		throw ShopException::field( $code, $field, $message );
	}
}
