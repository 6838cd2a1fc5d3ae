<?php
/**
 * The bank transfer reference (poziv na broj) of an order.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Model HR01 of FINA's "Jedinstveni pregled osnovnih modela poziva na broj" (the Croatian payment
 * reference models): the reference is P1-P2-P3, each part at most 12 digits, at most 22 characters
 * with the hyphens, and its control digit K is computed by MOD 11 INI over all the digits of the
 * parts together and appended to the last part.
 *
 * An order number KS-<year>-<6 digits> gives P1 = the year and P2 = the six digits, so
 * KS-2026-000123 has the reference 2026-0001236 (model HR01): the digits 2026000123 weighted
 * 2, 3, 4, … from the right sum to 104, 104 mod 11 = 5, K = 11 - 5 = 6.
 */
final class PaymentReference {

	/** The model printed before the reference. */
	public const MODEL = 'HR01';

	/** Longest reference with hyphens (HUB-3 field "poziv na broj primatelja"). */
	public const MAX_LENGTH = 22;

	/**
	 * MOD 11 INI control digit: digits weighted 2, 3, 4, … from the rightmost, sum mod 11 = r;
	 * K = 11 - r, and 0 when r is 0 or 1.
	 *
	 * @param string $digits One or more digits 0-9.
	 * @return int 0..9.
	 * @throws \InvalidArgumentException When $digits is empty or holds anything but digits.
	 */
	public static function mod11ini( string $digits ): int {
		if ( ! preg_match( '/^\d+$/', $digits ) ) {
			throw new \InvalidArgumentException( 'MOD 11 INI needs digits.' );
		}
		$sum    = 0;
		$weight = 2;
		for ( $i = strlen( $digits ) - 1; $i >= 0; $i-- ) {
			$sum += (int) $digits[ $i ] * $weight;
			++$weight;
		}
		$rest = $sum % 11;
		return $rest <= 1 ? 0 : 11 - $rest;
	}

	/**
	 * HR01 reference of parts: 'P1-P2-P3K'.
	 *
	 * @param list<string> $parts 1..3 parts of 1..12 digits (the last one has room for K).
	 * @throws \InvalidArgumentException For parts that do not fit the model.
	 */
	public static function hr01( array $parts ): string {
		if ( ! $parts || count( $parts ) > 3 ) {
			throw new \InvalidArgumentException( 'HR01 has one to three parts.' );
		}
		foreach ( $parts as $part ) {
			if ( ! preg_match( '/^\d{1,12}$/', $part ) ) {
				throw new \InvalidArgumentException( 'An HR01 part is 1 to 12 digits.' );
			}
		}
		$last            = count( $parts ) - 1;
		$parts[ $last ] .= (string) self::mod11ini( implode( '', $parts ) );
		$reference       = implode( '-', $parts );
		if ( strlen( $parts[ $last ] ) > 12 || strlen( $reference ) > self::MAX_LENGTH ) {
			throw new \InvalidArgumentException( 'The HR01 reference is too long.' );
		}
		return $reference;
	}

	/**
	 * The reference of an order number ('KS-2026-000123' -> '2026-0001236').
	 *
	 * @param string $number Order number KS-<year>-<digits>.
	 * @return string '' when the number has another shape (TMP- numbers inside the insert).
	 */
	public static function for_order_number( string $number ): string {
		if ( ! preg_match( '/^KS-(\d{4})-(\d{1,11})$/', $number, $m ) ) {
			return '';
		}
		return self::hr01( array( $m[1], $m[2] ) );
	}

	/**
	 * Whether a reference is a well-formed HR01 reference with the right control digit.
	 *
	 * @param string $reference Reference without the model, e.g. '2026-0001236'.
	 */
	public static function is_valid( string $reference ): bool {
		if ( strlen( $reference ) > self::MAX_LENGTH || ! preg_match( '/^\d{1,12}(-\d{1,12}){0,2}$/', $reference ) ) {
			return false;
		}
		$digits = str_replace( '-', '', $reference );
		if ( strlen( $digits ) < 2 ) {
			return false;
		}
		return (int) substr( $digits, -1 ) === self::mod11ini( substr( $digits, 0, -1 ) );
	}

	/**
	 * A reference as people and bank statements write it, reduced to the stored form: the model
	 * ('HR01', 'HR 01') and spaces dropped, '2026-0001236'. Used to match statement lines.
	 *
	 * @param string $text Reference text, e.g. 'HR01 2026-0001236' or ' 2026 - 0001236 '.
	 */
	public static function normalise( string $text ): string {
		$text = strtoupper( preg_replace( '/\s+/', '', $text ) ?? '' );
		$text = preg_replace( '/^HR\d\d/', '', $text ) ?? '';
		return preg_match( '/^[\d-]+$/', $text ) ? trim( $text, '-' ) : '';
	}
}
