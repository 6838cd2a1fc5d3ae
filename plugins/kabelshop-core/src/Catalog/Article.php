<?php
/**
 * One article (value object).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * An article row as the domain sees it. See ArticleTable for units and NULL semantics.
 * packaging is one of 'ring' | 'reel' | 'box' | 'drum'. Ordering rules that read these fields:
 * Commerce\StockRules (stock, lead time, on request, whole packages).
 */
final class Article {

	public const PACKAGING = array( 'ring', 'reel', 'box', 'drum' );

	/**
	 * Creates the article (units and NULL semantics: ArticleTable).
	 *
	 * @param int         $id                Row id.
	 * @param string      $article_code      The seller's article code.
	 * @param int         $product_id        Cable type (post id).
	 * @param int|null    $cores             Number of cores.
	 * @param string|null $cross_section_mm2 Conductor cross-section in mm2 (decimal string).
	 * @param string      $size_label        Cores x cross-section as printed, e.g. '3x2.5'.
	 * @param string|null $outer_diameter_mm Outer diameter in mm (decimal string).
	 * @param string|null $copper_kg_km      Copper in kg/km (decimal string).
	 * @param bool        $copper_computed   True when the copper figure is the computed nominal value.
	 * @param string|null $weight_kg_km      Weight in kg/km (decimal string).
	 * @param string      $packaging         One of PACKAGING.
	 * @param int|null    $package_length_m  Package length in metres (null: no source gives it).
	 * @param int         $unit_price_e4     Net list price per metre in 1/10,000 EUR.
	 * @param bool        $price_is_demo     True for a demo price.
	 * @param int|null    $stock_m           Stock in metres (null: not known).
	 * @param int|null    $lead_time_days    Working days until a backordered quantity arrives (null: the shop's default).
	 * @param bool        $on_request_only   Staff flag: sold on request only (inquired, never ordered).
	 * @param string|null $aluminium_kg_km   Aluminium in kg/km (decimal string; null: none or not known).
	 * @param bool        $aluminium_computed True when the aluminium figure is the computed nominal value.
	 * @param string      $drum_type         Drum type id of a drum article (Commerce drum types; '' = none set).
	 * @param int|null    $drum_remaining_m  Metres left on the current drum, as staff keep it (null: not kept).
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $article_code,
		public readonly int $product_id,
		public readonly ?int $cores,
		public readonly ?string $cross_section_mm2,
		public readonly string $size_label,
		public readonly ?string $outer_diameter_mm,
		public readonly ?string $copper_kg_km,
		public readonly bool $copper_computed,
		public readonly ?string $weight_kg_km,
		public readonly string $packaging,
		public readonly ?int $package_length_m,
		public readonly int $unit_price_e4,
		public readonly bool $price_is_demo,
		public readonly ?int $stock_m,
		public readonly ?int $lead_time_days = null,
		public readonly bool $on_request_only = false,
		public readonly ?string $aluminium_kg_km = null,
		public readonly bool $aluminium_computed = false,
		public readonly string $drum_type = '',
		public readonly ?int $drum_remaining_m = null,
	) {}

	/**
	 * Builds an Article from a database row (associative array of strings).
	 *
	 * @param array<string, string|null> $row Row of ArticleTable.
	 */
	public static function from_row( array $row ): self {
		return new self(
			(int) $row['id'],
			(string) $row['article_code'],
			(int) $row['product_id'],
			null === $row['cores'] ? null : (int) $row['cores'],
			$row['cross_section_mm2'],
			(string) $row['size_label'],
			$row['outer_diameter_mm'],
			$row['copper_kg_km'],
			(bool) (int) $row['copper_computed'],
			$row['weight_kg_km'],
			(string) $row['packaging'],
			null === $row['package_length_m'] ? null : (int) $row['package_length_m'],
			(int) $row['unit_price_e4'],
			(bool) (int) $row['price_is_demo'],
			null === $row['stock_m'] ? null : (int) $row['stock_m'],
			isset( $row['lead_time_days'] ) ? (int) $row['lead_time_days'] : null,
			(bool) (int) ( $row['on_request_only'] ?? 0 ),
			isset( $row['aluminium_kg_km'] ) ? (string) $row['aluminium_kg_km'] : null,
			(bool) (int) ( $row['aluminium_computed'] ?? 0 ),
			(string) ( $row['drum_type'] ?? '' ),
			isset( $row['drum_remaining_m'] ) ? (int) $row['drum_remaining_m'] : null,
		);
	}
}
