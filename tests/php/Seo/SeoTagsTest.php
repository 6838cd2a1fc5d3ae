<?php
/**
 * Meta description, Open Graph and JSON-LD of served pages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Seo;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\Decimal;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Content\Company;
use Kabelshop\Content\Pages;
use Kabelshop\Seo\Description;
use Kabelshop\Tests\TestCase;

/**
 * A page, a news post and a product, requested from the served test site as a visitor: one meta
 * description (the editor's when set, else the default from the content), Open Graph tags naming
 * the canonical URL, and one JSON-LD graph with the expected types and values; each language's
 * version of a page names its own URL and locale and the other languages' locales; the catalogue
 * filtered by a category is a page of its own (canonical URL, title, description).
 */
final class SeoTagsTest extends TestCase {

	use ReadsHead;

	/** @var list<int> Posts and attachments made by a test, deleted afterwards. */
	private array $made = array();

	protected function tearDown(): void {
		foreach ( array_reverse( $this->made ) as $id ) {
			'attachment' === get_post_type( $id ) ? wp_delete_attachment( $id, true ) : wp_delete_post( $id, true );
		}
		$this->made = array();
		parent::tearDown();
	}

	/**
	 * A published post of a type.
	 *
	 * @param string               $type   'page' or 'post'.
	 * @param array<string, mixed> $fields More wp_insert_post fields.
	 */
	private function make_post( string $type, array $fields ): int {
		$id = wp_insert_post(
			$fields + array(
				'post_type'   => $type,
				'post_status' => 'publish',
				'post_title'  => 'SEO test ' . $this->unique(),
			),
			true
		);
		$this->assertIsInt( $id );
		$this->made[] = $id;
		return $id;
	}

	/**
	 * A 1200 x 630 PNG in the uploads folder as an attachment with its sizes and alt text.
	 */
	private function make_image(): int {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$uploads = wp_upload_dir();
		$file    = $uploads['path'] . '/' . $this->unique( 'seo-test-' ) . '.png';
		$image   = imagecreatetruecolor( 1200, 630 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 200, 80, 20 ) );
		imagepng( $image, $file );
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'SEO test image',
				'post_status'    => 'inherit',
			),
			$file
		);
		$this->assertIsInt( $id );
		$this->made[] = $id;
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $file ) );
		update_post_meta( $id, '_wp_attachment_image_alt', 'Bubanj kabela' );
		return $id;
	}

	/**
	 * The seeded product NYM-J.
	 */
	private function nym_j(): \WP_Post {
		$found = get_posts(
			array(
				'post_type'      => ProductMeta::POST_TYPE,
				'post_status'    => 'publish',
				'title'          => 'NYM-J',
				'posts_per_page' => 1,
			)
		);
		$this->assertNotEmpty( $found, 'the seeded product NYM-J' );
		return $found[0];
	}

	/**
	 * Asserts the Organization node every page carries.
	 *
	 * @param array<string, array<string, mixed>> $nodes Nodes by type.
	 */
	private function assertOrganization( array $nodes ): void {
		$this->assertArrayHasKey( 'Organization', $nodes );
		$org = $nodes['Organization'];
		$this->assertSame( Company::NAME, $org['name'] );
		$this->assertSame( home_url( '/' ), $org['url'] );
		$this->assertSame( Company::PHONE, $org['telephone'] );
		$this->assertSame( Company::EMAIL, $org['email'] );
		$this->assertSame( Company::STREET, $org['address']['streetAddress'] );
		$this->assertSame( Company::POSTCODE, $org['address']['postalCode'] );
		$this->assertSame( 'HR', $org['address']['addressCountry'] );
		$this->assertStringEndsWith( '/assets/logo.svg', $org['logo'] );
		$this->assertArrayNotHasKey( 'vatID', $org, 'no OIB is known yet: no vatID is made up' );
	}

	/**
	 * The names and URLs of a BreadcrumbList, in position order.
	 *
	 * @param array<string, mixed> $list BreadcrumbList node.
	 * @return list<array{0: string, 1: string}>
	 */
	private function crumbs( array $list ): array {
		$items = $list['itemListElement'];
		$this->assertSame( range( 1, count( $items ) ), array_column( $items, 'position' ) );
		return array_map( static fn( array $item ): array => array( $item['name'], $item['item'] ), $items );
	}

	public function test_a_page_has_its_default_description_then_the_edited_one(): void {
		$id   = $this->make_post(
			'page',
			array( 'post_content' => '<!-- wp:paragraph --><p>Kabele <strong>režemo</strong> na duljinu iz bubnja &amp; isporučujemo ih tvrtkama diljem Hrvatske.</p><!-- /wp:paragraph --><p>Druga rečenica ne ulazi u opis.</p>' )
		);
		$url  = (string) get_permalink( $id );
		$head = $this->head( $url );
		$this->assertSame( array( 'Kabele režemo na duljinu iz bubnja & isporučujemo ih tvrtkama diljem Hrvatske.' ), $head['descriptions'], 'first sentence of the content, tags stripped' );
		$this->assertSame( $url, $this->og( $head, 'og:url' ) );
		$this->assertSame( $head['canonical'], $this->og( $head, 'og:url' ), 'og:url is the canonical URL' );
		$this->assertSame( 'website', $this->og( $head, 'og:type' ) );
		$this->assertSame( get_the_title( $id ), $this->og( $head, 'og:title' ) );
		$this->assertSame( $head['descriptions'][0], $this->og( $head, 'og:description' ) );
		$this->assertSame( 'Kabelshop', $this->og( $head, 'og:site_name' ) );
		$this->assertSame( 'hr_HR', $this->og( $head, 'og:locale' ) );
		$this->assertArrayNotHasKey( 'og:locale:alternate', $head['og'], 'a page in one language has no other locale' );
		$this->assertArrayNotHasKey( 'og:image', $head['og'], 'no featured image, no og:image' );
		$this->assertSame( array( 'twitter:card' => 'summary' ), $head['twitter'] );
		$nodes = $this->nodes( $head );
		$this->assertSame( array( 'Organization' ), array_keys( $nodes ) );
		$this->assertOrganization( $nodes );

		update_post_meta( $id, Description::META_KEY, 'Opis koji je napisao urednik.' );
		$head = $this->head( $url );
		$this->assertSame( array( 'Opis koji je napisao urednik.' ), $head['descriptions'] );
		$this->assertSame( 'Opis koji je napisao urednik.', $this->og( $head, 'og:description' ) );
	}

	public function test_a_news_post_is_an_article_with_its_image_and_breadcrumbs(): void {
		$image = $this->make_image();
		$id    = $this->make_post(
			'post',
			array(
				'post_title'   => 'Nova isporuka kabela',
				'post_excerpt' => 'Sažetak novosti za tražilice.',
				'post_content' => '<p>Prva rečenica sadržaja koja nije sažetak, a dovoljno je duga da bude opis.</p>',
			)
		);
		set_post_thumbnail( $id, $image );
		$url  = (string) get_permalink( $id );
		$head = $this->head( $url );
		$this->assertSame( array( 'Sažetak novosti za tražilice.' ), $head['descriptions'], 'the excerpt' );
		$this->assertSame( 'article', $this->og( $head, 'og:type' ) );
		$this->assertSame( $url, $this->og( $head, 'og:url' ) );
		$this->assertSame( 'Nova isporuka kabela', $this->og( $head, 'og:title' ) );
		$large = wp_get_attachment_image_src( $image, 'large' );
		$this->assertIsArray( $large );
		$this->assertSame( $large[0], $this->og( $head, 'og:image' ) );
		$this->assertSame( (string) $large[1], $this->og( $head, 'og:image:width' ) );
		$this->assertSame( 'Bubanj kabela', $this->og( $head, 'og:image:alt' ) );

		$nodes = $this->nodes( $head );
		$this->assertSame( array( 'Organization', 'NewsArticle', 'BreadcrumbList' ), array_keys( $nodes ) );
		$this->assertOrganization( $nodes );
		$article = $nodes['NewsArticle'];
		$this->assertSame( 'Nova isporuka kabela', $article['headline'] );
		$this->assertSame( (string) get_post_time( 'c', false, $id ), $article['datePublished'] );
		$this->assertSame( (string) get_post_modified_time( 'c', false, $id ), $article['dateModified'] );
		$this->assertSame( 'Organization', $article['author']['@type'] );
		$this->assertSame( Company::NAME, $article['author']['name'] );
		$this->assertSame( $nodes['Organization']['@id'], $article['publisher']['@id'] );
		$this->assertSame( array( $large[0] ), $article['image'] );
		$this->assertSame( $url, $article['mainEntityOfPage'] );
		$this->assertSame(
			array(
				array( get_the_title( Pages::id( 'home' ) ), Pages::url( 'home' ) ),
				array( get_the_title( Pages::id( 'news' ) ), Pages::url( 'news' ) ),
				array( 'Nova isporuka kabela', $url ),
			),
			$this->crumbs( $nodes['BreadcrumbList'] )
		);

		update_post_meta( $id, Description::META_KEY, "Urednikov opis\nnovosti." );
		$this->assertSame( array( 'Urednikov opis novosti.' ), $this->head( $url )['descriptions'], 'the edited description, on one line' );
	}

	public function test_a_product_offers_its_articles_with_breadcrumbs_through_its_category(): void {
		$product  = $this->nym_j();
		$url      = (string) get_permalink( $product );
		$articles = ( new ArticleRepository() )->for_product( $product->ID );
		$this->assertNotEmpty( $articles );
		$prices = array_map( static fn( $a ): int => $a->unit_price_e4, $articles );
		$cores  = array_filter( array_map( static fn( $a ): ?int => $a->cores, $articles ) );

		$head = $this->head( $url );
		$this->assertCount( 1, $head['descriptions'] );
		$description = $head['descriptions'][0];
		$this->assertStringStartsWith( 'NYM-J (hrvatski naziv ', $description, 'the built sentence, in Croatian' );
		$this->assertStringContainsString( min( $cores ) . '–' . max( $cores ) . ' × ', $description, 'the cores range of the articles' );
		$this->assertStringContainsString( 'mm²', $description );
		$this->assertLessThanOrEqual( Description::MAX_LENGTH, mb_strlen( $description ) );
		$this->assertSame( 'product', $this->og( $head, 'og:type' ) );
		$this->assertSame( $url, $this->og( $head, 'og:url' ) );
		$this->assertSame( $head['canonical'], $url );
		$this->assertSame( 'NYM-J', $this->og( $head, 'og:title' ) );

		$nodes = $this->nodes( $head );
		$this->assertSame( array( 'Organization', 'Product', 'BreadcrumbList' ), array_keys( $nodes ) );
		$this->assertOrganization( $nodes );
		$node = $nodes['Product'];
		$this->assertSame( 'NYM-J', $node['name'] );
		$this->assertSame( $url, $node['url'] );
		$this->assertSame( $description, $node['description'] );
		$this->assertArrayNotHasKey( 'sku', $node, 'a cable type is many articles' );
		$offer = $node['offers'];
		$this->assertSame( 'AggregateOffer', $offer['@type'] );
		$this->assertSame( 'EUR', $offer['priceCurrency'] );
		$this->assertSame( Decimal::format( min( $prices ), 4 ), $offer['lowPrice'], 'the lowest article price per metre' );
		$this->assertSame( Decimal::format( max( $prices ), 4 ), $offer['highPrice'] );
		$this->assertSame( count( $articles ), $offer['offerCount'] );
		$in_stock = (bool) array_filter( $articles, static fn( $a ): bool => (int) $a->stock_m > 0 );
		$this->assertSame( $in_stock ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder', $offer['availability'] );
		$this->assertSame( 'MTR', $offer['priceSpecification']['unitCode'] );
		$this->assertFalse( $offer['priceSpecification']['valueAddedTaxIncluded'] );

		$crumbs = $this->crumbs( $nodes['BreadcrumbList'] );
		$this->assertCount( 4, $crumbs, 'Home > Catalogue > category > product' );
		$this->assertSame( Pages::url( 'home' ), $crumbs[0][1] );
		$this->assertSame( array( get_the_title( Pages::id( 'catalogue' ) ), Pages::url( 'catalogue' ) ), $crumbs[1] );
		$this->assertSame( 'Instalacijski kabeli', $crumbs[2][0] );
		$this->assertSame( Pages::url( 'catalogue', array( 'category' => 'installation-cables' ) ), $crumbs[2][1] );
		$this->assertSame( array( 'NYM-J', $url ), $crumbs[3] );

		update_post_meta( $product->ID, Description::META_KEY, 'NYM-J iz skladišta u Zagrebu.' );
		try {
			$head = $this->head( $url );
		} finally {
			delete_post_meta( $product->ID, Description::META_KEY );
		}
		$this->assertSame( array( 'NYM-J iz skladišta u Zagrebu.' ), $head['descriptions'] );
		$this->assertSame( 'NYM-J iz skladišta u Zagrebu.', $this->nodes( $head )['Product']['description'] );
	}

	public function test_the_catalogue_and_home_have_a_description_and_a_404_has_none(): void {
		$catalogue = $this->head( Pages::url( 'catalogue' ) );
		$this->assertSame( array( 'Katalog energetskih, instalacijskih, savitljivih, upravljačkih i telekomunikacijskih kabela: presjeci, tehnički podaci i cijene po metru.' ), $catalogue['descriptions'] );
		$this->assertSame( Pages::url( 'catalogue' ), $this->og( $catalogue, 'og:url' ) );

		$home = $this->head( home_url( '/' ) );
		$this->assertCount( 1, $home['descriptions'] );
		$this->assertNotSame( '', $home['descriptions'][0] );
		$this->assertSame( home_url( '/' ), $this->og( $home, 'og:url' ) );
		$this->assertSame( 'website', $this->og( $home, 'og:type' ) );

		$missing = $this->head( home_url( '/seo-test-nema-te-stranice/' ), 404 );
		$this->assertSame( array(), $missing['descriptions'] );
		$this->assertSame( array(), $missing['og'] );
	}

	public function test_each_language_version_of_a_page_names_its_locale_and_the_others(): void {
		$locales = array(
			'hr' => 'hr_HR',
			'en' => 'en_US',
			'sr' => 'sr_RS',
		);
		foreach ( $locales as $code => $locale ) {
			$url  = Pages::url( 'contact', array(), $code );
			$head = $this->head( $url );
			$this->assertSame( $url, $head['canonical'], "the $code contact page is its own canonical URL" );
			$this->assertSame( $url, $this->og( $head, 'og:url' ) );
			$this->assertSame( $locale, $this->og( $head, 'og:locale' ) );
			$this->assertSame( array_values( array_diff( $locales, array( $locale ) ) ), $head['og']['og:locale:alternate'] ?? array(), "$code: the two other languages have a contact page" );
		}
	}

	public function test_the_catalogue_filtered_by_a_category_is_a_page_of_its_own(): void {
		$url  = Pages::url( 'catalogue', array( 'category' => 'installation-cables' ) );
		$head = $this->head( $url );
		$this->assertSame( $url, $head['canonical'], 'the category\'s URL, not the whole catalogue\'s' );
		$this->assertSame( $url, $this->og( $head, 'og:url' ) );
		$this->assertSame( 'Instalacijski kabeli – Katalog kabela', $this->og( $head, 'og:title' ), 'the page\'s heading' );
		$this->assertCount( 1, $head['descriptions'] );
		$this->assertStringStartsWith( 'Instalacijski kabeli: ', $head['descriptions'][0], 'the category\'s description' );
		$this->assertSame( $head['descriptions'][0], $this->og( $head, 'og:description' ) );

		$other = $this->head( Pages::url( 'catalogue', array( 'category' => 'installation-cables', 'cores' => '3' ) ) );
		$this->assertSame( $url, $other['canonical'], 'further filters narrow the category\'s page' );
		$this->assertSame( Pages::url( 'catalogue' ), $this->head( Pages::url( 'catalogue', array( 'category' => 'no-such-category' ) ) )['canonical'], 'an unknown category is the whole catalogue' );
	}

	public function test_json_ld_cannot_be_closed_by_a_title(): void {
		global $wpdb;
		$id = $this->make_post( 'post', array() );
		// Stored as an editor with unfiltered_html could store it (kses would strip it for others).
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Kabel </script><script>alert(1)</script> & "navodnici"' ), array( 'ID' => $id ) );
		clean_post_cache( $id );
		$head = $this->head( (string) get_permalink( $id ) );
		$this->assertStringNotContainsString( '<script>alert(1)', $head['html'] );
		$this->assertSame( html_entity_decode( get_the_title( $id ), ENT_QUOTES, 'UTF-8' ), $this->nodes( $head )['NewsArticle']['headline'], 'the JSON still carries the title' );
		$this->assertStringContainsString( '</script><script>alert(1)</script>', $this->nodes( $head )['NewsArticle']['headline'] );
	}
}
