<?php
/**
 * Field rules and messages shared by the account forms.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * The validation rules of spec section 5 with the messages of section 8, translated. Each check
 * returns null when the value is fine, else the message to show under the field. Mirrored for the
 * browser by src/lib/validation/rules.ts (same patterns, same texts); the server is the authority.
 */
final class FieldRules {

	/**
	 * Spec section 5: 6 to 14 characters of digits, plus, minus and slash. Since issue 13 phone()
	 * applies it to the number without the separators people write (PHONE_NUMBER below); kept for
	 * code that checks a number it stripped of spaces itself.
	 */
	public const PHONE_PATTERN = '#^[0-9+\-/]{6,14}$#';

	/** How a phone number may be written: digits, a leading plus, and spaces, '-', '/', '.', '(', ')' between them. */
	public const PHONE_WRITTEN = '#^\+?[0-9\s().\-/]+$#u';

	/** The number once its separators are gone (phone_digits()): an optional leading plus, 6 to 14 characters in all (spec section 5). */
	public const PHONE_NUMBER = '#^(?=.{6,14}$)\+?[0-9]+$#';

	/**
	 * Country calling codes (ITU-T E.164 assignments) of the countries whose numbers are written
	 * nationally with a trunk prefix 0 that is dropped after the country code: "091 123 4567" in
	 * Croatia is "+385 91 123 4567". Croatia and the countries its buyers most often call from;
	 * a national number of another country is stored as written, without its separators.
	 */
	public const PHONE_CALLING_CODES = array(
		'HR' => '385',
		'SI' => '386',
		'BA' => '387',
		'RS' => '381',
		'ME' => '382',
		'MK' => '389',
		'AT' => '43',
		'DE' => '49',
	);

	/** Spec section 5: at least 8 characters, one uppercase letter and one digit, letters and digits only. */
	public const PASSWORD_PATTERN = '/^(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,}$/';

	/** A standard e-mail shape (local@domain.tld); is_email() must accept it too. */
	public const EMAIL_PATTERN = '/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/';

	/**
	 * The messages by the spec's form keys (section 8).
	 *
	 * @param string $key REQUIRED | EMAIL_NOT_VALID | PHONE_NOT_VALID | CODE_NOT_VALID | PASSWORD_NOT_VALID |
	 *                    PASSWORD_NOT_MATCH | TERMS_NOT_ACCEPTED | POSTCODE_NOT_VALID | SERVER_ERROR.
	 */
	public static function message( string $key ): string {
		switch ( $key ) {
			case 'REQUIRED':
				return __( 'This field is required', 'kabelshop-core' );
			case 'EMAIL_NOT_VALID':
				return __( 'Email address is not valid', 'kabelshop-core' );
			case 'PHONE_NOT_VALID':
				return __( 'Phone number is not valid', 'kabelshop-core' );
			case 'CODE_NOT_VALID':
				return __( 'OIB/MB is not valid', 'kabelshop-core' );
			case 'PASSWORD_NOT_VALID':
				return __( 'The password must have at least 8 characters, at least one uppercase letter and one digit, and only letters and digits.', 'kabelshop-core' );
			case 'PASSWORD_NOT_MATCH':
				return __( 'Passwords must match', 'kabelshop-core' );
			case 'TERMS_NOT_ACCEPTED':
				return __( 'You must accept the terms of use', 'kabelshop-core' );
			case 'POSTCODE_NOT_VALID':
				return __( 'A Croatian postcode has 5 digits.', 'kabelshop-core' );
		}
		return __( 'An error occurred. Please try again.', 'kabelshop-core' );
	}

	/**
	 * Croatian postcodes: five digits (Hrvatska pošta's postal numbers 10000-53296, e.g. "10000 Zagreb").
	 * Other countries' codes are only length-checked by the forms.
	 */
	public const POSTCODE_PATTERNS = array( 'HR' => '/^[1-5][0-9]{4}$/' );

	/**
	 * REQUIRED, or POSTCODE_NOT_VALID when the country has a pattern (POSTCODE_PATTERNS) the trimmed
	 * value does not match (issue 27: "ABCDE" was accepted for Croatia). Mirrored by
	 * src/lib/validation/rules.ts postcodeError().
	 *
	 * @param string $value   Postcode as typed.
	 * @param string $country ISO 3166-1 alpha-2 code of the address's country.
	 */
	public static function postcode( string $value, string $country ): ?string {
		$required = self::required( $value );
		if ( null !== $required ) {
			return $required;
		}
		$pattern = self::POSTCODE_PATTERNS[ strtoupper( trim( $country ) ) ] ?? null;
		return null !== $pattern && ! preg_match( $pattern, trim( $value ) ) ? self::message( 'POSTCODE_NOT_VALID' ) : null;
	}

	/**
	 * REQUIRED when the trimmed value is empty.
	 *
	 * @param string $value Value.
	 */
	public static function required( string $value ): ?string {
		return '' === trim( $value ) ? self::message( 'REQUIRED' ) : null;
	}

	/**
	 * REQUIRED or EMAIL_NOT_VALID.
	 *
	 * @param string $value Value.
	 */
	public static function email( string $value ): ?string {
		$value = trim( $value );
		if ( '' === $value ) {
			return self::message( 'REQUIRED' );
		}
		return preg_match( self::EMAIL_PATTERN, $value ) && is_email( $value ) ? null : self::message( 'EMAIL_NOT_VALID' );
	}

	/**
	 * REQUIRED or PHONE_NOT_VALID: written with digits, a leading plus and separators only
	 * (PHONE_WRITTEN), and 6 to 14 characters once the separators are gone (PHONE_NUMBER).
	 *
	 * @param string $value Value as written.
	 */
	public static function phone( string $value ): ?string {
		$value = trim( $value );
		if ( '' === $value ) {
			return self::message( 'REQUIRED' );
		}
		return preg_match( self::PHONE_WRITTEN, $value ) && preg_match( self::PHONE_NUMBER, self::phone_digits( $value ) ) ? null : self::message( 'PHONE_NOT_VALID' );
	}

	/**
	 * A phone number without the separators it was written with (issue 13: "+385 91 123 4567"
	 * was refused): spaces, '-', '/', '.' and brackets go, an international "00" becomes "+", and a
	 * "(0)" after the country code ("+385 (0)91 …") goes. What phone() checks against PHONE_NUMBER.
	 *
	 * @param string $value As written.
	 * @return string E.g. "+385911234567", "0911234567"; garbage in stays garbage (check phone() first).
	 */
	public static function phone_digits( string $value ): string {
		$value = trim( $value );
		if ( str_starts_with( $value, '+' ) || str_starts_with( $value, '00' ) ) {
			$value = (string) preg_replace( '#\(\s*0\s*\)#', '', $value );
		}
		$value = (string) preg_replace( '#[\s().\-/]+#u', '', $value );
		return str_starts_with( $value, '00' ) ? '+' . substr( $value, 2 ) : $value;
	}

	/**
	 * The form a valid phone number is stored in (E.164-like): phone_digits(), and a national number
	 * ("091 123 4567", trunk prefix 0) of a country of PHONE_CALLING_CODES with its country code
	 * instead of the 0: "+385911234567". Mirrored by normalisePhone() in src/lib/validation/rules.ts;
	 * both are tested with tests/fixtures/phone_vectors.json.
	 *
	 * @param string $value   A number phone() accepts.
	 * @param string $country ISO 3166-1 alpha-2 code of the form's country (the shop's, HR, when the form has none).
	 * @return string At most 16 characters ('+' and up to 15 digits).
	 */
	public static function normalise_phone( string $value, string $country = Countries::DEFAULT ): string {
		$digits = self::phone_digits( $value );
		$code   = self::PHONE_CALLING_CODES[ strtoupper( $country ) ] ?? '';
		if ( '' !== $code && preg_match( '#^0[1-9][0-9]*$#', $digits ) ) {
			return '+' . $code . substr( $digits, 1 );
		}
		return $digits;
	}

	/**
	 * PASSWORD_NOT_VALID unless the password matches the pattern.
	 *
	 * @param string $value Value.
	 */
	public static function password( string $value ): ?string {
		return preg_match( self::PASSWORD_PATTERN, $value ) ? null : self::message( 'PASSWORD_NOT_VALID' );
	}
}
