<?php
/**
 * Seeded titles of fixed pages (issue 13).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Content\Pages;
use Kabelshop\Tests\TestCase;

/**
 * The Serbian checkout page was seeded as "Plaćanje", the name of the checkout's step 4 (payment),
 * so the page and its step read alike; its heading already said "Kasa" (the .po), its stored title
 * (the <title>, wp-admin, menus) did not.
 */
final class FixedPageTitlesTest extends TestCase {

	/**
	 * The stored Serbian title of the checkout page.
	 */
	public function test_the_serbian_checkout_page_is_kasa(): void {
		$id = Pages::id( 'checkout', 'sr' );
		$this->assertGreaterThan( 0, $id );
		$this->assertSame( 'Kasa', get_post_field( 'post_title', $id ) );
	}
}
