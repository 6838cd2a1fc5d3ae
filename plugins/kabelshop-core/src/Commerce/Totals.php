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
 * with 2 decimals; issue 14: metal surcharge and charge lines; docs/checkout.md "Totals"):
 * - line_base_e4  = quantity_m x unit_price_e4 (the BASE price per metre; ten-thousandths of a euro, exact);
 * - line_metal_e4 = quantity_m x metal_surcharge_e4 (signed: negative only when the shop credits it);
 * - line_net_e4   = line_base_e4 + line_metal_e4 (the line at its full price, before the discount);
 * - subtotal_e4   = sum of line_base_e4; metal_e4 = sum of line_metal_e4;
 * - charges_cents = sum of the charge lines' cents (LineCharges: cut fees, drum deposits);
 * - net_cents     = round( (subtotal_e4 + metal_e4) x (100 - discount_percent) / 100 ) to cents ONCE
 *   (half away from zero) + charges_cents: the discount applies to the FULL unit price (base + metal
 *   surcharge), spec section 9 "sum of quantity times unit price, times (100 minus discount) / 100"
 *   (issue 27, docs/decisions.md "Discount"); the charge lines (cut fees, drum deposits) are no
 *   unit price and are not discounted;
 * - subtotal_cents = round( subtotal_e4 ), metal_cents = round( metal_e4 );
 *   discount_cents = subtotal_cents + metal_cents + charges_cents - net_cents, so the shown rows
 *   (subtotal - discount + metal + charges = net) always add up to the cent;
 * - weight_g: the shipment weight (ShipmentWeight::grams(); null = unknown);
 * - delivery_cents = DeliveryRules::price( method, net_cents, weight_g, packages, abroad )['cents']:
 *   null while no method is chosen; with a method always a figure (issue 27: an unknown weight is
 *   priced by staff's fallback rule per order or per package, an address outside Croatia adds the
 *   zone's extra), so it is in VAT and gross before the buyer pays; delivery_rule says what priced
 *   it ({basis, packages, abroad}, DeliveryRules::label() words it); delivery_pending stays false
 *   (kept for orders stored before issue 27, when the cost followed with the confirmation);
 * - vat_cents     = (net_cents + delivery_cents) x 25 / 100 rounded half up (Croatian standard VAT
 *   rate 25 %, Zakon o porezu na dodanu vrijednost, art. 38(1));
 * - gross_cents   = net_cents + delivery_cents + vat_cents.
 * The browser shows the server's figures (POST cart/quote); it keeps no copy of this formula.
 */
final class Totals {

	public const VAT_PERCENT = 25;

	/**
	 * @param list<int>                                              $line_net_e4      Per line, base + metal, in input order.
	 * @param int                                                    $subtotal_e4      Sum of the base amounts before discount, 1/10000 EUR.
	 * @param int                                                    $discount_percent 0..100.
	 * @param int                                                    $subtotal_cents   Subtotal rounded to cents.
	 * @param int                                                    $discount_cents   subtotal_cents + metal_cents + charges_cents - net_cents.
	 * @param int                                                    $net_cents        Discounted (base + metal) + charges, cents.
	 * @param int|null                                               $delivery_cents   Null while no method is chosen or while the cost is pending.
	 * @param int                                                    $vat_percent      25.
	 * @param int                                                    $vat_cents        VAT on net + delivery.
	 * @param int                                                    $gross_cents      net + delivery + VAT.
	 * @param list<int>                                              $line_base_e4     Per line, quantity x base price.
	 * @param list<int>                                              $line_metal_e4    Per line, quantity x metal surcharge (signed).
	 * @param int                                                    $metal_e4         Sum of line_metal_e4.
	 * @param int                                                    $metal_cents      metal_e4 rounded to cents.
	 * @param int                                                    $charges_cents    Sum of the charge lines.
	 * @param int|null                                               $weight_g         Shipment weight, grams; null = unknown.
	 * @param bool                                                   $delivery_pending Always false since issue 27 (orders before it: the cost followed with the confirmation).
	 * @param array{basis: string, packages: int, abroad: bool}|null $delivery_rule What priced the delivery (DeliveryRules::price()); null while no method is chosen.
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
		public readonly int $gross_cents,
		public readonly array $line_base_e4 = array(),
		public readonly array $line_metal_e4 = array(),
		public readonly int $metal_e4 = 0,
		public readonly int $metal_cents = 0,
		public readonly int $charges_cents = 0,
		public readonly ?int $weight_g = null,
		public readonly bool $delivery_pending = false,
		public readonly ?array $delivery_rule = null
	) {}

	/**
	 * Computes the totals.
	 *
	 * @param list<array{quantity_m: int, unit_price_e4: int, metal_surcharge_e4?: int}> $lines            Priced lines (metal_surcharge_e4 per metre, signed, default 0).
	 * @param int                                                                        $discount_percent 0 or 20 (spec section 9); 0..100 accepted.
	 * @param string|null                                                                $delivery_method  'pickup' | 'delivery' | null (not chosen yet).
	 * @param DeliveryRules|null                                                         $rules            Fee rules; defaults when null.
	 * @param list<array{cents: int}>                                                    $charges          Charge lines (LineCharges::for_lines()).
	 * @param int|null                                                                   $weight_g         Shipment weight in grams (ShipmentWeight::grams()); null = unknown.
	 * @param int                                                                        $packages         Packages shipped (ShipmentWeight::packages()), for the per-package fallback.
	 * @param bool                                                                       $abroad           The delivery address is outside Croatia (DeliveryRules::is_abroad()).
	 * @throws \InvalidArgumentException For quantity < 1, a negative base or full price, a negative
	 *                                   charge or a discount outside 0..100.
	 */
	public static function compute( array $lines, int $discount_percent, ?string $delivery_method = null, ?DeliveryRules $rules = null, array $charges = array(), ?int $weight_g = null, int $packages = 1, bool $abroad = false ): self {
		if ( $discount_percent < 0 || $discount_percent > 100 ) {
			throw new \InvalidArgumentException( 'Discount must be 0..100 percent.' );
		}
		$rules       = $rules ?? new DeliveryRules();
		$line_base   = array();
		$line_metal  = array();
		$line_net_e4 = array();
		$subtotal_e4 = 0;
		$metal_e4    = 0;
		foreach ( $lines as $line ) {
			$quantity = (int) $line['quantity_m'];
			$price    = (int) $line['unit_price_e4'];
			$metal    = (int) ( $line['metal_surcharge_e4'] ?? 0 );
			if ( $quantity < 1 || $price < 0 || $price + $metal < 0 ) {
				throw new \InvalidArgumentException( 'Quantity must be >= 1, the price and the full price >= 0.' );
			}
			$line_base[]   = $quantity * $price;
			$line_metal[]  = $quantity * $metal;
			$line_net_e4[] = $quantity * ( $price + $metal );
			$subtotal_e4  += $quantity * $price;
			$metal_e4     += $quantity * $metal;
		}
		$charges_cents = 0;
		foreach ( $charges as $charge ) {
			if ( (int) $charge['cents'] < 0 ) {
				throw new \InvalidArgumentException( 'A charge must not be negative.' );
			}
			$charges_cents += (int) $charge['cents'];
		}
		$net_cents      = self::div_round( ( $subtotal_e4 + $metal_e4 ) * ( 100 - $discount_percent ), 100 * 100 ) + $charges_cents;
		$subtotal_cents = self::div_half_up( $subtotal_e4, 100 );
		$metal_cents    = self::div_round( $metal_e4, 100 );
		$delivery       = null === $delivery_method ? null : $rules->price( $delivery_method, $net_cents, $weight_g, $packages, $abroad );
		$delivery_cents = null === $delivery ? null : $delivery['cents'];
		$taxable        = $net_cents + ( $delivery_cents ?? 0 );
		$vat_cents      = self::div_round( $taxable * self::VAT_PERCENT, 100 );
		return new self(
			$line_net_e4,
			$subtotal_e4,
			$discount_percent,
			$subtotal_cents,
			$subtotal_cents + $metal_cents + $charges_cents - $net_cents,
			$net_cents,
			$delivery_cents,
			self::VAT_PERCENT,
			$vat_cents,
			$taxable + $vat_cents,
			$line_base,
			$line_metal,
			$metal_e4,
			$metal_cents,
			$charges_cents,
			$weight_g,
			false,
			null === $delivery ? null : array(
				'basis'    => $delivery['basis'],
				'packages' => $delivery['packages'],
				'abroad'   => $delivery['abroad'],
			)
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

	/**
	 * Integer division of a numerator of any sign, rounded half away from zero (equal to
	 * div_half_up() for numerators >= 0; a credited metal surcharge can make amounts negative).
	 *
	 * @param int $numerator   Any sign.
	 * @param int $denominator > 0.
	 */
	public static function div_round( int $numerator, int $denominator ): int {
		$magnitude = self::div_half_up( abs( $numerator ), $denominator );
		return $numerator < 0 ? -$magnitude : $magnitude;
	}
}
