<?php
/**
 * A customer's address book is full.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * AddressBook::save() refused a new delivery address because the customer already has
 * AddressBook::MAX_DELIVERY of them; nothing was written. The message is translated.
 */
final class AddressLimitException extends \RuntimeException {
}
