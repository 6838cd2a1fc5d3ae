<?php
/**
 * POST kabelshop/v1/newsletter/subscribe.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;
use Kabelshop\Newsletter\Signup;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Security\VisitorWriteGuard;
use WP_REST_Request;

/**
 * The price-list signup (spec: mailing list signup). Anyone may send; nonce + XSRF are checked by
 * AbstractRoute. JSON body: email, consent (true), cf-turnstile-response when the bot check is on.
 * Order: rate limit (MAX_PER_BROWSER per hour per browser plus the per-address limit staff set in Security\BotCheckSettings, else 429 kabelshop_newsletter_rate_limited with
 * retry_after), bot check, fields (400 kabelshop_newsletter_invalid naming email and/or consent),
 * then the address is stored as pending with the consent record and the confirmation link is mailed
 * in the request's language (double opt-in, Newsletter\Signup).
 * Success: 200 { received: true } for every valid signup, also for an address that is confirmed
 * already (no mail then): the answer does not tell who is subscribed.
 */
final class NewsletterSubscribe extends AbstractRoute {

	public const MAX_PER_BROWSER = 5;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'newsletter/subscribe';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'POST',
				'args'    => array(
					'email'                      => array(
						'description'       => 'E-mail address to subscribe (spec: mailing list signup).',
						'type'              => 'string',
						'default'           => '',
						'maxLength'         => 200,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'sanitize_text_field',
					),
					'consent'                    => array(
						'description'       => 'The visitor ticked the consent box (must be true).',
						'type'              => 'boolean',
						'default'           => false,
						'validate_callback' => 'rest_validate_request_arg',
						'sanitize_callback' => 'rest_sanitize_boolean',
					),
					VisitorWriteGuard::BOT_FIELD => Args::bot_token(),
				),
				'handler' => 'subscribe',
			),
		);
	}

	/**
	 * Anyone may sign up (spec section 6: anonymous visitors: signup).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true
	 */
	public function permission( WP_REST_Request $request ) {
		return true;
	}

	/**
	 * Stores the signup and mails the confirmation link.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{received: bool}
	 * @throws \Kabelshop\Domain\ShopException For every refusal (see the class comment and VisitorWriteGuard).
	 */
	public function subscribe( WP_REST_Request $request ): array {
		$guard = new VisitorWriteGuard( 'newsletter', self::MAX_PER_BROWSER, __( 'Too many signups from your network. Please try again later.', 'kabelshop-core' ) );
		$guard->admit( (string) $request->get_param( VisitorWriteGuard::BOT_FIELD ) );
		$email = trim( (string) $request->get_param( 'email' ) );
		$guard->check_fields( Signup::validate( $email, true === $request->get_param( 'consent' ) ) );
		Signup::accept( $email, Locale::current() );
		return array( 'received' => true );
	}
}
