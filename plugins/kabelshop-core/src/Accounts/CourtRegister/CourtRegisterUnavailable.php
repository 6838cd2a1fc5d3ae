<?php
/**
 * The register could not answer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts\CourtRegister;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by a CompanyRegister on a transport error, a refused token or an unexpected answer.
 * The message is for the log (English, technical), never shown to customers.
 */
final class CourtRegisterUnavailable extends \RuntimeException {
}
