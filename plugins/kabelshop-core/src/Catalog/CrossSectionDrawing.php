<?php
/**
 * The schematic cross-section drawing of an article (SVG).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * Draws a CrossSectionSpec as an SVG image: deterministic (the same spec, language and id prefix
 * give the same bytes), no script, no external reference, every text escaped.
 *
 * What is drawn (docs/cross-section-drawings.md), from the outside in: the outer sheath (its
 * colour when the sheath text names one, a neutral grey otherwise; none for an unsheathed wire),
 * steel wire armour (a ring of wires) or steel tape armour (two tapes) over an inner sheath, a
 * screen (aluminium foil with a drain wire, or a copper braid), the filler, and the cores: each an
 * insulation disc in the core's colour (HD 308 S2 / DIN 47100, CrossSectionColours; a two-colour
 * core such as green-yellow in alternating sectors) around the conductor, drawn solid (IEC 60228
 * class 1), as 7 strands (class 2) or 19 fine strands (classes 5 and 6). Cores without a colour
 * standard are light grey and numbered. Cores lie as in real cables: 1 in the centre, 2 side by
 * side, 3 in a triangle, 4 to 6 on one ring around the centre, more in concentric layers
 * (layout()); pair cables lay pairs (two touching cores, a dashed outline) the same way.
 * Schematic, not to scale: the proportions are chosen for legibility; the outer diameter, when
 * known, is given in the text only.
 *
 * Accessibility: role="img", aria-labelledby naming <title> ("Cross-section of NYM-J 3x1,5") and
 * <desc> (cores and their colours, conductors, insulation, screen, armour, sheath), both in the
 * current language; the same description is the alt text of the <img> that shows the drawing.
 * Outlines are a near-black stroke, so white and yellow cores stand out from the filler.
 */
final class CrossSectionDrawing {

	/** Width and height of the viewBox and of the image, in SVG user units / CSS pixels. */
	public const SIZE = 200;

	/** Radius of the outer sheath in user units. */
	private const OUTER = 96.0;

	/** Outline colour (contrast above 15:1 against white and against the light filler). */
	private const INK = '#1a1a1a';

	/** Screen colours of the materials. */
	private const METAL = array(
		'cu' => '#c87533',
		'al' => '#b9bec4',
	);

	private const SHEATH = array(
		''       => '#9aa0a6',
		'grey'   => '#8a8f94',
		'black'  => '#222222',
		'white'  => '#f4f4f4',
		'orange' => '#f28c00',
		'blue'   => '#1f5fbf',
		'red'    => '#d0021b',
		'green'  => '#1f8a3a',
	);

	private const FILLER    = '#efece4';
	private const INNER     = '#c9ccd0';
	private const STEEL     = '#7d858d';
	private const FOIL      = '#d5d9dd';
	private const BRAID     = '#b98a5e';
	private const UNCOLORED = '#e6e6e6';

	/**
	 * The drawing.
	 *
	 * @param CrossSectionSpec $spec      What to draw.
	 * @param string           $id_prefix Prefix of the element ids (title, desc); '' derives one from the
	 *                                    spec and language, so different drawings inlined on one page never
	 *                                    clash. Pass a distinct prefix to inline the same drawing twice.
	 * @return string An <svg> element (UTF-8), without XML declaration.
	 */
	public static function svg( CrossSectionSpec $spec, string $id_prefix = '' ): string {
		$prefix = '' === $id_prefix ? 'ks-xs-' . substr( md5( $spec->key() . Locale::current() ), 0, 10 ) : (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $id_prefix );
		$title  = self::title( $spec );
		$desc   = self::description( $spec );
		$size   = (string) self::SIZE;
		$out    = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ' . $size . ' ' . $size . '" width="' . $size . '" height="' . $size . '"'
			. ' role="img" aria-labelledby="' . $prefix . '-title ' . $prefix . '-desc" class="ks-cross-section">'
			. '<title id="' . $prefix . '-title">' . self::esc( $title ) . '</title>'
			. '<desc id="' . $prefix . '-desc">' . self::esc( $desc ) . '</desc>'
			. '<g stroke="' . self::INK . '" stroke-linejoin="round">';
		$c      = self::SIZE / 2;
		$radius = self::OUTER;
		if ( $spec->sheathed ) {
			$out    .= self::circle( $c, $c, $radius, self::SHEATH[ $spec->sheath_colour ] ?? self::SHEATH[''], 1.6, 'ks-xs-sheath' );
			$radius -= 9.0;
			if ( '' !== $spec->armour ) {
				$out    .= self::armour_ring( $spec->armour, $c, $radius );
				$radius -= 'wire' === $spec->armour ? 8.0 : 5.0;
				$out    .= self::circle( $c, $c, $radius, self::INNER, 0.8 );
				$radius -= 4.0;
			}
			if ( 'braid' === $spec->screen ) {
				$out    .= self::circle( $c, $c, $radius, self::BRAID, 0.8 ) . '<circle cx="' . self::n( $c ) . '" cy="' . self::n( $c ) . '" r="' . self::n( $radius - 1.5 ) . '" fill="none" stroke="#f0dcc4" stroke-width="1.2" stroke-dasharray="2 2"/>';
				$radius -= 3.5;
			} elseif ( 'foil' === $spec->screen ) {
				$out    .= self::circle( $c, $c, $radius, self::FOIL, 0.8 );
				$radius -= 2.5;
			}
			$out    .= self::circle( $c, $c, $radius, self::FILLER, 0.8 );
			$radius -= 1.5;
		}
		$out .= self::cores( $spec, $c, $radius, $spec->sheathed && 'foil' === $spec->screen );
		return $out . '</g></svg>';
	}

	/**
	 * The drawing's title: "Cross-section of NYM-J 3x1,5" (size in the language's decimal mark).
	 *
	 * @param CrossSectionSpec $spec The spec.
	 */
	public static function title( CrossSectionSpec $spec ): string {
		/* translators: 1: cable designation, e.g. NYM-J; 2: size, e.g. 3x1,5. */
		return sprintf( __( 'Cross-section of %1$s %2$s', 'kabelshop-core' ), TypeWords::localise( $spec->designation, Locale::current() ), Format::size_label( $spec->size_label, Locale::bcp47() ) );
	}

	/**
	 * The accessible description: the title, then what the drawing shows, e.g. "Cross-section of
	 * NYM-J 3x1,5: 3 cores: green-yellow, blue, brown; solid copper conductors; PVC insulation;
	 * grey PVC sheath; schematic, not to scale." (the alt text of the image).
	 *
	 * @param CrossSectionSpec $spec The spec.
	 */
	public static function description( CrossSectionSpec $spec ): string {
		$locale = Locale::bcp47();
		$n      = $spec->cores;
		$parts  = array();
		if ( null !== $spec->colours ) {
			$names   = array_map( static fn( string $code ): string => CrossSectionColours::name( $code, $locale ), $spec->colours );
			$parts[] = $spec->pairs > 0
				/* translators: 1: number of pairs; 2: the core colours in order, comma-separated. */
				? sprintf( _n( '%1$s pair, cores: %2$s', '%1$s pairs, cores: %2$s', $spec->pairs, 'kabelshop-core' ), (string) $spec->pairs, implode( ', ', $names ) )
				/* translators: 1: number of cores; 2: the core colours in order, comma-separated. */
				: sprintf( _n( '%1$s core: %2$s', '%1$s cores: %2$s', $n, 'kabelshop-core' ), (string) $n, implode( ', ', $names ) );
		} elseif ( $spec->pairs > 0 ) {
			/* translators: %s: number of pairs of a pair cable. */
			$parts[] = sprintf( _n( '%s pair, cores numbered', '%s pairs, cores numbered', $spec->pairs, 'kabelshop-core' ), (string) $spec->pairs );
		} elseif ( '' !== $spec->colour_standard && $n > 1 ) {
			/* translators: 1: number of cores; 2: colour standard, e.g. HD 308 S2. */
			$parts[] = sprintf( _n( '%1$s core, numbered: %2$s has no colour row for this number of cores', '%1$s cores, numbered: %2$s has no colour row for this number of cores', $n, 'kabelshop-core' ), (string) $n, 'din47100' === $spec->colour_standard ? 'DIN 47100' : 'HD 308 S2' );
		} elseif ( $n > 1 ) {
			/* translators: %s: number of cores. */
			$parts[] = sprintf( _n( '%s core, numbered, colours not specified', '%s cores, numbered, colours not specified', $n, 'kabelshop-core' ), (string) $n );
		} else {
			$parts[] = __( '1 core, colour not specified', 'kabelshop-core' );
		}
		$parts[] = self::conductor_text( $spec->conductor, $spec->metal, $n );
		if ( '' !== $spec->insulation ) {
			/* translators: %s: insulation material, e.g. PVC, XLPE, rubber. */
			$parts[] = sprintf( __( '%s insulation', 'kabelshop-core' ), self::material( $spec->insulation ) );
		}
		if ( 'foil' === $spec->screen ) {
			$parts[] = __( 'aluminium foil screen with drain wire', 'kabelshop-core' );
		} elseif ( 'braid' === $spec->screen ) {
			$parts[] = __( 'copper braid screen', 'kabelshop-core' );
		}
		if ( 'wire' === $spec->armour ) {
			$parts[] = __( 'steel wire armour over an inner sheath', 'kabelshop-core' );
		} elseif ( 'tape' === $spec->armour ) {
			$parts[] = __( 'steel tape armour over an inner sheath', 'kabelshop-core' );
		}
		$parts[] = self::sheath_text( $spec );
		if ( null !== $spec->outer_diameter_mm ) {
			/* translators: %s: outer diameter in millimetres, e.g. 9,5. */
			$parts[] = sprintf( __( 'outer diameter %s mm', 'kabelshop-core' ), Format::decimal( self::trim_decimal( $spec->outer_diameter_mm ), $locale ) );
		}
		$parts[] = __( 'schematic, not to scale', 'kabelshop-core' );
		return self::title( $spec ) . ': ' . implode( '; ', $parts ) . '.';
	}

	/**
	 * "solid copper conductors" and the like, singular for one core.
	 *
	 * @param string $kind  'solid' | 'stranded' | 'fine' | ''.
	 * @param string $metal 'cu' | 'al'.
	 * @param int    $n     Number of cores.
	 */
	private static function conductor_text( string $kind, string $metal, int $n ): string {
		if ( 'al' === $metal ) {
			return match ( $kind ) {
				'solid'    => _n( 'solid aluminium conductor', 'solid aluminium conductors', $n, 'kabelshop-core' ),
				'stranded' => _n( 'stranded aluminium conductor', 'stranded aluminium conductors', $n, 'kabelshop-core' ),
				'fine'     => _n( 'fine-stranded aluminium conductor', 'fine-stranded aluminium conductors', $n, 'kabelshop-core' ),
				default    => _n( 'aluminium conductor', 'aluminium conductors', $n, 'kabelshop-core' ),
			};
		}
		return match ( $kind ) {
			'solid'    => _n( 'solid copper conductor', 'solid copper conductors', $n, 'kabelshop-core' ),
			'stranded' => _n( 'stranded copper conductor', 'stranded copper conductors', $n, 'kabelshop-core' ),
			'fine'     => _n( 'fine-stranded copper conductor', 'fine-stranded copper conductors', $n, 'kabelshop-core' ),
			default    => _n( 'copper conductor', 'copper conductors', $n, 'kabelshop-core' ),
		};
	}

	/**
	 * "grey PVC sheath", "PVC sheath", "no sheath".
	 *
	 * @param CrossSectionSpec $spec The spec.
	 */
	private static function sheath_text( CrossSectionSpec $spec ): string {
		if ( ! $spec->sheathed ) {
			return __( 'no sheath', 'kabelshop-core' );
		}
		$material = '' === $spec->sheath_material ? '' : self::material( $spec->sheath_material );
		$colour   = match ( $spec->sheath_colour ) {
			'grey'   => _x( 'grey', 'sheath colour', 'kabelshop-core' ),
			'black'  => _x( 'black', 'sheath colour', 'kabelshop-core' ),
			'white'  => _x( 'white', 'sheath colour', 'kabelshop-core' ),
			'orange' => _x( 'orange', 'sheath colour', 'kabelshop-core' ),
			'blue'   => _x( 'blue', 'sheath colour', 'kabelshop-core' ),
			'red'    => _x( 'red', 'sheath colour', 'kabelshop-core' ),
			'green'  => _x( 'green', 'sheath colour', 'kabelshop-core' ),
			default  => '',
		};
		if ( '' !== $colour && '' !== $material ) {
			/* translators: 1: sheath colour, e.g. grey; 2: sheath material, e.g. PVC. */
			return sprintf( __( '%1$s %2$s sheath', 'kabelshop-core' ), $colour, $material );
		}
		if ( '' !== $colour || '' !== $material ) {
			/* translators: %s: sheath colour or material, e.g. grey or PVC. */
			return sprintf( __( '%s sheath', 'kabelshop-core' ), '' !== $colour ? $colour : $material );
		}
		return __( 'sheath', 'kabelshop-core' );
	}

	/**
	 * A material's name (trade abbreviations stay as they are).
	 *
	 * @param string $key CrossSectionSpec material key.
	 */
	private static function material( string $key ): string {
		return match ( $key ) {
			'pvc'             => 'PVC',
			'xlpe'            => 'XLPE',
			'pe'              => 'PE',
			'pur'             => 'PUR',
			'rubber'          => _x( 'rubber', 'cable material', 'kabelshop-core' ),
			'polychloroprene' => _x( 'polychloroprene', 'cable material', 'kabelshop-core' ),
			'halogen_free'    => _x( 'halogen-free', 'cable material', 'kabelshop-core' ),
			default           => $key,
		};
	}

	/**
	 * The cores inside the given radius.
	 *
	 * @param CrossSectionSpec $spec   The spec.
	 * @param float            $c      Centre (x = y) in user units.
	 * @param float            $radius Radius available.
	 * @param bool             $drain  Draw a drain wire (foil screen).
	 */
	private static function cores( CrossSectionSpec $spec, float $c, float $radius, bool $drain ): string {
		$pairs = $spec->pairs > 0 && 2 * $spec->pairs === $spec->cores;
		if ( $pairs ) {
			// A pair is a unit of radius 2 (two touching cores of radius 1).
			list( $units, $extent ) = self::layout( $spec->pairs );
			$scale                  = $radius / ( $extent * 2.0 ) * 0.97;
			$r                      = $scale;
			$centres                = array();
			$outline                = '';
			foreach ( $units as $unit ) {
				list( $ux, $uy ) = $unit;
				$angle           = ( 0.0 === $ux && 0.0 === $uy ) ? 0.0 : atan2( $uy, $ux ) + M_PI / 2;
				$px              = $c + $ux * 2.0 * $scale;
				$py              = $c + $uy * 2.0 * $scale;
				$outline        .= '<circle class="ks-xs-pair" cx="' . self::n( $px ) . '" cy="' . self::n( $py ) . '" r="' . self::n( 2.0 * $r + 0.6 ) . '" fill="none" stroke-width="0.7" stroke-dasharray="2 1.5"/>';
				$centres[]       = array( $px + cos( $angle ) * $r, $py + sin( $angle ) * $r );
				$centres[]       = array( $px - cos( $angle ) * $r, $py - sin( $angle ) * $r );
			}
		} else {
			list( $units, $extent ) = self::layout( $spec->cores );
			$r                      = $radius / $extent * ( 1 === $spec->cores ? 1.0 : 0.97 );
			$outline                = '';
			$centres                = array_map( static fn( array $u ): array => array( $c + $u[0] * $r, $c + $u[1] * $r ), $units );
		}
		$out      = $outline;
		$numbered = null === $spec->colours && $spec->cores > 1;
		foreach ( $centres as $i => $centre ) {
			list( $x, $y ) = $centre;
			$out          .= self::core( $x, $y, $r, null === $spec->colours ? null : $spec->colours[ $i ], $spec->conductor, $spec->metal, $numbered ? $i + 1 : 0 );
		}
		if ( $drain ) {
			$d    = max( 1.6, $r * 0.25 );
			$out .= self::circle( $c + ( $radius - $d ) * 0.7071, $c + ( $radius - $d ) * 0.7071, $d, '#c0c6cc', 0.6 );
		}
		return $out;
	}

	/**
	 * One core: insulation (one colour, or sectors for a multi-colour code), conductor, number.
	 *
	 * @param float       $x         Centre x.
	 * @param float       $y         Centre y.
	 * @param float       $r         Insulation radius.
	 * @param string|null $code      Colour code, null for an uncoloured core.
	 * @param string      $conductor Conductor kind.
	 * @param string      $metal     'cu' | 'al'.
	 * @param int         $number    Number to print (0: none).
	 */
	private static function core( float $x, float $y, float $r, ?string $code, string $conductor, string $metal, int $number ): string {
		$stroke = max( 0.4, min( 1.2, $r * 0.06 ) );
		$parts  = null === $code ? array() : CrossSectionColours::parts( $code );
		if ( count( $parts ) > 1 ) {
			// Alternating sectors (8 for two colours: green-yellow reads as stripes), then the outline.
			$sectors = 2 === count( $parts ) ? 8 : 3 * count( $parts );
			$out     = '';
			for ( $k = 0; $k < $sectors; $k++ ) {
				$a0   = -M_PI / 2 + 2 * M_PI * $k / $sectors;
				$a1   = -M_PI / 2 + 2 * M_PI * ( $k + 1 ) / $sectors;
				$out .= '<path d="M' . self::n( $x ) . ' ' . self::n( $y ) . 'L' . self::n( $x + $r * cos( $a0 ) ) . ' ' . self::n( $y + $r * sin( $a0 ) )
					. 'A' . self::n( $r ) . ' ' . self::n( $r ) . ' 0 0 1 ' . self::n( $x + $r * cos( $a1 ) ) . ' ' . self::n( $y + $r * sin( $a1 ) ) . 'Z" fill="'
					. CrossSectionColours::hex( $parts[ $k % count( $parts ) ] ) . '" stroke="none"/>';
			}
			$out .= '<circle cx="' . self::n( $x ) . '" cy="' . self::n( $y ) . '" r="' . self::n( $r ) . '" fill="none" stroke-width="' . self::n( $stroke ) . '"/>';
		} else {
			$out = self::circle( $x, $y, $r, $parts ? CrossSectionColours::hex( $parts[0] ) : self::UNCOLORED, $stroke );
		}
		$rc   = $r * ( $number > 0 ? 0.5 : 0.62 );
		$fill = self::METAL[ $metal ] ?? self::METAL['cu'];
		if ( 'stranded' === $conductor || 'fine' === $conductor ) {
			$out .= self::circle( $x, $y, $rc, '#ffffff', $stroke * 0.6 );
			$s    = 'fine' === $conductor ? $rc / 5 : $rc / 3;
			$out .= '<g class="ks-xs-strands" fill="' . $fill . '" stroke-width="' . self::n( max( 0.15, $s * 0.18 ) ) . '">' . self::strands( $x, $y, $s, 'fine' === $conductor ? 2 : 1 ) . '</g>';
		} else {
			$out .= self::circle( $x, $y, $rc, $fill, $stroke * 0.6 );
		}
		if ( $number > 0 ) {
			$size = max( 3.0, $r * 0.85 );
			$out .= '<text x="' . self::n( $x ) . '" y="' . self::n( $y + $size * 0.35 ) . '" font-family="Arial, Helvetica, sans-serif" font-size="' . self::n( $size ) . '" font-weight="700" text-anchor="middle" fill="#ffffff" stroke="' . self::INK . '" stroke-width="' . self::n( $size * 0.16 ) . '" paint-order="stroke">' . $number . '</text>';
		}
		return '<g class="ks-xs-core">' . $out . '</g>';
	}

	/**
	 * Strands of a conductor in hexagonal rings: 1 + 6 (class 2) or 1 + 6 + 12 (classes 5, 6).
	 *
	 * @param float $x     Centre x.
	 * @param float $y     Centre y.
	 * @param float $s     Strand radius.
	 * @param int   $rings Rings around the centre strand (1 or 2).
	 */
	private static function strands( float $x, float $y, float $s, int $rings ): string {
		$out = '<circle cx="' . self::n( $x ) . '" cy="' . self::n( $y ) . '" r="' . self::n( $s ) . '"/>';
		for ( $ring = 1; $ring <= $rings; $ring++ ) {
			$count = 6 * $ring;
			for ( $k = 0; $k < $count; $k++ ) {
				$a    = 2 * M_PI * $k / $count;
				$out .= '<circle cx="' . self::n( $x + 2 * $s * $ring * cos( $a ) ) . '" cy="' . self::n( $y + 2 * $s * $ring * sin( $a ) ) . '" r="' . self::n( $s ) . '"/>';
			}
		}
		return $out;
	}

	/**
	 * The armour band just inside the given radius.
	 *
	 * @param string $armour 'wire' | 'tape'.
	 * @param float  $c      Centre.
	 * @param float  $radius Outer radius of the band.
	 */
	private static function armour_ring( string $armour, float $c, float $radius ): string {
		if ( 'tape' === $armour ) {
			return '<g class="ks-xs-armour">' . self::circle( $c, $c, $radius, self::STEEL, 0.8 ) . self::circle( $c, $c, $radius - 2.5, '#a3aab1', 0.8 ) . '</g>';
		}
		$w     = 4.0;
		$ring  = $radius - $w;
		$count = (int) floor( M_PI / asin( $w / $ring ) );
		$out   = '<g class="ks-xs-armour">' . self::circle( $c, $c, $radius, '#5c636a', 0.8 ) . '<g fill="' . self::STEEL . '" stroke-width="0.5">';
		for ( $k = 0; $k < $count; $k++ ) {
			$a    = 2 * M_PI * $k / $count;
			$out .= '<circle cx="' . self::n( $c + $ring * cos( $a ) ) . '" cy="' . self::n( $c + $ring * sin( $a ) ) . '" r="' . self::n( $w * 0.95 ) . '"/>';
		}
		return $out . '</g></g>';
	}

	/**
	 * Centres of n equal circles of radius 1 laid as in a cable, and the radius of the whole bundle.
	 * 1: the centre; 2: side by side; 3 to 6: one ring around the centre (3 a triangle, 4 a square),
	 * the first at the top, clockwise; more: concentric layers around a centre of 1 to 6 circles
	 * (whichever gives the smallest bundle; inner layers full, the outer layer takes the rest,
	 * evenly spaced), numbered from the centre outwards.
	 *
	 * @param int $n Number of circles (at least 1).
	 * @return array{0: list<array{0: float, 1: float}>, 1: float} Centres relative to the bundle's centre, and its radius.
	 */
	public static function layout( int $n ): array {
		$n = max( 1, $n );
		if ( 1 === $n ) {
			return array( array( array( 0.0, 0.0 ) ), 1.0 );
		}
		if ( $n <= 6 ) {
			$d = 1.0 / sin( M_PI / $n );
			return array( self::ring( $n, $d, 2 === $n ? 0.0 : -M_PI / 2 ), $d + 1.0 );
		}
		$best = null;
		for ( $seed = 1; $seed <= 6; $seed++ ) {
			$radii  = array( 1 === $seed ? 0.0 : 1.0 / sin( M_PI / $seed ) );
			$counts = array( $seed );
			$total  = $seed;
			while ( $total < $n ) {
				$next     = end( $radii ) + 2.0;
				$capacity = (int) floor( M_PI / asin( 1.0 / $next ) + 1e-9 ); // 6 around 1, not 5.999….
				$counts[] = min( $capacity, $n - $total );
				$radii[]  = $next;
				$total   += $capacity;
			}
			$extent = end( $radii ) + 1.0;
			if ( null === $best || $extent < $best[2] - 1e-9 ) {
				$best = array( $radii, $counts, $extent );
			}
		}
		list( $radii, $counts, $extent ) = $best;
		$centres                         = array();
		foreach ( $counts as $layer => $count ) {
			if ( 0.0 === $radii[ $layer ] ) {
				$centres[] = array( 0.0, 0.0 );
				continue;
			}
			$centres = array_merge( $centres, self::ring( $count, $radii[ $layer ], -M_PI / 2 ) );
		}
		return array( $centres, $extent );
	}

	/**
	 * Centres of $count circles on a ring, clockwise from $start.
	 *
	 * @param int   $count  Number of circles.
	 * @param float $radius Ring radius.
	 * @param float $start  Angle of the first, in radians (-pi/2: the top).
	 * @return list<array{0: float, 1: float}>
	 */
	private static function ring( int $count, float $radius, float $start ): array {
		$out = array();
		for ( $k = 0; $k < $count; $k++ ) {
			$a     = $start + 2 * M_PI * $k / $count;
			$out[] = array( $radius * cos( $a ), $radius * sin( $a ) );
		}
		return $out;
	}

	/**
	 * A filled circle with an outline.
	 *
	 * @param float  $x      Centre x.
	 * @param float  $y      Centre y.
	 * @param float  $r      Radius.
	 * @param string $fill   Fill colour.
	 * @param float  $stroke Outline width.
	 * @param string $class  Class attribute ('' for none).
	 */
	private static function circle( float $x, float $y, float $r, string $fill, float $stroke, string $class = '' ): string {
		return '<circle' . ( '' === $class ? '' : ' class="' . $class . '"' ) . ' cx="' . self::n( $x ) . '" cy="' . self::n( $y ) . '" r="' . self::n( $r ) . '" fill="' . $fill . '" stroke-width="' . self::n( $stroke ) . '"/>';
	}

	/**
	 * A number for an attribute: at most 2 decimals, a point, no trailing zeros, locale-independent.
	 *
	 * @param float $value Value.
	 */
	private static function n( float $value ): string {
		$text = rtrim( rtrim( sprintf( '%.2F', $value ), '0' ), '.' );
		return '-0' === $text ? '0' : $text;
	}

	/**
	 * "13.00" => "13", "9.50" => "9.5".
	 *
	 * @param string $decimal Decimal string.
	 */
	private static function trim_decimal( string $decimal ): string {
		return str_contains( $decimal, '.' ) ? rtrim( rtrim( $decimal, '0' ), '.' ) : $decimal;
	}

	/**
	 * Text for an SVG text node (XML, so &, < and > and quotes escaped; never HTML entities).
	 *
	 * @param string $text Text.
	 */
	private static function esc( string $text ): string {
		return htmlspecialchars( $text, ENT_QUOTES | ENT_XML1 | ENT_SUBSTITUTE, 'UTF-8' );
	}
}
