<?php
/**
 * POST kabelshop/v1/inquiries.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;
use Kabelshop\Inquiries\Inquiry;
use Kabelshop\Inquiries\InquiryMailer;
use Kabelshop\Inquiries\InquiryRepository;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Security\VisitorWriteGuard;
use WP_REST_Request;

/**
 * Sends the inquiry list (spec: shop query). Anyone may send (visitors too); nonce + XSRF are
 * checked by AbstractRoute. JSON body: company_name, oib, contact_person, email, phone, note,
 * lines: [ { article_code, quantity_m } ], and cf-turnstile-response when the bot check is on.
 * Order: rate limit (MAX_PER_BROWSER per hour per browser plus the per-address limit staff set in Security\BotCheckSettings, else 429 kabelshop_inquiry_rate_limited
 * with retry_after in seconds), bot check (400 naming cf-turnstile-response; 503 when the service
 * cannot answer), fields (400 kabelshop_inquiry_invalid with data.fields naming every bad field),
 * unknown article codes (400 naming lines), then one transaction storing inquiry and lines with
 * the server's current prices, and two mails (sales, copy to the buyer).
 * Success: 200 { sent: true, number: 'UPIT-000042' } (the island reads the status; spec section 4).
 */
final class Inquiries extends AbstractRoute {

	public const MAX_PER_BROWSER = 5;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'inquiries';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		$args = array();
		foreach ( Inquiry::FIELDS as $field => $max ) {
			$args[ $field ] = array(
				'description'       => 'Inquiry field (spec: shop query).',
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => max( 200, $max + 100 ),
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'note' === $field ? 'sanitize_textarea_field' : 'sanitize_text_field',
			);
		}
		$args['lines']                        = array(
			'description'       => 'Inquiry list lines: article code and whole metres. Prices are never read.',
			'type'              => 'array',
			'default'           => array(),
			'maxItems'          => Inquiry::MAX_LINES * 2,
			'items'             => array(
				'type'       => 'object',
				'properties' => array(
					'article_code' => array(
						'type'      => 'string',
						'maxLength' => 64,
					),
					'quantity_m'   => array(
						'type' => 'number',
					),
				),
			),
			'validate_callback' => array( $this, 'validate_lines' ),
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
	 * Only lets through an array; its contents are checked by Inquiry::validate() so that the
	 * answer can name the field with the spec's message.
	 *
	 * @param mixed $value Sent value.
	 * @return true|\WP_Error
	 */
	public function validate_lines( $value ) {
		if ( ! is_array( $value ) ) {
			return new \WP_Error(
				'kabelshop_inquiry_invalid',
				__( 'A line of the inquiry list is not valid. Please check the article and the metres.', 'kabelshop-core' ),
				array(
					'status' => 400,
					'field'  => 'lines',
				)
			);
		}
		return true;
	}

	/**
	 * Anyone may send an inquiry (spec: shop query; visitors too).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true
	 */
	public function permission( WP_REST_Request $request ) {
		return true;
	}

	/**
	 * Stores and mails the inquiry.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{sent: bool, number: string}
	 * @throws \Kabelshop\Domain\ShopException For every refusal (see the class comment and VisitorWriteGuard).
	 */
	public function create( WP_REST_Request $request ): array {
		$guard = new VisitorWriteGuard( 'inquiry', self::MAX_PER_BROWSER, __( 'Too many inquiries from your network. Please try again later.', 'kabelshop-core' ) );
		$guard->admit( (string) $request->get_param( VisitorWriteGuard::BOT_FIELD ) );
		$input = array();
		foreach ( array_keys( Inquiry::FIELDS ) as $field ) {
			$input[ $field ] = (string) $request->get_param( $field );
		}
		$input['lines']         = $request->get_param( 'lines' );
		list( $clean, $errors ) = Inquiry::validate( $input );
		$guard->check_fields( $errors );
		$repository = new InquiryRepository();
		$id         = $repository->create( $clean, get_current_user_id(), Locale::current() );
		$inquiry    = $repository->find( $id );
		if ( null !== $inquiry ) {
			( new InquiryMailer() )->sent( $inquiry );
		}
		return array(
			'sent'   => true,
			'number' => InquiryMailer::number( $id ),
		);
	}
}
