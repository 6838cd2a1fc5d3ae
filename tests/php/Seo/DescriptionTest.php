<?php
/**
 * The texts and nodes of the SEO layer, without a page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Seo;

use Kabelshop\Catalog\Article;
use Kabelshop\Seo\Description;
use Kabelshop\Seo\JsonLd;
use Kabelshop\Seo\MetaDescription;
use Kabelshop\Seo\OpenGraph;
use Kabelshop\Tests\TestCase;

/**
 * Length limits, sentence choice, the product sentence, the Organization's vatID, the offer's
 * availability and the Open Graph locales.
 */
final class DescriptionTest extends TestCase {

	/**
	 * An article of a test product.
	 *
	 * @param int      $cores         Cores.
	 * @param string   $cross_section mm2.
	 * @param int      $price_e4      EUR/m x 10^4.
	 * @param int|null $stock_m       Stock.
	 */
	private function article( int $cores, string $cross_section, int $price_e4, ?int $stock_m ): Article {
		return new Article( 1, 'A' . $price_e4, 1, $cores, $cross_section, $cores . 'x' . $cross_section, null, null, false, null, 'ring', 100, $price_e4, true, $stock_m );
	}

	public function test_texts_are_cut_to_160_characters_at_a_word(): void {
		$long = str_repeat( 'kabel ', 40 );
		$cut  = Description::clip( $long );
		$this->assertLessThanOrEqual( Description::MAX_LENGTH, mb_strlen( $cut ) );
		$this->assertStringEndsWith( 'kabel…', $cut );
		$this->assertSame( 'Kratko.', Description::clip( "  Kratko.\n" ) );
		$this->assertSame( str_repeat( 'ž', 160 ), MetaDescription::sanitize( str_repeat( 'ž', 170 ) ), 'an editor\'s text is cut without an ellipsis' );
		$this->assertSame( 'Jedan red.', MetaDescription::sanitize( " Jedan\n<b>red</b>. " ) );
	}

	public function test_the_default_takes_sentences_until_it_says_something(): void {
		$this->assertSame(
			'Demo sadržaj. Kabelshop je web-trgovina i tehnički katalog kabela za tvrtke i obrtnike.',
			Description::first_sentences( Description::plain( '<p><strong>Demo sadržaj.</strong> Kabelshop je web-trgovina i tehnički katalog kabela za tvrtke i obrtnike. Ovaj tekst je primjer i zamjenjuje se stvarnim opisom tvrtke prije objave.</p>' ) )
		);
		$this->assertSame( '', Description::first_sentences( Description::plain( '<!-- wp:spacer /--> [gallery]' ) ) );
	}

	public function test_the_product_sentence_names_sizes_and_standard_without_staff_notes(): void {
		$id = wp_insert_post(
			array(
				'post_type'   => 'kabelshop_cable',
				'post_status' => 'draft',
				'post_title'  => 'NYM-J',
			)
		);
		$this->assertIsInt( $id );
		update_post_meta( $id, '_kabelshop_hr_name', 'PP-Y (name per brief; not verified in a source)' );
		update_post_meta( $id, '_kabelshop_standard', 'DIN VDE 0250-204 (general knowledge); flame retardant IEC 60332-1' );
		try {
			$articles = array( $this->article( 5, '16.000', 9000, 0 ), $this->article( 3, '1.500', 4951, 100 ), $this->article( 3, '2.500', 6000, null ) );
			$this->assertSame(
				'NYM-J (hrvatski naziv PP-Y): 3–5 × 1,5–16 mm², norma DIN VDE 0250-204. Tehnički podaci, cijene po metru i zalihe.',
				Description::product_sentence( get_post( $id ), $articles )
			);
			update_post_meta( $id, '_kabelshop_standard', 'maker type (not harmonised)' );
			update_post_meta( $id, '_kabelshop_hr_name', 'NYM-J' );
			$this->assertSame( 'NYM-J. Tehnički podaci, cijene po metru i zalihe.', Description::product_sentence( get_post( $id ), array() ), 'the site\'s language (Croatian); no sizes without articles, no standard without a number' );
		} finally {
			wp_delete_post( $id, true );
		}
	}

	public function test_the_organization_names_its_vat_id_only_when_the_oib_is_known(): void {
		$company = array(
			'name'     => 'Kabelshop',
			'street'   => 'Demo ulica 1',
			'postcode' => '10000',
			'city'     => 'Zagreb',
			'phone'    => '+385 1 000 0000',
			'email'    => 'prodaja@kabelshop.example',
			'oib'      => '',
		);
		$this->assertArrayNotHasKey( 'vatID', JsonLd::organization( $company, 'https://example.test/', '' ) );
		$this->assertArrayNotHasKey( 'logo', JsonLd::organization( $company, 'https://example.test/', '' ) );
		$node = JsonLd::organization( array( 'oib' => '12345678903' ) + $company, 'https://example.test/', 'https://example.test/logo.svg' );
		$this->assertSame( 'HR12345678903', $node['vatID'] );
		$this->assertSame( 'https://example.test/#organization', $node['@id'] );
	}

	public function test_the_offer_is_back_order_when_nothing_is_in_stock(): void {
		$offer = JsonLd::aggregate_offer( array( $this->article( 3, '1.5', 12000, 0 ), $this->article( 3, '2.5', 1870, null ) ), 'https://example.test/kabel/x/', 'https://example.test/#organization' );
		$this->assertIsArray( $offer );
		$this->assertSame( '0.1870', $offer['lowPrice'] );
		$this->assertSame( '1.2000', $offer['highPrice'] );
		$this->assertSame( 2, $offer['offerCount'] );
		$this->assertSame( JsonLd::BACK_ORDER, $offer['availability'] );
		$this->assertNull( JsonLd::aggregate_offer( array(), 'https://example.test/kabel/x/', 'https://example.test/#organization' ), 'no articles, no offer' );
	}

	public function test_the_open_graph_locale_of_each_language(): void {
		$this->assertSame( 'hr_HR', OpenGraph::og_locale( 'hr' ) );
		$this->assertSame( 'en_US', OpenGraph::og_locale( 'en_US' ) );
		$this->assertSame( 'sr_RS', OpenGraph::og_locale( 'sr_RS' ) );
		$this->assertSame( 'en_US', OpenGraph::og_locale( 'de_DE' ), 'the fallback language' );
		$this->assertSame( array( 'en_US', 'sr_RS' ), OpenGraph::alternate_locales( 'hr', array( 'hr', 'en', 'sr' ) ) );
		$this->assertSame( array( 'hr_HR' ), OpenGraph::alternate_locales( 'sr', array( 'hr', 'sr' ) ), 'only the languages that have the page' );
		$this->assertSame( array(), OpenGraph::alternate_locales( 'hr', array( 'hr' ) ) );
	}
}
