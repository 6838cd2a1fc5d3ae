<?php
/**
 * The domain exception as route code throws it: by HTTP status.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Domain\ShopException;

/**
 * A ShopException given by HTTP status instead of kind, for route classes, which think in statuses:
 * code kabelshop_<area>_<problem>, a translated message, the status (one of ShopException::STATUS;
 * another 4xx counts as 400, another 5xx as 500) and extra data (for a bad field:
 * [ 'field' => name, 'fields' => [ name => message ] ]; for 429: [ 'retry_after' => seconds ]).
 * AbstractRoute::run() answers it like any ShopException.
 */
class RouteException extends ShopException {

	/**
	 * @param string               $error_code Machine code, e.g. 'kabelshop_cart_invalid_quantity'.
	 * @param string               $message    Translated message for people.
	 * @param int                  $status     HTTP status.
	 * @param array<string, mixed> $data       Extra data merged into the error's data.
	 */
	public function __construct( string $error_code, string $message, int $status = 400, array $data = array() ) {
		parent::__construct( $error_code, $message, self::kind_of( $status ), $data );
	}
}
