<?php
/**
 * Catalogue words and numbers in the page's language.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Locale;

/**
 * Shows the catalogue's stored English / technical texts (cable type names such as
 * "Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)", the supplier values of the CSV: "0.6/1 (1.2) kV",
 * "90 C", "mm2") in the reader's language at display time (issue 27). The stored data stays as
 * the source gives it (the import matches it, staff check it against the maker's page); English
 * pages show it as stored, with the units written properly.
 *
 * The method localise( $text, $language ) does three things, in this order:
 * 1. words (hr and sr only): a small vocabulary of the phrases the catalogue's English type names
 *    and supplier values use (VOCABULARY, longest phrase first, case-insensitive, whole words),
 *    Croatian and Serbian (Latin, ekavian) each in its own usage: "kabel" / "kabl", "unutarnji" /
 *    "unutrašnji", "vanjski" / "spoljašnji", "dvjema" / "dvema"; "(N2XY-type)" becomes "(tip N2XY)",
 *    "to IEC 60502-1" "prema IEC 60502-1" (only before a standard's name).
 *    "unarmoured" is "bez armature" in both, the term the types' translated construction already
 *    uses (data/catalogue/translations.json), so the name and the specification say the same;
 * 2. units (every language): "mm2" -> "mm²", "90 C" -> "90 °C" (a number, a space, a capital C
 *    standing alone);
 * 3. decimal sign (hr and sr): a decimal point between digits becomes a comma where the number is
 *    a quantity: followed (through other numbers, "/", "–", "-", brackets and spaces) by a unit
 *    (kV, V, mm², mm, °C, kg, km, m, A, %, Ω), or a size such as "3x2.5" / "3G2.5". Standard
 *    numbers ("HD 22.4", "HD 21.5 / EN 50525-2-11", "IEC 60502-1:2009") are no quantities and stay.
 *
 * Texts already in the language (the Croatian and Serbian versions' own fields) pass through the
 * words unchanged and get only the units and the decimal sign. Sources of the terms: the types'
 * translations (data/catalogue/translations.json, docs/languages.md); tests/php/Catalog/TypeWordsTest.
 */
final class TypeWords {

	/**
	 * English phrase => [ Croatian, Serbian ]. Matched case-insensitively as whole words; the
	 * longest phrase is replaced first, so "steel-wire armoured" never becomes "steel-wire armirani".
	 */
	public const VOCABULARY = array(
		'double-steel-tape armoured'   => array( 'armiran dvjema čeličnim trakama', 'armiran dvema čeličnim trakama' ),
		'steel-wire armoured'          => array( 'armiran čeličnim žicama', 'armiran čeličnim žicama' ),
		'galvanised steel wire armour' => array( 'armatura od pocinčanih čeličnih žica', 'armatura od pocinkovanih čeličnih žica' ),
		'round steel wire armour'      => array( 'armatura od okruglih čeličnih žica', 'armatura od okruglih čeličnih žica' ),
		'unarmoured'                   => array( 'bez armature', 'bez armature' ),
		'no armour'                    => array( 'bez armature', 'bez armature' ),
		'armoured'                     => array( 'armiran', 'armiran' ),
		'single core'                  => array( 'jednožilni', 'jednožilni' ),
		'single-core'                  => array( 'jednožilni', 'jednožilni' ),
		'multi-core'                   => array( 'višežilni', 'višežilni' ),
		'flame retardant'              => array( 'teško goriv', 'otporan na širenje plamena' ),
		'flame-retardant'              => array( 'teško goriv', 'otporan na širenje plamena' ),
		'inner sheath'                 => array( 'unutarnji plašt', 'unutrašnji plašt' ),
		'outer sheath'                 => array( 'vanjski plašt', 'spoljašnji plašt' ),
		'sheath'                       => array( 'plašt', 'plašt' ),
		'annealed'                     => array( 'žareni', 'žareni' ),
		'non-compacted'                => array( 'nezbijeni', 'nekompaktirani' ),
		'compacted'                    => array( 'zbijeni', 'kompaktirani' ),
		'circular'                     => array( 'okrugli', 'okrugli' ),
		'up to'                        => array( 'do', 'do' ),
		'above'                        => array( 'iznad', 'iznad' ),
		'nominal'                      => array( 'nazivno', 'nazivno' ),
		'average'                      => array( 'prosječno', 'prosečno' ),
		'typical'                      => array( 'tipično', 'tipično' ),
		'operating'                    => array( 'u pogonu', 'u pogonu' ),
		'short circuit'                => array( 'u kratkom spoju', 'u kratkom spoju' ),
		'rubber'                       => array( 'guma', 'guma' ),
		'cable'                        => array( 'kabel', 'kabl' ),
		'class'                        => array( 'klasa', 'klasa' ),
		'or'                           => array( 'ili', 'ili' ),
	);

	/** Units after which a number is a quantity (decimal comma in hr / sr). */
	private const UNITS = '(?:kV|V|mm²|mm|°C|kg|km|m|A|%|Ω)(?![\p{L}\d])';

	/**
	 * A stored catalogue text (a cable type's name as an order, inquiry, list or cart line keeps it)
	 * in the current request's language: localise() with Locale::current(). The stored record stays
	 * as it was written; only what a reader sees is in their language (issue 27).
	 *
	 * @param string $text Stored text, e.g. "Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)".
	 * @return string E.g. "Cu/XLPE/PVC 0,6/1 kV bez armature (tip N2XY)" on a Croatian request.
	 */
	public static function shown( string $text ): string {
		return self::localise( $text, Locale::current() );
	}

	/**
	 * A stored catalogue text in the given language (see the class comment).
	 *
	 * @param string $text     Stored text (English or technical, or already translated).
	 * @param string $language 'hr' | 'en' | 'sr' (I18n\Locale::current()); anything else is treated as English.
	 * @return string The text for the reader; '' stays ''.
	 */
	public static function localise( string $text, string $language ): string {
		if ( '' === $text ) {
			return '';
		}
		$local = in_array( $language, array( 'hr', 'sr' ), true );
		if ( $local ) {
			$text = self::words( $text, 'hr' === $language ? 0 : 1 );
		}
		$text = self::units( $text );
		return $local ? self::decimals( $text ) : $text;
	}

	/**
	 * The URL slug of a cable type in a language (issue 27, "Words in the page's language"): its
	 * designation as that language shows it (localise()), made a slug as WordPress makes one from a
	 * title (sanitize_title(): accents dropped, lower case, hyphens). A designation that is a code
	 * ("NYM-J") gives the same slug in every language; an English type name gives the language's
	 * words: "Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)" is
	 * "cu-xlpe-pvc-0-6-1-kv-bez-armature-tip-n2xy" in hr and sr and
	 * "cu-xlpe-pvc-0-6-1-kv-unarmoured-n2xy-type" in en.
	 *
	 * @param string $designation Stored designation (the record's title).
	 * @param string $language    'hr' | 'en' | 'sr'.
	 */
	public static function slug( string $designation, string $language ): string {
		// A decimal comma is a word break, as the point is ("0,6/1 kV" -> "0-6-1-kv", not "06-1-kv").
		return sanitize_title( str_replace( ',', '-', self::localise( $designation, $language ) ) );
	}

	/**
	 * A size label ("3x2.5", "3G2.5") with the language's decimal sign ("3x2,5" in hr and sr).
	 *
	 * @param string $label    Stored size label.
	 * @param string $language 'hr' | 'en' | 'sr'.
	 */
	public static function size( string $label, string $language ): string {
		if ( ! in_array( $language, array( 'hr', 'sr' ), true ) ) {
			return $label;
		}
		return (string) preg_replace( '/(?<=\d)\.(?=\d)/', ',', $label );
	}

	/**
	 * Replaces the vocabulary's phrases and "(X-type)".
	 *
	 * @param string $text  Text.
	 * @param int    $index 0: Croatian, 1: Serbian.
	 */
	private static function words( string $text, int $index ): string {
		$text = (string) preg_replace( '/\(([A-Z0-9][A-Za-z0-9()\/-]*?)-type\)/u', '(tip $1)', $text );
		// "to IEC 60502-1": only before a standard ("to" is a Croatian word too).
		$text    = (string) preg_replace( '/(?<![\p{L}])to (?=(?:IEC|EN|HD|DIN|VDE|BS|UNE|HRN|SRPS)\b)/u', 'prema ', $text );
		$phrases = array_keys( self::VOCABULARY );
		usort( $phrases, static fn( string $a, string $b ): int => strlen( $b ) <=> strlen( $a ) );
		$pattern = '/(?<![\p{L}\d-])(' . implode( '|', array_map( static fn( string $p ): string => preg_quote( $p, '/' ), $phrases ) ) . ')(?![\p{L}\d-])/iu';
		return (string) preg_replace_callback(
			$pattern,
			static function ( array $match ) use ( $index ): string {
				$found = $match[1];
				$word  = self::VOCABULARY[ strtolower( $found ) ][ $index ];
				// "Class 2" stays capitalised as "Klasa 2".
				return ctype_upper( $found[0] ) ? mb_strtoupper( mb_substr( $word, 0, 1 ) ) . mb_substr( $word, 1 ) : $word;
			},
			$text
		);
	}

	/**
	 * "mm2" -> "mm²", "90 C" -> "90 °C".
	 *
	 * @param string $text Text.
	 */
	private static function units( string $text ): string {
		$text = (string) preg_replace( '/(?<![\p{L}\d_])mm2(?![\p{L}\d])/u', 'mm²', $text );
		// A number standing alone ("90 C", not a code such as "TF233 C" or "3C").
		return (string) preg_replace( '/(?<![\p{L}\d.,])(\d+) C(?![\p{L}\d°])/u', '$1 °C', $text );
	}

	/**
	 * Decimal points of quantities and sizes become commas.
	 *
	 * @param string $text Text.
	 */
	private static function decimals( string $text ): string {
		// A run of numbers and separators that ends in a unit: "0.6/1 (1.2) kV", "0.8–0.9 mm".
		$text = (string) preg_replace_callback(
			'/(?<![\p{L}\d.])\d+(?:\.\d+)?(?:[ \/–(),-]+\d+(?:\.\d+)?)*\)?\s?' . self::UNITS . '/u',
			static fn( array $m ): string => (string) preg_replace( '/(?<=\d)\.(?=\d)/', ',', $m[0] ),
			$text
		);
		// Sizes such as 3x2.5, 3G2.5 or 4x1.5+2.5.
		return (string) preg_replace_callback(
			'/(?<![\p{L}\d.])\d+[xG×]\d+(?:\.\d+)?(?:\+\d+(?:\.\d+)?)?/u',
			static fn( array $m ): string => (string) preg_replace( '/(?<=\d)\.(?=\d)/', ',', $m[0] ),
			$text
		);
	}
}
