<?php
/**
 * Delivery fee rules (pure domain class).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * Delivery cost of an order in integer euro cents: spec section 2 (checkout: delivery and payment,
 * summary with a delivery line) with issue 14's rule by weight (LAPP's: 15 EUR up to 50 kg, then
 * 0.30 EUR/kg). Shop settings of "Kabelshop -> Delivery and payment" (ShopSettings), not prices of
 * goods.
 *
 * The rule, in this order (price() answers the cents and the basis that priced them):
 * 1. pickup: 0 (basis 'pickup');
 * 2. free_from_cents > 0 and the net order value (after discount, before VAT) reaches it: 0
 *    (basis 'free'; free_from_cents 0 = never free by value), in Croatia and abroad;
 * 3. weight known (every orderable line has one, ShipmentWeight::grams() not null; basis 'weight'):
 *    up to up_to_g (inclusive) the minimum fee fee_cents, above it max( fee_cents, started kg x
 *    per_kg_cents ), started kg = ceil( weight_g / 1000 ). So with the defaults 50,000 g gives
 *    15.00, 50,001 g 51 kg x 0.30 = 15.30, 80,400 g 81 kg = 24.30. The max() keeps the fee from
 *    dropping below the minimum when staff set a per-kg price whose product at the threshold is
 *    less than the fee;
 * 4. weight unknown (issue 27, "Delivery priced before payment"): staff's fallback rule, never
 *    "the cost follows": FALLBACK_PER_ORDER charges the flat order_cents (basis 'per_order'),
 *    FALLBACK_PER_PACKAGE charges package_cents per package (basis 'per_package'; packages =
 *    ShipmentWeight::packages(): ceil( metres / package length ) per line, at least 1 per order);
 * 5. zone: a delivery address outside Croatia (its country is not HR) adds abroad_cents to the fee
 *    of 3. or 4. (not to pickup or a free delivery).
 * The defaults are the shop's default settings (issue 14 took 15 EUR / 50 kg / 0.30 EUR/kg from
 * LAPP's published terms; the fallback and zone amounts are placeholders for staff to set, not a
 * carrier's rates). All integers: no rounding but the started kg.
 */
final class DeliveryRules {

	public const PICKUP   = 'pickup';
	public const DELIVERY = 'delivery';
	public const METHODS  = array( self::PICKUP, self::DELIVERY );

	/** Fallback rules when the weight is unknown (issue 27). */
	public const FALLBACK_PER_ORDER   = 'per_order';
	public const FALLBACK_PER_PACKAGE = 'per_package';
	public const FALLBACKS            = array( self::FALLBACK_PER_ORDER, self::FALLBACK_PER_PACKAGE );

	/** Bases price() answers: what priced the delivery. */
	public const BASIS_PICKUP = 'pickup';
	public const BASIS_FREE   = 'free';
	public const BASIS_WEIGHT = 'weight';

	/** The home zone: addresses in this country (ISO 3166-1 alpha-2) pay no abroad extra. */
	public const HOME_COUNTRY = 'HR';

	/** Defaults: 15.00 EUR up to 50 kg, then 0.30 EUR per started kg; free from 500.00 EUR net. */
	public const DEFAULT_FEE_CENTS       = 1500;
	public const DEFAULT_FREE_FROM_CENTS = 50000;
	public const DEFAULT_UP_TO_G         = 50000;
	public const DEFAULT_PER_KG_CENTS    = 30;

	/** Shop's default settings of the fallback (not carrier rates): 15.00 EUR per order, 5.00 EUR per package, 25.00 EUR extra abroad. */
	public const DEFAULT_FALLBACK      = self::FALLBACK_PER_ORDER;
	public const DEFAULT_ORDER_CENTS   = 1500;
	public const DEFAULT_PACKAGE_CENTS = 500;
	public const DEFAULT_ABROAD_CENTS  = 2500;

	/**
	 * @param int    $fee_cents       Minimum delivery fee in cents (>= 0): the whole fee up to up_to_g.
	 * @param int    $free_from_cents Net order value in cents from which delivery is free (>= 0; 0 = never free by value).
	 * @param int    $up_to_g         Weight in grams up to which the minimum fee applies (>= 0).
	 * @param int    $per_kg_cents    Price per started kilogram above up_to_g, in cents (>= 0).
	 * @param string $fallback        Rule when the weight is unknown: FALLBACK_PER_ORDER | FALLBACK_PER_PACKAGE.
	 * @param int    $order_cents     Fallback per order: the flat fee in cents (>= 0).
	 * @param int    $package_cents   Fallback per package: the fee per ring, reel, box or drum in cents (>= 0).
	 * @param int    $abroad_cents    Extra in cents for a delivery address outside Croatia (>= 0).
	 * @throws \InvalidArgumentException For negative amounts or an unknown fallback.
	 */
	public function __construct(
		public readonly int $fee_cents = self::DEFAULT_FEE_CENTS,
		public readonly int $free_from_cents = self::DEFAULT_FREE_FROM_CENTS,
		public readonly int $up_to_g = self::DEFAULT_UP_TO_G,
		public readonly int $per_kg_cents = self::DEFAULT_PER_KG_CENTS,
		public readonly string $fallback = self::DEFAULT_FALLBACK,
		public readonly int $order_cents = self::DEFAULT_ORDER_CENTS,
		public readonly int $package_cents = self::DEFAULT_PACKAGE_CENTS,
		public readonly int $abroad_cents = self::DEFAULT_ABROAD_CENTS
	) {
		if ( $fee_cents < 0 || $free_from_cents < 0 || $up_to_g < 0 || $per_kg_cents < 0 || $order_cents < 0 || $package_cents < 0 || $abroad_cents < 0 ) {
			throw new \InvalidArgumentException( 'Delivery amounts must not be negative.' );
		}
		if ( ! in_array( $fallback, self::FALLBACKS, true ) ) {
			throw new \InvalidArgumentException( 'Unknown delivery fallback: ' . $fallback );
		}
	}

	/**
	 * Whether a delivery address's country is outside the home zone (Croatia).
	 *
	 * @param string|null $country ISO 3166-1 alpha-2 of the delivery address; null or '' = not known (home).
	 */
	public static function is_abroad( ?string $country ): bool {
		$country = strtoupper( trim( (string) $country ) );
		return '' !== $country && self::HOME_COUNTRY !== $country;
	}

	/**
	 * Delivery cents for a method, the order's net value (after discount, before VAT) and its weight.
	 *
	 * @param string   $method    'pickup' | 'delivery'.
	 * @param int      $net_cents Net order value in cents.
	 * @param int|null $weight_g  Shipment weight in grams (ShipmentWeight::grams()); null = unknown (the fallback rule).
	 * @param int      $packages  Packages shipped (ShipmentWeight::packages()), for the per-package fallback.
	 * @param bool     $abroad    The delivery address is outside Croatia (is_abroad()).
	 * @return int Cents (price()['cents']).
	 * @throws \InvalidArgumentException For an unknown method.
	 */
	public function cents_for( string $method, int $net_cents, ?int $weight_g = 0, int $packages = 1, bool $abroad = false ): int {
		return $this->price( $method, $net_cents, $weight_g, $packages, $abroad )['cents'];
	}

	/**
	 * The delivery price and what priced it (the class comment's rule).
	 *
	 * @param string   $method    'pickup' | 'delivery'.
	 * @param int      $net_cents Net order value in cents (after discount, before VAT).
	 * @param int|null $weight_g  Shipment weight in grams; null = unknown.
	 * @param int      $packages  Packages shipped (>= 1 counted; ShipmentWeight::packages()).
	 * @param bool     $abroad    Delivery address outside Croatia.
	 * @return array{cents: int, basis: string, packages: int, abroad: bool} basis: 'pickup' | 'free' |
	 *         'weight' | 'per_order' | 'per_package'; packages: the count the per-package fee used (0
	 *         for other bases); abroad: the abroad extra is in cents.
	 * @throws \InvalidArgumentException For an unknown method.
	 */
	public function price( string $method, int $net_cents, ?int $weight_g = 0, int $packages = 1, bool $abroad = false ): array {
		if ( self::PICKUP === $method ) {
			return self::priced( 0, self::BASIS_PICKUP );
		}
		if ( self::DELIVERY !== $method ) {
			throw new \InvalidArgumentException( 'Unknown delivery method: ' . $method );
		}
		if ( $this->free_from_cents > 0 && $net_cents >= $this->free_from_cents ) {
			return self::priced( 0, self::BASIS_FREE );
		}
		$extra = $abroad ? $this->abroad_cents : 0;
		if ( null === $weight_g ) {
			if ( self::FALLBACK_PER_PACKAGE === $this->fallback ) {
				$packages = max( 1, $packages );
				return self::priced( $packages * $this->package_cents + $extra, self::FALLBACK_PER_PACKAGE, $packages, $abroad );
			}
			return self::priced( $this->order_cents + $extra, self::FALLBACK_PER_ORDER, 0, $abroad );
		}
		$weight_g = max( 0, $weight_g );
		$fee      = $weight_g <= $this->up_to_g ? $this->fee_cents : max( $this->fee_cents, self::started_kg( $weight_g ) * $this->per_kg_cents );
		return self::priced( $fee + $extra, self::BASIS_WEIGHT, 0, $abroad );
	}

	/**
	 * The buyer's words for what priced a delivery (checkout summary, order mails, order PDF, the
	 * account's order): "per order, weight not known", "per package (packages: 3), weight not
	 * known", "by weight", each with "outside Croatia" when the abroad extra is in. '' for pickup, a
	 * free delivery, and orders stored before issue 27 (no rule: null).
	 *
	 * @param array{basis?: mixed, packages?: mixed, abroad?: mixed}|null $rule price()'s basis, packages and abroad (an order's delivery_rule).
	 */
	public static function label( ?array $rule ): string {
		if ( null === $rule ) {
			return '';
		}
		$abroad   = ! empty( $rule['abroad'] );
		$packages = (int) ( $rule['packages'] ?? 0 );
		switch ( (string) ( $rule['basis'] ?? '' ) ) {
			case self::BASIS_WEIGHT:
				return $abroad ? __( 'by weight, delivery outside Croatia', 'kabelshop-core' ) : __( 'by weight', 'kabelshop-core' );
			case self::FALLBACK_PER_ORDER:
				return $abroad ? __( 'per order, weight not known, delivery outside Croatia', 'kabelshop-core' ) : __( 'per order, weight not known', 'kabelshop-core' );
			case self::FALLBACK_PER_PACKAGE:
				return $abroad
					/* translators: %d: number of packages (rings, reels, boxes, drums) */
					? sprintf( __( 'per package (packages: %d), weight not known, delivery outside Croatia', 'kabelshop-core' ), $packages )
					/* translators: %d: number of packages (rings, reels, boxes, drums) */
					: sprintf( __( 'per package (packages: %d), weight not known', 'kabelshop-core' ), $packages );
		}
		return '';
	}

	/**
	 * One price() answer.
	 *
	 * @param int    $cents    Cents.
	 * @param string $basis    Basis.
	 * @param int    $packages Packages counted (per_package only).
	 * @param bool   $abroad   Abroad extra included.
	 * @return array{cents: int, basis: string, packages: int, abroad: bool}
	 */
	private static function priced( int $cents, string $basis, int $packages = 0, bool $abroad = false ): array {
		return array(
			'cents'    => $cents,
			'basis'    => $basis,
			'packages' => $packages,
			'abroad'   => $abroad,
		);
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
