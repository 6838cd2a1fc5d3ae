<?php
/**
 * The server-rendered product table (the island's fallback, what a page without JavaScript shows)
 * prices like the island (issue 14): 'split' base price, metal surcharge and full price; 'full'
 * the full price with "incl. metal surcharge … EUR/m"; an approved customer's discount on the base
 * only; the index named once under the table; nothing of it when the surcharge is off.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Tests\TestCase;
use Kabelshop\View\ProductView;

final class ProductSurchargeTableTest extends TestCase {

	/**
	 * A product as ProductView::priced() hands it to table(): one copper article, base 1.8705 +
	 * surcharge 0.2720 = 2.1425 EUR/m, and the terms (QuoteSchema::metal() shape).
	 *
	 * @param string   $display 'split' | 'full'.
	 * @param bool     $enabled Surcharge on.
	 * @param int|null $yours   The customer's base price after the discount.
	 * @return array<string, mixed>
	 */
	private function product( string $display, bool $enabled = true, ?int $yours = null ): array {
		return array(
			'designation' => 'NYM-J',
			'metal'       => array(
				'enabled'         => $enabled,
				'display'         => $display,
				'rule'            => 'previous_month_average',
				'rule_label'      => '',
				'price_hold_days' => 14,
				'metals'          => array(
					'copper'    => array(
						'index_eur_100kg' => '856.40',
						'index_date'      => '2025-07',
						'base_eur_100kg'  => '150.00',
						'procurement_pct' => '1.00',
						'stale'           => false,
					),
					'aluminium' => array(
						'index_eur_100kg' => '250.00',
						'index_date'      => '2024-08',
						'base_eur_100kg'  => '0.00',
						'procurement_pct' => '1.00',
						'stale'           => true,
					),
				),
			),
			'articles'    => array(
				array(
					'article_code'       => 'KS-T-1',
					'size_label'         => '3x2.5',
					'cores'              => 3,
					'outer_diameter_mm'  => '10.40',
					'copper_kg_km'       => '72.00',
					'copper_computed'    => false,
					'aluminium_kg_km'    => null,
					'aluminium_computed' => false,
					'weight_kg_km'       => '165.00',
					'packaging'          => 'ring',
					'package_length_m'   => 100,
					'unit_price_e4'      => 18705,
					'unit_price'         => '1.8705',
					'metal_surcharge_e4' => $enabled ? 2720 : 0,
					'full_price_e4'      => $enabled ? 21425 : 18705,
					'price_is_demo'      => false,
					'stock_m'            => 500,
					'availability'       => 'in_stock',
					'lead_time_days'     => 10,
					'your_unit_price_e4' => $yours,
					// The server's own full price (CustomerPrice: 20 % off base + surcharge, issue 27).
					'your_full_price_e4' => null === $yours ? null : (int) round( ( $enabled ? 21425 : 18705 ) * ( 100 - 20 ) / 100 ),
				),
			),
		);
	}

	/**
	 * The table's text without tags, spaces collapsed.
	 *
	 * @param string $html Markup.
	 */
	private function text( string $html ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( str_replace( '<', ' <', $html ) ) ) );
	}

	public function test_split_shows_base_surcharge_and_full_price_and_names_the_copper_index(): void {
		$this->in_english();
		$text = $this->text( ProductView::table( $this->product( 'split' ) ) );
		$this->assertStringContainsString( 'Base price 1,8705 Metal surcharge 0,2720 Full price 2,1425', $text );
		$this->assertStringContainsString( 'Metal surcharge by the copper index 856,40 EUR/100 kg (', $text );
		$this->assertStringContainsString( ' average)', $text );
		// Only the metals the articles contain: this copper cable names no aluminium index.
		$this->assertStringNotContainsString( 'aluminium', $text );
	}

	public function test_full_shows_the_full_price_with_the_surcharge_named(): void {
		$this->in_english();
		$text = $this->text( ProductView::table( $this->product( 'full' ) ) );
		$this->assertStringContainsString( '2,1425 incl. metal surcharge 0,2720 EUR/m', $text );
		$this->assertStringNotContainsString( 'Base price', $text );
	}

	public function test_a_customer_discount_applies_to_the_full_price(): void {
		$this->in_english();
		// Issue 27 (spec section 9): 2.1425 less 20 % = 1.7140, surcharge included; the base line shows 1.8705 less 20 % = 1.4964.
		$text = $this->text( ProductView::table( $this->product( 'split', true, 14964 ) ) );
		$this->assertStringContainsString( 'Base price Your price 1,4964 List price 1,8705 Metal surcharge 0,2720 Full price Your price 1,7140 List price 2,1425', $text );
	}

	public function test_without_the_surcharge_the_base_price_is_the_price(): void {
		$this->in_english();
		$text = $this->text( ProductView::table( $this->product( 'split', false ) ) );
		$this->assertStringContainsString( '1,8705', $text );
		$this->assertStringNotContainsString( 'surcharge', $text );
		$this->assertStringNotContainsString( '2,1425', $text );
	}

	public function test_the_croatian_table_is_translated(): void {
		$text = $this->text( ProductView::table( $this->product( 'split' ) ) );
		$this->assertStringContainsString( 'Osnovna cijena 1,8705 Dodatak za metal 0,2720 Puna cijena 2,1425', $text );
		$this->assertStringContainsString( 'Dodatak za metal prema indeksu bakra 856,40 EUR/100 kg (prosjek za srpanj 2025.)', $text );
	}
}
