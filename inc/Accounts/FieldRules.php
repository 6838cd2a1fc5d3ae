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

	/** Spec section 5: 6 to 14 characters of digits, plus, minus and slash. */
	public const PHONE_PATTERN = '#^[0-9+\-/]{6,14}$#';

	/** Spec section 5: at least 8 characters, one uppercase letter and one digit, letters and digits only. */
	public const PASSWORD_PATTERN = '/^(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,}$/';

	/** A standard e-mail shape (local@domain.tld); is_email() must accept it too. */
	public const EMAIL_PATTERN = '/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/';

	/**
	 * The messages by the spec's form keys (section 8).
	 *
	 * @param string $key REQUIRED | EMAIL_NOT_VALID | PHONE_NOT_VALID | CODE_NOT_VALID | PASSWORD_NOT_VALID |
	 *                    PASSWORD_NOT_MATCH | TERMS_NOT_ACCEPTED | SERVER_ERROR.
	 */
	public static function message( string $key ): string {
		switch ( $key ) {
			case 'REQUIRED':
				return __( 'This field is required', 'kabelshop' );
			case 'EMAIL_NOT_VALID':
				return __( 'Email address is not valid', 'kabelshop' );
			case 'PHONE_NOT_VALID':
				return __( 'Phone number is not valid', 'kabelshop' );
			case 'CODE_NOT_VALID':
				return __( 'OIB/MB is not valid', 'kabelshop' );
			case 'PASSWORD_NOT_VALID':
				return __( 'The password must have at least 8 characters, at least one uppercase letter and one digit, and only letters and digits.', 'kabelshop' );
			case 'PASSWORD_NOT_MATCH':
				return __( 'Passwords must match', 'kabelshop' );
			case 'TERMS_NOT_ACCEPTED':
				return __( 'You must accept the terms of use', 'kabelshop' );
		}
		return __( 'An error occurred. Please try again.', 'kabelshop' );
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
	 * REQUIRED or PHONE_NOT_VALID.
	 *
	 * @param string $value Value.
	 */
	public static function phone( string $value ): ?string {
		$value = trim( $value );
		if ( '' === $value ) {
			return self::message( 'REQUIRED' );
		}
		return preg_match( self::PHONE_PATTERN, $value ) ? null : self::message( 'PHONE_NOT_VALID' );
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
