<?php
/**
 * A failed exchange rate fetch.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by a RatesClient; the message is for the log (English, not shown to visitors).
 */
final class RatesException extends \RuntimeException {
}
