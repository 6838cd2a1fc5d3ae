<?php
/**
 * Response shape of POST cart/quote.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\StockRules;
use Kabelshop\Commerce\Totals;
use Kabelshop\I18n\Format;

/**
 * Turns priced lines and totals into the quote answer:
 * { currency: 'EUR', discount_percent, lines: [ { index, article_code, quantity_m, name, size_label, packaging,
 *   unit_price_e4, unit_price: "0.1870", price_is_demo, line_net_cents, availability, on_request,
 *   stock_m, backorder_m, expected_date, package_multiple_m } ], unknown_codes,
 *   subtotal_cents, discount_cents, net_cents, delivery_cents|null, vat_percent, vat_cents, gross_cents }.
 * Per line (StockRules): index = the line's position in the request (lines[index]); availability
 * 'in_stock' | 'backorder' | 'on_request'; on_request true for an article that is inquired, not
 * ordered (its line_net_cents is 0 and it is not in the totals); stock_m = metres in stock now
 * (null: no figure); backorder_m = metres not in stock; expected_date = 'Y-m-d' (Europe/Zagreb)
 * when they are expected, null when nothing is backordered; package_multiple_m = metres per ring,
 * reel or box when the quantity must be whole packages, null for cut-to-length (drums).
 * line_net_cents is each line rounded for display; the totals are computed from the exact sum
 * (spec section 9 rounds once, at the end), so the displayed lines may differ from the subtotal by
 * a cent.
 */
final class QuoteSchema {

	/**
	 * The answer.
	 *
	 * @param array{lines: list<array{index: int, article_code: string, quantity_m: int, unit_price_e4: int, article: \Kabelshop\Catalog\Article}>, unknown_codes: list<string>} $priced From Pricing::reprice().
	 * @param Totals                                                                                                                                                             $totals Totals of the priced lines.
	 * @param \DateTimeImmutable|null                                                                                                                                            $today  Today for expected dates (LeadTime::today() when null).
	 * @return array<string, mixed>
	 */
	public static function response( array $priced, Totals $totals, ?\DateTimeImmutable $today = null ): array {
		$lines = array();
		foreach ( $priced['lines'] as $index => $line ) {
			$article = $line['article'];
			$stock   = StockRules::line( $article, $line['quantity_m'], $today );
			$lines[] = array(
				'index'              => $line['index'],
				'article_code'       => $article->article_code,
				'quantity_m'         => $line['quantity_m'],
				'name'               => Pricing::name_of( $article ),
				'size_label'         => $article->size_label,
				'packaging'          => $article->packaging,
				'unit_price_e4'      => $article->unit_price_e4,
				'unit_price'         => Format::e4_decimal( $article->unit_price_e4 ),
				'price_is_demo'      => $article->price_is_demo,
				'line_net_cents'     => Totals::div_half_up( $totals->line_net_e4[ $index ], 100 ),
				'availability'       => $stock['availability'],
				'on_request'         => $stock['on_request'],
				'stock_m'            => $stock['stock_m'],
				'backorder_m'        => $stock['backorder_m'],
				'expected_date'      => $stock['expected_date'],
				'package_multiple_m' => StockRules::package_multiple_m( $article ),
			);
		}
		return array(
			'currency'         => 'EUR',
			'discount_percent' => $totals->discount_percent,
			'lines'            => $lines,
			'unknown_codes'    => $priced['unknown_codes'],
			'subtotal_cents'   => $totals->subtotal_cents,
			'discount_cents'   => $totals->discount_cents,
			'net_cents'        => $totals->net_cents,
			'delivery_cents'   => $totals->delivery_cents,
			'vat_percent'      => $totals->vat_percent,
			'vat_cents'        => $totals->vat_cents,
			'gross_cents'      => $totals->gross_cents,
		);
	}
}
