<?php
/**
 * The delivery-and-payment settings (options, sanitising, the rules they give).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The settings of "Kabelshop -> Delivery and payment" (screen Admin\DeliveryPage, capability
 * manage_options, Settings API with sanitize callbacks). Stores the delivery fee and the free-delivery threshold as integer cents in
 * options kabelshop_delivery_fee_cents / kabelshop_delivery_free_from_cents; the form shows and
 * accepts euros with up to 2 decimals ("15.00" or "15,00"). Defaults: 15.00 EUR and 500.00 EUR
 * (shop settings, not prices of goods). The default lead time (working days until a backordered
 * quantity arrives, for articles without their own, StockRules) is option
 * kabelshop_default_lead_time_days, 1..250, default 10 (a placeholder for the shop to set).
 * The same screen and group hold who gets the staff mails of orders (OrderNotifications).
 * Registered by CommerceService.
 */
final class ShopSettings {

	public const PARENT           = 'kabelshop';
	public const GROUP            = 'kabelshop_delivery';
	public const OPTION_FEE       = 'kabelshop_delivery_fee_cents';
	public const OPTION_FREE_FROM = 'kabelshop_delivery_free_from_cents';
	public const OPTION_LEAD_TIME = 'kabelshop_default_lead_time_days';

	/** Default lead time in working days until staff set one (two working weeks; not a promise of any supplier). */
	public const DEFAULT_LEAD_TIME_DAYS = 10;

	/** Largest accepted amount: 1,000,000.00 EUR in cents. */
	public const MAX_CENTS = 100000000;

	/**
	 * The delivery rules from the stored options (defaults when unset or invalid).
	 */
	public static function delivery_rules(): DeliveryRules {
		return new DeliveryRules(
			self::read_cents( self::OPTION_FEE, DeliveryRules::DEFAULT_FEE_CENTS ),
			self::read_cents( self::OPTION_FREE_FROM, DeliveryRules::DEFAULT_FREE_FROM_CENTS )
		);
	}

	/**
	 * The default lead time in working days (1..StockRules::MAX_LEAD_TIME_DAYS).
	 */
	public static function default_lead_time_days(): int {
		$value = get_option( self::OPTION_LEAD_TIME, self::DEFAULT_LEAD_TIME_DAYS );
		return self::parse_days( $value ) ?? self::DEFAULT_LEAD_TIME_DAYS;
	}

	/**
	 * Working days from a form or the option: a whole number 1..StockRules::MAX_LEAD_TIME_DAYS, else null.
	 *
	 * @param mixed $value "10", 10.
	 */
	public static function parse_days( $value ): ?int {
		$text = is_int( $value ) ? (string) $value : trim( is_scalar( $value ) ? (string) $value : '' );
		return preg_match( '/^\d{1,3}$/', $text ) && (int) $text >= 1 && (int) $text <= StockRules::MAX_LEAD_TIME_DAYS ? (int) $text : null;
	}

	/**
	 * Sanitize callback of the default lead time: invalid input keeps the previous value and adds a settings error.
	 *
	 * @param mixed $value Submitted value.
	 */
	public function sanitize_lead_time( $value ): int {
		$days = self::parse_days( $value );
		if ( null === $days ) {
			/* translators: %d: largest number of working days */
			function_exists( 'add_settings_error' ) && add_settings_error( self::OPTION_LEAD_TIME, self::OPTION_LEAD_TIME . '_invalid', sprintf( __( 'Enter the lead time as a whole number of working days from 1 to %d.', 'kabelshop' ), StockRules::MAX_LEAD_TIME_DAYS ) );
			return self::default_lead_time_days();
		}
		return $days;
	}

	/**
	 * Registers the settings (the screen is Admin\DeliveryPage).
	 */
	public function register_settings(): void {
		OrderNotifications::register();
		register_setting(
			self::GROUP,
			self::OPTION_LEAD_TIME,
			array(
				'type'              => 'integer',
				'default'           => self::DEFAULT_LEAD_TIME_DAYS,
				'sanitize_callback' => array( $this, 'sanitize_lead_time' ),
				'show_in_rest'      => false,
			)
		);
		foreach ( array(
			self::OPTION_FEE       => DeliveryRules::DEFAULT_FEE_CENTS,
			self::OPTION_FREE_FROM => DeliveryRules::DEFAULT_FREE_FROM_CENTS,
		) as $option => $default ) {
			register_setting(
				self::GROUP,
				$option,
				array(
					'type'              => 'integer',
					'default'           => $default,
					'sanitize_callback' => array( $this, self::OPTION_FEE === $option ? 'sanitize_fee' : 'sanitize_free_from' ),
					'show_in_rest'      => false,
				)
			);
		}
	}

	/**
	 * Sanitize callback of the fee option.
	 *
	 * @param mixed $value Submitted value (euros as text) or stored cents.
	 */
	public function sanitize_fee( $value ): int {
		return $this->sanitize( self::OPTION_FEE, $value, DeliveryRules::DEFAULT_FEE_CENTS );
	}

	/**
	 * Sanitize callback of the threshold option.
	 *
	 * @param mixed $value Submitted value (euros as text) or stored cents.
	 */
	public function sanitize_free_from( $value ): int {
		return $this->sanitize( self::OPTION_FREE_FROM, $value, DeliveryRules::DEFAULT_FREE_FROM_CENTS );
	}

	/**
	 * Turns "15", "15.5", "15,50" or "1.234,50"-free plain input into cents; integers pass as cents.
	 * Invalid input keeps the previous value and adds a settings error.
	 *
	 * @param mixed $value Value to parse: a euro string with up to 2 decimals, or an int (cents).
	 * @return int|null Cents, or null when invalid.
	 */
	public static function parse_euros( $value ): ?int {
		if ( is_int( $value ) ) {
			return $value >= 0 && $value <= self::MAX_CENTS ? $value : null;
		}
		$text = trim( (string) $value );
		if ( ! preg_match( '/^(\d{1,7})(?:[.,](\d{1,2}))?$/', $text, $m ) ) {
			return null;
		}
		$cents = (int) $m[1] * 100 + (int) str_pad( $m[2] ?? '0', 2, '0' );
		return $cents <= self::MAX_CENTS ? $cents : null;
	}

	/**
	 * Shared sanitize logic.
	 *
	 * @param string $option  Option name.
	 * @param mixed  $value   Submitted value.
	 * @param int    $default Default cents.
	 */
	private function sanitize( string $option, $value, int $default ): int {
		$cents = self::parse_euros( $value );
		if ( null === $cents ) {
			function_exists( 'add_settings_error' ) && add_settings_error( $option, $option . '_invalid', __( 'Enter an amount in euros with at most two decimals, e.g. 15.00.', 'kabelshop' ) );
			return self::read_cents( $option, $default );
		}
		return $cents;
	}

	/**
	 * Stored cents of an option, or the default when unset or invalid.
	 *
	 * @param string $option  Option name.
	 * @param int    $default Default cents.
	 */
	private static function read_cents( string $option, int $default ): int {
		$value = get_option( $option, $default );
		return is_numeric( $value ) && (int) $value >= 0 && (int) $value <= self::MAX_CENTS ? (int) $value : $default;
	}
}
