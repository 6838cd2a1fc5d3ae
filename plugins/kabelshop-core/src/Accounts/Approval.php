<?php
/**
 * Approving and rejecting registrations.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * Staff decisions on pending registrations (spec section 6: confirmation within 24 hours implies
 * approval). approve(): role kabelshop_customer, status 'approved', mail with a set-password link.
 * reject(): no role (the account can neither log in nor order), status 'rejected', mail with the
 * reason. Each decision is appended to the user meta log 'kabelshop_approval_log':
 * list of { action: 'approved'|'rejected', note, by (staff user id), at (unix s) }.
 * Only accounts whose status is 'pending' (or that have the pending role) can be decided.
 */
final class Approval {

	public const META_LOG = 'kabelshop_approval_log';

	/** Longest note in characters. */
	public const NOTE_MAX = 1000;

	/**
	 * @param AccountMailer $mailer Mailer.
	 */
	public function __construct( private readonly AccountMailer $mailer = new AccountMailer() ) {
	}

	/**
	 * True when the user waits for a decision.
	 *
	 * @param int $user_id User id.
	 */
	public static function is_pending( int $user_id ): bool {
		$user = get_userdata( $user_id );
		return $user && ( in_array( Roles::PENDING, (array) $user->roles, true ) || Registration::STATUS_PENDING === Registration::status( $user_id ) );
	}

	/**
	 * Approves a pending registration and mails the set-password link.
	 *
	 * @param int    $user_id  Pending user.
	 * @param string $note     Note for the customer and the log ('' for none; at most NOTE_MAX characters).
	 * @param int    $staff_id Deciding staff user.
	 * @return bool False when the user is not pending (also when another member of staff decided
	 *              first: the check and the change run under Accounts\CustomerLock, issue 26).
	 * @throws \Kabelshop\Domain\ShopException 503 kabelshop_account_busy when the user's lock cannot be had.
	 */
	public function approve( int $user_id, string $note, int $staff_id ): bool {
		$note = self::clean_note( $note );
		$done = CustomerLock::run(
			$user_id,
			static function () use ( $user_id, $note, $staff_id ): bool {
				if ( ! self::is_pending( $user_id ) ) {
					return false;
				}
				$user = new \WP_User( $user_id );
				$user->set_role( Roles::CUSTOMER );
				update_user_meta( $user_id, Registration::META_STATUS, Registration::STATUS_APPROVED );
				self::log( $user_id, Registration::STATUS_APPROVED, $note, $staff_id );
				return true;
			}
		);
		if ( $done ) {
			$this->mailer->approved( $user_id, $note );
		}
		return $done;
	}

	/**
	 * Rejects a pending registration and mails the reason.
	 *
	 * @param int    $user_id  Pending user.
	 * @param string $reason   Reason (at most NOTE_MAX characters).
	 * @param int    $staff_id Deciding staff user.
	 * @return bool False when the user is not pending (see approve()).
	 * @throws \Kabelshop\Domain\ShopException 503 kabelshop_account_busy when the user's lock cannot be had.
	 */
	public function reject( int $user_id, string $reason, int $staff_id ): bool {
		$reason = self::clean_note( $reason );
		$done   = CustomerLock::run(
			$user_id,
			static function () use ( $user_id, $reason, $staff_id ): bool {
				if ( ! self::is_pending( $user_id ) ) {
					return false;
				}
				$user = new \WP_User( $user_id );
				$user->set_role( '' );
				update_user_meta( $user_id, Registration::META_STATUS, Registration::STATUS_REJECTED );
				self::log( $user_id, Registration::STATUS_REJECTED, $reason, $staff_id );
				return true;
			}
		);
		if ( $done ) {
			\WP_Session_Tokens::get_instance( $user_id )->destroy_all();
			$this->mailer->rejected( $user_id, $reason );
		}
		return $done;
	}

	/**
	 * The decision log of a user, oldest first.
	 *
	 * @param int $user_id User id.
	 * @return list<array{action: string, note: string, by: int, at: int}>
	 */
	public static function history( int $user_id ): array {
		$log = get_user_meta( $user_id, self::META_LOG, true );
		return is_array( $log ) ? array_values( $log ) : array();
	}

	/**
	 * Ids of users waiting for a decision, oldest registration first.
	 *
	 * @return int[]
	 */
	public static function pending_ids(): array {
		return array_map(
			'intval',
			get_users(
				array(
					'role'    => Roles::PENDING,
					'orderby' => 'registered',
					'order'   => 'ASC',
					'fields'  => 'ID',
				)
			)
		);
	}

	/**
	 * Plain text, at most NOTE_MAX characters.
	 *
	 * @param string $note Raw note.
	 */
	private static function clean_note( string $note ): string {
		return mb_substr( trim( sanitize_textarea_field( $note ) ), 0, self::NOTE_MAX );
	}

	/**
	 * Appends a decision to the log.
	 *
	 * @param int    $user_id  User id.
	 * @param string $action   'approved' | 'rejected'.
	 * @param string $note     Note.
	 * @param int    $staff_id Staff user id.
	 */
	private static function log( int $user_id, string $action, string $note, int $staff_id ): void {
		$log   = self::history( $user_id );
		$log[] = array(
			'action' => $action,
			'note'   => $note,
			'by'     => $staff_id,
			'at'     => time(),
		);
		update_user_meta( $user_id, self::META_LOG, $log );
	}
}
