<?php
/**
 * The cut fee and the drum settings' registration.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce\Drums;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\ShopSettings;

/**
 * Settings of Kabelshop -> Drum types and cut fee (Admin\DrumTypesPage, capability manage_options,
 * Settings API group GROUP): the drum types (DrumTypes::OPTION) and the cut fee per cut from a drum
 * (OPTION_CUT_FEE, integer EUR cents, net; default 20.00 EUR, LAPP's fee per cut; 0 = cuts are free
 * and no cut fee line is written). The form shows and accepts euros with up to two decimals.
 */
final class DrumSettings {

	public const GROUP          = 'kabelshop_drums';
	public const OPTION_CUT_FEE = 'kabelshop_cut_fee_cents';

	/** LAPP's cut fee: 20.00 EUR per cut (issue 14). */
	public const DEFAULT_CUT_FEE_CENTS = 2000;

	/** Largest cut fee: 1,000.00 EUR. */
	public const MAX_CUT_FEE_CENTS = 100000;

	/**
	 * The cut fee in cents (the default when unset or unreadable).
	 */
	public static function cut_fee_cents(): int {
		$value = get_option( self::OPTION_CUT_FEE, self::DEFAULT_CUT_FEE_CENTS );
		return is_numeric( $value ) && (int) $value >= 0 && (int) $value <= self::MAX_CUT_FEE_CENTS ? (int) $value : self::DEFAULT_CUT_FEE_CENTS;
	}

	/**
	 * Registers both options (action admin_init, DrumsService; options.php saves them).
	 */
	public static function register_settings(): void {
		register_setting(
			self::GROUP,
			self::OPTION_CUT_FEE,
			array(
				'type'              => 'integer',
				'default'           => self::DEFAULT_CUT_FEE_CENTS,
				'sanitize_callback' => array( self::class, 'sanitize_cut_fee' ),
				'show_in_rest'      => false,
			)
		);
		register_setting(
			self::GROUP,
			DrumTypes::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( DrumTypes::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);
	}

	/**
	 * Sanitize callback of the cut fee: euros with at most two decimals (or stored cents), 0..1000.00.
	 * Invalid input keeps the previous fee and adds a settings error.
	 *
	 * @param mixed $value Submitted euros or stored cents.
	 */
	public static function sanitize_cut_fee( $value ): int {
		$cents = ShopSettings::parse_euros( is_int( $value ) ? $value : ( is_scalar( $value ) ? (string) $value : '' ) );
		if ( null === $cents || $cents > self::MAX_CUT_FEE_CENTS ) {
			if ( function_exists( 'add_settings_error' ) ) {
				add_settings_error( self::OPTION_CUT_FEE, self::OPTION_CUT_FEE . '_invalid', __( 'Cut fee: enter an amount in euros with at most two decimals, from 0.00 to 1000.00, e.g. 20.00.', 'kabelshop-core' ) );
			}
			return self::cut_fee_cents();
		}
		return $cents;
	}
}
