<?php
/**
 * Business account registration.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Domain\ShopException;
use Kabelshop\I18n\Locale;
use Kabelshop\Setup\Database;

/**
 * Validates a registration (spec sections 3, 5, 8 plus the company id check of CompanyId) and
 * creates the pending account: a WP user with role kabelshop_pending and user meta
 * - kabelshop_company_name, kabelshop_company_type ('1' company | '2' sole trader/craft),
 *   kabelshop_subject_type ('Company' | 'Craft', spec section 7), kabelshop_company_id (normalised),
 *   kabelshop_phone, kabelshop_contact_person, kabelshop_language ('hr' | 'en' | 'sr'),
 *   kabelshop_registration_status ('pending' | 'approved' | 'rejected'), kabelshop_registered_at (unix s),
 * - Addresses::META_HEADQUARTERS: { street, house_no, city, zip, country, contact_person, phone }.
 * User and meta are written in one database transaction (all or nothing), under a named lock so
 * that two parallel registrations cannot both take the same e-mail or company id.
 *
 * Input uses the spec's multipart field names (section 7): email, country, subject_type, oib,
 * phone_number, contact_person, company_street, company_houseNO, company_city, company_zip,
 * company_name, plus terms ('1' | 'true' | 'on').
 */
final class Registration {

	public const META_COMPANY_NAME   = 'kabelshop_company_name';
	public const META_COMPANY_TYPE   = 'kabelshop_company_type';
	public const META_SUBJECT_TYPE   = 'kabelshop_subject_type';
	public const META_COMPANY_ID     = 'kabelshop_company_id';
	public const META_PHONE          = 'kabelshop_phone';
	public const META_CONTACT_PERSON = 'kabelshop_contact_person';
	public const META_LANGUAGE       = 'kabelshop_language';
	public const META_STATUS         = 'kabelshop_registration_status';
	public const META_REGISTERED_AT  = 'kabelshop_registered_at';

	/** Named database lock (GET_LOCK) held while an e-mail or company id is checked and written. */
	public const LOCK = 'kabelshop_register';

	public const STATUS_PENDING  = 'pending';
	public const STATUS_APPROVED = 'approved';
	public const STATUS_REJECTED = 'rejected';

	/** Spec section 7 field names => longest accepted value in characters. */
	public const FIELDS = array(
		'email'           => 100,
		'country'         => 2,
		'subject_type'    => 5,
		'oib'             => 30,
		'phone_number'    => 16,
		'contact_person'  => 100,
		'company_street'  => 100,
		'company_houseNO' => 20,
		'company_city'    => 100,
		'company_zip'     => 20,
		'company_name'    => 150,
		'terms'           => 5,
	);

	/**
	 * Checks every field at once.
	 *
	 * @param array<string, mixed> $input Raw input by field name.
	 * @return array{0: array<string, string>, 1: array<string, string>} [ clean values, errors by field (translated) ].
	 */
	public static function validate( array $input ): array {
		$clean = array();
		foreach ( array_keys( self::FIELDS ) as $field ) {
			$value           = isset( $input[ $field ] ) && is_scalar( $input[ $field ] ) ? (string) $input[ $field ] : '';
			$clean[ $field ] = trim( sanitize_text_field( $value ) );
		}
		$clean['email']   = strtolower( $clean['email'] );
		$clean['country'] = strtoupper( $clean['country'] );
		$errors           = array();

		$email = FieldRules::email( $clean['email'] );
		if ( null !== $email ) {
			$errors['email'] = $email;
		}
		if ( '' === $clean['country'] ) {
			$errors['country'] = FieldRules::message( 'REQUIRED' );
		} elseif ( ! preg_match( '/^[A-Z]{2}$/', $clean['country'] ) || ! Countries::exists( $clean['country'] ) ) {
			$errors['country'] = __( 'Please choose a country from the list.', 'kabelshop-core' );
		}
		if ( '' === $clean['subject_type'] ) {
			$errors['subject_type'] = FieldRules::message( 'REQUIRED' );
		} elseif ( ! in_array( $clean['subject_type'], array( 'Company', 'Craft' ), true ) ) {
			$errors['subject_type'] = __( 'Please choose a company or a sole trader / craft.', 'kabelshop-core' );
		}
		if ( '' === $clean['oib'] ) {
			$errors['oib'] = FieldRules::message( 'REQUIRED' );
		} elseif ( ! isset( $errors['country'] ) && ! CompanyId::is_valid( $clean['country'], $clean['oib'] ) ) {
			$errors['oib'] = FieldRules::message( 'CODE_NOT_VALID' );
		}
		$clean['oib'] = CompanyId::normalize( $clean['oib'] );
		$phone        = FieldRules::phone( $clean['phone_number'] );
		if ( null !== $phone ) {
			$errors['phone_number'] = $phone;
		} else {
			$clean['phone_number'] = FieldRules::normalise_phone( $clean['phone_number'], $clean['country'] );
		}
		foreach ( array( 'contact_person', 'company_street', 'company_houseNO', 'company_city', 'company_zip', 'company_name' ) as $field ) {
			$required = FieldRules::required( $clean[ $field ] );
			if ( null !== $required ) {
				$errors[ $field ] = $required;
			} elseif ( mb_strlen( $clean[ $field ] ) > self::FIELDS[ $field ] ) {
				/* translators: %d: maximum number of characters */
				$errors[ $field ] = sprintf( __( 'At most %d characters.', 'kabelshop-core' ), self::FIELDS[ $field ] );
			}
		}
		if ( ! isset( $errors['email'] ) && mb_strlen( $clean['email'] ) > self::FIELDS['email'] ) {
			/* translators: %d: maximum number of characters */
			$errors['email'] = sprintf( __( 'At most %d characters.', 'kabelshop-core' ), self::FIELDS['email'] );
		}
		if ( ! isset( $errors['company_zip'] ) ) {
			$postcode = FieldRules::postcode( $clean['company_zip'], $clean['country'] );
			if ( null !== $postcode ) {
				$errors['company_zip'] = $postcode;
			}
		}
		if ( ! in_array( strtolower( $clean['terms'] ), array( '1', 'true', 'on' ), true ) ) {
			$errors['terms'] = FieldRules::message( 'TERMS_NOT_ACCEPTED' );
		}
		return array( $clean, $errors );
	}

	/**
	 * The user id of an account that already uses this company id (any status), or 0. Ids count as
	 * the same when their CompanyId::identity() is equal, so 'HR' + an OIB, or an OIB typed with
	 * spaces, is the OIB's company. Stored values are compared as they are stored (the profile
	 * keeps them as typed), after a LIKE that only narrows the rows down.
	 *
	 * @param string $company_id     Company id, as typed or normalised.
	 * @param int    $except_user_id An account to leave out (the customer editing the profile), 0 for none.
	 */
	public static function company_id_owner( string $company_id, int $except_user_id = 0 ): int {
		global $wpdb;
		$identity = CompanyId::identity( $company_id );
		if ( '' === $identity ) {
			return 0;
		}
		// Every stored value with this identity holds its characters in this order (case-insensitive collation).
		$like = '%' . implode( '%', array_map( array( $wpdb, 'esc_like' ), mb_str_split( $identity ) ) ) . '%';
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT user_id, meta_value FROM {$wpdb->usermeta} WHERE meta_key = %s AND user_id <> %d AND meta_value LIKE %s ORDER BY user_id",
				self::META_COMPANY_ID,
				$except_user_id,
				$like
			)
		);
		foreach ( (array) $rows as $row ) {
			if ( CompanyId::identity( (string) $row->meta_value ) === $identity ) {
				return (int) $row->user_id;
			}
		}
		return 0;
	}

	/**
	 * Message for a company id another account uses (registration and profile).
	 */
	public static function company_id_taken(): string {
		return __( 'A company with this OIB/MB is already registered. Please contact us if you need another login.', 'kabelshop-core' );
	}

	/**
	 * Creates the pending account from validated values, all or nothing.
	 *
	 * @param array<string, string> $clean Clean values from validate() (no errors).
	 * @return int The new user's id.
	 * @throws ShopException Conflict (409) kabelshop_register_duplicate_email / _duplicate_company naming
	 *                       email / oib, unavailable (503) kabelshop_register_busy when the lock is held,
	 *                       failed (500) kabelshop_register_not_saved when a write fails (nothing is kept).
	 */
	public static function create( array $clean ): int {
		global $wpdb;
		$lock = self::LOCK;
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $lock, 10 ) ) ) {
			throw new ShopException( 'kabelshop_register_busy', __( 'The server is busy. Please try again in a moment.', 'kabelshop-core' ), ShopException::UNAVAILABLE );
		}
		try {
			if ( email_exists( $clean['email'] ) || username_exists( $clean['email'] ) ) {
				throw ShopException::field( 'kabelshop_register_duplicate_email', 'email', __( 'An account with this e-mail address already exists. Please log in or reset your password.', 'kabelshop-core' ), ShopException::CONFLICT );
			}
			if ( self::company_id_owner( $clean['oib'] ) > 0 ) {
				throw ShopException::field( 'kabelshop_register_duplicate_company', 'oib', self::company_id_taken(), ShopException::CONFLICT );
			}
			return self::insert( $clean );
		} finally {
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
		}
	}

	/**
	 * Writes user and meta in one transaction.
	 *
	 * @param array<string, string> $clean Clean values.
	 * @throws ShopException Failed (500) kabelshop_register_not_saved when any write fails.
	 */
	private static function insert( array $clean ): int {
		$user_id = 0;
		try {
			Database::transaction(
				static function () use ( $clean, &$user_id ): void {
					$login   = strlen( $clean['email'] ) <= 60 ? $clean['email'] : 'customer-' . strtolower( wp_generate_password( 12, false ) );
					$user_id = wp_insert_user(
						array(
							'user_login'   => $login,
							'user_email'   => $clean['email'],
							'user_pass'    => wp_generate_password( 32, true, true ),
							'display_name' => $clean['contact_person'],
							'nickname'     => $clean['contact_person'],
							'role'         => Roles::PENDING,
						)
					);
					if ( is_wp_error( $user_id ) ) {
						throw new \RuntimeException( $user_id->get_error_message() );
					}
					$meta = array(
						self::META_COMPANY_NAME      => $clean['company_name'],
						self::META_COMPANY_TYPE      => 'Company' === $clean['subject_type'] ? '1' : '2',
						self::META_SUBJECT_TYPE      => $clean['subject_type'],
						self::META_COMPANY_ID        => $clean['oib'],
						self::META_PHONE             => $clean['phone_number'],
						self::META_CONTACT_PERSON    => $clean['contact_person'],
						self::META_LANGUAGE          => Locale::current(),
						self::META_STATUS            => self::STATUS_PENDING,
						self::META_REGISTERED_AT     => (string) time(),
						Addresses::META_HEADQUARTERS => array(
							'street'         => $clean['company_street'],
							'house_no'       => $clean['company_houseNO'],
							'city'           => $clean['company_city'],
							'zip'            => $clean['company_zip'],
							'country'        => $clean['country'],
							'contact_person' => $clean['contact_person'],
							'phone'          => $clean['phone_number'],
						),
					);
					foreach ( $meta as $key => $value ) {
						if ( false === add_user_meta( $user_id, $key, $value, true ) ) {
							throw new \RuntimeException( 'meta ' . $key . ' not written' );
						}
					}
				}
			);
		} catch ( \Throwable $e ) {
			if ( $user_id > 0 ) {
				clean_user_cache( $user_id );
				wp_cache_delete( $user_id, 'user_meta' );
			}
			do_action( 'kabelshop_registration_failed', $e->getMessage() );
			throw new ShopException( 'kabelshop_register_not_saved', FieldRules::message( 'SERVER_ERROR' ), ShopException::FAILED, array(), $e );
		}
		return (int) $user_id;
	}

	/**
	 * The registration status of a user ('' for accounts that did not register through the form).
	 *
	 * @param int $user_id User id.
	 */
	public static function status( int $user_id ): string {
		return (string) get_user_meta( $user_id, self::META_STATUS, true );
	}
}
