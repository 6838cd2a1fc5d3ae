<?php
/**
 * Response shape of an article.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\Article;
use Kabelshop\Catalog\Decimal;
use Kabelshop\Catalog\SizeNormalizer;
use Kabelshop\Commerce\StockRules;
use Kabelshop\I18n\Format;
use Kabelshop\Metals\SurchargeTerms;

/**
 * The one place that turns an Article into its JSON:
 * { article_code, size_label, cores: int|null, cross_section_mm2: "2.5"|null (canonical decimal),
 *   outer_diameter_mm: "13.00"|null, copper_kg_km: "66.68"|null, copper_computed: bool,
 *   aluminium_kg_km: "270.00"|null, aluminium_computed: bool (the metal numbers of the surcharge;
 *   computed = the nominal value cores x mm2 x 8.89 / 2.70 kg/km, CsvImporter),
 *   weight_kg_km: "200.00"|null, packaging: "ring|reel|box|drum", package_length_m: int|null,
 *   unit_price_e4: int (EUR/m x 10^4), unit_price: "0.1870" (EUR/m, 4 decimals), price_is_demo: bool,
 *   stock_m: int|null, availability: "in_stock" (stock_m > 0) | "backorder" (orderable, delivered after
 *   lead_time_days working days) | "on_request" (inquired, not ordered): StockRules::catalogue_availability(),
 *   lead_time_days: int, metal_surcharge_e4: int (signed EUR/m x 10^4: SurchargeTerms::current(),
 *   0 when the surcharge is off or the article has no price), metal_surcharge: "0.2720" (signed),
 *   full_price_e4: int (unit_price_e4 + metal_surcharge_e4, never below 0; issue 14: unit_price_e4 is
 *   the base price at the metal base, the full price is what a metre costs), full_price: "2.1425",
 *   drum_remaining_m: int|null (metres left on the current drum of a drum article where staff keep the
 *   figure, CatalogService's articles box; null otherwise; a larger quantity is still orderable, it
 *   comes from a new drum: docs/drums.md) }.
 * Decimals are strings so no binary float ever touches a measure or a price (STYLE.md).
 */
final class ArticleSchema {

	/**
	 * The article's JSON shape.
	 *
	 * @param Article $article The article.
	 * @return array<string, mixed>
	 */
	public static function prepare( Article $article ): array {
		// An article without a price (on request) gets no surcharge either: it has no price to add to.
		$metal_e4 = $article->unit_price_e4 > 0 ? SurchargeTerms::current()->per_metre_e4( $article ) : 0;
		$full_e4  = max( 0, $article->unit_price_e4 + $metal_e4 );
		return array(
			'article_code'       => $article->article_code,
			'size_label'         => $article->size_label,
			'cores'              => $article->cores,
			'cross_section_mm2'  => null === $article->cross_section_mm2 ? null : SizeNormalizer::decimal( $article->cross_section_mm2 ),
			'outer_diameter_mm'  => Decimal::fixed( $article->outer_diameter_mm, 2 ),
			'copper_kg_km'       => Decimal::fixed( $article->copper_kg_km, 2 ),
			'copper_computed'    => $article->copper_computed,
			'aluminium_kg_km'    => Decimal::fixed( $article->aluminium_kg_km, 2 ),
			'aluminium_computed' => $article->aluminium_computed,
			'weight_kg_km'       => Decimal::fixed( $article->weight_kg_km, 2 ),
			'packaging'          => $article->packaging,
			'package_length_m'   => $article->package_length_m,
			'unit_price_e4'      => $article->unit_price_e4,
			'unit_price'         => Decimal::format( $article->unit_price_e4, 4 ),
			'price_is_demo'      => $article->price_is_demo,
			'stock_m'            => $article->stock_m,
			'availability'       => StockRules::catalogue_availability( $article ),
			'lead_time_days'     => StockRules::lead_time_days( $article ),
			'metal_surcharge_e4' => $metal_e4,
			'metal_surcharge'    => Format::e4_decimal( $metal_e4 ),
			'full_price_e4'      => $full_e4,
			'full_price'         => Decimal::format( $full_e4, 4 ),
			'drum_remaining_m'   => 'drum' === $article->packaging ? $article->drum_remaining_m : null,
		);
	}
}
