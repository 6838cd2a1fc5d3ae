<?php
/**
 * Delivery fee rules (pure domain class).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Delivery cost of an order in integer euro cents: spec section 2 (checkout: delivery and payment,
 * summary with a delivery line) with issue 14's rule by weight (LAPP's: 15 EUR up to 50 kg, then
 * 0.30 EUR/kg). Shop settings of "Kabelshop -> Delivery and payment" (ShopSettings), not prices of
 * goods.
 *
 * The rule, in this order:
 * 1. pickup: 0;
 * 2. free_from_cents > 0 and the net order value (after discount, before VAT) reaches it: 0
 *    (free_from_cents 0 = never free by value);
 * 3. weight unknown (null, ShipmentWeight): null, the cost follows with the order confirmation;
 * 4. weight up to up_to_g (inclusive): the minimum fee fee_cents;
 * 5. above: max( fee_cents, started kg x per_kg_cents ), started kg = ceil( weight_g / 1000 ).
 * So with the defaults 50,000 g gives 15.00, 50,001 g 51 kg x 0.30 = 15.30, 80,400 g 81 kg = 24.30.
 * The max() keeps the fee from dropping below the minimum when staff set a per-kg price whose
 * product at the threshold is less than the fee. All integers: no rounding but the started kg.
 */
final class DeliveryRules {

	public const PICKUP   = 'pickup';
	public const DELIVERY = 'delivery';
	public const METHODS  = array( self::PICKUP, self::DELIVERY );

	/** Defaults: 15.00 EUR up to 50 kg, then 0.30 EUR per started kg; free from 500.00 EUR net. */
	public const DEFAULT_FEE_CENTS       = 1500;
	public const DEFAULT_FREE_FROM_CENTS = 50000;
	public const DEFAULT_UP_TO_G         = 50000;
	public const DEFAULT_PER_KG_CENTS    = 30;

	/**
	 * @param int $fee_cents       Minimum delivery fee in cents (>= 0): the whole fee up to up_to_g.
	 * @param int $free_from_cents Net order value in cents from which delivery is free (>= 0; 0 = never free by value).
	 * @param int $up_to_g         Weight in grams up to which the minimum fee applies (>= 0).
	 * @param int $per_kg_cents    Price per started kilogram above up_to_g, in cents (>= 0).
	 * @throws \InvalidArgumentException For negative amounts.
	 */
	public function __construct(
		public readonly int $fee_cents = self::DEFAULT_FEE_CENTS,
		public readonly int $free_from_cents = self::DEFAULT_FREE_FROM_CENTS,
		public readonly int $up_to_g = self::DEFAULT_UP_TO_G,
		public readonly int $per_kg_cents = self::DEFAULT_PER_KG_CENTS
	) {
		if ( $fee_cents < 0 || $free_from_cents < 0 || $up_to_g < 0 || $per_kg_cents < 0 ) {
			throw new \InvalidArgumentException( 'Delivery amounts must not be negative.' );
		}
	}

	/**
	 * Delivery cents for a method, the order's net value (after discount, before VAT) and its weight.
	 *
	 * @param string   $method    'pickup' | 'delivery'.
	 * @param int      $net_cents Net order value in cents.
	 * @param int|null $weight_g  Shipment weight in grams (ShipmentWeight::grams()); null = unknown.
	 * @return int|null Cents (see the class comment), null when delivery is chosen, not free by value
	 *                  and the weight is unknown (the cost follows with the confirmation).
	 * @throws \InvalidArgumentException For an unknown method.
	 */
	public function cents_for( string $method, int $net_cents, ?int $weight_g = 0 ): ?int {
		if ( self::PICKUP === $method ) {
			return 0;
		}
		if ( self::DELIVERY !== $method ) {
			throw new \InvalidArgumentException( 'Unknown delivery method: ' . $method );
		}
		if ( $this->free_from_cents > 0 && $net_cents >= $this->free_from_cents ) {
			return 0;
		}
		if ( null === $weight_g ) {
			return null;
		}
		$weight_g = max( 0, $weight_g );
		if ( $weight_g <= $this->up_to_g ) {
			return $this->fee_cents;
		}
		return max( $this->fee_cents, self::started_kg( $weight_g ) * $this->per_kg_cents );
	}

	/**
	 * Started kilograms: ceil( grams / 1000 ) (1 g is 1 kg started, 1000 g is 1 kg).
	 *
	 * @param int $weight_g Grams (>= 0).
	 */
	public static function started_kg( int $weight_g ): int {
		return intdiv( max( 0, $weight_g ) + 999, 1000 );
	}
}
