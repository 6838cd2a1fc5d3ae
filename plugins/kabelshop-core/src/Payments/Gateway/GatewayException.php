<?php
/**
 * A gateway message that cannot be trusted or a call that did not work.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * Kind FORGED (signature missing or wrong: change nothing), TRANSPORT (gateway unreachable or
 * answered garbage), REFUSED (the gateway refused an action; getMessage() is its text).
 */
final class GatewayException extends \RuntimeException {

	public const FORGED    = 'forged';
	public const TRANSPORT = 'transport';
	public const REFUSED   = 'refused';

	/**
	 * @param string          $kind     One of the constants.
	 * @param string          $message  Technical message (staff and logs, never buyers).
	 * @param \Throwable|null $previous Cause.
	 */
	public function __construct( public readonly string $kind, string $message, ?\Throwable $previous = null ) {
		parent::__construct( $message, 0, $previous );
	}
}
