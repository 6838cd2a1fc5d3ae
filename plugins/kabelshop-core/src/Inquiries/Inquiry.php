<?php
/**
 * Inquiry rules.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Inquiries;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\FieldRules;

/**
 * Validation and statuses of an inquiry (spec: shop query; field rules and messages of spec
 * sections 5 and 8 through Accounts\FieldRules).
 * Fields: company_name (required, <= 150), oib (optional, <= 30, letters, digits, spaces, dashes),
 * contact_person (required, <= 100), email (required, e-mail, <= 100), phone (required, spec
 * pattern), note (optional, <= 1000), lines (1..MAX_LINES of { article_code <= 64, quantity_m
 * 1..MAX_METRES whole metres }). Prices never come from the browser: see InquiryRepository.
 */
final class Inquiry {

	public const STATUS_NEW      = 'new';
	public const STATUS_ANSWERED = 'answered';
	public const STATUS_CLOSED   = 'closed';
	public const STATUSES        = array( self::STATUS_NEW, self::STATUS_ANSWERED, self::STATUS_CLOSED );

	/** Field => longest accepted value in characters. */
	public const FIELDS = array(
		'company_name'   => 150,
		'oib'            => 30,
		'contact_person' => 100,
		'email'          => 100,
		'phone'          => 16,
		'note'           => 1000,
	);

	public const MAX_LINES  = 100;
	public const MAX_METRES = 100000;

	/**
	 * Translated label of a status.
	 *
	 * @param string $status One of STATUSES.
	 */
	public static function status_label( string $status ): string {
		switch ( $status ) {
			case self::STATUS_ANSWERED:
				return __( 'Answered', 'kabelshop-core' );
			case self::STATUS_CLOSED:
				return __( 'Closed', 'kabelshop-core' );
			default:
				return __( 'New', 'kabelshop-core' );
		}
	}

	/**
	 * Checks every field at once.
	 *
	 * @param array<string, mixed> $input Raw input: the FIELDS plus 'lines'.
	 * @return array{0: array{company_name: string, oib: string, contact_person: string, email: string, phone: string, note: string, lines: list<array{article_code: string, quantity_m: int}>}, 1: array<string, string>}
	 *         [ clean values, translated errors by field name ].
	 */
	public static function validate( array $input ): array {
		$clean = array();
		foreach ( array_keys( self::FIELDS ) as $field ) {
			$value = isset( $input[ $field ] ) && is_scalar( $input[ $field ] ) ? (string) $input[ $field ] : '';
			if ( 'note' === $field ) {
				$clean[ $field ] = trim( sanitize_textarea_field( $value ) );
			} else {
				$clean[ $field ] = trim( sanitize_text_field( $value ) );
			}
		}
		$clean['email'] = strtolower( $clean['email'] );
		$errors         = array();
		foreach ( array( 'company_name', 'contact_person' ) as $field ) {
			$required = FieldRules::required( $clean[ $field ] );
			if ( null !== $required ) {
				$errors[ $field ] = $required;
			}
		}
		$email = FieldRules::email( $clean['email'] );
		if ( null !== $email ) {
			$errors['email'] = $email;
		}
		$phone = FieldRules::phone( $clean['phone'] );
		if ( null !== $phone ) {
			$errors['phone'] = $phone;
		} else {
			$clean['phone'] = FieldRules::normalise_phone( $clean['phone'] );
		}
		if ( '' !== $clean['oib'] && ! preg_match( '/^[A-Za-z0-9 \-]{5,30}$/', $clean['oib'] ) ) {
			$errors['oib'] = FieldRules::message( 'CODE_NOT_VALID' );
		}
		foreach ( self::FIELDS as $field => $max ) {
			if ( ! isset( $errors[ $field ] ) && mb_strlen( $clean[ $field ] ) > $max ) {
				/* translators: %d: maximum number of characters */
				$errors[ $field ] = sprintf( __( 'At most %d characters.', 'kabelshop-core' ), $max );
			}
		}
		list( $clean['lines'], $line_error ) = self::lines( $input['lines'] ?? null );
		if ( null !== $line_error ) {
			$errors['lines'] = $line_error;
		}
		return array( $clean, $errors );
	}

	/**
	 * Checks the lines' shape (not whether the codes exist: that needs the database).
	 *
	 * @param mixed $raw Lines as sent.
	 * @return array{0: list<array{article_code: string, quantity_m: int}>, 1: ?string} [ lines, error or null ].
	 */
	private static function lines( $raw ): array {
		if ( ! is_array( $raw ) || array() === $raw ) {
			return array( array(), __( 'The inquiry list is empty.', 'kabelshop-core' ) );
		}
		if ( count( $raw ) > self::MAX_LINES ) {
			/* translators: %d: maximum number of lines */
			return array( array(), sprintf( __( 'An inquiry can have at most %d lines.', 'kabelshop-core' ), self::MAX_LINES ) );
		}
		$lines = array();
		foreach ( $raw as $line ) {
			$code     = is_array( $line ) && isset( $line['article_code'] ) && is_scalar( $line['article_code'] ) ? trim( (string) $line['article_code'] ) : '';
			$quantity = is_array( $line ) && isset( $line['quantity_m'] ) && is_numeric( $line['quantity_m'] ) ? (float) $line['quantity_m'] : 0.0;
			if ( '' === $code || mb_strlen( $code ) > 64 || floor( $quantity ) !== $quantity || $quantity < 1 || $quantity > self::MAX_METRES ) {
				return array( array(), __( 'A line of the inquiry list is not valid. Please check the article and the metres.', 'kabelshop-core' ) );
			}
			$lines[] = array(
				'article_code' => $code,
				'quantity_m'   => (int) $quantity,
			);
		}
		return array( $lines, null );
	}
}
