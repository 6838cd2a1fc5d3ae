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
 * manage_options, Settings API with sanitize callbacks). The delivery rule by weight (DeliveryRules,
 * issue 14): the minimum fee and the free-delivery threshold as integer cents in options
 * kabelshop_delivery_fee_cents / kabelshop_delivery_free_from_cents, the price per started kg above
 * the weight limit in kabelshop_delivery_per_kg_cents (the form shows and accepts euros with up to
 * 2 decimals, "15.00" or "15,00"), and the weight up to which the minimum fee applies in grams in
 * kabelshop_delivery_up_to_g (the form shows and accepts kg with up to 3 decimals, "50" or
 * "50,5"). Defaults as LAPP's: 15.00 EUR up to 50 kg, then 0.30 EUR/kg; free from 500.00 EUR net
 * (0 = never free by value). Invalid input keeps the stored value and adds a settings error that
 * names the field (shop settings, not prices of goods). The default lead time (working days until a backordered
 * quantity arrives, for articles without their own, StockRules) is option
 * kabelshop_default_lead_time_days, 1..250, default 10 (a placeholder for the shop to set).
 * The same screen and group hold who gets the staff mails of orders (OrderNotifications).
 * Issue 27 (delivery priced before payment): the fallback rule when an article's weight is unknown,
 * kabelshop_delivery_fallback ('per_order' | 'per_package', default per order), its amounts
 * kabelshop_delivery_order_cents (flat fee per order, default 15.00 EUR) and
 * kabelshop_delivery_package_cents (per ring, reel, box or drum, default 5.00 EUR), and the zone:
 * kabelshop_delivery_abroad_cents, the extra for a delivery address outside Croatia (default 25.00
 * EUR). The defaults are the shop's default settings for staff to replace, not a carrier's rates.
 * Registered by CommerceService.
 */
final class ShopSettings {

	public const PARENT           = 'kabelshop';
	public const GROUP            = 'kabelshop_delivery';
	public const OPTION_FEE       = 'kabelshop_delivery_fee_cents';
	public const OPTION_FREE_FROM = 'kabelshop_delivery_free_from_cents';
	public const OPTION_LEAD_TIME = 'kabelshop_default_lead_time_days';
	public const OPTION_UP_TO_G   = 'kabelshop_delivery_up_to_g';
	public const OPTION_PER_KG    = 'kabelshop_delivery_per_kg_cents';
	public const OPTION_FALLBACK  = 'kabelshop_delivery_fallback';
	public const OPTION_ORDER     = 'kabelshop_delivery_order_cents';
	public const OPTION_PACKAGE   = 'kabelshop_delivery_package_cents';
	public const OPTION_ABROAD    = 'kabelshop_delivery_abroad_cents';

	/** Heaviest weight limit accepted: 100,000 kg in grams. */
	public const MAX_GRAMS = 100000000;

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
			self::read_cents( self::OPTION_FREE_FROM, DeliveryRules::DEFAULT_FREE_FROM_CENTS ),
			self::read_grams(),
			self::read_cents( self::OPTION_PER_KG, DeliveryRules::DEFAULT_PER_KG_CENTS ),
			self::read_fallback(),
			self::read_cents( self::OPTION_ORDER, DeliveryRules::DEFAULT_ORDER_CENTS ),
			self::read_cents( self::OPTION_PACKAGE, DeliveryRules::DEFAULT_PACKAGE_CENTS ),
			self::read_cents( self::OPTION_ABROAD, DeliveryRules::DEFAULT_ABROAD_CENTS )
		);
	}

	/**
	 * The stored fallback rule (DeliveryRules::FALLBACKS), or the default when unset or invalid.
	 */
	public static function read_fallback(): string {
		$value = get_option( self::OPTION_FALLBACK, DeliveryRules::DEFAULT_FALLBACK );
		return is_string( $value ) && in_array( $value, DeliveryRules::FALLBACKS, true ) ? $value : DeliveryRules::DEFAULT_FALLBACK;
	}

	/**
	 * Sanitize callback of the fallback rule: 'per_order' or 'per_package'; anything else keeps the
	 * stored rule and adds a settings error naming the field.
	 *
	 * @param mixed $value Submitted value.
	 */
	public function sanitize_fallback( $value ): string {
		if ( is_string( $value ) && in_array( $value, DeliveryRules::FALLBACKS, true ) ) {
			return $value;
		}
		function_exists( 'add_settings_error' ) && add_settings_error(
			self::OPTION_FALLBACK,
			self::OPTION_FALLBACK . '_invalid',
			/* translators: %s: the field's label */
			sprintf( __( '%s: choose per order or per package.', 'kabelshop-core' ), self::field_label( self::OPTION_FALLBACK ) )
		);
		return self::read_fallback();
	}

	/**
	 * Sanitize callback of the flat fee per order (fallback).
	 *
	 * @param mixed $value Submitted value (euros as text) or stored cents.
	 */
	public function sanitize_order( $value ): int {
		return $this->sanitize( self::OPTION_ORDER, $value, DeliveryRules::DEFAULT_ORDER_CENTS );
	}

	/**
	 * Sanitize callback of the fee per package (fallback).
	 *
	 * @param mixed $value Submitted value (euros as text) or stored cents.
	 */
	public function sanitize_package( $value ): int {
		return $this->sanitize( self::OPTION_PACKAGE, $value, DeliveryRules::DEFAULT_PACKAGE_CENTS );
	}

	/**
	 * Sanitize callback of the extra outside Croatia.
	 *
	 * @param mixed $value Submitted value (euros as text) or stored cents.
	 */
	public function sanitize_abroad( $value ): int {
		return $this->sanitize( self::OPTION_ABROAD, $value, DeliveryRules::DEFAULT_ABROAD_CENTS );
	}

	/**
	 * The translated label of a delivery field, as the screen shows it and its errors name it.
	 *
	 * @param string $option One of the OPTION_* names of the delivery rule.
	 */
	public static function field_label( string $option ): string {
		switch ( $option ) {
			case self::OPTION_FEE:
				return __( 'Minimum delivery fee (EUR, net)', 'kabelshop-core' );
			case self::OPTION_UP_TO_G:
				return __( 'Minimum fee up to a shipment weight of (kg)', 'kabelshop-core' );
			case self::OPTION_PER_KG:
				return __( 'Price per started kg above that weight (EUR, net)', 'kabelshop-core' );
			case self::OPTION_FREE_FROM:
				return __( 'Free delivery from a net order value of (EUR)', 'kabelshop-core' );
			case self::OPTION_FALLBACK:
				return __( 'Rule when an article\'s weight is not known', 'kabelshop-core' );
			case self::OPTION_ORDER:
				return __( 'Fee per order when the weight is not known (EUR, net)', 'kabelshop-core' );
			case self::OPTION_PACKAGE:
				return __( 'Fee per package (ring, reel, box, drum) when the weight is not known (EUR, net)', 'kabelshop-core' );
			case self::OPTION_ABROAD:
				return __( 'Extra for a delivery address outside Croatia (EUR, net)', 'kabelshop-core' );
		}
		return $option;
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
			function_exists( 'add_settings_error' ) && add_settings_error( self::OPTION_LEAD_TIME, self::OPTION_LEAD_TIME . '_invalid', sprintf( __( 'Enter the lead time as a whole number of working days from 1 to %d.', 'kabelshop-core' ), StockRules::MAX_LEAD_TIME_DAYS ) );
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
			self::OPTION_FALLBACK,
			array(
				'type'              => 'string',
				'default'           => DeliveryRules::DEFAULT_FALLBACK,
				'sanitize_callback' => array( $this, 'sanitize_fallback' ),
				'show_in_rest'      => false,
			)
		);
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
			self::OPTION_FEE       => array( DeliveryRules::DEFAULT_FEE_CENTS, 'sanitize_fee' ),
			self::OPTION_FREE_FROM => array( DeliveryRules::DEFAULT_FREE_FROM_CENTS, 'sanitize_free_from' ),
			self::OPTION_UP_TO_G   => array( DeliveryRules::DEFAULT_UP_TO_G, 'sanitize_up_to' ),
			self::OPTION_PER_KG    => array( DeliveryRules::DEFAULT_PER_KG_CENTS, 'sanitize_per_kg' ),
			self::OPTION_ORDER     => array( DeliveryRules::DEFAULT_ORDER_CENTS, 'sanitize_order' ),
			self::OPTION_PACKAGE   => array( DeliveryRules::DEFAULT_PACKAGE_CENTS, 'sanitize_package' ),
			self::OPTION_ABROAD    => array( DeliveryRules::DEFAULT_ABROAD_CENTS, 'sanitize_abroad' ),
		) as $option => $setting ) {
			register_setting(
				self::GROUP,
				$option,
				array(
					'type'              => 'integer',
					'default'           => $setting[0],
					'sanitize_callback' => array( $this, $setting[1] ),
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
	 * Sanitize callback of the price per started kg.
	 *
	 * @param mixed $value Submitted value (euros as text) or stored cents.
	 */
	public function sanitize_per_kg( $value ): int {
		return $this->sanitize( self::OPTION_PER_KG, $value, DeliveryRules::DEFAULT_PER_KG_CENTS );
	}

	/**
	 * Sanitize callback of the weight limit: kg with up to 3 decimals in, grams stored; invalid
	 * input keeps the stored value and adds a settings error naming the field.
	 *
	 * @param mixed $value Submitted value (kg as text) or stored grams (int).
	 */
	public function sanitize_up_to( $value ): int {
		$grams = self::parse_kg( $value );
		if ( null === $grams ) {
			function_exists( 'add_settings_error' ) && add_settings_error(
				self::OPTION_UP_TO_G,
				self::OPTION_UP_TO_G . '_invalid',
				sprintf(
					/* translators: 1: the field's label, 2: an example such as 50 */
					__( '%1$s: enter a weight in kilograms with at most three decimals, e.g. %2$s.', 'kabelshop-core' ),
					self::field_label( self::OPTION_UP_TO_G ),
					'50'
				)
			);
			return self::read_grams();
		}
		return $grams;
	}

	/**
	 * Turns "50", "50.5" or "50,125" (kg, up to 3 decimals) into grams; integers pass as grams.
	 *
	 * @param mixed $value Kilograms as text, or an int (grams).
	 * @return int|null Grams 0..MAX_GRAMS, or null when invalid.
	 */
	public static function parse_kg( $value ): ?int {
		if ( is_int( $value ) ) {
			return $value >= 0 && $value <= self::MAX_GRAMS ? $value : null;
		}
		$text = trim( is_scalar( $value ) ? (string) $value : '' );
		if ( ! preg_match( '/^(\d{1,6})(?:[.,](\d{1,3}))?$/', $text, $m ) ) {
			return null;
		}
		$grams = (int) $m[1] * 1000 + (int) str_pad( $m[2] ?? '0', 3, '0' );
		return $grams <= self::MAX_GRAMS ? $grams : null;
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
		$text = trim( is_scalar( $value ) ? (string) $value : '' );
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
			function_exists( 'add_settings_error' ) && add_settings_error(
				$option,
				$option . '_invalid',
				sprintf(
					/* translators: 1: the field's label, 2: an example amount such as 15.00 */
					__( '%1$s: enter an amount in euros with at most two decimals, e.g. %2$s.', 'kabelshop-core' ),
					self::field_label( $option ),
					'15.00'
				)
			);
			return self::read_cents( $option, $default );
		}
		return $cents;
	}

	/**
	 * Stored grams of the weight limit, or the default when unset or invalid.
	 */
	private static function read_grams(): int {
		$value = get_option( self::OPTION_UP_TO_G, DeliveryRules::DEFAULT_UP_TO_G );
		return is_numeric( $value ) && (int) $value >= 0 && (int) $value <= self::MAX_GRAMS ? (int) $value : DeliveryRules::DEFAULT_UP_TO_G;
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
