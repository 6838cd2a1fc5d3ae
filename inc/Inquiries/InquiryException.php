<?php
/**
 * A refused or failed inquiry.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Inquiries;

defined( 'ABSPATH' ) || exit;

/**
 * Carries a translated message, the HTTP status and the field it names ('' for none).
 */
final class InquiryException extends \RuntimeException {

	/**
	 * @param string $message Translated message.
	 * @param int    $status  HTTP status (400 or 500).
	 * @param string $field   Field named by the error, '' for none.
	 */
	public function __construct( string $message, public readonly int $status, public readonly string $field = '' ) {
		parent::__construct( $message );
	}
}
