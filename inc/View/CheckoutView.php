<?php
/**
 * Data of the checkout page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\Checkout;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Locale;

/**
 * Props of the checkout island (src/islands/checkout):
 * { loggedIn: bool, canOrder: bool, loginUrl, registerUrl, discountPercent: 0|20,
 *   addresses: { headquarters: address|null, delivery: address[] }, delivery: { feeCents, freeFromCents },
 *   payments: [ { id, label, available, note } ], noteMaxLength: 250, orderUrlBase }.
 * Visitors and pending customers get empty addresses and see how to log in or register.
 */
final class CheckoutView {

	/**
	 * The props.
	 *
	 * @return array<string, mixed>
	 */
	public static function props(): array {
		$user_id   = get_current_user_id();
		$can_order = current_user_can( Roles::CAP_ORDER );
		$rules     = ShopSettings::delivery_rules();
		return array(
			'loggedIn'        => $user_id > 0,
			'canOrder'        => $can_order,
			'loginUrl'        => wp_login_url( Pages::url( 'checkout' ) ),
			'registerUrl'     => Locale::home_url(),
			'discountPercent' => Pricing::discount_percent(),
			'addresses'       => $can_order ? Addresses::for_user( $user_id ) : array(
				'headquarters' => null,
				'delivery'     => array(),
			),
			'delivery'        => array(
				'feeCents'      => $rules->fee_cents,
				'freeFromCents' => $rules->free_from_cents,
			),
			'payments'        => PaymentMethods::for_user( $user_id ),
			'noteMaxLength'   => Checkout::NOTE_MAX_LENGTH,
			'orderUrlBase'    => Pages::url( 'order' ),
		);
	}

	/**
	 * Escaped fallback HTML shown until (and unless) the island mounts.
	 *
	 * @param array<string, mixed> $props The props.
	 */
	public static function fallback( array $props ): string {
		$html = '<p class="notice">' . esc_html__( 'Checkout needs JavaScript. Please enable JavaScript in your browser and reload the page.', 'kabelshop' ) . '</p>';
		if ( ! $props['canOrder'] ) {
			$html .= '<p>' . ( $props['loggedIn']
				? esc_html__( 'Your registration is waiting for approval. You can order as soon as it is confirmed (within 24 hours).', 'kabelshop' )
				: sprintf(
					/* translators: 1: log in link, 2: register link */
					esc_html__( 'Ordering is open to registered business customers: %1$s or %2$s.', 'kabelshop' ),
					'<a href="' . esc_url( $props['loginUrl'] ) . '">' . esc_html__( 'log in', 'kabelshop' ) . '</a>',
					'<a href="' . esc_url( $props['registerUrl'] ) . '">' . esc_html__( 'register', 'kabelshop' ) . '</a>'
				) ) . '</p>';
		}
		return $html;
	}
}
