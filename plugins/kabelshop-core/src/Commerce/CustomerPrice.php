<?php
/**
 * The price per metre an approved customer pays: the full price (base + metal surcharge) less the business discount.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * What every surface shows a buyer with the business discount (capability
 * kabelshop_business_discount, Pricing::discount_percent(): 20 %, spec section 9) beside the list
 * price: catalogue cards, product table, quick order, order lists, wishlist, carts, checkout,
 * inquiry, CSV price list, order PDF and mails read shown() or unit_price_e4() here, never a copy
 * of the rule. docs/checkout.md "Prices the buyer sees".
 *
 * The rule (issue 27, docs/decisions.md "Discount"; spec section 9 "Total = sum of quantity times
 * unit price, times (100 minus discount) divided by 100"): the discount is off the FULL unit price,
 * base + metal surcharge. The customer's price per metre is
 * (base_e4 + surcharge_e4) x (100 - discount) / 100 rounded half up to a whole ten-thousandth of a
 * euro (STYLE.md "Money"). The order is totalled by Totals from the unrounded amounts with one
 * rounding at the end, so the shown unit price x metres may differ from what the cart charges for
 * that line by at most metres / 200 cents before the cent rounding plus the cent rounding itself:
 * |cart line - round(shown x m)| <= floor(m / 200) + 1 cents. A line total shown next to a
 * quantity is line_net_cents(): Totals' own figure for that line, equal to a one-line cart's
 * net_cents to the cent.
 *
 * Pure domain code except for_current_user() and shown(), which ask Pricing for the user's discount.
 */
final class CustomerPrice {

	/**
	 * Unit price per metre after a discount: (base + metal surcharge) x (100 - discount) / 100
	 * rounded half up to e4 (the discount is off the full price, spec section 9).
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
		return Totals::div_half_up( max( 0, $list_e4 + $metal_surcharge_e4 ) * ( 100 - $discount_percent ), 100 );
	}

	/**
	 * The prices every surface shows for one article (the one server source, issue 27): list base,
	 * metal surcharge and full price per metre, the current user's own full price beside them, and
	 * for a quantity the line totals as the cart charges them.
	 *
	 * @param int      $list_e4            Base price per metre, 1/10000 EUR (0: on request, no price).
	 * @param int      $metal_surcharge_e4 Pricing::metal_surcharge_e4() of the article under today's terms.
	 * @param int|null $quantity_m         Metres of a line, null for no line total.
	 * @return array{unit_price_e4: int, metal_surcharge_e4: int, full_price_e4: int, customer_unit_price_e4: int|null, discount_percent: int, line_net_cents: int|null, customer_line_net_cents: int|null}
	 *         unit_price_e4 the base price; full_price_e4 = base + surcharge (>= 0); customer_unit_price_e4
	 *         the customer's full price after the discount, null for a user without discount or an
	 *         article without price; line_net_cents the line at full list price (quantity x full,
	 *         rounded once), customer_line_net_cents that line after the discount (null without one);
	 *         both null without a quantity or a price.
	 */
	public static function shown( int $list_e4, int $metal_surcharge_e4, ?int $quantity_m = null ): array {
		$discount = Pricing::discount_percent();
		$priced   = $list_e4 > 0;
		$line     = null !== $quantity_m && $quantity_m >= 1 && $priced;
		return array(
			'unit_price_e4'           => $list_e4,
			'metal_surcharge_e4'      => $priced ? $metal_surcharge_e4 : 0,
			'full_price_e4'           => $priced ? max( 0, $list_e4 + $metal_surcharge_e4 ) : 0,
			'customer_unit_price_e4'  => $priced && $discount > 0 ? self::unit_price_e4( $list_e4, $discount, $metal_surcharge_e4 ) : null,
			'discount_percent'        => $discount,
			'line_net_cents'          => $line ? self::line_net_cents( (int) $quantity_m, $list_e4, 0, $metal_surcharge_e4 ) : null,
			'customer_line_net_cents' => $line && $discount > 0 ? self::line_net_cents( (int) $quantity_m, $list_e4, $discount, $metal_surcharge_e4 ) : null,
		);
	}

	/**
	 * The current user's price per metre, or null when the user has no discount (visitors,
	 * pending registrations) or the article has no price (on request).
	 *
	 * @param int|null $list_e4            Base price per metre, 1/10000 EUR; null or 0: no price.
	 * @param int      $metal_surcharge_e4 The article's metal surcharge per metre (Pricing::metal_surcharge_e4()); 0 gives the customer's base price.
	 * @return int|null (Base + surcharge) after the discount, 1/10000 EUR.
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
