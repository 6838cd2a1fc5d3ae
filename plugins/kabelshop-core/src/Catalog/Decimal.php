<?php
/**
 * Exact decimal numbers as scaled integers.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * Parses and prints decimals without binary floating point (STYLE.md: money is exact).
 * A value with scale 4 is an integer of ten-thousandths: "0.1870" EUR/m <=> 1870.
 */
final class Decimal {

	/**
	 * Parses "0,187", "0.1870" or "12" into an integer scaled by 10^$scale.
	 *
	 * @param string $text  Decimal with point or comma, no thousands separators, not negative.
	 * @param int    $scale Most decimals allowed (e.g. 4 for EUR/m prices, ERP price lists).
	 * @return int|null Null when $text is not such a number or has more decimals than $scale.
	 */
	public static function parse( string $text, int $scale ): ?int {
		$text = str_replace( ',', '.', trim( $text ) );
		if ( ! preg_match( '/^(\d{1,12})(?:\.(\d{1,' . $scale . '}))?$/', $text, $m ) ) {
			return null;
		}
		$fraction = str_pad( $m[2] ?? '', $scale, '0' );
		return (int) $m[1] * ( 10 ** $scale ) + (int) ( '' === $fraction ? '0' : $fraction );
	}

	/**
	 * Prints a scaled integer with exactly $scale decimals and a point: (1870, 4) => "0.1870".
	 *
	 * @param int $value Scaled integer, not negative.
	 * @param int $scale Decimals.
	 */
	public static function format( int $value, int $scale ): string {
		if ( 0 === $scale ) {
			return (string) $value;
		}
		$factor = 10 ** $scale;
		return intdiv( $value, $factor ) . '.' . str_pad( (string) ( $value % $factor ), $scale, '0', STR_PAD_LEFT );
	}

	/**
	 * Prints a scaled integer with a point and only the decimals needed: (50000, 3) => "50",
	 * (50500, 3) => "50.5", (125, 3) => "0.125" (grams as kilograms in forms and props).
	 *
	 * @param int $value Scaled integer, not negative.
	 * @param int $scale Decimals.
	 */
	public static function trimmed( int $value, int $scale ): string {
		$text = self::format( $value, $scale );
		return $scale > 0 ? rtrim( rtrim( $text, '0' ), '.' ) : $text;
	}

	/**
	 * A database decimal with $scale decimals, e.g. DECIMAL(8,3) "2.500" with scale 2 => "2.50";
	 * null stays null. Rounds half up when the source has more decimals.
	 *
	 * @param string|null $db_value Value as MySQL returns it.
	 * @param int         $scale    Decimals wanted.
	 */
	public static function fixed( ?string $db_value, int $scale ): ?string {
		if ( null === $db_value || '' === $db_value ) {
			return null;
		}
		$parts    = explode( '.', $db_value . '.' );
		$fraction = $parts[1] . str_repeat( '0', $scale + 1 );
		$scaled   = (int) $parts[0] * ( 10 ** $scale ) + (int) substr( '0' . substr( $fraction, 0, $scale ), 0 );
		if ( (int) $fraction[ $scale ] >= 5 ) {
			++$scaled;
		}
		return self::format( $scaled, $scale );
	}
}
