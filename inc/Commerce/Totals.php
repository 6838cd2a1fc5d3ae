<?php
/**
 * Order and cart totals (pure domain class).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Exact totals in integers (PHP int is 64-bit; no floating point, STYLE.md "Money").
 *
 * Formula (spec section 9: total = sum of quantity x unit price, x (100 - discount) / 100, shown
 * with 2 decimals), the same as src/lib/cart/totals.ts:
 * - line_net_e4   = quantity_m x unit_price_e4 (ten-thousandths of a euro, exact);
 * - subtotal_e4   = sum of line_net_e4;
 * - net_cents     = subtotal_e4 x (100 - discount_percent) / 100, rounded to cents half up ONCE;
 * - subtotal_cents = subtotal_e4 / 100 rounded half up; discount_cents = subtotal_cents - net_cents;
 * - delivery_cents from DeliveryRules (null while no method is chosen);
 * - vat_cents     = (net_cents + delivery_cents) x 25 / 100 rounded half up (Croatian standard VAT
 *   rate 25 %, Zakon o porezu na dodanu vrijednost, art. 38(1));
 * - gross_cents   = net_cents + delivery_cents + vat_cents.
 */
final class Totals {

	public const VAT_PERCENT = 25;

	/**
	 * @param list<int> $line_net_e4     Per line, in input order.
	 * @param int       $subtotal_e4     Sum before discount, 1/10000 EUR.
	 * @param int       $discount_percent 0..100.
	 * @param int       $subtotal_cents  Subtotal rounded to cents.
	 * @param int       $discount_cents  subtotal_cents - net_cents.
	 * @param int       $net_cents       Discounted total, cents.
	 * @param int|null  $delivery_cents  Null while no delivery method is chosen.
	 * @param int       $vat_percent     25.
	 * @param int       $vat_cents       VAT on net + delivery.
	 * @param int       $gross_cents     net + delivery + VAT.
	 */
	public function __construct(
		public readonly array $line_net_e4,
		public readonly int $subtotal_e4,
		public readonly int $discount_percent,
		public readonly int $subtotal_cents,
		public readonly int $discount_cents,
		public readonly int $net_cents,
		public readonly ?int $delivery_cents,
		public readonly int $vat_percent,
		public readonly int $vat_cents,
		public readonly int $gross_cents
	) {}

	/**
	 * Computes the totals.
	 *
	 * @param list<array{article_code: string, quantity_m: int, unit_price_e4: int}> $lines Priced lines.
	 * @param int                                                                    $discount_percent 0 or 20 (spec section 9); 0..100 accepted.
	 * @param string|null                                                            $delivery_method  'pickup' | 'delivery' | null (not chosen yet).
	 * @param DeliveryRules|null                                                     $rules            Fee rules; defaults when null.
	 * @throws \InvalidArgumentException For quantity < 1, negative price or a discount outside 0..100.
	 */
	public static function compute( array $lines, int $discount_percent, ?string $delivery_method = null, ?DeliveryRules $rules = null ): self {
		if ( $discount_percent < 0 || $discount_percent > 100 ) {
			throw new \InvalidArgumentException( 'Discount must be 0..100 percent.' );
		}
		$rules       = $rules ?? new DeliveryRules();
		$line_net_e4 = array();
		$subtotal_e4 = 0;
		foreach ( $lines as $line ) {
			$quantity = (int) $line['quantity_m'];
			$price    = (int) $line['unit_price_e4'];
			if ( $quantity < 1 || $price < 0 ) {
				throw new \InvalidArgumentException( 'Quantity must be >= 1 and price >= 0.' );
			}
			$net           = $quantity * $price;
			$line_net_e4[] = $net;
			$subtotal_e4  += $net;
		}
		$net_cents      = self::div_half_up( $subtotal_e4 * ( 100 - $discount_percent ), 100 * 100 );
		$subtotal_cents = self::div_half_up( $subtotal_e4, 100 );
		$delivery_cents = null === $delivery_method ? null : $rules->cents_for( $delivery_method, $net_cents );
		$taxable        = $net_cents + ( $delivery_cents ?? 0 );
		$vat_cents      = self::div_half_up( $taxable * self::VAT_PERCENT, 100 );
		return new self(
			$line_net_e4,
			$subtotal_e4,
			$discount_percent,
			$subtotal_cents,
			$subtotal_cents - $net_cents,
			$net_cents,
			$delivery_cents,
			self::VAT_PERCENT,
			$vat_cents,
			$taxable + $vat_cents
		);
	}

	/**
	 * Integer division of a non-negative numerator, rounded half up (0.5 goes up).
	 *
	 * @param int $numerator   >= 0.
	 * @param int $denominator > 0.
	 */
	public static function div_half_up( int $numerator, int $denominator ): int {
		return intdiv( $numerator + intdiv( $denominator, 2 ), $denominator );
	}
}
