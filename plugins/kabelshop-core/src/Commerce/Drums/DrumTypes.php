<?php
/**
 * The drum types staff keep in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce\Drums;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Catalog\Decimal;
use Kabelshop\Commerce\ShopSettings;
use Kabelshop\I18n\Locale;

/**
 * Drum types (issue 14, "Lengths, packages and drums": one-way or returnable drums, a deposit per
 * drum type): option OPTION, a list of stored records
 * { id: slug (a-z, 0-9, '-', 1..32), names: { hr, en, sr } (1..80 characters each: the name an
 *   editor writes exists in all three languages), returnable: bool, deposit_cents: int (EUR cents,
 *   0 for a one-way drum), weight_g: int (the empty drum's weight in grams, > 0), demo: bool (the
 *   deposit and weight are demonstration values) }.
 * Edited on Kabelshop -> Drum types and cut fee (Admin\DrumTypesPage, capability manage_options,
 * Settings API group DrumSettings::GROUP). Until staff save the list, the demo types of defaults()
 * apply (wooden drums by flange diameter; deposits and weights marked demo).
 *
 * Public API for the other parts of issue 14 (agreed signature):
 * find( id ) and all() answer { id, label (name in the current language, Locale::current()),
 * returnable, deposit_cents, weight_g } (Commerce\LineCharges reads the deposit, the shipment weight
 * reads weight_g).
 */
final class DrumTypes {

	public const OPTION = 'kabelshop_drum_types';

	/** Most drum types kept. */
	public const MAX_TYPES = 30;

	/** Longest name. */
	public const NAME_MAX = 80;

	/** Largest deposit: 10,000.00 EUR. */
	public const MAX_DEPOSIT_CENTS = 1000000;

	/** Heaviest empty drum: 5,000 kg (the largest steel drums weigh about 1.5 t). */
	public const MAX_WEIGHT_G = 5000000;

	/** Form of an id. */
	public const ID_PATTERN = '/^[a-z0-9][a-z0-9-]{0,31}$/';

	/**
	 * One drum type in the current language, or null for an unknown id.
	 *
	 * @param string $id Drum type id.
	 * @return array{id: string, label: string, returnable: bool, deposit_cents: int, weight_g: int}|null
	 */
	public static function find( string $id ): ?array {
		$all = self::all();
		return $all[ $id ] ?? null;
	}

	/**
	 * Every drum type in the current language, keyed by id, in the order staff keep them.
	 *
	 * @return array<string, array{id: string, label: string, returnable: bool, deposit_cents: int, weight_g: int}>
	 */
	public static function all(): array {
		$language = Locale::current();
		$out      = array();
		foreach ( self::stored() as $type ) {
			$out[ $type['id'] ] = self::public_shape( $type, $language );
		}
		return $out;
	}

	/**
	 * The name of a drum type in a language (its id when unknown: a type staff removed later).
	 *
	 * @param string $id       Drum type id.
	 * @param string $language 'hr' | 'en' | 'sr'.
	 */
	public static function label_in( string $id, string $language ): string {
		foreach ( self::stored() as $type ) {
			if ( $type['id'] === $id ) {
				return $type['names'][ Locale::code_of( $language ) ];
			}
		}
		return $id;
	}

	/**
	 * True when the type's deposit and weight are demonstration values.
	 *
	 * @param string $id Drum type id.
	 */
	public static function is_demo( string $id ): bool {
		foreach ( self::stored() as $type ) {
			if ( $type['id'] === $id ) {
				return $type['demo'];
			}
		}
		return false;
	}

	/**
	 * The stored records (defaults() until staff saved the list once; an unreadable value counts as
	 * the defaults too).
	 *
	 * @return list<array{id: string, names: array{hr: string, en: string, sr: string}, returnable: bool, deposit_cents: int, weight_g: int, demo: bool}>
	 */
	public static function stored(): array {
		$value = get_option( self::OPTION, null );
		if ( ! is_array( $value ) ) {
			return self::defaults();
		}
		$types = array();
		foreach ( $value as $row ) {
			$type = is_array( $row ) ? self::from_stored( $row ) : null;
			if ( null !== $type ) {
				$types[] = $type;
			}
		}
		return $types;
	}

	/**
	 * The public shape of a stored record.
	 *
	 * @param array{id: string, names: array{hr: string, en: string, sr: string}, returnable: bool, deposit_cents: int, weight_g: int, demo: bool} $type     Stored record.
	 * @param string                                                                                                                               $language 'hr' | 'en' | 'sr'.
	 * @return array{id: string, label: string, returnable: bool, deposit_cents: int, weight_g: int}
	 */
	private static function public_shape( array $type, string $language ): array {
		return array(
			'id'            => $type['id'],
			'label'         => $type['names'][ Locale::code_of( $language ) ],
			'returnable'    => $type['returnable'],
			'deposit_cents' => $type['returnable'] ? $type['deposit_cents'] : 0,
			'weight_g'      => $type['weight_g'],
		);
	}

	/**
	 * A stored record read back defensively (null when it is not one).
	 *
	 * @param array<mixed> $row Stored row.
	 * @return array{id: string, names: array{hr: string, en: string, sr: string}, returnable: bool, deposit_cents: int, weight_g: int, demo: bool}|null
	 */
	private static function from_stored( array $row ): ?array {
		$id    = is_string( $row['id'] ?? null ) ? $row['id'] : '';
		$names = is_array( $row['names'] ?? null ) ? $row['names'] : array();
		if ( ! preg_match( self::ID_PATTERN, $id ) ) {
			return null;
		}
		$out = array();
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			$out[ $code ] = is_string( $names[ $code ] ?? null ) && '' !== $names[ $code ] ? $names[ $code ] : $id;
		}
		$returnable = ! empty( $row['returnable'] );
		return array(
			'id'            => $id,
			'names'         => array(
				'hr' => $out['hr'],
				'en' => $out['en'],
				'sr' => $out['sr'],
			),
			'returnable'    => $returnable,
			'deposit_cents' => $returnable ? max( 0, (int) ( $row['deposit_cents'] ?? 0 ) ) : 0,
			'weight_g'      => max( 0, (int) ( $row['weight_g'] ?? 0 ) ),
			'demo'          => ! empty( $row['demo'] ),
		);
	}

	/**
	 * Checks the rows of the settings form (pure: no database). Rows whose id and names are all
	 * empty are new rows left blank and skipped; rows with 'remove' set are left out.
	 * Rules: id as ID_PATTERN (lower-cased first) and unique; names in hr, en and sr, each 1..NAME_MAX
	 * characters; a returnable drum needs a deposit in euros with at most two decimals
	 * (0.01..MAX_DEPOSIT_CENTS), a one-way drum has none (a deposit given for it is an error); the
	 * empty weight in kg with at most three decimals, above 0 and at most MAX_WEIGHT_G; at most
	 * MAX_TYPES types.
	 *
	 * @param array<mixed> $rows Form rows: { id, name_hr, name_en, name_sr, returnable, deposit (EUR text), weight_kg (text), demo, remove }.
	 * @return array{types: list<array{id: string, names: array{hr: string, en: string, sr: string}, returnable: bool, deposit_cents: int, weight_g: int, demo: bool}>, errors: list<string>}
	 *         errors: translated messages naming the row's id (or its number).
	 */
	public static function validate( array $rows ): array {
		$types  = array();
		$errors = array();
		$seen   = array();
		$number = 0;
		foreach ( $rows as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			++$number;
			$text  = static fn( string $key ): string => is_scalar( $row[ $key ] ?? null ) ? trim( (string) $row[ $key ] ) : '';
			$id    = strtolower( $text( 'id' ) );
			$names = array(
				'hr' => $text( 'name_hr' ),
				'en' => $text( 'name_en' ),
				'sr' => $text( 'name_sr' ),
			);
			if ( ! empty( $row['remove'] ) || ( '' === $id && '' === implode( '', $names ) ) ) {
				continue;
			}
			/* translators: %d: the row's number in the form */
			$name = '' === $id ? sprintf( __( 'row %d', 'kabelshop-core' ), $number ) : $id;
			if ( ! preg_match( self::ID_PATTERN, $id ) ) {
				/* translators: %s: the drum type's id or "row N" */
				$errors[] = sprintf( __( 'Drum type %s: the id must be 1 to 32 lower-case letters, digits or hyphens.', 'kabelshop-core' ), $name );
			} elseif ( isset( $seen[ $id ] ) ) {
				/* translators: %s: the drum type's id */
				$errors[] = sprintf( __( 'Drum type %s: this id is used twice.', 'kabelshop-core' ), $name );
			}
			$seen[ $id ] = true;
			foreach ( $names as $value ) {
				if ( '' === $value || mb_strlen( $value ) > self::NAME_MAX ) {
					/* translators: 1: the drum type's id or "row N", 2: most characters */
					$errors[] = sprintf( __( 'Drum type %1$s: enter the name in Croatian, English and Serbian, each at most %2$d characters.', 'kabelshop-core' ), $name, self::NAME_MAX );
					break;
				}
			}
			$returnable = ! empty( $row['returnable'] );
			$deposit    = $text( 'deposit' );
			$cents      = 0;
			if ( $returnable ) {
				$cents = '' === $deposit ? null : ShopSettings::parse_euros( $deposit );
				if ( null === $cents || $cents < 1 || $cents > self::MAX_DEPOSIT_CENTS ) {
					/* translators: %s: the drum type's id or "row N" */
					$errors[] = sprintf( __( 'Drum type %s: a returnable drum needs a deposit in euros with at most two decimals, e.g. 45.00 (at most 10000.00).', 'kabelshop-core' ), $name );
					$cents    = 0;
				}
			} elseif ( '' !== $deposit && 0 !== ShopSettings::parse_euros( $deposit ) ) {
				/* translators: %s: the drum type's id or "row N" */
				$errors[] = sprintf( __( 'Drum type %s: a one-way drum has no deposit. Leave the deposit empty or mark the drum returnable.', 'kabelshop-core' ), $name );
			}
			$weight = Decimal::parse( $text( 'weight_kg' ), 3 );
			if ( null === $weight || $weight < 1 || $weight > self::MAX_WEIGHT_G ) {
				/* translators: %s: the drum type's id or "row N" */
				$errors[] = sprintf( __( 'Drum type %s: enter the empty drum\'s weight in kg with at most three decimals, e.g. 32.5 (at most 5000).', 'kabelshop-core' ), $name );
				$weight   = 0;
			}
			$types[] = array(
				'id'            => $id,
				'names'         => $names,
				'returnable'    => $returnable,
				'deposit_cents' => (int) $cents,
				'weight_g'      => (int) $weight,
				'demo'          => ! empty( $row['demo'] ),
			);
		}
		if ( count( $types ) > self::MAX_TYPES ) {
			/* translators: %d: most drum types */
			$errors[] = sprintf( __( 'At most %d drum types can be kept.', 'kabelshop-core' ), self::MAX_TYPES );
		}
		return array(
			'types'  => $types,
			'errors' => $errors,
		);
	}

	/**
	 * Sanitize callback of OPTION: the form's rows (validate()) or an already stored list. Any
	 * error keeps the previous list and adds a settings error with every message; so does removing
	 * a type that articles still use (they would ship on a drum nobody knows: no deposit, no
	 * weight), naming the type and how many articles.
	 *
	 * @param mixed $value Submitted rows.
	 * @return list<array{id: string, names: array{hr: string, en: string, sr: string}, returnable: bool, deposit_cents: int, weight_g: int, demo: bool}>
	 */
	public static function sanitize( $value ): array {
		if ( ! is_array( $value ) ) {
			return self::stored();
		}
		if ( array_is_list( $value ) && isset( $value[0]['names'] ) ) {
			// Already in the stored form (update_option() of the seeder or a test).
			$types = array();
			foreach ( $value as $row ) {
				$type = is_array( $row ) ? self::from_stored( $row ) : null;
				if ( null !== $type ) {
					$types[] = $type;
				}
			}
			return $types;
		}
		$result = self::validate( $value );
		$errors = $result['errors'];
		$kept   = array_map( static fn( array $t ): string => $t['id'], $result['types'] );
		foreach ( self::articles_per_type() as $id => $count ) {
			if ( ! in_array( $id, $kept, true ) ) {
				/* translators: 1: drum type id, 2: number of articles */
				$errors[] = sprintf( _n( 'Drum type %1$s is set on %2$d article and cannot be removed. Choose another drum type for it first (Cable types, edit screen, Articles).', 'Drum type %1$s is set on %2$d articles and cannot be removed. Choose another drum type for them first (Cable types, edit screen, Articles).', $count, 'kabelshop-core' ), $id, $count );
			}
		}
		if ( $errors ) {
			if ( function_exists( 'add_settings_error' ) ) {
				add_settings_error( self::OPTION, self::OPTION . '_invalid', __( 'The drum types were not saved:', 'kabelshop-core' ) . ' ' . implode( ' ', $errors ) );
			}
			return self::stored();
		}
		return $result['types'];
	}

	/**
	 * How many articles use each drum type id ('' left out).
	 *
	 * @return array<string, int>
	 */
	public static function articles_per_type(): array {
		global $wpdb;
		$table = ArticleTable::name();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table name from code; no user input.
		$rows = $wpdb->get_results( "SELECT drum_type, COUNT(*) AS n FROM {$table} WHERE drum_type <> '' GROUP BY drum_type", ARRAY_A );
		$out  = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$out[ (string) $row['drum_type'] ] = (int) $row['n'];
		}
		return $out;
	}

	/**
	 * The demo drum types: wooden cable drums by flange diameter (the usual series of wooden drums
	 * after DIN 46391: 500, 630, 800, 1000, 1200 mm), one one-way plywood drum and four returnable
	 * ones. The empty weights are typical of such drums; the deposits are DEMO values, not any
	 * supplier's (marked demo: staff replace them with their own).
	 *
	 * @return list<array{id: string, names: array{hr: string, en: string, sr: string}, returnable: bool, deposit_cents: int, weight_g: int, demo: bool}>
	 */
	public static function defaults(): array {
		$rows = array(
			array( 'oneway-500', 'Jednokratni bubanj Ø 500 mm', 'One-way drum Ø 500 mm', 'Jednokratni doboš Ø 500 mm', false, 0, 8000 ),
			array( 'wood-630', 'Drveni bubanj Ø 630 mm', 'Wooden drum Ø 630 mm', 'Drveni doboš Ø 630 mm', true, 2500, 17000 ),
			array( 'wood-800', 'Drveni bubanj Ø 800 mm', 'Wooden drum Ø 800 mm', 'Drveni doboš Ø 800 mm', true, 4500, 32000 ),
			array( 'wood-1000', 'Drveni bubanj Ø 1000 mm', 'Wooden drum Ø 1000 mm', 'Drveni doboš Ø 1000 mm', true, 7500, 58000 ),
			array( 'wood-1200', 'Drveni bubanj Ø 1200 mm', 'Wooden drum Ø 1200 mm', 'Drveni doboš Ø 1200 mm', true, 11000, 90000 ),
		);
		$out  = array();
		foreach ( $rows as $row ) {
			$out[] = array(
				'id'            => $row[0],
				'names'         => array(
					'hr' => $row[1],
					'en' => $row[2],
					'sr' => $row[3],
				),
				'returnable'    => $row[4],
				'deposit_cents' => $row[5],
				'weight_g'      => $row[6],
				'demo'          => true,
			);
		}
		return $out;
	}
}
