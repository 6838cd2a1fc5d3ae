<?php
/**
 * The islands' page config is printed once per page, not in every island envelope (issue 10,
 * "Island contract").
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Content\Pages;
use Kabelshop\Tests\Content\RendersTemplates;
use Kabelshop\Tests\TestCase;

/**
 * A page with several islands prints the REST base, the wp_rest nonce and the locale once, as
 * <script type="application/json" id="kabelshop-config"> before the boot script; every island
 * envelope is { island, props } only, so no envelope carries a nonce that could reset a fresher one
 * in the browser (src/lib/config.ts).
 */
final class IslandConfigTest extends TestCase {

	use RendersTemplates;

	public function test_a_page_with_islands_prints_the_config_once_and_no_envelope_has_a_nonce(): void {
		$html  = $this->fetch( Pages::url( 'home' ), 'en' );
		$xpath = $this->xpath( $html );

		$envelopes = $xpath->query( '//script[@type="application/json"][contains(@class,"island-props")]' );
		$this->assertGreaterThanOrEqual( 2, $envelopes->length, 'the home page has at least two islands (header cart, side cart)' );
		$islands = array();
		foreach ( $envelopes as $script ) {
			$envelope = json_decode( (string) $script->textContent, true );
			$this->assertIsArray( $envelope, 'envelope is JSON' );
			$this->assertSame( array( 'island', 'props' ), array_keys( $envelope ), 'envelope of ' . $envelope['island'] . ' is { island, props }' );
			$islands[] = $envelope['island'];
		}
		$this->assertContains( 'header-cart', $islands );
		$this->assertContains( 'side-cart', $islands );
		$this->assertStringNotContainsString( '"nonce"', implode( '', array_map( static fn( $s ) => (string) $s->textContent, iterator_to_array( $envelopes ) ) ) );

		$configs = $xpath->query( '//script[@id="kabelshop-config"]' );
		$this->assertSame( 1, $configs->length, 'one config per page' );
		$this->assertSame( 1, substr_count( $html, 'id="kabelshop-config"' ) );
		$this->assertSame( 'application/json', $configs->item( 0 )->getAttribute( 'type' ) );
		$config = json_decode( (string) $configs->item( 0 )->textContent, true );
		$this->assertIsArray( $config );
		$this->assertSame( array( 'restUrl', 'nonce', 'locale' ), array_keys( $config ) );
		$this->assertSame( rest_url( 'kabelshop/v1/' ), $config['restUrl'] );
		$this->assertSame( '', $config['nonce'], 'a visitor\'s page is cacheable and carries no nonce (issue 16): lib/api gets it from GET session' );
		$this->assertSame( 'en-US', $config['locale'] );

		$config_at = strpos( $html, 'id="kabelshop-config"' );
		$this->assertSame( 1, preg_match( '/<script[^>]*id=["\']kabelshop-boot-js["\']/', $html, $boot, PREG_OFFSET_CAPTURE ), 'the boot script is on the page' );
		$boot_at = $boot[0][1];
		$this->assertLessThan( $boot_at, $config_at, 'the config is in the DOM before the boot script runs' );
	}

	public function test_the_config_speaks_the_page_language(): void {
		$config = json_decode( $this->text( $this->xpath( $this->fetch( Pages::url( 'about' ), 'hr' ) ), '//script[@id="kabelshop-config"]' ), true );
		$this->assertSame( 'hr-HR', $config['locale'] ?? null );
	}
}
