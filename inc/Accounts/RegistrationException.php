<?php
/**
 * A registration that cannot be completed.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by Registration::create(): code kabelshop_register_<problem>, translated message, HTTP
 * status (409 duplicate, 500 not saved, 503 busy) and the spec field it is about ('' for none).
 */
final class RegistrationException extends \RuntimeException {

	/**
	 * @param string $error_code Machine code.
	 * @param string $message    Translated message.
	 * @param int    $status     HTTP status.
	 * @param string $field      Field name (spec section 7) or ''.
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly int $status,
		public readonly string $field = ''
	) {
		parent::__construct( $message, $status );
	}
}
