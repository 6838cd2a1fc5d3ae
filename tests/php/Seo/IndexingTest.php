<?php
/**
 * Sitemaps, robots.txt and the "discourage search engines" setting on the served site.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Seo;

use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Content\Pages;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * WordPress's sitemaps list pages, news, products and cable categories and never users;
 * robots.txt names the sitemap and blocks nothing a page needs; with blog_public = 0 (Settings >
 * Reading, "Discourage search engines") every page says noindex and there is no sitemap.
 */
final class IndexingTest extends TestCase {

	use ReadsHead;

	/**
	 * The <loc> values of a sitemap or sitemap index.
	 *
	 * @param string $url Absolute URL.
	 * @return list<string>
	 */
	private function locs( string $url ): array {
		$answer = ( new HttpClient() )->get( $url );
		$this->assertSame( 200, $answer['status'], $url );
		$xml = simplexml_load_string( $answer['body'] );
		$this->assertNotFalse( $xml, 'XML of ' . $url );
		$locs = array();
		foreach ( $xml->children() as $entry ) {
			$locs[] = (string) $entry->loc;
		}
		return $locs;
	}

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

	public function test_the_sitemap_lists_pages_news_products_and_categories_but_no_users(): void {
		$index = $this->locs( home_url( '/wp-sitemap.xml' ) );
		$maps  = array(
			'page'     => home_url( '/wp-sitemap-posts-page-1.xml' ),
			'post'     => home_url( '/wp-sitemap-posts-post-1.xml' ),
			'product'  => home_url( '/wp-sitemap-posts-' . ProductMeta::POST_TYPE . '-1.xml' ),
			'category' => home_url( '/wp-sitemap-taxonomies-kabelshop_category-1.xml' ),
		);
		foreach ( $maps as $map ) {
			$this->assertContains( $map, $index );
		}
		$this->assertSame( array(), preg_grep( '/users/', $index ), 'no users sitemap: it would list logins' );
		$this->assertSame( array(), preg_grep( '/taxonomies-(category|post_tag)-/', $index ), 'news categories are not pages of their own' );
		$this->assertSame( 404, ( new HttpClient() )->get( home_url( '/wp-sitemap-users-1.xml' ) )['status'] );

		$pages = $this->locs( $maps['page'] );
		$this->assertContains( Pages::url( 'about' ), $pages );
		$this->assertContains( Pages::url( 'catalogue' ), $pages );
		$this->assertNotContains( Pages::url( 'checkout' ), $pages, 'a visitor\'s own pages are not listed' );
		$this->assertNotContains( Pages::url( 'account' ), $pages );
		$this->assertContains( (string) get_permalink( $this->first_of( 'post' ) ), $this->locs( $maps['post'] ) );
		$this->assertContains( (string) get_permalink( $this->first_of( ProductMeta::POST_TYPE ) ), $this->locs( $maps['product'] ) );
		$this->assertContains( Pages::url( 'catalogue', array( 'category' => 'power-cables' ) ), $this->locs( $maps['category'] ), 'a category is the catalogue filtered by it' );
	}

	public function test_robots_txt_names_the_sitemap_and_blocks_no_rendering_asset(): void {
		$answer = ( new HttpClient() )->get( home_url( '/robots.txt' ) );
		$this->assertSame( 200, $answer['status'] );
		$this->assertStringContainsString( 'Sitemap: ' . home_url( '/wp-sitemap.xml' ), $answer['body'] );
		$this->assertDoesNotMatchRegularExpression( '#^Disallow:\s*/(wp-json|wp-content|wp-includes|[ \t]*$)#mi', $answer['body'] );
	}

	public function test_a_visitors_own_pages_and_category_archives_are_noindex(): void {
		$this->assertStringNotContainsString( 'noindex', $this->head( Pages::url( 'about' ) )['robots'] );
		$this->assertStringContainsString( 'noindex', $this->head( Pages::url( 'checkout' ) )['robots'] );
		$term = get_term_by( 'slug', 'power-cables', 'kabelshop_category' );
		$this->assertInstanceOf( \WP_Term::class, $term );
		$archive = $this->head( (string) get_term_link( $term ) );
		$this->assertStringContainsString( 'noindex', $archive['robots'] );
		$this->assertSame( Pages::url( 'catalogue', array( 'category' => 'power-cables' ) ), $this->og( $archive, 'og:url' ) );
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
