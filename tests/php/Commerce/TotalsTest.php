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
 * The formula of Totals' class comment; the browser shows the server's figures (POST cart/quote),
 * it keeps no copy of it. Delivery examples pass a known weight (10 kg) unless they are about an
 * unknown one.
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
		return array(
			'article_code'  => 'X',
			'quantity_m'    => $quantity_m,
			'unit_price_e4' => $price_e4,
		);
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
		$totals = Totals::compute( $lines, 20, 'delivery', new DeliveryRules( 1500, 50000 ), array(), 10000 );
		$this->assertSame( 1500, $totals->delivery_cents );
		$this->assertSame( 1564, $totals->vat_cents, '(47.55 + 15.00) x 25 % = 15.6375' );
		$this->assertSame( 4755 + 1500 + 1564, $totals->gross_cents );
		$this->assertSame( 25, $totals->vat_percent );
	}

	public function test_delivery_is_free_from_the_net_threshold(): void {
		$rules = new DeliveryRules( 1500, 50000 );
		$this->assertSame( 0, Totals::compute( array( $this->line( 1000, 5000 ) ), 0, 'delivery', $rules, array(), 10000 )->delivery_cents, '500.00 EUR net: free' );
		$this->assertSame( 1500, Totals::compute( array( $this->line( 4999, 1000 ) ), 0, 'delivery', $rules, array(), 10000 )->delivery_cents, '499.90 EUR net: fee' );
		$discounted = Totals::compute( array( $this->line( 1000, 5000 ) ), 20, 'delivery', $rules, array(), 10000 );
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

	/**
	 * A line with a metal surcharge per metre.
	 *
	 * @param int $quantity_m Metres.
	 * @param int $price_e4   Base price per metre.
	 * @param int $metal_e4   Metal surcharge per metre (signed).
	 * @return array{quantity_m: int, unit_price_e4: int, metal_surcharge_e4: int}
	 */
	private function metal_line( int $quantity_m, int $price_e4, int $metal_e4 ): array {
		return array(
			'quantity_m'         => $quantity_m,
			'unit_price_e4'      => $price_e4,
			'metal_surcharge_e4' => $metal_e4,
		);
	}

	public function test_the_discount_applies_to_the_full_price_base_and_metal_surcharge(): void {
		$totals = Totals::compute( array( $this->metal_line( 100, 1870, 2720 ) ), 20, 'pickup' );
		$this->assertSame( array( 187000 ), $totals->line_base_e4 );
		$this->assertSame( array( 272000 ), $totals->line_metal_e4 );
		$this->assertSame( array( 459000 ), $totals->line_net_e4, 'the line at its full price, before the discount' );
		$this->assertSame( 1870, $totals->subtotal_cents, 'the subtotal is the base goods' );
		$this->assertSame( 2720, $totals->metal_cents );
		// Spec section 9 (issue 27): quantity x unit price x (100 - 20) / 100, the unit price being base + surcharge.
		$this->assertSame( intdiv( 100 * ( 1870 + 2720 ) * 80, 10000 ), $totals->net_cents, '(18.70 + 27.20) x 0.8 = 36.72' );
		$this->assertSame( 1870 + 2720 - $totals->net_cents, $totals->discount_cents, '20 % of 45.90, surcharge included' );
		$this->assertSame( $totals->net_cents, $totals->subtotal_cents - $totals->discount_cents + $totals->metal_cents + $totals->charges_cents, 'the shown rows add up' );
		$this->assertSame( 918, $totals->vat_cents, '36.72 x 25 % = 9.18' );
	}

	public function test_base_and_metal_are_rounded_once_together(): void {
		$lines  = array( $this->metal_line( 1, 33, 16 ), $this->metal_line( 1, 33, 16 ), $this->metal_line( 1, 33, 16 ) );
		$totals = Totals::compute( $lines, 0 );
		$this->assertSame( 1, $totals->net_cents, '3 x (0.0033 + 0.0016) = 0.0147 EUR = 1 cent, not 3 x 0' );
		$this->assertSame( 0, $totals->metal_cents, '0.0048 EUR of metal alone rounds to 0' );
		$this->assertSame( $totals->net_cents, $totals->subtotal_cents - $totals->discount_cents + $totals->metal_cents, 'the rows add up: 0.01 - 0.00 + 0.00' );
	}

	public function test_charges_are_added_after_the_discount_and_taxed(): void {
		$charges = array(
			array(
				'kind'  => 'cut_fee',
				'cents' => 2000,
			),
			array(
				'kind'  => 'drum_deposit',
				'cents' => 5000,
			),
		);
		$totals  = Totals::compute( array( $this->metal_line( 37, 10000, 5000 ) ), 20, 'pickup', null, $charges );
		$this->assertSame( 7000, $totals->charges_cents );
		$this->assertSame( 4440 + 7000, $totals->net_cents, '37 m x (1.00 + 0.50) x 0.8 + 70.00 of charges' );
		$this->assertSame( 1110, $totals->discount_cents, '20 % of 55.50, no discount on the charges' );
		$this->assertSame( 2860, $totals->vat_cents, '114.40 x 25 % = 28.60' );
		$this->assertSame( 11440 + 2860, $totals->gross_cents );
	}

	public function test_a_credited_negative_surcharge_lowers_the_net_but_a_full_price_below_zero_is_refused(): void {
		$totals = Totals::compute( array( $this->metal_line( 10, 1000, -300 ) ), 0 );
		$this->assertSame( -30, $totals->metal_cents, '10 m x -0.0300' );
		$this->assertSame( 70, $totals->net_cents, '10 m x (0.1000 - 0.0300)' );
		$this->expectException( \InvalidArgumentException::class );
		Totals::compute( array( $this->metal_line( 10, 1000, -1001 ) ), 0 );
	}

	public function test_an_unknown_weight_is_priced_by_the_fallback_and_taxed(): void {
		$rules   = new DeliveryRules();
		$unknown = Totals::compute( array( $this->line( 10, 10000 ) ), 0, 'delivery', $rules, array(), null );
		$this->assertFalse( $unknown->delivery_pending, 'issue 27: never "the cost follows"' );
		$this->assertSame( DeliveryRules::DEFAULT_ORDER_CENTS, $unknown->delivery_cents, 'the default fallback: the flat fee per order' );
		$this->assertSame( 'per_order', $unknown->delivery_rule['basis'] ?? null );
		$this->assertSame( ( 1000 + 1500 ) * 25 / 100, $unknown->vat_cents, 'VAT on goods and delivery' );
		$this->assertSame( 1000 + 1500 + 625, $unknown->gross_cents, 'the gross a card is charged includes the delivery' );
		$packages = Totals::compute( array( $this->line( 10, 10000 ) ), 0, 'delivery', new DeliveryRules( fallback: 'per_package', package_cents: 400 ), array(), null, 3, true );
		$this->assertSame( 3 * 400 + DeliveryRules::DEFAULT_ABROAD_CENTS, $packages->delivery_cents, 'three packages x 4.00 + the extra abroad' );
		$this->assertSame(
			array(
				'basis'    => 'per_package',
				'packages' => 3,
				'abroad'   => true,
			),
			$packages->delivery_rule
		);
		$this->assertSame( 1000 + 3700 + 1175, $packages->gross_cents );
		$known = Totals::compute( array( $this->line( 10, 10000 ) ), 0, 'delivery', $rules, array(), 10000 );
		$this->assertFalse( $known->delivery_pending );
		$this->assertSame( DeliveryRules::DEFAULT_FEE_CENTS, $known->delivery_cents );
		$this->assertFalse( Totals::compute( array( $this->line( 10, 10000 ) ), 0, 'pickup', $rules, array(), null )->delivery_pending, 'pickup costs nothing whatever the weight' );
		$this->assertFalse( Totals::compute( array( $this->line( 10, 10000 ) ), 0, null, $rules, array(), null )->delivery_pending, 'no method chosen yet: nothing pending' );
		$this->assertNull( Totals::compute( array( $this->line( 10, 10000 ) ), 0, null, $rules, array(), null )->delivery_rule, 'no method chosen yet: no rule' );
	}
}
