<?php
/**
 * Company identification numbers: OIB, Croatian MB, Serbian PIB, EU VAT numbers.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * Checks of the company id the registration asks for (spec section 3: companyId "OIB or MB";
 * section 8: CODE_NOT_VALID 'OIB/MB is not valid'). Pure functions, no WordPress.
 *
 * - OIB (Croatia, 11 digits): ISO 7064 MOD 11,10 check digit over the first 10 digits
 *   (Zakon o osobnom identifikacijskom broju; vectors in tests/fixtures/id_test_vectors.json).
 * - MB (Croatia, 8 digits, "matični broj poslovnog subjekta" of the DZS): check digit
 *   = 11 - (sum of d_i * w_i, w = 8..2) mod 11; 11 -> 0; 10 -> never issued (invalid).
 * - PIB (Serbia, 9 digits): ISO 7064 MOD 11,10 over the first 8 digits.
 * - Other EU countries: the VAT number's format (the country prefix is optional), per the
 *   European Commission's VIES format table. No checksum: the formats differ by state.
 * - Any other country: 2 to 20 letters and digits.
 * Spaces, dots, dashes and slashes people type between groups are ignored (normalize()).
 */
final class CompanyId {

	/**
	 * EU VAT number formats without the country prefix (VIES "VAT number format" table).
	 * Keys are ISO 3166-1 alpha-2 codes; Greece's VAT prefix is EL.
	 */
	public const EU_VAT_PATTERNS = array(
		'AT' => 'U\d{8}',
		'BE' => '[01]\d{9}',
		'BG' => '\d{9,10}',
		'CY' => '\d{8}[A-Z]',
		'CZ' => '\d{8,10}',
		'DE' => '\d{9}',
		'DK' => '\d{8}',
		'EE' => '\d{9}',
		'GR' => '\d{9}',
		'ES' => '[A-Z0-9]\d{7}[A-Z0-9]',
		'FI' => '\d{8}',
		'FR' => '[A-HJ-NP-Z0-9]{2}\d{9}',
		'HR' => '\d{11}',
		'HU' => '\d{8}',
		'IE' => '(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])',
		'IT' => '\d{11}',
		'LT' => '(?:\d{9}|\d{12})',
		'LU' => '\d{8}',
		'LV' => '\d{11}',
		'MT' => '\d{8}',
		'NL' => '\d{9}B\d{2}',
		'PL' => '\d{10}',
		'PT' => '\d{9}',
		'RO' => '\d{2,10}',
		'SE' => '\d{12}',
		'SI' => '\d{8}',
		'SK' => '\d{10}',
	);

	/**
	 * Upper case without the separators people type (spaces, dots, dashes, slashes).
	 *
	 * @param string $value Raw value.
	 */
	public static function normalize( string $value ): string {
		return strtoupper( (string) preg_replace( '#[\s.\-/]+#u', '', $value ) );
	}

	/**
	 * The form under which two ids name the same company, used to keep one account per company
	 * (Registration::company_id_owner()): normalize(), and then the digits alone when the value has
	 * 8 or 11 digits (a Croatian MB or OIB, whatever letters surround them: the court register
	 * lookup, SudregClient, reads only the digits, so 'HR 817-931-465-60' and 'X81793146560' both
	 * name OIB 81793146560) or is a two-letter country prefix before digits (the VAT form, e.g.
	 * RS + PIB, DE + USt-IdNr.).
	 *
	 * @param string $value The id as typed or stored.
	 * @return string '' for an empty value.
	 */
	public static function identity( string $value ): string {
		$value  = self::normalize( $value );
		$digits = (string) preg_replace( '/\D/', '', $value );
		if ( 8 === strlen( $digits ) || 11 === strlen( $digits ) || 1 === preg_match( '/^[A-Z]{2}\d+$/', $value ) ) {
			return $digits;
		}
		return $value;
	}

	/**
	 * True when the id is valid for the country (see the class comment for the rule per country).
	 *
	 * @param string $country ISO 3166-1 alpha-2 code, e.g. 'HR'.
	 * @param string $value   The id as typed.
	 */
	public static function is_valid( string $country, string $value ): bool {
		$country = strtoupper( $country );
		$value   = self::normalize( $value );
		if ( 'HR' === $country ) {
			$value = (string) preg_replace( '/^HR(?=\d{11}$)/', '', $value );
			return self::is_oib( $value ) || self::is_mb( $value );
		}
		if ( 'RS' === $country ) {
			return self::is_pib( (string) preg_replace( '/^RS(?=\d{9}$)/', '', $value ) );
		}
		if ( isset( self::EU_VAT_PATTERNS[ $country ] ) ) {
			return self::is_eu_vat( $country, $value );
		}
		return 1 === preg_match( '/^[A-Z0-9]{2,20}$/', $value );
	}

	/**
	 * OIB: 11 digits whose last is the ISO 7064 MOD 11,10 check digit of the first 10.
	 *
	 * @param string $value Normalised value.
	 */
	public static function is_oib( string $value ): bool {
		return 1 === preg_match( '/^\d{11}$/', $value ) && self::mod11_10( substr( $value, 0, 10 ) ) === (int) $value[10];
	}

	/**
	 * Croatian MB: 8 digits, weights 8..2 over the first 7, check 11 - (sum mod 11), 11 -> 0, 10 invalid.
	 *
	 * @param string $value Normalised value.
	 */
	public static function is_mb( string $value ): bool {
		if ( 1 !== preg_match( '/^\d{8}$/', $value ) ) {
			return false;
		}
		$sum = 0;
		for ( $i = 0; $i < 7; $i++ ) {
			$sum += (int) $value[ $i ] * ( 8 - $i );
		}
		$check = 11 - ( $sum % 11 );
		if ( 10 === $check ) {
			return false;
		}
		return ( 11 === $check ? 0 : $check ) === (int) $value[7];
	}

	/**
	 * Serbian PIB: 9 digits whose last is the ISO 7064 MOD 11,10 check digit of the first 8.
	 *
	 * @param string $value Normalised value.
	 */
	public static function is_pib( string $value ): bool {
		return 1 === preg_match( '/^\d{9}$/', $value ) && self::mod11_10( substr( $value, 0, 8 ) ) === (int) $value[8];
	}

	/**
	 * An EU VAT number in the country's format, with or without its prefix (EL for Greece).
	 *
	 * @param string $country Alpha-2 code, a key of EU_VAT_PATTERNS.
	 * @param string $value   Normalised value.
	 */
	public static function is_eu_vat( string $country, string $value ): bool {
		$prefix = 'GR' === $country ? 'EL' : $country;
		if ( str_starts_with( $value, $prefix ) ) {
			$value = substr( $value, 2 );
		}
		return 1 === preg_match( '/^' . self::EU_VAT_PATTERNS[ $country ] . '$/', $value );
	}

	/**
	 * ISO 7064 MOD 11,10 check digit of a digit string.
	 *
	 * @param string $digits Digits only.
	 */
	public static function mod11_10( string $digits ): int {
		$a = 10;
		foreach ( str_split( $digits ) as $digit ) {
			$a = ( $a + (int) $digit ) % 10;
			if ( 0 === $a ) {
				$a = 10;
			}
			$a = ( $a * 2 ) % 11;
		}
		$check = 11 - $a;
		return 10 === $check ? 0 : $check;
	}
}
