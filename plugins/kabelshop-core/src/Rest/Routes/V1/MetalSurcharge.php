<?php
/**
 * GET kabelshop/v1/metal-surcharge (issue 14: the public metal surcharge calculator).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Catalog\Decimal;
use Kabelshop\Metals\Metal;
use Kabelshop\Metals\MetalsService;
use Kabelshop\Metals\PriceAge;
use Kabelshop\Metals\Surcharge;
use Kabelshop\Metals\SurchargeDisplay;
use Kabelshop\Metals\SurchargeIndex;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use Kabelshop\Security\RateLimiter;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The metal surcharge of a cable (LAPP's table T17 formula, Metals\Surcharge;
 * docs/metal-surcharge.md), public, read-only. Query (decimals with a point or a comma):
 * - metal: copper | aluminium (default copper);
 * - metal_kg_km (required): the metal number, kg/km, 0..100000, at most 2 decimals;
 * - base_eur_100kg: the metal base, EUR/100 kg, at most 2 decimals (default: the price list's,
 *   SurchargeSettings);
 * - procurement_pct: the procurement surcharge in percent, 0..100, at most 2 decimals (default:
 *   the price list's);
 * - index_eur_100kg: the index, EUR/100 kg, at most 2 decimals (default: today's by the configured
 *   rule, SurchargeIndex, from the site's own metal prices).
 * Answer: { metal, metal_kg_km, base_eur_100kg, procurement_pct, index_eur_100kg, index_date
 * ('YYYY-MM' for the monthly rule, 'Y-m-d' for the daily one, null for an entered index), rule
 * ('previous_month_average' | 'previous_trading_day' | 'entered'), stale (the server's: the
 * newest price of the metal is older than the business days staff allow, Metals\PriceAge, or the
 * monthly index fell back to an earlier month; false for an entered one), price_date (the newest
 * price's day, 'Y-m-d'; null for an entered index), price_age_business_days (int|null),
 * stale_after_business_days (the setting), credit_negative, surcharge_eur_km,
 * surcharge_eur_100m }: amounts are decimal strings; the surcharge per km and per 100 m is each
 * rounded once to cents (half away from zero) from the exact value; a negative surcharge is "0.00"
 * unless the shop credits negative surcharges (then it is negative). The answer carries no
 * translated text, so one URL has one answer in every language: Cache-Control public, max-age
 * 300 like the metal price routes (MetalsService), no per-user nonce header.
 *
 * Errors: 400 kabelshop_invalid_param naming the field for a number that is not one (or out of
 * range) and 400 kabelshop_metal_surcharge_no_index naming index_eur_100kg when the metal has no
 * stored price and no index was entered; 429 kabelshop_metal_surcharge_rate_limited (Retry-After)
 * after RATE_MAX calculations per RATE_WINDOW seconds from one IP (the calculator asks once per
 * "Calculate"; a script walking every figure does not get far).
 */
final class MetalSurcharge extends AbstractRoute {

	public const RATE_MAX    = 120;
	public const RATE_WINDOW = 60;

	/** Largest metal number accepted, kg/km x 100 (100,000 kg/km). */
	public const MAX_METAL_E2 = 10000000;

	/** Rate-limiter key prefix (followed by the IP). */
	public const LIMIT_KEY = 'metal-surcharge:ip:';

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'metal-surcharge';
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
					'metal'           => MetalPrices::metal_arg(),
					'metal_kg_km'     => self::decimal_arg( 'Metal number in kg/km (copper or aluminium per km of cable), at most 2 decimals.', true ),
					'base_eur_100kg'  => self::decimal_arg( 'Metal base in EUR/100 kg (default: the price list\'s).', false ),
					'procurement_pct' => self::decimal_arg( 'Procurement surcharge in percent, 0 to 100 (default: the price list\'s).', false ),
					'index_eur_100kg' => self::decimal_arg( 'Metal index in EUR/100 kg (default: today\'s by the configured rule).', false ),
				),
				'handler' => 'calculate',
			),
		);
	}

	/**
	 * A decimal argument: a string checked by the handler (which names the field in a translated
	 * message), at most 15 characters.
	 *
	 * @param string $description What it is.
	 * @param bool   $required    Required.
	 * @return array<string, mixed>
	 */
	private static function decimal_arg( string $description, bool $required ): array {
		$arg = array(
			'description'       => $description,
			'type'              => 'string',
			'maxLength'         => 15,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_text_field',
		);
		if ( $required ) {
			$arg['required'] = true;
		}
		return $arg;
	}

	/**
	 * The calculator is public.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * Computes the surcharge.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws RouteException 400 for a bad number or no index, 429 over the rate limit.
	 */
	public function calculate( WP_REST_Request $request ): WP_REST_Response {
		$metal    = (string) $request->get_param( 'metal' );
		$settings = SurchargeSettings::get();
		$list     = $settings['metals'][ $metal ] ?? $settings['metals']['copper'];

		$metal_e2 = $this->number( $request, 'metal_kg_km', self::MAX_METAL_E2, __( 'Metal number: enter kg/km as a number from 0 to 100000 with at most 2 decimals, e.g. 23.8.', 'kabelshop-core' ) );
		$base_e2  = $this->number( $request, 'base_eur_100kg', SurchargeSettings::MAX_EUR_100KG_E2, __( 'Metal base: enter EUR/100 kg as a number with at most 2 decimals, e.g. 150.', 'kabelshop-core' ) ) ?? $list['base_e2'];
		$proc_e2  = $this->number( $request, 'procurement_pct', SurchargeSettings::MAX_PROCUREMENT_E2, __( 'Procurement: enter a percentage from 0 to 100 with at most 2 decimals, e.g. 1.', 'kabelshop-core' ) ) ?? $list['procurement_e2'];
		$index_e2 = $this->number( $request, 'index_eur_100kg', SurchargeSettings::MAX_EUR_100KG_E2, __( 'Index: enter EUR/100 kg as a number with at most 2 decimals, e.g. 856.40.', 'kabelshop-core' ) );
		if ( null === $metal_e2 ) {
			$this->bad_field( 'kabelshop_invalid_param', 'metal_kg_km', __( 'Metal number: enter kg/km as a number from 0 to 100000 with at most 2 decimals, e.g. 23.8.', 'kabelshop-core' ) );
		}

		$key = self::LIMIT_KEY . RateLimiter::client_ip();
		if ( ! RateLimiter::limit( $key, self::RATE_MAX, self::RATE_WINDOW ) ) {
			throw new RouteException( 'kabelshop_metal_surcharge_rate_limited', __( 'Too many calculations. Please wait a minute and try again.', 'kabelshop-core' ), 429, array( 'retry_after' => RateLimiter::retry_after( $key ) ) );
		}

		$rule   = 'entered';
		$date   = null;
		$stale  = false;
		$newest = null;
		$age    = null;
		if ( null === $index_e2 ) {
			$index = SurchargeIndex::for_metal( $metal, $settings['index_rule'], PriceAge::today(), $settings['stale_after_business_days'] );
			if ( null === $index ) {
				/* translators: %s: metal name (Copper, Aluminium). */
				$this->bad_field( 'kabelshop_metal_surcharge_no_index', 'index_eur_100kg', sprintf( __( 'Index: there are no %s prices yet, so there is no index of today. Enter an index.', 'kabelshop-core' ), Metal::label( $metal ) ) );
			}
			$index_e2 = $index['index_e2'];
			$date     = $index['index_date'];
			$stale    = $index['stale'];
			$newest   = $index['price_date'];
			$age      = $index['price_age_business_days'];
			$rule     = $settings['index_rule'];
		}

		$credit = $settings['credit_negative'];
		$answer = array(
			'metal'                     => $metal,
			'metal_kg_km'               => Decimal::format( $metal_e2, 2 ),
			'base_eur_100kg'            => Decimal::format( $base_e2, 2 ),
			'procurement_pct'           => SurchargeDisplay::percent( $proc_e2 ),
			'index_eur_100kg'           => Decimal::format( $index_e2, 2 ),
			'index_date'                => $date,
			'rule'                      => $rule,
			'stale'                     => $stale,
			'price_date'                => $newest,
			'price_age_business_days'   => $age,
			'stale_after_business_days' => $settings['stale_after_business_days'],
			'credit_negative'           => $credit,
			'surcharge_eur_km'          => SurchargeDisplay::signed_e2( Surcharge::per_km_cents( $metal_e2, $index_e2, $base_e2, $proc_e2, $credit ) ),
			'surcharge_eur_100m'        => SurchargeDisplay::signed_e2( Surcharge::per_100m_cents( $metal_e2, $index_e2, $base_e2, $proc_e2, $credit ) ),
		);
		return MetalsService::cacheable( new WP_REST_Response( $answer, 200 ) );
	}

	/**
	 * A decimal query value scaled by 100, or null when the request has none.
	 *
	 * @param WP_REST_Request $request The request.
	 * @param string          $field   Argument name.
	 * @param int             $max_e2  Largest value x 100.
	 * @param string          $message Translated message naming the field.
	 * @throws RouteException 400 naming the field when the value is not such a number.
	 */
	private function number( WP_REST_Request $request, string $field, int $max_e2, string $message ): ?int {
		$raw = trim( (string) $request->get_param( $field ) );
		if ( '' === $raw ) {
			return null;
		}
		$value = Decimal::parse( $raw, 2 );
		if ( null === $value || $value > $max_e2 ) {
			$this->bad_field( 'kabelshop_invalid_param', $field, $message );
		}
		return $value;
	}
}
