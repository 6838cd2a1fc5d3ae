<?php
/**
 * Weight of a shipment.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\Decimal;

/**
 * The weight of the goods of priced lines in grams (issue 14, "Delivery cost by weight"): an
 * article's weight in kg/km is its weight in g/m, so a line weighs weight_kg_km x metres grams.
 * Null when any line's article has no weight (the delivery cost then follows with the
 * confirmation). Minimal version written against the agreed signature so the totals can call it;
 * the drum weight is added by the weight-based delivery work.
 */
final class ShipmentWeight {

	/**
	 * Grams of the lines' goods, or null when a weight is unknown.
	 *
	 * @param list<array{quantity_m: int, article: Article}> $priced_lines Pricing::reprice()['lines'].
	 */
	public static function grams( array $priced_lines ): ?int {
		$grams_e2 = 0;
		foreach ( $priced_lines as $line ) {
			$kg_km = $line['article']->weight_kg_km;
			$e2    = null === $kg_km ? null : Decimal::parse( $kg_km, 2 );
			if ( null === $e2 || $e2 <= 0 ) {
				return null;
			}
			$grams_e2 += $e2 * (int) $line['quantity_m'];
		}
		return Totals::div_half_up( $grams_e2, 100 );
	}
}
