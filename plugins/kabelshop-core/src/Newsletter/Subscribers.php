<?php
/**
 * The price-list mailing's subscribers.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\I18n\Locale;

/**
 * The only code that talks SQL to {prefix}kabelshop_newsletter_subscribers (NewsletterTables).
 *
 * Double opt-in (docs/newsletter.md): subscribe() stores a new address as pending with the consent
 * record (an address stored before keeps its record; the new signup waits beside it) and returns a
 * confirmation token (64 hex characters, random_bytes); only its SHA-256 is stored, valid
 * CONFIRM_TTL seconds. confirm() applies the signup once (the hash is cleared).
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
	 * Stores a signup (anyone may send one for any address, so it changes nothing a confirmation
	 * has not proven; issue 26):
	 * - a new address is inserted as pending with this consent record and a confirmation token;
	 * - an address stored as pending or unsubscribed keeps its status, consent record (time, IP,
	 *   text, language) and unsubscribe date: this signup's consent waits in the pending_* columns
	 *   with a fresh token (the earlier link of a pending address is void), and confirm() applies it;
	 * - a confirmed address is left alone (no token, no mail).
	 *
	 * @param string $email        Valid address (is_email()), any case.
	 * @param string $language     'hr' | 'en' | 'sr': the language of the form (mails go in it).
	 * @param string $ip           The visitor's IP.
	 * @param string $consent_text The consent text the form showed, exactly.
	 * @return array{id: int, token: string|null, language: string} token: the plain confirmation token to mail, null when
	 *         the address is confirmed already; language: the one the confirmation mail is written in (this signup's).
	 * @throws \RuntimeException When the database refuses the write.
	 */
	public function subscribe( string $email, string $language, string $ip, string $consent_text ): array {
		global $wpdb;
		$email    = strtolower( trim( $email ) );
		$language = Locale::code_of( $language );
		$token    = bin2hex( random_bytes( 32 ) );
		$now      = time();
		$consent  = array(
			'at'   => gmdate( 'Y-m-d H:i:s', $now ),
			'ip'   => substr( $ip, 0, 45 ),
			'text' => $consent_text,
		);
		$hash     = hash( 'sha256', $token );
		$expires  = gmdate( 'Y-m-d H:i:s', $now + self::CONFIRM_TTL );
		$existing = $this->find_by_email( $email );
		if ( null === $existing ) {
			$inserted = $wpdb->insert(
				NewsletterTables::subscribers(),
				array(
					'email'              => $email,
					'status'             => self::PENDING,
					'language'           => $language,
					'consent_at'         => $consent['at'],
					'consent_ip'         => $consent['ip'],
					'consent_text'       => $consent['text'],
					'confirm_hash'       => $hash,
					'confirm_expires_at' => $expires,
					'created_at'         => $consent['at'],
					'updated_at'         => $consent['at'],
				)
			);
			if ( false !== $inserted ) {
				return array(
					'id'       => (int) $wpdb->insert_id,
					'token'    => $token,
					'language' => $language,
				);
			}
			// Another signup of the same address came first (UNIQUE email): go on as for a stored one.
			$existing = $this->find_by_email( $email );
			if ( null === $existing ) {
				throw new \RuntimeException( 'newsletter subscribe failed: ' . $wpdb->last_error );
			}
		}
		$table = NewsletterTables::subscribers();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$changed = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET pending_language = %s, pending_consent_at = %s, pending_consent_ip = %s, pending_consent_text = %s, confirm_hash = %s, confirm_expires_at = %s WHERE id = %d AND status <> %s", $language, $consent['at'], $consent['ip'], $consent['text'], $hash, $expires, $existing['id'], self::CONFIRMED ) );
		if ( false === $changed ) {
			throw new \RuntimeException( 'newsletter subscribe failed: ' . $wpdb->last_error );
		}
		return array(
			'id'       => $existing['id'],
			'token'    => 0 === (int) $changed ? null : $token,
			'language' => $language,
		);
	}

	/**
	 * What a confirmation token would do, without doing it (the GET of the link, NewsletterPages):
	 * 'pending' (the button confirms), 'already' (the link was used: its address is confirmed),
	 * 'expired' or 'unknown'. A used link is recognised because confirm() keeps the hash of the
	 * token that confirmed the row (issue 27: a used link asked to confirm again).
	 *
	 * @param string $token The token from the link.
	 * @return string 'pending' | 'already' | 'expired' | 'unknown'.
	 */
	public function peek( string $token ): string {
		$row = $this->row_of_token( $token );
		if ( null === $row ) {
			return 'unknown';
		}
		if ( self::CONFIRMED === $row['status'] ) {
			return 'already';
		}
		return self::expired( $row ) ? 'expired' : 'pending';
	}

	/**
	 * The subscriber row a confirmation token names, null for a malformed or unknown token.
	 *
	 * @param string $token The token from the link (64 hex characters).
	 * @return array<string, mixed>|null The raw row.
	 */
	private function row_of_token( string $token ): ?array {
		global $wpdb;
		if ( ! preg_match( '/^[0-9a-f]{64}$/', $token ) ) {
			return null;
		}
		$table = NewsletterTables::subscribers();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE confirm_hash = %s", hash( 'sha256', $token ) ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Whether a pending row's confirmation link is past CONFIRM_TTL (or has no expiry).
	 *
	 * @param array<string, mixed> $row Raw subscriber row.
	 */
	private static function expired( array $row ): bool {
		return null === $row['confirm_expires_at'] || strtotime( $row['confirm_expires_at'] . ' UTC' ) < time();
	}

	/**
	 * Confirms the signup a confirmation token belongs to (once; the hash of the token stays on the
	 * confirmed row, so the used link is answered 'already', never asked again): the
	 * address becomes confirmed; a signup that waited in the pending_* columns (an address stored
	 * before, unsubscribed or pending) becomes its consent record and language, and the unsubscribe
	 * date is cleared.
	 *
	 * @param string $token The token from the link.
	 * @return array{result: string, subscriber: array<string, mixed>|null} result 'confirmed' (now),
	 *         'already' (confirmed before with this link's address), 'expired' (the link is older than
	 *         CONFIRM_TTL: nothing changed) or 'unknown' (no such token).
	 */
	public function confirm( string $token ): array {
		global $wpdb;
		$table = NewsletterTables::subscribers();
		$row   = $this->row_of_token( $token );
		if ( null === $row ) {
			return array(
				'result'     => 'unknown',
				'subscriber' => null,
			);
		}
		$hash       = hash( 'sha256', $token );
		$subscriber = self::shape( $row );
		if ( self::CONFIRMED === $row['status'] ) {
			return array(
				'result'     => 'already',
				'subscriber' => $subscriber,
			);
		}
		if ( self::expired( $row ) ) {
			return array(
				'result'     => 'expired',
				'subscriber' => $subscriber,
			);
		}
		$now = gmdate( 'Y-m-d H:i:s' );
		// One statement; MariaDB assigns left to right, so the pending_* values are read before they
		// are cleared. Only the request that still finds this token on an unconfirmed row wins.
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$changed = (int) $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET status = %s, confirmed_at = %s,
				language = COALESCE( pending_language, language ),
				consent_ip = IF( pending_consent_at IS NULL, consent_ip, COALESCE( pending_consent_ip, '' ) ),
				consent_text = IF( pending_consent_at IS NULL, consent_text, COALESCE( pending_consent_text, '' ) ),
				consent_at = COALESCE( pending_consent_at, consent_at ),
				unsubscribed_at = NULL,
				pending_language = NULL, pending_consent_at = NULL, pending_consent_ip = NULL, pending_consent_text = NULL,
				confirm_expires_at = NULL, updated_at = %s
				WHERE id = %d AND confirm_hash = %s AND status <> %s",
				self::CONFIRMED,
				$now,
				$now,
				$subscriber['id'],
				$hash,
				self::CONFIRMED
			)
		);
		// phpcs:enable
		// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
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
	 * Unsubscribes (idempotent): status unsubscribed (the first unsubscribe date is kept), a
	 * pending token and a signup waiting for it voided.
	 *
	 * @param int $id Subscriber id.
	 */
	public function unsubscribe( int $id ): void {
		global $wpdb;
		$table = NewsletterTables::subscribers();
		$now   = gmdate( 'Y-m-d H:i:s' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from code.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = %s, unsubscribed_at = COALESCE(unsubscribed_at, %s), confirm_hash = '', confirm_expires_at = NULL, pending_language = NULL, pending_consent_at = NULL, pending_consent_ip = NULL, pending_consent_text = NULL, updated_at = %s WHERE id = %d AND ( status <> %s OR confirm_hash <> '' )", self::UNSUBSCRIBED, $now, $now, $id, self::UNSUBSCRIBED ) );
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
			// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- as at the head of the file.
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
			self::PENDING      => __( 'Pending confirmation', 'kabelshop-core' ),
			self::CONFIRMED    => __( 'Confirmed', 'kabelshop-core' ),
			self::UNSUBSCRIBED => __( 'Unsubscribed', 'kabelshop-core' ),
			default            => $status,
		};
	}
}
