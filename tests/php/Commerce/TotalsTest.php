<?php
/**
 * Totals: the spec section 9 formula in integers.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\DeliveryRules;
use Kabelshop\Commerce\Totals;
use Kabelshop\Tests\TestCase;

/**
 * The examples below were also run through src/lib/cart/totals.ts (subtotalCents / totalCents),
 * which gives the same cents: 5944 / 4755 for the first cart, 1 for three lines of 0.0049 EUR.
 */
final class TotalsTest extends TestCase {

	/**
	 * A line.
	 *
	 * @param int $quantity_m Metres.
	 * @param int $price_e4   Unit price in 1/10000 EUR.
	 * @return array{article_code: string, quantity_m: int, unit_price_e4: int}
	 */
	private function line( int $quantity_m, int $price_e4 ): array {
		return array( 'article_code' => 'X', 'quantity_m' => $quantity_m, 'unit_price_e4' => $price_e4 );
	}

	public function test_four_decimal_prices_and_twenty_percent_discount(): void {
		$lines  = array( $this->line( 100, 1870 ), $this->line( 33, 12345 ), $this->line( 7, 5 ) );
		$totals = Totals::compute( $lines, 20, 'pickup' );
		$this->assertSame( array( 187000, 407385, 35 ), $totals->line_net_e4 );
		$this->assertSame( 594420, $totals->subtotal_e4 );
		$this->assertSame( 5944, $totals->subtotal_cents );
		$this->assertSame( 4755, $totals->net_cents, '59.4420 x 0.8 = 47.5536 EUR' );
		$this->assertSame( 1189, $totals->discount_cents );
		$this->assertSame( 0, $totals->delivery_cents );
		$this->assertSame( 1189, $totals->vat_cents, '47.55 x 25 % = 11.8875' );
		$this->assertSame( 5944, $totals->gross_cents );
	}

	public function test_rounds_once_at_the_end_not_per_line(): void {
		$lines  = array( $this->line( 1, 49 ), $this->line( 1, 49 ), $this->line( 1, 49 ) );
		$totals = Totals::compute( $lines, 0 );
		$this->assertSame( 1, $totals->net_cents, 'three lines of 0.0049 EUR are 0.0147 EUR = 1 cent, not 0' );
	}

	public function test_rounds_half_up(): void {
		$this->assertSame( 1, Totals::compute( array( $this->line( 1, 50 ) ), 0 )->net_cents, '0.0050 EUR rounds up' );
		$this->assertSame( 0, Totals::compute( array( $this->line( 1, 49 ) ), 0 )->net_cents, '0.0049 EUR rounds down' );
		$this->assertSame( 1, Totals::compute( array( $this->line( 1, 200 ) ), 0, 'pickup' )->vat_cents, 'VAT of 2 cents is 0.5 cent: rounds up to 1' );
	}

	public function test_vat_is_charged_on_goods_and_delivery(): void {
		$lines  = array( $this->line( 100, 1870 ), $this->line( 33, 12345 ), $this->line( 7, 5 ) );
		$totals = Totals::compute( $lines, 20, 'delivery', new DeliveryRules( 1500, 50000 ) );
		$this->assertSame( 1500, $totals->delivery_cents );
		$this->assertSame( 1564, $totals->vat_cents, '(47.55 + 15.00) x 25 % = 15.6375' );
		$this->assertSame( 4755 + 1500 + 1564, $totals->gross_cents );
		$this->assertSame( 25, $totals->vat_percent );
	}

	public function test_delivery_is_free_from_the_net_threshold(): void {
		$rules = new DeliveryRules( 1500, 50000 );
		$this->assertSame( 0, Totals::compute( array( $this->line( 1000, 5000 ) ), 0, 'delivery', $rules )->delivery_cents, '500.00 EUR net: free' );
		$this->assertSame( 1500, Totals::compute( array( $this->line( 4999, 1000 ) ), 0, 'delivery', $rules )->delivery_cents, '499.90 EUR net: fee' );
		$discounted = Totals::compute( array( $this->line( 1000, 5000 ) ), 20, 'delivery', $rules );
		$this->assertSame( 40000, $discounted->net_cents );
		$this->assertSame( 1500, $discounted->delivery_cents, 'the threshold applies to the discounted net' );
		$this->assertSame( 0, Totals::compute( array( $this->line( 1, 1 ) ), 0, 'pickup', $rules )->delivery_cents, 'pickup is free' );
	}

	public function test_no_delivery_method_means_no_delivery_line_yet(): void {
		$totals = Totals::compute( array( $this->line( 10, 10000 ) ), 0 );
		$this->assertNull( $totals->delivery_cents );
		$this->assertSame( 1000 + 250, $totals->gross_cents, '10.00 EUR net + 2.50 EUR VAT' );
	}

	public function test_large_orders_stay_exact(): void {
		$lines = array_fill( 0, 200, $this->line( 100000, 99999999 ) );
		$this->assertSame( 200 * 100000 * 99999999, Totals::compute( $lines, 20 )->subtotal_e4 );
	}

	public function test_refuses_a_quantity_below_one(): void {
		$this->expectException( \InvalidArgumentException::class );
		Totals::compute( array( $this->line( 0, 100 ) ), 0 );
	}

	public function test_refuses_an_unknown_delivery_method(): void {
		$this->expectException( \InvalidArgumentException::class );
		Totals::compute( array( $this->line( 1, 100 ) ), 0, 'drone' );
	}
}
