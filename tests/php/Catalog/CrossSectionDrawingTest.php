<?php
/**
 * The cross-section drawing (issue 14): what it draws from which field, in which language.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use DOMDocument;
use DOMXPath;
use Kabelshop\Catalog\CrossSectionColours;
use Kabelshop\Catalog\CrossSectionDrawing;
use Kabelshop\Catalog\CrossSectionSpec;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\TestCase;

/**
 * Builds specs from the seeded cable types' real field texts (data/catalogue/translations.json,
 * English) and reads the SVG back with DOMDocument.
 */
final class CrossSectionDrawingTest extends TestCase {

	private const NYM_J = array(
		'conductor_class' => 'Cu, class 1 (solid) or class 2 (stranded)',
		'insulation'      => 'PVC',
		'sheath'          => 'grey PVC, core filler of unvulcanised rubber',
		'construction'    => 'PVC-insulated, PVC-sheathed installation cable; -J: one core green-yellow',
	);

	private const H05VV_F = array(
		'conductor_class' => 'Cu, class 5 (fine-stranded)',
		'insulation'      => 'PVC',
		'sheath'          => 'PVC',
		'construction'    => 'medium-duty PVC flexible cord; G = with green-yellow core, X = without',
	);

	/** @var string|null The language forced before english(), null when not forced. */
	private ?string $forced = null;

	/** @var bool True while english() is in force. */
	private bool $is_english = false;

	/**
	 * Words and numbers in English for the rest of the test (texts and the colour names).
	 */
	private function english(): void {
		$this->in_english();
		$this->forced     = Locale::force( 'en' );
		$this->is_english = true;
	}

	protected function tearDown(): void {
		if ( $this->is_english ) {
			Locale::force( $this->forced );
			$this->is_english = false;
		}
		parent::tearDown();
	}

	/**
	 * A spec of NYM-J (HD 308 S2 with green-yellow).
	 *
	 * @param int    $cores Cores.
	 * @param string $cross Cross-section.
	 */
	private static function nym( int $cores, string $cross = '1.5' ): CrossSectionSpec {
		return CrossSectionSpec::from_fields( 'NYM-J', $cores . 'x' . $cross, $cores, $cross, null, 'hd308_gnye', self::NYM_J );
	}

	/**
	 * The SVG as a DOM (fails the test when it is not well-formed XML).
	 *
	 * @param string $svg SVG text.
	 */
	private function dom( string $svg ): DOMXPath {
		$doc = new DOMDocument();
		$this->assertTrue( $doc->loadXML( $svg, LIBXML_NONET ), 'well-formed XML' );
		$xpath = new DOMXPath( $doc );
		$xpath->registerNamespace( 's', 'http://www.w3.org/2000/svg' );
		return $xpath;
	}

	/**
	 * Screen colours of the cores' insulation, in drawing order: a core is a circle or a group of
	 * sector paths (two colours) with its outline; read from the fills in order, sectors merged.
	 *
	 * @param CrossSectionSpec $spec The spec.
	 * @return list<string>
	 */
	private static function expected_fills( CrossSectionSpec $spec ): array {
		return array_map( static fn( string $code ): string => CrossSectionColours::hex( CrossSectionColours::parts( $code )[0] ), (array) $spec->colours );
	}

	public function test_each_core_count_from_1_to_5_and_7_has_the_standard_colours_in_order(): void {
		$this->english();
		$cases   = array(
			1 => CrossSectionSpec::from_fields(
				'H07V-U',
				'1x2.5',
				1,
				'2.5',
				null,
				'',
				array(
					'conductor_class' => 'Cu, class 1 (solid)',
					'sheath'          => 'none',
					'insulation'      => 'PVC',
				)
			),
			2 => CrossSectionSpec::from_fields( 'H05VV-F', '2x1', 2, '1', null, 'hd308_no_gnye', self::H05VV_F ),
			3 => self::nym( 3 ),
			4 => CrossSectionSpec::from_fields( 'H07RN-F', '4G1.5', 4, '1.5', null, 'hd308_gnye', array( 'conductor_class' => 'Cu, class 5' ) ),
			5 => self::nym( 5, '2.5' ),
			7 => CrossSectionSpec::from_fields( 'LiYY', '7x0.5', 7, '0.5', null, 'din47100', array( 'conductor_class' => 'Cu, fine-stranded (Li)' ) ),
		);
		$colours = array(
			1 => null,
			2 => array( 'blue', 'brown' ),
			3 => array( 'green-yellow', 'blue', 'brown' ),
			4 => array( 'green-yellow', 'brown', 'black', 'grey' ),
			5 => array( 'green-yellow', 'blue', 'brown', 'black', 'grey' ),
			7 => array( 'white', 'brown', 'green', 'yellow', 'grey', 'pink', 'blue' ),
		);
		foreach ( $cases as $n => $spec ) {
			$this->assertSame( $n, $spec->cores );
			$xpath = $this->dom( CrossSectionDrawing::svg( $spec ) );
			$cores = $xpath->query( '//s:g[@class="ks-xs-core"]' );
			$this->assertSame( $n, $cores->length, $n . ' cores drawn' );
			$desc = (string) $xpath->evaluate( 'string(//s:desc)' );
			if ( null === $colours[ $n ] ) {
				$this->assertStringContainsString( '1 core, colour not specified', $desc );
				continue;
			}
			$this->assertStringContainsString( $n . ' cores: ' . implode( ', ', $colours[ $n ] ), $desc );
			// The drawn insulation colours follow the same order (first colour of a two-colour core).
			$drawn = array();
			foreach ( $cores as $core ) {
				$drawn[] = strtolower( (string) $xpath->evaluate( 'string(*[1]/@fill)', $core ) );
			}
			$this->assertSame( self::expected_fills( $spec ), $drawn, $n . ' cores in order' );
		}
	}

	public function test_green_yellow_is_drawn_in_green_and_yellow_sectors(): void {
		$xpath = $this->dom( CrossSectionDrawing::svg( self::nym( 3 ) ) );
		$first = $xpath->query( '//s:g[@class="ks-xs-core"]' )->item( 0 );
		$fills = array();
		foreach ( $xpath->query( 's:path', $first ) as $path ) {
			$fills[] = strtolower( $path->getAttribute( 'fill' ) );
		}
		$this->assertSame( array( CrossSectionColours::hex( 'GN' ), CrossSectionColours::hex( 'YE' ) ), array_values( array_unique( $fills ) ) );
		$this->assertCount( 8, $fills );
	}

	public function test_cores_lie_as_in_a_cable(): void {
		list( $one, $r1 ) = CrossSectionDrawing::layout( 1 );
		$this->assertSame( array( array( 0.0, 0.0 ) ), $one );
		$this->assertEqualsWithDelta( 1.0, $r1, 1e-9 );
		list( $two ) = CrossSectionDrawing::layout( 2 );
		$this->assertEqualsWithDelta( 0.0, $two[0][1], 1e-9, 'two cores side by side' );
		$this->assertEqualsWithDelta( 0.0, $two[1][1], 1e-9 );
		list( $three, $r3 ) = CrossSectionDrawing::layout( 3 );
		$this->assertEqualsWithDelta( 1 + 2 / sqrt( 3 ), $r3, 1e-9, 'three in a triangle' );
		$this->assertEqualsWithDelta( -2 / sqrt( 3 ), $three[0][1], 1e-9, 'the first at the top' );
		foreach ( array( 4, 5, 7, 12, 19, 24 ) as $n ) {
			list( $centres, $extent ) = CrossSectionDrawing::layout( $n );
			$this->assertCount( $n, $centres );
			foreach ( $centres as $i => $a ) {
				$this->assertLessThanOrEqual( $extent + 1e-9, hypot( $a[0], $a[1] ) + 1, "$n: core $i inside the bundle" );
				foreach ( $centres as $j => $b ) {
					if ( $j > $i ) {
						$this->assertGreaterThanOrEqual( 2 - 1e-6, hypot( $a[0] - $b[0], $a[1] - $b[1] ), "$n: cores $i and $j do not overlap" );
					}
				}
			}
		}
		list( $seven ) = CrossSectionDrawing::layout( 7 );
		$this->assertSame( array( 0.0, 0.0 ), $seven[0], '7 = 1 in the centre + 6 around' );
	}

	public function test_solid_stranded_and_fine_stranded_conductors_differ(): void {
		$this->english();
		$solid    = self::nym( 3, '1.5' );
		$stranded = self::nym( 5, '16' );
		$fine     = CrossSectionSpec::from_fields( 'H05VV-F', '3G1.5', 3, '1.5', null, 'hd308_gnye', self::H05VV_F );
		$this->assertSame( 'solid', $solid->conductor, 'NYM-J "class 1 or class 2" is solid up to 10 mm2' );
		$this->assertSame( 'stranded', $stranded->conductor, 'and stranded above' );
		$this->assertSame( 'fine', $fine->conductor );
		$strands = function ( CrossSectionSpec $spec ): int {
			$xpath = $this->dom( CrossSectionDrawing::svg( $spec ) );
			return $xpath->query( '//s:g[@class="ks-xs-core"][1]/s:g[@class="ks-xs-strands"]/s:circle' )->length;
		};
		$this->assertSame( 0, $strands( $solid ) );
		$this->assertSame( 7, $strands( $stranded ) );
		$this->assertSame( 19, $strands( $fine ) );
		$this->assertStringContainsString( 'solid copper conductors', CrossSectionDrawing::description( $solid ) );
		$this->assertStringContainsString( 'stranded copper conductors', CrossSectionDrawing::description( $stranded ) );
		$this->assertStringContainsString( 'fine-stranded copper conductors', CrossSectionDrawing::description( $fine ) );
		$al = CrossSectionSpec::from_fields( 'NAYY-J', '4x50', 4, '50', null, 'hd308_gnye', array( 'conductor_class' => 'Al, class 1 or 2 (RE/RM/SE/SM)' ) );
		$this->assertStringContainsString( 'stranded aluminium conductors', CrossSectionDrawing::description( $al ) );
	}

	public function test_armour_screen_and_sheath_are_drawn_when_the_construction_says_so(): void {
		$this->english();
		$swa   = CrossSectionSpec::from_fields(
			'Cu/XLPE/PVC/SWA/PVC 0.6/1 kV steel-wire armoured (N2XRY-type)',
			'4x16',
			4,
			'16',
			'25',
			'',
			array(
				'conductor_class' => 'Class 2 (IEC 60228) annealed Cu',
				'insulation'      => 'XLPE 0.7 mm nominal',
				'sheath'          => 'inner sheath FR-PVC or LSHF 1.0 mm; galvanised steel wire armour 0.9 mm; outer sheath FR-PVC or LSHF 1.8 mm nominal',
				'construction'    => 'Cu/XLPE/PVC/SWA/PVC, round steel wire armour, to IEC 60502-1',
			)
		);
		$plain = CrossSectionSpec::from_fields(
			'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)',
			'4x16',
			4,
			'16',
			null,
			'',
			array(
				'conductor_class' => 'Class 2 (IEC 60228) annealed Cu',
				'sheath'          => 'no armour; outer sheath flame-retardant PVC (FR-PVC) or LSHF, 1.8 mm nominal',
				'construction'    => 'Cu/XLPE/PVC, unarmoured, to IEC 60502-1',
			)
		);
		$this->assertSame( 'wire', $swa->armour );
		$this->assertSame( '', $plain->armour, '"no armour" / "unarmoured" name no armour' );
		$this->assertSame( 1, $this->dom( CrossSectionDrawing::svg( $swa ) )->query( '//s:g[@class="ks-xs-armour"]' )->length );
		$this->assertSame( 0, $this->dom( CrossSectionDrawing::svg( $plain ) )->query( '//s:g[@class="ks-xs-armour"]' )->length );
		$desc = CrossSectionDrawing::description( $swa );
		$this->assertStringContainsString( 'steel wire armour', $desc );
		$this->assertStringContainsString( 'XLPE insulation', $desc );
		$this->assertStringContainsString( 'outer diameter 25 mm', $desc );
		$this->assertStringNotContainsString( 'armour over', CrossSectionDrawing::description( $plain ) );

		$jysty = CrossSectionSpec::from_fields(
			'J-Y(St)Y',
			'2x2x0.8',
			4,
			null,
			null,
			'',
			array(
				'conductor_class' => 'solid bare Cu, 0.8 mm diameter',
				'sheath'          => 'grey PVC over a plastic-laminated aluminium foil screen with drain wire',
			)
		);
		$this->assertSame( 2, $jysty->pairs );
		$this->assertSame( 'foil', $jysty->screen );
		$xpath = $this->dom( CrossSectionDrawing::svg( $jysty ) );
		$this->assertSame( 2, $xpath->query( '//s:circle[@class="ks-xs-pair"]' )->length, 'two pairs outlined' );
		$this->assertSame( 4, $xpath->query( '//s:g[@class="ks-xs-core"]' )->length );
		$this->assertSame( array( '1', '2', '3', '4' ), array_map( static fn( $t ) => $t->textContent, iterator_to_array( $xpath->query( '//s:text' ) ) ), 'numbered cores' );
		$desc = CrossSectionDrawing::description( $jysty );
		$this->assertStringContainsString( '2 pairs, cores numbered', $desc );
		$this->assertStringContainsString( 'aluminium foil screen with drain wire', $desc );
		$this->assertStringContainsString( 'grey PVC sheath', $desc );

		$wire = CrossSectionSpec::from_fields(
			'H07V-K',
			'1x4',
			1,
			'4',
			null,
			'',
			array(
				'sheath'          => 'none',
				'conductor_class' => 'Cu, class 5 (fine-stranded)',
			)
		);
		$this->assertFalse( $wire->sheathed );
		$this->assertStringContainsString( 'no sheath', CrossSectionDrawing::description( $wire ) );
		$this->assertSame( 0, $this->dom( CrossSectionDrawing::svg( $wire ) )->query( '//s:circle[@class="ks-xs-sheath"]' )->length );
		$this->assertSame( 1, $this->dom( CrossSectionDrawing::svg( self::nym( 3 ) ) )->query( '//s:circle[@class="ks-xs-sheath"][@fill="#8a8f94"]' )->length, 'grey sheath' );
	}

	public function test_title_and_description_are_in_the_current_language(): void {
		$spec = self::nym( 3 );
		$en   = Locale::in_language( 'en', static fn(): array => array( CrossSectionDrawing::title( $spec ), CrossSectionDrawing::description( $spec ) ) );
		$hr   = Locale::in_language( 'hr', static fn(): array => array( CrossSectionDrawing::title( $spec ), CrossSectionDrawing::description( $spec ) ) );
		$sr   = Locale::in_language( 'sr', static fn(): array => array( CrossSectionDrawing::title( $spec ), CrossSectionDrawing::description( $spec ) ) );
		$this->assertSame( 'Cross-section of NYM-J 3x1.5', $en[0] );
		$this->assertSame( 'Cross-section of NYM-J 3x1.5: 3 cores: green-yellow, blue, brown; solid copper conductors; PVC insulation; grey PVC sheath; schematic, not to scale.', $en[1] );
		$this->assertSame( 'Presjek kabela NYM-J 3x1,5', $hr[0] );
		$this->assertStringContainsString( '3 žile: zeleno-žuta, plava, smeđa', $hr[1] );
		$this->assertStringContainsString( 'sivi PVC plašt', $hr[1] );
		$this->assertStringContainsString( 'NYM-J 3x1,5', $sr[0] );
		$this->assertStringContainsString( 'zeleno-žuta, plava, braon', $sr[1] );
		$this->assertNotSame( $hr[1], $sr[1] );
		$svg = Locale::in_language( 'hr', static fn(): string => CrossSectionDrawing::svg( $spec ) );
		$this->assertSame( $hr[0], (string) $this->dom( $svg )->evaluate( 'string(//s:title)' ) );
	}

	public function test_the_svg_is_an_accessible_image_without_script_with_unique_ids(): void {
		$spec  = CrossSectionSpec::from_fields( 'A<b>&"c', '3x1.5', 3, '1.5', null, 'hd308_gnye', array( 'sheath' => '<script>alert(1)</script> black PVC' ) );
		$svg   = CrossSectionDrawing::svg( $spec );
		$xpath = $this->dom( $svg );
		$root  = $xpath->query( '/s:svg' )->item( 0 );
		$this->assertSame( 'img', $root->getAttribute( 'role' ) );
		$this->assertSame( '0 0 200 200', $root->getAttribute( 'viewBox' ) );
		$ids = explode( ' ', $root->getAttribute( 'aria-labelledby' ) );
		$this->assertCount( 2, $ids );
		$this->assertSame( 'title', $xpath->query( '//*[@id="' . $ids[0] . '"]' )->item( 0 )->localName );
		$this->assertSame( 'desc', $xpath->query( '//*[@id="' . $ids[1] . '"]' )->item( 0 )->localName );
		$this->assertStringContainsString( 'A<b>&"c', (string) $xpath->evaluate( 'string(//s:title)' ), 'text escaped, read back intact' );
		$this->assertSame( 0, $xpath->query( '//s:script|//s:foreignObject|//@*[starts-with(name(), "on")]|//@href' )->length );
		$this->assertStringNotContainsString( '<script', $svg );
		$this->assertSame( $svg, CrossSectionDrawing::svg( $spec ), 'deterministic' );
		$other = $this->dom( CrossSectionDrawing::svg( self::nym( 5 ) ) )->query( '/s:svg' )->item( 0 )->getAttribute( 'aria-labelledby' );
		$this->assertNotSame( $root->getAttribute( 'aria-labelledby' ), $other, 'two drawings on one page: different ids' );
		$this->assertStringContainsString( 'id="x9-title"', CrossSectionDrawing::svg( $spec, 'x9' ) );
	}
}
