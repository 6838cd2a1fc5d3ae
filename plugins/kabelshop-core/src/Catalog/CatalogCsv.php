<?php
/**
 * The ERP catalogue CSV format: its columns, reading a file and the rules every row must meet.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\StockRules;

/**
 * The catalogue CSV (docs/catalogue-import.md): parse() reads a file into rows keyed by column
 * with their line numbers (the header is line 1; UTF-8 with or without BOM, comma or semicolon
 * separated, quoted cells may span lines) and validate() checks EVERY row, returning every
 * problem as { line, field, message } with a translated message. Nothing here writes: CsvImporter
 * stores rows only when this found no problem (all or nothing).
 */
final class CatalogCsv {

	/** Columns of the format, in order. */
	public const COLUMNS = array(
		'article_code',
		'designation',
		'hr_name',
		'category',
		'cores',
		'cross_section_mm2',
		'size_label',
		'outer_diameter_mm',
		'copper_kg_km',
		'weight_kg_km',
		'packaging',
		'package_length_m',
		'unit_price_eur_per_m',
		'stock_m',
		'standard',
		'rated_voltage',
		'conductor_class',
		'insulation',
		'sheath',
		'cpr_class',
		'supplier',
		'source',
	);

	/**
	 * Optional extra columns (documented): demo price flag, construction text, colour standard, the
	 * staff-only data notes (ProductMeta::STAFF_ONLY: never shown to buyers), and the ordering
	 * settings of Commerce\StockRules: lead_time_days (working days, empty = the shop's default) and
	 * on_request_only (0/1). A file without these two columns keeps what staff set in wp-admin.
	 * aluminium_kg_km: the maker's aluminium figure in kg/km (issue 14, metal surcharge); empty for an
	 * aluminium conductor = the nominal value is computed (CsvImporter).
	 * The cable type's technical filter keys (issue 14, ProductMeta::FILTER_FIELDS, rules in
	 * TechnicalFilters): voltage_rating (U0/U, "0.6/1 kV"), conductor_classes ("1,2"), halogen_free,
	 * armoured, screened (0/1); a file without a column keeps what staff set in wp-admin. cpr_class,
	 * when filled, must be an EN 50575 class.
	 */
	public const OPTIONAL_COLUMNS = array( 'price_is_demo', 'construction', 'colour_standard', 'data_note', 'lead_time_days', 'on_request_only', 'aluminium_kg_km', 'voltage_rating', 'conductor_classes', 'halogen_free', 'armoured', 'screened' );

	/** Columns that must be present in the header and filled in every row. */
	public const REQUIRED = array( 'article_code', 'designation', 'category', 'size_label', 'packaging', 'unit_price_eur_per_m' );

	/**
	 * Splits a CSV text into rows keyed by column, with their line numbers.
	 *
	 * @param string $csv File contents.
	 * @return array{rows: list<array{line: int, values: array<string, string>}>, errors: list<array{line: int, field: string, message: string}>}
	 */
	public static function parse( string $csv ): array {
		$csv = (string) preg_replace( '/^\xEF\xBB\xBF/', '', $csv );
		if ( ! mb_check_encoding( $csv, 'UTF-8' ) ) {
			return array(
				'rows'   => array(),
				'errors' => array( self::error( 1, '', __( 'The file is not UTF-8 text. Save it as CSV UTF-8 and try again.', 'kabelshop-core' ) ) ),
			);
		}
		$first     = strtok( $csv, "\n" );
		$delimiter = ( false !== $first && substr_count( $first, ';' ) > substr_count( $first, ',' ) ) ? ';' : ',';
		$stream    = fopen( 'php://temp', 'r+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream for fgetcsv(); WP_Filesystem has no streams.
		fwrite( $stream, $csv ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream.
		rewind( $stream );
		$header = fgetcsv( $stream, 0, $delimiter, '"', '' );
		if ( ! is_array( $header ) || array( null ) === $header ) {
			fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream.
			return array(
				'rows'   => array(),
				'errors' => array( self::error( 1, '', __( 'The file is empty or has no header row.', 'kabelshop-core' ) ) ),
			);
		}
		$header = array_map( static fn( $name ) => strtolower( trim( (string) $name ) ), $header );
		$errors = array();
		$known  = array_merge( self::COLUMNS, self::OPTIONAL_COLUMNS );
		foreach ( $header as $name ) {
			if ( ! in_array( $name, $known, true ) ) {
				$errors[] = self::error( 1, $name, __( 'Unknown column.', 'kabelshop-core' ) );
			}
		}
		foreach ( self::REQUIRED as $name ) {
			if ( ! in_array( $name, $header, true ) ) {
				$errors[] = self::error( 1, $name, __( 'Missing column.', 'kabelshop-core' ) );
			}
		}
		$rows = array();
		$line = 2;
		$pos  = ftell( $stream );
		while ( false !== ( $cells = fgetcsv( $stream, 0, $delimiter, '"', '' ) ) ) {
			$end      = ftell( $stream );
			$consumed = (string) stream_get_contents( $stream, $end - $pos, $pos );
			fseek( $stream, $end );
			$this_line = $line;
			$line     += max( 1, substr_count( rtrim( $consumed, "\n" ), "\n" ) + 1 );
			$pos       = $end;
			if ( array( null ) === $cells || ( 1 === count( $cells ) && '' === trim( (string) $cells[0] ) ) ) {
				continue;
			}
			$values = array();
			foreach ( $header as $index => $name ) {
				$values[ $name ] = trim( (string) ( $cells[ $index ] ?? '' ) );
			}
			if ( count( $cells ) > count( $header ) ) {
				$errors[] = self::error( $this_line, '', __( 'This row has more cells than the header.', 'kabelshop-core' ) );
			}
			$rows[] = array(
				'line'   => $this_line,
				'values' => $values,
			);
		}
		fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a php://temp stream.
		if ( ! $rows && ! $errors ) {
			$errors[] = self::error( 1, '', __( 'The file has no data rows.', 'kabelshop-core' ) );
		}
		if ( ! $errors ) {
			$errors = self::validate( $rows );
		}
		return array(
			'rows'   => $rows,
			'errors' => $errors,
		);
	}

	/**
	 * Checks every row; returns every problem (an empty list when all rows are good).
	 *
	 * @param list<array{line: int, values: array<string, string>}> $rows Parsed rows.
	 * @return list<array{line: int, field: string, message: string}>
	 */
	public static function validate( array $rows ): array {
		$errors = array();
		$seen   = array();
		foreach ( $rows as $row ) {
			$line = $row['line'];
			$v    = $row['values'];
			foreach ( self::REQUIRED as $field ) {
				if ( '' === ( $v[ $field ] ?? '' ) ) {
					$errors[] = self::error( $line, $field, __( 'This field is required', 'kabelshop-core' ) );
				}
			}
			$code = $v['article_code'] ?? '';
			if ( '' !== $code ) {
				if ( ! preg_match( '/^[A-Za-z0-9._\-\/]{1,64}$/', $code ) ) {
					$errors[] = self::error( $line, 'article_code', __( 'Use at most 64 letters, digits and . _ - / only.', 'kabelshop-core' ) );
				} elseif ( isset( $seen[ strtoupper( $code ) ] ) ) {
					/* translators: %d: line number of the first occurrence. */
					$errors[] = self::error( $line, 'article_code', sprintf( __( 'This article code already appears on line %d.', 'kabelshop-core' ), $seen[ strtoupper( $code ) ] ) );
				} else {
					$seen[ strtoupper( $code ) ] = $line;
				}
			}
			$category = $v['category'] ?? '';
			if ( '' !== $category && null === self::category_slug( $category ) ) {
				/* translators: %s: list of allowed category slugs. */
				$errors[] = self::error( $line, 'category', sprintf( __( 'Unknown category. Use one of: %s.', 'kabelshop-core' ), implode( ', ', Categories::slugs() ) ) );
			}
			$packaging = $v['packaging'] ?? '';
			if ( '' !== $packaging && ! in_array( strtolower( $packaging ), Article::PACKAGING, true ) ) {
				/* translators: %s: list of allowed packaging kinds. */
				$errors[] = self::error( $line, 'packaging', sprintf( __( 'Unknown packaging. Use one of: %s.', 'kabelshop-core' ), implode( ', ', Article::PACKAGING ) ) );
			}
			$price = $v['unit_price_eur_per_m'] ?? '';
			if ( '' !== $price && null === Decimal::parse( $price, 4 ) ) {
				$errors[] = self::error( $line, 'unit_price_eur_per_m', __( 'Enter the price in EUR per metre with at most 4 decimals, e.g. 0.1870.', 'kabelshop-core' ) );
			}
			foreach ( array(
				'cores'            => array( 1, 999 ),
				'package_length_m' => array( 1, 100000 ),
				'stock_m'          => array( 0, 10000000 ),
				'lead_time_days'   => array( 1, StockRules::MAX_LEAD_TIME_DAYS ),
			) as $field => $bounds ) {
				$value = $v[ $field ] ?? '';
				if ( '' !== $value && ( ! ctype_digit( $value ) || (int) $value < $bounds[0] || (int) $value > $bounds[1] ) ) {
					/* translators: 1: smallest allowed number, 2: largest allowed number. */
					$errors[] = self::error( $line, $field, sprintf( __( 'Enter a whole number from %1$d to %2$d.', 'kabelshop-core' ), $bounds[0], $bounds[1] ) );
				}
			}
			foreach ( array(
				'cross_section_mm2' => 3,
				'outer_diameter_mm' => 2,
				'copper_kg_km'      => 2,
				'aluminium_kg_km'   => 2,
				'weight_kg_km'      => 2,
			) as $field => $scale ) {
				$value = $v[ $field ] ?? '';
				if ( '' !== $value && null === Decimal::parse( $value, $scale ) ) {
					/* translators: %d: most decimals allowed. */
					$errors[] = self::error( $line, $field, sprintf( __( 'Enter a number with at most %d decimals, e.g. 2.5.', 'kabelshop-core' ), $scale ) );
				}
			}
			foreach ( array(
				'designation' => 200,
				'hr_name'     => 200,
				'size_label'  => 64,
				'source'      => 1000,
				'data_note'   => 4000,
			) as $field => $max ) {
				if ( mb_strlen( $v[ $field ] ?? '' ) > $max ) {
					/* translators: %d: maximum number of characters. */
					$errors[] = self::error( $line, $field, sprintf( __( 'Use at most %d characters.', 'kabelshop-core' ), $max ) );
				}
			}
			foreach ( array( 'standard', 'rated_voltage', 'conductor_class', 'insulation', 'sheath', 'cpr_class', 'supplier', 'construction' ) as $field ) {
				if ( mb_strlen( $v[ $field ] ?? '' ) > 500 ) {
					/* translators: %d: maximum number of characters. */
					$errors[] = self::error( $line, $field, sprintf( __( 'Use at most %d characters.', 'kabelshop-core' ), 500 ) );
				}
			}
			$cpr = $v['cpr_class'] ?? '';
			if ( null === TechnicalFilters::cpr( $cpr ) ) {
				$errors[] = self::error( $line, 'cpr_class', TechnicalFilters::cpr_error( $cpr ) );
			}
			$voltage = $v['voltage_rating'] ?? '';
			if ( null === TechnicalFilters::voltage( $voltage ) ) {
				$errors[] = self::error( $line, 'voltage_rating', TechnicalFilters::voltage_error( $voltage ) );
			}
			$classes = $v['conductor_classes'] ?? '';
			if ( null === TechnicalFilters::conductor_store( explode( ',', $classes ) ) ) {
				$errors[] = self::error( $line, 'conductor_classes', TechnicalFilters::conductor_error( $classes ) );
			}
			foreach ( array( 'price_is_demo', 'on_request_only', 'halogen_free', 'armoured', 'screened' ) as $field ) {
				if ( ! in_array( $v[ $field ] ?? '', array( '', '0', '1' ), true ) ) {
					$errors[] = self::error( $line, $field, __( 'Enter 0 or 1.', 'kabelshop-core' ) );
				}
			}
			if ( ! in_array( $v['colour_standard'] ?? '', ProductMeta::COLOUR_STANDARDS, true ) ) {
				/* translators: %s: list of allowed values. */
				$errors[] = self::error( $line, 'colour_standard', sprintf( __( 'Unknown colour standard. Use one of: %s.', 'kabelshop-core' ), implode( ', ', array_filter( ProductMeta::COLOUR_STANDARDS ) ) ) );
			}
		}
		return $errors;
	}

	/**
	 * Category slug for a CSV value: a slug, or a category name in English, Croatian or Serbian.
	 *
	 * @param string $value CSV cell.
	 */
	public static function category_slug( string $value ): ?string {
		$value = mb_strtolower( trim( $value ), 'UTF-8' );
		foreach ( Categories::WORDS as $slug => $names ) {
			if ( $slug === $value || in_array( $value, $names, true ) ) {
				return $slug;
			}
		}
		return null;
	}

	/**
	 * One error entry.
	 *
	 * @param int    $line    Line in the file (1 = header; 0 = the whole file).
	 * @param string $field   Column name or ''.
	 * @param string $message Translated message.
	 * @return array{line: int, field: string, message: string}
	 */
	public static function error( int $line, string $field, string $message ): array {
		return array(
			'line'    => $line,
			'field'   => $field,
			'message' => $message,
		);
	}
}
