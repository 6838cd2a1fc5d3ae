<?php
/**
 * Mails written in their recipient's language.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\I18n;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Registration;

/**
 * The one way to build and send a mail in another language than the request's (spec section 9:
 * a customer gets mails in their language, whoever triggers them: staff approving an account or
 * shipping an item do so in their own language). send_in() runs the mail's building in that
 * language with Locale::in_language() (theme texts, WordPress's locale, number and date formats;
 * all put back afterwards). Whose language: a customer's is language_of() (the language they registered in); a staff
 * address's is staff_language() (their wp-admin locale, issue 11). A mail to staff and the
 * customer's copy of the same event are two send_in() calls, one per recipient.
 */
final class LocalizedMail {

	/**
	 * Builds and sends a mail in a language (Locale::in_language()) and returns what $send returns.
	 *
	 * @template T
	 * @param string        $language 'hr' | 'en' | 'sr' (a WordPress locale or BCP 47 tag is accepted too;
	 *                                anything else falls back to en, spec section 9).
	 * @param callable(): T $send     Builds and sends the mail (wp_mail()).
	 * @return T What $send returned.
	 */
	public static function send_in( string $language, callable $send ): mixed {
		return Locale::in_language( $language, $send );
	}

	/**
	 * The language a user gets mails in: the language they registered in (user meta
	 * kabelshop_language), else their WordPress profile locale when it is one of the shop's, else
	 * the site's default (hr).
	 *
	 * @param int $user_id User id.
	 * @return string 'hr' | 'en' | 'sr'
	 */
	public static function language_of( int $user_id ): string {
		$language = (string) get_user_meta( $user_id, Registration::META_LANGUAGE, true );
		if ( isset( Locale::LANGUAGES[ $language ] ) ) {
			return $language;
		}
		$profile = (string) get_user_meta( $user_id, 'locale', true );
		foreach ( Locale::LANGUAGES as $code => $names ) {
			if ( '' !== $profile && $names[0] === $profile ) {
				return $code;
			}
		}
		return Locale::DEFAULT;
	}

	/**
	 * The language a staff address gets mails in (issue 11: "Mails go in the recipient's language
	 * (a customer's saved language; staff in their wp-admin locale)"): for the WordPress user with
	 * this e-mail address, the locale wp-admin shows them (what get_user_locale() answers in
	 * wp-admin: their profile's Language, user meta 'locale', else the site language of Settings >
	 * General, option WPLANG, en_US when none), as a shop language through Locale::code_of()
	 * (hr -> hr, en_US -> en, sr_RS -> sr, any other -> en, spec section 9). An address that is no
	 * user's (a shared sales mailbox) gets the site's default language, Locale::DEFAULT (hr).
	 * The site language is read as wp-admin reads it, not through get_locale(): outside wp-admin the
	 * theme filters get_locale() to the request's language (Locale::filter_locale()), which is the
	 * customer's whose request sends the mail.
	 *
	 * @param string $email Recipient address (e.g. AccountMailer::sales_address(), admin_email).
	 * @return string 'hr' | 'en' | 'sr'
	 */
	public static function staff_language( string $email ): string {
		$user = '' === $email ? false : get_user_by( 'email', $email );
		if ( ! $user ) {
			return Locale::DEFAULT;
		}
		return Locale::admin_language( (int) $user->ID );
	}
}
