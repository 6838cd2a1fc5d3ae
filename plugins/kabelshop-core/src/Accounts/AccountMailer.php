<?php
/**
 * E-mails about business accounts.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\RegistrationsPage;
use Kabelshop\I18n\LocalizedMail;

/**
 * Plain-text mails with wp_mail(), each in the applicant's language (LocalizedMail: user meta
 * kabelshop_language, words and numbers), except the notice to sales, which is in the language of
 * the staff member who reads it (LocalizedMail::staff_language(), issue 11):
 * - received(): to the applicant, confirmation promised within 24 hours (spec sections 6 and 9);
 * - to_sales(): to the sales address (option kabelshop_sales_email, else the site's admin e-mail);
 * - approved(): a link to set a password (get_password_reset_key, themed page Pages::url('login'));
 * - rejected(): the reason staff gave.
 * A failed send never undoes the account change; wp_mail reports it through 'wp_mail_failed'.
 */
final class AccountMailer {

	public const OPTION_SALES = 'kabelshop_sales_email';

	/**
	 * Confirmation to the applicant.
	 *
	 * @param int $user_id The new pending user.
	 */
	public function received( int $user_id ): bool {
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( $user_id ),
			function () use ( $user, $user_id ): bool {
				$body = implode(
					"\n",
					array(
						/* translators: %s: contact person */
						sprintf( __( 'Hello %s,', 'kabelshop-core' ), get_user_meta( $user_id, Registration::META_CONTACT_PERSON, true ) ),
						'',
						/* translators: %s: company name */
						sprintf( __( 'thank you for registering %s with Kabelshop.', 'kabelshop-core' ), get_user_meta( $user_id, Registration::META_COMPANY_NAME, true ) ),
						__( 'We will check your details and confirm your account within 24 hours. You will then receive a link to set your password.', 'kabelshop-core' ),
						'',
						home_url( '/' ),
					)
				);
				return wp_mail( $user->user_email, __( 'Your registration was received', 'kabelshop-core' ), $body );
			}
		);
	}

	/**
	 * Notice to sales with the applicant's data and a link to the approval queue, in the language
	 * of the staff member behind the sales address (LocalizedMail::staff_language(): their wp-admin
	 * locale; a mailbox that is no user's gets Croatian), whatever language the applicant used.
	 *
	 * @param int $user_id The new pending user.
	 */
	public function to_sales( int $user_id ): bool {
		$user = get_userdata( $user_id );
		$to   = self::sales_address();
		if ( ! $user || '' === $to ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::staff_language( $to ),
			static function () use ( $user, $user_id, $to ): bool {
				$hq    = Addresses::for_user( $user_id )['headquarters'];
				$lines = array(
					__( 'A new business customer registered and waits for approval:', 'kabelshop-core' ),
					'',
					__( 'Company:', 'kabelshop-core' ) . ' ' . get_user_meta( $user_id, Registration::META_COMPANY_NAME, true ),
					__( 'OIB/MB:', 'kabelshop-core' ) . ' ' . get_user_meta( $user_id, Registration::META_COMPANY_ID, true ),
					__( 'Contact person:', 'kabelshop-core' ) . ' ' . get_user_meta( $user_id, Registration::META_CONTACT_PERSON, true ),
					__( 'E-mail:', 'kabelshop-core' ) . ' ' . $user->user_email,
					__( 'Phone:', 'kabelshop-core' ) . ' ' . get_user_meta( $user_id, Registration::META_PHONE, true ),
					__( 'Address:', 'kabelshop-core' ) . ' ' . ( $hq ? Addresses::one_line( $hq ) : '' ),
					'',
					admin_url( 'admin.php?page=' . RegistrationsPage::SLUG ),
				);
				/* translators: %s: company name */
				return wp_mail( $to, sprintf( __( 'New registration: %s', 'kabelshop-core' ), get_user_meta( $user_id, Registration::META_COMPANY_NAME, true ) ), implode( "\n", $lines ) );
			}
		);
	}

	/**
	 * Approval with a set-password link.
	 *
	 * @param int    $user_id Approved user.
	 * @param string $note    Staff note for the customer ('' for none).
	 */
	public function approved( int $user_id, string $note ): bool {
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return false;
		}
		$key = get_password_reset_key( $user );
		if ( is_wp_error( $key ) ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( $user_id ),
			function () use ( $user, $key, $note ): bool {
				$link  = PasswordReset::url( $user->user_login, $key );
				$lines = array(
					__( 'Your Kabelshop business account has been approved.', 'kabelshop-core' ),
					__( 'Please set your password with this link (valid for 24 hours):', 'kabelshop-core' ),
					$link,
					'',
					/* translators: %s: login (e-mail address) */
					sprintf( __( 'Your login: %s', 'kabelshop-core' ), $user->user_login ),
					__( 'As a registered business customer you get a 20 % webshop discount on the full price per metre, metal surcharge included.', 'kabelshop-core' ),
				);
				if ( '' !== $note ) {
					$lines[] = '';
					$lines[] = __( 'Note from our team:', 'kabelshop-core' ) . ' ' . $note;
				}
				return wp_mail( $user->user_email, __( 'Your account is approved', 'kabelshop-core' ), implode( "\n", $lines ) );
			}
		);
	}

	/**
	 * Rejection with the reason.
	 *
	 * @param int    $user_id Rejected user.
	 * @param string $reason  Reason given by staff.
	 */
	public function rejected( int $user_id, string $reason ): bool {
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return false;
		}
		return (bool) LocalizedMail::send_in(
			LocalizedMail::language_of( $user_id ),
			function () use ( $user, $reason ): bool {
				$lines = array(
					__( 'We are sorry: we could not approve your Kabelshop business account.', 'kabelshop-core' ),
					'',
					__( 'Reason:', 'kabelshop-core' ) . ' ' . ( '' !== $reason ? $reason : __( 'not given', 'kabelshop-core' ) ),
					'',
					__( 'If you think this is a mistake, please reply to this e-mail or call us.', 'kabelshop-core' ),
				);
				return wp_mail( $user->user_email, __( 'Your registration was not approved', 'kabelshop-core' ), implode( "\n", $lines ) );
			}
		);
	}

	/**
	 * The sales address: option kabelshop_sales_email, else admin_email.
	 */
	public static function sales_address(): string {
		$sales = (string) get_option( self::OPTION_SALES, '' );
		return is_email( $sales ) ? $sales : (string) get_option( 'admin_email' );
	}
}
