<?php
/**
 * Job application rules.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\FieldRules;

/**
 * Validation and the consent sentence of the job application form (issue 12, Forms; field rules
 * and messages of spec sections 5 and 8 through Accounts\FieldRules). Mirrored for the browser by
 * src/lib/validation/site-forms.ts. Fields: opening (a kabelshop_job id that takes applications,
 * or 0 for an open application: Forms\Openings), name (required, <= 100), email (required,
 * e-mail, <= 100), phone (required, the spec's pattern), cover_note (optional, <= NOTE_MAX),
 * consent (must be given), cv (checked by Forms\CvFile).
 */
final class Application {

	/** Longest cover note in characters. */
	public const NOTE_MAX = 3000;

	/** Text field => longest accepted value in characters. */
	public const FIELDS = array(
		'name'       => 100,
		'email'      => 100,
		'phone'      => 14,
		'cover_note' => self::NOTE_MAX,
	);

	/** Form order of the fields, for the order of errors. */
	public const ORDER = array( 'opening', 'name', 'email', 'phone', 'cover_note', 'cv', 'consent' );

	/**
	 * The consent sentence shown beside the box, in the current language (stored as shown).
	 *
	 * @param int $days Retention period in days (FormsSettings::retention_days()).
	 */
	public static function consent_text( int $days ): string {
		return sprintf(
			/* translators: %d: number of days the application is kept */
			_n(
				'I agree that Kabelshop stores my application and CV to consider it for this and other openings, and deletes them %d day after sending.',
				'I agree that Kabelshop stores my application and CV to consider it for this and other openings, and deletes them %d days after sending.',
				$days,
				'kabelshop-core'
			),
			$days
		);
	}

	/**
	 * Checks the text fields, the opening and the consent (the CV is checked by CvFile).
	 *
	 * @param array<string, mixed> $input Raw input: FIELDS, opening, consent.
	 * @return array{0: array{opening: int, name: string, email: string, phone: string, cover_note: string}, 1: array<string, string>}
	 *         [ clean values, translated errors by field name ].
	 */
	public static function validate( array $input ): array {
		$clean = array();
		foreach ( array_keys( self::FIELDS ) as $field ) {
			$value           = isset( $input[ $field ] ) && is_scalar( $input[ $field ] ) ? (string) $input[ $field ] : '';
			$clean[ $field ] = trim( 'cover_note' === $field ? sanitize_textarea_field( $value ) : sanitize_text_field( $value ) );
		}
		$clean['email'] = strtolower( $clean['email'] );
		$raw_opening    = $input['opening'] ?? '';
		$opening        = is_scalar( $raw_opening ) && preg_match( '/^\d{1,19}$/', (string) $raw_opening ) ? (int) $raw_opening : -1;
		$errors         = array_filter(
			array(
				'opening' => self::opening_error( $raw_opening, $opening ),
				'name'    => FieldRules::required( $clean['name'] ),
				'email'   => FieldRules::email( $clean['email'] ),
				'phone'   => FieldRules::phone( $clean['phone'] ),
			)
		);
		if ( ! isset( $errors['phone'] ) ) {
			$clean['phone'] = FieldRules::normalise_phone( $clean['phone'] );
		}
		$errors = ContactMessage::lengths( $clean, self::FIELDS, $errors );
		if ( ! ContactMessage::consented( $input['consent'] ?? null ) ) {
			$errors['consent'] = ContactMessage::consent_missing();
		}
		return array(
			array(
				'opening'    => max( 0, $opening ),
				'name'       => $clean['name'],
				'email'      => $clean['email'],
				'phone'      => $clean['phone'],
				'cover_note' => $clean['cover_note'],
			),
			ContactMessage::in_order( $errors, self::ORDER ),
		);
	}

	/**
	 * The opening's error: required when nothing was sent, refused when the id is not a number or
	 * names an opening that takes no applications (Openings::is_open()); null when it is fine.
	 *
	 * @param mixed $raw     The sent value.
	 * @param int   $opening The sent value as an id (-1 when it is not a number).
	 */
	private static function opening_error( $raw, int $opening ): ?string {
		if ( '' === ( is_scalar( $raw ) ? trim( (string) $raw ) : '' ) ) {
			return FieldRules::message( 'REQUIRED' );
		}
		if ( $opening < 0 || ! Openings::is_open( $opening ) ) {
			return __( 'This opening does not take applications any more. Please choose another one or send an open application.', 'kabelshop-core' );
		}
		return null;
	}
}
