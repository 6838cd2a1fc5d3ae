<?php
/**
 * The server-rendered catalogue honours ?category=, ?cores= and ?cross_section= like
 * GET kabelshop/v1/products (issue 11: crawlers and visitors without JavaScript got all types
 * whatever the URL): results, count line, heading and title, the no-JavaScript filter form, the
 * pager links and the island's starting filters; invalid values are ignored, not errors.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\Categories;
use Kabelshop\Catalog\TypeWords;
use Kabelshop\Catalog\CsvImporter;
use Kabelshop\Content\Pages;
use Kabelshop\Tests\Content\RendersTemplates;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\CatalogueView;

final class CatalogueFiltersHttpTest extends TestCase {

	use RendersTemplates;

	/** The island's technical filters (issue 14) with none chosen, as CatalogueView::technical_values() gives them. */
	private const NO_TECHNICAL = array(
		'cpr'       => '',
		'voltage'   => '',
		'conductor' => '',
		'hf'        => '',
		'armoured'  => '',
		'screened'  => '',
	);

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
	 * The catalogue page for query arguments, as a DOM.
	 *
	 * @param array<string, string> $args Query arguments.
	 * @param string                $lang 'hr' | 'en' | 'sr'.
	 */
	private function catalogue( array $args, string $lang = 'hr' ): \DOMXPath {
		return $this->xpath( $this->fetch( self::in_language( add_query_arg( $args, Pages::url( 'catalogue' ) ), $lang ), $lang ) );
	}

	/**
	 * The designations of an api() answer as a page in $lang names them (TypeWords::localise()).
	 *
	 * @param array{stored: list<string>} $api  api().
	 * @param string                      $lang 'hr' | 'en' | 'sr'.
	 * @return list<string>
	 */
	private static function named_in( array $api, string $lang ): array {
		return array_map( static fn( string $name ): string => TypeWords::localise( html_entity_decode( $name, ENT_QUOTES, 'UTF-8' ), $lang ), $api['stored'] );
	}

	/**
	 * What GET kabelshop/v1/products answers for the same arguments: designations (all pages),
	 * product ids, matching products and articles.
	 *
	 * @param array<string, string> $args Query arguments.
	 * @return array{designations: list<string>, stored: list<string>, ids: list<int>, products: int, articles: int}
	 */
	private function api( array $args ): array {
		$response = $this->rest( 'GET', '/kabelshop/v1/products', $args + array( 'per_page' => 100 ) );
		$this->assertSame( 200, $response->get_status() );
		$rows = $response->get_data();
		return array(
			'designations' => array_column( $rows, 'designation' ),
			// The stored names: each page shows them in its own language (Catalog\TypeWords, issue 27).
			'stored'       => array_map( static fn( int $id ): string => (string) get_post_field( 'post_title', $id ), array_map( 'intval', array_column( $rows, 'id' ) ) ),
			'ids'          => array_column( $rows, 'id' ),
			'products'     => (int) $response->get_headers()['X-WP-Total'],
			'articles'     => (int) $response->get_headers()['X-Kabelshop-Articles-Total'],
		);
	}

	/**
	 * Card titles of the server-rendered result page.
	 *
	 * @param \DOMXPath $xpath Page.
	 * @return list<string>
	 */
	private function cards( \DOMXPath $xpath ): array {
		$out = array();
		// A card's class list may carry modifiers (ks-card--image when it shows a photo or drawing).
		foreach ( $xpath->query( '//main//ul[@class="ks-catalogue__list"]/li[contains(concat(" ", normalize-space(@class), " "), " ks-card ")]//h3/a' ) as $link ) {
			$out[] = trim( $link->textContent );
		}
		return $out;
	}

	/**
	 * The two numbers of the count line ("8 cable types found (117 articles)").
	 *
	 * @param \DOMXPath $xpath Page.
	 * @return list<int>
	 */
	private function counts( \DOMXPath $xpath ): array {
		preg_match_all( '/\d[\d.,]*/', $this->text( $xpath, '//main//p[contains(@class,"ks-catalogue__counts")]' ), $numbers );
		return array_map( static fn( string $n ): int => (int) preg_replace( '/\D/', '', $n ), $numbers[0] );
	}

	/**
	 * The selected option's value of a filter select of the no-JavaScript form.
	 *
	 * @param \DOMXPath $xpath Page.
	 * @param string    $name  Select name.
	 */
	private function selected( \DOMXPath $xpath, string $name ): string {
		$options = $xpath->query( '//main//form//select[@name="' . $name . '"]/option[@selected]' );
		$this->assertSame( 1, $options->length, "one option of $name is selected" );
		return $options->item( 0 )->getAttribute( 'value' );
	}

	/**
	 * The catalogue island's props.
	 *
	 * @param \DOMXPath $xpath Page.
	 * @return array<string, mixed>
	 */
	private function island_props( \DOMXPath $xpath ): array {
		$envelope = json_decode( $this->text( $xpath, '//script[@class="island-props"][preceding-sibling::div[1][@data-island="catalogue"]]' ), true );
		$this->assertIsArray( $envelope, 'the catalogue island is on the page' );
		return (array) $envelope['props'];
	}

	/** @var list<int> Products this test created (removed in tearDown). */
	private array $created = array();

	protected function tearDown(): void {
		foreach ( $this->created as $id ) {
			wp_delete_post( $id, true );
		}
		$this->created = array();
		parent::tearDown();
	}

	/**
	 * Imports three-core cable types until they fill more than one result page (the seed has 11).
	 */
	private function more_three_core_types(): void {
		$missing = CatalogueView::PER_PAGE + 1 - $this->api( array( 'cores' => '3' ) )['products'];
		$tag     = strtoupper( $this->unique( 'PG' ) );
		$rows    = array();
		for ( $i = 0; $i < $missing; $i++ ) {
			$rows[] = array(
				'line'   => $i + 2,
				'values' => array(
					'article_code'         => "$tag-$i",
					'designation'          => "$tag-$i",
					'category'             => 'control-data-cables',
					'cores'                => '3',
					'cross_section_mm2'    => '0.75',
					'size_label'           => '3x0.75',
					'packaging'            => 'ring',
					'package_length_m'     => '100',
					'unit_price_eur_per_m' => '0.5000',
				),
			);
		}
		if ( ! $rows ) {
			return;
		}
		$result = ( new CsvImporter() )->import_rows( $rows );
		$this->assertTrue( $result->ok(), (string) wp_json_encode( $result->errors ) );
		foreach ( $rows as $row ) {
			$post = get_posts(
				array(
					'post_type'   => 'kabelshop_cable',
					'title'       => $row['values']['designation'],
					'numberposts' => 1,
				)
			);
			$this->created[] = $post[0]->ID;
		}
	}

	public function test_a_category_lists_only_its_types_with_a_matching_count_heading_and_title(): void {
		$expected = $this->api( array( 'category' => 'power-cables' ) );
		$this->assertGreaterThan( 1, $expected['products'] );
		$this->assertLessThanOrEqual( CatalogueView::PER_PAGE, $expected['products'], 'one result page' );
		foreach ( $expected['ids'] as $id ) {
			$this->assertTrue( has_term( 'power-cables', Categories::TAXONOMY, $id ), "product $id is a power cable" );
		}
		$this->assertLessThan( $this->api( array() )['products'], $expected['products'], 'the category is not the whole catalogue' );
		$titles = array(
			'hr' => 'Energetski kabeli – Katalog kabela',
			'en' => 'Power cables – Cable catalogue',
			'sr' => 'Energetski kablovi – Katalog kablova',
		);
		foreach ( $titles as $lang => $title ) {
			$xpath = $this->catalogue( array( 'category' => 'power-cables' ), $lang );
			$this->assertSame( self::named_in( $expected, $lang ), $this->cards( $xpath ), "$lang: only the category's types, in order" );
			$this->assertSame( array( $expected['products'], $expected['articles'] ), $this->counts( $xpath ), "$lang: the count line" );
			$this->assertSame( $title, $this->text( $xpath, '//h1' ), "$lang: heading" );
			$this->assertSame( $title . ' – Kabelshop', html_entity_decode( $this->text( $xpath, '//head/title' ), ENT_QUOTES, 'UTF-8' ), "$lang: <title>" );
			$this->assertSame( 'power-cables', $this->selected( $xpath, 'category' ) );
			$this->assertSame( '', $this->selected( $xpath, 'cores' ) );
			$this->assertSame(
				array(
					'category'     => 'power-cables',
					'cores'        => '',
					'crossSection' => '',
					'technical'    => self::NO_TECHNICAL,
				),
				$this->island_props( $xpath )['initialFilters'],
				"$lang: the island starts from the same filters"
			);
		}
	}

	public function test_an_invalid_category_is_ignored_not_an_error(): void {
		$all = $this->api( array() );
		foreach ( array( 'nepostoji', 'POWER-CABLES', '<b>x</b>' ) as $value ) {
			$xpath = $this->catalogue( array( 'category' => rawurlencode( $value ) ) );
			$this->assertSame( array( $all['products'], $all['articles'] ), $this->counts( $xpath ), "?category=$value: the whole catalogue" );
			$this->assertSame( array_slice( $all['designations'], 0, CatalogueView::PER_PAGE ), $this->cards( $xpath ) );
			$this->assertSame( 'Katalog kabela', $this->text( $xpath, '//h1' ) );
			$this->assertSame( '', $this->selected( $xpath, 'category' ) );
			$this->assertSame( '', $this->island_props( $xpath )['initialFilters']['category'], 'the island does not ask for the invalid category' );
			$next = $xpath->query( '//main//nav[@class="pager"]//a[@rel="next"]' )->item( 0 );
			$this->assertNotNull( $next, 'the whole catalogue has a second page' );
			$this->assertStringNotContainsString( 'category=', $next->getAttribute( 'href' ), 'the pager drops the invalid value' );
		}
		$xpath = $this->catalogue(
			array(
				'cores'         => '0',
				'cross_section' => '2x5',
			)
		);
		$this->assertSame( array( $all['products'], $all['articles'] ), $this->counts( $xpath ), 'cores=0 and cross_section=2x5 are ignored' );
	}

	public function test_cores_and_cross_section_filter_and_the_pager_keeps_them(): void {
		$expected = $this->api(
			array(
				'cores'         => '3',
				'cross_section' => '2,5',
			)
		);
		$this->assertGreaterThan( 0, $expected['products'] );
		$xpath = $this->catalogue(
			array(
				'cores'         => '3',
				'cross_section' => '2,5',
			),
			'en'
		);
		$this->assertSame( array( $expected['products'], $expected['articles'] ), $this->counts( $xpath ) );
		$this->assertSame( array_slice( self::named_in( $expected, 'en' ), 0, CatalogueView::PER_PAGE ), $this->cards( $xpath ) );
		$this->assertSame( '3', $this->selected( $xpath, 'cores' ) );
		$this->assertSame( '2.5', $this->selected( $xpath, 'cross_section' ) );
		$this->assertSame( 'Cable catalogue', $this->text( $xpath, '//h1' ) );
		$this->assertSame( '2.5', $this->text( $xpath, '//main//select[@name="cross_section"]/option[@selected]' ), 'the option reads in the page language' );
		$this->assertSame(
			array(
				'category'     => '',
				'cores'        => '3',
				'crossSection' => '2.5',
				'technical'    => self::NO_TECHNICAL,
			),
			$this->island_props( $xpath )['initialFilters']
		);

		$this->more_three_core_types();
		$many = $this->api( array( 'cores' => '3' ) );
		$this->assertGreaterThan( CatalogueView::PER_PAGE, $many['products'], 'three-core types fill more than a page' );
		$first = $this->catalogue( array( 'cores' => '3' ) );
		$next  = $first->query( '//main//nav[@class="pager"]//a[@rel="next"]' )->item( 0 );
		$this->assertNotNull( $next );
		parse_str( (string) wp_parse_url( $next->getAttribute( 'href' ), PHP_URL_QUERY ), $query );
		$this->assertSame( '3', $query['cores'] ?? null, 'the next page keeps the filter' );
		$this->assertSame( '2', $query['page'] ?? null );
		$href   = $next->getAttribute( 'href' );
		$second = $this->xpath( $this->fetch( str_starts_with( $href, '/' ) ? untrailingslashit( home_url() ) . $href : $href, 'hr' ) );
		$this->assertSame( array_slice( $many['designations'], CatalogueView::PER_PAGE, CatalogueView::PER_PAGE ), $this->cards( $second ), 'page 2 of the filtered list' );
		$this->assertSame( '2,5', $this->text( $second, '//main//select[@name="cross_section"]/option[@value="2.5"]' ), 'Croatian decimal comma in the option' );
	}

	public function test_the_filter_form_offers_the_islands_options(): void {
		$xpath  = $this->catalogue( array(), 'en' );
		$facets = $this->rest( 'GET', '/kabelshop/v1/products/facets' )->get_data();
		$this->assertSame( 'Filters', $this->text( $xpath, '//main//form//fieldset/legend' ) );
		$labels = array(
			'category'      => 'Category',
			'cores'         => 'Number of cores',
			'cross_section' => 'Cross-section (mm²)',
		);
		foreach ( $labels as $name => $label ) {
			$id = $xpath->query( '//main//form//select[@name="' . $name . '"]' )->item( 0 )->getAttribute( 'id' );
			$this->assertSame( $label, $this->text( $xpath, '//main//form//label[@for="' . $id . '"]' ) );
			$this->assertSame( 'All', $this->text( $xpath, '//main//form//select[@name="' . $name . '"]/option[1]' ) );
		}
		$values = static function ( \DOMXPath $xpath, string $name ): array {
			$out = array();
			foreach ( $xpath->query( '//main//form//select[@name="' . $name . '"]/option[position() > 1]' ) as $option ) {
				$out[] = $option->getAttribute( 'value' );
			}
			return $out;
		};
		$this->assertSame( array_column( $facets['categories'], 'slug' ), $values( $xpath, 'category' ) );
		$this->assertSame( array_map( 'strval', $facets['cores'] ), $values( $xpath, 'cores' ) );
		$this->assertSame( $facets['cross_sections'], $values( $xpath, 'cross_section' ) );
		$this->in_english();
		foreach ( $facets['categories'] as $index => $category ) {
			$this->assertSame( Categories::label( $category['slug'] ) . ' (' . $category['count'] . ')', $this->text( $xpath, '//main//form//select[@name="category"]/option[' . ( $index + 2 ) . ']' ), 'category with its product count, as the island shows it' );
		}
	}
}
