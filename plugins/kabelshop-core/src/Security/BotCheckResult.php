<?php
/**
 * The answer of a bot check.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

/**
 * The answer of a bot check. success: the token is genuine. error_codes: the service's codes (Turnstile: missing-input-secret,
 * invalid-input-secret, missing-input-response, invalid-input-response, bad-request,
 * timeout-or-duplicate, internal-error) or our own 'kabelshop-unreachable' /
 * 'kabelshop-bad-answer' when the service could not be asked. unavailable: true when the failure
 * was the service's (not the visitor's), so the form can say "try again later".
 */
final class BotCheckResult {

	/**
	 * @param bool     $success     The token is genuine.
	 * @param string[] $error_codes Error codes.
	 * @param bool     $unavailable The service could not answer.
	 */
	public function __construct(
		public readonly bool $success,
		public readonly array $error_codes = array(),
		public readonly bool $unavailable = false
	) {
	}
}
