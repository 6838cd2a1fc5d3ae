<?php
/**
 * Data of the inquiry page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Registration;
use Kabelshop\Content\Pages;
use Kabelshop\Security\BotCheckSettings;

/**
 * Props of the island 'shop-query' (templates/page-inquiry.php, spec: shop query): the contact
 * details prefilled from the account of a logged-in customer (registration meta and the account's
 * e-mail; all '' for a visitor), the catalogue link and the bot check's site key; and the page's
 * sentence how long prices hold (price_hold(): Inquiries\PriceHold, issue 14).
 */
final class InquiryView {

	/**
	 * The island's props for the current visitor.
	 *
	 * @return array{
	 *   prefill: array{company_name: string, oib: string, contact_person: string, email: string, phone: string},
	 *   catalogueUrl: string,
	 *   turnstileSiteKey: string
	 * } Plain text; turnstileSiteKey is '' when the bot check is off.
	 */
	public static function props(): array {
		return array(
			'prefill'          => self::prefill( wp_get_current_user() ),
			'catalogueUrl'     => Pages::url( 'catalogue' ),
			'turnstileSiteKey' => BotCheckSettings::site_key(),
		);
	}

	/**
	 * "Prices hold for 14 days, until …; the metal surcharge follows the index in force on the day
	 * of order." counted from today (the day the inquiry would be sent).
	 */
	public static function price_hold(): string {
		return \Kabelshop\Inquiries\PriceHold::sentence();
	}

	/**
	 * The contact details a user's account already holds.
	 *
	 * @param \WP_User $user The user (a user that does not exist gets empty fields).
	 * @return array{company_name: string, oib: string, contact_person: string, email: string, phone: string}
	 */
	public static function prefill( \WP_User $user ): array {
		if ( ! $user->exists() ) {
			return array(
				'company_name'   => '',
				'oib'            => '',
				'contact_person' => '',
				'email'          => '',
				'phone'          => '',
			);
		}
		return array(
			'company_name'   => (string) get_user_meta( $user->ID, Registration::META_COMPANY_NAME, true ),
			'oib'            => (string) get_user_meta( $user->ID, Registration::META_COMPANY_ID, true ),
			'contact_person' => (string) get_user_meta( $user->ID, Registration::META_CONTACT_PERSON, true ),
			'email'          => (string) $user->user_email,
			'phone'          => (string) get_user_meta( $user->ID, Registration::META_PHONE, true ),
		);
	}
}
