<?php
/**
 * When a new order's confirmation mails are sent.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * The confirmation of a new order (OrderMailer::send_confirmation(): the buyer's mail with the
 * order PDF and, for a bank transfer, the HUB-3 barcode, and the staff notices) costs about half a
 * second (the PDF, the barcode, one SMTP conversation per mail), several times the order itself
 * (issue 16: bench/checkout.sh measured 480 ms of a 500 ms checkout request). Where it runs is the
 * setting KABELSHOP_ORDER_MAIL (a constant in wp-config.php, else the environment variable):
 *
 * - 'after_response' (the default): on PHP-FPM the buyer gets the answer first
 *   (fastcgi_finish_request()), then the same worker sends the mails. Where the server cannot end a
 *   request early (PHP's built-in server of npm start and the tests, the command line) the mails go
 *   inline before the answer, as they always did.
 * - 'queue': the order is stored with its mails pending and WP-Cron sends them (the event
 *   CRON_HOOK every minute, a batch of at most BATCH): no request of a buyer waits for a mail or
 *   shares its CPU with one during a burst of orders. Run WP-Cron from the system's cron
 *   (`php wp-cron.php` every minute, DISABLE_WP_CRON) so mails go out without a visitor's request.
 * - 'inline': the mails are sent before the answer, always.
 *
 * A deferred mail is recorded in the order (orders.mail_language, the language of the order's request,
 * which the mails are written in; '' = nothing pending) in the same transaction as the order, and
 * claimed by one sender with a single UPDATE (orders.mail_claimed_at), so a mail is sent once even
 * when the after-response sender and the cron run meet; the cron run also sends what a worker
 * that died after the answer left (pending and unclaimed for PICKUP_AFTER seconds, or claimed
 * longer than CLAIM_TIMEOUT ago: a confirmation twice is better than none). As before, a mail
 * that fails does not undo the order.
 */
final class OrderMailQueue {

	public const INLINE         = 'inline';
	public const AFTER_RESPONSE = 'after_response';
	public const QUEUE          = 'queue';

	/** WP-Cron event that sends pending confirmations. */
	public const CRON_HOOK = 'kabelshop_order_mails';

	/** Its interval (cron_schedules). */
	public const INTERVAL = 'kabelshop_every_minute';

	/** Most orders one cron run mails. */
	public const BATCH = 50;

	/** Seconds after which the cron run takes over a pending mail of the after-response sender. */
	public const PICKUP_AFTER = 120;

	/** Seconds after which a claimed but unfinished mail (a sender that died) is claimed again. */
	public const CLAIM_TIMEOUT = 600;

	/**
	 * The configured mode (KABELSHOP_ORDER_MAIL), AFTER_RESPONSE when unset or unknown.
	 */
	public static function mode(): string {
		$mode = defined( 'KABELSHOP_ORDER_MAIL' ) ? (string) constant( 'KABELSHOP_ORDER_MAIL' ) : (string) getenv( 'KABELSHOP_ORDER_MAIL' );
		return in_array( $mode, array( self::INLINE, self::AFTER_RESPONSE, self::QUEUE ), true ) ? $mode : self::AFTER_RESPONSE;
	}

	/**
	 * Whether this request's new order leaves its mails for later (after the answer, or cron).
	 */
	public static function defers(): bool {
		$mode = self::mode();
		return self::QUEUE === $mode || ( self::AFTER_RESPONSE === $mode && self::can_finish_early() );
	}

	/**
	 * The orders.mail_language value a new order is stored with: the request's language when its
	 * mails are deferred, '' when they are sent inline.
	 */
	public static function pending_language(): string {
		return self::defers() ? Locale::current() : '';
	}

	/**
	 * Sends a new order's confirmation now, after the answer, or leaves it to cron (mode()).
	 *
	 * @param array<string, mixed> $order The stored order (OrderRepository shape) with mail_language.
	 */
	public static function order_stored( array $order ): void {
		if ( '' === (string) ( $order['mail_language'] ?? '' ) ) {
			( new OrderMailer() )->send_confirmation( $order );
			return;
		}
		if ( self::AFTER_RESPONSE === self::mode() ) {
			register_shutdown_function( array( self::class, 'after_response' ), (int) $order['id'] );
		}
	}

	/**
	 * Shutdown: ends the buyer's request, then sends the order's mails.
	 *
	 * @param int $order_id Order id.
	 */
	public static function after_response( int $order_id ): void {
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			fastcgi_finish_request();
		}
		self::send( $order_id );
	}

	/**
	 * Sends one order's pending confirmation, once: claims it, sends in the order's language and
	 * clears it. False when another sender has it or nothing is pending.
	 *
	 * @param int $order_id Order id.
	 */
	public static function send( int $order_id ): bool {
		global $wpdb;
		$table = OrderTable::name();
		$now   = time();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$claimed = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET mail_claimed_at = %s WHERE id = %d AND mail_language <> '' AND ( mail_claimed_at IS NULL OR mail_claimed_at < %s )", gmdate( 'Y-m-d H:i:s', $now ), $order_id, gmdate( 'Y-m-d H:i:s', $now - self::CLAIM_TIMEOUT ) ) );
		if ( 1 !== $claimed ) {
			return false;
		}
		$order = ( new OrderRepository() )->find( $order_id );
		if ( null !== $order && '' !== (string) ( $order['mail_language'] ?? '' ) ) {
			Locale::in_language( (string) $order['mail_language'], static fn(): bool => ( new OrderMailer() )->send_confirmation( $order ) );
		}
		$wpdb->update(
			$table,
			array(
				'mail_language'   => '',
				'mail_claimed_at' => null,
			),
			array( 'id' => $order_id )
		);
		return true;
	}

	/**
	 * One cron run: sends the pending confirmations (at most BATCH, oldest first). In 'queue' mode
	 * every pending one; otherwise only those the after-response sender has not taken within
	 * PICKUP_AFTER seconds.
	 *
	 * @return int Orders mailed.
	 */
	public static function run(): int {
		global $wpdb;
		$table  = OrderTable::name();
		$now    = time();
		$before = self::QUEUE === self::mode() ? $now + 1 : $now - self::PICKUP_AFTER;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$ids  = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE mail_language <> '' AND created_at < %s AND ( mail_claimed_at IS NULL OR mail_claimed_at < %s ) ORDER BY id LIMIT %d", gmdate( 'Y-m-d H:i:s', $before ), gmdate( 'Y-m-d H:i:s', $now - self::CLAIM_TIMEOUT ), self::BATCH ) );
		$sent = 0;
		foreach ( array_map( 'intval', (array) $ids ) as $id ) {
			$sent += self::send( $id ) ? 1 : 0;
		}
		return $sent;
	}

	/**
	 * Hooks: the cron interval and event.
	 */
	public static function register(): void {
		// phpcs:ignore WordPress.WP.CronInterval.CronSchedulesInterval -- a minute: a queued confirmation should reach the buyer soon; a run with nothing pending is one indexed query.
		add_filter( 'cron_schedules', array( self::class, 'cron_schedules' ) );
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( self::CRON_HOOK, array( self::class, 'run' ) );
	}

	/**
	 * Adds the one-minute interval (filter cron_schedules).
	 *
	 * @param mixed $schedules Intervals.
	 * @return array<string, array{interval: int, display: string}>
	 */
	public static function cron_schedules( $schedules ): array {
		$schedules                   = is_array( $schedules ) ? $schedules : array();
		$schedules[ self::INTERVAL ] = array(
			'interval' => MINUTE_IN_SECONDS,
			'display'  => __( 'Every minute (Kabelshop order confirmations)', 'kabelshop-core' ),
		);
		return $schedules;
	}

	/**
	 * Schedules the cron run when it is not scheduled (init).
	 */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_event( time() + MINUTE_IN_SECONDS, self::INTERVAL, self::CRON_HOOK );
		}
	}

	/**
	 * True in a web request that the server can end before the script does (PHP-FPM).
	 */
	private static function can_finish_early(): bool {
		return function_exists( 'fastcgi_finish_request' ) && 'cli' !== PHP_SAPI && 'cli-server' !== PHP_SAPI;
	}
}
