<?php
/**
 * POST kabelshop/v1/applications.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Domain\ShopException;
use Kabelshop\Forms\Application;
use Kabelshop\Forms\ApplicationService;
use Kabelshop\Forms\ContactMessage;
use Kabelshop\Forms\CvFile;
use Kabelshop\I18n\Locale;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Args;
use Kabelshop\Security\RateLimiter;
use Kabelshop\Security\VisitorWriteGuard;
use WP_REST_Request;

/**
 * A job application (issue 12, Forms). Anyone may send; nonce + XSRF are checked by AbstractRoute.
 * Multipart body: opening (a kabelshop_job id that takes applications, 0 = open application),
 * name, email, phone, cover_note, consent ('1'), the file cv (PDF or DOCX by content, at most
 * 5 MB: Forms\CvFile), and cf-turnstile-response when the bot check is on.
 * Order: a body larger than PHP's post_max_size (PHP drops it whole) is 400 naming cv; rate limit
 * (MAX_PER_BROWSER per hour per browser plus the per-address limit staff set in Security\BotCheckSettings, else 429 kabelshop_application_rate_limited with
 * Retry-After); bot check; fields and file (400 kabelshop_application_invalid, data.fields naming
 * every bad field, a closed or unknown opening included); then the CV is moved into private
 * storage and the row written (all or nothing: ApplicationRepository::create()), then two mails
 * (staff, copy to the applicant; a failed mail leaves mail status 'failed' and the answer 200).
 * Success: 200 { sent: true }.
 */
final class Applications extends AbstractRoute {

	public const MAX_PER_BROWSER = 5;

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'applications';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		$args = array(
			'opening' => array(
				'description'       => 'Id of the job opening (post type kabelshop_job), 0 for an open application.',
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => 20,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
		);
		foreach ( Application::FIELDS as $field => $max ) {
			$args[ $field ] = array(
				'description'       => 'Application field (docs/forms.md): at most ' . $max . ' characters are accepted.',
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => $max + 1000,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'cover_note' === $field ? 'sanitize_textarea_field' : 'sanitize_text_field',
			);
		}
		$args['consent']                      = array(
			'description' => 'Consent to keeping the application for the retention period; must be given (1).',
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
	 * Anyone may apply.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true
	 */
	public function permission( WP_REST_Request $request ) {
		return true;
	}

	/**
	 * Checks, stores and mails the application.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{sent: bool}
	 * @throws ShopException For every refusal (see the class comment and VisitorWriteGuard).
	 */
	public function create( WP_REST_Request $request ): array {
		if ( self::body_was_dropped() ) {
			$this->bad_field( 'kabelshop_application_invalid', 'cv', CvFile::too_big() );
		}
		$guard = new VisitorWriteGuard( 'application', self::MAX_PER_BROWSER, __( 'Too many applications from your network. Please try again later.', 'kabelshop-core' ) );
		$guard->admit( (string) $request->get_param( VisitorWriteGuard::BOT_FIELD ) );
		$input = array(
			'opening' => $request->get_param( 'opening' ),
			'consent' => $request->get_param( 'consent' ),
		);
		foreach ( array_keys( Application::FIELDS ) as $field ) {
			$input[ $field ] = (string) $request->get_param( $field );
		}
		list( $clean, $errors ) = Application::validate( $input );
		$cv                     = self::uploaded_cv( $request );
		if ( is_string( $cv ) ) {
			$errors['cv'] = $cv;
		}
		$guard->check_fields( ContactMessage::in_order( $errors, Application::ORDER ) );
		if ( is_string( $cv ) ) {
			return array( 'sent' => false ); // Unreachable: check_fields() threw for the CV error.
		}
		( new ApplicationService() )->submit( $clean, $cv, Locale::current(), RateLimiter::client_ip() );
		return array( 'sent' => true );
	}

	/**
	 * The checked CV upload, or the translated reason it is refused.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{path: string, type: string, bytes: int, name: string, uploaded: bool}|string
	 */
	private static function uploaded_cv( WP_REST_Request $request ) {
		$files = $request->get_file_params();
		$file  = isset( $files['cv'] ) && is_array( $files['cv'] ) ? $files['cv'] : array();
		$error = isset( $file['error'] ) && is_numeric( $file['error'] ) ? (int) $file['error'] : UPLOAD_ERR_NO_FILE;
		if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error ) {
			return CvFile::too_big();
		}
		$tmp = isset( $file['tmp_name'] ) && is_string( $file['tmp_name'] ) ? $file['tmp_name'] : '';
		if ( UPLOAD_ERR_NO_FILE === $error || '' === $tmp ) {
			return __( 'Please attach your CV as a PDF or DOCX file.', 'kabelshop-core' );
		}
		if ( UPLOAD_ERR_OK !== $error || ! is_uploaded_file( $tmp ) ) {
			return __( 'The CV did not arrive completely. Please try again.', 'kabelshop-core' );
		}
		$checked = CvFile::check( $tmp );
		if ( is_string( $checked ) ) {
			return $checked;
		}
		return array(
			'path'     => $tmp,
			'type'     => $checked['type'],
			'bytes'    => $checked['bytes'],
			'name'     => isset( $file['name'] ) && is_string( $file['name'] ) ? $file['name'] : '',
			'uploaded' => true,
		);
	}

	/**
	 * Whether PHP dropped the whole body because it exceeded post_max_size (then $_POST and
	 * $_FILES are empty although the client sent a body).
	 */
	private static function body_was_dropped(): bool {
		$length = isset( $_SERVER['CONTENT_LENGTH'] ) ? (int) $_SERVER['CONTENT_LENGTH'] : 0;
		$limit  = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		return $limit > 0 && $length > $limit;
	}
}
