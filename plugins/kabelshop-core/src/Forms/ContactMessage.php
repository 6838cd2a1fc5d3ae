<?php
/**
 * Contact form rules.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\FieldRules;

/**
 * Validation, statuses and the consent sentence of the contact form (issue 12, Forms; field rules
 * and messages of spec sections 5 and 8 through Accounts\FieldRules). Mirrored for the browser by
 * src/lib/validation/site-forms.ts (same limits); the server is the authority.
 * Fields: name (required, <= 100), company (optional, <= 150), email (required, e-mail, <= 100),
 * phone (optional; when given FieldRules::phone(), stored normalised), message (required,
 * <= MESSAGE_MAX characters), consent (must be true: the sender agrees to the processing described
 * by consent_text()).
 */
final class ContactMessage {

	public const STATUS_NEW      = 'new';
	public const STATUS_ANSWERED = 'answered';
	public const STATUS_ARCHIVED = 'archived';
	public const STATUSES        = array( self::STATUS_NEW, self::STATUS_ANSWERED, self::STATUS_ARCHIVED );

	public const MAIL_PENDING = 'pending';
	public const MAIL_SENT    = 'sent';
	public const MAIL_FAILED  = 'failed';

	/** Longest message in characters: a long enquiry fits, a pasted document does not. */
	public const MESSAGE_MAX = 5000;

	/** Text field => longest accepted value in characters. */
	public const FIELDS = array(
		'name'    => 100,
		'company' => 150,
		'email'   => 100,
		'phone'   => 14,
		'message' => self::MESSAGE_MAX,
	);

	/**
	 * Translated label of a status.
	 *
	 * @param string $status One of STATUSES.
	 */
	public static function status_label( string $status ): string {
		switch ( $status ) {
			case self::STATUS_ANSWERED:
				return __( 'Answered', 'kabelshop-core' );
			case self::STATUS_ARCHIVED:
				return __( 'Archived', 'kabelshop-core' );
			default:
				return __( 'New', 'kabelshop-core' );
		}
	}

	/**
	 * Translated label of a mail status ('pending' | 'sent' | 'failed').
	 *
	 * @param string $status Mail status.
	 */
	public static function mail_status_label( string $status ): string {
		switch ( $status ) {
			case self::MAIL_SENT:
				return __( 'Mailed', 'kabelshop-core' );
			case self::MAIL_FAILED:
				return __( 'Mail failed', 'kabelshop-core' );
			default:
				return __( 'Not mailed yet', 'kabelshop-core' );
		}
	}

	/**
	 * The consent sentence shown beside the box, in the current language (stored with the message
	 * as shown).
	 */
	public static function consent_text(): string {
		return __( 'I agree that Kabelshop stores my message and contact details to answer it. They are not used for anything else.', 'kabelshop-core' );
	}

	/**
	 * Translated "must agree" message of a consent box left empty.
	 */
	public static function consent_missing(): string {
		return __( 'Please agree to the processing of your data, otherwise we cannot answer.', 'kabelshop-core' );
	}

	/**
	 * Checks every field at once.
	 *
	 * @param array<string, mixed> $input Raw input: the FIELDS and consent.
	 * @return array{0: array{name: string, company: string, email: string, phone: string, message: string}, 1: array<string, string>}
	 *         [ clean values, translated errors by field name, in form order ].
	 */
	public static function validate( array $input ): array {
		$clean = array();
		foreach ( array_keys( self::FIELDS ) as $field ) {
			$value           = isset( $input[ $field ] ) && is_scalar( $input[ $field ] ) ? (string) $input[ $field ] : '';
			$clean[ $field ] = trim( 'message' === $field ? sanitize_textarea_field( $value ) : sanitize_text_field( $value ) );
		}
		$clean['email'] = strtolower( $clean['email'] );
		$errors         = array_filter(
			array(
				'name'    => FieldRules::required( $clean['name'] ),
				'email'   => FieldRules::email( $clean['email'] ),
				'phone'   => '' === $clean['phone'] ? null : FieldRules::phone( $clean['phone'] ),
				'message' => FieldRules::required( $clean['message'] ),
			)
		);
		if ( '' !== $clean['phone'] && ! isset( $errors['phone'] ) ) {
			$clean['phone'] = FieldRules::normalise_phone( $clean['phone'] );
		}
		$errors = self::lengths( $clean, self::FIELDS, $errors );
		if ( ! self::consented( $input['consent'] ?? null ) ) {
			$errors['consent'] = self::consent_missing();
		}
		return array( self::ordered( $clean ), self::in_order( $errors, array( 'name', 'company', 'email', 'phone', 'message', 'consent' ) ) );
	}

	/**
	 * Whether a consent value means "given": true, 1, '1', 'true', 'on', 'yes' (JSON or multipart).
	 *
	 * @param mixed $value Sent value.
	 */
	public static function consented( $value ): bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		return is_scalar( $value ) && in_array( strtolower( (string) $value ), array( '1', 'true', 'on', 'yes' ), true );
	}

	/**
	 * Adds "At most N characters." to fields over their limit that have no error yet.
	 *
	 * @param array<string, string> $clean  Clean values.
	 * @param array<string, int>    $limits Field => maximum characters.
	 * @param array<string, string> $errors Errors so far.
	 * @return array<string, string>
	 */
	public static function lengths( array $clean, array $limits, array $errors ): array {
		foreach ( $limits as $field => $max ) {
			if ( ! isset( $errors[ $field ] ) && mb_strlen( $clean[ $field ] ?? '' ) > $max ) {
				/* translators: %d: maximum number of characters */
				$errors[ $field ] = sprintf( __( 'At most %d characters.', 'kabelshop-core' ), $max );
			}
		}
		return $errors;
	}

	/**
	 * Errors sorted by the form's field order.
	 *
	 * @param array<string, string> $errors Field => message.
	 * @param list<string>          $order  Field names in form order.
	 * @return array<string, string>
	 */
	public static function in_order( array $errors, array $order ): array {
		$sorted = array();
		foreach ( $order as $field ) {
			if ( isset( $errors[ $field ] ) ) {
				$sorted[ $field ] = $errors[ $field ];
			}
		}
		return $sorted + $errors;
	}

	/**
	 * The clean values with their exact shape.
	 *
	 * @param array<string, string> $clean Clean values.
	 * @return array{name: string, company: string, email: string, phone: string, message: string}
	 */
	private static function ordered( array $clean ): array {
		return array(
			'name'    => $clean['name'],
			'company' => $clean['company'],
			'email'   => $clean['email'],
			'phone'   => $clean['phone'],
			'message' => $clean['message'],
		);
	}
}
