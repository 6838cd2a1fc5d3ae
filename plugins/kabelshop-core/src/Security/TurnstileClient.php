<?php
/**
 * Cloudflare Turnstile siteverify client.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

/**
 * Verifies Turnstile tokens with Cloudflare's siteverify API (developers.cloudflare.com/turnstile/
 * get-started/server-side-validation): POST application/x-www-form-urlencoded fields secret,
 * response (the token, at most 2048 characters) and remoteip to
 * https://challenges.cloudflare.com/turnstile/v0/siteverify; the answer is JSON
 * { success: bool, "error-codes": string[], challenge_ts, hostname, action, cdata }.
 * A token is valid once and for 300 seconds (a second use answers timeout-or-duplicate).
 * The endpoint can be changed (tests use tests/fakes/turnstile.php). Time-out 10 s.
 */
final class TurnstileClient implements BotCheck {

	public const ENDPOINT = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

	/** Cloudflare's documented maximum token length. */
	public const MAX_TOKEN_LENGTH = 2048;

	/**
	 * @param string $secret   The widget's secret key.
	 * @param string $endpoint The siteverify URL.
	 */
	public function __construct( private readonly string $secret, private readonly string $endpoint = self::ENDPOINT ) {
	}

	/**
	 * Asks siteverify about a token.
	 *
	 * @param string $token Token from the form field 'cf-turnstile-response'.
	 * @param string $ip    Visitor IP, '' to leave it out.
	 */
	public function verify( string $token, string $ip ): BotCheckResult {
		if ( '' === $token ) {
			return new BotCheckResult( false, array( 'missing-input-response' ) );
		}
		if ( strlen( $token ) > self::MAX_TOKEN_LENGTH ) {
			return new BotCheckResult( false, array( 'invalid-input-response' ) );
		}
		$body = array(
			'secret'   => $this->secret,
			'response' => $token,
		);
		if ( '' !== $ip ) {
			$body['remoteip'] = $ip;
		}
		$response = wp_remote_post(
			$this->endpoint,
			array(
				'timeout' => 10,
				'body'    => $body,
				'headers' => array( 'Accept' => 'application/json' ),
			)
		);
		if ( is_wp_error( $response ) ) {
			return new BotCheckResult( false, array( 'kabelshop-unreachable' ), true );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$data   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $data ) || ! array_key_exists( 'success', $data ) ) {
			return new BotCheckResult( false, array( 'kabelshop-bad-answer' ), true );
		}
		$codes = array_values( array_filter( array_map( 'strval', (array) ( $data['error-codes'] ?? array() ) ) ) );
		if ( true === $data['success'] && 200 === $status ) {
			return new BotCheckResult( true );
		}
		$ours = array_intersect( $codes, array( 'missing-input-secret', 'invalid-input-secret', 'internal-error', 'bad-request' ) );
		return new BotCheckResult( false, $codes, $status >= 500 || array() !== $ours );
	}
}
