<?php
/**
 * The technical filters of the catalogue: CPR class, rated voltage, conductor class and the three
 * construction flags; their rules, normal forms, URL values and labels.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * Rules (docs/search.md, "Technical filters"):
 *
 * - CPR class (EN 50575 reaction-to-fire classes of cables, classified by EN 13501-6): one of
 *   Aca, B1ca, B2ca, Cca, Dca, Eca, Fca. B1ca, B2ca, Cca and Dca may add the additional
 *   classifications smoke s1 / s1a / s1b / s2 / s3, flaming droplets d0 / d1 / d2 and acidity
 *   a1 / a2 / a3, in that order ("Cca-s1,d1,a1", "B2ca-s1a,d0,a1", "Dca-s2,d2"); Aca, Eca and Fca
 *   have none (EN 13501-6). Input is read case-insensitively with spaces, ";" or "," between the
 *   parts; the normal form is "Cca-s1,d1,a1". Anything else is refused (cpr()).
 *   The URL and the filter name the main class only (?cpr=Cca).
 * - Rated voltage U0/U (IEC 60502-1, HD 21 / HD 22 / EN 50525 notation): "300/500 V", "450/750 V",
 *   "0.6/1 kV" (kV from U = 1000 V up, decimal point). Read from "300/500V", "0,6/1 kV",
 *   "600/1000 V", "0.6/1 (1.2) kV" or "0.6/1 kV (max. 1.2 kV)" (the highest voltage Um in
 *   brackets is dropped); text with other words ("300/500 V (typical)", "about 250-350 V") is not a
 *   rating and is refused. URL value: the normal form without spaces, "/" as "-": 0.6-1kV, 300-500V.
 * - Conductor class (IEC 60228): classes 1 (solid), 2 (stranded), 5 (flexible), 6 (highly
 *   flexible); a cable type may have several (NYM-J: class 1 or 2). Read from texts such as
 *   "Cu, class 1 (solid) or class 2 (stranded)", "Al, class 1 or 2", "Class 5 Cu (BS EN 60228)";
 *   a text that names no class ("Cu, fine-stranded (Li)") gives none: a class is never guessed
 *   from words. URL value: the number (?conductor=5).
 * - Flags: halogen-free, armoured, screened (URL ?hf=1, ?armoured=1, ?screened=1). A flag is set
 *   only where the cable type's data say so; not set means "not stated", never "no".
 */
final class TechnicalFilters {

	/** EN 50575 main classes, best first. */
	public const CPR_CLASSES = array( 'Aca', 'B1ca', 'B2ca', 'Cca', 'Dca', 'Eca', 'Fca' );

	/** Main classes that take the additional classifications s, d, a (EN 13501-6). */
	public const CPR_WITH_ADDITIONAL = array( 'B1ca', 'B2ca', 'Cca', 'Dca' );

	/** IEC 60228 conductor classes. */
	public const CONDUCTOR_CLASSES = array( 1, 2, 5, 6 );

	/** The flags: URL parameter => meta field. */
	public const FLAGS = array(
		'hf'       => 'halogen_free',
		'armoured' => 'armoured',
		'screened' => 'screened',
	);

	/** URL parameters of the technical filters, in the order the filters show them. */
	public const PARAMS = array( 'cpr', 'voltage', 'conductor', 'hf', 'armoured', 'screened' );

	/** The URL value of a voltage: "0.6-1kV", "300-500V". */
	public const VOLTAGE_PATTERN = '^[0-9]{1,3}(\.[0-9]{1,2})?-[0-9]{1,3}(\.[0-9]{1,2})?k?V$';

	/**
	 * A CPR class in its normal form, '' for an empty text, null when it is not an EN 50575 class.
	 *
	 * @param string $text As typed or imported, e.g. "cca - s1, d1, a1".
	 */
	public static function cpr( string $text ): ?string {
		$text = trim( $text );
		if ( '' === $text ) {
			return '';
		}
		$compact = strtolower( (string) preg_replace( '/\s+/', '', $text ) );
		if ( ! preg_match( '/^(aca|b1ca|b2ca|cca|dca|eca|fca)(?:-(.+))?$/', $compact, $match ) ) {
			return null;
		}
		$class = self::CPR_CLASSES[ (int) array_search( $match[1], array_map( 'strtolower', self::CPR_CLASSES ), true ) ];
		if ( ! isset( $match[2] ) ) {
			return $class;
		}
		if ( ! in_array( $class, self::CPR_WITH_ADDITIONAL, true ) ) {
			return null;
		}
		$parts = preg_split( '/[,;]/', $match[2] );
		$order = array(
			's' => array( 's1', 's1a', 's1b', 's2', 's3' ),
			'd' => array( 'd0', 'd1', 'd2' ),
			'a' => array( 'a1', 'a2', 'a3' ),
		);
		$kept  = array();
		$next  = 0;
		$kinds = array_keys( $order );
		$total = count( $kinds );
		foreach ( (array) $parts as $part ) {
			$found = false;
			for ( $i = $next; $i < $total; $i++ ) {
				if ( in_array( $part, $order[ $kinds[ $i ] ], true ) ) {
					$kept[] = $part;
					$next   = $i + 1;
					$found  = true;
					break;
				}
			}
			if ( ! $found ) {
				return null;
			}
		}
		return $class . '-' . implode( ',', $kept );
	}

	/**
	 * The main class of a normal-form CPR class ("Cca" of "Cca-s1,d1,a1"), '' for none.
	 *
	 * @param string $cpr A value of cpr().
	 */
	public static function cpr_main( string $cpr ): string {
		return explode( '-', $cpr )[0];
	}

	/**
	 * A rated voltage U0/U in its normal form ("0.6/1 kV"), '' for an empty text, null when the text
	 * is not a U0/U rating (rules in the class comment).
	 *
	 * @param string $text As typed or imported.
	 */
	public static function voltage( string $text ): ?string {
		$text = trim( str_replace( ',', '.', $text ) );
		if ( '' === $text ) {
			return '';
		}
		$number = '([0-9]+(?:\.[0-9]+)?)';
		if ( ! preg_match( '/^' . $number . '\s*\/\s*' . $number . '\s*(?:\(\s*[0-9.]+\s*\)\s*)?(k?V)(?:\s*\(\s*max\.?\s*[0-9.]+\s*k?V\s*\))?$/i', $text, $match ) ) {
			return null;
		}
		$scale = 'kv' === strtolower( $match[3] ) ? 1000 : 1;
		$u0    = (int) round( (float) $match[1] * $scale );
		$u     = (int) round( (float) $match[2] * $scale );
		if ( $u0 <= 0 || $u < $u0 || $u > 500000 ) {
			return null;
		}
		if ( $u < 1000 ) {
			return $u0 . '/' . $u . ' V';
		}
		$kv = static fn( int $volts ): string => rtrim( rtrim( number_format( $volts / 1000, 2, '.', '' ), '0' ), '.' );
		return $kv( $u0 ) . '/' . $kv( $u ) . ' kV';
	}

	/**
	 * The URL value of a normal-form voltage: "0.6/1 kV" => "0.6-1kV".
	 *
	 * @param string $voltage A value of voltage().
	 */
	public static function voltage_slug( string $voltage ): string {
		return str_replace( array( '/', ' ' ), array( '-', '' ), $voltage );
	}

	/**
	 * The normal-form voltage of a URL value ("0.6-1kV" => "0.6/1 kV"), null when it is none.
	 *
	 * @param string $slug URL value.
	 */
	public static function voltage_of_slug( string $slug ): ?string {
		if ( ! preg_match( '/' . self::VOLTAGE_PATTERN . '/', $slug ) ) {
			return null;
		}
		$voltage = self::voltage( (string) preg_replace( '/^([0-9.]+)-([0-9.]+)(k?V)$/', '$1/$2 $3', $slug ) );
		return null === $voltage || '' === $voltage || self::voltage_slug( $voltage ) !== $slug ? null : $voltage;
	}

	/**
	 * The IEC 60228 classes a conductor text names, ascending ([] when it names none).
	 *
	 * @param string $text E.g. "Cu, class 1 (solid) or class 2 (stranded)".
	 * @return list<int>
	 */
	public static function conductor_classes_of_text( string $text ): array {
		$found = array();
		if ( preg_match_all( '/\bclass\s+([0-9](?:\s*(?:,|or|and|\/|ili|i)\s*(?:class\s+)?[0-9])*)/i', $text, $matches ) ) {
			foreach ( $matches[1] as $list ) {
				preg_match_all( '/[0-9]/', $list, $digits );
				foreach ( $digits[0] as $digit ) {
					$found[] = (int) $digit;
				}
			}
		}
		return self::conductor_list( $found );
	}

	/**
	 * Conductor classes as stored ("1,2") from a list; null when one is not an IEC 60228 class.
	 *
	 * @param list<int|string> $classes Classes.
	 */
	public static function conductor_store( array $classes ): ?string {
		$ints = array();
		foreach ( $classes as $class ) {
			$class = trim( (string) $class );
			if ( '' === $class ) {
				continue;
			}
			if ( ! ctype_digit( $class ) || ! in_array( (int) $class, self::CONDUCTOR_CLASSES, true ) ) {
				return null;
			}
			$ints[] = (int) $class;
		}
		return implode( ',', self::conductor_list( $ints ) );
	}

	/**
	 * The stored conductor classes ("1,2") as a list.
	 *
	 * @param string $stored Meta value.
	 * @return list<int>
	 */
	public static function conductor_classes( string $stored ): array {
		return self::conductor_list( array_map( 'intval', array_filter( explode( ',', $stored ), 'ctype_digit' ) ) );
	}

	/**
	 * Distinct IEC 60228 classes, ascending.
	 *
	 * @param list<int> $classes Classes (others dropped).
	 * @return list<int>
	 */
	private static function conductor_list( array $classes ): array {
		$classes = array_values( array_unique( array_intersect( $classes, self::CONDUCTOR_CLASSES ) ) );
		sort( $classes );
		return $classes;
	}

	/**
	 * Orders normal-form voltages by U, then U0 ("300/500 V" before "450/750 V" before "0.6/1 kV").
	 *
	 * @param string $a A value of voltage().
	 * @param string $b A value of voltage().
	 */
	public static function compare_voltages( string $a, string $b ): int {
		return self::volts( $a ) <=> self::volts( $b );
	}

	/**
	 * [ U, U0 ] in volts of a normal-form voltage.
	 *
	 * @param string $voltage A value of voltage().
	 * @return array{0: int, 1: int}
	 */
	private static function volts( string $voltage ): array {
		if ( ! preg_match( '/^([0-9.]+)\/([0-9.]+) (k?V)$/', $voltage, $match ) ) {
			return array( PHP_INT_MAX, PHP_INT_MAX );
		}
		$scale = 'kV' === $match[3] ? 1000 : 1;
		return array( (int) round( (float) $match[2] * $scale ), (int) round( (float) $match[1] * $scale ) );
	}

	/**
	 * The filter groups the catalogue shows (island and server page alike), with their translated
	 * legends and labels, each option's URL parameter and value, its count (cable types for the
	 * search with every other filter applied, ArticleRepository::technical_facets()) and whether the
	 * search has it chosen. Groups without options are left out (no cable type has a CPR class:
	 * no CPR group); a chosen value no cable type has is listed with count 0, so it can be cleared.
	 * cpr, voltage and conductor take one value each (radio buttons, "All" added by the UI); the
	 * flags group holds the three flags (checkboxes, one parameter each, value "1").
	 *
	 * @param array{cpr: array<string, int>, voltage: array<string, int>, conductor: array<int, int>, hf: int|null, armoured: int|null, screened: int|null} $facets Counts.
	 * @param SearchQuery                                                                                                                                   $query  The search.
	 * @return list<array{key: string, legend: string, type: string, options: list<array{param: string, value: string, label: string, count: int, selected: bool}>}>
	 */
	public static function groups( array $facets, SearchQuery $query ): array {
		$cpr = $facets['cpr'];
		if ( '' !== $query->cpr && ! isset( $cpr[ $query->cpr ] ) ) {
			$cpr[ $query->cpr ] = 0;
		}
		$voltage = $facets['voltage'];
		if ( '' !== $query->voltage && ! isset( $voltage[ $query->voltage ] ) ) {
			$voltage[ $query->voltage ] = 0;
			uksort( $voltage, array( self::class, 'compare_voltages' ) );
		}
		$conductor = $facets['conductor'];
		if ( null !== $query->conductor && ! isset( $conductor[ $query->conductor ] ) ) {
			$conductor[ $query->conductor ] = 0;
			ksort( $conductor );
		}
		$groups = array(
			'cpr'       => array(),
			'voltage'   => array(),
			'conductor' => array(),
			'flags'     => array(),
		);
		foreach ( $cpr as $class => $count ) {
			$groups['cpr'][] = self::option( 'cpr', (string) $class, (string) $class, $count, (string) $class === $query->cpr );
		}
		foreach ( $voltage as $value => $count ) {
			// The label in the page's decimal sign ("0,6/1 kV" in hr / sr, issue 27); the URL value stays "0.6-1kV".
			$groups['voltage'][] = self::option( 'voltage', self::voltage_slug( (string) $value ), TypeWords::localise( (string) $value, Locale::current() ), $count, (string) $value === $query->voltage );
		}
		foreach ( $conductor as $class => $count ) {
			$groups['conductor'][] = self::option( 'conductor', (string) $class, self::conductor_label( (int) $class ), $count, (int) $class === $query->conductor );
		}
		$chosen = array(
			'hf'       => $query->halogen_free,
			'armoured' => $query->armoured,
			'screened' => $query->screened,
		);
		foreach ( self::FLAGS as $param => $field ) {
			if ( null !== $facets[ $param ] || $chosen[ $param ] ) {
				$groups['flags'][] = self::option( $param, '1', self::flag_label( $param ), (int) $facets[ $param ], $chosen[ $param ] );
			}
		}
		$out = array();
		foreach ( $groups as $key => $options ) {
			if ( $options ) {
				$out[] = array(
					'key'     => $key,
					'legend'  => self::legend( $key ),
					'type'    => 'flags' === $key ? 'checkbox' : 'radio',
					'options' => $options,
				);
			}
		}
		return $out;
	}

	/**
	 * One option of a filter group.
	 *
	 * @param string $param    URL parameter.
	 * @param string $value    URL value.
	 * @param string $label    Translated label.
	 * @param int    $count    Cable types.
	 * @param bool   $selected Chosen in the search.
	 * @return array{param: string, value: string, label: string, count: int, selected: bool}
	 */
	private static function option( string $param, string $value, string $label, int $count, bool $selected ): array {
		return array(
			'param'    => $param,
			'value'    => $value,
			'label'    => $label,
			'count'    => $count,
			'selected' => $selected,
		);
	}

	/**
	 * The translated legend of a filter group: cpr, voltage, conductor or flags.
	 *
	 * @param string $group Group key.
	 */
	public static function legend( string $group ): string {
		switch ( $group ) {
			case 'cpr':
				return __( 'CPR class (EN 50575)', 'kabelshop-core' );
			case 'voltage':
				return __( 'Rated voltage', 'kabelshop-core' );
			case 'conductor':
				return __( 'Conductor class (IEC 60228)', 'kabelshop-core' );
		}
		return __( 'Properties', 'kabelshop-core' );
	}

	/**
	 * The translated name of a flag (hf, armoured, screened).
	 *
	 * @param string $param URL parameter of the flag.
	 */
	public static function flag_label( string $param ): string {
		switch ( $param ) {
			case 'hf':
				return __( 'Halogen-free', 'kabelshop-core' );
			case 'armoured':
				return __( 'Armoured', 'kabelshop-core' );
		}
		return __( 'Screened', 'kabelshop-core' );
	}

	/**
	 * The translated name of an IEC 60228 conductor class.
	 *
	 * @param int $class 1, 2, 5 or 6.
	 */
	public static function conductor_label( int $class ): string {
		switch ( $class ) {
			case 1:
				return __( 'Class 1 (solid)', 'kabelshop-core' );
			case 2:
				return __( 'Class 2 (stranded)', 'kabelshop-core' );
			case 5:
				return __( 'Class 5 (flexible)', 'kabelshop-core' );
		}
		return __( 'Class 6 (highly flexible)', 'kabelshop-core' );
	}

	/**
	 * The translated error of a CPR class that is not one, naming the field.
	 *
	 * @param string $value The refused value.
	 */
	public static function cpr_error( string $value ): string {
		return sprintf(
			/* translators: 1: name of the field (CPR class), 2: the value entered */
			__( '%1$s: "%2$s" is not an EN 50575 class. Use Aca, B1ca, B2ca, Cca, Dca, Eca or Fca; B1ca to Dca may add s1, s1a, s1b, s2 or s3, d0, d1 or d2 and a1, a2 or a3, e.g. Cca-s1,d1,a1.', 'kabelshop-core' ),
			ProductMeta::label( 'cpr_class' ),
			$value
		);
	}

	/**
	 * The translated error of a rated voltage that is not a U0/U rating, naming the field.
	 *
	 * @param string $value The refused value.
	 */
	public static function voltage_error( string $value ): string {
		return sprintf(
			/* translators: 1: name of the field, 2: the value entered */
			__( '%1$s: "%2$s" is not a rated voltage U0/U. Enter it as 300/500 V, 450/750 V or 0.6/1 kV.', 'kabelshop-core' ),
			ProductMeta::label( 'voltage_rating' ),
			$value
		);
	}

	/**
	 * The translated error of a conductor class that is not an IEC 60228 one, naming the field.
	 *
	 * @param string $value The refused value.
	 */
	public static function conductor_error( string $value ): string {
		return sprintf(
			/* translators: 1: name of the field, 2: the value entered */
			__( '%1$s: "%2$s" is not an IEC 60228 conductor class. Use 1, 2, 5 or 6, several separated by commas.', 'kabelshop-core' ),
			ProductMeta::label( 'conductor_classes' ),
			$value
		);
	}
}
