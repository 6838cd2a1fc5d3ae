<?php
/**
 * E-mail address change confirmed by a link to the new address.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\Domain\ShopException;

/**
 * A new e-mail address takes effect only after the customer opens the link mailed to it (so
 * nobody can move an account to an address they cannot read). Until then the old address stays.
 * User meta 'kabelshop_pending_email' holds { email, token_hash (sha256 hex), expires (Unix s) };
 * the token itself (32 random bytes, hex) is only in the mail. A new request replaces the old one.
 * The link is the account page with ?kabelshop_email_user=<id>&kabelshop_email_token=<token>.
 */
final class EmailChange {

	public const META = 'kabelshop_pending_email';

	/** How long a link works, in seconds (24 hours). */
	public const LIFETIME_S = DAY_IN_SECONDS;

	/**
	 * Stores the pending address and mails the link to it.
	 *
	 * @param int    $user_id User id.
	 * @param string $email   New, valid address not used by another account.
	 * @return bool True when the mail went out.
	 */
	public static function request( int $user_id, string $email ): bool {
		$token = bin2hex( random_bytes( 32 ) );
		update_user_meta(
			$user_id,
			self::META,
			array(
				'email'      => $email,
				'token_hash' => hash( 'sha256', $token ),
				'expires'    => time() + self::LIFETIME_S,
			)
		);
		$link = self::link( $user_id, $token );
		/* translators: %s: site name */
		$subject = sprintf( __( '%s: please confirm your new e-mail address', 'kabelshop-core' ), wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) );
		$body    = __( 'Hello,', 'kabelshop-core' ) . "\n\n"
			. __( 'Someone asked to use this address for a business account in our web shop. Open the link below within 24 hours to confirm it; until then the previous address stays in use.', 'kabelshop-core' ) . "\n\n"
			. $link . "\n\n"
			. __( 'If you did not ask for this, ignore this message.', 'kabelshop-core' ) . "\n";
		return (bool) wp_mail( $email, $subject, $body );
	}

	/**
	 * The pending address, or null when none (or expired).
	 *
	 * @param int $user_id User id.
	 */
	public static function pending( int $user_id ): ?string {
		$pending = get_user_meta( $user_id, self::META, true );
		if ( ! is_array( $pending ) || ( $pending['expires'] ?? 0 ) < time() ) {
			return null;
		}
		return (string) $pending['email'];
	}

	/**
	 * Confirms with the token from the link: sets the new address and forgets the request.
	 * Under the customer's lock (CustomerLock, issue 26), the user row read fresh: wp_update_user()
	 * writes the whole row back, so a password change or profile save of the same moment is kept.
	 *
	 * @param int    $user_id User id from the link.
	 * @param string $token   Token from the link.
	 * @return bool False for an unknown, wrong or expired token, when another account took the
	 *              address meanwhile, or when the account's lock could not be had (the link
	 *              still works: the customer opens it again).
	 */
	public static function confirm( int $user_id, string $token ): bool {
		if ( $user_id < 1 ) {
			return false;
		}
		try {
			return CustomerLock::run( $user_id, static fn(): bool => self::confirm_locked( $user_id, $token ) );
		} catch ( ShopException $e ) {
			return false;
		}
	}

	/**
	 * The work of confirm(), under the customer's lock.
	 *
	 * @param int    $user_id User id from the link.
	 * @param string $token   Token from the link.
	 */
	private static function confirm_locked( int $user_id, string $token ): bool {
		$pending = get_user_meta( $user_id, self::META, true );
		if ( ! is_array( $pending ) || ! isset( $pending['token_hash'], $pending['email'], $pending['expires'] ) ) {
			return false;
		}
		if ( (int) $pending['expires'] < time() || ! hash_equals( (string) $pending['token_hash'], hash( 'sha256', $token ) ) ) {
			return false;
		}
		$owner = email_exists( (string) $pending['email'] );
		if ( false !== $owner && (int) $owner !== $user_id ) {
			return false;
		}
		add_filter( 'send_email_change_email', '__return_false' );
		$result = wp_update_user(
			array(
				'ID'         => $user_id,
				'user_email' => (string) $pending['email'],
			)
		);
		remove_filter( 'send_email_change_email', '__return_false' );
		if ( is_wp_error( $result ) ) {
			return false;
		}
		delete_user_meta( $user_id, self::META );
		return true;
	}

	/**
	 * The confirmation link.
	 *
	 * @param int    $user_id User id.
	 * @param string $token   Token.
	 */
	public static function link( int $user_id, string $token ): string {
		return Pages::url(
			'account',
			array(
				'kabelshop_email_user'  => $user_id,
				'kabelshop_email_token' => $token,
			)
		);
	}
}
