<?php
/**
 * Catalogue words and numbers in the page's language (issue 27, Catalog\TypeWords): the vocabulary
 * (Croatian and Serbian each in its own words), the units, the decimal sign of quantities (not of
 * standard numbers), English left as stored; and what a reader of each language gets from the
 * served site: the product page and the products route.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\TypeWords;
use Kabelshop\Tests\Security\ServedSiteRequests;
use Kabelshop\Tests\TestCase;

final class TypeWordsTest extends TestCase {

	use ServedSiteRequests;

	/**
	 * Stored text => [ hr, sr, en ].
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	public static function texts(): array {
		return array(
			'unarmoured type'      => array( 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)', 'Cu/XLPE/PVC 0,6/1 kV bez armature (tip N2XY)', 'Cu/XLPE/PVC 0,6/1 kV bez armature (tip N2XY)', 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)' ),
			'steel-wire armoured'  => array( 'Cu/XLPE/PVC/SWA/PVC 0.6/1 kV steel-wire armoured (N2XRY-type)', 'Cu/XLPE/PVC/SWA/PVC 0,6/1 kV armiran čeličnim žicama (tip N2XRY)', 'Cu/XLPE/PVC/SWA/PVC 0,6/1 kV armiran čeličnim žicama (tip N2XRY)', 'Cu/XLPE/PVC/SWA/PVC 0.6/1 kV steel-wire armoured (N2XRY-type)' ),
			'steel-tape: ekavian'  => array( 'Cu/XLPE/PVC/DSTA/PVC 0.6/1 kV double-steel-tape armoured (N2XBY-type)', 'Cu/XLPE/PVC/DSTA/PVC 0,6/1 kV armiran dvjema čeličnim trakama (tip N2XBY)', 'Cu/XLPE/PVC/DSTA/PVC 0,6/1 kV armiran dvema čeličnim trakama (tip N2XBY)', 'Cu/XLPE/PVC/DSTA/PVC 0.6/1 kV double-steel-tape armoured (N2XBY-type)' ),
			'single core'          => array( 'H07RN-F (single core)', 'H07RN-F (jednožilni)', 'H07RN-F (jednožilni)', 'H07RN-F (single core)' ),
			'voltage with Um'      => array( '0.6/1 (1.2) kV', '0,6/1 (1,2) kV', '0,6/1 (1,2) kV', '0.6/1 (1.2) kV' ),
			'degrees, English'     => array( 'XLPE 0.7 mm nominal (90 C operating, 250 C short circuit)', 'XLPE 0,7 mm nazivno (90 °C u pogonu, 250 °C u kratkom spoju)', 'XLPE 0,7 mm nazivno (90 °C u pogonu, 250 °C u kratkom spoju)', 'XLPE 0.7 mm nominal (90 °C operating, 250 °C short circuit)' ),
			'translated field'     => array( 'XLPE 0.7 mm nazivno (90 C u pogonu, 250 C u kratkom spoju)', 'XLPE 0,7 mm nazivno (90 °C u pogonu, 250 °C u kratkom spoju)', 'XLPE 0,7 mm nazivno (90 °C u pogonu, 250 °C u kratkom spoju)', 'XLPE 0.7 mm nazivno (90 °C u pogonu, 250 °C u kratkom spoju)' ),
			'mm², own words'       => array( 'Class 2 (IEC 60228) annealed Cu; circular non-compacted up to 10 mm2, compacted above 10 mm2', 'Klasa 2 (IEC 60228) žareni Cu; okrugli nezbijeni do 10 mm², zbijeni iznad 10 mm²', 'Klasa 2 (IEC 60228) žareni Cu; okrugli nekompaktirani do 10 mm², kompaktirani iznad 10 mm²', 'Class 2 (IEC 60228) annealed Cu; circular non-compacted up to 10 mm², compacted above 10 mm²' ),
			'sheath: own words'    => array( 'inner sheath FR-PVC or LSHF 1.0 mm; outer sheath FR-PVC or LSHF 1.8 mm nominal', 'unutarnji plašt FR-PVC ili LSHF 1,0 mm; vanjski plašt FR-PVC ili LSHF 1,8 mm nazivno', 'unutrašnji plašt FR-PVC ili LSHF 1,0 mm; spoljašnji plašt FR-PVC ili LSHF 1,8 mm nazivno', 'inner sheath FR-PVC or LSHF 1.0 mm; outer sheath FR-PVC or LSHF 1.8 mm nominal' ),
			'to before a standard' => array( 'Cu/XLPE/PVC, unarmoured, to IEC 60502-1', 'Cu/XLPE/PVC, bez armature, prema IEC 60502-1', 'Cu/XLPE/PVC, bez armature, prema IEC 60502-1', 'Cu/XLPE/PVC, unarmoured, to IEC 60502-1' ),
			'standard numbers'     => array( 'HD 22.4 / IEC 60245; HD 21.5 / EN 50525-2-11', 'HD 22.4 / IEC 60245; HD 21.5 / EN 50525-2-11', 'HD 22.4 / IEC 60245; HD 21.5 / EN 50525-2-11', 'HD 22.4 / IEC 60245; HD 21.5 / EN 50525-2-11' ),
			'Croatian "to" stays'  => array( 'to je kabel 3x2.5', 'to je kabel 3x2,5', 'to je kabel 3x2,5', 'to je kabel 3x2.5' ),
			'names stay'           => array( 'UTP Cat6, J-Y(St)Y, LiYCY', 'UTP Cat6, J-Y(St)Y, LiYCY', 'UTP Cat6, J-Y(St)Y, LiYCY', 'UTP Cat6, J-Y(St)Y, LiYCY' ),
		);
	}

	/**
	 * @dataProvider texts
	 *
	 * @param string $stored Stored text.
	 * @param string $hr     Croatian reading.
	 * @param string $sr     Serbian reading.
	 * @param string $en     English reading.
	 */
	public function test_each_language_reads_its_own_words_and_numbers( string $stored, string $hr, string $sr, string $en ): void {
		$this->assertSame( $hr, TypeWords::localise( $stored, 'hr' ), 'hr' );
		$this->assertSame( $sr, TypeWords::localise( $stored, 'sr' ), 'sr' );
		$this->assertSame( $en, TypeWords::localise( $stored, 'en' ), 'en' );
	}

	public function test_sizes_take_the_decimal_comma_in_croatian_and_serbian_only(): void {
		$this->assertSame( '3x2,5', TypeWords::size( '3x2.5', 'hr' ) );
		$this->assertSame( '3G2,5', TypeWords::size( '3G2.5', 'sr' ) );
		$this->assertSame( '3x2.5', TypeWords::size( '3x2.5', 'en' ) );
		$this->assertSame( '5x16', TypeWords::size( '5x16', 'hr' ) );
	}

	public function test_a_cable_types_slug_is_in_its_languages_words(): void {
		$n2xy = 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)';
		$this->assertSame( 'cu-xlpe-pvc-0-6-1-kv-bez-armature-tip-n2xy', TypeWords::slug( $n2xy, 'hr' ) );
		$this->assertSame( 'cu-xlpe-pvc-0-6-1-kv-bez-armature-tip-n2xy', TypeWords::slug( $n2xy, 'sr' ) );
		$this->assertSame( 'cu-xlpe-pvc-0-6-1-kv-unarmoured-n2xy-type', TypeWords::slug( $n2xy, 'en' ) );
		$n2xby = 'Cu/XLPE/PVC/DSTA/PVC 0.6/1 kV double-steel-tape armoured (N2XBY-type)';
		$this->assertSame( 'cu-xlpe-pvc-dsta-pvc-0-6-1-kv-armiran-dvjema-celicnim-trakama-tip-n2xby', TypeWords::slug( $n2xby, 'hr' ) );
		$this->assertSame( 'cu-xlpe-pvc-dsta-pvc-0-6-1-kv-armiran-dvema-celicnim-trakama-tip-n2xby', TypeWords::slug( $n2xby, 'sr' ) );
		$this->assertSame( 'h07rn-f-jednozilni', TypeWords::slug( 'H07RN-F (single core)', 'hr' ) );
		$this->assertSame( 'nym-j', TypeWords::slug( 'NYM-J', 'sr' ), 'a code is the same in every language' );
	}

	/**
	 * The served pages: each language's version under its own words, linked as each other's
	 * alternates; the English name's slug (the only one before issue 27's slugs) answers 301 to the
	 * page of the language asked for.
	 */
	public function test_a_cable_type_is_served_under_its_languages_slug_and_the_english_slug_redirects(): void {
		$pages = array(
			'hr' => '/kabel/cu-xlpe-pvc-0-6-1-kv-bez-armature-tip-n2xy/',
			'en' => '/en/cable/cu-xlpe-pvc-0-6-1-kv-unarmoured-n2xy-type/',
			'sr' => '/sr/kabl/cu-xlpe-pvc-0-6-1-kv-bez-armature-tip-n2xy/',
		);
		$hr = $this->http( 'GET', $pages['hr'] );
		$this->assertSame( 200, $hr['status'] );
		foreach ( array( 'hr-HR' => 'hr', 'en-US' => 'en', 'sr-RS' => 'sr' ) as $hreflang => $code ) {
			$this->assertStringContainsString( '<link rel="alternate" hreflang="' . $hreflang . '" href="' . home_url( $pages[ $code ] ) . '">', $hr['body'], $hreflang );
		}
		$old = array(
			'/kabel/cu-xlpe-pvc-0-6-1-kv-unarmoured-n2xy-type/'   => $pages['hr'],
			'/sr/kabl/cu-xlpe-pvc-0-6-1-kv-unarmoured-n2xy-type/' => $pages['sr'],
			'/kabel/h07rn-f-single-core/'                        => '/kabel/h07rn-f-jednozilni/',
			'/sr/kabl/h07rn-f-single-core/'                      => '/sr/kabl/h07rn-f-jednozilni/',
		);
		foreach ( $old as $from => $to ) {
			$answer = $this->http( 'GET', $from );
			$this->assertSame( 301, $answer['status'], $from );
			$this->assertSame( array( home_url( $to ) ), $answer['headers']['location'] ?? array(), $from . ': to the page in the language asked for' );
		}
		$this->assertSame( 200, $this->http( 'GET', '/en/cable/h07rn-f-single-core/' )['status'], 'English keeps its slug' );
	}

	public function test_the_served_product_page_speaks_the_readers_language(): void {
		$path = '/kabel/cu-xlpe-pvc-0-6-1-kv-bez-armature-tip-n2xy/';
		$hr   = $this->http( 'GET', $path );
		$this->assertSame( 200, $hr['status'] );
		$this->assertStringContainsString( '<title>Cu/XLPE/PVC 0,6/1 kV bez armature (tip N2XY)', $hr['body'] );
		$this->assertStringContainsString( '0,6/1 (1,2) kV', $hr['body'] );
		$this->assertStringContainsString( '90 °C u pogonu', $hr['body'] );
		$this->assertStringNotContainsString( 'unarmoured', self::main_text( $hr['body'] ) );
		$this->assertStringNotContainsString( 'mm2', self::main_text( $hr['body'] ) );
		$this->assertSame( array( 'Cu/XLPE/PVC 0,6/1 kV bez armature (tip N2XY)' ), self::structured_names( $hr['body'] ), 'schema.org: the Product and its breadcrumb' );

		$sr = $this->http( 'GET', '/sr/kabl/cu-xlpe-pvc-0-6-1-kv-bez-armature-tip-n2xy/' );
		$this->assertSame( 200, $sr['status'] );
		$this->assertStringContainsString( 'Naziv u Hrvatskoj: XP 00', $sr['body'], 'Serbian says what the Croatian name is' );
		$this->assertStringNotContainsString( 'Hrvatski naziv', self::main_text( $sr['body'] ) );
		$this->assertStringContainsString( 'nekompaktirani do 10 mm²', $sr['body'] );

		$en = $this->http( 'GET', '/en/cable/cu-xlpe-pvc-0-6-1-kv-unarmoured-n2xy-type/' );
		$this->assertSame( 200, $en['status'] );
		$this->assertStringContainsString( 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)', $en['body'], 'English keeps the data as stored' );
		$this->assertStringContainsString( '90 °C operating', $en['body'] );
		$this->assertSame( array( 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)' ), self::structured_names( $en['body'] ) );
	}

	/**
	 * The distinct names of the page's schema.org Product node and of its breadcrumb's last item.
	 *
	 * @param string $html Page.
	 * @return list<string>
	 */
	private static function structured_names( string $html ): array {
		$names = array();
		preg_match_all( '#<script type="application/ld\+json"[^>]*>(.*?)</script>#s', $html, $scripts );
		foreach ( $scripts[1] as $json ) {
			$data = json_decode( $json, true );
			foreach ( (array) ( $data['@graph'] ?? array( $data ) ) as $node ) {
				if ( 'Product' === ( $node['@type'] ?? '' ) ) {
					$names[] = (string) $node['name'];
				}
				if ( 'BreadcrumbList' === ( $node['@type'] ?? '' ) ) {
					$last    = end( $node['itemListElement'] );
					$names[] = (string) ( $last['name'] ?? $last['item']['name'] ?? '' );
				}
			}
		}
		return array_values( array_unique( $names ) );
	}

	public function test_the_products_route_answers_in_the_requests_language(): void {
		$answer = $this->http( 'GET', '/wp-json/kabelshop/v1/products?search=xp%2000', array( 'X-Kabelshop-Lang' => 'sr' ) );
		$this->assertSame( 200, $answer['status'] );
		$names = array_column( (array) json_decode( $answer['body'], true ), 'designation' );
		$this->assertContains( 'Cu/XLPE/PVC 0,6/1 kV bez armature (tip N2XY)', $names );
		$answer = $this->http( 'GET', '/wp-json/kabelshop/v1/products?search=xp%2000', array( 'X-Kabelshop-Lang' => 'en' ) );
		$this->assertContains( 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)', array_column( (array) json_decode( $answer['body'], true ), 'designation' ) );
	}

	/**
	 * The text a reader sees in <main> (no scripts, styles or templates).
	 *
	 * @param string $html Page.
	 */
	private static function main_text( string $html ): string {
		$doc = new \DOMDocument();
		libxml_use_internal_errors( true );
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		$text = '';
		foreach ( ( new \DOMXPath( $doc ) )->query( '//main//text()[not(ancestor::script) and not(ancestor::style) and not(ancestor::template)]' ) ?: array() as $node ) {
			$text .= $node->textContent . ' ';
		}
		return $text;
	}
}
