<?php
/**
 * Read-only access to a customer's addresses.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * A customer's addresses live in user meta (spec section 3, address form):
 * - 'kabelshop_headquarters': one array (the registered seat);
 * - 'kabelshop_delivery_addresses': a list of arrays.
 * Each address: { id: int, street, house_no, city, zip, country (ISO 3166-1 alpha-2), contact_person, phone }.
 * Headquarters has id 0. Editing belongs to the user/profile/addresses/update route (later issue).
 */
final class Addresses {

	public const META_HEADQUARTERS = 'kabelshop_headquarters';
	public const META_DELIVERY     = 'kabelshop_delivery_addresses';

	/** Address fields in output order. */
	public const FIELDS = array( 'street', 'house_no', 'city', 'zip', 'country', 'contact_person', 'phone' );

	/**
	 * The user's addresses.
	 *
	 * @param int $user_id User id.
	 * @return array{headquarters: array<string, int|string>|null, delivery: list<array<string, int|string>>}
	 */
	public static function for_user( int $user_id ): array {
		$hq       = get_user_meta( $user_id, self::META_HEADQUARTERS, true );
		$delivery = get_user_meta( $user_id, self::META_DELIVERY, true );
		$list     = array();
		foreach ( is_array( $delivery ) ? $delivery : array() as $address ) {
			if ( is_array( $address ) && isset( $address['id'] ) && (int) $address['id'] > 0 ) {
				$list[] = self::normalize( $address );
			}
		}
		return array(
			'headquarters' => is_array( $hq ) && $hq ? self::normalize( array( 'id' => 0 ) + $hq ) : null,
			'delivery'     => $list,
		);
	}

	/**
	 * One of the user's delivery addresses by id, or null when the user has none with that id.
	 *
	 * @param int $user_id    User id.
	 * @param int $address_id Address id (> 0).
	 * @return array<string, int|string>|null
	 */
	public static function find_delivery( int $user_id, int $address_id ): ?array {
		foreach ( self::for_user( $user_id )['delivery'] as $address ) {
			if ( $address['id'] === $address_id ) {
				return $address;
			}
		}
		return null;
	}

	/**
	 * One line for display, e.g. "Demo ulica 1, 10000 Zagreb, HR".
	 *
	 * @param array<string, int|string> $address Normalised address.
	 */
	public static function one_line( array $address ): string {
		return trim( sprintf( '%s %s, %s %s, %s', $address['street'], $address['house_no'], $address['zip'], $address['city'], $address['country'] ), ' ,' );
	}

	/**
	 * Keeps the known fields, as strings (id as int); country upper-case.
	 *
	 * @param array<string, mixed> $address Stored address.
	 * @return array<string, int|string>
	 */
	private static function normalize( array $address ): array {
		$out = array( 'id' => (int) ( $address['id'] ?? 0 ) );
		foreach ( self::FIELDS as $field ) {
			$out[ $field ] = isset( $address[ $field ] ) && is_scalar( $address[ $field ] ) ? (string) $address[ $field ] : '';
		}
		$out['country'] = strtoupper( (string) $out['country'] );
		return $out;
	}
}
