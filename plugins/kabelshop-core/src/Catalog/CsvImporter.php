<?php
/**
 * The ERP catalogue CSV import.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\I18n\Locale;
use Kabelshop\Setup\Database;

/**
 * Imports the ERP catalogue CSV (format and row rules: CatalogCsv, docs/catalogue-import.md): when
 * CatalogCsv finds no bad row, upserts articles by article_code and product posts by designation in
 * one database transaction: all or nothing. Bad rows come back with their line number (the header
 * is line 1), the column and a translated message.
 *
 * Metal numbers (the kg/km the metal surcharge is computed on, Metals\SurchargeTerms): the
 * maker's figure where the file gives one (copper_kg_km, the optional aluminium_kg_km), else,
 * when cores and cross-section are known, the nominal value of the conductor's metal, flagged as
 * computed:
 * - copper conductors: cores x mm2 x 8.89 kg/km (copper density 8.89 kg/dm3,
 *   data/catalogue/cable_types.md section 1) as copper_kg_km, copper_computed = 1;
 * - aluminium conductors (is_aluminium(): conductor_class names aluminium, "Al, class 2 ..." as
 *   common-types.json writes it, or, with no metal named there, a designation starting with "NA",
 *   the VDE code letter A for an aluminium conductor: NAYY-J, NA2XY): cores x mm2 x 2.70 kg/km
 *   (aluminium density 2.70 kg/dm3) as aluminium_kg_km, aluminium_computed = 1; copper_kg_km stays
 *   what the file says (usually empty).
 * Pair cables (no cross-section) get no nominal figure.
 */
final class CsvImporter {

	/** Copper density in kg/km per mm2 of conductor, x 100 (8.89). */
	private const COPPER_E2_PER_MM2 = 889;

	/** Aluminium density in kg/km per mm2 of conductor, x 100 (2.70). */
	private const ALUMINIUM_E2_PER_MM2 = 270;

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
		$parsed = CatalogCsv::parse( $csv );
		if ( $parsed['errors'] ) {
			return new ImportResult( $parsed['errors'], count( $parsed['rows'] ) );
		}
		return $this->import_rows( $parsed['rows'] );
	}

	/**
	 * Writes validated rows in one transaction (all or nothing).
	 *
	 * @param list<array{line: int, values: array<string, string>}> $rows Rows that passed validate().
	 */
	public function import_rows( array $rows ): ImportResult {
		$errors = CatalogCsv::validate( $rows );
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
		// The search groups' triggers (SearchGroups) must be in place before the articles change:
		// restored here, outside the transaction, if a copy of the database lost them.
		SearchGroups::ensure();
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
				array( CatalogCsv::error( 0, '', sprintf( __( 'The import failed and nothing was saved: %s', 'kabelshop-core' ), $e->getMessage() ) ) ),
				count( $rows )
			);
		}
		wp_defer_term_counting( false );
		/**
		 * The articles of these cable types changed (prices, stock, packaging): Http\PagePurger
		 * purges their pages from the page cache.
		 *
		 * @param list<int> $product_ids Cable type post ids.
		 */
		do_action( 'kabelshop_catalog_changed', array_values( $products ) );
		return new ImportResult( array(), count( $rows ), $counts['pc'], $counts['pu'], $counts['ac'], $counts['au'] );
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
	 * Nominal aluminium in hundredths of kg/km: cores x mm2 x 2.70, rounded half up.
	 *
	 * @param int $cores                Number of conductors.
	 * @param int $cross_section_mm2_e3 Cross-section in thousandths of mm2.
	 */
	public static function nominal_aluminium_e2( int $cores, int $cross_section_mm2_e3 ): int {
		return intdiv( $cores * $cross_section_mm2_e3 * self::ALUMINIUM_E2_PER_MM2 + 500, 1000 );
	}

	/**
	 * Whether an article's conductor is aluminium. The conductor class decides when it names a
	 * metal ("Al, class 1 or 2 (RE/RM/SE/SM)", "Al", "aluminium ..." = aluminium; "Cu ...",
	 * "... annealed Cu", "copper" = copper; the metal named first counts); when it names none
	 * (empty, "class 5"), a designation starting with "NA" (VDE 0276: N = standard type, A =
	 * aluminium conductor; NAYY-J, NA2XY, NA2XS2Y).
	 *
	 * @param string $conductor_class The conductor_class cell.
	 * @param string $designation     The designation.
	 */
	public static function is_aluminium( string $conductor_class, string $designation ): bool {
		$al = preg_match( '/\b(al|alu|aluminium|aluminum|aluminij)\b/i', $conductor_class, $al_match, PREG_OFFSET_CAPTURE );
		$cu = preg_match( '/\b(cu|copper|bakar)\b/i', $conductor_class, $cu_match, PREG_OFFSET_CAPTURE );
		if ( $al || $cu ) {
			// The metal named first is the conductor's ("Cu, class 2; Al foil screen" is copper).
			return $al && ( ! $cu || $al_match[0][1] < $cu_match[0][1] );
		}
		return 1 === preg_match( '/^NA[0-9A-Z]/', strtoupper( trim( $designation ) ) );
	}

	/**
	 * Creates or updates the product post named by the row's designation (its catalogue record,
	 * the Croatian version: the row's words are Croatian; translations are edited in wp-admin).
	 *
	 * @param array<string, string> $v Row values.
	 * @return array{0: int, 1: bool} Post id and whether it was created.
	 * @throws \RuntimeException When WordPress refuses the post.
	 */
	private function save_product( array $v ): array {
		$id      = ProductMeta::record_by_designation( $v['designation'] );
		$created = 0 === $id;
		if ( $created ) {
			$id = wp_insert_post(
				array(
					'post_type'   => ProductMeta::POST_TYPE,
					'post_title'  => $v['designation'],
					// The record is the Croatian version: its slug in Croatian words (TypeWords::slug()).
					'post_name'   => TypeWords::slug( $v['designation'], Locale::DEFAULT ),
					'post_status' => 'publish',
				),
				true
			);
			if ( is_wp_error( $id ) ) {
				throw new \RuntimeException( $id->get_error_message() );
			}
		}
		foreach ( ProductMeta::FIELDS as $field ) {
			// The words (ProductMeta::TRANSLATED) are written by editors per language: an empty cell
			// keeps the record's text instead of wiping it (and showing the English one, issue 11).
			if ( in_array( $field, ProductMeta::TRANSLATED, true ) && '' === ( $v[ $field ] ?? '' ) && ! $created ) {
				continue;
			}
			if ( array_key_exists( $field, $v ) ) {
				$value = 'cpr_class' === $field ? (string) TechnicalFilters::cpr( $v[ $field ] ) : $v[ $field ];
				update_post_meta( $id, ProductMeta::key( $field ), '' === $value && 'supplier' === $field ? ProductMeta::OWN_SUPPLIER : $value );
			}
		}
		// The technical filter keys (issue 14), in their normal form, only when the file has the column.
		foreach ( ProductMeta::FILTER_FIELDS as $field ) {
			if ( ! array_key_exists( $field, $v ) ) {
				continue;
			}
			if ( 'voltage_rating' === $field ) {
				$value = (string) TechnicalFilters::voltage( $v[ $field ] );
			} elseif ( 'conductor_classes' === $field ) {
				$value = (string) TechnicalFilters::conductor_store( explode( ',', $v[ $field ] ) );
			} else {
				$value = '1' === $v[ $field ] ? '1' : '';
			}
			update_post_meta( $id, ProductMeta::key( $field ), $value );
		}
		$terms = wp_set_object_terms( $id, (string) CatalogCsv::category_slug( $v['category'] ), Categories::TAXONOMY );
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
		$decimal   = static fn( string $field, int $scale ): ?string => '' === ( $v[ $field ] ?? '' ) ? null : Decimal::format( (int) Decimal::parse( $v[ $field ], $scale ), $scale );
		$copper    = $decimal( 'copper_kg_km', 2 );
		$aluminium = $decimal( 'aluminium_kg_km', 2 );
		$computed  = false;
		$al_comp   = false;
		$nominal   = null !== $cores && null !== $cs_e3;
		if ( self::is_aluminium( $v['conductor_class'] ?? '', $v['designation'] ) ) {
			if ( null === $aluminium && $nominal ) {
				$aluminium = Decimal::format( self::nominal_aluminium_e2( $cores, $cs_e3 ), 2 );
				$al_comp   = true;
			}
		} elseif ( null === $copper && $nominal ) {
			$copper   = Decimal::format( self::nominal_copper_e2( $cores, $cs_e3 ), 2 );
			$computed = true;
		}
		$integer = static fn( string $field ): ?int => '' === ( $v[ $field ] ?? '' ) ? null : (int) $v[ $field ];
		// The ordering settings are written only when the file has their column (ArticleRepository::upsert()).
		$ordering = array();
		if ( array_key_exists( 'lead_time_days', $v ) ) {
			$ordering['lead_time_days'] = $integer( 'lead_time_days' );
		}
		if ( array_key_exists( 'on_request_only', $v ) ) {
			$ordering['on_request_only'] = '1' === $v['on_request_only'] ? 1 : 0;
		}
		return $ordering + array(
			'article_code'       => $v['article_code'],
			'product_id'         => $product_id,
			'cores'              => $cores,
			'cross_section_mm2'  => null === $cs_e3 ? null : Decimal::format( $cs_e3, 3 ),
			'size_label'         => $v['size_label'],
			'outer_diameter_mm'  => $decimal( 'outer_diameter_mm', 2 ),
			'copper_kg_km'       => $copper,
			'copper_computed'    => $computed ? 1 : 0,
			'aluminium_kg_km'    => $aluminium,
			'aluminium_computed' => $al_comp ? 1 : 0,
			'weight_kg_km'       => $decimal( 'weight_kg_km', 2 ),
			'packaging'          => strtolower( $v['packaging'] ),
			'package_length_m'   => $integer( 'package_length_m' ),
			'unit_price_e4'      => (int) Decimal::parse( $v['unit_price_eur_per_m'], 4 ),
			'price_is_demo'      => '1' === ( $v['price_is_demo'] ?? '' ) ? 1 : 0,
			'stock_m'            => $integer( 'stock_m' ),
			'search_text'        => SearchText::build( $v['designation'], $v['hr_name'] ?? '', (string) CatalogCsv::category_slug( $v['category'] ), $v['size_label'], $v['article_code'] ),
		);
	}
}
