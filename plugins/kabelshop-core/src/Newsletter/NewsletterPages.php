<?php
/**
 * The confirmation and unsubscribe pages of the price-list mailing.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * The pages the mails link to: the subscriber's language home with ?kabelshop_newsletter=confirm
 * &token=… or =unsubscribe&id=…&token=… (Links). Answered on template_redirect with
 * templates/newsletter-page.php inside the site's header and footer, in the URL's language (the
 * subscriber's), noindex and not cached.
 *
 * A GET never changes anything: mail scanners and link previews fetch links before people do, and
 * a confirmation by GET would subscribe an address nobody confirmed (and an unsubscribe by GET would
 * end subscriptions nobody ended). The GET shows one button; its POST (a plain HTML form, no
 * JavaScript) confirms or unsubscribes. The token in the URL is the authentication (as for the
 * one-click unsubscribe), so the form has no nonce: a forged POST would need the token.
 */
final class NewsletterPages {

	/**
	 * The view model of the page, null when the request is not for one of the pages.
	 *
	 * @param string               $kind   'confirm' | 'unsubscribe'.
	 * @param array<string, mixed> $query  Query arguments ($_GET, unslashed).
	 * @param bool                 $posted Whether the page's button was sent (POST).
	 * @return array{title: string, message: string, status: string, button: string, hidden: array<string, string>, action: string, home: string, home_label: string}|null
	 *         status 'ask' (the button is shown), 'done' or 'error'.
	 */
	public function view( string $kind, array $query, bool $posted ): ?array {
		$token = isset( $query['token'] ) && is_string( $query['token'] ) ? strtolower( $query['token'] ) : '';
		$base  = array(
			'button'     => '',
			'hidden'     => array(),
			'action'     => '',
			'home'       => Locale::home_url(),
			'home_label' => __( 'Back to the home page', 'kabelshop-core' ),
		);
		if ( 'confirm' === $kind ) {
			return array_merge( $base, $this->confirm( $token, $posted ) );
		}
		if ( 'unsubscribe' === $kind ) {
			$id = isset( $query['id'] ) && is_string( $query['id'] ) ? absint( $query['id'] ) : 0;
			return array_merge( $base, $this->unsubscribe( $id, $token, $posted ) );
		}
		return null;
	}

	/**
	 * The confirmation page.
	 *
	 * @param string $token  Token of the link.
	 * @param bool   $posted Whether the button was sent.
	 * @return array<string, mixed>
	 */
	private function confirm( string $token, bool $posted ): array {
		// The GET looks before it asks: a used, expired or unknown link is answered at once, so
		// nobody is asked to confirm what is confirmed already (issue 27). Nothing changes on a GET.
		$state = $posted ? 'posted' : ( new Subscribers() )->peek( $token );
		if ( 'already' === $state ) {
			return array(
				'status'  => 'done',
				'title'   => __( 'Subscription confirmed', 'kabelshop-core' ),
				'message' => __( 'This address is already confirmed: you receive the price-list mails. Nothing more to do.', 'kabelshop-core' ),
			);
		}
		if ( 'pending' === $state ) {
			return array(
				'status'  => 'ask',
				'title'   => __( 'Confirm your subscription', 'kabelshop-core' ),
				'message' => __( 'Please confirm that you want to receive the changes of the cable price list by e-mail.', 'kabelshop-core' ),
				'button'  => __( 'Confirm subscription', 'kabelshop-core' ),
				'hidden'  => array( 'kabelshop_newsletter_do' => 'confirm' ),
				'action'  => add_query_arg(
					array(
						Links::QUERY_ARG => 'confirm',
						'token'          => $token,
					),
					Locale::home_url()
				),
			);
		}
		$result = 'posted' === $state ? ( new Subscribers() )->confirm( $token ) : array( 'result' => $state );
		switch ( $result['result'] ) {
			case 'confirmed':
			case 'already':
				return array(
					'status'  => 'done',
					'title'   => __( 'Subscription confirmed', 'kabelshop-core' ),
					'message' => __( 'Your e-mail address has been added to the mailing list. You will receive notifications about cable price changes once a month.', 'kabelshop-core' ),
				);
			case 'expired':
				return array(
					'status'  => 'error',
					'title'   => __( 'The confirmation link has expired', 'kabelshop-core' ),
					'message' => __( 'Confirmation links are valid for 7 days. Please sign up again on the home page; you will receive a new link.', 'kabelshop-core' ),
				);
		}
		return array(
			'status'  => 'error',
			'title'   => __( 'This link is not valid', 'kabelshop-core' ),
			'message' => __( 'The confirmation link is not valid or has been used already. Please sign up again on the home page.', 'kabelshop-core' ),
		);
	}

	/**
	 * The unsubscribe page.
	 *
	 * @param int    $id     Subscriber id of the link.
	 * @param string $token  Token of the link.
	 * @param bool   $posted Whether the button was sent.
	 * @return array<string, mixed>
	 */
	private function unsubscribe( int $id, string $token, bool $posted ): array {
		$subscribers = new Subscribers();
		$subscriber  = $subscribers->verify_unsubscribe( $id, $token );
		if ( null === $subscriber ) {
			return array(
				'status'  => 'error',
				'title'   => __( 'This link is not valid', 'kabelshop-core' ),
				'message' => __( 'The unsubscribe link is not valid. Please use the link of the latest mail, or write to us and we will remove your address.', 'kabelshop-core' ),
			);
		}
		if ( $posted ) {
			$subscribers->unsubscribe( $id );
		}
		if ( $posted || Subscribers::UNSUBSCRIBED === $subscriber['status'] ) {
			return array(
				'status'  => 'done',
				'title'   => __( 'You have been unsubscribed', 'kabelshop-core' ),
				/* translators: %s: e-mail address */
				'message' => sprintf( __( '%s will receive no more price-list mails from us.', 'kabelshop-core' ), $subscriber['email'] ),
			);
		}
		return array(
			'status'  => 'ask',
			'title'   => __( 'Unsubscribe from the price-list mailing', 'kabelshop-core' ),
			/* translators: %s: e-mail address */
			'message' => sprintf( __( 'Do you want to stop receiving the cable price-list changes at %s?', 'kabelshop-core' ), $subscriber['email'] ),
			'button'  => __( 'Unsubscribe', 'kabelshop-core' ),
			'hidden'  => array( 'kabelshop_newsletter_do' => 'unsubscribe' ),
			'action'  => Links::unsubscribe_page( $subscriber ),
		);
	}
}
