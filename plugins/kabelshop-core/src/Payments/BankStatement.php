<?php
/**
 * Reads a bank statement CSV.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

/**
 * The bank statement file staff upload on Kabelshop → Bank statement import
 * (docs/payments-transfer.md): a CSV with a header row naming the columns date, amount,
 * reference, payer and description (in any order; the Croatian names datum, iznos, poziv na broj,
 * platitelj and opis are accepted too), ',' or ';' between cells (whichever the header row has
 * more of), UTF-8 or Windows-1250 (what Croatian banks' and Excel's exports use; a file that is
 * not valid UTF-8 is read as Windows-1250).
 * - date: YYYY-MM-DD, DD.MM.YYYY or DD.MM.YYYY. (the Croatian form with its final dot);
 * - amount: euros with a decimal comma or point and at most 2 decimals (1234,56 · 1.234,56 ·
 *   1234.56 · 1,234.56); a single '.' or ',' followed by exactly three digits groups thousands
 *   (1.234 = 1234,00: money has no third decimal); spaces, 'EUR' and '€' are ignored; a leading
 *   minus marks a debit (reported, never matched);
 * - reference: the payer's "poziv na broj", with or without the model (HR01 2026-0001236);
 * - payer, description: as the bank prints them (may be empty).
 * Empty lines are skipped. parse() reads the whole file before anything is imported and throws
 * StatementException at the first malformed line, naming the line and column.
 */
final class BankStatement {

	/** Documented column => accepted header names (lower case). */
	public const COLUMNS = array(
		'date'        => array( 'date', 'datum', 'datum valute', 'datum izvršenja', 'datum knjiženja' ),
		'amount'      => array( 'amount', 'iznos' ),
		'reference'   => array( 'reference', 'poziv na broj', 'poziv na broj primatelja' ),
		'payer'       => array( 'payer', 'platitelj', 'uplatitelj' ),
		'description' => array( 'description', 'opis', 'opis plaćanja' ),
	);

	/** Largest file accepted (bytes). */
	public const MAX_BYTES = 2097152;

	/**
	 * The statement's lines.
	 *
	 * @param string $bytes The uploaded file.
	 * @return list<array{line: int, date: string, amount_cents: int, reference: string, payer: string, description: string}>
	 *         line: the file's line (header = 1); date 'Y-m-d'; amount_cents negative for a debit.
	 * @throws StatementException For a file that is empty, too large, lacks a column, or has a bad date or amount.
	 */
	public static function parse( string $bytes ): array {
		if ( strlen( $bytes ) > self::MAX_BYTES ) {
			throw new StatementException( __( 'The file is larger than 2 MB.', 'kabelshop-core' ) );
		}
		$text = self::to_utf8( $bytes );
		if ( '' === trim( $text ) ) {
			throw new StatementException( __( 'The file is empty.', 'kabelshop-core' ) );
		}
		$first     = (string) strtok( $text, "\r\n" );
		$separator = substr_count( $first, ';' ) > substr_count( $first, ',' ) ? ';' : ',';
		$rows      = self::rows( $text, $separator );
		$head      = array_shift( $rows );
		$index     = self::columns( null === $head ? array() : $head['cells'] );
		$lines     = array();
		foreach ( $rows as $row ) {
			$cell = static fn( string $column ): string => trim( (string) ( $row['cells'][ $index[ $column ] ] ?? '' ) );
			if ( '' === implode( '', array_map( 'trim', $row['cells'] ) ) ) {
				continue;
			}
			$date = self::date( $cell( 'date' ) );
			if ( null === $date ) {
				/* translators: %s: the value found in the file */
				throw new StatementException( sprintf( __( 'the date "%s" is not a date (write YYYY-MM-DD or DD.MM.YYYY)', 'kabelshop-core' ), $cell( 'date' ) ), $row['line'], 'date' );
			}
			$amount = self::amount_cents( $cell( 'amount' ) );
			if ( null === $amount ) {
				/* translators: %s: the value found in the file */
				throw new StatementException( sprintf( __( 'the amount "%s" is not an amount in euros (e.g. 1234,56 or 1234.56)', 'kabelshop-core' ), $cell( 'amount' ) ), $row['line'], 'amount' );
			}
			$lines[] = array(
				'line'         => $row['line'],
				'date'         => $date,
				'amount_cents' => $amount,
				'reference'    => $cell( 'reference' ),
				'payer'        => $cell( 'payer' ),
				'description'  => $cell( 'description' ),
			);
		}
		if ( ! $lines ) {
			throw new StatementException( __( 'The file has no lines below the header row.', 'kabelshop-core' ), 1 );
		}
		return $lines;
	}

	/**
	 * An amount in cents, or null when the text is no amount (see the class comment).
	 *
	 * @param string $text Amount as written, e.g. '1.234,56', '-20.00', '1 234,56 EUR'.
	 */
	public static function amount_cents( string $text ): ?int {
		$text = (string) preg_replace( '/[\s\x{00A0}\x{202F}]+|EUR|€/iu', '', $text );
		$sign = 1;
		if ( '' !== $text && in_array( $text[0], array( '-', '+' ), true ) ) {
			$sign = '-' === $text[0] ? -1 : 1;
			$text = substr( $text, 1 );
		}
		if ( preg_match( '/^(\d+)(?:[.,](\d{1,2}))?$/', $text, $m ) ) {
			$euros = $m[1];
			$cents = $m[2] ?? '';
		} elseif ( preg_match( '/^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:(?!\2)[.,](\d{1,2}))?$/', $text, $m ) ) {
			$euros = str_replace( $m[2], '', $m[1] );
			$cents = $m[3] ?? '';
		} else {
			return null;
		}
		if ( strlen( ltrim( $euros, '0' ) ) > 13 ) {
			return null;
		}
		return $sign * ( (int) $euros * 100 + (int) str_pad( $cents, 2, '0' ) );
	}

	/**
	 * A date as 'Y-m-d', or null.
	 *
	 * @param string $text 'YYYY-MM-DD', 'DD.MM.YYYY' or 'DD.MM.YYYY.'.
	 */
	public static function date( string $text ): ?string {
		if ( preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $text, $m ) ) {
			list( , $year, $month, $day ) = $m;
		} elseif ( preg_match( '/^(\d{1,2})\.(\d{1,2})\.(\d{4})\.?$/', $text, $m ) ) {
			list( , $day, $month, $year ) = $m;
		} else {
			return null;
		}
		return checkdate( (int) $month, (int) $day, (int) $year ) ? sprintf( '%04d-%02d-%02d', $year, $month, $day ) : null;
	}

	/**
	 * The file as UTF-8 without a byte order mark: valid UTF-8 as it is, anything else read as Windows-1250.
	 *
	 * @param string $bytes File.
	 */
	private static function to_utf8( string $bytes ): string {
		$bytes = (string) preg_replace( '/^\xEF\xBB\xBF/', '', $bytes );
		if ( mb_check_encoding( $bytes, 'UTF-8' ) ) {
			return $bytes;
		}
		$text = iconv( 'WINDOWS-1250', 'UTF-8//TRANSLIT', $bytes );
		return false === $text ? '' : $text;
	}

	/**
	 * The CSV records with the file line each starts on (quoted cells may hold line breaks).
	 *
	 * @param string $text      UTF-8 text.
	 * @param string $separator ',' or ';'.
	 * @return list<array{line: int, cells: list<string>}>
	 */
	private static function rows( string $text, string $separator ): array {
		$stream = fopen( 'php://memory', 'r+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- an in-memory stream for fgetcsv(); WP_Filesystem has no streams.
		if ( false === $stream ) {
			return array();
		}
		fwrite( $stream, str_replace( array( "\r\n", "\r" ), "\n", $text ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- an in-memory stream.
		rewind( $stream );
		$rows = array();
		$line = 1;
		while ( true ) {
			$cells = fgetcsv( $stream, 0, $separator, '"', '' );
			if ( false === $cells ) {
				break;
			}
			$cells  = array_map( 'strval', $cells );
			$rows[] = array(
				'line'  => $line,
				'cells' => $cells,
			);
			$line  += 1 + substr_count( implode( '', $cells ), "\n" );
		}
		fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- an in-memory stream.
		return $rows;
	}

	/**
	 * Where each documented column is in the header row.
	 *
	 * @param list<string> $head Header cells.
	 * @return array<string, int> Column => index.
	 * @throws StatementException When a column is missing.
	 */
	private static function columns( array $head ): array {
		$names = array_map( static fn( string $cell ): string => mb_strtolower( trim( $cell ) ), $head );
		$index = array();
		foreach ( self::COLUMNS as $column => $accepted ) {
			foreach ( $names as $i => $name ) {
				if ( in_array( $name, $accepted, true ) ) {
					$index[ $column ] = $i;
					break;
				}
			}
			if ( ! isset( $index[ $column ] ) ) {
				/* translators: 1: column name, e.g. "reference", 2: the Croatian name, e.g. "poziv na broj" */
				throw new StatementException( sprintf( __( 'the header row has no column "%1$s" (or "%2$s")', 'kabelshop-core' ), $column, $accepted[1] ), 1, $column );
			}
		}
		return $index;
	}
}
