<?php
/**
 * Unsaved articles and priced lines for tests of the pure delivery and weight rules.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Catalog\Article;

/**
 * An article as the domain sees it (no database row) and a priced line of it, the input shape of
 * ShipmentWeight::grams() and DeliveryRules (Pricing::reprice()['lines']). Shared by
 * DeliveryByWeightTest and DeliveryFallbackTest.
 */
trait DomainLineFixtures {

	/**
	 * An article: a 3x2.5 ring of 100 m at 1.0000 EUR/m, without weight or stock unless given.
	 *
	 * @param array<string, mixed> $over Constructor arguments by name.
	 */
	private function article( array $over = array() ): Article {
		$args = array_merge(
			array(
				'id'                => 1,
				'article_code'      => 'P-1',
				'product_id'        => 1,
				'cores'             => 3,
				'cross_section_mm2' => '2.500',
				'size_label'        => '3x2.5',
				'outer_diameter_mm' => null,
				'copper_kg_km'      => null,
				'copper_computed'   => false,
				'weight_kg_km'      => null,
				'packaging'         => 'ring',
				'package_length_m'  => 100,
				'unit_price_e4'     => 10000,
				'price_is_demo'     => false,
				'stock_m'           => null,
			),
			$this->article_defaults(),
			$over
		);
		return new Article( ...$args );
	}

	/**
	 * The test's own defaults over the ones above (e.g. a known weight).
	 *
	 * @return array<string, mixed>
	 */
	private function article_defaults(): array {
		return array();
	}

	/**
	 * A priced line.
	 *
	 * @param Article $article  The article.
	 * @param int     $quantity Metres.
	 * @return array{index: int, quantity_m: int, article: Article}
	 */
	private static function line( Article $article, int $quantity ): array {
		return array(
			'index'      => 0,
			'quantity_m' => $quantity,
			'article'    => $article,
		);
	}
}
