<?php
/**
 * Locale-aware number, money and date formatting for PHP-rendered pages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\I18n;

defined( 'ABSPATH' ) || exit;

/**
 * The theme's one number formatter for people (spec section 9): en-US "1,234.56" and "MM/DD/YYYY";
 * hr-HR and sr-RS "1.234,56" and "DD.MM.YYYY." (with the trailing dot). Grouping and the decimal
 * mark come from php-intl's NumberFormatter (ICU's CLDR data for en_US, hr_HR, sr_Latn_RS); the
 * digits never pass through a float: the whole part is formatted as an integer and the fraction
 * digits are appended as given (amounts are integer cents or ten-thousandths of a euro, STYLE.md
 * "Money"). The sign stays ASCII '-' (ICU writes U+2212 for hr). Pure: no WordPress calls.
 *
 * A locale may be given as a BCP 47 tag ('hr-HR'), a WordPress locale ('hr', 'en_US', 'sr_RS') or a
 * language code ('hr', 'en', 'sr'); anything else falls back to en-US (spec section 9).
 */
final class Format {

	/**
	 * NumberFormatter per ICU locale, built once.
	 *
	 * @var array<string, \NumberFormatter>
	 */
	private static array $formatters = array();

	/**
	 * The DECIMAL formatter of a locale's number conventions (en-US, hr-HR or sr-RS Latin).
	 *
	 * @param string $locale Locale in any accepted spelling.
	 */
	private static function formatter( string $locale ): \NumberFormatter {
		$icu = array(
			'hr' => 'hr_HR',
			'en' => 'en_US',
			'sr' => 'sr_Latn_RS',
		)[ Locale::code_of( $locale ) ];
		if ( ! isset( self::$formatters[ $icu ] ) ) {
			self::$formatters[ $icu ] = new \NumberFormatter( $icu, \NumberFormatter::DECIMAL );
		}
		return self::$formatters[ $icu ];
	}

	/**
	 * True when the locale writes numbers the English way (decimal point, comma thousands).
	 *
	 * @param string $locale Locale in any accepted spelling.
	 */
	public static function is_english( string $locale ): bool {
		return 'en' === Locale::code_of( $locale );
	}

	/**
	 * Formats a non-negative or negative integer scaled by 10^$decimals, e.g. (123456, 2) => "1,234.56".
	 *
	 * @param int    $value    Scaled integer (cents: 2 decimals; ten-thousandths: 4).
	 * @param int    $decimals Number of decimals the integer carries (0..6).
	 * @param string $locale   Locale.
	 */
	public static function scaled( int $value, int $decimals, string $locale ): string {
		$abs      = str_pad( (string) abs( $value ), $decimals + 1, '0', STR_PAD_LEFT );
		$whole    = $decimals > 0 ? substr( $abs, 0, -$decimals ) : $abs;
		$fraction = $decimals > 0 ? substr( $abs, -$decimals ) : '';
		return ( $value < 0 ? '-' : '' ) . self::group( $whole, $fraction, $locale );
	}

	/**
	 * A decimal as the database or the REST API writes it ("1234.56", "2.5", "13.00", "221") in the
	 * locale's marks, keeping its digits: "1,234.56" / "1.234,56". Anything else is returned unchanged.
	 *
	 * @param string $plain  Decimal with a point and no grouping, optionally negative.
	 * @param string $locale Locale in any accepted spelling.
	 */
	public static function decimal( string $plain, string $locale ): string {
		if ( ! preg_match( '/^(-?)(\d{1,18})(?:\.(\d+))?$/', $plain, $m ) ) {
			return $plain;
		}
		return $m[1] . self::group( $m[2], $m[3] ?? '', $locale );
	}

	/**
	 * Whole digits grouped by NumberFormatter (an int, so exact), then the decimal mark and the
	 * fraction digits unchanged.
	 *
	 * @param string $whole    Digits before the mark.
	 * @param string $fraction Digits after it ('' for none).
	 * @param string $locale   Locale.
	 */
	private static function group( string $whole, string $fraction, string $locale ): string {
		$formatter = self::formatter( $locale );
		$text      = (string) $formatter->format( (int) $whole, \NumberFormatter::TYPE_INT64 );
		if ( '' === $fraction ) {
			return $text;
		}
		return $text . $formatter->getSymbol( \NumberFormatter::DECIMAL_SEPARATOR_SYMBOL ) . $fraction;
	}

	/**
	 * Money in euro from integer cents: en-US "€1,234.56", hr-HR / sr-RS "1.234,56 €".
	 *
	 * @param int    $cents  Amount in euro cents.
	 * @param string $locale Locale.
	 */
	public static function money_cents( int $cents, string $locale ): string {
		return self::euro( self::scaled( $cents, 2, $locale ), $locale );
	}

	/**
	 * A formatted amount with the euro sign where the locale writes it: "€1,234.56" / "1.234,56 €".
	 *
	 * @param string $number Formatted amount (scaled()), '-' first when negative.
	 * @param string $locale Locale.
	 */
	private static function euro( string $number, string $locale ): string {
		if ( self::is_english( $locale ) ) {
			return str_starts_with( $number, '-' ) ? '-€' . substr( $number, 1 ) : '€' . $number;
		}
		return $number . ' €';
	}

	/**
	 * A unit price per metre from ten-thousandths of a euro, 4 decimals: 1870 => "0.1870" / "0,1870".
	 *
	 * @param int    $e4     Price in 1/10000 EUR.
	 * @param string $locale Locale.
	 */
	public static function unit_price_e4( int $e4, string $locale ): string {
		return self::scaled( $e4, 4, $locale );
	}

	/**
	 * A unit price per metre in euro from ten-thousandths, 4 decimals: en-US "€0.1870", hr-HR /
	 * sr-RS "0,1870 €" (lib/format formatUnitPriceE4 in the islands).
	 *
	 * @param int    $e4     Price in 1/10000 EUR.
	 * @param string $locale Locale.
	 */
	public static function unit_price_e4_eur( int $e4, string $locale ): string {
		return self::euro( self::scaled( $e4, 4, $locale ), $locale );
	}

	/**
	 * A size label (cores x cross-section, as the catalogue stores it: "3x1.5", "4x2.5+1x1.5") in
	 * the locale's decimal mark: hr-HR / sr-RS "3x1,5" (lib/format formatSizeLabel in the islands).
	 *
	 * @param string $label  Size label with decimal points.
	 * @param string $locale Locale.
	 */
	public static function size_label( string $label, string $locale ): string {
		if ( self::is_english( $locale ) ) {
			return $label;
		}
		$mark = self::formatter( $locale )->getSymbol( \NumberFormatter::DECIMAL_SEPARATOR_SYMBOL );
		return (string) preg_replace( '/(\d)\.(?=\d)/', '$1' . $mark, $label );
	}

	/**
	 * Machine form of a ten-thousandths amount for APIs: 1870 => "0.1870" (always a point).
	 *
	 * @param int $e4 Price in 1/10000 EUR.
	 */
	public static function e4_decimal( int $e4 ): string {
		return str_replace( ',', '', self::scaled( $e4, 4, 'en-US' ) );
	}

	/**
	 * A date from an ISO 8601 string (or 'Y-m-d H:i:s'): en-US "11/21/2026", hr-HR / sr-RS "21.11.2026.".
	 * Returns '' for an unparsable value.
	 *
	 * @param string $iso    Date or date-time.
	 * @param string $locale Locale.
	 */
	public static function date( string $iso, string $locale ): string {
		if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})/', $iso, $m ) ) {
			return '';
		}
		return self::is_english( $locale ) ? "{$m[2]}/{$m[3]}/{$m[1]}" : "{$m[3]}.{$m[2]}.{$m[1]}.";
	}
}
