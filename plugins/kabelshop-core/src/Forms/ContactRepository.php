<?php
/**
 * Stores and reads contact messages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\FieldRules;
use Kabelshop\Documents\LookupLog;
use Kabelshop\Domain\ShopException;
use Kabelshop\Setup\Database;

/**
 * The only code that talks SQL to FormTables::contact_name() (every statement prepared).
 *
 * Message shape of find()/page(): { id: int, name, company, email, phone, message, language,
 * consent_text, consent_at, status, mail_status, created_at, updated_at: string }.
 * The IP hash is written, never read back.
 */
final class ContactRepository {

	/**
	 * Stores a validated message (status new, mail pending) in one transaction.
	 *
	 * @param array{name: string, company: string, email: string, phone: string, message: string} $clean From ContactMessage::validate().
	 * @param string                                                                              $language     'hr' | 'en' | 'sr'.
	 * @param string                                                                              $consent_text The consent sentence as shown.
	 * @param string                                                                              $ip           Sender's IP (stored only as a hash).
	 * @return int The new id.
	 * @throws ShopException Failed (500) kabelshop_contact_not_saved when the write fails (nothing kept).
	 */
	public function create( array $clean, string $language, string $consent_text, string $ip ): int {
		global $wpdb;
		$now = current_time( 'mysql', true );
		try {
			return Database::transaction(
				static function () use ( $wpdb, $clean, $language, $consent_text, $ip, $now ): int {
					$ok = $wpdb->insert(
						FormTables::contact_name(),
						array(
							'name'         => $clean['name'],
							'company'      => $clean['company'],
							'email'        => $clean['email'],
							'phone'        => $clean['phone'],
							'message'      => $clean['message'],
							'language'     => $language,
							'consent_text' => $consent_text,
							'consent_at'   => $now,
							'ip_hash'      => '' === $ip ? '' : LookupLog::ip_hash( $ip ),
							'status'       => ContactMessage::STATUS_NEW,
							'mail_status'  => ContactMessage::MAIL_PENDING,
							'created_at'   => $now,
							'updated_at'   => $now,
						),
						array_fill( 0, 13, '%s' )
					);
					if ( false === $ok ) {
						throw new \RuntimeException( 'contact message not written: ' . $wpdb->last_error );
					}
					return (int) $wpdb->insert_id;
				}
			);
		} catch ( \RuntimeException $e ) {
			throw new ShopException( 'kabelshop_contact_not_saved', FieldRules::message( 'SERVER_ERROR' ), ShopException::FAILED, array(), $e );
		}
	}

	/**
	 * One message, or null.
	 *
	 * @param int $id Message id.
	 * @return array<string, mixed>|null See the class comment.
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = FormTables::contact_name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return is_array( $row ) ? self::shape( $row ) : null;
	}

	/**
	 * A page of messages, newest first.
	 *
	 * @param string $status   One of ContactMessage::STATUSES, or '' for all.
	 * @param int    $page     1-based page.
	 * @param int    $per_page Rows per page (1..200).
	 * @return array{rows: list<array<string, mixed>>, total: int}
	 */
	public function page( string $status, int $page, int $per_page ): array {
		global $wpdb;
		$table    = FormTables::contact_name();
		$per_page = max( 1, min( 200, $per_page ) );
		$offset   = ( max( 1, $page ) - 1 ) * $per_page;
		$where    = in_array( $status, ContactMessage::STATUSES, true ) ? $wpdb->prepare( 'WHERE status = %s', $status ) : '';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and a prepared WHERE.
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} {$where} ORDER BY created_at DESC, id DESC LIMIT %d OFFSET %d", $per_page, $offset ), ARRAY_A );
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} {$where}" );
		// phpcs:enable
		// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
		return array(
			'rows'  => array_values( array_map( array( self::class, 'shape' ), $rows ) ),
			'total' => $total,
		);
	}

	/**
	 * Sets the status of several messages.
	 *
	 * @param list<int> $ids    Message ids.
	 * @param string    $status One of ContactMessage::STATUSES.
	 * @return int How many rows changed (0 for an unknown status).
	 */
	public function set_status( array $ids, string $status ): int {
		global $wpdb;
		$ids = array_values( array_filter( array_map( 'intval', $ids ), static fn( int $id ): bool => $id > 0 ) );
		if ( ! $ids || ! in_array( $status, ContactMessage::STATUSES, true ) ) {
			return 0;
		}
		$table        = FormTables::contact_name();
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- table name; status, time and one %d per id, passed as one array.
		$done = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, updated_at = %s WHERE id IN ({$placeholders})", array_merge( array( $status, current_time( 'mysql', true ) ), $ids ) ) );
		return false === $done ? 0 : (int) $done;
	}

	/**
	 * Deletes every contact message received more than $days days before $now (GDPR art. 5(1)(e);
	 * run daily by FormsService's cron event with FormsSettings::contact_retention_days()).
	 *
	 * @param int      $days Retention period in days (>= 1).
	 * @param int|null $now  Unix time to count from (null: now).
	 * @return int How many messages were deleted.
	 */
	public function purge( int $days, ?int $now = null ): int {
		global $wpdb;
		$table  = FormTables::contact_name();
		$cutoff = gmdate( 'Y-m-d H:i:s', ( $now ?? time() ) - max( 1, $days ) * DAY_IN_SECONDS );
		$done   = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE created_at < %s", $cutoff ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return false === $done ? 0 : (int) $done;
	}

	/**
	 * Records whether the mail to staff went out.
	 *
	 * @param int    $id          Message id.
	 * @param string $mail_status ContactMessage::MAIL_SENT or MAIL_FAILED.
	 */
	public function set_mail_status( int $id, string $mail_status ): void {
		global $wpdb;
		$wpdb->update( FormTables::contact_name(), array( 'mail_status' => $mail_status ), array( 'id' => $id ), array( '%s' ), array( '%d' ) );
	}

	/**
	 * Typed row.
	 *
	 * @param array<string, string|null> $row Database row.
	 * @return array<string, mixed>
	 */
	private static function shape( array $row ): array {
		$out = array( 'id' => (int) $row['id'] );
		foreach ( array( 'name', 'company', 'email', 'phone', 'message', 'language', 'consent_text', 'consent_at', 'status', 'mail_status', 'created_at', 'updated_at' ) as $key ) {
			$out[ $key ] = (string) ( $row[ $key ] ?? '' );
		}
		return $out;
	}
}
