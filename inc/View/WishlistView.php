<?php
/**
 * Data of the account wishlist panel.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\Pricing;
use Kabelshop\Wishlist\WishlistRepository;

/**
 * Props of the island 'account-wishlist' (templates/page-account.php): { items: list<entry>
 * (WishlistRepository shape, current prices), discountPercent: int (the customer's business
 * discount, shown next to list prices) }.
 */
final class WishlistView {

	/**
	 * Props for a user.
	 *
	 * @param int $user_id The logged-in customer.
	 * @return array{items: list<array<string, mixed>>, discountPercent: int}
	 */
	public static function props( int $user_id ): array {
		return array(
			'items'           => ( new WishlistRepository() )->items( $user_id ),
			'discountPercent' => Pricing::discount_percent(),
		);
	}
}
