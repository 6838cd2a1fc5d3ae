<?php
/**
 * Titles in the page's language (issue 11): the home page's <title>, the 404 page's title and
 * heading, and the site search's results page (title, heading, results, no-results text, link
 * to the catalogue search), fetched over HTTP in the three languages.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Content;

use Kabelshop\Catalog\ProductMeta;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\TestCase;

final class DocumentTitlesTest extends TestCase {

	use RendersTemplates;

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
	 * The page in a language, as a DOM.
	 *
	 * @param string $url    URL in Croatian.
	 * @param string $lang   'hr' | 'en' | 'sr'.
	 * @param int    $status Expected HTTP status.
	 */
	private function page( string $url, string $lang, int $status = 200 ): \DOMXPath {
		return $this->xpath( $this->fetch( self::in_language( $url, $lang ), $lang, 0, $status ) );
	}

	/**
	 * The document title as a reader sees it (entities decoded).
	 *
	 * @param \DOMXPath $xpath Page.
	 */
	private function title( \DOMXPath $xpath ): string {
		return html_entity_decode( $this->text( $xpath, '//head/title' ), ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * Search results of a page.
	 *
	 * @param \DOMXPath $xpath Page.
	 * @return list<array{0: string, 1: string, 2: string}> kind, title, link.
	 */
	private function results( \DOMXPath $xpath ): array {
		$out = array();
		foreach ( $xpath->query( '//main//li[@class="search-result"]' ) as $item ) {
			$out[] = array(
				$this->text_in( $xpath, './/*[@class="search-result__kind"]', $item ),
				$this->text_in( $xpath, './/h3/a', $item ),
				(string) $xpath->query( './/h3/a', $item )->item( 0 )->getAttribute( 'href' ),
			);
		}
		return $out;
	}

	/**
	 * Text of the first node matching a relative XPath expression under a node.
	 *
	 * @param \DOMXPath $xpath   XPath.
	 * @param string    $query   Expression.
	 * @param \DOMNode  $context Node.
	 */
	private function text_in( \DOMXPath $xpath, string $query, \DOMNode $context ): string {
		$nodes = $xpath->query( $query, $context );
		return $nodes && $nodes->length > 0 ? trim( (string) preg_replace( '/\s+/u', ' ', (string) $nodes->item( 0 )->textContent ) ) : '';
	}

	public function test_a_cable_type_s_title_is_its_name_in_the_page_s_language_under_any_theme(): void {
		$id = wp_insert_post(
			array(
				'post_type'   => ProductMeta::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)',
			)
		);
		$previous = Locale::force( 'hr' );
		try {
			$this->assertSame( 'Cu/XLPE/PVC 0,6/1 kV bez armature (tip N2XY)', html_entity_decode( get_the_title( $id ), ENT_QUOTES, 'UTF-8' ), 'what a theme\'s the_title() prints on a Croatian page' );
			Locale::force( 'sr' );
			$this->assertStringContainsString( '0,6/1 kV', get_the_title( $id ), 'Serbian: the decimal comma' );
			Locale::force( 'en' );
			$this->assertSame( 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)', get_the_title( $id ), 'English: the stored name' );
		} finally {
			Locale::force( $previous );
		}
		$this->assertSame( 'Cu/XLPE/PVC 0.6/1 kV unarmoured (N2XY-type)', get_post( $id )->post_title, 'the stored record is unchanged' );
	}

	public function test_home_page_title_is_in_the_page_language(): void {
		$expected = array(
			'hr' => 'Kabelshop – Kabeli i vodiči za tvrtke i obrtnike',
			'en' => 'Kabelshop – Cables and wires for companies and sole traders',
			'sr' => 'Kabelshop – Kablovi i provodnici za firme i preduzetnike',
		);
		foreach ( $expected as $lang => $title ) {
			$this->assertSame( $title, $this->title( $this->page( home_url( '/' ), $lang ) ), "home <title> in $lang" );
		}
	}

	public function test_a_missing_page_is_titled_and_headed_in_the_page_language(): void {
		$expected = array(
			'hr' => 'Stranica nije pronađena',
			'en' => 'Page not found',
			'sr' => 'Stranica nije pronađena',
		);
		$url      = home_url( '/' . $this->unique( 'nema-' ) . '/' );
		foreach ( $expected as $lang => $text ) {
			$xpath = $this->page( $url, $lang, 404 );
			$this->assertSame( $text . ' – Kabelshop', $this->title( $xpath ), "404 <title> in $lang" );
			$this->assertSame( $text, $this->text( $xpath, '//h1' ), "404 heading in $lang" );
		}
	}

	public function test_site_search_has_its_own_title_heading_and_results(): void {
		$expected = array(
			'hr' => array( 'Rezultati pretrage za „NYM”', 'Vrsta kabela', 'Pretražite katalog za „NYM”' ),
			'en' => array( 'Search results for “NYM”', 'Cable type', 'Search the catalogue for “NYM”' ),
			'sr' => array( 'Rezultati pretrage za „NYM”', 'Tip kabla', 'Pretražite katalog za „NYM”' ),
		);
		foreach ( $expected as $lang => $texts ) {
			$xpath = $this->page( add_query_arg( 's', 'NYM', home_url( '/' ) ), $lang );
			$where = "?s=NYM in $lang";
			$this->assertSame( $texts[0] . ' – Kabelshop', $this->title( $xpath ), "$where: <title>" );
			$this->assertSame( $texts[0], $this->text( $xpath, '//h1' ), "$where: the heading (not the news page's)" );
			$this->assertSame( 1, $xpath->query( '//h1' )->length, "$where: one h1" );
			// Other tests leave newer cable types named "NYM-J test ..." that may fill the first page.
			$found = array_filter( $this->results( $xpath ), static fn( array $r ): bool => $texts[1] === $r[0] && str_starts_with( (string) $r[1], 'NYM-J' ) );
			$this->assertNotEmpty( $found, "$where: NYM-J is found as a cable type" );
			$this->assertSame( 'NYM', $xpath->query( '//main//form[@role="search"]//input[@name="s"]' )->item( 0 )->getAttribute( 'value' ), "$where: the form keeps the search" );
			$catalogue = $xpath->query( '//main//p[@class="site-search-results__catalogue"]/a' )->item( 0 );
			$this->assertNotNull( $catalogue, "$where: a link to the catalogue search" );
			$this->assertSame( $texts[2], trim( $catalogue->textContent ) );
			$this->assertStringContainsString( 'search=NYM', $catalogue->getAttribute( 'href' ) );
		}
	}

	public function test_site_search_finds_news_and_pages_and_says_when_nothing_matches(): void {
		$news = get_posts(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'numberposts' => 1,
			)
		);
		$this->assertCount( 1, $news, 'the seed has news' );
		$title = html_entity_decode( get_the_title( $news[0] ), ENT_QUOTES, 'UTF-8' );
		$found = $this->results( $this->page( add_query_arg( 's', rawurlencode( $title ), home_url( '/' ) ), 'hr' ) );
		$this->assertContains( array( 'Novosti', $title ), array_map( static fn( array $r ): array => array( $r[0], $r[1] ), $found ), 'a news post is found by its title' );

		// Pages are written per language: the search finds the page's language's contact page only
		// (the Croatian and Serbian ones are both titled "Kontakt").
		$contact = array(
			'hr' => array( 'Stranica', 'Kontakt' ),
			'en' => array( 'Page', 'Contact' ),
			'sr' => array( 'Stranica', 'Kontakt' ),
		);
		foreach ( $contact as $lang => $page ) {
			$found = $this->results( $this->page( add_query_arg( 's', $page[1], home_url( '/' ) ), $lang ) );
			$pages = array_filter( $found, static fn( array $r ): bool => array( $r[0], $r[1] ) === $page );
			$this->assertCount( 1, $pages, "$lang: the contact page of this language, found by its title" );
		}

		$nothing = array(
			'hr' => array( 'Nema rezultata za vaš upit', '0 rezultata' ),
			'en' => array( 'No results found for your query', '0 results' ),
			'sr' => array( 'Nema rezultata za vaš upit', '0 rezultata' ),
		);
		$word    = $this->unique( 'qqzz' );
		foreach ( $nothing as $lang => $texts ) {
			$xpath = $this->page( add_query_arg( 's', $word, home_url( '/' ) ), $lang );
			$this->assertSame( array(), $this->results( $xpath ), "nothing found in $lang" );
			$this->assertSame( $texts[0], $this->text( $xpath, '//main//p[@class="site-search-results__empty"]' ), "no-results text in $lang" );
			$this->assertSame( $texts[1], $this->text( $xpath, '//main//p[@class="site-search-results__count"]' ), "count in $lang" );
		}
	}

	public function test_an_empty_site_search_asks_for_a_search(): void {
		$expected = array(
			'hr' => 'Pretražite stranicu',
			'en' => 'Search the site',
			'sr' => 'Pretražite sajt',
		);
		foreach ( $expected as $lang => $text ) {
			$xpath = $this->page( add_query_arg( 's', '', home_url( '/' ) ), $lang );
			$this->assertSame( $text . ' – Kabelshop', $this->title( $xpath ), "empty search <title> in $lang" );
			$this->assertSame( $text, $this->text( $xpath, '//h1' ) );
			$this->assertSame( array(), $this->results( $xpath ), 'no list of every post for an empty search' );
		}
	}
}
