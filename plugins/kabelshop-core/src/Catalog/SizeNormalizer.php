<?php
/**
 * Canonical spelling of cable sizes.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Turns the ways buyers and makers write a cable size into one token: "3x2.5", "3x2,5",
 * "3 x 2.5", "3X2,5", "3G2,5", "3g2.5" and "3×2,5" all become "3x2.5". "G" (a core is
 * green-yellow, HD 361 / DIN VDE 0293) is matched like "x": who types 3x2,5 wants the 3G2.5 cable
 * too. Pair sizes keep three parts: "2x2x0,8" => "2x2x0.8". Decimal commas become points and
 * trailing zeros go ("2.50" => "2.5", "1.0" => "1").
 */
final class SizeNormalizer {

	/** A size inside free text: count [x|g|×] number [ [x] number ]. */
	private const PATTERN = '/(?<![\w.,])(\d{1,3})\s*[xg×]\s*(\d{1,4}(?:[.,]\d{1,3})?)(?:\s*x\s*(\d{1,2}(?:[.,]\d{1,3})?))?(?![\w]|[.,]\d)/iu';

	/**
	 * Canonical form of one size, or null when $size is not a size.
	 *
	 * @param string $size E.g. "3 G 2,5".
	 * @return string|null E.g. "3x2.5".
	 */
	public static function canonical( string $size ): ?string {
		$size = trim( $size );
		if ( ! preg_match( self::PATTERN, $size, $m ) || trim( $m[0] ) !== $size ) {
			return null;
		}
		return self::join( $m );
	}

	/**
	 * Replaces every size inside a free text by its canonical form and decimal commas by points,
	 * lower-cased: "NYM-J 3 X 2,5" => "nym-j 3x2.5".
	 *
	 * @param string $text Any text.
	 */
	public static function normalize_text( string $text ): string {
		$text = mb_strtolower( $text, 'UTF-8' );
		$text = (string) preg_replace_callback( self::PATTERN, array( self::class, 'join' ), $text );
		return (string) preg_replace( '/(\d),(\d)/', '$1.$2', $text );
	}

	/**
	 * Canonical sizes found in a text.
	 *
	 * @param string $text Any text.
	 * @return list<string>
	 */
	public static function sizes_in( string $text ): array {
		preg_match_all( self::PATTERN, $text, $all, PREG_SET_ORDER );
		return array_values( array_unique( array_map( array( self::class, 'join' ), $all ) ) );
	}

	/**
	 * Canonical decimal: comma to point, no trailing zeros. "2,50" => "2.5", "16.000" => "16".
	 *
	 * @param string $number A decimal number.
	 */
	public static function decimal( string $number ): string {
		$number = str_replace( ',', '.', trim( $number ) );
		if ( str_contains( $number, '.' ) ) {
			$number = rtrim( rtrim( $number, '0' ), '.' );
		}
		$number = ltrim( $number, '0' );
		return ( '' === $number || str_starts_with( $number, '.' ) ) ? '0' . $number : $number;
	}

	/**
	 * Builds the canonical token from a regex match.
	 *
	 * @param array<int, string> $m Match groups.
	 */
	private static function join( array $m ): string {
		$parts = array( (string) (int) $m[1], self::decimal( $m[2] ) );
		if ( isset( $m[3] ) && '' !== $m[3] ) {
			$parts[] = self::decimal( $m[3] );
		}
		return implode( 'x', $parts );
	}
}
