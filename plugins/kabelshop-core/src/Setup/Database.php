<?php
/**
 * One way to run database writes all or nothing.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Setup;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * Runs a piece of work inside one database transaction (InnoDB, through $wpdb).
 *
 * The rule: START TRANSACTION, run the work, COMMIT; when the work throws anything (any
 * Throwable) or COMMIT fails, ROLLBACK and rethrow, so nothing the work wrote stays written and
 * the caller decides what the failure means (an error answer, a failed import, a log line).
 * A call inside a running transaction (a nested call) joins the outer one: it opens and commits
 * nothing itself, and what it throws rolls back the whole outer transaction when it reaches the
 * outer call (MariaDB has no nested transactions: a second START TRANSACTION would silently
 * commit the first). Row locks taken inside the work (SELECT ... FOR UPDATE) are held until the
 * outermost COMMIT or ROLLBACK.
 *
 * Only tables with a transactional engine (InnoDB, the default of WordPress and of dbDelta here)
 * are rolled back; files written by the work are not, so callers that store files delete them
 * when the call throws.
 *
 * after_commit() (issue 15): a reaction that must see committed data only (a mail, an action hook)
 * runs at once outside a transaction, and inside one waits for the outermost COMMIT; a rollback
 * drops it. Payments\PaymentLedger fires kabelshop_payment_changed through it, so a bank statement
 * import that wraps many transitions in one transaction sends no mail for a payment that is then
 * rolled back.
 */
final class Database {

	/** @var int How many transaction() calls are running (0: no transaction open by this class). */
	private static int $depth = 0;

	/** @var list<callable(): void> after_commit() callbacks waiting for the outermost COMMIT. */
	private static array $after_commit = array();

	/**
	 * Runs $work in one transaction and returns what it returns.
	 *
	 * @template T
	 * @param callable(): T $work The writes; throw to roll everything back.
	 * @return T What $work returned.
	 * @throws \RuntimeException When START TRANSACTION or COMMIT fails (message names the database error).
	 * @throws \Throwable        Whatever $work threw, after the rollback.
	 */
	public static function transaction( callable $work ): mixed {
		global $wpdb;
		if ( self::$depth > 0 ) {
			return $work();
		}
		if ( false === $wpdb->query( 'START TRANSACTION' ) ) {
			throw new \RuntimeException( 'Start transaction failed: ' . $wpdb->last_error );
		}
		++self::$depth;
		try {
			$result = $work();
			if ( false === $wpdb->query( 'COMMIT' ) ) {
				throw new \RuntimeException( 'Commit failed: ' . $wpdb->last_error );
			}
		} catch ( \Throwable $e ) {
			$wpdb->query( 'ROLLBACK' );
			throw $e;
		} finally {
			self::$depth        = 0;
			$waiting            = self::$after_commit;
			self::$after_commit = array();
		}
		foreach ( $waiting as $callback ) {
			$callback();
		}
		return $result;
	}

	/**
	 * Runs $callback now when no transaction is open, else after the outermost COMMIT (never after
	 * a ROLLBACK). Callbacks run in the order they were added; what one throws reaches the caller
	 * of the outermost transaction() after the data is committed.
	 *
	 * @param callable(): void $callback Reaction to committed data.
	 */
	public static function after_commit( callable $callback ): void {
		if ( self::$depth > 0 ) {
			self::$after_commit[] = $callback;
			return;
		}
		$callback();
	}

	/**
	 * Whether a transaction() call is running (its work may be running right now).
	 */
	public static function in_transaction(): bool {
		return self::$depth > 0;
	}
}
