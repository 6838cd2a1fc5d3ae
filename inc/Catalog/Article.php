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
 * packaging is one of 'ring' | 'reel' | 'box' | 'drum'.
 */
final class Article {

	public const PACKAGING = array( 'ring', 'reel', 'box', 'drum' );

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
		);
	}
}
