<?php
/**
 * The price per metre an approved customer pays (base price less the business discount, plus the metal surcharge).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * What the catalogue, the product table and the wishlist show a buyer with the business discount
 * (capability kabelshop_business_discount, Pricing::discount_percent(): 20 %, spec section 9)
 * beside the list price. docs/checkout.md "Prices the buyer sees".
 *
 * Rounding (decided here, the one place): the unit price after the discount is
 * base_e4 x (100 - discount) / 100 rounded half up to a whole ten-thousandth of a euro, the unit
 * price lists carry (STYLE.md "Money"), plus the metal surcharge per metre (issue 14: the discount
 * applies to the base price only; the surcharge is already in whole ten-thousandths). The order is
 * still totalled by Totals from the base prices and surcharges with one rounding at the end, so
 * the shown unit price x metres may differ from what the
 * cart charges for that line by at most metres / 200 cents before the cent rounding
 * (half a ten-thousandth per metre) plus the cent rounding itself: |cart line - round(shown x m)|
 * <= floor(m / 200) + 1 cents. With 20 % the exact price is a multiple of 0.2 e4, so it is often
 * exact. A line total shown next to a quantity is line_net_cents(): Totals' own figure for that
 * line, equal to a one-line cart's net_cents to the cent.
 *
 * Pure domain code except for_current_user(), which asks Pricing for the user's discount.
 */
final class CustomerPrice {

	/**
	 * Unit price per metre after a discount: base x (100 - discount) / 100 rounded half up to e4,
	 * plus the metal surcharge (not discounted).
	 *
	 * @param int $list_e4            Base price per metre, 1/10000 EUR (>= 0).
	 * @param int $discount_percent   0..100.
	 * @param int $metal_surcharge_e4 Metal surcharge per metre, 1/10000 EUR (signed; Pricing clamps it to >= -base).
	 * @return int Price per metre, 1/10000 EUR (>= 0).
	 * @throws \InvalidArgumentException For a negative price or a discount outside 0..100.
	 */
	public static function unit_price_e4( int $list_e4, int $discount_percent, int $metal_surcharge_e4 = 0 ): int {
		if ( $list_e4 < 0 || $discount_percent < 0 || $discount_percent > 100 ) {
			throw new \InvalidArgumentException( 'Price must be >= 0 and the discount 0..100 percent.' );
		}
		return max( 0, Totals::div_half_up( $list_e4 * ( 100 - $discount_percent ), 100 ) + $metal_surcharge_e4 );
	}

	/**
	 * The current user's price per metre, or null when the user has no discount (visitors,
	 * pending registrations) or the article has no price (on request).
	 *
	 * @param int|null $list_e4            Base price per metre, 1/10000 EUR; null or 0: no price.
	 * @param int      $metal_surcharge_e4 The article's metal surcharge per metre (Pricing::metal_surcharge_e4()).
	 * @return int|null Price per metre after the discount, with the surcharge, 1/10000 EUR.
	 */
	public static function for_current_user( ?int $list_e4, int $metal_surcharge_e4 = 0 ): ?int {
		$discount = Pricing::discount_percent();
		if ( null === $list_e4 || $list_e4 <= 0 || $discount <= 0 ) {
			return null;
		}
		return self::unit_price_e4( $list_e4, $discount, $metal_surcharge_e4 );
	}

	/**
	 * Net amount of one line as the cart charges it (Totals::compute(), one rounding).
	 *
	 * @param int $quantity_m         Metres (>= 1).
	 * @param int $list_e4            Base price per metre, 1/10000 EUR.
	 * @param int $discount_percent   0..100.
	 * @param int $metal_surcharge_e4 Metal surcharge per metre (signed).
	 * @return int Cents.
	 */
	public static function line_net_cents( int $quantity_m, int $list_e4, int $discount_percent, int $metal_surcharge_e4 = 0 ): int {
		return Totals::compute(
			array(
				array(
					'quantity_m'         => $quantity_m,
					'unit_price_e4'      => $list_e4,
					'metal_surcharge_e4' => $metal_surcharge_e4,
				),
			),
			$discount_percent
		)->net_cents;
	}
}
