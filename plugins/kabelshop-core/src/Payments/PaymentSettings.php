<?php
/**
 * Payment settings set in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Option kabelshop_payments (not autoloaded: it holds the gateway's secret key), edited on
 * Kabelshop → Payments (Admin\PaymentsPage). Shape (get()):
 * array{ card_enabled: bool, shop_id: string, secret_key: string, form_url: string (WSPayForm
 * authorisation URL), api_url: string (WSPay API services base, no trailing slash),
 * card_expiry_minutes: int (an unpaid card order is cancelled after this many minutes, 15..10080),
 * purpose_code: string (HUB-3 purpose code, 4 capitals), transfer_days: int (bank transfer: days
 * to pay, shown with the instructions, 1..60), default_terms_days: int (contract terms when a
 * customer has none of their own, 1..180) }.
 * The WSPay endpoints (docs/payments.md): test form https://formtest.wspay.biz/authorization.aspx,
 * test API https://test.wspay.biz/api/services; live https://form.wspay.biz/authorization.aspx and
 * https://secure.wspay.biz/api/services. Development and the tests point both at the local fake
 * gateway (bin/fake-wspay.mjs), which the seed configures.
 */
final class PaymentSettings {

	public const OPTION = 'kabelshop_payments';

	public const DEFAULTS = array(
		'card_enabled'        => false,
		'shop_id'             => '',
		'secret_key'          => '',
		'form_url'            => 'https://formtest.wspay.biz/authorization.aspx',
		'api_url'             => 'https://test.wspay.biz/api/services',
		'card_expiry_minutes' => 60,
		'purpose_code'        => 'GDSV',
		'transfer_days'       => 8,
		'default_terms_days'  => 30,
	);

	/**
	 * The settings with defaults for what is missing or malformed.
	 *
	 * @return array{card_enabled: bool, shop_id: string, secret_key: string, form_url: string, api_url: string, card_expiry_minutes: int, purpose_code: string, transfer_days: int, default_terms_days: int}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		return self::normalize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Stored values cleaned and clamped (unknown keys dropped).
	 *
	 * @param array<string, mixed> $value Raw values.
	 * @return array{card_enabled: bool, shop_id: string, secret_key: string, form_url: string, api_url: string, card_expiry_minutes: int, purpose_code: string, transfer_days: int, default_terms_days: int}
	 */
	public static function normalize( array $value ): array {
		$d       = self::DEFAULTS;
		$text    = static fn( string $key ): string => trim( (string) ( $value[ $key ] ?? $d[ $key ] ) );
		$int     = static fn( string $key, int $min, int $max ): int => max( $min, min( $max, (int) ( $value[ $key ] ?? $d[ $key ] ) ) );
		$purpose = strtoupper( $text( 'purpose_code' ) );
		return array(
			'card_enabled'        => ! empty( $value['card_enabled'] ),
			'shop_id'             => $text( 'shop_id' ),
			'secret_key'          => $text( 'secret_key' ),
			'form_url'            => esc_url_raw( $text( 'form_url' ) ),
			'api_url'             => untrailingslashit( esc_url_raw( $text( 'api_url' ) ) ),
			'card_expiry_minutes' => $int( 'card_expiry_minutes', 15, 10080 ),
			'purpose_code'        => preg_match( '/^[A-Z]{4}$/', $purpose ) ? $purpose : $d['purpose_code'],
			'transfer_days'       => $int( 'transfer_days', 1, 60 ),
			'default_terms_days'  => $int( 'default_terms_days', 1, 180 ),
		);
	}

	/**
	 * Saves settings (normalised).
	 *
	 * @param array<string, mixed> $value Values.
	 */
	public static function save( array $value ): void {
		update_option( self::OPTION, self::normalize( $value ), false );
	}

	/**
	 * Whether card payment can be offered: switched on and the gateway fully configured.
	 */
	public static function card_ready(): bool {
		$s = self::get();
		return $s['card_enabled'] && '' !== $s['shop_id'] && '' !== $s['secret_key'] && '' !== $s['form_url'] && '' !== $s['api_url'];
	}
}
