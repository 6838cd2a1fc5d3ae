<?php
/**
 * Public document search (issue 4, spec: document search).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Documents;

defined( 'ABSPATH' ) || exit;

/**
 * Finds the one invoice or DoP whose number AND control code match. Both tables are always
 * queried and the control hash is always computed and compared (against a dummy hash when the
 * number is unknown) with hash_equals, so an unknown number and a wrong control code take the
 * same work and give the same answer (null): the search cannot be used to test which numbers exist.
 */
final class DocumentSearch {

	/**
	 * The matching document, or null.
	 *
	 * @param string $number  Document number as typed (trimmed, upper-cased).
	 * @param string $control Control code as typed (normalised by ControlCode).
	 * @return array{kind: string, document: array<string, mixed>}|null
	 */
	public function find( string $number, string $control ): ?array {
		$number  = strtoupper( trim( $number ) );
		$invoice = ( new InvoiceRepository() )->find_by_number( $number );
		$dop     = ( new DopRepository() )->find_by_number( $number );
		$hash    = ControlCode::hash( $control );
		$kind    = null !== $invoice ? 'invoice' : ( null !== $dop ? 'dop' : '' );
		$doc     = $invoice ?? $dop;
		$stored  = null !== $doc ? (string) $doc['control_hash'] : str_repeat( '0', 64 );
		$match   = hash_equals( $stored, $hash );
		return ( $match && null !== $doc ) ? array(
			'kind'     => $kind,
			'document' => $doc,
		) : null;
	}
}
