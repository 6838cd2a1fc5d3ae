<?php
/**
 * The checks in front of a form that visitors may send.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Domain\ShopException;

/**
 * Guards a write that visitors (no account) may make, such as sign-up and the inquiry list, in
 * this order (docs/security.md; spec sections 5, 8):
 * 1. rate limits (issue 27: an office of many people behind one NAT address must not lock itself
 *    out): a tight budget per browser, keyed by the request's XSRF-TOKEN cookie (which the write
 *    must carry anyway, Xsrf::verify()), of BotCheckSettings::browser_limit( $max_per_hour )
 *    attempts per hour; and a loose backstop per client IP of BotCheckSettings::address_limit()
 *    (default 40) per hour. Either exceeded: 429 kabelshop_<area>_rate_limited with
 *    data.retry_after in seconds (AbstractRoute::run() sends it as the Retry-After header). Every
 *    attempt counts on both, refused ones too. A bot that fetches a new cookie for every request
 *    only meets the address limit, so the bot check below carries the rest of the protection;
 * 2. bot check (only when BotCheckSettings turns it on): 503 kabelshop_<area>_bot_check_unavailable
 *    when the service cannot answer, 400 kabelshop_<area>_bot_check_failed naming
 *    cf-turnstile-response when the token is refused;
 * 3. fields: 400 kabelshop_<area>_invalid with data.field (the first bad field) and data.fields
 *    (every bad field => its message), so one answer names every bad field.
 * <area> is the route's error area ('register', 'inquiry'); it also names the rate-limit bucket.
 */
final class VisitorWriteGuard {

	/** The request field that carries the Turnstile token. */
	public const BOT_FIELD = 'cf-turnstile-response';

	/**
	 * @param string $area         Error area, e.g. 'register' (codes kabelshop_register_*).
	 * @param int    $max_per_hour The form's own attempts per browser per hour (staff may override
	 *                             it for every form: BotCheckSettings::browser_limit()).
	 * @param string $rate_message Translated message of the 429 answer.
	 */
	public function __construct(
		private readonly string $area,
		private readonly int $max_per_hour,
		private readonly string $rate_message
	) {
	}

	/**
	 * Steps 1 and 2: counts the attempt and checks the bot-check token.
	 *
	 * @param string $bot_token The cf-turnstile-response value sent ('' when none).
	 * @throws ShopException Kind rate_limited (429), unavailable (503) or invalid (400), see the class comment.
	 */
	public function admit( string $bot_token ): void {
		$ip      = RateLimiter::client_ip();
		$browser = $this->area . ':browser:' . self::browser_key();
		$address = $this->area . ':ip:' . $ip;
		$refused = array();
		if ( ! RateLimiter::limit( $browser, BotCheckSettings::browser_limit( $this->max_per_hour ), HOUR_IN_SECONDS ) ) {
			$refused[] = RateLimiter::retry_after( $browser );
		}
		if ( ! RateLimiter::limit( $address, BotCheckSettings::address_limit(), HOUR_IN_SECONDS ) ) {
			$refused[] = RateLimiter::retry_after( $address );
		}
		if ( $refused ) {
			throw new ShopException( $this->code( 'rate_limited' ), $this->rate_message, ShopException::RATE_LIMITED, array( 'retry_after' => max( $refused ) ) );
		}
		$check = BotCheckSettings::check();
		if ( null === $check ) {
			return;
		}
		$result = $check->verify( $bot_token, $ip );
		if ( ! $result->success && $result->unavailable ) {
			throw new ShopException( $this->code( 'bot_check_unavailable' ), __( 'The security check is not available right now. Please try again in a few minutes.', 'kabelshop-core' ), ShopException::UNAVAILABLE );
		}
		if ( ! $result->success ) {
			throw ShopException::field( $this->code( 'bot_check_failed' ), self::BOT_FIELD, __( 'The security check failed. Please complete it again.', 'kabelshop-core' ) );
		}
	}

	/**
	 * Step 3: refuses the request when validation found bad fields.
	 *
	 * @param array<string, string> $errors Field => translated message, in form order (empty: all valid).
	 * @throws ShopException Kind invalid (400) kabelshop_<area>_invalid, see the class comment.
	 */
	public function check_fields( array $errors ): void {
		if ( ! $errors ) {
			return;
		}
		throw new ShopException(
			$this->code( 'invalid' ),
			__( 'Please correct the marked fields.', 'kabelshop-core' ),
			ShopException::INVALID,
			array(
				'field'  => (string) array_key_first( $errors ),
				'fields' => $errors,
			)
		);
	}

	/**
	 * The browser's budget key: sha1 of its XSRF-TOKEN cookie ('none' when it sent none; such a
	 * write fails Xsrf::verify() before it gets here).
	 */
	public static function browser_key(): string {
		$cookie = isset( $_COOKIE[ Xsrf::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ Xsrf::COOKIE ] ) ) : '';
		return '' !== $cookie ? sha1( $cookie ) : 'none';
	}

	/**
	 * The error code of a problem in this guard's area.
	 *
	 * @param string $problem E.g. 'rate_limited'.
	 */
	private function code( string $problem ): string {
		return 'kabelshop_' . $this->area . '_' . $problem;
	}
}
