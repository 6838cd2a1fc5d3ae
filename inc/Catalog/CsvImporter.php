<?php
/**
 * The ERP catalogue CSV import.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Setup\Database;

/**
 * Reads the ERP catalogue CSV (format: docs/catalogue-import.md), validates EVERY row first and,
 * only when no row is bad, upserts articles by article_code and product posts by designation in
 * one database transaction: all or nothing. Bad rows come back with their line number (the header
 * is line 1), the column and a translated message.
 *
 * Copper: when copper_kg_km is empty and cores and cross-section are known, the nominal copper
 * cores x mm2 x 8.89 kg/km (copper density 8.89 kg/dm3, data/catalogue/cable_types.md section 1)
 * is stored with copper_computed = 1. Aluminium conductors (conductor_class mentions aluminium,
 * or a designation starting with "NA", e.g. NAYY-J) get no computed copper.
 */
final class CsvImporter {

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

	/** Optional extra columns (documented): demo price flag, construction text, colour standard. */
	public const OPTIONAL_COLUMNS = array( 'price_is_demo', 'construction', 'colour_standard' );

	/** Columns that must be present in the header and filled in every row. */
	public const REQUIRED = array( 'article_code', 'designation', 'category', 'size_label', 'packaging', 'unit_price_eur_per_m' );

	/** Product fields a row carries (post meta), besides designation and category. */
	private const PRODUCT_FIELDS = array( 'hr_name', 'standard', 'rated_voltage', 'conductor_class', 'insulation', 'sheath', 'cpr_class', 'supplier', 'source', 'construction', 'colour_standard' );

	/** Copper density in kg/km per mm2 of conductor, x 100 (8.89). */
	private const COPPER_E2_PER_MM2 = 889;

	/**
	 * Where articles are stored.
	 *
	 * @var ArticleRepository
	 */
	private ArticleRepository $articles;

	/**
	 * Creates the importer.
	 *
	 * @param ArticleRepository|null $articles Article store (a new one when null).
	 */
	public function __construct( ?ArticleRepository $articles = null ) {
		$this->articles = $articles ?? new ArticleRepository();
	}

	/**
	 * Validates and, when every row is good, imports a CSV text.
	 *
	 * @param string $csv File contents (UTF-8, comma or semicolon separated, header row).
	 */
	public function import( string $csv ): ImportResult {
		$parsed = $this->parse( $csv );
		if ( $parsed['errors'] ) {
			return new ImportResult( $parsed['errors'], count( $parsed['rows'] ) );
		}
		return $this->import_rows( $parsed['rows'] );
	}

	/**
	 * Splits a CSV text into rows keyed by column, with their line numbers.
	 *
	 * @param string $csv File contents.
	 * @return array{rows: list<array{line: int, values: array<string, string>}>, errors: list<array{line: int, field: string, message: string}>}
	 */
	public function parse( string $csv ): array {
		$csv = (string) preg_replace( '/^\xEF\xBB\xBF/', '', $csv );
		if ( ! mb_check_encoding( $csv, 'UTF-8' ) ) {
			return array(
				'rows'   => array(),
				'errors' => array( self::error( 1, '', __( 'The file is not UTF-8 text. Save it as CSV UTF-8 and try again.', 'kabelshop' ) ) ),
			);
		}
		$first     = strtok( $csv, "\n" );
		$delimiter = ( false !== $first && substr_count( $first, ';' ) > substr_count( $first, ',' ) ) ? ';' : ',';
		$stream    = fopen( 'php://temp', 'r+' );
		fwrite( $stream, $csv );
		rewind( $stream );
		$header = fgetcsv( $stream, 0, $delimiter, '"', '' );
		if ( ! is_array( $header ) || array( null ) === $header ) {
			fclose( $stream );
			return array(
				'rows'   => array(),
				'errors' => array( self::error( 1, '', __( 'The file is empty or has no header row.', 'kabelshop' ) ) ),
			);
		}
		$header = array_map( static fn( $name ) => strtolower( trim( (string) $name ) ), $header );
		$errors = array();
		$known  = array_merge( self::COLUMNS, self::OPTIONAL_COLUMNS );
		foreach ( $header as $name ) {
			if ( ! in_array( $name, $known, true ) ) {
				$errors[] = self::error( 1, $name, __( 'Unknown column.', 'kabelshop' ) );
			}
		}
		foreach ( self::REQUIRED as $name ) {
			if ( ! in_array( $name, $header, true ) ) {
				$errors[] = self::error( 1, $name, __( 'Missing column.', 'kabelshop' ) );
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
				$errors[] = self::error( $this_line, '', __( 'This row has more cells than the header.', 'kabelshop' ) );
			}
			$rows[] = array(
				'line'   => $this_line,
				'values' => $values,
			);
		}
		fclose( $stream );
		if ( ! $rows && ! $errors ) {
			$errors[] = self::error( 1, '', __( 'The file has no data rows.', 'kabelshop' ) );
		}
		if ( ! $errors ) {
			$errors = $this->validate( $rows );
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
	public function validate( array $rows ): array {
		$errors = array();
		$seen   = array();
		foreach ( $rows as $row ) {
			$line = $row['line'];
			$v    = $row['values'];
			foreach ( self::REQUIRED as $field ) {
				if ( '' === ( $v[ $field ] ?? '' ) ) {
					$errors[] = self::error( $line, $field, __( 'This field is required', 'kabelshop' ) );
				}
			}
			$code = $v['article_code'] ?? '';
			if ( '' !== $code ) {
				if ( ! preg_match( '/^[A-Za-z0-9._\-\/]{1,64}$/', $code ) ) {
					$errors[] = self::error( $line, 'article_code', __( 'Use at most 64 letters, digits and . _ - / only.', 'kabelshop' ) );
				} elseif ( isset( $seen[ strtoupper( $code ) ] ) ) {
					/* translators: %d: line number of the first occurrence. */
					$errors[] = self::error( $line, 'article_code', sprintf( __( 'This article code already appears on line %d.', 'kabelshop' ), $seen[ strtoupper( $code ) ] ) );
				} else {
					$seen[ strtoupper( $code ) ] = $line;
				}
			}
			$category = $v['category'] ?? '';
			if ( '' !== $category && null === self::category_slug( $category ) ) {
				/* translators: %s: list of allowed category slugs. */
				$errors[] = self::error( $line, 'category', sprintf( __( 'Unknown category. Use one of: %s.', 'kabelshop' ), implode( ', ', Categories::slugs() ) ) );
			}
			$packaging = $v['packaging'] ?? '';
			if ( '' !== $packaging && ! in_array( strtolower( $packaging ), Article::PACKAGING, true ) ) {
				/* translators: %s: list of allowed packaging kinds. */
				$errors[] = self::error( $line, 'packaging', sprintf( __( 'Unknown packaging. Use one of: %s.', 'kabelshop' ), implode( ', ', Article::PACKAGING ) ) );
			}
			$price = $v['unit_price_eur_per_m'] ?? '';
			if ( '' !== $price && null === Decimal::parse( $price, 4 ) ) {
				$errors[] = self::error( $line, 'unit_price_eur_per_m', __( 'Enter the price in EUR per metre with at most 4 decimals, e.g. 0.1870.', 'kabelshop' ) );
			}
			foreach ( array(
				'cores'            => array( 1, 999 ),
				'package_length_m' => array( 1, 100000 ),
				'stock_m'          => array( 0, 10000000 ),
			) as $field => $bounds ) {
				$value = $v[ $field ] ?? '';
				if ( '' !== $value && ( ! ctype_digit( $value ) || (int) $value < $bounds[0] || (int) $value > $bounds[1] ) ) {
					/* translators: 1: smallest allowed number, 2: largest allowed number. */
					$errors[] = self::error( $line, $field, sprintf( __( 'Enter a whole number from %1$d to %2$d.', 'kabelshop' ), $bounds[0], $bounds[1] ) );
				}
			}
			foreach ( array(
				'cross_section_mm2' => 3,
				'outer_diameter_mm' => 2,
				'copper_kg_km'      => 2,
				'weight_kg_km'      => 2,
			) as $field => $scale ) {
				$value = $v[ $field ] ?? '';
				if ( '' !== $value && null === Decimal::parse( $value, $scale ) ) {
					/* translators: %d: most decimals allowed. */
					$errors[] = self::error( $line, $field, sprintf( __( 'Enter a number with at most %d decimals, e.g. 2.5.', 'kabelshop' ), $scale ) );
				}
			}
			foreach ( array(
				'designation' => 200,
				'hr_name'     => 200,
				'size_label'  => 64,
				'source'      => 1000,
			) as $field => $max ) {
				if ( mb_strlen( $v[ $field ] ?? '' ) > $max ) {
					/* translators: %d: maximum number of characters. */
					$errors[] = self::error( $line, $field, sprintf( __( 'Use at most %d characters.', 'kabelshop' ), $max ) );
				}
			}
			foreach ( array( 'standard', 'rated_voltage', 'conductor_class', 'insulation', 'sheath', 'cpr_class', 'supplier', 'construction' ) as $field ) {
				if ( mb_strlen( $v[ $field ] ?? '' ) > 500 ) {
					/* translators: %d: maximum number of characters. */
					$errors[] = self::error( $line, $field, sprintf( __( 'Use at most %d characters.', 'kabelshop' ), 500 ) );
				}
			}
			if ( ! in_array( $v['price_is_demo'] ?? '', array( '', '0', '1' ), true ) ) {
				$errors[] = self::error( $line, 'price_is_demo', __( 'Enter 0 or 1.', 'kabelshop' ) );
			}
			if ( ! in_array( $v['colour_standard'] ?? '', ProductMeta::COLOUR_STANDARDS, true ) ) {
				/* translators: %s: list of allowed values. */
				$errors[] = self::error( $line, 'colour_standard', sprintf( __( 'Unknown colour standard. Use one of: %s.', 'kabelshop' ), implode( ', ', array_filter( ProductMeta::COLOUR_STANDARDS ) ) ) );
			}
		}
		return $errors;
	}

	/**
	 * Writes validated rows in one transaction (all or nothing).
	 *
	 * @param list<array{line: int, values: array<string, string>}> $rows Rows that passed validate().
	 */
	public function import_rows( array $rows ): ImportResult {
		$errors = $this->validate( $rows );
		if ( $errors ) {
			return new ImportResult( $errors, count( $rows ) );
		}
		$existing = $this->articles->find_by_codes( array_map( static fn( $row ) => $row['values']['article_code'], $rows ) );
		$counts   = array(
			'pc' => 0,
			'pu' => 0,
			'ac' => 0,
			'au' => 0,
		);
		$products = array();
		wp_defer_term_counting( true );
		try {
			Database::transaction(
				function () use ( $rows, $existing, &$counts, &$products ): void {
					foreach ( $rows as $row ) {
						$v           = $row['values'];
						$designation = $v['designation'];
						if ( ! isset( $products[ $designation ] ) ) {
							list( $id, $created )     = $this->save_product( $v );
							$products[ $designation ] = $id;
							++$counts[ $created ? 'pc' : 'pu' ];
						}
						$this->articles->upsert( $this->article_fields( $v, $products[ $designation ] ) );
						++$counts[ isset( $existing[ $v['article_code'] ] ) ? 'au' : 'ac' ];
					}
				}
			);
		} catch ( \Throwable $e ) {
			wp_cache_flush();
			wp_defer_term_counting( false );
			return new ImportResult(
				/* translators: %s: technical error text. */
				array( self::error( 0, '', sprintf( __( 'The import failed and nothing was saved: %s', 'kabelshop' ), $e->getMessage() ) ) ),
				count( $rows )
			);
		}
		wp_defer_term_counting( false );
		return new ImportResult( array(), count( $rows ), $counts['pc'], $counts['pu'], $counts['ac'], $counts['au'] );
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
	 * Nominal copper in hundredths of kg/km: cores x mm2 x 8.89, rounded half up.
	 *
	 * @param int $cores                Number of conductors.
	 * @param int $cross_section_mm2_e3 Cross-section in thousandths of mm2.
	 */
	public static function nominal_copper_e2( int $cores, int $cross_section_mm2_e3 ): int {
		return intdiv( $cores * $cross_section_mm2_e3 * self::COPPER_E2_PER_MM2 + 500, 1000 );
	}

	/**
	 * Creates or updates the product post named by the row's designation.
	 *
	 * @param array<string, string> $v Row values.
	 * @return array{0: int, 1: bool} Post id and whether it was created.
	 * @throws \RuntimeException When WordPress refuses the post.
	 */
	private function save_product( array $v ): array {
		global $wpdb;
		$id      = (int) $wpdb->get_var(
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_title = %s AND post_status <> 'trash' ORDER BY ID LIMIT 1",
				ProductMeta::POST_TYPE,
				$v['designation']
			)
		);
		$created = 0 === $id;
		if ( $created ) {
			$id = wp_insert_post(
				array(
					'post_type'   => ProductMeta::POST_TYPE,
					'post_title'  => $v['designation'],
					'post_status' => 'publish',
				),
				true
			);
			if ( is_wp_error( $id ) ) {
				throw new \RuntimeException( $id->get_error_message() );
			}
		}
		foreach ( self::PRODUCT_FIELDS as $field ) {
			if ( array_key_exists( $field, $v ) ) {
				update_post_meta( $id, ProductMeta::key( $field ), '' === $v[ $field ] && 'supplier' === $field ? ProductMeta::OWN_SUPPLIER : $v[ $field ] );
			}
		}
		$terms = wp_set_object_terms( $id, (string) self::category_slug( $v['category'] ), Categories::TAXONOMY );
		if ( is_wp_error( $terms ) ) {
			throw new \RuntimeException( $terms->get_error_message() );
		}
		return array( (int) $id, $created );
	}

	/**
	 * Article columns from a validated row.
	 *
	 * @param array<string, string> $v          Row values.
	 * @param int                   $product_id Product post id.
	 * @return array<string, int|string|null>
	 */
	private function article_fields( array $v, int $product_id ): array {
		$cores     = '' === ( $v['cores'] ?? '' ) ? null : (int) $v['cores'];
		$cs_e3     = '' === ( $v['cross_section_mm2'] ?? '' ) ? null : Decimal::parse( $v['cross_section_mm2'], 3 );
		$copper    = '' === ( $v['copper_kg_km'] ?? '' ) ? null : Decimal::format( (int) Decimal::parse( $v['copper_kg_km'], 2 ), 2 );
		$computed  = false;
		$aluminium = false !== stripos( $v['conductor_class'] ?? '', 'alumin' ) || str_starts_with( strtoupper( $v['designation'] ), 'NA' );
		if ( null === $copper && null !== $cores && null !== $cs_e3 && ! $aluminium ) {
			$copper   = Decimal::format( self::nominal_copper_e2( $cores, $cs_e3 ), 2 );
			$computed = true;
		}
		$decimal = static fn( string $field, int $scale ): ?string => '' === ( $v[ $field ] ?? '' ) ? null : Decimal::format( (int) Decimal::parse( $v[ $field ], $scale ), $scale );
		$integer = static fn( string $field ): ?int => '' === ( $v[ $field ] ?? '' ) ? null : (int) $v[ $field ];
		return array(
			'article_code'      => $v['article_code'],
			'product_id'        => $product_id,
			'cores'             => $cores,
			'cross_section_mm2' => null === $cs_e3 ? null : Decimal::format( $cs_e3, 3 ),
			'size_label'        => $v['size_label'],
			'outer_diameter_mm' => $decimal( 'outer_diameter_mm', 2 ),
			'copper_kg_km'      => $copper,
			'copper_computed'   => $computed ? 1 : 0,
			'weight_kg_km'      => $decimal( 'weight_kg_km', 2 ),
			'packaging'         => strtolower( $v['packaging'] ),
			'package_length_m'  => $integer( 'package_length_m' ),
			'unit_price_e4'     => (int) Decimal::parse( $v['unit_price_eur_per_m'], 4 ),
			'price_is_demo'     => '1' === ( $v['price_is_demo'] ?? '' ) ? 1 : 0,
			'stock_m'           => $integer( 'stock_m' ),
			'search_text'       => SearchText::build( $v['designation'], $v['hr_name'] ?? '', (string) self::category_slug( $v['category'] ), $v['size_label'], $v['article_code'] ),
		);
	}

	/**
	 * One error entry.
	 *
	 * @param int    $line    Line in the file (1 = header; 0 = the whole file).
	 * @param string $field   Column name or ''.
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
