<?php
/**
 * Response shape of a packaging suggestion.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Decimal;
use Kabelshop\Catalog\Packaging;

/**
 * The one place that turns Commerce\PackagingSuggester's answer into JSON
 * (GET kabelshop/v1/products/{id}/packaging-suggestion):
 * { length_m: int (wanted), size: string (the family's size label, e.g. "3x2.5"),
 *   lines: [ { article_code, packaging: ring|reel|box|drum, packaging_label: "Ring 100 m" (current
 *   language), package_length_m: int|null, count: int (whole packages or drums; 0 for a pure cut),
 *   quantity_m: int (the metres to put in the cart), cut: bool (cut to length: one cut fee),
 *   cut_fee_cents: int, deposit_cents: int, full_price_e4: int, full_price: "2.1425" (EUR/m, base +
 *   metal surcharge) } ], total_cents: int (goods at full list price + cut fees + deposits, before
 *   the business discount, delivery and VAT), excess_m: int (metres over the wanted length; 0 when
 *   a drum can be cut) }.
 */
final class PackagingSuggestionSchema {

	/**
	 * The answer.
	 *
	 * @param array{length_m: int, lines: list<array{article_code: string, packaging: string, package_length_m: int|null, count: int, quantity_m: int, cut: bool, cut_fee_cents: int, deposit_cents: int, full_price_e4: int}>, total_cents: int, excess_m: int} $suggestion PackagingSuggester's answer.
	 * @param string                                                                                                                                                                                                                                             $size       The family's size label.
	 * @return array<string, mixed>
	 */
	public static function response( array $suggestion, string $size ): array {
		$lines = array();
		foreach ( $suggestion['lines'] as $line ) {
			$lines[] = array(
				'article_code'     => $line['article_code'],
				'packaging'        => $line['packaging'],
				'packaging_label'  => Packaging::label( $line['packaging'], $line['package_length_m'] ),
				'package_length_m' => $line['package_length_m'],
				'count'            => $line['count'],
				'quantity_m'       => $line['quantity_m'],
				'cut'              => $line['cut'],
				'cut_fee_cents'    => $line['cut_fee_cents'],
				'deposit_cents'    => $line['deposit_cents'],
				'full_price_e4'    => $line['full_price_e4'],
				'full_price'       => Decimal::format( $line['full_price_e4'], 4 ),
			);
		}
		return array(
			'length_m'    => $suggestion['length_m'],
			'size'        => $size,
			'lines'       => $lines,
			'total_cents' => $suggestion['total_cents'],
			'excess_m'    => $suggestion['excess_m'],
		);
	}
}
