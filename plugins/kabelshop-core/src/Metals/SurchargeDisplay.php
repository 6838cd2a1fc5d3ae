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
			? __( 'LME cash price of the previous trading day, in EUR', 'kabelshop-core' )
			: __( 'Average LME cash price of the previous month, in EUR', 'kabelshop-core' );
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
	 * One warning per metal whose index is stale (or missing), in the current language (issue 27):
	 * "The newest copper price is from 05.08.2025, older than the allowed 3 business days; the
	 * metal surcharge (index August 2025) is computed from it." (PriceAge), or, for a monthly index
	 * that fell back to an earlier month while the prices themselves are recent, "The copper index
	 * is from July 2025: import newer prices (Metal prices)." import_help() says how to import.
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
		$max = $terms->stale_after_business_days;
		foreach ( $terms->metals as $metal => $m ) {
			$copper = 'aluminium' !== $metal;
			if ( null === $m['index_e2'] ) {
				$out[ $metal ] = $copper
					? __( 'There is no copper index: no copper prices are stored. Import prices (Metal prices); until then copper carries no surcharge.', 'kabelshop-core' )
					: __( 'There is no aluminium index: no aluminium prices are stored. Import prices (Metal prices); until then aluminium carries no surcharge.', 'kabelshop-core' );
			} elseif ( $m['stale'] && null !== ( $m['price_date'] ?? null ) && (int) ( $m['price_age_business_days'] ?? 0 ) > $max ) {
				$out[ $metal ] = sprintf(
					$copper
						/* translators: 1: date of the newest price, e.g. "05.08.2025"; 2: allowed business days; 3: month or day of the index, e.g. "August 2025". */
						? _n( 'The newest copper price is from %1$s, older than the allowed %2$d business day; the metal surcharge (index %3$s) is computed from it.', 'The newest copper price is from %1$s, older than the allowed %2$d business days; the metal surcharge (index %3$s) is computed from it.', $max, 'kabelshop-core' )
						/* translators: 1: date of the newest price, e.g. "21.08.2024"; 2: allowed business days; 3: month or day of the index, e.g. "August 2024". */
						: _n( 'The newest aluminium price is from %1$s, older than the allowed %2$d business day; the metal surcharge (index %3$s) is computed from it.', 'The newest aluminium price is from %1$s, older than the allowed %2$d business days; the metal surcharge (index %3$s) is computed from it.', $max, 'kabelshop-core' ),
					self::date_label( (string) $m['price_date'], $locale ),
					$max,
					self::date_label( $m['index_date'], $locale )
				);
			} elseif ( $m['stale'] ) {
				$out[ $metal ] = sprintf(
					$copper
						/* translators: %s: month or date of the index, e.g. "July 2025". */
						? __( 'The copper index is from %s: import newer prices (Metal prices).', 'kabelshop-core' )
						/* translators: %s: month or date of the index, e.g. "July 2024". */
						: __( 'The aluminium index is from %s: import newer prices (Metal prices).', 'kabelshop-core' ),
					self::date_label( $m['index_date'], $locale )
				);
			}
		}
		return $out;
	}

	/**
	 * The buyer's sentence beside a surcharge priced from a stale price (issue 27; cart.json
	 * metal.staleNotice says the same in the islands): "The copper price is from 08/05/2025, older
	 * than the allowed 3 business days; the metal surcharge is computed from it." '' when the price
	 * is not stale or its day is unknown (orders stored before issue 27).
	 *
	 * @param string      $metal      Metal::METALS.
	 * @param bool        $stale      The server's flag (SurchargeIndex / PriceAge).
	 * @param string|null $price_date 'Y-m-d' of the newest price.
	 * @param int         $max        Business days allowed.
	 * @param string      $locale     Locale of the date ('' = the page's).
	 */
	public static function buyer_stale_notice( string $metal, bool $stale, ?string $price_date, int $max, string $locale = '' ): string {
		if ( ! $stale || null === $price_date || '' === $price_date ) {
			return '';
		}
		return sprintf(
			'aluminium' === $metal
				/* translators: 1: date of the price; 2: business days allowed. */
				? _n( 'The aluminium price is from %1$s, older than the allowed %2$d business day; the metal surcharge is computed from it.', 'The aluminium price is from %1$s, older than the allowed %2$d business days; the metal surcharge is computed from it.', $max, 'kabelshop-core' )
				/* translators: 1: date of the price; 2: business days allowed. */
				: _n( 'The copper price is from %1$s, older than the allowed %2$d business day; the metal surcharge is computed from it.', 'The copper price is from %1$s, older than the allowed %2$d business days; the metal surcharge is computed from it.', $max, 'kabelshop-core' ),
			self::date_label( $price_date, $locale ),
			$max
		);
	}

	/**
	 * How staff import newer prices (the admin notice and the Metal surcharge screen print it under
	 * the warnings): the CSV import of Kabelshop -> Metal prices, its formats, and the command line.
	 */
	public static function import_help(): string {
		return __( 'To import newer prices: Kabelshop → Metal prices → "Import a CSV file", with the LME file of the metal (columns date,cu_cash_settlement_usd_t for copper, date,al_cash_settlement_usd_t for aluminium; or date,metal,price,currency), or on the server: npm run import:metals -- FILE.csv. The ECB fetch brings exchange rates only, not metal prices. Demo sites ship real LME rows that end in August 2025 (copper) and August 2024 (aluminium), so this notice stays until prices are imported.', 'kabelshop-core' );
	}
}
