<?php
/**
 * robots.txt, noindex and the "discourage search engines" setting on the served site.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Seo;

use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * robots.txt names the sitemap (what the sitemaps list: SitemapTest) and blocks nothing a page
 * needs; a visitor's own pages say noindex in every language, the bare category archives answer 301 to the filtered catalogue; with
 * blog_public = 0 (Settings > Reading, "Discourage search engines") every page says noindex and
 * there is no sitemap.
 */
final class IndexingTest extends TestCase {

	use ReadsHead;

	/**
	 * The first published post of a type, as WordPress lists it.
	 *
	 * @param string $type Post type.
	 */
	private function first_of( string $type ): \WP_Post {
		$posts = get_posts(
			array(
				'post_type'      => $type,
				'post_status'    => 'publish',
				'posts_per_page' => 1,
			)
		);
		$this->assertNotEmpty( $posts, "a published $type" );
		return $posts[0];
	}

	public function test_robots_txt_names_the_sitemap_and_blocks_no_rendering_asset(): void {
		$answer = ( new HttpClient() )->get( home_url( '/robots.txt' ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertStringContainsString( 'Sitemap: ' . home_url( '/wp-sitemap.xml' ), $answer['body'] );
		$this->assertDoesNotMatchRegularExpression( '#^Disallow:\s*/(wp-json|wp-content|wp-includes|[ \t]*$)#mi', $answer['body'] );
	}

	public function test_a_visitors_own_pages_are_noindex_and_category_archives_redirect_to_the_catalogue(): void {
		$this->assertStringNotContainsString( 'noindex', $this->head( Pages::url( 'about' ) )['robots'] );
		foreach ( array( 'hr', 'en', 'sr' ) as $code ) {
			// The others send a visitor to the login page (account) or answer 404 without an order.
			$this->assertStringContainsString( 'noindex', $this->head( Pages::url( 'checkout', array(), $code ) )['robots'], "$code checkout" );
		}
		$term = get_term_by( 'slug', 'power-cables', 'kabelshop_category' );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$previous = Locale::force( 'en' );
		try {
			$english = (string) get_term_link( $term );
		} finally {
			Locale::force( $previous );
		}
		$archives = array(
			'hr' => (string) get_term_link( $term ),
			'en' => $english,
		);
		foreach ( $archives as $code => $url ) {
			$catalogue = Pages::url( 'catalogue', array( 'category' => 'power-cables' ), $code );
			$answer    = ( new HttpClient() )->get( $url );
			// Catalog\CategoryNames sends the archive to the catalogue filtered by it: it is never shown.
			$this->assertSame( 301, $answer['status'], "$code archive" );
			$this->assertSame( array( $catalogue ), $answer['headers']['location'] ?? array(), "$code archive" );
		}
	}

	public function test_discouraging_search_engines_adds_noindex_and_removes_the_sitemap(): void {
		$this->assertSame( '1', (string) get_option( 'blog_public' ), 'indexing is on by default' );
		$page    = Pages::url( 'about' );
		$product = (string) get_permalink( $this->first_of( ProductMeta::POST_TYPE ) );
		$this->assertStringNotContainsString( 'noindex', $this->head( $page )['robots'] );
		update_option( 'blog_public', '0' );
		try {
			$this->assertStringContainsString( 'noindex', $this->head( $page )['robots'] );
			$this->assertStringContainsString( 'noindex', $this->head( $product )['robots'] );
			$this->assertSame( 404, ( new HttpClient() )->get( home_url( '/wp-sitemap.xml' ) )['status'] );
			// Since WordPress 5.3 robots.txt does not disallow everything: crawlers must read the noindex.
			$this->assertStringNotContainsString( 'Sitemap:', ( new HttpClient() )->get( home_url( '/robots.txt' ) )['body'] );
		} finally {
			update_option( 'blog_public', '1' );
		}
		$this->assertSame( 200, ( new HttpClient() )->get( home_url( '/wp-sitemap.xml' ) )['status'] );
	}
}
