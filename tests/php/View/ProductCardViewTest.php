<?php
/**
 * The catalogue's product card: one template for the server's first page and the products route.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\View;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\CatalogCsv;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Catalog\Decimal;
use Kabelshop\Content\Pages;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Tests\Content\RendersTemplates;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\ProductCardView;

/**
 * A product imported here with more sizes than a card names, a demo price, and a Croatian name
 * with an ampersand, seen by a visitor of the served test site in each language.
 */
final class ProductCardViewTest extends TestCase {

	use RendersTemplates;

	/**
	 * Imports "ZC<unique>-J" with ArticleRepository::MAX_SIZES + 2 sizes (1x1.5 ... 10x1.5), demo
	 * price 0,7351 EUR/m on the first and 0,9 on the rest.
	 *
	 * @return string The designation.
	 */
	private function product(): string {
		$designation = 'ZC' . strtoupper( str_replace( '-', '', $this->unique( 'c' ) ) ) . '-J';
		$csv         = implode( ',', array_merge( CatalogCsv::COLUMNS, array( 'price_is_demo' ) ) ) . "\n";
		for ( $cores = 1; $cores <= ArticleRepository::MAX_SIZES + 2; $cores++ ) {
			$price = 1 === $cores ? '"0,7351"' : '0.9';
			$csv  .= "T-{$designation}-{$cores},{$designation},Kabel & Co {$designation},installation-cables,{$cores},1.5,{$cores}x1.5,,,,ring,100,{$price},500,,,,,,,,test row,1\n";
		}
		$result = ( new CsvImporter() )->import( $csv );
		$this->assertTrue( $result->ok(), (string) wp_json_encode( $result->errors ) );
		return $designation;
	}

	/**
	 * The card_html of a products search in a language, over HTTP as the island asks (the page's
	 * language in the X-Kabelshop-Lang header).
	 *
	 * @param string $designation Search.
	 * @param string $lang        'hr' | 'en' | 'sr'.
	 */
	private function route_card( string $designation, string $lang ): string {
		$answer = ( new HttpClient() )->request( 'GET', add_query_arg( 'search', $designation, rest_url( 'kabelshop/v1/products' ) ), array(), null, array( 'X-Kabelshop-Lang' => $lang ) );
		$this->assertSame( 200, $answer['status'], $answer['body'] );
		$rows = json_decode( $answer['body'], true );
		$this->assertCount( 1, $rows );
		$this->assertSame( ArticleRepository::MAX_SIZES + 2, $rows[0]['sizes_total'] );
		return (string) $rows[0]['card_html'];
	}

	/**
	 * Whitespace-collapsed text of an HTML fragment.
	 *
	 * @param string $html Fragment.
	 */
	private function text_of( string $html ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES, 'UTF-8' ) ) );
	}

	public function test_the_route_card_names_eight_sizes_counts_the_rest_and_marks_the_demo_price_in_each_language(): void {
		$designation = $this->product();
		$hr          = $this->text_of( $this->route_card( $designation, 'hr' ) );
		$this->assertStringContainsString( "Kabel & Co {$designation}", $hr );
		$this->assertStringContainsString( 'Instalacijski', $hr, 'category name' );
		$this->assertStringContainsString( 'Dimenzije: 1x1,5, 2x1,5, 3x1,5, 4x1,5, 5x1,5, 6x1,5, 7x1,5, 8x1,5 i još 2', $hr );
		// The "from" price is the lowest full price (issue 14): the 1x1,5 article's 0,7351 base + its
		// metal surcharge (nominal copper) is below the others' 0,9 + theirs.
		$one  = ( new ArticleRepository() )->find_by_codes( array( "T-{$designation}-1" ) )[ "T-{$designation}-1" ];
		$from = str_replace( '.', ',', Decimal::format( $one->unit_price_e4 + SurchargeTerms::current()->per_metre_e4( $one ), 4 ) );
		$this->assertStringContainsString( "od {$from} €/m demo cijena", $hr );

		$en = $this->text_of( $this->route_card( $designation, 'en' ) );
		$this->assertStringContainsString( 'Sizes: 1x1.5, 2x1.5, 3x1.5, 4x1.5, 5x1.5, 6x1.5, 7x1.5, 8x1.5 and 2 more', $en );
		$this->assertStringContainsString( 'from €' . str_replace( ',', '.', $from ) . '/m demo price', $en );

		$sr = $this->text_of( $this->route_card( $designation, 'sr' ) );
		$this->assertStringContainsString( "od {$from} €/m demo cena", $sr );
	}

	public function test_the_catalogue_page_prints_the_same_card_as_the_route(): void {
		$designation = $this->product();
		foreach ( array( 'hr', 'en' ) as $lang ) {
			$page  = $this->fetch( add_query_arg( 'search', $designation, Pages::url( 'catalogue' ) ), $lang );
			$xpath = $this->xpath( $page );
			$cards = $xpath->query( '//ul[@class="ks-catalogue__list"]/li[@class="ks-card"]' );
			$this->assertNotFalse( $cards );
			$this->assertSame( 1, $cards->length, 'one card for the one match' );
			$this->assertSame( $this->text_of( $this->route_card( $designation, $lang ) ), $this->text_of( (string) $cards->item( 0 )->ownerDocument->saveHTML( $cards->item( 0 ) ) ), $lang );
		}
	}

	public function test_escapes_values_and_says_price_on_request_without_a_price(): void {
		$summary = array(
			'url'           => 'https://example.test/kabel/x/',
			'designation'   => 'X<script>alert(1)</script>',
			'hr_name'       => 'Kabel "X" & <b>Y</b>',
			'category'      => null,
			'price_from_e4' => null,
			'price_is_demo' => true,
			'sizes'         => array( '2x0.75' ),
			'sizes_total'   => 1,
		);
		$html    = LocalizedMail::send_in( 'hr', static fn(): string => ProductCardView::html( $summary ) );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringContainsString( 'X&lt;script&gt;', $html );
		$text = $this->text_of( $html );
		$this->assertStringContainsString( 'Dimenzije: 2x0,75', $text );
		$this->assertStringNotContainsString( 'i još', $text, 'every size is named' );
		$this->assertStringContainsString( 'Cijena na upit', $text );
		$this->assertStringNotContainsString( 'demo', $text, 'no demo tag without a price' );
	}
}
