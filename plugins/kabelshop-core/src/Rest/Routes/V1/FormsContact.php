<?php
/**
 * POST kabelshop/v1/forms/contact.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Forms\ContactMailer;
use Kabelshop\Forms\ContactMessage;
use Kabelshop\Forms\ContactRepository;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Security\VisitorWriteGuard;
use WP_REST_Request;

/**
 * The contact form (issue 12, Forms). Anyone may send; nonce + XSRF are checked by AbstractRoute.
 * JSON body: name, company, email, phone, message, consent (true), and cf-turnstile-response when
 * the bot check is on. Order: rate limit (MAX_PER_BROWSER per hour per browser plus the per-address limit staff set in Security\BotCheckSettings, else 429
 * kabelshop_contact_rate_limited with retry_after and a Retry-After header), bot check (400 naming
 * cf-turnstile-response; 503 when the service cannot answer), fields (400 kabelshop_contact_invalid,
 * data.fields naming every bad field with the spec's translated messages), then the message is
 * stored (language, time, consent text as shown, IP hash) and only then mailed to the recipient set
 * in wp-admin. A mail that fails leaves the row with mail status 'failed' (shown in wp-admin) and the
 * answer is still 200: the message is stored. Success: 200 { sent: true }.
 */
final class FormsContact extends AbstractRoute {

	public const MAX_PER_BROWSER = 5;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'forms/contact';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		$args = array();
		foreach ( ContactMessage::FIELDS as $field => $max ) {
			$args[ $field ] = array(
				'description'       => 'Contact form field (docs/forms.md): at most ' . $max . ' characters are accepted.',
				'type'              => 'string',
				'default'           => '',
				// Longer than the rule, so that the rule answers with its translated message naming the field.
				'maxLength'         => $max + 1000,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'message' === $field ? 'sanitize_textarea_field' : 'sanitize_text_field',
			);
		}
		$args['consent']                      = array(
			'description' => 'Consent to the processing described beside the box; must be true.',
			'type'        => 'boolean',
			'default'     => false,
		);
		$args[ VisitorWriteGuard::BOT_FIELD ] = Args::bot_token();
		return array(
			array(
				'methods' => 'POST',
				'args'    => $args,
				'handler' => 'create',
			),
		);
	}

	/**
	 * Anyone may send the contact form.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true
	 */
	public function permission( WP_REST_Request $request ) {
		return true;
	}

	/**
	 * Stores, then mails the message.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{sent: bool}
	 * @throws \Kabelshop\Domain\ShopException For every refusal (see the class comment and VisitorWriteGuard).
	 */
	public function create( WP_REST_Request $request ): array {
		$guard = new VisitorWriteGuard( 'contact', self::MAX_PER_BROWSER, __( 'Too many messages from your network. Please try again later.', 'kabelshop-core' ) );
		$guard->admit( (string) $request->get_param( VisitorWriteGuard::BOT_FIELD ) );
		$input = array( 'consent' => $request->get_param( 'consent' ) );
		foreach ( array_keys( ContactMessage::FIELDS ) as $field ) {
			$input[ $field ] = (string) $request->get_param( $field );
		}
		list( $clean, $errors ) = ContactMessage::validate( $input );
		$guard->check_fields( $errors );
		$repository = new ContactRepository();
		$id         = $repository->create( $clean, Locale::current(), ContactMessage::consent_text(), RateLimiter::client_ip() );
		$message    = $repository->find( $id );
		$mailed     = false;
		if ( null !== $message ) {
			try {
				$mailed = ( new ContactMailer() )->sent( $message );
			} catch ( \Throwable $e ) {
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions -- the message is stored; why its mail failed is for the administrator.
				error_log( sprintf( 'kabelshop contact message %d not mailed: %s: %s', $id, get_class( $e ), $e->getMessage() ) );
			}
		}
		$repository->set_mail_status( $id, $mailed ? ContactMessage::MAIL_SENT : ContactMessage::MAIL_FAILED );
		return array( 'sent' => true );
	}
}
