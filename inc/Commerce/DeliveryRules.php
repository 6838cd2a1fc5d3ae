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
 * Delivery cost of an order in integer euro cents. Spec section 2 (checkout: delivery and payment,
 * summary with a delivery line). The shop sets a flat fee and a net threshold from which delivery
 * is free (Settings page "Kabelshop -> Delivery and payment", see ShopSettings); pickup is free.
 * These are shop settings, not prices of goods.
 */
final class DeliveryRules {

	public const PICKUP   = 'pickup';
	public const DELIVERY = 'delivery';
	public const METHODS  = array( self::PICKUP, self::DELIVERY );

	/** Defaults: 15.00 EUR fee, free from 500.00 EUR net. */
	public const DEFAULT_FEE_CENTS       = 1500;
	public const DEFAULT_FREE_FROM_CENTS = 50000;

	/**
	 * @param int $fee_cents       Flat delivery fee in cents (>= 0).
	 * @param int $free_from_cents Net order value in cents from which delivery is free (>= 0; 0 = always free).
	 * @throws \InvalidArgumentException For negative amounts.
	 */
	public function __construct(
		public readonly int $fee_cents = self::DEFAULT_FEE_CENTS,
		public readonly int $free_from_cents = self::DEFAULT_FREE_FROM_CENTS
	) {
		if ( $fee_cents < 0 || $free_from_cents < 0 ) {
			throw new \InvalidArgumentException( 'Delivery amounts must not be negative.' );
		}
	}

	/**
	 * Delivery cents for a method, the order's net value (after discount, before VAT) and the
	 * shipment weight (Commerce\ShipmentWeight::grams(); issue 14's signature, the weight rule
	 * itself is the weight engineer's: this flat rule does not use the weight yet).
	 *
	 * @param string   $method    'pickup' | 'delivery'.
	 * @param int      $net_cents Net order value in cents.
	 * @param int|null $weight_g  Shipment weight in grams; null = unknown.
	 * @return int|null Cents: 0 for pickup or when $net_cents >= free_from_cents, else fee_cents;
	 *                  null = the cost follows with the confirmation (pending).
	 * @throws \InvalidArgumentException For an unknown method.
	 */
	public function cents_for( string $method, int $net_cents, ?int $weight_g = null ): ?int {
		unset( $weight_g );
		if ( self::PICKUP === $method ) {
			return 0;
		}
		if ( self::DELIVERY !== $method ) {
			throw new \InvalidArgumentException( 'Unknown delivery method: ' . $method );
		}
		return $net_cents >= $this->free_from_cents ? 0 : $this->fee_cents;
	}
}
