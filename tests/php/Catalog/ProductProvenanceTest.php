<?php
/**
 * Data provenance is for staff (issue 11): no product page, island prop or REST answer shows a
 * buyer where the catalogue data was transcribed from or what is uncertain about it; the page
 * names the maker in one "Source: <maker>" line, and the staff's notes with the source links are
 * on the cable type's edit screen.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\CatalogService;
use Kabelshop\Catalog\ProductMeta;
use Kabelshop\Catalog\Seeder;
use Kabelshop\Catalog\TypeWords;
use Kabelshop\Tests\Content\RendersTemplates;
use Kabelshop\Tests\TestCase;

/**
 * Every seeded product's page in the three languages, fetched from the served test site.
 */
final class ProductProvenanceTest extends TestCase {

	use RendersTemplates;

	/**
	 * Phrases of the staff notes in the seed data (data/catalogue/: the CSV's hr_name, source,
	 * standard, insulation and sheath cells, the former descriptions' "English:" lines and
	 * Croatian provenance sentences, the colour tables' sources). Lower case.
	 */
	private const PHRASES = array(
		'not verified',
		'per brief',
		'equivalent construction',
		'as reproduced',
		'not a croatian-made',
		'repo value',
		'secondary',
		'general knowledge',
		'not read in a source',
		'supplementary type',
		'not in requested list',
		'english:',
		'reference values',
		'per top cable datasheet',
		'referentne vrijednosti',
		'nije riječ o proizvodu',
		'sekundarnog izvora',
	);

	/** Keys whose value is a link, not text. */
	private const LINK_KEYS = array( 'url' );

	/** Keys whose value is HTML (the editor's description, the server's card): their text counts, not their links. */
	private const HTML_KEYS = array( 'description_html', 'card_html' );

	/**
	 * A URL of the site in a language. The one place that knows how the language is chosen
	 * (today ?lang=; language prefixes /en/ and /sr/ replace it).
	 *
	 * @param string $url  URL in Croatian.
	 * @param string $lang 'hr' | 'en' | 'sr'.
	 */
	private static function in_language( string $url, string $lang ): string {
		return add_query_arg( 'lang', $lang, $url );
	}

	/**
	 * The seeded products: post id => designation.
	 *
	 * @return array<int, string>
	 */
	private function seeded_products(): array {
		$data         = Seeder::data();
		$designations = array_merge( array_keys( $data['csv_types'] ), array_column( $data['types'], 'designation' ) );
		$out          = array();
		foreach ( $designations as $designation ) {
			$posts = get_posts(
				array(
					'post_type'   => ProductMeta::POST_TYPE,
					'post_status' => 'publish',
					'title'       => $designation,
					'numberposts' => 1,
				)
			);
			$this->assertCount( 1, $posts, "seeded product $designation" );
			$out[ $posts[0]->ID ] = $designation;
		}
		$this->assertCount( 22, $out, 'the seeded catalogue has 22 cable types' );
		return $out;
	}

	/**
	 * Provenance phrases, links and URLs of the staff note found in a text.
	 *
	 * @param string       $text Text a buyer can read.
	 * @param list<string> $urls The product's source URLs.
	 * @return list<string>
	 */
	private static function leaks( string $text, array $urls ): array {
		$found = array();
		$lower = mb_strtolower( $text );
		foreach ( self::PHRASES as $phrase ) {
			if ( str_contains( $lower, $phrase ) ) {
				$found[] = $phrase;
			}
		}
		if ( preg_match( '~https?:|www\.~i', $text ) ) {
			$found[] = 'a URL';
		}
		foreach ( $urls as $url ) {
			if ( str_contains( $text, (string) wp_parse_url( $url, PHP_URL_HOST ) ) ) {
				$found[] = $url;
			}
		}
		return $found;
	}

	/**
	 * Every string in the island props or a REST answer but links, as "key: value" lines (HTML as
	 * its text: links an editor wrote in a description are the editor's).
	 *
	 * @param array<mixed> $props Props.
	 * @param string       $path  Key path so far.
	 * @return list<string>
	 */
	private static function prop_texts( array $props, string $path = '' ): array {
		$out = array();
		foreach ( $props as $key => $value ) {
			if ( in_array( $key, self::LINK_KEYS, true ) ) {
				continue;
			}
			if ( is_array( $value ) ) {
				$out = array_merge( $out, self::prop_texts( $value, $path . $key . '.' ) );
			} elseif ( is_string( $value ) ) {
				$out[] = $path . $key . ': ' . ( in_array( $key, self::HTML_KEYS, true ) ? wp_strip_all_tags( $value ) : $value );
			}
		}
		return $out;
	}

	public function test_no_product_page_shows_where_its_data_comes_from(): void {
		$labels = array(
			'hr' => 'Izvor: ',
			'en' => 'Source: ',
			'sr' => 'Izvor: ',
		);
		$site   = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		foreach ( $this->seeded_products() as $id => $designation ) {
			$note = (string) get_post_meta( $id, ProductMeta::key( 'data_note' ), true );
			preg_match_all( '~https?://[^\s)|;,]+~', $note, $urls );
			$source = (string) get_post_meta( $id, ProductMeta::key( 'source' ), true );
			foreach ( $labels as $lang => $label ) {
				$html  = $this->fetch( self::in_language( (string) get_permalink( $id ), $lang ), $lang );
				$xpath = $this->xpath( $html );
				$where = "$designation ($lang)";
				$text  = '';
				foreach ( $xpath->query( '//main//text()[not(ancestor::script) and not(ancestor::style) and not(ancestor::template)]' ) as $node ) {
					$text .= $node->textContent . ' ';
				}
				$this->assertStringContainsString( TypeWords::localise( $designation, $lang ), $text, "$where: the product page was read (its name in the page's language, issue 27)" );
				$this->assertSame( array(), self::leaks( $text, $urls[0] ), "$where: the page shows provenance" );
				foreach ( $xpath->query( '//main//a[@href][not(ancestor::*[contains(@class,"product__description")])]' ) as $link ) {
					$host = wp_parse_url( $link->getAttribute( 'href' ), PHP_URL_HOST );
					$this->assertContains( $host, array( null, $site ), "$where: a link to another site that the editor did not write: " . $link->getAttribute( 'href' ) );
				}
				foreach ( $urls[0] as $url ) {
					$this->assertStringNotContainsString( $url, $html, "$where: a source URL of the staff note is in the page" );
				}
				$props = json_decode( $this->text( $xpath, '//script[@class="island-props"][preceding-sibling::div[1][@data-island="product-table"]]' ), true );
				$this->assertIsArray( $props, "$where: the product table's props" );
				$this->assertArrayNotHasKey( 'data_note', $props['props'], "$where: the staff note is not in the props" );
				$this->assertSame( array(), self::leaks( implode( "\n", self::prop_texts( $props['props'] ) ), $urls[0] ), "$where: the island props carry provenance" );
				$line = $this->text( $xpath, '//main//p[@class="product__source"]' );
				$this->assertSame( '' === $source ? '' : $label . $source, $line, "$where: the source line names the maker" );
			}
		}
	}

	public function test_rest_answers_carry_no_staff_note(): void {
		foreach ( $this->seeded_products() as $id => $designation ) {
			$detail = $this->rest( 'GET', '/kabelshop/v1/products/' . $id );
			$this->assertSame( 200, $detail->get_status(), $designation );
			$this->assertArrayNotHasKey( 'data_note', $detail->get_data(), $designation );
			$texts = self::prop_texts( array_diff_key( $detail->get_data(), array( 'articles' => true ) ) );
			$this->assertSame( array(), self::leaks( implode( "\n", $texts ), array() ), "$designation: GET products/$id" );
		}
		$list = $this->rest( 'GET', '/kabelshop/v1/products', array( 'per_page' => 100 ) );
		foreach ( $list->get_data() as $row ) {
			$this->assertSame( array(), self::leaks( implode( "\n", self::prop_texts( $row ) ), array() ), $row['designation'] . ': GET products' );
		}
	}

	public function test_staff_see_the_notes_with_their_source_links_on_the_edit_screen(): void {
		$products = array_flip( $this->seeded_products() );
		foreach ( array( 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)' => 'https://lsvinacns.vn/', 'H07RN-F (single core)' => 'github iamkm23/electrical-reference', 'NYM-J' => 'https://elektricari.rs/vrste-kablova/' ) as $designation => $source ) {
			ob_start();
			( new CatalogService() )->render_fields_box( get_post( $products[ $designation ] ) );
			$box = (string) ob_get_clean();
			$this->assertMatchesRegularExpression( '~<textarea[^>]*name="kabelshop\[data_note\]"[^>]*>[^<]*' . preg_quote( esc_textarea( $source ), '~' ) . '~', $box, "$designation: the note and its source in wp-admin" );
			$this->assertStringContainsString( 'Sources:', $box );
		}
		$this->assertStringContainsString( 'name per brief; not verified in a source', (string) get_post_meta( $products['H07RN-F (single core)'], ProductMeta::key( 'data_note' ), true ), 'the CSV cell is kept for staff' );
	}
}
