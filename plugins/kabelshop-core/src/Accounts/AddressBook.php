<?php
/**
 * Adding and changing a customer's delivery addresses.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Domain\ShopException;
use Kabelshop\Setup\Database;

/**
 * Writes the delivery addresses Addresses reads (user meta 'kabelshop_delivery_addresses').
 *
 * Input uses the spec's multipart field names (section 7, POST user/profile/addresses/update):
 * address_id (-1 = new), delivery_street, delivery_house_no, delivery_city, delivery_zip,
 * delivery_country (ISO 3166-1 alpha-2), contact_person, contact_person_phone_number.
 * Rules (section 5, address forms): street, house number, city, postcode, contact person and
 * phone required; phone follows the phone rule (FieldRules::phone(), stored normalised for the
 * address's country); the country must be in the country list.
 *
 * Address ids are unique across the whole site (one counter in the options table), so an id names
 * one customer's address and a request for an id the customer does not own finds nothing.
 * The headquarters (id 0) is not written here: it comes from registration and changes only
 * through the court-register update or by staff.
 *
 * A customer keeps at most MAX_DELIVERY delivery addresses (issue 9: an unbounded list let one
 * account grow its user meta without end); the profile and the checkout both add through save().
 */
final class AddressBook {

	/** Options row holding the last address id handed out. */
	public const SEQUENCE_OPTION = 'kabelshop_address_sequence';

	/** First id of the counter (ids below are left to seeded demo data). */
	public const SEQUENCE_START = 1000;

	/** Most delivery addresses one customer keeps (the headquarters not counted). */
	public const MAX_DELIVERY = 50;

	/** Longest accepted text field, in characters. */
	public const MAX_LENGTH = 100;

	/** Spec field name => stored address key. */
	public const FIELD_MAP = array(
		'delivery_street'             => 'street',
		'delivery_house_no'           => 'house_no',
		'delivery_city'               => 'city',
		'delivery_zip'                => 'zip',
		'delivery_country'            => 'country',
		'contact_person'              => 'contact_person',
		'contact_person_phone_number' => 'phone',
	);

	/**
	 * Checks the spec's address fields.
	 *
	 * @param array<string, string> $input Spec field name => trimmed value.
	 * @return array<string, string> Spec field name => translated message; empty when all is fine.
	 */
	public static function validate( array $input ): array {
		$errors = array();
		foreach ( array( 'delivery_street', 'delivery_house_no', 'delivery_city', 'delivery_zip', 'contact_person' ) as $field ) {
			$error = FieldRules::required( $input[ $field ] ?? '' );
			if ( null !== $error ) {
				$errors[ $field ] = $error;
			} elseif ( mb_strlen( $input[ $field ] ) > self::MAX_LENGTH ) {
				$errors[ $field ] = self::too_long();
			}
		}
		$phone = FieldRules::phone( $input['contact_person_phone_number'] ?? '' );
		if ( null !== $phone ) {
			$errors['contact_person_phone_number'] = $phone;
		}
		$country = strtoupper( $input['delivery_country'] ?? '' );
		if ( '' === $country ) {
			$errors['delivery_country'] = FieldRules::message( 'REQUIRED' );
		} elseif ( ! Countries::exists( $country ) ) {
			$errors['delivery_country'] = __( 'Please choose a country from the list.', 'kabelshop-core' );
		}
		if ( ! isset( $errors['delivery_zip'] ) ) {
			$postcode = FieldRules::postcode( $input['delivery_zip'] ?? '', $country );
			if ( null !== $postcode ) {
				$errors['delivery_zip'] = $postcode;
			}
		}
		return $errors;
	}

	/**
	 * Message for a value over MAX_LENGTH characters.
	 */
	public static function too_long(): string {
		/* translators: %d: maximum number of characters */
		return sprintf( __( 'At most %d characters.', 'kabelshop-core' ), self::MAX_LENGTH );
	}

	/**
	 * Message for a delivery address the database did not store.
	 *
	 * @param bool $adding True for a new address, false for a change.
	 */
	public static function not_saved( bool $adding ): string {
		return $adding ? __( 'Address not added. Please try again.', 'kabelshop-core' ) : __( 'Address not updated. Please try again.', 'kabelshop-core' );
	}

	/**
	 * Message for a new address beyond MAX_DELIVERY.
	 */
	public static function limit_reached(): string {
		/* translators: %d: the most delivery addresses an account keeps (50) */
		return sprintf( __( 'You already have %d delivery addresses, the most an account can keep. Change one of them instead of adding a new one.', 'kabelshop-core' ), self::MAX_DELIVERY );
	}

	/**
	 * Adds (address_id -1) or replaces (address_id > 0, one of the user's) a delivery address, all
	 * or nothing: the read-modify-write of the user's address list runs under the customer's lock
	 * (CustomerLock, issue 26; a row lock could not cover the first address, whose meta row does not
	 * exist yet), so parallel adds keep every address and cannot both pass the MAX_DELIVERY check.
	 *
	 * @param int                   $user_id    Owner.
	 * @param int                   $address_id -1 for a new address, else the id to change.
	 * @param array<string, string> $input      Valid spec fields (see validate()).
	 * @return array<string, int|string>|null The stored address, or null when the user has no address with that id.
	 * @throws ShopException         Invalid (400) kabelshop_address_limit_reached naming address_id when a
	 *                               new address would be the MAX_DELIVERY + 1st (nothing written).
	 * @throws ShopException         Failed (500) kabelshop_address_not_saved when the database refuses
	 *                               the write (nothing kept; the cause is the previous exception).
	 * @throws ShopException         Unavailable (503) kabelshop_account_busy (CustomerLock).
	 */
	public static function save( int $user_id, int $address_id, array $input ): ?array {
		$address = array( 'id' => $address_id );
		foreach ( self::FIELD_MAP as $field => $key ) {
			$address[ $key ] = trim( (string) ( $input[ $field ] ?? '' ) );
		}
		$address['country'] = strtoupper( (string) $address['country'] );
		$address['phone']   = FieldRules::normalise_phone( (string) $address['phone'], (string) $address['country'] );

		try {
			$saved_id = CustomerLock::run(
				$user_id,
				static fn(): ?int => Database::transaction(
					static function () use ( $user_id, $address_id, $address ): ?int {
					$stored = get_user_meta( $user_id, Addresses::META_DELIVERY, true );
					$list   = is_array( $stored ) ? array_values( $stored ) : array();
					if ( -1 === $address_id ) {
						if ( count( array_filter( $list, 'is_array' ) ) >= self::MAX_DELIVERY ) {
							throw ShopException::field( 'kabelshop_address_limit_reached', 'address_id', self::limit_reached() );
						}
						$address['id'] = self::next_id();
						$list[]        = $address;
					} else {
						$found = false;
						foreach ( $list as $index => $item ) {
							if ( is_array( $item ) && (int) ( $item['id'] ?? 0 ) === $address_id ) {
								$list[ $index ] = $address;
								$found          = true;
							}
						}
						if ( ! $found ) {
							return null;
						}
					}
					if ( false === update_user_meta( $user_id, Addresses::META_DELIVERY, $list ) && get_user_meta( $user_id, Addresses::META_DELIVERY, true ) !== $list ) {
						throw new \RuntimeException( 'The address list could not be written.' );
					}
					return (int) $address['id'];
					}
				)
			);
		} catch ( ShopException $e ) {
			throw $e;
		} catch ( \Throwable $e ) {
			wp_cache_delete( $user_id, 'user_meta' );
			throw new ShopException( 'kabelshop_address_not_saved', self::not_saved( -1 === $address_id ), ShopException::FAILED, array(), $e );
		}
		if ( null === $saved_id ) {
			return null;
		}
		return Addresses::find_delivery( $user_id, $saved_id );
	}

	/**
	 * Removes one of the user's delivery addresses, under the same lock as save(). Orders keep
	 * their own copy of the address they went to (OrderRepository stores delivery_address as JSON).
	 *
	 * @param int $user_id    Owner.
	 * @param int $address_id Delivery address id (>= 1).
	 * @return bool False when the user has no delivery address with that id (nothing written).
	 * @throws ShopException Failed (500) kabelshop_address_not_deleted when the database refuses the
	 *                       write (nothing kept; the cause is the previous exception); unavailable
	 *                       (503) kabelshop_account_busy (CustomerLock).
	 */
	public static function delete( int $user_id, int $address_id ): bool {
		if ( $address_id < 1 ) {
			return false;
		}
		try {
			return (bool) CustomerLock::run(
				$user_id,
				static fn(): bool => Database::transaction(
					static function () use ( $user_id, $address_id ): bool {
					$stored = get_user_meta( $user_id, Addresses::META_DELIVERY, true );
					$list   = is_array( $stored ) ? array_values( $stored ) : array();
					$kept   = array_values( array_filter( $list, static fn( $item ): bool => ! is_array( $item ) || (int) ( $item['id'] ?? 0 ) !== $address_id ) );
					if ( count( $kept ) === count( $list ) ) {
						return false;
					}
					if ( false === update_user_meta( $user_id, Addresses::META_DELIVERY, $kept ) && get_user_meta( $user_id, Addresses::META_DELIVERY, true ) !== $kept ) {
						throw new \RuntimeException( 'The address list could not be written.' );
					}
					return true;
					}
				)
			);
		} catch ( ShopException $e ) {
			throw $e;
		} catch ( \Throwable $e ) {
			wp_cache_delete( $user_id, 'user_meta' );
			throw new ShopException( 'kabelshop_address_not_deleted', __( 'Address not deleted. Please try again.', 'kabelshop-core' ), ShopException::FAILED, array(), $e );
		}
	}

	/**
	 * The next site-wide address id: one atomic UPDATE on the counter row (LAST_INSERT_ID(expr)
	 * hands the new value back to this connection only).
	 */
	private static function next_id(): int {
		global $wpdb;
		$sql = $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = LAST_INSERT_ID( CAST( option_value AS UNSIGNED ) + 1 ) WHERE option_name = %s", self::SEQUENCE_OPTION );
		if ( 1 !== (int) $wpdb->query( $sql ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $sql is the prepare()d statement above.
			add_option( self::SEQUENCE_OPTION, (string) self::SEQUENCE_START, '', false );
			$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $sql is the prepare()d statement above.
		}
		wp_cache_delete( self::SEQUENCE_OPTION, 'options' );
		return (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' );
	}
}
