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
 */
final class BotCheckSettings implements Service {

	public const GROUP         = 'kabelshop_bot_check';
	public const OPTION_SITE   = 'kabelshop_turnstile_site_key';
	public const OPTION_SECRET = 'kabelshop_turnstile_secret';

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
	 * Registers both keys.
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
