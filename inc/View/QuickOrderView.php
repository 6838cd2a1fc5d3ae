<?php
/**
 * Data of the quick-order page and the order-lists panel.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Content\Pages;
use Kabelshop\OrderLists\OrderListRepository;
use Kabelshop\QuickOrder\Matcher;
use Kabelshop\Rest\Routes\V1\QuickOrderParse;

/**
 * Issue 13 (docs/quick-order.md). Props of the island 'quick-order' (templates/page-quick-order.php)
 * and of 'account-order-lists' (the account's "Order lists" panel, templates/page-account.php),
 * and the quick-order link the catalogue page prints.
 */
final class QuickOrderView {

	/**
	 * The quick-order island's props for the current visitor.
	 *
	 * @return array{maxLines: int, maxBytes: int, catalogueUrl: string, inquiryUrl: string, orderListsUrl: string}
	 *         orderListsUrl: the account's order-lists panel for a customer who may order, '' otherwise.
	 */
	public static function props(): array {
		return array(
			'maxLines'      => Matcher::MAX_LINES,
			'maxBytes'      => QuickOrderParse::MAX_BYTES,
			'catalogueUrl'  => Pages::url( 'catalogue' ),
			'inquiryUrl'    => Pages::url( 'inquiry' ),
			'orderListsUrl' => current_user_can( Roles::CAP_ORDER ) ? Pages::url( 'account' ) . '#order-lists' : '',
		);
	}

	/**
	 * The quick-order page in the current language (the catalogue page and the account link to it).
	 */
	public static function url(): string {
		return Pages::url( 'quick-order' );
	}

	/**
	 * Props of the account-order-lists island for a customer.
	 *
	 * @param int $user_id The customer.
	 * @return array{lists: list<array<string, mixed>>, quickOrderUrl: string, maxLists: int}
	 */
	public static function lists_props( int $user_id ): array {
		return array(
			'lists'         => ( new OrderListRepository() )->described( $user_id ),
			'quickOrderUrl' => self::url(),
			'maxLists'      => OrderListRepository::MAX_LISTS,
		);
	}
}
