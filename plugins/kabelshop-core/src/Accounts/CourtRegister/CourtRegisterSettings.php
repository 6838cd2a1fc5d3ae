<?php
/**
 * The court register client's settings.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts\CourtRegister;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;

/**
 * The settings of "Settings -> Court register" (screen Admin\CourtRegisterPage, capability
 * manage_options): API base URL, token URL, client id and
 * client secret of the Croatian court register's open data API. Stored in the option
 * 'kabelshop_sudreg' as { base_url, token_url, client_id, client_secret }. Without a client id
 * and secret the feature is off: client() returns null and the profile says the register is not
 * configured. The option name and the page slug 'kabelshop-register' date from before the folder
 * was named CourtRegister; they stay so stored settings and bookmarked URLs keep working.
 */
final class CourtRegisterSettings implements Service {

	public const OPTION = 'kabelshop_sudreg';
	public const PAGE   = 'kabelshop-register';

	/**
	 * Registers the setting (the screen is Admin\CourtRegisterPage).
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
	}

	/**
	 * The stored settings with defaults.
	 *
	 * @return array{base_url: string, token_url: string, client_id: string, client_secret: string}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'base_url'      => (string) ( $stored['base_url'] ?? '' ) !== '' ? (string) $stored['base_url'] : SudregClient::DEFAULT_BASE_URL,
			'token_url'     => (string) ( $stored['token_url'] ?? '' ) !== '' ? (string) $stored['token_url'] : SudregClient::DEFAULT_TOKEN_URL,
			'client_id'     => (string) ( $stored['client_id'] ?? '' ),
			'client_secret' => (string) ( $stored['client_secret'] ?? '' ),
		);
	}

	/**
	 * The configured register client, or null when the feature is off.
	 */
	public static function client(): ?CompanyRegister {
		$settings = self::get();
		if ( '' === $settings['client_id'] || '' === $settings['client_secret'] ) {
			return null;
		}
		return new SudregClient( $settings['base_url'], $settings['token_url'], $settings['client_id'], $settings['client_secret'] );
	}

	/**
	 * Registers the option with its sanitiser.
	 */
	public function register_setting(): void {
		register_setting(
			self::PAGE,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => array(),
			)
		);
	}

	/**
	 * Keeps http(s) URLs and trimmed credentials; an empty secret field keeps the stored secret
	 * (the form never prints it back).
	 *
	 * @param mixed $value Submitted value.
	 * @return array{base_url: string, token_url: string, client_id: string, client_secret: string}
	 */
	public function sanitize( $value ): array {
		$value   = is_array( $value ) ? $value : array();
		$current = self::get();
		$url     = static fn( $raw ): string => esc_url_raw( trim( (string) $raw ), array( 'http', 'https' ) );
		$secret  = trim( (string) ( $value['client_secret'] ?? '' ) );
		return array(
			'base_url'      => $url( $value['base_url'] ?? '' ),
			'token_url'     => $url( $value['token_url'] ?? '' ),
			'client_id'     => sanitize_text_field( (string) ( $value['client_id'] ?? '' ) ),
			'client_secret' => '' !== $secret ? $secret : $current['client_secret'],
		);
	}
}
