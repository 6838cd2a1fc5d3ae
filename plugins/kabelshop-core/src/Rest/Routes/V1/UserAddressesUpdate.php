<?php
/**
 * POST kabelshop/v1/user/profile/addresses/update.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\AddressBook;
use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\FieldRules;
use Kabelshop\Accounts\Roles;
use Kabelshop\Domain\ShopException;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use WP_REST_Request;

/**
 * Adds or changes one of the logged-in customer's delivery addresses (spec section 7: multipart
 * fields address_id (-1 = new), delivery_street, delivery_house_no, delivery_city, delivery_zip,
 * delivery_country (code), contact_person, contact_person_phone_number; used from the profile
 * and from checkout; status 200 is success, otherwise the server's message is shown).
 *
 * 200: { message: 'Address successfully added.' | 'Address successfully updated.', address: address,
 *        addresses: { headquarters, delivery } } (address shape: plugins/kabelshop-core/src/Accounts/Addresses.php).
 * 400 kabelshop_address_invalid: data.fields names every bad field (rules of spec section 5),
 *     message 'Address not added. Please try again.' / 'Address not updated. Please try again.'.
 * 400 kabelshop_address_limit_reached naming address_id when a new address would be the 51st
 *     (AddressBook::MAX_DELIVERY = 50 delivery addresses per customer; changing one still works).
 * 401 visitors, 403 logged-in users who may not order (pending registrations), 403 on missing
 * nonce/XSRF token, 403 for address_id 0 (the headquarters changes only through the register
 * update or by staff), 404 for an id the customer does not own (nothing is written), 503
 * kabelshop_account_busy (data retry_after) when another change of the customer's data holds the
 * customer's lock for over 10 seconds (Accounts\CustomerLock, issue 26: parallel saves keep every
 * address and never pass the limit together).
 */
final class UserAddressesUpdate extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'user/profile/addresses/update';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		$text = array(
			'type'              => 'string',
			'default'           => '',
			'maxLength'         => 200,
			'sanitize_callback' => array( $this, 'sanitize_text' ),
			'validate_callback' => 'rest_validate_request_arg',
		);
		$args = array(
			'address_id' => array(
				'type'              => 'integer',
				'minimum'           => -1,
				'maximum'           => PHP_INT_MAX,
				'sanitize_callback' => array( $this, 'sanitize_id' ),
				'validate_callback' => 'rest_validate_request_arg',
			),
		);
		foreach ( array_keys( AddressBook::FIELD_MAP ) as $field ) {
			$args[ $field ] = $text;
		}
		$args['delivery_country']['maxLength'] = 2;
		return array(
			array(
				'methods' => 'POST',
				'args'    => $args,
				'handler' => 'save',
			),
		);
	}

	/**
	 * Approved customers only (capability kabelshop_place_orders: delivery addresses are for orders).
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( Roles::CAP_ORDER );
	}

	/**
	 * Trims a text field and strips tags and line breaks.
	 *
	 * @param mixed $value Raw value.
	 */
	public function sanitize_text( $value ): string {
		return trim( sanitize_text_field( is_scalar( $value ) ? (string) $value : '' ) );
	}

	/**
	 * Integer id (-1 stays -1).
	 *
	 * @param mixed $value Raw value.
	 */
	public function sanitize_id( $value ): int {
		return (int) $value;
	}

	/**
	 * Validates and stores the address.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{message: string, address: array<string, int|string>, addresses: array<string, mixed>}
	 * @throws ShopException 400 bad fields or address limit, 403 headquarters, 404 not the customer's address, 500 storage failure (AddressBook's).
	 * @throws RouteException 400 when address_id is missing (bad_field()).
	 */
	public function save( WP_REST_Request $request ): array {
		$user_id = get_current_user_id();
		if ( null === $request['address_id'] ) {
			$this->bad_field( 'kabelshop_address_invalid', 'address_id', FieldRules::message( 'REQUIRED' ) );
		}
		$address_id = (int) $request['address_id'];
		$adding     = -1 === $address_id;
		$failed     = AddressBook::not_saved( $adding );
		if ( 0 === $address_id ) {
			throw new RouteException( 'kabelshop_address_headquarters_locked', __( 'The headquarters address changes only through the court register update or by our staff.', 'kabelshop-core' ), 403 );
		}
		if ( ! $adding && null === Addresses::find_delivery( $user_id, $address_id ) ) {
			throw new RouteException( 'kabelshop_address_not_found', __( 'This address was not found in your account.', 'kabelshop-core' ), 404 );
		}
		$input = array();
		foreach ( array_keys( AddressBook::FIELD_MAP ) as $field ) {
			$input[ $field ] = (string) $request[ $field ];
		}
		$errors = AddressBook::validate( $input );
		if ( $errors ) {
			throw new RouteException(
				'kabelshop_address_invalid',
				$failed,
				400,
				array(
					'field'  => (string) array_key_first( $errors ),
					'fields' => $errors,
				)
			);
		}
		$address = AddressBook::save( $user_id, $address_id, $input );
		if ( null === $address ) {
			throw new RouteException( 'kabelshop_address_not_found', __( 'This address was not found in your account.', 'kabelshop-core' ), 404 );
		}
		return array(
			'message'   => $adding ? __( 'Address successfully added.', 'kabelshop-core' ) : __( 'Address successfully updated.', 'kabelshop-core' ),
			'address'   => $address,
			'addresses' => Addresses::for_user( $user_id ),
		);
	}
}
