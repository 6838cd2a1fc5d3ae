<?php
/**
 * The price-list signup's rules and texts.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\FieldRules;
use Kabelshop\Security\RateLimiter;

/**
 * What POST kabelshop/v1/newsletter/subscribe checks and stores (spec sections 1, 2, 3: the mailing
 * list signup has one e-mail field; the consent box and the double opt-in are GDPR art. 6(1)(a) and
 * 7(1): the controller must be able to show who consented, when, and to what).
 */
final class Signup {

	/**
	 * The consent text in the current language: the island shows it (prop consentText) and the
	 * route stores the same text, so the record says exactly what the visitor agreed to.
	 */
	public static function consent_text(): string {
		return __( 'I agree that Kabelshop sends me the changes of the cable price list by e-mail, about once a month. I can unsubscribe at any time with the link in every mail.', 'kabelshop-core' );
	}

	/**
	 * Field errors of a signup.
	 *
	 * @param string $email   Sent address.
	 * @param bool   $consent Whether the consent box was ticked.
	 * @return array<string, string> Field => translated message (empty: valid), in form order.
	 */
	public static function validate( string $email, bool $consent ): array {
		$errors  = array();
		$message = FieldRules::email( $email );
		if ( null !== $message ) {
			$errors['email'] = $message;
		} elseif ( mb_strlen( trim( $email ) ) > Subscribers::EMAIL_MAX ) {
			/* translators: %d: maximum number of characters */
			$errors['email'] = sprintf( __( 'At most %d characters.', 'kabelshop-core' ), Subscribers::EMAIL_MAX );
		}
		if ( ! $consent ) {
			$errors['consent'] = __( 'Please agree to receive the price-list mails.', 'kabelshop-core' );
		}
		return $errors;
	}

	/**
	 * Stores the signup and mails the confirmation link in the form's language (none to an address
	 * that is confirmed already: the visitor's answer is the same either way). An address stored
	 * before keeps its consent record and unsubscribe date until the link is confirmed.
	 *
	 * @param string $email    Valid address.
	 * @param string $language 'hr' | 'en' | 'sr'.
	 */
	public static function accept( string $email, string $language ): void {
		$subscribers = new Subscribers();
		$stored      = $subscribers->subscribe( $email, $language, RateLimiter::client_ip(), self::consent_text() );
		if ( null === $stored['token'] ) {
			return;
		}
		$subscriber = $subscribers->find( $stored['id'] );
		if ( null !== $subscriber ) {
			// In this signup's language: a stored address keeps its own until the link is confirmed.
			$subscriber['language'] = $stored['language'];
			( new NewsletterMailer() )->confirmation( $subscriber, $stored['token'] );
		}
	}
}
