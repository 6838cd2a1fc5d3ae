<?php
/**
 * Imports metal prices and exchange rates from CSV.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Metals;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Setup\Database;

/**
 * Reads four CSV formats, told apart by their header row (UTF-8, comma or semicolon separated;
 * decimals with a point; dates YYYY-MM-DD; formats in docs/metal-prices.md):
 * - lme_copper:    date,cu_cash_settlement_usd_t[,cu_3month_usd_t,cu_lme_stock_t] (the LME official
 *                  cash-settlement price in USD/t; an empty price = no LME price that day, skipped);
 * - lme_aluminium: date,al_cash_settlement_usd_t (as above);
 * - ecb:           date,usd_per_eur (the ECB euro reference rate, up to 4 decimals);
 * - generic:       date,metal,price,currency (metal copper|aluminium, price in USD per tonne,
 *                  currency USD; EUR prices are always derived from USD and the ECB rate, never stored).
 * Every row is checked first; any bad row (line numbers counted from 1 = the header) means nothing
 * is written. Otherwise the whole file is upserted in one transaction (all or nothing) and the
 * price cache is invalidated. Importing the same file again changes nothing.
 */
final class CsvImporter {

	public const MAX_USD_E2 = 100000000; // 1,000,000 USD/t: far above any LME price.
	public const MAX_RATE   = 100000;    // 10.0000 USD per EUR.

	/**
	 * Checks and, when every row is good, imports a CSV text.
	 *
	 * @param string $csv    File contents.
	 * @param string $source Where the rows come from ('import', 'seed').
	 * @return array{ok: bool, format: string, prices: int, rates: int, skipped: int, errors: list<array{line: int, field: string, message: string}>}
	 */
	public function import( string $csv, string $source = 'import' ): array {
		$parsed = $this->parse( $csv );
		$result = array(
			'ok'      => false,
			'format'  => $parsed['format'],
			'prices'  => count( $parsed['prices'] ),
			'rates'   => count( $parsed['rates'] ),
			'skipped' => $parsed['skipped'],
			'errors'  => $parsed['errors'],
		);
		if ( $parsed['errors'] ) {
			return $result;
		}
		$repo = new PriceRepository();
		try {
			Database::transaction(
				static function () use ( $repo, $parsed, $source ): void {
					$repo->upsert_prices( $parsed['prices'], $source );
					$repo->upsert_rates( $parsed['rates'], $source );
				}
			);
		} catch ( \RuntimeException $e ) {
			$result['errors'][] = array(
				'line'    => 0,
				'field'   => '',
				'message' => __( 'The database refused the import. Nothing was saved.', 'kabelshop-core' ),
			);
			return $result;
		}
		PriceCache::bump();
		$result['ok'] = true;
		return $result;
	}

	/**
	 * Parses and checks a CSV text without writing.
	 *
	 * @param string $csv File contents.
	 * @return array{format: string, prices: list<array{metal: string, day: string, usd_e2: int}>, rates: list<array{day: string, rate_e4: int}>, skipped: int, errors: list<array{line: int, field: string, message: string}>}
	 */
	public function parse( string $csv ): array {
		$out           = array(
			'format'  => '',
			'prices'  => array(),
			'rates'   => array(),
			'skipped' => 0,
			'errors'  => array(),
		);
		$csv           = (string) preg_replace( '/^\xEF\xBB\xBF/', '', $csv );
		$lines         = preg_split( '/\r\n|\n|\r/', $csv );
		$first         = trim( (string) ( $lines[0] ?? '' ) );
		$sep           = substr_count( $first, ';' ) > substr_count( $first, ',' ) ? ';' : ',';
		$head          = array_map( static fn( $h ) => strtolower( trim( (string) $h ) ), str_getcsv( $first, $sep, '"', '' ) );
		$out['format'] = self::format_of( $head );
		if ( '' === $out['format'] ) {
			$out['errors'][] = array(
				'line'    => 1,
				'field'   => '',
				'message' => __( 'Unknown header. Expected date,cu_cash_settlement_usd_t or date,al_cash_settlement_usd_t or date,usd_per_eur or date,metal,price,currency.', 'kabelshop-core' ),
			);
			return $out;
		}
		$seen = array();
		foreach ( $lines as $index => $line ) {
			if ( 0 === $index || '' === trim( (string) $line ) ) {
				continue;
			}
			$number = $index + 1;
			$cells  = array_map( static fn( $c ) => trim( (string) $c ), str_getcsv( (string) $line, $sep, '"', '' ) );
			$row    = array();
			foreach ( $head as $i => $name ) {
				$row[ $name ] = $cells[ $i ] ?? '';
			}
			$errors = $this->row( $out['format'], $row, $number, $out, $seen );
			array_push( $out['errors'], ...$errors );
		}
		if ( ! $out['errors'] && ! $out['prices'] && ! $out['rates'] ) {
			$out['errors'][] = array(
				'line'    => 1,
				'field'   => '',
				'message' => __( 'The file has no data rows.', 'kabelshop-core' ),
			);
		}
		return $out;
	}

	/**
	 * The format named by a header row, or ''.
	 *
	 * @param list<string> $head Lower-case column names.
	 */
	public static function format_of( array $head ): string {
		$first = array_slice( $head, 0, 2 );
		if ( array( 'date', 'cu_cash_settlement_usd_t' ) === $first ) {
			return 'lme_copper';
		}
		if ( array( 'date', 'al_cash_settlement_usd_t' ) === $first ) {
			return 'lme_aluminium';
		}
		if ( array( 'date', 'usd_per_eur' ) === $first ) {
			return 'ecb';
		}
		if ( array( 'date', 'metal', 'price', 'currency' ) === array_slice( $head, 0, 4 ) ) {
			return 'generic';
		}
		return '';
	}

	/**
	 * Checks one row and adds it to $out.
	 *
	 * @param string                $format Format.
	 * @param array<string, string> $row    Column => cell.
	 * @param int                   $line   Line number.
	 * @param array<string, mixed>  $out    Parse result (by reference).
	 * @param array<string, int>    $seen   Keys already in the file => line (by reference).
	 * @return list<array{line: int, field: string, message: string}>
	 */
	private function row( string $format, array $row, int $line, array &$out, array &$seen ): array {
		$errors = array();
		$day    = $row['date'];
		if ( ! self::valid_day( $day ) ) {
			$errors[] = self::error( $line, 'date', __( 'Not a date in the form YYYY-MM-DD.', 'kabelshop-core' ) );
		}
		if ( 'ecb' === $format ) {
			$rate = self::rate_e4( $row['usd_per_eur'] );
			if ( null === $rate ) {
				$errors[] = self::error( $line, 'usd_per_eur', __( 'Not an exchange rate (a positive number with at most 4 decimals, e.g. 1.0823).', 'kabelshop-core' ) );
			}
			if ( ! $errors && $this->duplicate( 'rate|' . $day, $line, $seen, $errors, 'date' ) ) {
				$out['rates'][] = array(
					'day'     => $day,
					'rate_e4' => (int) $rate,
				);
			}
			return $errors;
		}
		if ( 'generic' === $format ) {
			$metal = strtolower( $row['metal'] );
			$field = 'price';
			if ( ! in_array( $metal, Metal::METALS, true ) ) {
				$errors[] = self::error( $line, 'metal', __( 'The metal must be copper or aluminium.', 'kabelshop-core' ) );
			}
			if ( 'USD' !== strtoupper( $row['currency'] ) ) {
				$errors[] = self::error( $line, 'currency', __( 'Prices are imported in USD per tonne (LME); euro prices are computed with the ECB rate.', 'kabelshop-core' ) );
			}
		} else {
			$metal = 'lme_copper' === $format ? 'copper' : 'aluminium';
			$field = 'lme_copper' === $format ? 'cu_cash_settlement_usd_t' : 'al_cash_settlement_usd_t';
			if ( '' === $row[ $field ] && ! $errors ) {
				++$out['skipped'];
				return $errors;
			}
		}
		$usd = self::usd_e2( $row[ $field ] );
		if ( null === $usd ) {
			$errors[] = self::error( $line, $field, __( 'Not a price (a positive number of US dollars per tonne with at most 2 decimals, e.g. 9345.50).', 'kabelshop-core' ) );
		}
		if ( ! $errors && $this->duplicate( $metal . '|' . $day, $line, $seen, $errors, 'date' ) ) {
			$out['prices'][] = array(
				'metal'  => $metal,
				'day'    => $day,
				'usd_e2' => (int) $usd,
			);
		}
		return $errors;
	}

	/**
	 * True when the key is new in this file; adds an error naming the earlier line otherwise.
	 *
	 * @param string             $key    Key.
	 * @param int                $line   Line.
	 * @param array<string, int> $seen   Seen keys (by reference).
	 * @param list<array>        $errors Errors (by reference).
	 * @param string             $field  Field to name.
	 */
	private function duplicate( string $key, int $line, array &$seen, array &$errors, string $field ): bool {
		if ( isset( $seen[ $key ] ) ) {
			/* translators: %d: line number of the first row with this date. */
			$errors[] = self::error( $line, $field, sprintf( __( 'This date is already on line %d.', 'kabelshop-core' ), $seen[ $key ] ) );
			return false;
		}
		$seen[ $key ] = $line;
		return true;
	}

	/**
	 * True for a real calendar day written YYYY-MM-DD.
	 *
	 * @param string $day Text.
	 */
	public static function valid_day( string $day ): bool {
		return (bool) preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $day, $m ) && checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) && (int) $m[1] >= 1950;
	}

	/**
	 * A price in US cents per tonne from a positive number of US dollars with at most 2 decimals
	 * (point), at most MAX_USD_E2; null for anything else.
	 *
	 * @param string $text E.g. "9345.50".
	 */
	public static function usd_e2( string $text ): ?int {
		$usd = Conversion::parse( $text, 2 );
		return null !== $usd && 0 !== $usd && $usd <= self::MAX_USD_E2 ? $usd : null;
	}

	/**
	 * An exchange rate in ten-thousandths of a US dollar per euro from a positive number with at
	 * most 4 decimals (point), at most MAX_RATE; null for anything else.
	 *
	 * @param string $text E.g. "1.0823".
	 */
	public static function rate_e4( string $text ): ?int {
		$rate = Conversion::parse( $text, 4 );
		return null !== $rate && 0 !== $rate && $rate <= self::MAX_RATE ? $rate : null;
	}

	/**
	 * An error entry.
	 *
	 * @param int    $line    Line.
	 * @param string $field   Column.
	 * @param string $message Translated message.
	 * @return array{line: int, field: string, message: string}
	 */
	private static function error( int $line, string $field, string $message ): array {
		return array(
			'line'    => $line,
			'field'   => $field,
			'message' => $message,
		);
	}
}
