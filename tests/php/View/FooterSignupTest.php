<?php
/**
 * Where the footer prints the price-list signup (issue 27).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Content\Pages;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * The served site: the footer's signup block (id price-list-signup) sits under ordinary pages,
 * not under the checkout and order pages (a buyer paying is not asked to subscribe), and the home
 * page has only its own.
 */
final class FooterSignupTest extends TestCase {

	public function test_the_signup_block_is_not_under_the_checkout_and_order_pages(): void {
		$this->assertSame( 1, $this->signup_blocks( Pages::url( 'contact' ) ), 'under the contact page' );
		$this->assertSame( 1, $this->signup_blocks( Pages::url( 'catalogue' ) ), 'under the catalogue' );
		$this->assertSame( 0, $this->signup_blocks( Pages::url( 'checkout' ) ), 'not under the checkout' );
		$this->assertSame( 0, $this->signup_blocks( Pages::url( 'order' ) ), 'not under the order page' );
		$this->assertSame( 1, $this->signup_blocks( Pages::url( 'home' ) ), 'the home page has its own only' );
	}

	/**
	 * How many elements with id="price-list-signup" the page prints.
	 *
	 * @param string $url Page URL.
	 */
	private function signup_blocks( string $url ): int {
		$answer = ( new HttpClient() )->get( $url );
		$this->assertStringContainsString( '</footer>', $answer['body'], $url . ' renders the footer' );
		return substr_count( $answer['body'], 'id="price-list-signup"' );
	}
}
