<?php
/**
 * GET and POST kabelshop/v1/user/profile.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\CustomerLock;
use Kabelshop\Accounts\EmailChange;
use Kabelshop\Accounts\ProfileData;
use Kabelshop\Accounts\ProfilePassword;
use Kabelshop\Accounts\Roles;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use WP_REST_Request;

/**
 * The logged-in customer's profile data (spec section 3, profile update form; the spec does not
 * show this call, so its path is ours).
 *
 * GET  => { profile: { email, companyId, companyName, phone, userName, address, addressNr, city,
 *           postNr, country }, emailPending: string|null }.
 * POST (multipart or JSON) with those fields plus passwordOld, passwordNew, passwordConfirm =>
 *   200 { message: 'Data successfully updated.', passwordMessage: 'Password successfully updated.'|null,
 *         emailPending: string|null (a confirmation link went to this address), profile }.
 *   400 kabelshop_profile_invalid naming every bad field in data.fields (rules of spec section 5),
 *       message 'Password not updated. Please try again.' when only password fields are wrong,
 *       else 'Data not updated. Please try again.'; nothing is stored.
 *   401 visitors; 403 pending registrations and missing nonce/XSRF token; 503
 *   kabelshop_account_busy (data retry_after) when another change of the customer's data holds
 *   the customer's lock for over 10 seconds (Accounts\CustomerLock: the check and the writes run
 *   under it, so parallel saves, a password change and an e-mail confirmation never undo each other).
 */
final class UserProfile extends AbstractRoute {

	private const PASSWORD_FIELDS = array( 'passwordOld', 'passwordNew', 'passwordConfirm' );

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'user/profile';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		$args = array();
		foreach ( ProfileData::FIELDS as $field ) {
			$args[ $field ] = array(
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => 200,
				'sanitize_callback' => array( $this, 'sanitize_text' ),
				'validate_callback' => 'rest_validate_request_arg',
			);
		}
		foreach ( self::PASSWORD_FIELDS as $field ) {
			$args[ $field ] = array(
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => 200,
				'sanitize_callback' => array( $this, 'sanitize_password' ),
				'validate_callback' => 'rest_validate_request_arg',
			);
		}
		return array(
			array(
				'methods' => 'GET',
				'args'    => array(),
				'handler' => 'read',
			),
			array(
				'methods' => 'POST',
				'args'    => $args,
				'handler' => 'update',
			),
		);
	}

	/**
	 * Approved business customers (capability kabelshop_place_orders).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( Roles::CAP_ORDER );
	}

	/**
	 * Trimmed single-line text.
	 *
	 * @param mixed $value Raw value.
	 */
	public function sanitize_text( $value ): string {
		return trim( sanitize_text_field( is_scalar( $value ) ? (string) $value : '' ) );
	}

	/**
	 * A password exactly as typed (the pattern allows letters and digits only, so nothing is stripped).
	 *
	 * @param mixed $value Raw value.
	 */
	public function sanitize_password( $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * The profile.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{profile: array<string, string>, emailPending: string|null}
	 */
	public function read( WP_REST_Request $request ): array {
		$user_id = get_current_user_id();
		return array(
			'profile'      => ProfileData::read( $user_id ),
			'emailPending' => EmailChange::pending( $user_id ),
		);
	}

	/**
	 * Validates everything, then stores the data, the password and the e-mail request.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{message: string, passwordMessage: string|null, emailPending: string|null, profile: array<string, string>}
	 * @throws RouteException 400 bad fields, 500 storage failure, 503 account busy.
	 */
	public function update( WP_REST_Request $request ): array {
		$user_id = get_current_user_id();
		$input   = array();
		foreach ( ProfileData::FIELDS as $field ) {
			$input[ $field ] = (string) $request[ $field ];
		}
		$input['country'] = strtoupper( $input['country'] );
		$old              = (string) $request['passwordOld'];
		$new              = (string) $request['passwordNew'];
		$confirm          = (string) $request['passwordConfirm'];

		// Validated and stored under the customer's lock (issue 26): the checks (current password,
		// e-mail owner) and the writes see what a parallel save of the same customer stored.
		return CustomerLock::run(
			$user_id,
			static function () use ( $user_id, $input, $old, $new, $confirm ): array {
				$errors = ProfileData::validate( $input, $user_id ) + ProfilePassword::validate( $user_id, $old, $new, $confirm );
				if ( $errors ) {
					$only_password = ! array_diff( array_keys( $errors ), self::PASSWORD_FIELDS );
					throw new RouteException(
						'kabelshop_profile_invalid',
						$only_password ? __( 'Password not updated. Please try again.', 'kabelshop-core' ) : __( 'Data not updated. Please try again.', 'kabelshop-core' ),
						400,
						array(
							'field'  => (string) array_key_first( $errors ),
							'fields' => $errors,
						)
					);
				}
				ProfileData::save( $user_id, $input );
				$password_message = null;
				if ( ProfilePassword::requested( $old, $new, $confirm ) ) {
					if ( ! ProfilePassword::change( $user_id, $new ) ) {
						throw new RouteException( 'kabelshop_profile_password_not_saved', __( 'Password not updated. Please try again.', 'kabelshop-core' ), 500 );
					}
					$password_message = __( 'Password successfully updated.', 'kabelshop-core' );
				}
				$user = get_userdata( $user_id );
				if ( $user && 0 !== strcasecmp( $user->user_email, $input['email'] ) ) {
					EmailChange::request( $user_id, $input['email'] );
				}
				return array(
					'message'         => __( 'Data successfully updated.', 'kabelshop-core' ),
					'passwordMessage' => $password_message,
					'emailPending'    => EmailChange::pending( $user_id ),
					'profile'         => ProfileData::read( $user_id ),
				);
			}
		);
	}
}
