<?php
/**
 * WordPress's sitemaps on the served site: every language's URLs, once each.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Seo;

use Kabelshop\Catalog\Categories;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\LanguageRouter;
use Kabelshop\I18n\Locale;
use Kabelshop\I18n\Translations;
use Kabelshop\Seo\Indexing;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * /wp-sitemap.xml lists pages, news, cable types and cable categories, never users; the posts
 * sitemaps list each language's published posts at their own URLs (/kontakt/, /en/contact/,
 * /sr/kontakt/; the product of each language that has one), the front page as each language's
 * home, no drafts and no page that says noindex; every cable category once per language as the
 * catalogue filtered by it, which names itself as its canonical URL. The sitemap under a language
 * prefix is the root one.
 */
final class SitemapTest extends TestCase {

	use ReadsHead;

	/** @var list<int> Posts made by a test. */
	private array $made = array();

	protected function tearDown(): void {
		foreach ( $this->made as $id ) {
			wp_delete_post( $id, true );
		}
		$this->made = array();
		parent::tearDown();
	}

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
	 * The URLs of a post type's sitemap (the demo has fewer than 2000 posts per type: one page).
	 *
	 * @param string $type Post type.
	 * @return list<string>
	 */
	private function posts_sitemap( string $type ): array {
		return $this->locs( home_url( '/wp-sitemap-posts-' . $type . '-1.xml' ) );
	}

	/**
	 * Every language's published posts of a type.
	 *
	 * @param string               $type  Post type.
	 * @param array<string, mixed> $query More get_posts() arguments.
	 * @return list<\WP_Post>
	 */
	private function published( string $type, array $query = array() ): array {
		return array_values(
			get_posts(
				$query + array(
					'post_type'                  => $type,
					'post_status'                => 'publish',
					'posts_per_page'             => -1,
					LanguageRouter::ANY_LANGUAGE => true,
				)
			)
		);
	}

	/**
	 * Asserts a list has no URL twice.
	 *
	 * @param list<string> $urls URLs.
	 * @param string       $what What the list is.
	 */
	private function assertOnce( array $urls, string $what ): void {
		$this->assertSame( array(), array_keys( array_filter( array_count_values( $urls ), static fn( int $n ): bool => $n > 1 ) ), "no URL twice in the $what sitemap" );
	}

	public function test_the_index_lists_the_providers_and_no_users(): void {
		$index = $this->locs( home_url( '/wp-sitemap.xml' ) );
		foreach ( array( 'posts-page', 'posts-post', 'posts-' . ProductMeta::POST_TYPE, 'taxonomies-' . Categories::TAXONOMY ) as $map ) {
			$this->assertContains( home_url( '/wp-sitemap-' . $map . '-1.xml' ), $index );
		}
		$this->assertSame( array(), preg_grep( '/users/', $index ), 'no users sitemap: it would list logins' );
		$this->assertSame( array(), preg_grep( '/taxonomies-(category|post_tag)-/', $index ), 'news categories are not pages of their own' );
		$this->assertSame( 404, ( new HttpClient() )->get( home_url( '/wp-sitemap-users-1.xml' ) )['status'] );

		// One sitemap for the three languages: under a prefix it is the root one.
		foreach ( array( '/en/wp-sitemap.xml' => '/wp-sitemap.xml', '/sr/wp-sitemap-posts-page-1.xml' => '/wp-sitemap-posts-page-1.xml' ) as $prefixed => $root ) {
			$answer = ( new HttpClient() )->get( home_url( $prefixed ) );
			$this->assertSame( 301, $answer['status'], $prefixed );
			$this->assertSame( array( home_url( $root ) ), $answer['headers']['location'] ?? array(), $prefixed );
		}
	}

	public function test_pages_are_listed_in_every_language_without_private_or_noindex_ones(): void {
		$pages = $this->posts_sitemap( 'page' );
		$this->assertOnce( $pages, 'pages' );
		foreach ( array( '/kontakt/', '/en/contact/', '/sr/kontakt/', '/katalog/', '/en/catalogue/', '/sr/katalog/', '/', '/en/', '/sr/' ) as $path ) {
			$this->assertContains( home_url( $path ), $pages, 'each language\'s page at its own URL, the front page as the language\'s home' );
		}
		$this->assertNotContains( home_url( '/en/home/' ), $pages, 'the English front page is /en/' );
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			foreach ( Indexing::PRIVATE_PAGES as $key ) {
				$this->assertNotContains( Pages::url( $key, array(), $code ), $pages, "$code $key: one visitor's page" );
			}
		}
		$this->assertCount( count( $this->published( 'page' ) ) - count( Indexing::private_page_ids() ), $pages, 'every published page of every language but the private ones, once' );
		foreach ( $pages as $url ) {
			$this->assertStringNotContainsString( 'noindex', $this->head( $url )['robots'], "$url is listed: it must not say noindex" );
		}
	}

	public function test_a_page_is_listed_while_published_and_not_as_a_draft(): void {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Sitemap test ' . $this->unique(),
				'post_content' => '<p>An English page of the sitemap test.</p>',
			),
			true
		);
		$this->assertIsInt( $id );
		$this->made[] = $id;
		Translations::set_language( $id, 'en' );
		$url = (string) get_permalink( $id );
		$this->assertStringStartsWith( home_url( '/en/' ), $url );
		$this->assertContains( $url, $this->posts_sitemap( 'page' ), 'a published English page, at its /en/ URL' );

		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertNotContains( $url, $this->posts_sitemap( 'page' ), 'a draft is not listed' );
	}

	public function test_news_and_cable_types_are_listed_at_each_languages_url(): void {
		foreach ( array( 'post', ProductMeta::POST_TYPE ) as $type ) {
			$listed   = $this->posts_sitemap( $type );
			$expected = array_map( static fn( \WP_Post $post ): string => (string) get_permalink( $post ), $this->published( $type ) );
			sort( $listed );
			sort( $expected );
			$this->assertSame( $expected, $listed, "every published $type of every language, at its own URL, once" );
		}

		// NYM-J at /kabel/nym-j/ and, for each language it is translated into, at that language's URL.
		$cables = $this->posts_sitemap( ProductMeta::POST_TYPE );
		$hr     = array_values( array_filter( $this->published( ProductMeta::POST_TYPE, array( 'title' => 'NYM-J' ) ), static fn( \WP_Post $post ): bool => 'hr' === Translations::language_of( $post->ID ) ) );
		$this->assertNotEmpty( $hr, 'the seeded Croatian NYM-J' );
		foreach ( array_keys( Locale::LANGUAGES ) as $code ) {
			$base = home_url( Locale::prefix( $code ) . '/' . LanguageRouter::CABLE_BASES[ $code ] . '/' );
			$id   = 'hr' === $code ? $hr[0]->ID : Translations::translation( $hr[0]->ID, $code );
			$mine = array_values( array_filter( $cables, static fn( string $url ): bool => str_starts_with( $url, $base ) ) );
			if ( $id > 0 ) {
				$this->assertContains( (string) get_permalink( $id ), $mine, "NYM-J in $code under $base" );
			} elseif ( Translations::is_translated_type( ProductMeta::POST_TYPE ) ) {
				$this->assertNotContains( $base . $hr[0]->post_name . '/', $cables, "NYM-J has no $code version: no $code URL" );
			}
		}
		$this->assertContains( home_url( '/kabel/' . $hr[0]->post_name . '/' ), $cables );

		$draft        = wp_insert_post(
			array(
				'post_type'   => ProductMeta::POST_TYPE,
				'post_status' => 'draft',
				'post_title'  => 'Sitemap draft ' . $this->unique(),
				'post_name'   => 'sitemap-draft-' . $this->unique(),
			),
			true
		);
		$this->made[] = (int) $draft;
		$this->assertSame( array(), preg_grep( '#/sitemap-draft-#', $this->posts_sitemap( ProductMeta::POST_TYPE ) ), 'no draft cable type' );
	}

	public function test_every_cable_category_is_listed_once_per_language_as_its_own_canonical_page(): void {
		$listed = $this->locs( home_url( '/wp-sitemap-taxonomies-' . Categories::TAXONOMY . '-1.xml' ) );
		$this->assertOnce( $listed, 'categories' );
		$terms = get_terms(
			array(
				'taxonomy'   => Categories::TAXONOMY,
				'hide_empty' => true,
			)
		);
		$this->assertIsArray( $terms );
		$this->assertNotEmpty( $terms );
		$this->assertCount( 3 * count( $terms ), $listed, 'each category once per language' );
		$catalogues = array(
			'hr' => home_url( '/katalog/' ),
			'en' => home_url( '/en/catalogue/' ),
			'sr' => home_url( '/sr/katalog/' ),
		);
		foreach ( $catalogues as $code => $catalogue ) {
			foreach ( $terms as $term ) {
				$this->assertContains( $catalogue . '?category=' . $term->slug, $listed, "$code {$term->slug}" );
			}
			$url  = $catalogue . '?category=power-cables';
			$head = $this->head( $url );
			$this->assertSame( $url, $head['canonical'], 'the filtered catalogue is its own canonical URL' );
			$this->assertSame( $url, $this->og( $head, 'og:url' ) );
			$this->assertStringNotContainsString( 'noindex', $head['robots'] );
		}
		$this->assertSame( array(), preg_grep( '#/(author|kategorija-kabela)/#', $listed ), 'no user and no bare category archive' );
	}
}
