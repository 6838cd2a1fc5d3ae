<?php
/**
 * Raised when an idempotency key is already stored.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * A concurrent retry stored the same (user_id, idempotency_key) first; the caller loads that order.
 */
final class OrderConflictException extends \RuntimeException {
}
