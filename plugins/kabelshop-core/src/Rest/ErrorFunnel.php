<?php
/**
 * Core's own REST errors in the shop's words, and a fresh nonce on every private kabelshop/v1 answer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest;

defined( 'ABSPATH' ) || exit;

use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;

/**
 * On kabelshop/v1 only (core's own routes keep core's answers):
 *
 * - WordPress answers some errors before a route's code runs, in English and with its own codes.
 *   They are rewritten into kabelshop_* errors with translated messages that name the field:
 *   | core                           | status | ours                              | data kept for the client      |
 *   | rest_invalid_param             | 400    | kabelshop_invalid_param           | params, field, fields         |
 *   | rest_missing_callback_param    | 400    | kabelshop_missing_param           | params, field, fields         |
 *   | rest_invalid_json              | 400    | kabelshop_invalid_json            |                               |
 *   | rest_no_route                  | 404    | kabelshop_no_route                |                               |
 *   | rest_cookie_invalid_nonce      | 403    | kabelshop_security_invalid_nonce  | (the code AbstractRoute uses) |
 *   params, fields: field => translated message; field: the first of them; details: only the route's
 *   own kabelshop_* errors by field as core passed them (core's English ones are dropped). A per-field message is
 *   built from the route arg's own limits (maxLength, minimum/maximum, enum, minItems/maxItems), or
 *   is the route's own message when its validate/sanitize callback answered a kabelshop_* error.
 *   Argument errors are rewritten on rest_request_after_callbacks (in-process dispatch sees them
 *   too), the cookie check, an unknown route and leftovers on rest_post_dispatch (the cookie check
 *   runs before dispatch, in WP_REST_Server::serve_request()).
 * - Every answer, errors included, carries a fresh X-WP-Nonce header (WooCommerce Store API's rule),
 *   so a client whose nonce expired can retry with the new one; except an answer marked
 *   Cache-Control public (metal prices, drawings; issue 16): it is added on rest_post_dispatch at
 *   priority 90, after the filters that mark answers public; from such an answer the refreshed
 *   nonce core's rest_cookie_check_errors() sends to a request with a valid nonce is removed too
 *   (issue 26: the metal prices handed a logged-in user's nonce to shared caches).
 * - An answer whose body a rest_pre_serve_request filter sent itself (PDF, PNG, SVG) gets no
 *   further headers from core (after_own_serving()).
 *   Core does not list X-WP-Nonce in Access-Control-Expose-Headers, so another site's script cannot
 *   read it.
 */
final class ErrorFunnel {

	/** The route prefix this class answers for. */
	private const PREFIX = '/' . AbstractRoute::NAMESPACE;

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_filter( 'rest_request_after_callbacks', array( $this, 'after_callbacks' ), 10, 3 );
		add_filter( 'rest_post_dispatch', array( $this, 'post_dispatch' ), 5, 3 );
		add_filter( 'rest_post_dispatch', array( $this, 'nonce_header' ), 90, 3 );
		add_filter( 'rest_pre_serve_request', array( $this, 'after_own_serving' ), PHP_INT_MAX, 4 );
	}

	/**
	 * Rewrites core's argument errors of a kabelshop/v1 route (see the class comment).
	 *
	 * @param mixed                $response Handler result or the error core found before it.
	 * @param array<string, mixed> $handler  The matched endpoint (its 'args' give the limits).
	 * @param mixed                $request  The request.
	 * @return mixed
	 */
	public function after_callbacks( $response, $handler, $request ) {
		if ( $response instanceof WP_Error && $request instanceof WP_REST_Request && self::is_ours( $request ) ) {
			$args = is_array( $handler ) && is_array( $handler['args'] ?? null ) ? $handler['args'] : array();
			return self::rewrite( $response, $args );
		}
		return $response;
	}

	/**
	 * Rewrites core's errors still in a kabelshop/v1 answer.
	 *
	 * @param mixed $result  The answer (a WP_HTTP_Response here).
	 * @param mixed $server  The REST server.
	 * @param mixed $request The request.
	 * @return mixed
	 */
	public function post_dispatch( $result, $server, $request ) {
		if ( ! $result instanceof WP_HTTP_Response || ! $request instanceof WP_REST_Request || ! self::is_ours( $request ) ) {
			return $result;
		}
		$body = $result->get_data();
		if ( $result->get_status() >= 400 && is_array( $body ) && is_string( $body['code'] ?? null ) && str_starts_with( $body['code'], 'rest_' ) ) {
			$error     = new WP_Error( $body['code'], (string) ( $body['message'] ?? '' ), is_array( $body['data'] ?? null ) ? $body['data'] : array( 'status' => $result->get_status() ) );
			$attribute = $request->get_attributes();
			$rewritten = self::rewrite( $error, is_array( $attribute['args'] ?? null ) ? $attribute['args'] : array() );
			if ( $rewritten !== $error ) {
				$answer = rest_convert_error_to_response( $rewritten );
				$answer->set_headers( array_merge( $result->get_headers(), $answer->get_headers() ) );
				$result = $answer;
			}
		}
		return $result;
	}

	/**
	 * Adds the fresh nonce header to a kabelshop/v1 answer (rest_post_dispatch, priority 90: after
	 * the filters that mark an answer public). No token goes into an answer any cache may keep
	 * (the metal prices, the drawings): it would be handed to everyone (issue 16); GET session
	 * hands it out instead.
	 *
	 * @param mixed $result  The answer.
	 * @param mixed $server  The REST server.
	 * @param mixed $request The request.
	 * @return mixed
	 */
	public function nonce_header( $result, $server, $request ) {
		if ( ! $result instanceof WP_HTTP_Response || ! $request instanceof WP_REST_Request || ! self::is_ours( $request ) ) {
			return $result;
		}
		if ( ! preg_match( '/\bpublic\b/i', (string) ( array_change_key_case( $result->get_headers() )['cache-control'] ?? '' ) ) ) {
			$result->header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
			return $result;
		}
		// Core's rest_cookie_check_errors() has already sent a refreshed nonce with header() for a
		// request that came with a valid one (a logged-in user's island): take it back.
		header_remove( 'X-WP-Nonce' );
		$result->set_headers( array_diff_key( $result->get_headers(), array_flip( array( 'X-WP-Nonce', 'x-wp-nonce' ) ) ) );
		return $result;
	}

	/**
	 * Once a filter of rest_pre_serve_request has sent a kabelshop/v1 answer's body itself (a PDF,
	 * the HUB-3 PNG, a drawing), core must send no more headers: this WordPress sends the no-cache
	 * headers of a logged-in user after that filter, and each failed with "headers already sent"
	 * in the log (issue 26). The serving filters send their own caching headers.
	 *
	 * @param bool  $served  Whether a filter sent the answer.
	 * @param mixed $result  The answer.
	 * @param mixed $request The request.
	 * @param mixed $server  The REST server.
	 * @return bool $served unchanged.
	 */
	public function after_own_serving( $served, $result, $request, $server ): bool {
		if ( $served && $request instanceof WP_REST_Request && self::is_ours( $request ) ) {
			add_filter( 'rest_send_nocache_headers', array( $this, 'no_more_headers' ), PHP_INT_MAX );
		}
		return (bool) $served;
	}

	/**
	 * No no-cache headers after the body (filter rest_send_nocache_headers, added once by
	 * after_own_serving() and removed again here).
	 *
	 * @param bool $send Whether WordPress would send them.
	 */
	public function no_more_headers( $send ): bool {
		remove_filter( 'rest_send_nocache_headers', array( $this, 'no_more_headers' ), PHP_INT_MAX );
		return false;
	}

	/**
	 * True for a request to a kabelshop/v1 route (or the namespace index).
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public static function is_ours( WP_REST_Request $request ): bool {
		$route = $request->get_route();
		return self::PREFIX === rtrim( $route, '/' ) || str_starts_with( $route, self::PREFIX . '/' );
	}

	/**
	 * The shop's error for one of core's (the same object when it is not one of the rewritten codes).
	 *
	 * @param WP_Error                            $error Core's error.
	 * @param array<string, array<string, mixed>> $args  The route's argument schema by name.
	 */
	public static function rewrite( WP_Error $error, array $args ): WP_Error {
		$data = $error->get_error_data();
		$data = is_array( $data ) ? $data : array();
		switch ( $error->get_error_code() ) {
			case 'rest_invalid_param':
				$details  = is_array( $data['details'] ?? null ) ? $data['details'] : array();
				$messages = array();
				$ours     = array();
				foreach ( array_keys( (array) ( $data['params'] ?? array() ) ) as $name ) {
					$detail            = is_array( $details[ $name ] ?? null ) ? $details[ $name ] : array();
					$messages[ $name ] = self::param_message( (string) $name, $detail, is_array( $args[ $name ] ?? null ) ? $args[ $name ] : array() );
					if ( str_starts_with( (string) ( $detail['code'] ?? '' ), 'kabelshop_' ) ) {
						$ours[ $name ] = $detail;
					}
				}
				return self::field_error( 'kabelshop_invalid_param', $messages, $ours );
			case 'rest_missing_callback_param':
				$messages = array();
				foreach ( (array) ( $data['params'] ?? array() ) as $name ) {
					/* translators: %s: the name of a request field, e.g. address_id */
					$messages[ (string) $name ] = sprintf( __( '%s: this field is required.', 'kabelshop-core' ), (string) $name );
				}
				return self::field_error( 'kabelshop_missing_param', $messages );
			case 'rest_invalid_json':
				return new WP_Error( 'kabelshop_invalid_json', __( 'The request body is not valid JSON.', 'kabelshop-core' ), array( 'status' => 400 ) );
			case 'rest_no_route':
				return new WP_Error( 'kabelshop_no_route', __( 'The shop has no interface at this address and method.', 'kabelshop-core' ), array( 'status' => 404 ) );
			case 'rest_cookie_invalid_nonce':
				return new WP_Error( 'kabelshop_security_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'kabelshop-core' ), array( 'status' => 403 ) );
		}
		return $error;
	}

	/**
	 * A 400 naming the fields: message = the only field's message, or the general one for several.
	 *
	 * @param string                              $code     Error code.
	 * @param array<string, string>               $messages Field => translated message (at least one).
	 * @param array<string, array<string, mixed>> $details  The route's own (kabelshop_*) errors by field, as
	 *                                                      core passed them: { code, message, data } (data.field
	 *                                                      may name the exact place, e.g. lines[3].quantity_m).
	 */
	private static function field_error( string $code, array $messages, array $details = array() ): WP_Error {
		$message = 1 === count( $messages ) ? (string) reset( $messages ) : __( 'Please correct the marked fields.', 'kabelshop-core' );
		$data    = array(
			'status' => 400,
			'field'  => (string) array_key_first( $messages ),
			'fields' => $messages,
			'params' => $messages,
		);
		if ( $details ) {
			$data['details'] = $details;
		}
		return new WP_Error( $code, $message, $data );
	}

	/**
	 * The translated message for one bad argument.
	 *
	 * A kabelshop_* error of the route's own validate/sanitize callback keeps its message. Core's
	 * schema errors (rest_validate_value_from_schema) get a message from the violated limit; a value
	 * inside an object or list (core names it e.g. "lines[0][quantity_m]") is looked up in the
	 * schema's properties/items and named with dots ("lines.0.quantity_m").
	 *
	 * @param string               $name   Argument name.
	 * @param array<string, mixed> $detail Core's detail: { code, message, data }.
	 * @param array<string, mixed> $schema The argument's schema.
	 */
	private static function param_message( string $name, array $detail, array $schema ): string {
		$code    = (string) ( $detail['code'] ?? '' );
		$message = (string) ( $detail['message'] ?? '' );
		if ( str_starts_with( $code, 'kabelshop_' ) && '' !== $message ) {
			return $message;
		}
		$label = $name;
		if ( preg_match( '/^' . preg_quote( $name, '/' ) . '((?:\[[^\]\s]*\])+)/', $message, $match ) ) {
			foreach ( explode( '][', trim( $match[1], '[]' ) ) as $segment ) {
				$label .= '.' . $segment;
				if ( ctype_digit( $segment ) && is_array( $schema['items'] ?? null ) ) {
					$schema = $schema['items'];
				} elseif ( is_array( $schema['properties'][ $segment ] ?? null ) ) {
					$schema = $schema['properties'][ $segment ];
				} else {
					$schema = array();
				}
			}
		}
		switch ( $code ) {
			case 'rest_too_long':
				if ( isset( $schema['maxLength'] ) ) {
					/* translators: 1: the name of a request field, e.g. search; 2: a number of characters */
					return sprintf( __( '%1$s: at most %2$d characters.', 'kabelshop-core' ), $label, (int) $schema['maxLength'] );
				}
				break;
			case 'rest_too_short':
				if ( isset( $schema['minLength'] ) ) {
					/* translators: 1: the name of a request field, e.g. search; 2: a number of characters */
					return sprintf( __( '%1$s: at least %2$d characters.', 'kabelshop-core' ), $label, (int) $schema['minLength'] );
				}
				break;
			case 'rest_out_of_bounds':
				if ( isset( $schema['minimum'], $schema['maximum'] ) ) {
					/* translators: 1: the name of a request field, e.g. per_page; 2: the smallest allowed number; 3: the largest */
					return sprintf( __( '%1$s: a number from %2$s to %3$s.', 'kabelshop-core' ), $label, (string) $schema['minimum'], (string) $schema['maximum'] );
				}
				if ( isset( $schema['minimum'] ) ) {
					/* translators: 1: the name of a request field, e.g. page; 2: the smallest allowed number */
					return sprintf( __( '%1$s: a number of at least %2$s.', 'kabelshop-core' ), $label, (string) $schema['minimum'] );
				}
				if ( isset( $schema['maximum'] ) ) {
					/* translators: 1: the name of a request field, e.g. per_page; 2: the largest allowed number */
					return sprintf( __( '%1$s: a number of at most %2$s.', 'kabelshop-core' ), $label, (string) $schema['maximum'] );
				}
				break;
			case 'rest_not_in_enum':
				if ( is_array( $schema['enum'] ?? null ) ) {
					/* translators: 1: the name of a request field, e.g. metal; 2: the allowed values, comma-separated */
					return sprintf( __( '%1$s: one of %2$s.', 'kabelshop-core' ), $label, implode( ', ', array_map( 'strval', $schema['enum'] ) ) );
				}
				break;
			case 'rest_too_many_items':
				if ( isset( $schema['maxItems'] ) ) {
					/* translators: 1: the name of a request field, e.g. lines; 2: a number of entries */
					return sprintf( __( '%1$s: at most %2$d entries.', 'kabelshop-core' ), $label, (int) $schema['maxItems'] );
				}
				break;
			case 'rest_too_few_items':
				if ( isset( $schema['minItems'] ) ) {
					/* translators: 1: the name of a request field, e.g. lines; 2: a number of entries */
					return sprintf( __( '%1$s: at least %2$d entries.', 'kabelshop-core' ), $label, (int) $schema['minItems'] );
				}
				break;
		}
		/* translators: %s: the name of a request field, e.g. cross_section */
		return sprintf( __( 'The field %s is not valid.', 'kabelshop-core' ), $label );
	}
}
