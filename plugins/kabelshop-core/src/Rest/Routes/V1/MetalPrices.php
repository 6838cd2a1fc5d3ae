<?php
/**
 * GET kabelshop/v1/metal-prices.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Metals\Metal;
use Kabelshop\Metals\MetalsService;
use Kabelshop\Metals\PriceAge;
use Kabelshop\Metals\PriceQuery;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Rest\AbstractRoute;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The daily series of one metal (public, cacheable: MetalsService adds Cache-Control). Query:
 * metal = copper | aluminium (default copper), period = week | month | year | all (default month;
 * spec section 9 views), currency = EUR | USD (default EUR). Answer (PriceQuery::daily):
 * { metal, period, currency, from, to, days: [ { date, usd, eur, rate, rate_date, price } ] },
 * ascending by date and ending at the metal's latest LME day; usd = LME cash settlement in USD/t,
 * eur = usd / rate (the ECB USD per EUR rate of that day, or the latest earlier one: rate_date says
 * which), price = the amount in the chosen currency; amounts are decimal strings. Plus, from
 * today (issue 27, Metals\PriceAge, not cached with the series): price_age_business_days (Mon-Fri
 * days since `to`, the newest price; null without prices), stale (older than
 * stale_after_business_days, the staff's setting, or no prices at all) and stale_after_business_days. Bad arguments:
 * 400 kabelshop_invalid_param naming the field.
 */
final class MetalPrices extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'metal-prices';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'GET',
				'args'    => array(
					'metal'    => self::metal_arg(),
					'period'   => array(
						'description'       => 'View: week, month, year or all data (spec section 9).',
						'type'              => 'string',
						'default'           => 'month',
						'enum'              => Metal::PERIODS,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_key',
					),
					'currency' => self::currency_arg(),
				),
				'handler' => 'daily',
			),
		);
	}

	/**
	 * The metal argument (shared with the monthly route).
	 *
	 * @return array<string, mixed>
	 */
	public static function metal_arg(): array {
		return array(
			'description'       => 'copper or aluminium.',
			'type'              => 'string',
			'default'           => 'copper',
			'enum'              => Metal::METALS,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_key',
		);
	}

	/**
	 * The currency argument (shared with the monthly route).
	 *
	 * @return array<string, mixed>
	 */
	public static function currency_arg(): array {
		return array(
			'description'       => 'EUR or USD (spec section 9: euro and US dollar).',
			'type'              => 'string',
			'default'           => 'EUR',
			'enum'              => Metal::CURRENCIES,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_text_field',
		);
	}

	/**
	 * Metal prices are public.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * Answers the series.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function daily( WP_REST_Request $request ): WP_REST_Response {
		$days = PriceQuery::daily( (string) $request->get_param( 'metal' ), (string) $request->get_param( 'period' ), (string) $request->get_param( 'currency' ) );
		$max  = SurchargeSettings::get()['stale_after_business_days'];
		$age  = PriceAge::of( $days['to'], PriceAge::today(), $max );

		$days['price_age_business_days']   = $age['price_age_business_days'];
		$days['stale']                     = $age['stale'];
		$days['stale_after_business_days'] = $max;
		return MetalsService::cacheable( new WP_REST_Response( $days, 200 ) );
	}
}
