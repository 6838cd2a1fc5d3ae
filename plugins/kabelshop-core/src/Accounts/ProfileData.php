<?php
/**
 * A customer's profile data (company and contact) and its rules.
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
 * The profile update form of spec section 3 (email, companyId, companyName, phone, userName,
 * address, addressNr, city, postNr, country; the password fields are ProfilePassword's) and the
 * rules of section 5 ("same rules as registration for email, phone, companyId, companyName,
 * userName, address, addressNr, city, postNr").
 *
 * Where each field is stored (the registration writes the same places):
 * - email: the user's e-mail (a change waits for the confirmation link, see EmailChange);
 * - companyId / companyName: user meta kabelshop_company_id / kabelshop_company_name;
 * - phone / userName: user meta kabelshop_phone / kabelshop_contact_person, the headquarters'
 *   phone / contact_person and (userName) the display name; the phone as FieldRules::normalise_phone()
 *   gives it for the profile's country ("+385 91 123 4567" => "+385911234567");
 * - address, addressNr, city, postNr, country: the headquarters (Addresses::META_HEADQUARTERS).
 */
final class ProfileData {

	public const META_COMPANY_ID     = 'kabelshop_company_id';
	public const META_COMPANY_NAME   = 'kabelshop_company_name';
	public const META_PHONE          = 'kabelshop_phone';
	public const META_CONTACT_PERSON = 'kabelshop_contact_person';

	/** The form's fields in order (spec section 3, without the password fields). */
	public const FIELDS = array( 'email', 'companyId', 'companyName', 'phone', 'userName', 'address', 'addressNr', 'city', 'postNr', 'country' );

	/** Longest accepted text, in characters. */
	public const MAX_LENGTH = 100;

	/** Form field => headquarters key. */
	private const HQ = array(
		'address'   => 'street',
		'addressNr' => 'house_no',
		'city'      => 'city',
		'postNr'    => 'zip',
		'country'   => 'country',
	);

	/**
	 * The stored profile.
	 *
	 * @param int $user_id User id.
	 * @return array<string, string> Every FIELDS key => value ('' when unknown); country defaults to HR (spec section 9).
	 */
	public static function read( int $user_id ): array {
		$user = get_userdata( $user_id );
		$hq   = Addresses::for_user( $user_id )['headquarters'] ?? array();
		$meta = static fn( string $key ): string => (string) get_user_meta( $user_id, $key, true );
		$data = array(
			'email'       => $user ? (string) $user->user_email : '',
			'companyId'   => $meta( self::META_COMPANY_ID ),
			'companyName' => $meta( self::META_COMPANY_NAME ),
			'phone'       => '' !== $meta( self::META_PHONE ) ? $meta( self::META_PHONE ) : (string) ( $hq['phone'] ?? '' ),
			'userName'    => '' !== $meta( self::META_CONTACT_PERSON ) ? $meta( self::META_CONTACT_PERSON ) : (string) ( $hq['contact_person'] ?? ( $user ? $user->display_name : '' ) ),
		);
		foreach ( self::HQ as $field => $key ) {
			$data[ $field ] = (string) ( $hq[ $key ] ?? '' );
		}
		if ( '' === $data['country'] ) {
			$data['country'] = 'HR';
		}
		return $data;
	}

	/**
	 * Checks the fields (spec section 5), the OIB/MB check digit included (CompanyId).
	 *
	 * @param array<string, string> $input   FIELDS key => trimmed value.
	 * @param int                   $user_id The user (an e-mail or a company id used by another account is refused).
	 * @return array<string, string> Field => translated message; empty when all is fine.
	 */
	public static function validate( array $input, int $user_id ): array {
		$errors = array();
		$email  = FieldRules::email( $input['email'] ?? '' );
		if ( null !== $email ) {
			$errors['email'] = $email;
		} else {
			$owner = email_exists( $input['email'] );
			if ( false !== $owner && (int) $owner !== $user_id ) {
				$errors['email'] = self::email_taken();
			}
		}
		$phone = FieldRules::phone( $input['phone'] ?? '' );
		if ( null !== $phone ) {
			$errors['phone'] = $phone;
		}
		foreach ( array( 'companyId', 'companyName', 'userName', 'address', 'addressNr', 'city', 'postNr' ) as $field ) {
			$value    = $input[ $field ] ?? '';
			$required = FieldRules::required( $value );
			if ( null !== $required ) {
				$errors[ $field ] = $required;
			} elseif ( mb_strlen( $value ) > self::MAX_LENGTH ) {
				$errors[ $field ] = AddressBook::too_long();
			}
		}
		$country = strtoupper( $input['country'] ?? '' );
		if ( '' === $country ) {
			$errors['country'] = FieldRules::message( 'REQUIRED' );
		} elseif ( ! Countries::exists( $country ) ) {
			$errors['country'] = __( 'Please choose a country from the list.', 'kabelshop-core' );
		}
		if ( ! isset( $errors['companyId'] ) && ! isset( $errors['country'] ) && ! self::company_id_valid( $input['companyId'], $country ) ) {
			$errors['companyId'] = FieldRules::message( 'CODE_NOT_VALID' );
		}
		if ( ! isset( $errors['companyId'] ) && self::company_id_of_another( $input['companyId'], $user_id ) ) {
			$errors['companyId'] = Registration::company_id_taken();
		}
		return $errors;
	}

	/**
	 * True when the customer would take a company id another account holds (as the registration
	 * refuses it: one account per company, Registration::company_id_owner()). Otherwise "Pull the
	 * latest data from the register" would copy that company's official name and seat.
	 *
	 * The customer's own stored id always passes, even when another account holds it too (only
	 * possible for ids saved before this check): the customer can still edit the other fields, and
	 * staff resolve the double.
	 *
	 * @param string $company_id Company id as typed.
	 * @param int    $user_id    The customer.
	 */
	public static function company_id_of_another( string $company_id, int $user_id ): bool {
		$own = (string) get_user_meta( $user_id, self::META_COMPANY_ID, true );
		if ( '' !== $own && CompanyId::identity( $own ) === CompanyId::identity( $company_id ) ) {
			return false;
		}
		return Registration::company_id_owner( $company_id, $user_id ) > 0;
	}

	/**
	 * Message for an e-mail address another account uses.
	 */
	public static function email_taken(): string {
		return __( 'This e-mail address is already used by another account.', 'kabelshop-core' );
	}

	/**
	 * Stores everything but the e-mail (which waits for confirmation), all or nothing.
	 *
	 * The company id is checked again under the registration's lock (Registration::LOCK), so a
	 * registration or another profile running at the same moment cannot take the same id. The whole
	 * save runs under the customer's lock (CustomerLock, issue 26) with the user row and meta read
	 * fresh: the headquarters entry is read, changed and written back, and wp_update_user() writes
	 * the whole user row (password hash and e-mail included) from what it read, so a save next to
	 * a password change or an e-mail confirmation of the same customer would otherwise undo it.
	 *
	 * @param int                   $user_id User id.
	 * @param array<string, string> $input   Valid FIELDS values.
	 * @throws ShopException Failed (500) kabelshop_profile_not_saved when the lock is busy, another
	 *                       account took the company id in the meantime, or the database refuses a
	 *                       write (nothing is kept; the cause is the exception's previous one);
	 *                       unavailable (503) kabelshop_account_busy (CustomerLock).
	 */
	public static function save( int $user_id, array $input ): void {
		try {
			CustomerLock::run(
				$user_id,
				static function () use ( $user_id, $input ): void {
					self::save_locked( $user_id, $input );
				}
			);
		} catch ( \RuntimeException $e ) {
			throw new ShopException( 'kabelshop_profile_not_saved', __( 'Data not updated. Please try again.', 'kabelshop-core' ), ShopException::FAILED, array(), $e );
		}
	}

	/**
	 * Does save()'s work under the registration's lock.
	 *
	 * @param int                   $user_id User id.
	 * @param array<string, string> $input   Valid FIELDS values.
	 * @throws \RuntimeException When the lock is busy, the company id is taken or a write fails.
	 */
	private static function save_locked( int $user_id, array $input ): void {
		global $wpdb;
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', Registration::LOCK, 10 ) ) ) {
			throw new \RuntimeException( 'registration lock busy' );
		}
		try {
			if ( self::company_id_of_another( trim( $input['companyId'] ), $user_id ) ) {
				throw new \RuntimeException( 'company id taken by another account' );
			}
			self::write( $user_id, $input );
		} finally {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', Registration::LOCK ) );
		}
	}

	/**
	 * The writes of save(), in one transaction.
	 *
	 * @param int                   $user_id User id.
	 * @param array<string, string> $input   Valid FIELDS values.
	 * @throws \RuntimeException When the database refuses a write (nothing is kept).
	 */
	private static function write( int $user_id, array $input ): void {
		$hq = get_user_meta( $user_id, Addresses::META_HEADQUARTERS, true );
		$hq = is_array( $hq ) ? $hq : array();
		foreach ( self::HQ as $field => $key ) {
			$hq[ $key ] = trim( $input[ $field ] );
		}
		$hq['country']        = strtoupper( (string) $hq['country'] );
		$phone                = FieldRules::normalise_phone( $input['phone'], (string) $hq['country'] );
		$hq['phone']          = $phone;
		$hq['contact_person'] = trim( $input['userName'] );
		unset( $hq['id'] );

		try {
			Database::transaction(
				static function () use ( $user_id, $input, $hq, $phone ): void {
					$writes = array(
						self::META_COMPANY_ID        => trim( $input['companyId'] ),
						self::META_COMPANY_NAME      => trim( $input['companyName'] ),
						self::META_PHONE             => $phone,
						self::META_CONTACT_PERSON    => trim( $input['userName'] ),
						Addresses::META_HEADQUARTERS => $hq,
					);
					foreach ( $writes as $key => $value ) {
						if ( false === update_user_meta( $user_id, $key, $value ) && get_user_meta( $user_id, $key, true ) !== $value ) {
							throw new \RuntimeException( 'Cannot write ' . $key );
						}
					}
					$updated = wp_update_user(
						array(
							'ID'           => $user_id,
							'display_name' => trim( $input['userName'] ),
						)
					);
					if ( is_wp_error( $updated ) ) {
						throw new \RuntimeException( $updated->get_error_message() );
					}
				}
			);
		} catch ( \Throwable $e ) {
			wp_cache_delete( $user_id, 'user_meta' );
			clean_user_cache( $user_id );
			throw new \RuntimeException( $e->getMessage(), 0, $e );
		}
	}

	/**
	 * OIB/MB check digit (CompanyId).
	 *
	 * @param string $code    OIB, MB or VAT number.
	 * @param string $country ISO country code.
	 */
	private static function company_id_valid( string $code, string $country ): bool {
		return CompanyId::is_valid( $country, $code );
	}
}
