<?php
/**
 * POST kabelshop/v1/auth/register.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\AccountMailer;
use Kabelshop\Accounts\Registration;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Security\VisitorWriteGuard;
use WP_REST_Request;

/**
 * Registers a business customer (spec section 7: multipart fields email, country, subject_type,
 * oib, phone_number, contact_person, company_street, company_houseNO, company_city, company_zip,
 * company_name; plus terms and, when the bot check is on, cf-turnstile-response).
 * Visitors only (a logged-in user gets 403 kabelshop_register_logged_in). Nonce + XSRF checked
 * by AbstractRoute. Fields are not 'required' in the schema so that one answer names every bad
 * field: 400 kabelshop_register_invalid with data.fields { field: message } (spec sections 5, 8).
 * Order: rate limit (MAX_PER_BROWSER attempts per hour per browser plus the per-address limit staff set, else 429 with Retry-After), bot check
 * (400 naming cf-turnstile-response, or 503 when the service cannot answer), fields, duplicates
 * (409 naming email or oib, nothing created), then the pending account and two mails.
 * Success: 200 { registered: true } (the spec reads only the status).
 */
final class AuthRegister extends AbstractRoute {

	public const MAX_PER_BROWSER = 10;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'auth/register';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		$args = array();
		foreach ( Registration::FIELDS as $field => $max ) {
			$args[ $field ] = array(
				'description'       => 'Registration field (spec section 7).',
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => max( 200, $max ),
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			);
		}
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
	 * Visitors only.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		if ( is_user_logged_in() ) {
			return new \WP_Error( 'kabelshop_register_logged_in', __( 'You are already logged in. Please log out to register another company.', 'kabelshop-core' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * Registers.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{registered: bool}
	 * @throws \Kabelshop\Domain\ShopException For every refusal (see the class comment and VisitorWriteGuard).
	 */
	public function create( WP_REST_Request $request ): array {
		$guard = new VisitorWriteGuard( 'register', self::MAX_PER_BROWSER, __( 'Too many registration attempts from your network. Please try again later.', 'kabelshop-core' ) );
		$guard->admit( (string) $request->get_param( VisitorWriteGuard::BOT_FIELD ) );
		$input = array();
		foreach ( array_keys( Registration::FIELDS ) as $field ) {
			$input[ $field ] = (string) $request->get_param( $field );
		}
		list( $clean, $errors ) = Registration::validate( $input );
		$guard->check_fields( $errors );
		$user_id = Registration::create( $clean );
		$mailer  = new AccountMailer();
		$mailer->received( $user_id );
		$mailer->to_sales( $user_id );
		return array( 'registered' => true );
	}
}
