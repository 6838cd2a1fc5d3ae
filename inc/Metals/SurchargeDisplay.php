<?php
/**
 * What people read about the metal surcharge terms: rule names, index dates, stale warnings.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Decimal;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * Translated texts of the surcharge terms (issue 14), shared by the wp-admin screen "Metal
 * surcharge" and its admin notice, the public surcharge route and the calculator island:
 * - rule_label(): the index rule in words;
 * - date_label(): an index date as people read it: a month ('2025-07') as "July 2025" /
 *   "srpanj 2025." (ICU's stand-alone month name of the locale), a day ('2025-08-04') as
 *   Format::date();
 * - stale_warnings(): one sentence per metal whose index is stale (SurchargeIndex), naming the
 *   metal, the index date and the screen where newer prices are imported.
 */
final class SurchargeDisplay {

	/**
	 * The rule in words.
	 *
	 * @param string $rule SurchargeSettings::RULES.
	 */
	public static function rule_label( string $rule ): string {
		return SurchargeSettings::RULE_DAY === $rule
			? __( 'LME cash price of the previous trading day, in EUR', 'kabelshop' )
			: __( 'Average LME cash price of the previous month, in EUR', 'kabelshop' );
	}

	/**
	 * An index date for people: a month 'YYYY-MM' as its name and year, a day 'Y-m-d' as a date.
	 *
	 * @param string|null $date   'YYYY-MM' | 'Y-m-d' | null.
	 * @param string      $locale Locale (BCP 47 or WordPress spelling); the page's when ''.
	 * @return string '' for null or an unreadable date.
	 */
	public static function date_label( ?string $date, string $locale = '' ): string {
		$locale = '' === $locale ? Locale::bcp47() : $locale;
		if ( null === $date ) {
			return '';
		}
		if ( preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ) {
			return Format::date( $date, $locale );
		}
		if ( ! preg_match( '/^(\d{4})-(\d{2})$/', $date, $m ) ) {
			return '';
		}
		$icu       = array(
			'hr' => 'hr_HR',
			'en' => 'en_US',
			'sr' => 'sr_Latn_RS',
		)[ Locale::code_of( $locale ) ];
		$formatter = new \IntlDateFormatter( $icu, \IntlDateFormatter::NONE, \IntlDateFormatter::NONE, 'UTC', \IntlDateFormatter::GREGORIAN, 'LLLL y' );
		$text      = $formatter->format( gmmktime( 12, 0, 0, (int) $m[2], 1, (int) $m[1] ) );
		if ( ! is_string( $text ) ) {
			return $date;
		}
		// Croatian and Serbian write the year as an ordinal: "srpanj 2025.".
		return 'en' === Locale::code_of( $locale ) ? $text : $text . '.';
	}

	/**
	 * A signed amount x 100 (cents, EUR/100 kg x 100) as a decimal string with 2 decimals
	 * ("194.29", "-3.10"); null stays null.
	 *
	 * @param int|null $e2 Amount x 100.
	 */
	public static function signed_e2( ?int $e2 ): ?string {
		return null === $e2 ? null : ( $e2 < 0 ? '-' : '' ) . Decimal::format( abs( $e2 ), 2 );
	}

	/**
	 * A percentage x 100 as a decimal string ("1.00").
	 *
	 * @param int $e2 Percent x 100.
	 */
	public static function percent( int $e2 ): string {
		return Decimal::format( max( 0, $e2 ), 2 );
	}

	/**
	 * One warning per metal whose index is stale (or missing), in the current language:
	 * "The copper index is from July 2025: import newer prices (Metal prices)."
	 *
	 * @param SurchargeTerms $terms  The terms in force.
	 * @param string         $locale Locale of the dates ('' = the page's).
	 * @return array<string, string> Metal => translated sentence (only metals with a problem).
	 */
	public static function stale_warnings( SurchargeTerms $terms, string $locale = '' ): array {
		$out = array();
		if ( ! $terms->enabled ) {
			return $out;
		}
		foreach ( $terms->metals as $metal => $m ) {
			$copper = 'aluminium' !== $metal;
			if ( null === $m['index_e2'] ) {
				$out[ $metal ] = $copper
					? __( 'There is no copper index: no copper prices are stored. Import prices (Metal prices); until then copper carries no surcharge.', 'kabelshop' )
					: __( 'There is no aluminium index: no aluminium prices are stored. Import prices (Metal prices); until then aluminium carries no surcharge.', 'kabelshop' );
			} elseif ( $m['stale'] ) {
				$out[ $metal ] = sprintf(
					$copper
						/* translators: %s: month or date of the index, e.g. "July 2025". */
						? __( 'The copper index is from %s: import newer prices (Metal prices).', 'kabelshop' )
						/* translators: %s: month or date of the index, e.g. "July 2024". */
						: __( 'The aluminium index is from %s: import newer prices (Metal prices).', 'kabelshop' ),
					self::date_label( $m['index_date'], $locale )
				);
			}
		}
		return $out;
	}
}
