<?php
/**
 * POST kabelshop/v1/cart/quote.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Commerce\DeliveryRules;
use Kabelshop\Commerce\LeadTime;
use Kabelshop\Commerce\LineCharges;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\ShipmentWeight;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\Commerce\StockRules;
use Kabelshop\Commerce\Totals;
use Kabelshop\Domain\ShopException;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Schemas\V1\QuoteArgs;
use Kabelshop\Rest\Schemas\V1\QuoteSchema;
use WP_REST_Request;

/**
 * Prices a cart on the server for anyone (visitors too): body { lines, delivery? } (QuoteArgs),
 * answer QuoteSchema. POST only to carry a body, so the nonce and XSRF checks of AbstractRoute
 * apply. Prices and totals the browser sends are ignored; unknown codes are listed in
 * unknown_codes and left out of the totals. delivery_cents is null until a method is given.
 * Ordering rules (StockRules): each line says its availability, the metres in stock, the metres
 * backordered and when they are expected; a line of an article on request is marked (on_request)
 * and left out of the totals; a quantity that is not whole packages answers 400
 * kabelshop_cart_whole_packages naming lines[i].quantity_m (all such lines in data.fields).
 * Issue 14: each line carries today's metal surcharge (Pricing), the charge lines of the orderable
 * lines (LineCharges: cut fees, drum deposits) join the totals, the shipment weight of the
 * orderable lines (ShipmentWeight) prices the delivery, and the answer reports the surcharge terms
 * in force (metal); a quote stores nothing. Issue 27: an unknown weight is priced by staff's
 * fallback rule (per order, or per package: ShipmentWeight::packages()), the zone by the country of
 * delivery.address_id when it is one of the logged-in customer's delivery addresses (a visitor, or
 * no or another's address: priced as in Croatia; the order itself checks the address), and the
 * answer says what priced it (delivery_rule, delivery_rule_label), as Checkout::place() does.
 */
final class CartQuote extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'cart/quote';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'POST',
				'args'    => array(
					'lines'    => QuoteArgs::lines(),
					'delivery' => QuoteArgs::delivery( false ),
				),
				'handler' => 'quote',
			),
		);
	}

	/**
	 * Public: anyone may ask for a quote.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true
	 */
	public function permission( WP_REST_Request $request ) {
		return true;
	}

	/**
	 * The answer's JSON Schema (QuoteSchema::schema()).
	 *
	 * @return array<string, mixed>
	 */
	public function get_schema(): array {
		return QuoteSchema::schema();
	}

	/**
	 * The quote.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed> QuoteSchema shape.
	 * @throws ShopException 400 kabelshop_cart_whole_packages (answered by AbstractRoute::run()).
	 */
	public function quote( WP_REST_Request $request ): array {
		$priced = Pricing::reprice( (array) $request->get_param( 'lines' ) );
		StockRules::check_packages( $priced['lines'] );
		$delivery = $request->get_param( 'delivery' );
		$method   = is_array( $delivery ) && '' !== ( $delivery['method'] ?? '' ) ? (string) $delivery['method'] : null;
		// Lines on request cannot be ordered: they count 0 in the totals (their line amounts are 0)
		// and bring no charges and no weight.
		$orderable = array_map(
			static fn( array $line ): array => StockRules::is_on_request( $line['article'] ) ? array_merge(
				$line,
				array(
					'unit_price_e4'      => 0,
					'metal_surcharge_e4' => 0,
				)
			) : $line,
			$priced['lines']
		);
		$shipped   = array_values( array_filter( $priced['lines'], static fn( array $line ): bool => ! StockRules::is_on_request( $line['article'] ) ) );
		$charges   = LineCharges::for_lines( $shipped );
		$address   = DeliveryRules::DELIVERY === $method && is_array( $delivery ) && get_current_user_id() > 0 && (int) ( $delivery['address_id'] ?? 0 ) > 0 ? Addresses::find_delivery( get_current_user_id(), (int) $delivery['address_id'] ) : null;
		$abroad    = DeliveryRules::is_abroad( null === $address ? null : (string) $address['country'] );
		$totals    = Totals::compute( $orderable, Pricing::discount_percent(), $method, ShopSettings::delivery_rules(), $charges, ShipmentWeight::grams( $shipped ), ShipmentWeight::packages( $shipped ), $abroad );
		return QuoteSchema::response( $priced, $totals, LeadTime::today(), $charges );
	}
}
