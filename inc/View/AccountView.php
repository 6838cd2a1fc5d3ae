<?php
/**
 * Data of the account page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\CourtRegister\CourtRegisterSettings;
use Kabelshop\Accounts\EmailChange;
use Kabelshop\Accounts\ProfileData;
use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * The account area (spec sections 2 and 6: profile data, addresses, orders, invoices, wishlist,
 * help; issue 13: order lists; section 2: "account page navigation selector that toggles content panels").
 * templates/page-account.php prints the navigation and one panel per PANELS key;
 * src/ui/account-nav.ts switches them (600 ms wait, spec sections 4 and 9).
 */
final class AccountView {

	/** Panel keys in order; each is also the URL hash (#profile, #addresses, ...). */
	public const PANELS = array( 'profile', 'addresses', 'orders', 'order-lists', 'invoices', 'payment-terms', 'drums', 'wishlist', 'help' );

	/** Orders listed in the panel. */
	public const ORDER_LIMIT = 20;

	/**
	 * Everything the template prints.
	 *
	 * @return array{
	 *   can_order: bool,
	 *   lead: string,
	 *   panels: list<array{key: string, label: string}>,
	 *   profile_props: array<string, mixed>,
	 *   addresses_props: array<string, mixed>,
	 *   orders: list<array{number: string, date: string, status: string, total: string, url: string}>,
	 *   catalogue_url: string,
	 *   contact_url: string,
	 *   email_changed: bool|null
	 * }
	 */
	public static function data(): array {
		$user_id   = get_current_user_id();
		$can_order = current_user_can( Roles::CAP_ORDER );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses which notice to show.
		$changed = isset( $_GET['email_changed'] ) ? '1' === sanitize_key( wp_unslash( (string) $_GET['email_changed'] ) ) : null;
		$profile = ProfileData::read( $user_id );
		return array(
			'can_order'       => $can_order,
			'lead'            => $can_order ? self::lead( $profile ) : '',
			'panels'          => self::panels(),
			'profile_props'   => array(
				'profile'            => $profile,
				'emailPending'       => EmailChange::pending( $user_id ),
				'registerConfigured' => null !== CourtRegisterSettings::client(),
			),
			'addresses_props' => array(
				'addresses' => Addresses::for_user( $user_id ),
			),
			'orders'          => self::orders( $user_id ),
			'catalogue_url'   => Pages::url( 'catalogue' ),
			'contact_url'     => Pages::url( 'contact' ),
			'email_changed'   => $changed,
		);
	}

	/**
	 * The line under the page title: whose account this is and what the panels are for (as
	 * WooCommerce's account dashboard opens). Server text, painted with the page: the panels'
	 * islands follow it (issue 27: with their "needs JavaScript" fallbacks gone, the page's largest
	 * text was an island's and its LCP waited for the scripts).
	 *
	 * @param array<string, string> $profile The customer's ProfileData::read(), which data() has read for the profile panel too.
	 * @return string Translated plain text with the company name (else the contact person, else the
	 *                e-mail address).
	 */
	public static function lead( array $profile ): string {
		$who = '' !== $profile['companyName'] ? $profile['companyName'] : ( '' !== $profile['userName'] ? $profile['userName'] : $profile['email'] );
		/* translators: %s: the customer's company name. */
		return sprintf( __( 'You are signed in as %s: here you keep your company data and addresses, follow your orders and the packaging of each item, and download your invoices and declarations of performance.', 'kabelshop' ), $who );
	}

	/**
	 * The panels with translated labels.
	 *
	 * @return list<array{key: string, label: string}>
	 */
	public static function panels(): array {
		$labels = array(
			'profile'       => __( 'Profile data', 'kabelshop' ),
			'addresses'     => __( 'Addresses', 'kabelshop' ),
			'orders'        => __( 'My orders', 'kabelshop' ),
			'order-lists'   => __( 'Order lists', 'kabelshop' ),
			'invoices'      => __( 'Invoices', 'kabelshop' ),
			'payment-terms' => __( 'Payment terms', 'kabelshop' ),
			'drums'         => __( 'Drum account', 'kabelshop' ),
			'wishlist'      => __( 'Wishlist', 'kabelshop' ),
			'help'          => __( 'Help', 'kabelshop' ),
		);
		$panels = array();
		foreach ( self::PANELS as $key ) {
			$panels[] = array(
				'key'   => $key,
				'label' => $labels[ $key ],
			);
		}
		return $panels;
	}

	/**
	 * The customer's latest orders, formatted for the locale (spec section 9).
	 *
	 * @param int $user_id User id.
	 * @return list<array{number: string, date: string, status: string, total: string, url: string}>
	 */
	public static function orders( int $user_id ): array {
		$locale = Locale::bcp47();
		$out    = array();
		foreach ( ( new OrderRepository() )->latest_for_user( $user_id, self::ORDER_LIMIT ) as $order ) {
			$out[] = array(
				'number' => (string) $order['number'],
				'date'   => Format::date( (string) $order['created_at'], $locale ),
				'status' => OrderStatus::label( (string) $order['status'] ),
				'total'  => Format::money_cents( (int) $order['gross_cents'], $locale ),
				'url'    => Pages::url( 'order', array( 'order' => (int) $order['id'] ) ),
			);
		}
		return $out;
	}

	/**
	 * Props of the account-orders island (issue 4, account orders): orders per page of the list
	 * (GET kabelshop/v1/orders, which the island calls) and the catalogue link shown when there are
	 * none. The server-rendered list of orders() stays the fallback without JavaScript.
	 *
	 * @return array{perPage: int, catalogueUrl: string}
	 */
	public static function orders_props(): array {
		return array(
			'perPage'      => 10,
			'catalogueUrl' => Pages::url( 'catalogue' ),
		);
	}

	/**
	 * Props of the account-invoices island (issue 4): the DoP closing time for the explanatory
	 * text ('HH:MM', Europe/Zagreb) and the document search page. The invoices themselves are
	 * fetched by the island (GET kabelshop/v1/invoices).
	 *
	 * @return array{closingTime: string, searchUrl: string}
	 */
	public static function invoices_props(): array {
		return array(
			'closingTime' => \Kabelshop\Documents\DocumentSettings::closing_time(),
			'searchUrl'   => Pages::url( 'documents' ),
		);
	}

	/**
	 * Props of the account-order-lists island for the logged-in customer (QuickOrderView::lists_props()).
	 *
	 * @return array{lists: list<array<string, mixed>>, quickOrderUrl: string, maxLists: int}
	 */
	public static function order_lists_props(): array {
		return QuickOrderView::lists_props( get_current_user_id() );
	}

	/**
	 * The drum account panel of the logged-in customer (DrumAccountView::data(): the account-drums
	 * island's props and its fallback list; issue 14).
	 *
	 * @return array{props: array<string, mixed>, rows: list<array<string, string>>, held_deposit: string, empty: bool}
	 */
	public static function drums(): array {
		return DrumAccountView::data( get_current_user_id() );
	}

	/**
	 * The "Payment terms" panel of the logged-in customer (CreditView::data(): the account-credit
	 * island's props and its fallback; issue 15, contract terms).
	 *
	 * @return array<string, mixed>
	 */
	public static function credit(): array {
		return CreditView::data( get_current_user_id() );
	}

	/**
	 * Props of the account-wishlist island for the logged-in customer (WishlistView::props()).
	 *
	 * @return array{items: list<array<string, mixed>>, discountPercent: int}
	 */
	public static function wishlist_props(): array {
		return WishlistView::props( get_current_user_id() );
	}
}
