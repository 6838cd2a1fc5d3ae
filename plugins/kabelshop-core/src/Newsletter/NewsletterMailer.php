<?php
/**
 * Mails of the price-list mailing.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\LocalizedMail;

/**
 * Plain-text mails with wp_mail(), each in the subscriber's language (I18n\LocalizedMail: the
 * language of the form they signed up with) and each with the List-Unsubscribe and
 * List-Unsubscribe-Post headers (Links::headers(); RFC 2369, RFC 8058) and an unsubscribe link in
 * the text, the confirmation mail too (someone who did not ask for it ends it with one click).
 */
final class NewsletterMailer {

	/**
	 * The double opt-in mail with the confirmation link.
	 *
	 * @param array<string, mixed> $subscriber Subscribers::shape().
	 * @param string               $token      Plain confirmation token.
	 * @return bool Whether wp_mail accepted it.
	 */
	public function confirmation( array $subscriber, string $token ): bool {
		return (bool) LocalizedMail::send_in(
			(string) $subscriber['language'],
			static function () use ( $subscriber, $token ): bool {
				$body = implode(
					"\n",
					array(
						__( 'Hello,', 'kabelshop-core' ),
						'',
						__( 'Someone (hopefully you) asked to receive the monthly changes of the Kabelshop cable price list at this address.', 'kabelshop-core' ),
						__( 'Please confirm with this link (valid for 7 days):', 'kabelshop-core' ),
						'',
						Links::confirm( (string) $subscriber['language'], $token ),
						'',
						__( 'If you did not ask for this, ignore this mail: without confirmation you will receive nothing.', 'kabelshop-core' ),
						'',
						'-- ',
						__( 'Unsubscribe:', 'kabelshop-core' ) . ' ' . Links::unsubscribe_page( $subscriber ),
					)
				);
				return (bool) wp_mail( (string) $subscriber['email'], __( 'Please confirm your subscription to the Kabelshop price list', 'kabelshop-core' ), $body, Links::headers( $subscriber ) );
			}
		);
	}

	/**
	 * One subscriber's change mail.
	 *
	 * @param array<string, mixed>       $subscriber Subscribers::shape().
	 * @param list<array<string, mixed>> $changes    PriceHistory::changes() rows.
	 * @param string                     $since      UTC start of the period.
	 * @param string                     $until      UTC end of the period.
	 * @return bool Whether wp_mail accepted it.
	 */
	public function changes( array $subscriber, array $changes, string $since, string $until ): bool {
		return (bool) LocalizedMail::send_in(
			(string) $subscriber['language'],
			static function () use ( $subscriber, $changes, $since, $until ): bool {
				$mail = ChangeMail::build( $changes, $since, $until, $subscriber );
				return (bool) wp_mail( (string) $subscriber['email'], $mail['subject'], $mail['body'], Links::headers( $subscriber ) );
			}
		);
	}
}
