<?php
/**
 * wp-admin settings: delivery and payment.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The "Kabelshop -> Delivery and payment" page (capability manage_options, Settings API with
 * sanitize callbacks). Stores the delivery fee and the free-delivery threshold as integer cents in
 * options kabelshop_delivery_fee_cents / kabelshop_delivery_free_from_cents; the form shows and
 * accepts euros with up to 2 decimals ("15.00" or "15,00"). Defaults: 15.00 EUR and 500.00 EUR
 * (shop settings, not prices of goods). Registered by CommerceService.
 */
final class ShopSettings {

	public const PAGE             = 'kabelshop-delivery';
	public const PARENT           = 'kabelshop';
	public const GROUP            = 'kabelshop_delivery';
	public const OPTION_FEE       = 'kabelshop_delivery_fee_cents';
	public const OPTION_FREE_FROM = 'kabelshop_delivery_free_from_cents';

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
	 * Adds the page below the top-level "Kabelshop" menu, creating that menu (with this page as
	 * its first entry) unless another service already did.
	 */
	public function add_page(): void {
		global $admin_page_hooks;
		$title = __( 'Delivery and payment', 'kabelshop' );
		if ( empty( $admin_page_hooks[ self::PARENT ] ) ) {
			add_menu_page( __( 'Kabelshop', 'kabelshop' ), __( 'Kabelshop', 'kabelshop' ), 'manage_options', self::PARENT, array( $this, 'render_page' ), 'dashicons-cart', 56 );
			add_submenu_page( self::PARENT, $title, $title, 'manage_options', self::PARENT, array( $this, 'render_page' ) );
			return;
		}
		add_submenu_page( self::PARENT, $title, $title, 'manage_options', self::PAGE, array( $this, 'render_page' ) );
	}

	/**
	 * Registers the two settings and their fields.
	 */
	public function register_settings(): void {
		foreach ( array( self::OPTION_FEE => DeliveryRules::DEFAULT_FEE_CENTS, self::OPTION_FREE_FROM => DeliveryRules::DEFAULT_FREE_FROM_CENTS ) as $option => $default ) {
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
		add_settings_section( 'kabelshop_delivery_section', __( 'Delivery', 'kabelshop' ), array( $this, 'render_section' ), self::PAGE );
		add_settings_field( self::OPTION_FEE, __( 'Delivery fee (EUR, net)', 'kabelshop' ), array( $this, 'render_field' ), self::PAGE, 'kabelshop_delivery_section', array( 'option' => self::OPTION_FEE, 'label_for' => self::OPTION_FEE ) );
		add_settings_field( self::OPTION_FREE_FROM, __( 'Free delivery from a net order value of (EUR)', 'kabelshop' ), array( $this, 'render_field' ), self::PAGE, 'kabelshop_delivery_section', array( 'option' => self::OPTION_FREE_FROM, 'label_for' => self::OPTION_FREE_FROM ) );
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
	 * Section intro.
	 */
	public function render_section(): void {
		echo '<p>' . esc_html__( 'Pickup is always free. Delivery to a customer address costs the fee below unless the net order value reaches the threshold. Card payment is not available yet; contract terms are offered only to customers with a contract.', 'kabelshop' ) . '</p>';
	}

	/**
	 * One amount field.
	 *
	 * @param array{option: string} $args Field args.
	 */
	public function render_field( array $args ): void {
		$option  = $args['option'];
		$default = self::OPTION_FEE === $option ? DeliveryRules::DEFAULT_FEE_CENTS : DeliveryRules::DEFAULT_FREE_FROM_CENTS;
		$cents   = self::read_cents( $option, $default );
		printf(
			'<input type="text" inputmode="decimal" class="regular-text" id="%1$s" name="%1$s" value="%2$s" pattern="\d{1,7}([.,]\d{1,2})?" required />',
			esc_attr( $option ),
			esc_attr( sprintf( '%d.%02d', intdiv( $cents, 100 ), $cents % 100 ) )
		);
	}

	/**
	 * The settings page.
	 */
	public function render_page(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html__( 'Delivery and payment', 'kabelshop' ) . '</h1>';
		settings_errors();
		echo '<form method="post" action="options.php">';
		settings_fields( self::GROUP );
		do_settings_sections( self::PAGE );
		submit_button();
		echo '</form></div>';
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
