<?php
/**
 * Splits a pasted quick-order line into the article text and the quantity.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\QuickOrder;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Rest\Schemas\V1\QuoteArgs;

/**
 * Reads one line the way buyers write an order (issue 13, quick order; docs/quick-order.md):
 * "NYY-J 5x16 200m", "PP-Y 3x2,5 100", "PP-Y 3x2.5mm2 100 m", "KS-NYYJ-5X16-D 200", an Excel
 * row pasted with tabs ("NYY-J 5x16<TAB>200") or a CSV row turned into tabs by the island.
 * Only the quantity is taken apart here; the size stays in the text for the catalogue search
 * (SearchQuery / SizeNormalizer read it), so there is one size parser, not two.
 *
 * Rules:
 * - Units of the cross-section after a number are dropped: "3x2.5mm2", "3x2,5 mm²", "qmm".
 * - Cells (tab- or semicolon-separated): the last cell is the quantity when it reads as one,
 *   a last cell "m" is a unit; the other cells are the text.
 * - Otherwise the quantity is the last word: digits with an optional unit m / M / mtr / metres
 *   (hr "metara", sr "metara", en "metres"), "200m" or "200 m"; or the first word when it carries
 *   the unit ("200 m NYY-J 5x16"). A number right after a size's "x" belongs to the size
 *   ("NYY-J 5 x 16" has no quantity).
 * - Numbers: "1.000" and "1,000" are thousands (1000 m; nobody writes 1 m with three decimals);
 *   a decimal with only zeros after the mark is whole ("100,00" = 100). Any other fraction
 *   ("100,5", "2.5") is refused as not whole metres: the shop sells cable by the whole metre
 *   (QuoteArgs: integer quantity_m) and rounding would change what the buyer ordered.
 * - Whole metres from 1 to QuoteArgs::MAX_QUANTITY.
 */
final class LineParser {

	/** Longest text of one line that is read (characters); the rest is cut. */
	public const MAX_LINE_LENGTH = 200;

	/** A number as buyers write a quantity: groups of thousands, an optional decimal part. */
	private const NUMBER = '(?:\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]\d+)?';

	/** Units of length after a quantity (case-insensitive). */
	private const UNIT = '(?:m|mtr|met(?:ar|ara|ra|ri|re|er|ers|res|re)?)\.?';

	/**
	 * Reads one line.
	 *
	 * @param string $line The line as pasted (any whitespace, tabs between cells).
	 * @return array{text: string, quantity: int|null, quantity_error: string|null}
	 *         text: the article text without the quantity ('' for an empty line); quantity: whole
	 *         metres, null when the line has none or it is refused; quantity_error: null, or
	 *         'bad_quantity' for a quantity that is not whole metres in 1..MAX_QUANTITY.
	 */
	public static function parse( string $line ): array {
		$line  = mb_substr( trim( str_replace( "\r", '', $line ) ), 0, self::MAX_LINE_LENGTH );
		$line  = (string) preg_replace( '/(\d)\s*(?:mm\^?2|mm²|qmm|mm)(?![a-z0-9])/iu', '$1', $line );
		$cells = preg_split( '/\s*[\t;]\s*/u', $line );
		$cells = array_values( array_filter( is_array( $cells ) ? $cells : array(), static fn( string $cell ): bool => '' !== trim( $cell ) ) );
		if ( count( $cells ) >= 2 ) {
			if ( count( $cells ) >= 3 && preg_match( '/^' . self::UNIT . '$/iu', trim( (string) end( $cells ) ) ) ) {
				array_pop( $cells );
			}
			$last = trim( (string) end( $cells ) );
			if ( preg_match( '/^(' . self::NUMBER . ')\s*(?:' . self::UNIT . ')?$/iu', $last, $m ) ) {
				array_pop( $cells );
				return self::result( implode( ' ', $cells ), $m[1] );
			}
			$line = implode( ' ', $cells );
		}
		$line = trim( (string) preg_replace( '/\s+/u', ' ', $line ) );
		if ( preg_match( '/^(.*?)(?:^|\s)(' . self::NUMBER . ')\s*(?:' . self::UNIT . ')?$/iu', $line, $m ) && ! preg_match( '/\d\s*[x×*g]\s*$/iu', $m[1] ) && '' !== trim( $m[1] ) ) {
			return self::result( $m[1], $m[2] );
		}
		if ( preg_match( '/^(' . self::NUMBER . ')\s*' . self::UNIT . '\s+(.+)$/iu', $line, $m ) ) {
			return self::result( $m[2], $m[1] );
		}
		return array(
			'text'           => $line,
			'quantity'       => null,
			'quantity_error' => null,
		);
	}

	/**
	 * Whole metres of a written number, or null when it is not whole metres (see the class rules).
	 *
	 * @param string $number E.g. "200", "1.000", "100,00", "2,5".
	 */
	public static function metres( string $number ): ?int {
		$number = trim( $number );
		if ( preg_match( '/^\d{1,3}(?:[.,]\d{3})+$/', $number ) ) {
			$number = (string) preg_replace( '/[.,]/', '', $number );
		} elseif ( preg_match( '/^(\d{1,3}(?:[.,]\d{3})+|\d+)[.,](\d+)$/', $number, $m ) ) {
			if ( '' !== trim( $m[2], '0' ) ) {
				return null;
			}
			$number = (string) preg_replace( '/[.,]/', '', $m[1] );
		}
		if ( ! preg_match( '/^\d{1,9}$/', $number ) ) {
			return null;
		}
		$metres = (int) $number;
		return $metres >= 1 && $metres <= QuoteArgs::MAX_QUANTITY ? $metres : null;
	}

	/**
	 * The parse result of a text and its quantity.
	 *
	 * @param string $text   Article text.
	 * @param string $number The quantity as written.
	 * @return array{text: string, quantity: int|null, quantity_error: string|null}
	 */
	private static function result( string $text, string $number ): array {
		$metres = self::metres( $number );
		return array(
			'text'           => trim( (string) preg_replace( '/\s+/u', ' ', $text ) ),
			'quantity'       => $metres,
			'quantity_error' => null === $metres ? 'bad_quantity' : null,
		);
	}
}
