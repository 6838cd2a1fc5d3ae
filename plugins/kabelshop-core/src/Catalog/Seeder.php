<?php
/**
 * Seeds the demo catalogue.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;

/**
 * Builds ERP rows (the CsvImporter format) from the data copied into data/catalogue/ and imports
 * them through CsvImporter (one transaction, upsert by article code, so running it again updates
 * and never duplicates). Rows come from (a) every row of cable_catalogue.csv, empty cells kept
 * empty, and (b) the common types and their standard size series in common-types.json.
 *
 * Buyer-facing values and staff notes are kept apart (issue 11: provenance notes are never printed to
 * buyers): the CSV's cells that carry notes (hr_name "XP 00 (equivalent construction; ...)", the
 * source URLs, "(repo value)") are replaced by the clean values of common-types.json's csv_types
 * (hr_name, standard, insulation, sheath, construction, source = the maker), and each type's
 * data_note, followed by the source texts it rests on (the CSV's source cells, the [S#] sources it
 * names), goes into the staff-only field data_note (ProductMeta), shown in wp-admin only.
 *
 * Everything the seller would set is DEMO data, documented in data/catalogue/README.md:
 * - article codes: "KS-" + type code + "-" + size + "-" + packaging letter (R ring, L reel, B box, D drum);
 * - packaging: box 305 m for UTP; ring 250 m for J-Y(St)Y (the 250 m roll of source S18); ring
 *   100 m for installation, flexible and control cables up to 2.5 mm2 and single-core wires up to
 *   6 mm2; otherwise a drum of 500 m (up to 16 mm2) or 1000 m;
 * - unit prices (price_is_demo = 1) are BASE prices, the price at the metal base of the price list
 *   (issue 14; the metal surcharge, Metals\SurchargeTerms, adds the rest at today's index):
 *   demo_base_e4 + demo_per_core_e4 x cores + copper kg/km (given or nominal) x 1.50 EUR/kg, the
 *   default copper base of 150 EUR/100 kg (Metals\SurchargeSettings); aluminium conductors have no
 *   metal term (aluminium base 0, a "hollow price": the whole aluminium value is surcharge). In
 *   ten-thousandths of a euro per metre. Before issue 14 the copper term was 9.00 EUR/kg and
 *   aluminium 2.50 EUR/kg (a price with the metal at a fixed market value);
 * - stock: crc32 of the code; 3 in 10 articles are "on request" (no stock figure, and flagged
 *   on_request_only, so they are inquired, not ordered: Commerce\StockRules), the others have
 *   100-2050 m, rounded down to whole rings or boxes (0 possible for a 305 m box), so small
 *   quantities come from stock and larger ones are partly backordered; lead times are the shop's
 *   default (no article lead time).
 */
final class Seeder {

	/**
	 * Seeds (idempotent) and returns lines to print.
	 *
	 * @return list<string>
	 * @throws \RuntimeException When the data files are missing or the import fails.
	 */
	public static function run(): array {
		Categories::ensure_terms();
		$data   = self::data();
		$rows   = self::rows( $data, $data['translations']['hr'] );
		$result = ( new CsvImporter() )->import_rows( $rows );
		if ( ! $result->ok() ) {
			throw new \RuntimeException( 'catalogue seed failed: ' . wp_json_encode( array_slice( $result->errors, 0, 5 ) ) );
		}
		self::describe( $data );
		$translated = self::translate( $data['translations'] );
		return array(
			sprintf( 'catalogue: %d products, %d articles (demo prices and codes)', $result->products_created + $result->products_updated, $result->rows ),
			sprintf( 'catalogue: %d cable types in hr, en and sr (%d new translations)', count( $data['translations']['hr'] ), $translated ),
		);
	}

	/**
	 * The seed data of data/catalogue/.
	 *
	 * @return array{types: list<array<string, mixed>>, csv_types: array<string, array<string, mixed>>, sources: array<string, string>, csv: list<array<string, string>>, translations: array<string, array<string, array<string, string>>>}
	 * @throws \RuntimeException When a file is missing.
	 */
	public static function data(): array {
		$dir  = KABELSHOP_CORE_DIR . '/data/catalogue/';
		$json = json_decode( (string) file_get_contents( $dir . 'common-types.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a file of the plugin's data/ folder.
		if ( ! is_array( $json ) ) {
			throw new \RuntimeException( 'data/catalogue/common-types.json is missing or broken' );
		}
		$handle = fopen( $dir . 'cable_catalogue.csv', 'r' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a CSV of the plugin's data/ folder, read row by row.
		if ( false === $handle ) {
			throw new \RuntimeException( 'data/catalogue/cable_catalogue.csv is missing' );
		}
		$header = (array) fgetcsv( $handle, 0, ',', '"', '' );
		$csv    = array();
		while ( false !== ( $cells = fgetcsv( $handle, 0, ',', '"', '' ) ) ) {
			if ( count( $cells ) === count( $header ) ) {
				$csv[] = array_combine( $header, array_map( 'strval', $cells ) );
			}
		}
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see fopen above.
		$json['csv']          = $csv;
		$json['translations'] = self::translations( $dir . 'translations.json' );
		return $json;
	}

	/**
	 * The buyer-facing words of every cable type per language (data/catalogue/translations.json):
	 * language code => designation => field => text (ProductMeta::TRANSLATED and 'description').
	 *
	 * @param string $file Path of translations.json.
	 * @return array<string, array<string, array<string, string>>>
	 * @throws \RuntimeException When the file is missing or broken.
	 */
	private static function translations( string $file ): array {
		$json = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions -- a file of the plugin's data/ folder.
		if ( ! is_array( $json ) || ! isset( $json['types'] ) || ! is_array( $json['types'] ) ) {
			throw new \RuntimeException( 'data/catalogue/translations.json is missing or broken' );
		}
		$out = array_fill_keys( array_keys( Locale::LANGUAGES ), array() );
		foreach ( $json['types'] as $designation => $languages ) {
			foreach ( array_keys( $out ) as $code ) {
				$out[ $code ][ (string) $designation ] = array_map( 'strval', (array) ( $languages[ $code ] ?? array() ) );
			}
		}
		return $out;
	}

	/**
	 * ERP rows (CsvImporter format, with price_is_demo, construction, colour_standard and data_note).
	 * The record's words (ProductMeta::TRANSLATED) are the Croatian ones where $croatian has them.
	 *
	 * @param array<string, mixed>                 $data     From data().
	 * @param array<string, array<string, string>> $croatian Designation => field => Croatian text.
	 * @return list<array{line: int, values: array<string, string>}>
	 */
	public static function rows( array $data, array $croatian = array() ): array {
		$rows    = array();
		$sources = array();
		foreach ( $data['csv'] as $row ) {
			$sources[ $row['type'] ][ $row['source'] ] = true;
		}
		foreach ( $data['csv'] as $row ) {
			$type = $data['csv_types'][ $row['type'] ] ?? null;
			if ( null === $type ) {
				continue;
			}
			$rows[] = self::row(
				array(
					'code'         => $type['code'],
					'designation'  => $row['type'],
					'hr_name'      => $type['hr_name'],
					'category'     => $type['category'],
					'size_label'   => $row['size_label'],
					'cores'        => $row['cores'],
					'cross'        => $row['cross_section_mm2'],
					'od'           => $row['outer_diameter_mm'],
					'copper'       => $row['copper_kg_km'],
					'weight'       => $row['weight_kg_km'],
					'standard'     => $type['standard'] ?? $row['standard'],
					'voltage'      => $row['rated_voltage'],
					'conductor'    => $row['conductor_class'],
					'insulation'   => $type['insulation'] ?? $row['insulation'],
					'sheath'       => $type['sheath'] ?? $row['sheath'],
					'cpr'          => $row['cpr_class'],
					'supplier'     => $type['supplier'],
					'source'       => $type['source'],
					'data_note'    => self::note( $type['data_note'], array_keys( $sources[ $row['type'] ] ), $data['sources'] ),
					'construction' => $type['construction'],
					'colours'      => '',
					'metal'        => 'cu',
					'base'         => (int) $type['demo_base_e4'],
					'per_core'     => (int) $type['demo_per_core_e4'],
					'pairs'        => false,
					'flags'        => (array) ( $type['flags'] ?? array() ),
				)
			);
		}
		foreach ( $data['types'] as $type ) {
			foreach ( $type['sizes'] as $size ) {
				$pairs  = ! empty( $type['pair_sizes'] );
				$parts  = explode( 'x', strtolower( str_replace( 'G', 'x', $size ) ) );
				$rows[] = self::row(
					array(
						'code'         => $type['code'],
						'designation'  => $type['designation'],
						'hr_name'      => $type['hr_name'],
						'category'     => $type['category'],
						'size_label'   => $size,
						'cores'        => (string) ( $pairs ? (int) $parts[0] * 2 : (int) $parts[0] ),
						'cross'        => $pairs ? '' : $parts[1],
						'od'           => '',
						'copper'       => '',
						'weight'       => '',
						'standard'     => $type['standard'],
						'voltage'      => $type['rated_voltage'],
						'conductor'    => $type['conductor_class'],
						'insulation'   => $type['insulation'],
						'sheath'       => $type['sheath'],
						'cpr'          => '',
						'supplier'     => 'own',
						'source'       => $type['source'],
						'data_note'    => self::note( $type['data_note'], self::tagged( $type['sources'], $data['sources'] ), $data['sources'] ),
						'construction' => $type['construction'],
						'colours'      => $type['colour_standard'],
						'metal'        => (string) $type['metal'],
						'base'         => (int) $type['demo_base_e4'],
						'per_core'     => (int) $type['demo_per_core_e4'],
						'pairs'        => $pairs,
						'flags'        => (array) ( $type['flags'] ?? array() ),
					)
				);
			}
		}
		foreach ( $rows as $index => $row ) {
			$rows[ $index ]['line'] = $index + 2;
			foreach ( ProductMeta::TRANSLATED as $field ) {
				$text = $croatian[ $row['values']['designation'] ][ $field ] ?? '';
				if ( '' !== $text ) {
					$rows[ $index ]['values'][ $field ] = $text;
				}
			}
		}
		return $rows;
	}

	/** Demo copper term: the default copper base, 150 EUR/100 kg = 1.50 EUR/kg, as EUR/kg x 100. */
	public const DEMO_COPPER_BASE_EUR_KG_E2 = 150;

	/**
	 * Demo base unit price in ten-thousandths of a euro per metre (formula in the class comment):
	 * the metal is in at the price list's metal base (copper 1.50 EUR/kg; aluminium base 0, so no
	 * aluminium term).
	 *
	 * @param int      $base_e4     Demo base per metre.
	 * @param int      $per_core_e4 Demo amount per core per metre.
	 * @param int|null $cores       Cores.
	 * @param int|null $metal_e2    Metal in hundredths of kg/km, null for none.
	 * @param string   $metal       'cu' | 'al' | ''.
	 */
	public static function demo_price_e4( int $base_e4, int $per_core_e4, ?int $cores, ?int $metal_e2, string $metal ): int {
		$price = $base_e4 + $per_core_e4 * (int) $cores;
		if ( null !== $metal_e2 && 'al' !== $metal ) {
			// kg/km x EUR/kg / 1000 = EUR/m; x 10^4 for e4; metal_e2 is kg/km x 100, EUR/kg x 100.
			$price += intdiv( $metal_e2 * self::DEMO_COPPER_BASE_EUR_KG_E2 + 500, 1000 );
		}
		return $price;
	}

	/**
	 * Demo stock in metres, or null ("on request") for 3 in 10 codes; deterministic.
	 *
	 * @param string $code Article code.
	 */
	public static function demo_stock_m( string $code ): ?int {
		$hash = crc32( $code );
		return $hash % 10 < 3 ? null : 100 + ( intdiv( $hash, 10 ) % 40 ) * 50;
	}

	/**
	 * Packaging and metres per package by the rules in the class comment.
	 *
	 * @param string      $type_code Type code from the data file.
	 * @param string      $category  Category slug.
	 * @param string|null $cross     Cross-section in mm2 or null.
	 * @return array{0: string, 1: int}
	 */
	public static function packaging( string $type_code, string $category, ?string $cross ): array {
		if ( 'UTPCAT6' === $type_code ) {
			return array( 'box', 305 );
		}
		if ( 'JYSTY' === $type_code ) {
			return array( 'ring', 250 );
		}
		$cross_e3 = null === $cross ? 0 : (int) Decimal::parse( $cross, 3 );
		$ring_max = 'single-core-wires' === $category ? 6000 : 2500;
		if ( in_array( $category, array( 'installation-cables', 'flexible-cables', 'single-core-wires', 'control-data-cables' ), true ) && $cross_e3 <= $ring_max ) {
			return array( 'ring', 100 );
		}
		return array( 'drum', $cross_e3 <= 16000 ? 500 : 1000 );
	}

	/**
	 * One ERP row from seed facts.
	 *
	 * @param array<string, mixed> $f Facts (see rows()).
	 * @return array{line: int, values: array<string, string>}
	 */
	private static function row( array $f ): array {
		$cross                 = '' === $f['cross'] ? null : (string) $f['cross'];
		list( $pack, $length ) = self::packaging( $f['code'], $f['category'], $cross );
		$letters               = array(
			'ring' => 'R',
			'reel' => 'L',
			'box'  => 'B',
			'drum' => 'D',
		);
		$code                  = 'KS-' . $f['code'] . '-' . strtoupper( $f['size_label'] ) . '-' . $letters[ $pack ];
		$cores                 = '' === $f['cores'] ? null : (int) $f['cores'];
		$metal_e2              = null;
		if ( ! $f['pairs'] && null !== $cores && null !== $cross ) {
			$cross_e3 = (int) Decimal::parse( $cross, 3 );
			if ( 'al' === $f['metal'] ) {
				$metal_e2 = CsvImporter::nominal_aluminium_e2( $cores, $cross_e3 );
			} elseif ( 'cu' === $f['metal'] ) {
				$metal_e2 = '' !== $f['copper'] ? (int) Decimal::parse( $f['copper'], 2 ) : CsvImporter::nominal_copper_e2( $cores, $cross_e3 );
			}
		}
		$stock = self::demo_stock_m( $code );
		if ( null !== $stock && 'drum' !== $pack ) {
			$stock = intdiv( $stock, $length ) * $length;
		}
		return array(
			'line'   => 0,
			'values' => array(
				'article_code'         => $code,
				'designation'          => $f['designation'],
				'hr_name'              => $f['hr_name'],
				'category'             => $f['category'],
				'cores'                => (string) $f['cores'],
				'cross_section_mm2'    => (string) $f['cross'],
				'size_label'           => $f['size_label'],
				'outer_diameter_mm'    => $f['od'],
				'copper_kg_km'         => $f['copper'],
				'weight_kg_km'         => $f['weight'],
				'packaging'            => $pack,
				'package_length_m'     => (string) $length,
				'unit_price_eur_per_m' => Decimal::format( self::demo_price_e4( $f['base'], $f['per_core'], $cores, $metal_e2, $f['metal'] ), 4 ),
				'stock_m'              => null === $stock ? '' : (string) $stock,
				'standard'             => $f['standard'],
				'rated_voltage'        => $f['voltage'],
				'conductor_class'      => $f['conductor'],
				'insulation'           => $f['insulation'],
				'sheath'               => $f['sheath'],
				'cpr_class'            => $f['cpr'],
				'supplier'             => $f['supplier'],
				'source'               => $f['source'],
				'data_note'            => $f['data_note'],
				'price_is_demo'        => '1',
				'construction'         => $f['construction'],
				'colour_standard'      => $f['colours'],
				'on_request_only'      => null === $stock ? '1' : '0',
				// Technical filter keys (issue 14): the voltage and conductor classes the type's own
				// texts state (TechnicalFilters; "300/500 V (typical)" or "fine-stranded" state none),
				// the flags listed for the type in common-types.json ("flags", from cable_types.md).
				'voltage_rating'       => (string) TechnicalFilters::voltage( (string) $f['voltage'] ),
				'conductor_classes'    => implode( ',', TechnicalFilters::conductor_classes_of_text( (string) $f['conductor'] ) ),
				'halogen_free'         => in_array( 'halogen_free', $f['flags'], true ) ? '1' : '0',
				'armoured'             => in_array( 'armoured', $f['flags'], true ) ? '1' : '0',
				'screened'             => in_array( 'screened', $f['flags'], true ) ? '1' : '0',
			),
		);
	}

	/**
	 * The sources behind a list of source tags, as "[S10] elektricari.rs ...: https://...".
	 *
	 * @param list<string>          $tags    Source tags such as "S10".
	 * @param array<string, string> $sources Tag => source.
	 * @return list<string>
	 */
	private static function tagged( array $tags, array $sources ): array {
		$named = array();
		foreach ( $tags as $tag ) {
			$named[] = '[' . $tag . '] ' . ( $sources[ $tag ] ?? '' );
		}
		return $named;
	}

	/**
	 * A staff note (ProductMeta data_note): the type's note, then the sources it rests on: the
	 * texts given, and every [S#] source the note names that is not among them yet. Ends with
	 * where the facts are kept (data/catalogue/).
	 *
	 * @param string                $note    The type's data_note from common-types.json.
	 * @param list<string>          $texts   Source texts (CSV source cells, tagged sources).
	 * @param array<string, string> $sources Tag => source.
	 */
	private static function note( string $note, array $texts, array $sources ): string {
		preg_match_all( '/\[(S\d+)\]/', $note, $tags );
		foreach ( array_unique( $tags[1] ) as $tag ) {
			$line = '[' . $tag . '] ' . ( $sources[ $tag ] ?? '' );
			if ( isset( $sources[ $tag ] ) && ! in_array( $line, $texts, true ) ) {
				$texts[] = $line;
			}
		}
		$lines = array( $note, '', 'Sources:' );
		foreach ( $texts ? $texts : array( 'none read: general trade knowledge' ) as $text ) {
			$lines[] = '- ' . $text;
		}
		$lines[] = '';
		$lines[] = 'Facts and sources: data/catalogue/cable_types.md, common-types.json, cable_catalogue.csv.';
		return trim( implode( "\n", $lines ) );
	}

	/**
	 * Writes each product's Croatian-first description (post content) when it differs.
	 *
	 * @param array<string, mixed> $data From data().
	 */
	private static function describe( array $data ): void {
		global $wpdb;
		$texts = array();
		foreach ( $data['types'] as $type ) {
			$texts[ $type['designation'] ] = $type['description'];
		}
		foreach ( $data['csv_types'] as $designation => $type ) {
			$texts[ $designation ] = $type['description'];
		}
		foreach ( $texts as $designation => $text ) {
			$id = ProductMeta::record_by_designation( (string) $designation );
			if ( $id && get_post_field( 'post_content', $id ) !== $text ) {
				$paragraphs = explode( "\n\n", $text );
				wp_update_post(
					array(
						'ID'           => $id,
						'post_content' => $text,
						'post_excerpt' => $paragraphs[0],
					)
				);
			}
		}
	}

	/**
	 * Gives a seeded cable type's version its slug in its language's words (TypeWords::slug(), issue
	 * 27: /kabel/cu-xlpe-pvc-0-6-1-kv-bez-armature-tip-n2xy/, not the English name's slug on hr and
	 * sr pages). A slug that changes is kept by WordPress as an old slug (_wp_old_slug,
	 * wp_check_for_changed_slugs()), and the English name's slug is added as one where it differs,
	 * so a link with the English slug answers 301 to the page in its language
	 * (I18n\LanguageRouter::old_slug_post()).
	 *
	 * @param int    $id          The version's post id.
	 * @param string $designation The type's stored designation.
	 * @param string $code        The version's language.
	 */
	private static function localise_slug( int $id, string $designation, string $code ): void {
		$wanted = TypeWords::slug( $designation, $code );
		if ( '' === $wanted || $id <= 0 ) {
			return;
		}
		if ( (string) get_post_field( 'post_name', $id ) !== $wanted ) {
			wp_update_post(
				array(
					'ID'        => $id,
					'post_name' => $wanted,
				)
			);
		}
		$english = sanitize_title( $designation );
		if ( (string) get_post_field( 'post_name', $id ) !== $english && ! in_array( $english, get_post_meta( $id, '_wp_old_slug' ), true ) ) {
			add_post_meta( $id, '_wp_old_slug', $english );
		}
	}

	/**
	 * Creates or updates the English and Serbian versions of every seeded cable type (issue 11):
	 * same designation, the slug in the language's words (localise_slug(); under /en/cable/ and
	 * /sr/kabl/), the language's description and
	 * words (ProductMeta::TRANSLATED), the record's category; linked to the record as its
	 * translations. Like describe(), a seeded text that differs is written again.
	 *
	 * @param array<string, array<string, array<string, string>>> $translations From translations().
	 * @return int How many versions were created.
	 * @throws \RuntimeException When WordPress refuses to create one (the seed stops).
	 */
	private static function translate( array $translations ): int {
		$created = 0;
		foreach ( $translations[ Locale::DEFAULT ] as $designation => $unused ) {
			$record = ProductMeta::record_by_designation( (string) $designation );
			if ( 0 === $record ) {
				continue;
			}
			$versions = array( Locale::DEFAULT => $record );
			$group    = Translations::group( $record );
			foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
				$words = $translations[ $code ][ $designation ] ?? array();
				if ( Locale::DEFAULT === $code || ! $words ) {
					continue;
				}
				$text    = (string) ( $words['description'] ?? '' );
				$fields  = array(
					'post_title'   => (string) $designation,
					'post_content' => $text,
					'post_excerpt' => explode( "\n\n", $text )[0],
				);
				$id      = $group[ $code ] ?? 0;
				$changed = $id > 0 && array_diff_assoc( $fields, array_map( 'strval', array_intersect_key( get_post( $id, ARRAY_A ) ?? array(), $fields ) ) );
				if ( 0 === $id ) {
					$id = Translations::insert_in(
						$code,
						$fields + array(
							'post_type'   => ProductMeta::POST_TYPE,
							'post_status' => 'publish',
							'post_name'   => TypeWords::slug( (string) $designation, $code ),
							'meta_input'  => array( '_kabelshop_seeded' => '1' ),
						)
					);
					if ( is_wp_error( $id ) ) {
						throw new \RuntimeException( esc_html( 'cannot create the ' . $code . ' version of ' . $designation . ': ' . $id->get_error_message() ) );
					}
					++$created;
				} elseif ( $changed ) {
					wp_update_post( array( 'ID' => $id ) + $fields );
				}
				foreach ( ProductMeta::TRANSLATED as $field ) {
					update_post_meta( (int) $id, ProductMeta::key( $field ), (string) ( $words[ $field ] ?? '' ) );
				}
				$versions[ $code ] = (int) $id;
			}
			Translations::link( $versions );
			foreach ( $versions as $code => $id ) {
				self::localise_slug( (int) $id, (string) $designation, (string) $code );
			}
			$terms = wp_get_object_terms( $record, Categories::TAXONOMY, array( 'fields' => 'ids' ) );
			foreach ( $versions as $code => $id ) {
				if ( $id !== $record && is_array( $terms ) ) {
					wp_set_object_terms( $id, array_map( 'intval', $terms ), Categories::TAXONOMY );
				}
			}
		}
		return $created;
	}
}
