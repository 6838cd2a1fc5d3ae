<?php
/**
 * A check that a form was sent by a person.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

/**
 * A bot check answers whether a token the browser's widget produced is genuine. Implemented by
 * TurnstileClient (Cloudflare Turnstile siteverify). When no keys are configured there is no
 * BotCheck at all (BotCheckSettings::check() returns null) and forms show no widget.
 */
interface BotCheck {

	/**
	 * Verifies a widget token.
	 *
	 * @param string $token The widget's token (form field 'cf-turnstile-response').
	 * @param string $ip    The visitor's IP (REMOTE_ADDR), '' to leave it out.
	 * @return BotCheckResult Never throws: transport failures come back as an unsuccessful result.
	 */
	public function verify( string $token, string $ip ): BotCheckResult;
}
