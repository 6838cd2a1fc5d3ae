<?php
/**
 * The price-list mailing's subscribers.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * The only code that talks SQL to {prefix}kabelshop_newsletter_subscribers (NewsletterTables).
 *
 * Double opt-in (docs/newsletter.md): subscribe() stores the address as pending with the consent
 * record and returns a confirmation token (64 hex characters, random_bytes); only its SHA-256 is
 * stored, valid CONFIRM_TTL seconds. confirm() turns pending into confirmed once (the hash is cleared).
 * An address that is already confirmed stays as it is and gets no mail (the answer to the visitor
 * is the same, so the form does not tell who is subscribed).
 *
 * Unsubscribing needs no stored token: unsubscribe_token() is an HMAC-SHA256 of the id and the
 * address with the site's auth salt (wp_salt()), so every mail can carry it and nobody can make one
 * for another subscriber.
 */
final class Subscribers {

	public const PENDING      = 'pending';
	public const CONFIRMED    = 'confirmed';
	public const UNSUBSCRIBED = 'unsubscribed';
	public const STATUSES     = array( self::PENDING, self::CONFIRMED, self::UNSUBSCRIBED );

	/** Seconds a confirmation link is valid: 7 days. */
	public const CONFIRM_TTL = 7 * DAY_IN_SECONDS;

	/** Longest address (the column). */
	public const EMAIL_MAX = 100;

	/**
	 * Stores a signup. A new or unsubscribed address becomes pending with this consent; a pending
	 * one gets a fresh token and consent; a confirmed one is left alone.
	 *
	 * @param string $email        Valid address (is_email()), any case.
	 * @param string $language     'hr' | 'en' | 'sr': the language of the form (mails go in it).
	 * @param string $ip           The visitor's IP.
	 * @param string $consent_text The consent text the form showed, exactly.
	 * @return array{id: int, token: string|null} token: the plain confirmation token to mail, null when the address is confirmed already.
	 * @throws \RuntimeException When the database refuses the write.
	 */
	public function subscribe( string $email, string $language, string $ip, string $consent_text ): array {
		global $wpdb;
		$email    = strtolower( trim( $email ) );
		$existing = $this->find_by_email( $email );
		if ( null !== $existing && self::CONFIRMED === $existing['status'] ) {
			return array(
				'id'    => $existing['id'],
				'token' => null,
			);
		}
		$token = bin2hex( random_bytes( 32 ) );
		$now   = time();
		$row   = array(
			'email'              => $email,
			'status'             => self::PENDING,
			'language'           => Locale::code_of( $language ),
			'consent_at'         => gmdate( 'Y-m-d H:i:s', $now ),
			'consent_ip'         => substr( $ip, 0, 45 ),
			'consent_text'       => $consent_text,
			'confirm_hash'       => hash( 'sha256', $token ),
			'confirm_expires_at' => gmdate( 'Y-m-d H:i:s', $now + self::CONFIRM_TTL ),
			'unsubscribed_at'    => null,
			'updated_at'         => gmdate( 'Y-m-d H:i:s', $now ),
		);
		if ( null === $existing ) {
			$row['created_at'] = $row['updated_at'];
			$done              = $wpdb->insert( NewsletterTables::subscribers(), $row );
			$id                = (int) $wpdb->insert_id;
		} else {
			$done = $wpdb->update( NewsletterTables::subscribers(), $row, array( 'id' => $existing['id'] ) );
			$id   = $existing['id'];
		}
		if ( false === $done ) {
			throw new \RuntimeException( 'newsletter subscribe failed: ' . $wpdb->last_error );
		}
		return array(
			'id'    => $id,
			'token' => $token,
		);
	}

	/**
	 * Confirms the pending address a confirmation token belongs to (once: the token is then void).
	 *
	 * @param string $token The token from the link.
	 * @return array{result: string, subscriber: array<string, mixed>|null} result 'confirmed' (now),
	 *         'already' (confirmed before with this link's address), 'expired' (the link is older than
	 *         CONFIRM_TTL: nothing changed) or 'unknown' (no such token).
	 */
	public function confirm( string $token ): array {
		global $wpdb;
		$table = NewsletterTables::subscribers();
		if ( ! preg_match( '/^[0-9a-f]{64}$/', $token ) ) {
			return array(
				'result'     => 'unknown',
				'subscriber' => null,
			);
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE confirm_hash = %s", hash( 'sha256', $token ) ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return array(
				'result'     => 'unknown',
				'subscriber' => null,
			);
		}
		$subscriber = self::shape( $row );
		if ( null === $row['confirm_expires_at'] || strtotime( $row['confirm_expires_at'] . ' UTC' ) < time() ) {
			return array(
				'result'     => 'expired',
				'subscriber' => $subscriber,
			);
		}
		$now = gmdate( 'Y-m-d H:i:s' );
		// Only the request that turns the row from pending wins: a second click finds no pending row.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$changed = (int) $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, confirmed_at = %s, confirm_hash = '', confirm_expires_at = NULL, updated_at = %s WHERE id = %d AND status = %s", self::CONFIRMED, $now, $now, $subscriber['id'], self::PENDING ) );
		return array(
			'result'     => 1 === $changed ? 'confirmed' : 'already',
			'subscriber' => $this->find( $subscriber['id'] ),
		);
	}

	/**
	 * The unsubscribe token of a subscriber: HMAC-SHA256( id "|" email ) with wp_salt( 'auth' ).
	 *
	 * @param int    $id    Subscriber id.
	 * @param string $email Their address.
	 */
	public static function unsubscribe_token( int $id, string $email ): string {
		return hash_hmac( 'sha256', $id . '|' . strtolower( $email ), wp_salt( 'auth' ) );
	}

	/**
	 * The subscriber an unsubscribe id and token name, null when the token does not match.
	 *
	 * @param int    $id    Subscriber id.
	 * @param string $token Token from the link.
	 * @return array<string, mixed>|null See shape().
	 */
	public function verify_unsubscribe( int $id, string $token ): ?array {
		$subscriber = $id > 0 ? $this->find( $id ) : null;
		if ( null === $subscriber || ! hash_equals( self::unsubscribe_token( $id, $subscriber['email'] ), $token ) ) {
			return null;
		}
		return $subscriber;
	}

	/**
	 * Unsubscribes (idempotent): status unsubscribed, a pending token voided.
	 *
	 * @param int $id Subscriber id.
	 */
	public function unsubscribe( int $id ): void {
		global $wpdb;
		$table = NewsletterTables::subscribers();
		$now   = gmdate( 'Y-m-d H:i:s' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, unsubscribed_at = COALESCE(unsubscribed_at, %s), confirm_hash = '', confirm_expires_at = NULL, updated_at = %s WHERE id = %d AND status <> %s", self::UNSUBSCRIBED, $now, $now, $id, self::UNSUBSCRIBED ) );
	}

	/**
	 * Deletes a subscriber and their send log rows (erasure on request, GDPR art. 17).
	 *
	 * @param int $id Subscriber id.
	 * @return bool Whether a subscriber was deleted.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		$wpdb->delete( NewsletterTables::sends(), array( 'subscriber_id' => $id ), array( '%d' ) );
		return (bool) $wpdb->delete( NewsletterTables::subscribers(), array( 'id' => $id ), array( '%d' ) );
	}

	/**
	 * One subscriber.
	 *
	 * @param int $id Subscriber id.
	 * @return array<string, mixed>|null See shape().
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = NewsletterTables::subscribers();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? self::shape( $row ) : null;
	}

	/**
	 * One subscriber by address (case-insensitive).
	 *
	 * @param string $email Address.
	 * @return array<string, mixed>|null See shape().
	 */
	public function find_by_email( string $email ): ?array {
		global $wpdb;
		$table = NewsletterTables::subscribers();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE email = %s", strtolower( trim( $email ) ) ), ARRAY_A );
		return is_array( $row ) ? self::shape( $row ) : null;
	}

	/**
	 * A page of subscribers, newest first.
	 *
	 * @param string $status   One of STATUSES, '' for all.
	 * @param string $search   Part of the address, '' for all.
	 * @param int    $per_page Rows per page (0: all, for the export).
	 * @param int    $page     Page, from 1.
	 * @return array{rows: list<array<string, mixed>>, total: int}
	 */
	public function page( string $status, string $search, int $per_page, int $page = 1 ): array {
		global $wpdb;
		$table = NewsletterTables::subscribers();
		$where = array( '1 = 1' );
		$args  = array();
		if ( in_array( $status, self::STATUSES, true ) ) {
			$where[] = 'status = %s';
			$args[]  = $status;
		}
		if ( '' !== $search ) {
			$where[] = 'email LIKE %s';
			$args[]  = '%' . $wpdb->esc_like( strtolower( $search ) ) . '%';
		}
		$clause = implode( ' AND ', $where );
		$limit  = $per_page > 0 ? $wpdb->prepare( ' LIMIT %d OFFSET %d', $per_page, ( max( 1, $page ) - 1 ) * $per_page ) : '';
		$sql    = "SELECT * FROM {$table} WHERE {$clause} ORDER BY created_at DESC, id DESC";
		$count  = "SELECT COUNT(*) FROM {$table} WHERE {$clause}";
		if ( $args ) {
			// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared -- prepared right here; table name from code.
			$sql   = $wpdb->prepare( $sql, $args );
			$count = $wpdb->prepare( $count, $args );
			// phpcs:enable
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- built and prepared above.
		$rows = (array) $wpdb->get_results( $sql . $limit, ARRAY_A );
		return array(
			'rows'  => array_map( array( self::class, 'shape' ), $rows ),
			'total' => (int) $wpdb->get_var( $count ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
		);
	}

	/**
	 * Number of subscribers per status.
	 *
	 * @return array<string, int> Status => count, every status present.
	 */
	public function counts(): array {
		global $wpdb;
		$table = NewsletterTables::subscribers();
		$out   = array_fill_keys( self::STATUSES, 0 );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code, no input.
		foreach ( (array) $wpdb->get_results( "SELECT status, COUNT(*) AS n FROM {$table} GROUP BY status", ARRAY_A ) as $row ) {
			$out[ (string) $row['status'] ] = (int) $row['n'];
		}
		return $out;
	}

	/**
	 * A row with typed values.
	 *
	 * @param array<string, mixed> $row Database row.
	 * @return array{id: int, email: string, status: string, language: string, consent_at: string, consent_ip: string, consent_text: string, confirmed_at: string|null, unsubscribed_at: string|null, created_at: string}
	 */
	public static function shape( array $row ): array {
		return array(
			'id'              => (int) $row['id'],
			'email'           => (string) $row['email'],
			'status'          => (string) $row['status'],
			'language'        => (string) $row['language'],
			'consent_at'      => (string) $row['consent_at'],
			'consent_ip'      => (string) $row['consent_ip'],
			'consent_text'    => (string) $row['consent_text'],
			'confirmed_at'    => null === $row['confirmed_at'] ? null : (string) $row['confirmed_at'],
			'unsubscribed_at' => null === $row['unsubscribed_at'] ? null : (string) $row['unsubscribed_at'],
			'created_at'      => (string) $row['created_at'],
		);
	}

	/**
	 * Translated status label.
	 *
	 * @param string $status One of STATUSES.
	 */
	public static function status_label( string $status ): string {
		return match ( $status ) {
			self::PENDING      => __( 'Pending confirmation', 'kabelshop' ),
			self::CONFIRMED    => __( 'Confirmed', 'kabelshop' ),
			self::UNSUBSCRIBED => __( 'Unsubscribed', 'kabelshop' ),
			default            => $status,
		};
	}
}
