<?php
/**
 * GET kabelshop/v1/line-price (issue 27).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Commerce\CustomerPrice;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\StockRules;
use Kabelshop\Domain\ShopException;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Rest\Schemas\V1\QuoteArgs;
use WP_REST_Request;

/**
 * The total of one product-table row as the cart charges it (issue 27, "one price, everywhere":
 * the row total the buyer sees while typing a quantity comes from the server's rule, not from a
 * copy of it in the browser). Query: code (article code, 1..64), quantity_m (whole metres,
 * 1..100000, QuoteArgs::MAX_QUANTITY). Answer (Commerce\CustomerPrice::shown(), the rule of the
 * quick order, the order lists and the cart: spec section 9, quantity x (base + metal surcharge)
 * x (100 - discount) / 100, rounded once to the cent):
 *
 *   { article_code: string, quantity_m: int, discount_percent: int,
 *     line_net_cents: int|null (the list total, cents, net of VAT; null for an article without a price),
 *     customer_line_net_cents: int|null (the approved customer's own total; null without discount) }
 *
 * Errors: 404 kabelshop_article_not_found (no article on sale has the code); 400
 * kabelshop_cart_whole_packages naming quantity_m ("NYM-J 3x1,5 is sold in rings of 100 m: …",
 * StockRules::package_message()) when the metres are not whole packages. Public (visitors get list
 * totals); an approved customer's cookie and nonce give their own, so the answer is never cached
 * for others (Cache-Control private).
 */
final class LinePrice extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'line-price';
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
					'code'       => Args::article_code(),
					'quantity_m' => array(
						'description'       => 'Metres of the line (whole packages for rings, reels and boxes).',
						'type'              => 'integer',
						'minimum'           => 1,
						'maximum'           => QuoteArgs::MAX_QUANTITY,
						'required'          => true,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'absint',
					),
				),
				'handler' => 'price',
			),
		);
	}

	/**
	 * Public: list totals for everyone, the own total for an approved customer.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function permission( WP_REST_Request $request ): bool {
		return true;
	}

	/**
	 * The row's totals.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return \WP_REST_Response The answer (see the class comment), Cache-Control private.
	 * @throws ShopException 404 kabelshop_article_not_found; 400 kabelshop_cart_whole_packages.
	 */
	public function price( WP_REST_Request $request ): \WP_REST_Response {
		$code     = (string) $request->get_param( 'code' );
		$quantity = (int) $request->get_param( 'quantity_m' );
		$article  = Pricing::on_sale_by_code( array( $code ) )[ mb_strtolower( $code ) ] ?? null;
		if ( null === $article ) {
			throw new ShopException( 'kabelshop_article_not_found', __( 'This article does not exist.', 'kabelshop-core' ), ShopException::NOT_FOUND );
		}
		$multiple = StockRules::package_multiple_m( $article );
		if ( null !== $multiple && 0 !== $quantity % $multiple ) {
			throw ShopException::field( 'kabelshop_cart_whole_packages', 'quantity_m', StockRules::package_message( $article, $multiple ) );
		}
		$shown    = CustomerPrice::shown( $article->unit_price_e4, Pricing::metal_surcharge_e4( $article, SurchargeTerms::current() ), $quantity );
		$response = new \WP_REST_Response(
			array(
				'article_code'            => $article->article_code,
				'quantity_m'              => $quantity,
				'discount_percent'        => $shown['discount_percent'],
				'line_net_cents'          => $shown['line_net_cents'],
				'customer_line_net_cents' => $shown['customer_line_net_cents'],
			)
		);
		$response->header( 'Cache-Control', 'private, no-store' );
		return $response;
	}
}
