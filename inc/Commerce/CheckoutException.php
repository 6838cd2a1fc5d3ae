<?php
/**
 * A refused checkout.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Why Checkout refused an order: a code kabelshop_order_<problem>, a translated message, the HTTP
 * status a route should answer with, the field the problem is in ('' for none) and extra data.
 * Domain code stays free of REST types; the Orders route maps this to a RouteException.
 */
final class CheckoutException extends \RuntimeException {

	/**
	 * @param string               $error_code Machine code.
	 * @param string               $message    Translated message.
	 * @param int                  $status     HTTP status.
	 * @param string               $field      Field name as the client sent it, or ''.
	 * @param array<string, mixed> $data       Extra data (e.g. unknown_codes).
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly int $status = 400,
		public readonly string $field = '',
		public readonly array $data = array()
	) {
		parent::__construct( $message, $status );
	}
}
