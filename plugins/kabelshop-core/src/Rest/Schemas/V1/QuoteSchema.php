<?php
/**
 * Response shape of POST cart/quote.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Schemas\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\B2BFields;
use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\DeliveryRules;
use Kabelshop\Commerce\LineCharges;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\StockRules;
use Kabelshop\Commerce\Totals;
use Kabelshop\I18n\Format;
use Kabelshop\Metals\Conversion;
use Kabelshop\Metals\SurchargeDisplay;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Catalog\TypeWords;
use Kabelshop\Rest\JsonSchema;

/**
 * Turns priced lines and totals into the quote answer (issue 14's agreed shape, docs/checkout.md):
 * { currency: 'EUR', discount_percent, lines: [ { index, article_code, quantity_m, name, size_label, packaging,
 *   unit_price_e4, unit_price: "0.1870" (the BASE price per metre), metal_surcharge_e4,
 *   metal_surcharge: "0.2720" (per metre, signed), full_price_e4, full_price (base + surcharge),
 *   customer_unit_price_e4|null (the full price per metre after the business discount, for
 *   approved customers: CustomerPrice), price_is_demo, line_base_cents, line_metal_cents,
 *   line_net_cents (= base + metal of the line, before the discount), customer_line_net_cents|null
 *   (that line after the discount, CustomerPrice::line_net_cents(); null without a discount or for
 *   a line on request), availability, on_request,
 *   stock_m, backorder_m, expected_date, package_multiple_m, metals: the metals the article has a
 *   metal number for, e.g. ["copper"] (the index note names only those) } ], unknown_codes,
 *   subtotal_cents (base goods before the discount), discount_cents, metal_cents,
 *   charges: [ { kind, line_index, article_code, drum_type, quantity, unit_cents, cents, label } ],
 *   charges_cents, net_cents ((base + metal) less the discount, + charges; issue 27), weight_g|null,
 *   delivery_pending, delivery_cents|null, delivery_rule: delivery_rule()|null, delivery_rule_label,
 *   vat_percent, vat_cents, gross_cents, metal: metal() }.
 * Per line (StockRules): index = the line's position in the request (lines[index]); availability
 * 'in_stock' | 'backorder' | 'on_request'; on_request true for an article that is inquired, not
 * ordered (its line amounts are 0 and it is not in the totals, its charges or its weight); stock_m = metres in stock now
 * (null: no figure); backorder_m = metres not in stock; expected_date = 'Y-m-d' (Europe/Zagreb)
 * when they are expected, null when nothing is backordered; package_multiple_m = metres per ring,
 * reel or box when the quantity must be whole packages, null for cut-to-length (drums).
 * The line_*_cents are each line rounded for display; the totals are computed from the exact sums
 * (spec section 9 rounds once, at the end), so the displayed lines may differ from the subtotal by
 * a cent. Delivery (issue 27): with a method chosen delivery_cents is always a figure, in VAT and
 * gross (an unknown weight is priced by staff's fallback rule, DeliveryRules); delivery_rule says
 * what priced it and delivery_rule_label words it in the request's language ("per order, weight
 * not known"; '' for pickup, a free delivery or no method). delivery_pending stays false (orders
 * stored before issue 27 may carry true: their cost followed with the confirmation).
 * earliest_delivery_date ('Y-m-d', Europe/Zagreb): the first day the buyer may ask for delivery or
 * pickup with these lines, B2BFields::earliest() (the next working day, or the working day after the
 * latest expected_date of a backordered line); POST orders refuses an earlier requested_delivery_date.
 * A quote freezes nothing: it reports today's terms (SurchargeTerms::current()); an order stores them.
 */
final class QuoteSchema {

	/**
	 * The answer.
	 *
	 * @param array{lines: list<array{index: int, article_code: string, quantity_m: int, unit_price_e4: int, metal_surcharge_e4?: int, article: \Kabelshop\Catalog\Article}>, unknown_codes: list<string>} $priced  From Pricing::reprice().
	 * @param Totals                                                                                                                                                                                       $totals  Totals of the priced lines (lines on request at 0).
	 * @param \DateTimeImmutable|null                                                                                                                                                                      $today   Today for expected dates (LeadTime::today() when null).
	 * @param list<array{kind: string, line_index: int, article_code: string, drum_type: string, quantity: int, unit_cents: int, cents: int}>                                                              $charges The charge lines in the totals (LineCharges::for_lines()).
	 * @param SurchargeTerms|null                                                                                                                                                                          $terms   The terms the lines were priced with (SurchargeTerms::current() when null).
	 * @return array<string, mixed>
	 */
	public static function response( array $priced, Totals $totals, ?\DateTimeImmutable $today = null, array $charges = array(), ?SurchargeTerms $terms = null ): array {
		$lines = array();
		foreach ( $priced['lines'] as $index => $line ) {
			$article = $line['article'];
			$stock   = StockRules::line( $article, $line['quantity_m'], $today );
			$metal   = (int) ( $line['metal_surcharge_e4'] ?? 0 );
			$full    = $article->unit_price_e4 + $metal;
			$lines[] = array(
				'index'                   => $line['index'],
				'article_code'            => $article->article_code,
				'quantity_m'              => $line['quantity_m'],
				'name'                    => TypeWords::shown( Pricing::name_of( $article ) ),
				'size_label'              => $article->size_label,
				'packaging'               => $article->packaging,
				'unit_price_e4'           => $article->unit_price_e4,
				'unit_price'              => Format::e4_decimal( $article->unit_price_e4 ),
				'metal_surcharge_e4'      => $metal,
				'metal_surcharge'         => Format::e4_decimal( $metal ),
				'full_price_e4'           => $full,
				'full_price'              => Format::e4_decimal( $full ),
				'customer_unit_price_e4'  => CustomerPrice::for_current_user( $article->unit_price_e4, $metal ),
				'price_is_demo'           => $article->price_is_demo,
				'line_base_cents'         => Totals::div_round( $totals->line_base_e4[ $index ] ?? 0, 100 ),
				'line_metal_cents'        => Totals::div_round( $totals->line_metal_e4[ $index ] ?? 0, 100 ),
				'line_net_cents'          => Totals::div_round( $totals->line_net_e4[ $index ], 100 ),
				'customer_line_net_cents' => $totals->discount_percent > 0 && ! $stock['on_request'] && $article->unit_price_e4 > 0 ? CustomerPrice::line_net_cents( (int) $line['quantity_m'], $article->unit_price_e4, $totals->discount_percent, $metal ) : null,
				'availability'            => $stock['availability'],
				'on_request'              => $stock['on_request'],
				'stock_m'                 => $stock['stock_m'],
				'backorder_m'             => $stock['backorder_m'],
				'expected_date'           => $stock['expected_date'],
				'package_multiple_m'      => StockRules::package_multiple_m( $article ),
				'metals'                  => array_keys( SurchargeTerms::metal_numbers_e2( $article ) ),
			);
		}
		return array(
			'currency'               => 'EUR',
			'discount_percent'       => $totals->discount_percent,
			'lines'                  => $lines,
			'unknown_codes'          => $priced['unknown_codes'],
			'subtotal_cents'         => $totals->subtotal_cents,
			'discount_cents'         => $totals->discount_cents,
			'metal_cents'            => $totals->metal_cents,
			'charges'                => self::charges( $charges ),
			'charges_cents'          => $totals->charges_cents,
			'net_cents'              => $totals->net_cents,
			'weight_g'               => $totals->weight_g,
			'delivery_pending'       => $totals->delivery_pending,
			'delivery_cents'         => $totals->delivery_cents,
			'delivery_rule'          => self::delivery_rule( $totals->delivery_rule ),
			'delivery_rule_label'    => DeliveryRules::label( $totals->delivery_rule ),
			'vat_percent'            => $totals->vat_percent,
			'vat_cents'              => $totals->vat_cents,
			'gross_cents'            => $totals->gross_cents,
			'metal'                  => self::metal( $terms ?? SurchargeTerms::current() ),
			// The checkout's date picker takes its lower bound from here (issue 29: the browser keeps no copy of the rule).
			'earliest_delivery_date' => B2BFields::earliest( array_column( $lines, 'expected_date' ), $today ),
		);
	}

	/**
	 * The answer as JSON Schema (draft 4, the subset WordPress validates with
	 * rest_validate_value_from_schema()): the route's 'schema' (CartQuote::get_schema(), OPTIONS
	 * cart/quote), exported to src/lib/rest-schemas.json by bin/rest-docs.php, where
	 * tests/js/lib/rest-schemas.test.ts holds the islands' zod quoteSchema to it. Every object is
	 * closed (additionalProperties false) and every key required, so an answer that gains, loses or
	 * retypes a field fails CartQuoteTest until the schema says so.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$int     = array( 'type' => 'integer' );
		$str     = array( 'type' => 'string' );
		$bool    = array( 'type' => 'boolean' );
		$day     = array(
			'type'    => 'string',
			'pattern' => '^\\d{4}-\\d{2}-\\d{2}$',
		);
		$decimal = array(
			'type'    => 'string',
			'pattern' => '^-?\\d+\\.\\d+$',
		);
		$line    = JsonSchema::closed(
			array(
				'index'                   => $int,
				'article_code'            => $str,
				'quantity_m'              => $int,
				'name'                    => $str,
				'size_label'              => $str,
				'packaging'               => array(
					'type' => 'string',
					'enum' => array( 'ring', 'reel', 'box', 'drum' ),
				),
				'unit_price_e4'           => $int,
				'unit_price'              => $decimal,
				'metal_surcharge_e4'      => $int,
				'metal_surcharge'         => $decimal,
				'full_price_e4'           => $int,
				'full_price'              => $decimal,
				'customer_unit_price_e4'  => JsonSchema::nullable( $int ),
				'price_is_demo'           => $bool,
				'line_base_cents'         => $int,
				'line_metal_cents'        => $int,
				'line_net_cents'          => $int,
				'customer_line_net_cents' => JsonSchema::nullable( $int ),
				'availability'            => array(
					'type' => 'string',
					'enum' => array( 'in_stock', 'backorder', 'on_request' ),
				),
				'on_request'              => $bool,
				'stock_m'                 => JsonSchema::nullable( $int ),
				'backorder_m'             => $int,
				'expected_date'           => JsonSchema::nullable( $day ),
				'package_multiple_m'      => JsonSchema::nullable( $int ),
				'metals'                  => array(
					'type'  => 'array',
					'items' => $str,
				),
			)
		);
		$charge  = JsonSchema::closed(
			array(
				'kind'         => $str,
				'line_index'   => $int,
				'article_code' => $str,
				'drum_type'    => $str,
				'quantity'     => $int,
				'unit_cents'   => $int,
				'cents'        => $int,
				'label'        => $str,
			)
		);
		$metal   = JsonSchema::closed(
			array(
				'index_eur_100kg'         => JsonSchema::nullable( $decimal ),
				'index_date'              => JsonSchema::nullable( $str ),
				'base_eur_100kg'          => $decimal,
				'procurement_pct'         => $decimal,
				'stale'                   => $bool,
				'price_date'              => JsonSchema::nullable( $day ),
				'price_age_business_days' => JsonSchema::nullable( $int ),
			)
		);
		return array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title'   => 'kabelshop_cart_quote',
		) + JsonSchema::closed(
			array(
				'currency'               => array(
					'type' => 'string',
					'enum' => array( 'EUR' ),
				),
				'discount_percent'       => $int,
				'lines'                  => array(
					'type'  => 'array',
					'items' => $line,
				),
				'unknown_codes'          => array(
					'type'  => 'array',
					'items' => $str,
				),
				'subtotal_cents'         => $int,
				'discount_cents'         => $int,
				'metal_cents'            => $int,
				'charges'                => array(
					'type'  => 'array',
					'items' => $charge,
				),
				'charges_cents'          => $int,
				'net_cents'              => $int,
				'weight_g'               => JsonSchema::nullable( $int ),
				'delivery_pending'       => $bool,
				'delivery_cents'         => JsonSchema::nullable( $int ),
				'delivery_rule'          => JsonSchema::nullable(
					JsonSchema::closed(
						array(
							'basis'    => array(
								'type' => 'string',
								'enum' => array( 'pickup', 'free', 'weight', 'per_order', 'per_package' ),
							),
							'packages' => $int,
							'abroad'   => $bool,
						)
					)
				),
				'delivery_rule_label'    => $str,
				'vat_percent'            => $int,
				'vat_cents'              => $int,
				'gross_cents'            => $int,
				'metal'                  => JsonSchema::closed(
					array(
						'enabled'                   => $bool,
						'display'                   => array(
							'type' => 'string',
							'enum' => array( 'split', 'full' ),
						),
						'rule'                      => $str,
						'rule_label'                => $str,
						'price_hold_days'           => $int,
						'stale_after_business_days' => $int,
						'metals'                    => array(
							'type'                 => 'object',
							'additionalProperties' => $metal,
						),
					)
				),
				'earliest_delivery_date' => $day,
			)
		);
	}

	/**
	 * What priced a delivery as the API answers it: { basis: 'pickup'|'free'|'weight'|'per_order'|
	 * 'per_package', packages: int (the count the per-package fee used, else 0), abroad: bool (the
	 * extra for an address outside Croatia is in) }, or null (no method chosen; orders before issue 27).
	 *
	 * @param array<string, mixed>|null $rule Totals::$delivery_rule or an order's delivery_rule.
	 * @return array{basis: string, packages: int, abroad: bool}|null
	 */
	public static function delivery_rule( ?array $rule ): ?array {
		if ( null === $rule ) {
			return null;
		}
		return array(
			'basis'    => (string) ( $rule['basis'] ?? '' ),
			'packages' => (int) ( $rule['packages'] ?? 0 ),
			'abroad'   => ! empty( $rule['abroad'] ),
		);
	}

	/**
	 * Charge lines with their translated label (LineCharges::label(): "Cut fee (KS-...)").
	 *
	 * @param array<int, array<string, mixed>> $charges Charge lines (LineCharges shape).
	 * @return list<array<string, mixed>>
	 */
	public static function charges( array $charges ): array {
		$out = array();
		foreach ( $charges as $charge ) {
			$out[] = array(
				'kind'         => (string) ( $charge['kind'] ?? '' ),
				'line_index'   => (int) ( $charge['line_index'] ?? 0 ),
				'article_code' => (string) ( $charge['article_code'] ?? '' ),
				'drum_type'    => (string) ( $charge['drum_type'] ?? '' ),
				'quantity'     => (int) ( $charge['quantity'] ?? 0 ),
				'unit_cents'   => (int) ( $charge['unit_cents'] ?? 0 ),
				'cents'        => (int) ( $charge['cents'] ?? 0 ),
				'label'        => LineCharges::label( $charge ),
			);
		}
		return $out;
	}

	/**
	 * The surcharge terms as the API answers them: { enabled, display: 'split'|'full', rule,
	 * rule_label (translated), price_hold_days, metals: { copper|aluminium: { index_eur_100kg:
	 * "856.40"|null, index_date: "2025-07"|"2025-08-04"|null, base_eur_100kg: "150.00",
	 * procurement_pct: "1.00", stale, price_date: "2025-08-05"|null, price_age_business_days: int|null } },
	 * stale_after_business_days } (decimal strings with a point, as the metal price routes). stale is
	 * the server's (issue 27, Metals\PriceAge): the newest price of the metal is older than the
	 * business days staff allow, or the monthly index fell back to an earlier month; price_date is
	 * that newest price's day (null in orders stored before issue 27).
	 *
	 * @param SurchargeTerms $terms Terms (today's for a quote, the frozen ones for an order).
	 * @return array{enabled: bool, display: string, rule: string, rule_label: string, price_hold_days: int, stale_after_business_days: int, metals: array<string, array{index_eur_100kg: string|null, index_date: string|null, base_eur_100kg: string, procurement_pct: string, stale: bool, price_date: string|null, price_age_business_days: int|null}>}
	 */
	public static function metal( SurchargeTerms $terms ): array {
		$metals = array();
		foreach ( $terms->metals as $metal => $m ) {
			$metals[ $metal ] = array(
				'index_eur_100kg'         => Conversion::format( $m['index_e2'], 2 ),
				'index_date'              => $m['index_date'],
				'base_eur_100kg'          => (string) Conversion::format( $m['base_e2'], 2 ),
				'procurement_pct'         => SurchargeDisplay::percent( $m['procurement_e2'] ),
				'stale'                   => $m['stale'],
				'price_date'              => $m['price_date'],
				'price_age_business_days' => $m['price_age_business_days'],
			);
		}
		return array(
			'enabled'                   => $terms->enabled,
			'display'                   => $terms->display,
			'rule'                      => $terms->rule,
			'rule_label'                => SurchargeDisplay::rule_label( $terms->rule ),
			'price_hold_days'           => $terms->price_hold_days,
			'stale_after_business_days' => $terms->stale_after_business_days,
			'metals'                    => $metals,
		);
	}
}
