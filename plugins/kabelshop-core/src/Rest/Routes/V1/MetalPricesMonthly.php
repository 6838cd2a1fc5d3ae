<?php
/**
 * GET kabelshop/v1/metal-prices/monthly.
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
 * Monthly averages of one metal (public, cacheable). Query: metal, currency (as the daily route),
 * from and to = 'YYYY-MM' (inclusive, optional; to must not be before from). Answer
 * (PriceQuery::monthly): { metal, currency, months: [ { month, days, usd, eur, average } ] } where
 * days = the month's LME trading days with a price and average = the mean in the chosen currency
 * (rules in Metals\Conversion). Bad arguments: 400 naming the field.
 */
final class MetalPricesMonthly extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'metal-prices/monthly';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		$month = array(
			'type'              => 'string',
			'default'           => '',
			'pattern'           => '^([0-9]{4}-(0[1-9]|1[0-2]))?$',
			'maxLength'         => 7,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_text_field',
		);
		return array(
			array(
				'methods' => 'GET',
				'args'    => array(
					'metal'    => MetalPrices::metal_arg(),
					'currency' => MetalPrices::currency_arg(),
					'from'     => array( 'description' => 'First month, YYYY-MM.' ) + $month,
					'to'       => array( 'description' => 'Last month, YYYY-MM.' ) + $month,
				),
				'handler' => 'monthly',
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
	 * Answers the averages.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function monthly( WP_REST_Request $request ): WP_REST_Response {
		$from = (string) $request->get_param( 'from' );
		$to   = (string) $request->get_param( 'to' );
		if ( '' !== $from && '' !== $to && $to < $from ) {
			$this->bad_field( 'kabelshop_metals_bad_range', 'to', __( 'The last month must not be before the first month.', 'kabelshop-core' ) );
		}
		return MetalsService::cacheable( new WP_REST_Response( PriceQuery::monthly( (string) $request->get_param( 'metal' ), (string) $request->get_param( 'currency' ), $from, $to ), 200 ) );
	}
}
