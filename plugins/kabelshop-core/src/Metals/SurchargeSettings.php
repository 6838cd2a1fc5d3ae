<?php
/**
 * The metal surcharge settings of the price list (option storage and sanitising).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * Option kabelshop_metal_surcharge (edited in wp-admin, "Kabelshop -> Metal surcharge"; issue 14),
 * one array:
 * - enabled (bool): whether prices carry a metal surcharge at all (off: the list price is the price);
 * - index_rule: 'previous_month_average' (the previous calendar month's average LME cash price in
 *   EUR, LAPP's rule) | 'previous_trading_day' (the last LME trading day before today, Helektra's
 *   and Murrelektronik's rule); SurchargeIndex;
 * - credit_negative (bool): a negative surcharge (index below the base) is credited; else it counts 0;
 * - display: 'split' (base price, metal surcharge and full price per line) | 'full' (the full-metal
 *   price, with the surcharge it includes named);
 * - price_hold_days (1..90): how long a quoted price holds (the inquiry says so);
 * - stale_after_business_days (1..30): how many business days (Mon-Fri, PriceAge) old the newest
 *   price of a metal may be before buyers and staff are told it is stale (issue 27);
 * - metals: per metal (Metal::METALS) base_e2 (metal base, EUR/100 kg x 100; 0 = "hollow price")
 *   and procurement_e2 (procurement surcharge, percent x 100).
 * Defaults (until staff set their price list's figures): on, previous month's average, no credit,
 * split, 14 days, stale after 3 business days, copper base 150.00 EUR/100 kg (LAPP's copper base) + 1 % procurement, aluminium
 * base 0 (hollow price) + 1 %.
 */
final class SurchargeSettings {

	public const OPTION = 'kabelshop_metal_surcharge';

	public const RULE_MONTH = 'previous_month_average';
	public const RULE_DAY   = 'previous_trading_day';
	public const RULES      = array( self::RULE_MONTH, self::RULE_DAY );

	public const DISPLAY_SPLIT = 'split';
	public const DISPLAY_FULL  = 'full';
	public const DISPLAYS      = array( self::DISPLAY_SPLIT, self::DISPLAY_FULL );

	/** Largest base or index accepted: 100,000.00 EUR/100 kg. */
	public const MAX_EUR_100KG_E2 = 10000000;

	/** Largest procurement surcharge: 100 %. */
	public const MAX_PROCUREMENT_E2 = 10000;

	public const MAX_HOLD_DAYS = 90;

	/** Default and largest business-day age of the newest price before it is stale (PriceAge). */
	public const DEFAULT_STALE_BUSINESS_DAYS = 3;
	public const MAX_STALE_BUSINESS_DAYS     = 30;

	/**
	 * The defaults (see the class comment).
	 *
	 * @return array{enabled: bool, index_rule: string, credit_negative: bool, display: string, price_hold_days: int, stale_after_business_days: int, metals: array<string, array{base_e2: int, procurement_e2: int}>}
	 */
	public static function defaults(): array {
		return array(
			'enabled'                   => true,
			'index_rule'                => self::RULE_MONTH,
			'credit_negative'           => false,
			'display'                   => self::DISPLAY_SPLIT,
			'price_hold_days'           => 14,
			'stale_after_business_days' => self::DEFAULT_STALE_BUSINESS_DAYS,
			'metals'                    => array(
				'copper'    => array(
					'base_e2'        => 15000,
					'procurement_e2' => 100,
				),
				'aluminium' => array(
					'base_e2'        => 0,
					'procurement_e2' => 100,
				),
			),
		);
	}

	/**
	 * The stored settings merged over the defaults; invalid stored values fall back to the default.
	 *
	 * @return array{enabled: bool, index_rule: string, credit_negative: bool, display: string, price_hold_days: int, stale_after_business_days: int, metals: array<string, array{base_e2: int, procurement_e2: int}>}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		return self::normalise( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Settings from an array of stored (typed) values, each invalid or missing one replaced by its default.
	 *
	 * @param array<string, mixed> $values Stored values.
	 * @return array{enabled: bool, index_rule: string, credit_negative: bool, display: string, price_hold_days: int, stale_after_business_days: int, metals: array<string, array{base_e2: int, procurement_e2: int}>}
	 */
	public static function normalise( array $values ): array {
		$out = self::defaults();
		if ( isset( $values['enabled'] ) ) {
			$out['enabled'] = (bool) $values['enabled'];
		}
		if ( isset( $values['credit_negative'] ) ) {
			$out['credit_negative'] = (bool) $values['credit_negative'];
		}
		if ( in_array( $values['index_rule'] ?? null, self::RULES, true ) ) {
			$out['index_rule'] = (string) $values['index_rule'];
		}
		if ( in_array( $values['display'] ?? null, self::DISPLAYS, true ) ) {
			$out['display'] = (string) $values['display'];
		}
		$days = $values['price_hold_days'] ?? null;
		if ( is_int( $days ) && $days >= 1 && $days <= self::MAX_HOLD_DAYS ) {
			$out['price_hold_days'] = $days;
		}
		$stale = $values['stale_after_business_days'] ?? null;
		if ( is_int( $stale ) && $stale >= 1 && $stale <= self::MAX_STALE_BUSINESS_DAYS ) {
			$out['stale_after_business_days'] = $stale;
		}
		foreach ( Metal::METALS as $metal ) {
			$given = $values['metals'][ $metal ] ?? array();
			$base  = is_array( $given ) ? ( $given['base_e2'] ?? null ) : null;
			$proc  = is_array( $given ) ? ( $given['procurement_e2'] ?? null ) : null;
			if ( is_int( $base ) && $base >= 0 && $base <= self::MAX_EUR_100KG_E2 ) {
				$out['metals'][ $metal ]['base_e2'] = $base;
			}
			if ( is_int( $proc ) && $proc >= 0 && $proc <= self::MAX_PROCUREMENT_E2 ) {
				$out['metals'][ $metal ]['procurement_e2'] = $proc;
			}
		}
		return $out;
	}

	/**
	 * Stores settings (normalised first).
	 *
	 * @param array<string, mixed> $values Typed values as get() returns them.
	 */
	public static function save( array $values ): void {
		update_option( self::OPTION, self::normalise( $values ), true );
		SurchargeTerms::flush();
	}
}
