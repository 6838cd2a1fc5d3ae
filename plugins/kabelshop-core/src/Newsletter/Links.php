<?php
/**
 * The links of the price-list mailing.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;
use Kabelshop\Rest\AbstractRoute;

/**
 * URLs that mails carry (docs/newsletter.md):
 * - the confirmation and unsubscribe pages: the subscriber's language home with ?QUERY_ARG=confirm
 *   | unsubscribe (NewsletterPages shows them; a GET only shows a button, the POST of that button
 *   changes the state, so mail scanners that prefetch links change nothing);
 * - the one-click unsubscribe URL of the List-Unsubscribe header (RFC 8058): POST
 *   kabelshop/v1/newsletter/unsubscribe?id=&token= (NewsletterUnsubscribe, no nonce: the token in the
 *   URL is the authentication).
 */
final class Links {

	/** Query argument that names the page: 'confirm' | 'unsubscribe'. */
	public const QUERY_ARG = 'kabelshop_newsletter';

	/**
	 * The confirmation page with the token.
	 *
	 * @param string $language 'hr' | 'en' | 'sr'.
	 * @param string $token    Plain confirmation token.
	 */
	public static function confirm( string $language, string $token ): string {
		return add_query_arg(
			array(
				self::QUERY_ARG => 'confirm',
				'token'         => $token,
			),
			Locale::home_url( $language )
		);
	}

	/**
	 * The unsubscribe page of a subscriber (the link in the mail's text).
	 *
	 * @param array<string, mixed> $subscriber Subscribers::shape().
	 */
	public static function unsubscribe_page( array $subscriber ): string {
		return add_query_arg(
			array(
				self::QUERY_ARG => 'unsubscribe',
				'id'            => (int) $subscriber['id'],
				'token'         => Subscribers::unsubscribe_token( (int) $subscriber['id'], (string) $subscriber['email'] ),
			),
			Locale::home_url( (string) $subscriber['language'] )
		);
	}

	/**
	 * The one-click unsubscribe URL (RFC 8058) of a subscriber.
	 *
	 * @param array<string, mixed> $subscriber Subscribers::shape().
	 */
	public static function one_click( array $subscriber ): string {
		return add_query_arg(
			array(
				'id'    => (int) $subscriber['id'],
				'token' => Subscribers::unsubscribe_token( (int) $subscriber['id'], (string) $subscriber['email'] ),
			),
			rest_url( AbstractRoute::NAMESPACE . '/newsletter/unsubscribe' )
		);
	}

	/**
	 * The headers every mail of the mailing carries (RFC 2369 List-Unsubscribe, RFC 8058
	 * List-Unsubscribe-Post). Only the https URL: no mailbox processes unsubscribe mails, so a
	 * mailto: would promise what nobody does.
	 *
	 * @param array<string, mixed> $subscriber Subscribers::shape().
	 * @return list<string>
	 */
	public static function headers( array $subscriber ): array {
		return array(
			'List-Unsubscribe: <' . self::one_click( $subscriber ) . '>',
			'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
		);
	}
}
