<?php
/**
 * "Kontakt" once in the main navigation (issue 27).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Content\Pages;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * The served home page's main navigation (the seeded menu, Content\Seeder) links the contact page
 * once: as a top-level item, not also inside the company dropdown.
 */
final class NavigationContactTest extends TestCase {

	public function test_the_main_navigation_links_the_contact_page_once(): void {
		$body = ( new HttpClient() )->get( Pages::url( 'home' ) )['body'];
		$this->assertSame( 1, preg_match( '#<nav class="site-nav".*?</nav>#s', $body, $nav ), 'the main navigation is there' );
		$contact = preg_quote( Pages::url( 'contact' ), '#' );
		$this->assertSame( 1, preg_match_all( '#href="' . $contact . '"#', $nav[0] ), 'one link to the contact page' );
		$this->assertSame( 1, preg_match_all( '#>\s*Kontakt\s*</a>#u', $nav[0] ), '"Kontakt" once' );
	}
}
