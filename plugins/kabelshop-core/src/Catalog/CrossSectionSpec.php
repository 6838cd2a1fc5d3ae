<?php
/**
 * What a cross-section drawing shows, read from an article and its cable type.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

/**
 * The input of CrossSectionDrawing (pure: no WordPress call, no database), and the one place that
 * reads the cable type's free-text fields for it. from_fields() recognises words in English,
 * Croatian and Serbian (the catalogue's languages; CrossSectionService passes the English version
 * when the cable type has one), and leaves a feature out when the text does not name it:
 *
 * - conductor (IEC 60228 classes): "class 1" / "solid" / "puni" = solid; "class 2" / "stranded" /
 *   "višežični" = stranded; "class 5", "class 6", "fine" / "fino" / "(Li)" = fine-stranded. A text
 *   naming both class 1 and class 2 ("Cu, class 1 (solid) or class 2 (stranded)", NYM-J) is drawn
 *   solid up to SOLID_UP_TO_MM2 and stranded above, the usual split of such makers' ranges;
 * - metal: "Al" or "alumin..." = aluminium, else copper;
 * - insulation material: PVC, XLPE, PE, rubber (first named);
 * - sheath: "none" / "nema" / "unsheathed" = no sheath; colour grey/black/white/orange/blue/red/
 *   green (and the hr/sr words); material PVC, polychloroprene, rubber, halogen-free (LSOH/LSZH/
 *   LSHF), PUR, PE (the first named: "PVC or LSZH" is PVC);
 * - screen: "(St)" in the designation, "foil" / "folij" = aluminium foil with drain wire; "braid" /
 *   "oplet" = copper braid;
 * - armour: "SWA" / "steel wire" / "čeličnih žica" = steel wire; "DSTA" / "steel tape" /
 *   "čeličnih traka" = steel tape ("no armour", "unarmoured" name none);
 * - pairs: a size "<pairs>x2x<diameter>" (J-Y(St)Y 2x2x0.8) or "<pairs>x2" without a
 *   cross-section (UTP Cat6 4x2), whose article stores cores = 2 x pairs (Catalog\Seeder).
 */
final class CrossSectionSpec {

	/** Cross-section up to which a "class 1 or class 2" text is drawn solid, in mm2. */
	public const SOLID_UP_TO_MM2 = 10;

	/** Colour words of a sheath text => colour key. */
	private const SHEATH_COLOURS = array(
		'grey'   => '/\b(grey|gray|siv[aioe]?|sivog)\b/u',
		'black'  => '/\b(black|crn[aio]?|crnog)\b/u',
		'white'  => '/\b(white|bijel[aio]?|bel[aio]?)\b/u',
		'orange' => '/\b(orange|naranč\w*|narandž\w*)\b/u',
		'blue'   => '/\b(blue|plav[aio]?)\b/u',
		'red'    => '/\b(red|crven[aio]?)\b/u',
		'green'  => '/\b(green|zelen[aio]?)\b/u',
	);

	/** Sheath materials, first named wins: key => pattern. */
	private const SHEATH_MATERIALS = array(
		'pvc'             => '/\bPVC/u',
		'polychloroprene' => '/polychloroprene|polikloropren|\(N\)/u',
		'rubber'          => '/\brubber|\bgum[aei]/u',
		'halogen_free'    => '/LSOH|LSZH|LS0H|LSHF|halogen-free|bezhalogen/u',
		'pur'             => '/\bPUR\b|polyurethane|poliuretan/u',
		'pe'              => '/\bPE\b|polyethylene|polietilen/u',
	);

	/** Insulation materials, first named wins: key => pattern. */
	private const INSULATION_MATERIALS = array(
		'pvc'    => '/\bPVC/u',
		'xlpe'   => '/\bXLPE\b|\bVPE\b/u',
		'pe'     => '/\bPE\b/u',
		'rubber' => '/\brubber|\bgum[aei]|\bEI\b/u',
	);

	/**
	 * The drawing's input.
	 *
	 * @param string            $designation       Cable type as shown, e.g. 'NYM-J'.
	 * @param string            $size_label        Size as stored, e.g. '3x1.5' (decimal point).
	 * @param int               $cores             Number of cores (at least 1).
	 * @param int               $pairs             Number of pairs for a pair cable, 0 otherwise.
	 * @param string|null       $cross_section_mm2 Conductor cross-section in mm2 (decimal string), null when not given.
	 * @param string|null       $outer_diameter_mm Outer diameter in mm (decimal string), null when not published.
	 * @param string            $colour_standard   ProductMeta::COLOUR_STANDARDS value.
	 * @param list<string>|null $colours           Core colour codes in order (CrossSectionColours::codes()), null: not given.
	 * @param string            $conductor         'solid' | 'stranded' | 'fine' | '' (not named: drawn solid).
	 * @param string            $metal             'cu' | 'al'.
	 * @param string            $insulation        'pvc' | 'xlpe' | 'pe' | 'rubber' | ''.
	 * @param bool              $sheathed          False for a wire without sheath.
	 * @param string            $sheath_material   SHEATH_MATERIALS key or ''.
	 * @param string            $sheath_colour     SHEATH_COLOURS key or ''.
	 * @param string            $screen            'foil' | 'braid' | ''.
	 * @param string            $armour            'wire' | 'tape' | ''.
	 */
	public function __construct(
		public readonly string $designation,
		public readonly string $size_label,
		public readonly int $cores,
		public readonly int $pairs,
		public readonly ?string $cross_section_mm2,
		public readonly ?string $outer_diameter_mm,
		public readonly string $colour_standard,
		public readonly ?array $colours,
		public readonly string $conductor,
		public readonly string $metal,
		public readonly string $insulation,
		public readonly bool $sheathed,
		public readonly string $sheath_material,
		public readonly string $sheath_colour,
		public readonly string $screen,
		public readonly string $armour,
	) {}

	/**
	 * Everything the drawing depends on as one string (the id prefix and the URL's version).
	 */
	public function key(): string {
		return (string) wp_json_encode( get_object_vars( $this ) );
	}

	/**
	 * Reads the spec from an article's figures and its cable type's texts.
	 *
	 * @param string                $designation       Cable type as shown.
	 * @param string                $size_label        Article size label.
	 * @param int|null              $cores             Article cores (null: read from the size label, else 1).
	 * @param string|null           $cross_section_mm2 Article cross-section (decimal string) or null.
	 * @param string|null           $outer_diameter_mm Article outer diameter (decimal string) or null.
	 * @param string                $colour_standard   The cable type's colour standard.
	 * @param array<string, string> $texts             The cable type's conductor_class, insulation, sheath and construction texts (missing keys: '').
	 */
	public static function from_fields( string $designation, string $size_label, ?int $cores, ?string $cross_section_mm2, ?string $outer_diameter_mm, string $colour_standard, array $texts ): self {
		$conductor_text  = (string) ( $texts['conductor_class'] ?? '' );
		$sheath_text     = (string) ( $texts['sheath'] ?? '' );
		$insulation_text = (string) ( $texts['insulation'] ?? '' );
		$all             = implode( ' ; ', array( $designation, $conductor_text, $insulation_text, $sheath_text, (string) ( $texts['construction'] ?? '' ) ) );
		$pairs           = 0;
		if ( ( null === $cross_section_mm2 || '' === $cross_section_mm2 ) && preg_match( '/^(\d+)x2(?:x[\d.,]+)?$/i', trim( $size_label ), $m ) ) {
			$pairs = (int) $m[1];
		}
		if ( null === $cores || $cores < 1 ) {
			$cores = $pairs > 0 ? 2 * $pairs : ( preg_match( '/^(\d+)\s*[xXgG]/', trim( $size_label ), $m ) ? max( 1, (int) $m[1] ) : 1 );
		}
		$cores   = min( $cores, 120 );
		$colours = CrossSectionColours::codes( $colour_standard, $cores );
		return new self(
			$designation,
			$size_label,
			$cores,
			$pairs,
			null === $cross_section_mm2 || '' === $cross_section_mm2 ? null : $cross_section_mm2,
			null === $outer_diameter_mm || '' === $outer_diameter_mm ? null : $outer_diameter_mm,
			$colour_standard,
			null !== $colours && count( $colours ) === $cores ? $colours : null,
			self::conductor( $conductor_text . ' ; ' . (string) ( $texts['construction'] ?? '' ), $cross_section_mm2 ),
			preg_match( '/\bAl\b|alumin/iu', $conductor_text ) || preg_match( '/^NA/', $designation ) ? 'al' : 'cu',
			self::first( self::INSULATION_MATERIALS, $insulation_text ),
			! self::unsheathed( $sheath_text ),
			self::unsheathed( $sheath_text ) ? '' : self::first( self::SHEATH_MATERIALS, self::outer_sheath( $sheath_text ) ),
			self::unsheathed( $sheath_text ) ? '' : self::colour( self::outer_sheath( $sheath_text ) ),
			self::screen( $all ),
			self::armour( $all ),
		);
	}

	/**
	 * The conductor kind a text names (see the class comment).
	 *
	 * @param string      $text              Conductor and construction text.
	 * @param string|null $cross_section_mm2 Cross-section, for a "class 1 or class 2" text.
	 * @return string 'solid' | 'stranded' | 'fine' | ''.
	 */
	public static function conductor( string $text, ?string $cross_section_mm2 ): string {
		$lower   = mb_strtolower( $text );
		$classes = array();
		if ( preg_match_all( '/(?:class|klas[ae]|razred[a]?)\s*([1256])\b/u', $lower, $m ) ) {
			$classes = array_map( 'intval', $m[1] );
		}
		if ( preg_match( '/(?:class|klas[ae]|razred[a]?)\s*1\s*(?:or|ili)\s*2\b/u', $lower ) ) {
			$classes[] = 2; // "class 1 or 2" (NAYY-J).
		}
		$fine     = in_array( 5, $classes, true ) || in_array( 6, $classes, true ) || preg_match( '/fine|\bfino|\bfin[ae]\b|\(li\)|litze/u', $lower );
		$stranded = in_array( 2, $classes, true ) || preg_match( '/\bstranded|višežičn|užet|\buže\b/u', $lower );
		$solid    = in_array( 1, $classes, true ) || preg_match( '/\bsolid|\bpuni\b|\bpun\b/u', $lower );
		if ( $fine ) {
			return 'fine';
		}
		if ( $solid && $stranded ) {
			$mm2 = null === $cross_section_mm2 || '' === $cross_section_mm2 ? 0.0 : (float) $cross_section_mm2;
			return $mm2 > self::SOLID_UP_TO_MM2 ? 'stranded' : 'solid';
		}
		if ( $stranded ) {
			return 'stranded';
		}
		return $solid ? 'solid' : '';
	}

	/**
	 * True when a sheath text says there is none ("none", "nema", "unsheathed", "bez plašta").
	 *
	 * @param string $text Sheath text.
	 */
	private static function unsheathed( string $text ): bool {
		$lower = mb_strtolower( trim( $text ) );
		return 1 === preg_match( '/^(none|nema|nije|-)\b|\bunsheathed\b|\bnon-sheathed\b|bez plašta/u', $lower );
	}

	/**
	 * The part of a sheath text about the outer sheath: after "outer sheath" / "vanjski plašt" when
	 * the text lists several layers (inner sheath; armour; outer sheath), else the whole text.
	 *
	 * @param string $text Sheath text.
	 */
	private static function outer_sheath( string $text ): string {
		if ( preg_match( '/(?:outer sheath|vanjski plašt|spoljni plašt)(.*)$/iu', $text, $m ) ) {
			return $m[1];
		}
		return $text;
	}

	/**
	 * The sheath colour a text names ('' when none).
	 *
	 * @param string $text Sheath text.
	 */
	private static function colour( string $text ): string {
		$lower = mb_strtolower( $text );
		$best  = '';
		$at    = PHP_INT_MAX;
		foreach ( self::SHEATH_COLOURS as $key => $pattern ) {
			if ( preg_match( $pattern, $lower, $m, PREG_OFFSET_CAPTURE ) && $m[0][1] < $at ) {
				$best = $key;
				$at   = $m[0][1];
			}
		}
		return $best;
	}

	/**
	 * The first of several patterns a text matches, by position in the text.
	 *
	 * @param array<string, string> $patterns Key => pattern.
	 * @param string                $text     Text.
	 */
	private static function first( array $patterns, string $text ): string {
		$best = '';
		$at   = PHP_INT_MAX;
		foreach ( $patterns as $key => $pattern ) {
			if ( preg_match( $pattern . 'i', $text, $m, PREG_OFFSET_CAPTURE ) && $m[0][1] < $at ) {
				$best = $key;
				$at   = $m[0][1];
			}
		}
		return $best;
	}

	/**
	 * The screen the designation or a text names.
	 *
	 * @param string $text Designation and texts.
	 * @return string 'foil' | 'braid' | ''.
	 */
	private static function screen( string $text ): string {
		if ( preg_match( '/braid|oplet|geflecht/iu', $text ) ) {
			return 'braid';
		}
		if ( preg_match( '/\(St\)|\bfoil\b|folij|\bscreen(?:ed)?\b|\bzaslon/u', $text ) && ! preg_match( '/unshielded|unscreened|U\/UTP/u', $text ) ) {
			return 'foil';
		}
		return '';
	}

	/**
	 * The armour a text names.
	 *
	 * @param string $text Designation and texts.
	 * @return string 'wire' | 'tape' | ''.
	 */
	private static function armour( string $text ): string {
		if ( preg_match( '/\bSWA\b|steel wire|čeličn\w* žica/iu', $text ) ) {
			return 'wire';
		}
		if ( preg_match( '/\bDSTA\b|\bSTA\b|steel tape|čeličn\w* trak/iu', $text ) ) {
			return 'tape';
		}
		return '';
	}
}
