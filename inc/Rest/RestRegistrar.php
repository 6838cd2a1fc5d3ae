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

/**
 * The list of route classes; each registers itself on rest_api_init.
 */
final class RestRegistrar implements Service {

	/**
	 * Route classes, one per route (Routes/V1).
	 *
	 * @return list<class-string<AbstractRoute>>
	 */
	public static function routes(): array {
		return array(
			Routes\V1\Products::class,
			Routes\V1\ProductsFacets::class,
			Routes\V1\CatalogImport::class,
			Routes\V1\Product::class,
			Routes\V1\CartQuote::class,
			Routes\V1\Orders::class,
			Routes\V1\OrderItem::class,
			Routes\V1\OrderCancel::class,
			Routes\V1\OrdersList::class,
			Routes\V1\UserAddresses::class,
			Routes\V1\AuthRegister::class,
			Routes\V1\UserAddressesUpdate::class,
			Routes\V1\UserProfile::class,
			Routes\V1\RegisterLookup::class,
			Routes\V1\MetalPrices::class,
			Routes\V1\MetalPricesMonthly::class,
			Routes\V1\MetalPricesLatest::class,
			Routes\V1\MetalPricesImport::class,
			Routes\V1\Inquiries::class,
			Routes\V1\Wishlist::class,
			Routes\V1\WishlistItem::class,
			Routes\V1\Invoices::class,
			Routes\V1\InvoiceDownload::class,
			Routes\V1\DopDownload::class,
			Routes\V1\DocumentSearch::class,
			Routes\V1\DocumentDownload::class,
		);
	}

	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_allowed_cors_headers', array( $this, 'allow_headers' ) );
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
