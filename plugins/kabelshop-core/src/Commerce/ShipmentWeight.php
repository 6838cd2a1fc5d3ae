<?php
/**
 * The shipping weight of priced lines (pure domain class).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\Decimal;
use Kabelshop\Commerce\Drums\DrumTypes;

/**
 * Weight of a shipment in grams (issue 14, "Delivery cost by weight": article kg/km x length, plus
 * drum weight), the input of DeliveryRules' weight rule. Totals calls grams() for every quote and
 * order.
 *
 * - Cable: Article::weight_kg_km (DECIMAL(10,2), the maker's figure) x quantity_m. kg/km is g/m, so
 *   the weight in hundredths of kg/km times the metres is hundredths of a gram, exact; the sum of
 *   all lines is rounded UP to whole grams once (a shipment never weighs less than its parts).
 * - Drums: a drum line (packaging 'drum') ships on ceil(quantity_m / drum length) drums, the drum
 *   length being the article's package_length_m (one drum when it has none): LineCharges::drums(),
 *   the rule the deposits count by; each weighs Drums\DrumTypes::find( drum_type )['weight_g'].
 *   No drum type set or an unknown type: 0 g for the drum (not guessed; staff set the type).
 * - Lines on request (StockRules::is_on_request: inquired, not ordered) do not count.
 * - Unknown weight: when any orderable line's article has no weight (NULL, unreadable, or a line
 *   without an article), the answer is null: the delivery cost then follows with the order
 *   confirmation (never guessed). A weight of 0.00 kg/km is a stated weight (0 g), not unknown.
 *   Since issue 27 an unknown weight is priced by staff's fallback rule (DeliveryRules), per order
 *   or per package (packages()); weights are never invented for articles without a sourced one.
 */
final class ShipmentWeight {

	/**
	 * Shipping weight of priced lines in grams.
	 *
	 * @param list<array{quantity_m: int, article?: Article}> $priced_lines Priced lines (Pricing::reprice()['lines']; other keys ignored).
	 * @return int|null Grams (0 for no orderable line), null when an orderable article's weight is unknown.
	 */
	public static function grams( array $priced_lines ): ?int {
		$centigrams = 0;
		foreach ( $priced_lines as $line ) {
			$article = $line['article'] ?? null;
			if ( ! $article instanceof Article ) {
				return null;
			}
			if ( StockRules::is_on_request( $article ) ) {
				continue;
			}
			$quantity = max( 0, (int) $line['quantity_m'] );
			$kg_km_e2 = self::kg_km_e2( $article );
			if ( null === $kg_km_e2 ) {
				return null;
			}
			$centigrams += $kg_km_e2 * $quantity + 100 * self::drums( $article, $quantity ) * self::drum_weight_g( $article->drum_type );
		}
		return intdiv( $centigrams + 99, 100 );
	}

	/**
	 * Packages a shipment has, for DeliveryRules' per-package fallback (issue 27): per orderable line
	 * ceil( quantity_m / package length ) rings, reels, boxes or drums (the article's
	 * package_length_m; a drum line cut to length is one drum, a line over several drums counts each,
	 * as LineCharges::drums()); a line whose article has no package length is one package. Lines on
	 * request (StockRules::is_on_request) and lines without an article do not count.
	 *
	 * @param list<array{quantity_m: int, article?: Article}> $priced_lines Priced lines (other keys ignored).
	 * @return int Packages (0 for no orderable line).
	 */
	public static function packages( array $priced_lines ): int {
		$packages = 0;
		foreach ( $priced_lines as $line ) {
			$article = $line['article'] ?? null;
			if ( ! $article instanceof Article || StockRules::is_on_request( $article ) ) {
				continue;
			}
			$quantity  = max( 1, (int) $line['quantity_m'] );
			$length    = null !== $article->package_length_m && $article->package_length_m > 0 ? (int) $article->package_length_m : null;
			$packages += null === $length ? 1 : intdiv( $quantity + $length - 1, $length );
		}
		return $packages;
	}

	/**
	 * The article's weight in hundredths of kg/km, null when unknown.
	 *
	 * @param Article $article The article.
	 */
	public static function kg_km_e2( Article $article ): ?int {
		if ( null === $article->weight_kg_km || '' === trim( $article->weight_kg_km ) ) {
			return null;
		}
		// The column holds 2 decimals; a longer string ("12.505") is read to 2, rounding half up.
		$fixed = Decimal::fixed( str_replace( ',', '.', trim( $article->weight_kg_km ) ), 2 );
		return null === $fixed ? null : Decimal::parse( $fixed, 2 );
	}

	/**
	 * Drums a drum line ships on (LineCharges::drums(): ceil(quantity / drum length), one without a
	 * length); 0 for rings, reels and boxes.
	 *
	 * @param Article $article  The article.
	 * @param int     $quantity Metres.
	 */
	public static function drums( Article $article, int $quantity ): int {
		if ( 'drum' !== $article->packaging || $quantity < 1 ) {
			return 0;
		}
		return LineCharges::drums( $quantity, null !== $article->package_length_m && $article->package_length_m > 0 ? $article->package_length_m : null );
	}

	/**
	 * Weight of one empty drum of a type in grams (0 when the type or the drum types are unknown).
	 *
	 * @param string $drum_type Drum type id ('' = none).
	 */
	public static function drum_weight_g( string $drum_type ): int {
		$type = '' === $drum_type ? null : DrumTypes::find( $drum_type );
		return null === $type ? 0 : max( 0, $type['weight_g'] );
	}
}
