<?php
/**
 * The header's mega-menu and the home page's category tiles name the categories as the catalogue
 * does (translated by Catalog\Categories::label()), and the header cart is the header-cart island
 * over the plain badge button.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Content\Pages;
use Kabelshop\Tests\Content\RendersTemplates;
use Kabelshop\Tests\TestCase;

final class HeaderTest extends TestCase {

	use RendersTemplates;

	/**
	 * @return array<string, array{0: string, 1: list<string>}>
	 */
	public static function languages(): array {
		return array(
			'hr' => array( 'hr', array( 'Energetski kabeli', 'Instalacijski kabeli', 'Savitljivi kabeli', 'Jednožilni vodiči', 'Upravljački i podatkovni kabeli', 'Telekomunikacijski kabeli' ) ),
			'sr' => array( 'sr', array( 'Energetski kablovi', 'Instalacioni kablovi', 'Savitljivi kablovi', 'Jednožilni provodnici', 'Upravljački kablovi i kablovi za podatke', 'Telekomunikacioni kablovi' ) ),
			'en' => array( 'en', array( 'Power cables', 'Installation cables', 'Flexible cables', 'Single-core wires', 'Control and data cables', 'Telecommunication cables' ) ),
		);
	}

	/**
	 * @dataProvider languages
	 * @param string       $lang  Language code.
	 * @param list<string> $names The six category names in the catalogue's order.
	 */
	public function test_home_tiles_and_mega_menu_use_the_catalogue_names( string $lang, array $names ): void {
		$xpath = $this->xpath( $this->fetch( Pages::url( 'home' ), $lang ) );
		$tiles = array();
		foreach ( $xpath->query( '//section[@aria-labelledby="home-categories"]//a[contains(@class,"tile")]' ) as $tile ) {
			$tiles[] = trim( $tile->textContent );
		}
		$menu = array();
		foreach ( $xpath->query( '//*[@id="ks-nav-products"]//a[contains(@class,"mega-menu__link")]' ) as $link ) {
			$menu[] = trim( $link->textContent );
		}
		$this->assertSame( $names, array_slice( $tiles, 0, 6 ), "home tiles ($lang)" );
		$this->assertSame( $names, array_slice( $menu, 0, 6 ), "mega-menu ($lang)" );
	}

	public function test_header_cart_is_the_island_over_the_plain_badge(): void {
		$xpath  = $this->xpath( $this->fetch( Pages::url( 'about' ), 'en' ) );
		$mounts = $xpath->query( '//header//div[@data-island="header-cart"][@data-island-load="interaction"]' );
		$this->assertSame( 1, $mounts->length, 'one header-cart mount point, loaded on interaction' );
		$mount = $mounts->item( 0 );
		$this->assertSame( 1, $xpath->query( './/button[@data-open-cart="cart"]/span[@data-cart-count="cart"]', $mount )->length, 'the plain badge is the first paint' );
		$props = json_decode( (string) $xpath->query( '//script[@id="' . $mount->getAttribute( 'id' ) . '-props"]' )->item( 0 )->textContent, true );
		$this->assertSame( 'header-cart', $props['island'] );
		$this->assertSame( Pages::url( 'checkout', array(), 'en' ), $props['props']['checkoutUrl'] );
	}
}
