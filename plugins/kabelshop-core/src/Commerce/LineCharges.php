<?php
/**
 * Charge lines of a cart or order: cut fees and drum deposits.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Article;
use Kabelshop\Commerce\Drums\DrumSettings;
use Kabelshop\Commerce\Drums\DrumTypes;

/**
 * Lines that are not goods but priced with them (issue 14, "Lengths, packages and drums"): a cut
 * fee per cut from a drum, a deposit per returnable drum. Each is its own line in the quote, the
 * order (orders.charges JSON), the mails and the PDF; charges are not discounted and are subject to
 * VAT (Totals). Shape of a charge:
 * { kind: 'cut_fee' | 'drum_deposit', line_index: int (the goods line it belongs to: lines[i]),
 *   article_code: string, drum_type: string ('' for a cut fee), quantity: int (cuts or drums),
 *   unit_cents: int, cents: int (quantity x unit_cents) }.
 *
 * The rules (docs/drums.md), per goods line of a drum article (packaging 'drum'), with L = the
 * drum's length (package_length_m) and q = the ordered metres:
 * - cut fee: q mod L != 0 -> ONE cut (a quantity over one drum ships on whole drums plus one cut
 *   piece: 1,200 m of a 500 m drum = two whole drums and one 200 m cut); q a multiple of L -> no
 *   cut (whole drums). A drum article without a known length is always cut (nothing can be a whole
 *   drum). Unit: DrumSettings::cut_fee_cents() (default 20.00 EUR, LAPP); a fee of 0 writes no line.
 * - deposit: only when the article's drum type (Article::drum_type, DrumTypes) is returnable with a
 *   deposit above 0: drums shipped = ceil(q / L) (every whole drum, and the cut piece on a drum of
 *   its own; 1 when L is unknown), one line with quantity = drums and unit = the type's deposit.
 *   One-way drums, an unset or unknown drum type: no deposit.
 * Rings, reels and boxes (sold in whole packages, StockRules) never carry charges.
 */
final class LineCharges {

	public const CUT_FEE      = 'cut_fee';
	public const DRUM_DEPOSIT = 'drum_deposit';

	/**
	 * The charge lines of priced lines (Pricing::reprice()['lines']), in line order (for each line
	 * its cut fee, then its deposit).
	 *
	 * @param list<array{index: int, quantity_m: int, article: Article}> $lines Priced lines.
	 * @return list<array{kind: string, line_index: int, article_code: string, drum_type: string, quantity: int, unit_cents: int, cents: int}>
	 */
	public static function for_lines( array $lines ): array {
		$cut_fee = DrumSettings::cut_fee_cents();
		$charges = array();
		foreach ( $lines as $line ) {
			$article  = $line['article'];
			$quantity = (int) $line['quantity_m'];
			if ( 'drum' !== $article->packaging || $quantity < 1 ) {
				continue;
			}
			$length = null !== $article->package_length_m && $article->package_length_m > 0 ? $article->package_length_m : null;
			if ( $cut_fee > 0 && self::cuts( $quantity, $length ) > 0 ) {
				$charges[] = self::charge( self::CUT_FEE, $line['index'], $article->article_code, '', self::cuts( $quantity, $length ), $cut_fee );
			}
			$type = '' === $article->drum_type ? null : DrumTypes::find( $article->drum_type );
			if ( null !== $type && $type['returnable'] && $type['deposit_cents'] > 0 ) {
				$charges[] = self::charge( self::DRUM_DEPOSIT, $line['index'], $article->article_code, $type['id'], self::drums( $quantity, $length ), $type['deposit_cents'] );
			}
		}
		return $charges;
	}

	/**
	 * Cuts of a drum line: 1 when the metres are not whole drums, else 0 (see the class comment).
	 *
	 * @param int      $quantity_m Ordered metres (>= 1).
	 * @param int|null $length_m   Metres on a full drum, null when not known.
	 */
	public static function cuts( int $quantity_m, ?int $length_m ): int {
		return null === $length_m || 0 !== $quantity_m % $length_m ? 1 : 0;
	}

	/**
	 * Drums a drum line ships on: ceil(quantity / length), 1 when the length is not known.
	 *
	 * @param int      $quantity_m Ordered metres (>= 1).
	 * @param int|null $length_m   Metres on a full drum, null when not known.
	 */
	public static function drums( int $quantity_m, ?int $length_m ): int {
		return null === $length_m ? 1 : intdiv( $quantity_m + $length_m - 1, $length_m );
	}

	/**
	 * Sum of the charges in cents.
	 *
	 * @param list<array{cents: int}> $charges Charge lines.
	 */
	public static function total_cents( array $charges ): int {
		return array_sum( array_map( static fn( array $c ): int => (int) $c['cents'], $charges ) );
	}

	/**
	 * The translated name of a charge line in the current language (quote, order, mails, PDF):
	 * "Cut fee (KS-NYY-J-5X16-D)", "Drum deposit: Wooden drum Ø 800 mm (KS-NYY-J-5X16-D)".
	 *
	 * @param array<string, mixed> $charge A charge line (kind, article_code, drum_type).
	 */
	public static function label( array $charge ): string {
		$code = (string) ( $charge['article_code'] ?? '' );
		if ( self::DRUM_DEPOSIT === ( $charge['kind'] ?? '' ) ) {
			$type = DrumTypes::find( (string) ( $charge['drum_type'] ?? '' ) );
			/* translators: 1: drum type name, e.g. "Wooden drum Ø 800 mm", 2: article code */
			return sprintf( __( 'Drum deposit: %1$s (%2$s)', 'kabelshop-core' ), null === $type ? (string) ( $charge['drum_type'] ?? '' ) : $type['label'], $code );
		}
		/* translators: %s: article code of the drum the cable is cut from */
		return sprintf( __( 'Cut fee (%s)', 'kabelshop-core' ), $code );
	}

	/**
	 * One charge line.
	 *
	 * @param string $kind       self::CUT_FEE | self::DRUM_DEPOSIT.
	 * @param int    $line_index The goods line's index (lines[i]).
	 * @param string $code       Article code.
	 * @param string $drum_type  Drum type id ('' for a cut fee).
	 * @param int    $quantity   Cuts or drums.
	 * @param int    $unit_cents Price of one, cents.
	 * @return array{kind: string, line_index: int, article_code: string, drum_type: string, quantity: int, unit_cents: int, cents: int}
	 */
	private static function charge( string $kind, int $line_index, string $code, string $drum_type, int $quantity, int $unit_cents ): array {
		return array(
			'kind'         => $kind,
			'line_index'   => $line_index,
			'article_code' => $code,
			'drum_type'    => $drum_type,
			'quantity'     => $quantity,
			'unit_cents'   => $unit_cents,
			'cents'        => $quantity * $unit_cents,
		);
	}
}
