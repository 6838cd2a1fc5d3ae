<?php
/**
 * One lock per customer around every read-modify-write of the customer's own data.
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
 * Issue 26 (no lost write): a customer's data that is read, changed and written back (order lists
 * and their limit, wishlist limit, delivery addresses, profile fields and the user row, the e-mail
 * change) is changed only while this process holds the customer's MariaDB named lock
 * (GET_LOCK, one name per customer, database and table prefix). Two requests of the same customer
 * (two tabs, a double click, 10 at once) therefore run their change one after the other, each
 * reading what the one before wrote; customers never wait for each other.
 *
 * Why a named lock and not SELECT ... FOR UPDATE alone: the rows to lock may not exist yet (the
 * first order list, the first delivery address), and locking a range that holds no row (a gap lock)
 * lets two transactions both pass and then deadlock on their inserts. A named lock exists whether
 * or not the customer has rows, and is independent of any table.
 *
 * Rules of run():
 * - it must be entered outside a database transaction (Database::transaction()): a transaction
 *   opened before the lock could read a snapshot older than the previous holder's commit; the
 *   work opens its own transaction inside when it writes several statements;
 * - the customer's cached user row and user meta are dropped when the lock is taken, so the work
 *   reads what is stored (core's get_userdata()/get_user_meta() would answer from this request's cache);
 * - nested calls for the same customer in one request join the outer lock (no second GET_LOCK);
 * - the lock is released in finally, also when the work throws; MariaDB releases it anyway when
 *   the connection ends (a crashed request never leaves it held);
 * - when the lock cannot be had within TIMEOUT_S seconds (another change of this customer hangs)
 *   nothing is done and a translated 503 kabelshop_account_busy with retry_after is thrown.
 */
final class CustomerLock {

	/** Seconds run() waits for another change of the same customer. */
	public const TIMEOUT_S = 10;

	/** Seconds the busy answer asks the client to wait (data retry_after). */
	public const RETRY_AFTER_S = 2;

	/** @var array<int, int> User id => nesting depth of run() in this request. */
	private static array $held = array();

	/**
	 * Runs $work while holding the customer's lock and returns what it returns.
	 *
	 * @template T
	 * @param int           $user_id Customer (>= 1).
	 * @param callable(): T $work    The read-modify-write.
	 * @return T What $work returned.
	 * @throws ShopException     Unavailable (503) kabelshop_account_busy when the lock cannot be had.
	 * @throws \LogicException   When called inside an open transaction (a programming error).
	 * @throws \Throwable        Whatever $work threw (the lock is released first).
	 */
	public static function run( int $user_id, callable $work ): mixed {
		global $wpdb;
		if ( isset( self::$held[ $user_id ] ) ) {
			++self::$held[ $user_id ];
			try {
				return $work();
			} finally {
				--self::$held[ $user_id ];
			}
		}
		if ( Database::in_transaction() ) {
			throw new \LogicException( 'CustomerLock::run() must be entered outside a transaction.' );
		}
		$name = self::name( $user_id );
		if ( 1 !== (int) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $name, self::TIMEOUT_S ) ) ) {
			throw new ShopException(
				'kabelshop_account_busy',
				__( 'Your account is being changed in another window at this moment. Please try again in a few seconds.', 'kabelshop-core' ),
				ShopException::UNAVAILABLE,
				array( 'retry_after' => self::RETRY_AFTER_S )
			);
		}
		self::$held[ $user_id ] = 1;
		try {
			clean_user_cache( $user_id );
			wp_cache_delete( $user_id, 'user_meta' );
			return $work();
		} finally {
			unset( self::$held[ $user_id ] );
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $name ) );
		}
	}

	/**
	 * Whether this request holds the customer's lock right now.
	 *
	 * @param int $user_id Customer.
	 */
	public static function held( int $user_id ): bool {
		return isset( self::$held[ $user_id ] );
	}

	/**
	 * The lock's name (unique per database and table prefix, at most 64 characters as MariaDB allows).
	 *
	 * @param int $user_id Customer.
	 */
	public static function name( int $user_id ): string {
		global $wpdb;
		return substr( 'ks_user_' . md5( (string) $wpdb->dbname . $wpdb->prefix ) . '_' . $user_id, 0, 64 );
	}
}
