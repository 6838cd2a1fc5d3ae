<?php
/**
 * The one exception type of the shop's domain code.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * A refusal or failure a person must be told about: a machine code kabelshop_<area>_<problem>, a
 * message already translated into the visitor's language, a kind (what went wrong, which fixes the
 * HTTP status) and data for the client (field: the field to mark; fields: field => message;
 * retry_after: seconds, for rate_limited; anything else the code documents, e.g. unknown_codes).
 *
 * Domain code (Checkout, Registration, AddressBook, InquiryRepository, …) throws it without
 * knowing about REST; AbstractRoute::run() is the one place that turns it into an answer (WooCommerce
 * Store API's RouteException pattern). Rest\RouteException is the subclass route code throws when it
 * thinks in HTTP statuses. Messages of infrastructure failures (a database write, a remote server)
 * belong in the log, not here: catch those and throw a ShopException of kind FAILED/UNAVAILABLE.
 */
class ShopException extends \Exception {

	/** Bad input: 400. */
	public const INVALID = 'invalid';

	/** Not logged in: 401. */
	public const UNAUTHORIZED = 'unauthorized';

	/** Logged in but not allowed, or the thing may not be changed: 403. */
	public const FORBIDDEN = 'forbidden';

	/** No such thing (or not this customer's): 404. */
	public const NOT_FOUND = 'not_found';

	/** Clashes with what is stored (a taken e-mail, a reused idempotency key): 409. */
	public const CONFLICT = 'conflict';

	/** Too many attempts; data retry_after holds the seconds to wait: 429. */
	public const RATE_LIMITED = 'rate_limited';

	/** The shop failed (a write did not happen): 500. */
	public const FAILED = 'failed';

	/** A remote service the shop asked answered wrongly or not at all: 502. */
	public const UPSTREAM_FAILED = 'upstream_failed';

	/** Busy or not configured, try later: 503. */
	public const UNAVAILABLE = 'unavailable';

	/**
	 * HTTP status of each kind (RFC 9110 section 15).
	 *
	 * @var array<string, int>
	 */
	public const STATUS = array(
		self::INVALID         => 400,
		self::UNAUTHORIZED    => 401,
		self::FORBIDDEN       => 403,
		self::NOT_FOUND       => 404,
		self::CONFLICT        => 409,
		self::RATE_LIMITED    => 429,
		self::FAILED          => 500,
		self::UPSTREAM_FAILED => 502,
		self::UNAVAILABLE     => 503,
	);

	/**
	 * HTTP status of the answer (from the kind).
	 *
	 * @var int
	 */
	public readonly int $status;

	/**
	 * @param string               $error_code Machine code, e.g. 'kabelshop_order_invalid_delivery'.
	 * @param string               $message    Translated message for people.
	 * @param string               $kind       One of the kind constants (an unknown kind counts as FAILED).
	 * @param array<string, mixed> $data       Extra data for the client (field, fields, retry_after, …).
	 * @param \Throwable|null      $previous   The failure behind it, if any (for the log).
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly string $kind = self::INVALID,
		public readonly array $data = array(),
		?\Throwable $previous = null
	) {
		$this->status = self::STATUS[ $kind ] ?? 500;
		parent::__construct( $message, $this->status, $previous );
	}

	/**
	 * A refusal about one field: data field => $field and fields => [ $field => $message ], so the
	 * client can mark the field and show the message beside it.
	 *
	 * @param string               $error_code Machine code.
	 * @param string               $field      Field name as the client sent it (e.g. 'delivery.method', 'Idempotency-Key').
	 * @param string               $message    Translated message.
	 * @param string               $kind       Kind (default INVALID, 400).
	 * @param array<string, mixed> $data       More data (e.g. unknown_codes).
	 */
	public static function field( string $error_code, string $field, string $message, string $kind = self::INVALID, array $data = array() ): self {
		return new self(
			$error_code,
			$message,
			$kind,
			array_merge(
				$data,
				array(
					'field'  => $field,
					'fields' => array( $field => $message ),
				)
			)
		);
	}

	/**
	 * The kind whose status is $status; a status with no kind of its own counts as INVALID below
	 * 500 and FAILED from 500 on.
	 *
	 * @param int $status HTTP status.
	 */
	public static function kind_of( int $status ): string {
		$kind = array_search( $status, self::STATUS, true );
		if ( false !== $kind ) {
			return (string) $kind;
		}
		return $status >= 500 ? self::FAILED : self::INVALID;
	}
}
