<?php
/**
 * The one exception type REST handlers throw.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * An error a route answers with: code kabelshop_<area>_<problem>, a translated message, an HTTP
 * status and extra data (for a bad field: [ 'field' => name ] or [ 'fields' => [ name => message ] ]).
 * AbstractRoute turns it into a WP_Error.
 */
class RouteException extends \Exception {

	/**
	 * @param string               $error_code Machine code, e.g. 'kabelshop_cart_invalid_quantity'.
	 * @param string               $message    Translated message for people.
	 * @param int                  $status     HTTP status.
	 * @param array<string, mixed> $data       Extra data merged into the error's data.
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly int $status = 400,
		public readonly array $data = array()
	) {
		parent::__construct( $message, $status );
	}
}
