<?php
/**
 * The settings of the bot check (Cloudflare Turnstile).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Security;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * The settings of "Kabelshop -> Bot check" (screen Admin\BotCheckPage, capability manage_options,
 * Settings API): Turnstile site key
 * and secret key, options kabelshop_turnstile_site_key / kabelshop_turnstile_secret. Off by
 * default: while either key is empty, check() is null, forms show no widget and load no script.
 * The siteverify URL is TurnstileClient::ENDPOINT unless the filter 'kabelshop_turnstile_endpoint'
 * changes it (the tests point it at tests/fakes/turnstile.php).
 *
 * The same screen sets the limits of the visitors' forms (VisitorWriteGuard; issue 27: an office
 * behind one NAT address must not lock itself out):
 * - OPTION_ADDRESS_LIMIT: attempts per form per hour from one client address, the loose backstop
 *   (DEFAULT_ADDRESS_LIMIT = 40: a busy office of a few dozen people sending a form or two each;
 *   between MIN_LIMIT and MAX_LIMIT);
 * - OPTION_BROWSER_LIMIT: attempts per form per hour from one browser (its XSRF-TOKEN cookie), the
 *   tight budget; 0 (the default) = each form's own budget (the route's MAX_PER_BROWSER: 5, registration 10).
 */
final class BotCheckSettings implements Service {

	public const GROUP         = 'kabelshop_bot_check';
	public const OPTION_SITE   = 'kabelshop_turnstile_site_key';
	public const OPTION_SECRET = 'kabelshop_turnstile_secret';

	public const OPTION_ADDRESS_LIMIT  = 'kabelshop_visitor_limit_per_address';
	public const OPTION_BROWSER_LIMIT  = 'kabelshop_visitor_limit_per_browser';
	public const DEFAULT_ADDRESS_LIMIT = 40;
	public const MIN_LIMIT             = 1;
	public const MAX_LIMIT             = 1000;

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_settings' ) );
	}

	/**
	 * The configured bot check, or null when the keys are not both set.
	 */
	public static function check(): ?BotCheck {
		$secret = (string) get_option( self::OPTION_SECRET, '' );
		if ( '' === self::site_key() || '' === $secret ) {
			return null;
		}
		$endpoint = (string) apply_filters( 'kabelshop_turnstile_endpoint', TurnstileClient::ENDPOINT );
		return new TurnstileClient( $secret, $endpoint );
	}

	/**
	 * The public site key for the widget, '' when the check is off.
	 */
	public static function site_key(): string {
		$site = (string) get_option( self::OPTION_SITE, '' );
		return '' !== $site && '' !== (string) get_option( self::OPTION_SECRET, '' ) ? $site : '';
	}

	/**
	 * Attempts per form per hour from one client address (OPTION_ADDRESS_LIMIT, default 40).
	 */
	public static function address_limit(): int {
		$value = (int) get_option( self::OPTION_ADDRESS_LIMIT, self::DEFAULT_ADDRESS_LIMIT );
		return $value >= self::MIN_LIMIT ? min( self::MAX_LIMIT, $value ) : self::DEFAULT_ADDRESS_LIMIT;
	}

	/**
	 * Attempts per form per hour from one browser: staff's OPTION_BROWSER_LIMIT, or the form's own
	 * budget while that is 0.
	 *
	 * @param int $form_budget The form's own budget per hour (the route's MAX_PER_BROWSER).
	 */
	public static function browser_limit( int $form_budget ): int {
		$value = (int) get_option( self::OPTION_BROWSER_LIMIT, 0 );
		return $value >= self::MIN_LIMIT ? min( self::MAX_LIMIT, $value ) : max( 1, $form_budget );
	}

	/**
	 * Registers both keys and both limits.
	 */
	public function register_settings(): void {
		foreach ( array( self::OPTION_SITE, self::OPTION_SECRET ) as $option ) {
			register_setting(
				self::GROUP,
				$option,
				array(
					'type'              => 'string',
					'default'           => '',
					'sanitize_callback' => array( self::class, 'sanitize_key_value' ),
				)
			);
		}
		register_setting(
			self::GROUP,
			self::OPTION_ADDRESS_LIMIT,
			array(
				'type'              => 'integer',
				'default'           => self::DEFAULT_ADDRESS_LIMIT,
				'sanitize_callback' => array( self::class, 'sanitize_address_limit' ),
			)
		);
		register_setting(
			self::GROUP,
			self::OPTION_BROWSER_LIMIT,
			array(
				'type'              => 'integer',
				'default'           => 0,
				'sanitize_callback' => array( self::class, 'sanitize_browser_limit' ),
			)
		);
	}

	/**
	 * The address limit as a whole number between MIN_LIMIT and MAX_LIMIT (default when empty).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_address_limit( $value ): int {
		$number = is_numeric( $value ) ? (int) $value : self::DEFAULT_ADDRESS_LIMIT;
		return max( self::MIN_LIMIT, min( self::MAX_LIMIT, $number ) );
	}

	/**
	 * The browser limit: 0 (each form's own) or a whole number up to MAX_LIMIT.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_browser_limit( $value ): int {
		$number = is_numeric( $value ) ? (int) $value : 0;
		return max( 0, min( self::MAX_LIMIT, $number ) );
	}

	/**
	 * Keeps the characters Turnstile keys use (letters, digits, '-', '_', '.'); at most 200.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_key_value( $value ): string {
		return substr( (string) preg_replace( '/[^A-Za-z0-9_.\-]/', '', is_scalar( $value ) ? (string) $value : '' ), 0, 200 );
	}
}
