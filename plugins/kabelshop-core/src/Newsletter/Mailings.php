<?php
/**
 * The monthly change mailings and their send log.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * A mailing is the price changes of one period, sent to every confirmed subscriber in batches
 * (docs/newsletter.md):
 * - create(): the period runs from the end of the last mailing that had changes (the first one:
 *   one month back) to now; a period without changes is stored as 'empty' and sends nothing, and
 *   the next mailing starts where the last sent one ended, so no change is left out;
 * - send_batch(): up to BATCH addresses of the oldest mailing still 'sending'. Each address is
 *   claimed first with INSERT IGNORE into the send log, whose UNIQUE (mailing_id, email) lets only one
 *   claim succeed: two cron runs at the same time (or a cron run and "Send now") never mail one
 *   address twice. The mail goes out only after the claim; the row then says sent or failed (a
 *   failed address is not retried automatically: the log shows it). A subscriber confirmed while a
 *   mailing is sending gets it too; one who unsubscribed gets nothing more.
 */
final class Mailings {

	/** Addresses per batch (one cron run). */
	public const BATCH = 50;

	public const SENDING = 'sending';
	public const DONE    = 'done';
	public const EMPTY   = 'empty';

	/**
	 * Creates a mailing for the changes up to now.
	 *
	 * @param string|null $month_key 'YYYY-MM' for the scheduled monthly one (at most one per month), null for "Send now".
	 * @param int         $user_id   Who asked (0: the schedule).
	 * @param string|null $now       UTC 'Y-m-d H:i:s' (tests), null for now.
	 * @return array<string, mixed>|null The mailing (find()), null when the month's mailing exists already.
	 */
	public function create( ?string $month_key, int $user_id, ?string $now = null ): ?array {
		global $wpdb;
		$until   = $now ?? gmdate( 'Y-m-d H:i:s' );
		$since   = $this->next_since( $until );
		$changes = count( PriceHistory::changes( $since, $until ) );
		$status  = $changes > 0 ? self::SENDING : self::EMPTY;
		$table   = NewsletterTables::mailings();
		// A NULL month_key ("Send now") never collides with the UNIQUE key; a month's second one does.
		$key  = null === $month_key ? 'NULL' : $wpdb->prepare( '%s', $month_key );
		$end  = $changes > 0 ? 'NULL' : $wpdb->prepare( '%s', $until );
		$sql  = "INSERT IGNORE INTO {$table} (month_key, status, changes_since, changes_until, changes, created_by, created_at, finished_at) VALUES ({$key}, %s, %s, %s, %d, %d, %s, {$end})";
		$done = $wpdb->query( $wpdb->prepare( $sql, $status, $since, $until, $changes, $user_id, $until ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared right here; $key and $end prepared above.
		if ( 1 !== (int) $done ) {
			return null;
		}
		return $this->find( (int) $wpdb->insert_id );
	}

	/**
	 * Start of the next mailing's period (the preview's too): the end of the last mailing that had
	 * changes, or one month before $until when there was none.
	 *
	 * @param string $until UTC 'Y-m-d H:i:s': end of the period.
	 * @return string UTC 'Y-m-d H:i:s'.
	 */
	public function next_since( string $until ): string {
		return $this->last_until() ?? gmdate( 'Y-m-d H:i:s', (int) strtotime( $until . ' UTC -1 month' ) );
	}

	/**
	 * End of the period of the last mailing that had changes, null when there was none.
	 */
	public function last_until(): ?string {
		global $wpdb;
		$table = NewsletterTables::mailings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$until = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(changes_until) FROM {$table} WHERE status <> %s", self::EMPTY ) );
		return null === $until ? null : (string) $until;
	}

	/**
	 * Sends the next batch of the oldest mailing that is sending; marks it done when nobody is left.
	 *
	 * @param int $limit Addresses at most.
	 * @return array{mailing: int, sent: int, failed: int} Mailing id (0: none was sending) and this batch's counts.
	 */
	public function send_batch( int $limit = self::BATCH ): array {
		global $wpdb;
		$out     = array(
			'mailing' => 0,
			'sent'    => 0,
			'failed'  => 0,
		);
		$mailing = $this->current();
		if ( null === $mailing ) {
			return $out;
		}
		$out['mailing'] = $mailing['id'];
		$changes        = PriceHistory::changes( $mailing['changes_since'], $mailing['changes_until'] );
		$mailer         = new NewsletterMailer();
		$sends          = NewsletterTables::sends();
		foreach ( $this->waiting( $mailing['id'], $limit ) as $subscriber ) {
			$now = gmdate( 'Y-m-d H:i:s' );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
			$claimed = (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$sends} (mailing_id, subscriber_id, email, status, sent_at) VALUES (%d, %d, %s, %s, %s)", $mailing['id'], $subscriber['id'], $subscriber['email'], 'sending', $now ) );
			if ( 1 !== $claimed ) {
				continue;
			}
			$ok = $changes && $mailer->changes( $subscriber, $changes, $mailing['changes_since'], $mailing['changes_until'] );
			$wpdb->update(
				$sends,
				array(
					'status'  => $ok ? 'sent' : 'failed',
					'sent_at' => gmdate( 'Y-m-d H:i:s' ),
				),
				array(
					'mailing_id' => $mailing['id'],
					'email'      => $subscriber['email'],
				)
			);
			++$out[ $ok ? 'sent' : 'failed' ];
		}
		if ( ! $this->waiting( $mailing['id'], 1 ) ) {
			$table = NewsletterTables::mailings();
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, finished_at = %s WHERE id = %d AND status = %s", self::DONE, gmdate( 'Y-m-d H:i:s' ), $mailing['id'], self::SENDING ) );
		}
		return $out;
	}

	/**
	 * Confirmed subscribers the mailing has not reached yet, oldest first.
	 *
	 * @param int $mailing_id Mailing id.
	 * @param int $limit      Rows at most.
	 * @return list<array<string, mixed>> Subscribers::shape() rows.
	 */
	public function waiting( int $mailing_id, int $limit ): array {
		global $wpdb;
		$subscribers = NewsletterTables::subscribers();
		$sends       = NewsletterTables::sends();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT s.* FROM {$subscribers} s WHERE s.status = %s AND NOT EXISTS (SELECT 1 FROM {$sends} l WHERE l.mailing_id = %d AND l.email = s.email) ORDER BY s.id LIMIT %d", Subscribers::CONFIRMED, $mailing_id, $limit ), ARRAY_A );
		return array_map( array( Subscribers::class, 'shape' ), $rows );
	}

	/**
	 * Number of confirmed subscribers the mailing has not reached yet (waiting() without the rows).
	 *
	 * @param int $mailing_id Mailing id.
	 */
	public function waiting_count( int $mailing_id ): int {
		global $wpdb;
		$subscribers = NewsletterTables::subscribers();
		$sends       = NewsletterTables::sends();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from code.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$subscribers} s WHERE s.status = %s AND NOT EXISTS (SELECT 1 FROM {$sends} l WHERE l.mailing_id = %d AND l.email = s.email)", Subscribers::CONFIRMED, $mailing_id ) );
	}

	/**
	 * The oldest mailing that is still sending.
	 *
	 * @return array<string, mixed>|null See find().
	 */
	public function current(): ?array {
		global $wpdb;
		$table = NewsletterTables::mailings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE status = %s ORDER BY id LIMIT 1", self::SENDING ) );
		return $id > 0 ? $this->find( $id ) : null;
	}

	/**
	 * One mailing with its progress.
	 *
	 * @param int $id Mailing id.
	 * @return array{id: int, month_key: string|null, status: string, changes_since: string, changes_until: string, changes: int, created_at: string, finished_at: string|null, sent: int, failed: int, waiting: int}|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = NewsletterTables::mailings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? $this->shape( $row ) : null;
	}

	/**
	 * The latest mailings, newest first, with progress.
	 *
	 * @param int $limit Rows at most.
	 * @return list<array<string, mixed>> See find().
	 */
	public function latest( int $limit = 12 ): array {
		global $wpdb;
		$table = NewsletterTables::mailings();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} ORDER BY id DESC LIMIT %d", $limit ), ARRAY_A );
		return array_map( array( $this, 'shape' ), $rows );
	}

	/**
	 * A mailing row with its send counts.
	 *
	 * @param array<string, mixed> $row Database row.
	 * @return array{id: int, month_key: string|null, status: string, changes_since: string, changes_until: string, changes: int, created_at: string, finished_at: string|null, sent: int, failed: int, waiting: int}
	 */
	private function shape( array $row ): array {
		global $wpdb;
		$sends  = NewsletterTables::sends();
		$id     = (int) $row['id'];
		$counts = array(
			'sent'   => 0,
			'failed' => 0,
		);
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n FROM {$sends} WHERE mailing_id = %d GROUP BY status", $id ), ARRAY_A ) as $count ) {
			$key             = 'failed' === $count['status'] ? 'failed' : 'sent';
			$counts[ $key ] += (int) $count['n'];
		}
		$status = (string) $row['status'];
		return array(
			'id'            => $id,
			'month_key'     => null === $row['month_key'] ? null : (string) $row['month_key'],
			'status'        => $status,
			'changes_since' => (string) $row['changes_since'],
			'changes_until' => (string) $row['changes_until'],
			'changes'       => (int) $row['changes'],
			'created_at'    => (string) $row['created_at'],
			'finished_at'   => null === $row['finished_at'] ? null : (string) $row['finished_at'],
			'sent'          => $counts['sent'],
			'failed'        => $counts['failed'],
			'waiting'       => self::SENDING === $status ? $this->waiting_count( $id ) : 0,
		);
	}
}
