<?php
/**
 * GET kabelshop/v1/metal-prices/latest.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Metals\MetalsService;
use Kabelshop\Metals\PriceQuery;
use Kabelshop\Rest\AbstractRoute;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The latest day of both metals, for the footer metal price and the daily metal prices section
 * (public, cacheable, no arguments). Answer: { copper: day|null, aluminium: day|null,
 * stale_after_business_days: int }, a day being { date, usd, eur, rate, rate_date, price } as in the
 * daily route (price in EUR) plus price_age_business_days (Mon-Fri days since that day, in the
 * site's time zone) and stale (true when older than stale_after_business_days, the staff's setting;
 * the server decides, issue 27, Metals\PriceAge).
 */
final class MetalPricesLatest extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'metal-prices/latest';
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
				'args'    => array(),
				'handler' => 'latest',
			),
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
	 * Answers the latest days.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function latest( WP_REST_Request $request ): WP_REST_Response {
		return MetalsService::cacheable( new WP_REST_Response( PriceQuery::latest_with_age(), 200 ) );
	}
}
