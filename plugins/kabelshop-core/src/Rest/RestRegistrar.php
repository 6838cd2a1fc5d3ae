<?php
/**
 * Registers every kabelshop/v1 route.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Service;
use WP_Error;
use WP_REST_Request;

/**
 * The list of route classes; each registers itself on rest_api_init. Also guards the whole REST
 * API (core's routes too) against JSON bodies that are not an object, and registers ErrorFunnel
 * (core's errors in the shop's words, a fresh nonce on every kabelshop/v1 answer).
 */
final class RestRegistrar implements Service {

	/**
	 * Route classes, one per route (Routes/V1).
	 *
	 * @return list<class-string<AbstractRoute>>
	 */
	public static function routes(): array {
		return array(
			Routes\V1\Session::class,
			Routes\V1\Products::class,
			Routes\V1\ProductsFacets::class,
			Routes\V1\CatalogImport::class,
			Routes\V1\Product::class,
			Routes\V1\PackagingSuggestion::class,
			Routes\V1\ArticleCrossSection::class,
			Routes\V1\CartQuote::class,
			Routes\V1\LinePrice::class,
			Routes\V1\Orders::class,
			Routes\V1\OrderItem::class,
			Routes\V1\OrderCancel::class,
			Routes\V1\OrderPdfDownload::class,
			Routes\V1\OrdersList::class,
			Routes\V1\UserAddresses::class,
			Routes\V1\AuthRegister::class,
			Routes\V1\UserAddressesUpdate::class,
			Routes\V1\UserAddressesDelete::class,
			Routes\V1\UserProfile::class,
			Routes\V1\RegisterLookup::class,
			Routes\V1\MetalPrices::class,
			Routes\V1\MetalPricesMonthly::class,
			Routes\V1\MetalPricesLatest::class,
			Routes\V1\MetalPricesImport::class,
			Routes\V1\MetalSurcharge::class,
			Routes\V1\Inquiries::class,
			Routes\V1\FormsContact::class,
			Routes\V1\Applications::class,
			Routes\V1\Wishlist::class,
			Routes\V1\WishlistItem::class,
			Routes\V1\Invoices::class,
			Routes\V1\InvoiceDownload::class,
			Routes\V1\DopDownload::class,
			Routes\V1\DocumentSearch::class,
			Routes\V1\DocumentDownload::class,
			Routes\V1\NewsletterSubscribe::class,
			Routes\V1\NewsletterUnsubscribe::class,
			Routes\V1\News::class,
			Routes\V1\Search::class,
			Routes\V1\QuickOrderParse::class,
			Routes\V1\OrderLists::class,
			Routes\V1\OrderList::class,
			Routes\V1\UserDrums::class,
			Routes\V1\UserDrumCollect::class,
			...\Kabelshop\Payments\CardService::ROUTES,
			...\Kabelshop\Payments\TransferService::ROUTES,
			...\Kabelshop\Payments\CreditService::ROUTES,
		);
	}

	/**
	 * Adds the service's hooks (Kabelshop\Service).
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_allowed_cors_headers', array( $this, 'allow_headers' ) );
		add_filter( 'rest_pre_dispatch', array( $this, 'reject_non_object_body' ), 1, 3 );
		( new ErrorFunnel() )->register();
	}

	/**
	 * Answers 400 kabelshop_request_body_not_object to a JSON body that is not an object: a string,
	 * number, boolean, null or a non-empty list. Core stores any JSON value as the request's JSON
	 * parameters and then loops over them while sanitising a route's arguments, which logs a PHP
	 * warning for a scalar before any permission check (an anonymous visitor could fill the log:
	 * issue 9); a list is never a valid body either. Runs on rest_pre_dispatch, before core matches
	 * the route and sanitises. Left alone: an empty body, `[]` (how PHP's json_encode() spells an
	 * empty map, e.g. wp_json_encode( array() )), and a body that is not JSON at all (core answers
	 * 400 rest_invalid_json).
	 *
	 * @param mixed           $result  A result another filter produced (kept when not null).
	 * @param mixed           $server  The REST server.
	 * @param WP_REST_Request $request The request.
	 * @return mixed|\WP_REST_Response $result, or the 400 answer (a response, not a WP_Error, so that
	 *                                 rest_do_request() callers get a WP_REST_Response as for any error).
	 */
	public function reject_non_object_body( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! $request->is_json_content_type() ) {
			return $result;
		}
		$body = trim( (string) $request->get_body() );
		if ( '' === $body ) {
			return $result;
		}
		$decoded = json_decode( $body );
		if ( JSON_ERROR_NONE !== json_last_error() || $decoded instanceof \stdClass || array() === $decoded ) {
			return $result;
		}
		return rest_convert_error_to_response(
			new WP_Error(
				'kabelshop_request_body_not_object',
				__( 'The request body must be a JSON object.', 'kabelshop-core' ),
				array( 'status' => 400 )
			)
		);
	}

	/**
	 * Registers each route.
	 */
	public function register_routes(): void {
		foreach ( self::routes() as $class ) {
			( new $class() )->register();
		}
	}

	/**
	 * Lets the browser send our request headers.
	 *
	 * @param string[] $headers Allowed headers.
	 * @return string[]
	 */
	public function allow_headers( array $headers ): array {
		return array_merge( $headers, array( 'X-XSRF-TOKEN', 'Idempotency-Key' ) );
	}
}
