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
use Kabelshop\Catalog\Decimal;
use Kabelshop\Commerce\B2BFields;
use Kabelshop\Commerce\Checkout;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\CreditAccount;

/**
 * Props of the checkout island (src/islands/checkout):
 * { loggedIn: bool, canOrder: bool, loginUrl, registerUrl, termsUrl (the terms page, issue 13), discountPercent: 0|20,
 *   addresses: { headquarters: address|null, delivery: address[] }, delivery: { feeCents, freeFromCents, fallback, orderCents, packageCents, abroadCents,
 *   upToKg ("50": the weight the minimum fee covers, kg), perKgCents (price per started kg above it) },
 *   payments: [ { id, label, available, note } ], noteMaxLength: 250, ordersUrl (the account's My orders panel),
 *   b2b: { poMaxLength: 35, earliestDate, latestDate ('Y-m-d': the next working day after today in
 *   Europe/Zagreb, today + 365 days), holidays (weekday public holidays between them, 'Y-m-d'),
 *   billing: { company, oib } (the profile's R1 data, oib '' when the profile has none), profileUrl },
 *   credit: { termsDays, limitCents|null, availableCents|null }|null (issue 15: the buyer's contract
 *   terms and the credit still available under the limit, null = no limit; null for a buyer without
 *   contract terms) }.
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
			'termsUrl'        => Pages::url( 'terms' ),
			'discountPercent' => Pricing::discount_percent(),
			'addresses'       => $can_order ? Addresses::for_user( $user_id ) : array(
				'headquarters' => null,
				'delivery'     => array(),
			),
			'delivery'        => array(
				'feeCents'      => $rules->fee_cents,
				'freeFromCents' => $rules->free_from_cents,
				'upToKg'        => Decimal::trimmed( $rules->up_to_g, 3 ),
				'perKgCents'    => $rules->per_kg_cents,
				// Issue 27: the rule when an article's weight is unknown, and the extra outside Croatia.
				'fallback'      => $rules->fallback,
				'orderCents'    => $rules->order_cents,
				'packageCents'  => $rules->package_cents,
				'abroadCents'   => $rules->abroad_cents,
			),
			'payments'        => PaymentMethods::for_user( $user_id ),
			'noteMaxLength'   => Checkout::NOTE_MAX_LENGTH,
			'ordersUrl'       => Pages::url( 'account' ) . '#orders',
			'b2b'             => self::b2b( $can_order ? $user_id : 0 ),
			'credit'          => self::credit( $can_order ? $user_id : 0 ),
		);
	}

	/**
	 * The contract option's terms and available credit (Payments\CreditStatement), null without
	 * contract terms.
	 *
	 * @param int $user_id The buyer (0: none).
	 * @return array{termsDays: int, limitCents: int|null, availableCents: int|null}|null
	 */
	private static function credit( int $user_id ): ?array {
		if ( $user_id <= 0 || ! PaymentMethods::is_available( PaymentMethods::CONTRACT, $user_id ) ) {
			return null;
		}
		$terms = CreditAccount::terms( $user_id );
		return array(
			'termsDays'      => $terms['terms_days'],
			'limitCents'     => $terms['limit_cents'],
			'availableCents' => null === $terms['limit_cents'] ? null : max( 0, $terms['limit_cents'] - ( new CreditAccount() )->open_balance_cents( $user_id ) ),
		);
	}

	/**
	 * The B2B fields' props (B2BFields): limits, the date range and its holidays, the R1 data.
	 *
	 * @param int $user_id The buyer (0: none, empty R1 data).
	 * @return array{poMaxLength: int, earliestDate: string, latestDate: string, holidays: list<string>, billing: array{company: string, oib: string}, profileUrl: string}
	 */
	private static function b2b( int $user_id ): array {
		$earliest = B2BFields::earliest( array() );
		$latest   = B2BFields::latest();
		return array(
			'poMaxLength'  => B2BFields::PO_MAX_LENGTH,
			'earliestDate' => $earliest,
			'latestDate'   => $latest,
			'holidays'     => B2BFields::holidays_between( $earliest, $latest ),
			'billing'      => $user_id > 0 ? B2BFields::profile_billing( $user_id ) : array(
				'company' => '',
				'oib'     => '',
			),
			'profileUrl'   => Pages::url( 'account' ) . '#profile',
		);
	}

	/**
	 * Escaped fallback HTML shown until (and unless) the island mounts, for who may order: the
	 * "needs JavaScript" note, for browsers without script only.
	 */
	public static function fallback(): string {
		return '<noscript><p class="notice">' . esc_html__( 'Checkout needs JavaScript. Please enable JavaScript in your browser and reload the page.', 'kabelshop' ) . '</p></noscript>';
	}

	/**
	 * What the checkout page shows who may not order (no kabelshop_place_orders capability), in
	 * place of the checkout island: a pending customer is told to wait for approval, a visitor how to
	 * log in or register. Server markup only, no island and no script (issue 27: the checkout's
	 * first paint is the same server markup in every language, and a visitor's checkout loads no
	 * checkout chunk: Lighthouse counted its script as blocking time, TBT 530-580 ms).
	 *
	 * @param array<string, mixed> $props The props (loggedIn, loginUrl, registerUrl).
	 */
	public static function gate( array $props ): string {
		$html = '<section class="ks-checkout__gate"><h2>' . esc_html__( 'Log in to order', 'kabelshop' ) . '</h2>';
		if ( $props['loggedIn'] ) {
			return $html . '<p>' . esc_html__( 'Your registration is waiting for confirmation. You can order as soon as it is confirmed (within 24 hours, by e-mail).', 'kabelshop' ) . '</p></section>';
		}
		return $html . '<p>' . esc_html__( 'Orders are placed by registered business customers. Log in, or register your company; registrations are confirmed by e-mail within 24 hours.', 'kabelshop' ) . '</p>'
			. '<p class="ks-checkout__gate-links"><a class="ks-button ks-button--primary" href="' . esc_url( $props['loginUrl'] ) . '">' . esc_html__( 'Log in', 'kabelshop' ) . '</a>'
			. '<a class="ks-button" href="' . esc_url( $props['registerUrl'] ) . '">' . esc_html__( 'Register', 'kabelshop' ) . '</a></p></section>';
	}
}
