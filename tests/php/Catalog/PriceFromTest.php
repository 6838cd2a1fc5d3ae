<?php
/**
 * The catalogue's "from" price is the cheapest full price (base + metal surcharge), issue 14.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Catalog;

use Kabelshop\Catalog\ArticleRepository;
use Kabelshop\Catalog\SearchQuery;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Metals\Surcharge;
use Kabelshop\Metals\SurchargeSettings;
use Kabelshop\Metals\SurchargeTerms;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\ProductCardView;

/**
 * Two articles of one cable type: a cheap base price with much copper and a dearer base price with
 * none. Buyers pay base + surcharge, so the card's "from" price is the lower full price, and an
 * approved customer's "from" price is that article's discounted base plus its undiscounted surcharge.
 */
final class PriceFromTest extends TestCase {

	use CommerceFixtures;

	/** @var mixed The option before the test. */
	private $saved = false;

	protected function setUp(): void {
		parent::setUp();
		$this->saved = get_option( SurchargeSettings::OPTION );
		SurchargeSettings::save(
			array(
				'enabled' => true,
				'metals'  => array(
					'copper'    => array(
						'base_e2'        => 15000,
						'procurement_e2' => 0,
					),
					'aluminium' => array(
						'base_e2'        => 0,
						'procurement_e2' => 0,
					),
				),
			)
		);
	}

	protected function tearDown(): void {
		false === $this->saved ? delete_option( SurchargeSettings::OPTION ) : update_option( SurchargeSettings::OPTION, $this->saved );
		SurchargeTerms::flush();
		parent::tearDown();
	}

	public function test_the_from_price_is_the_cheapest_full_price_and_the_customer_pays_the_discount_on_the_full_price(): void {
		global $wpdb;
		$index = SurchargeTerms::current()->metals['copper']['index_e2'];
		$this->assertNotNull( $index, 'the test site has copper prices' );
		$copper_code = $this->make_article( 2000, 100, array( 'copper_kg_km' => '200.00' ) );
		$product_id  = (int) $wpdb->get_var( $wpdb->prepare( "SELECT product_id FROM {$wpdb->prefix}kabelshop_articles WHERE article_code = %s", $copper_code ) );
		$plain_code  = strtoupper( $this->unique( 'KS-TEST-' ) );
		$wpdb->insert(
			$wpdb->prefix . 'kabelshop_articles',
			array(
				'article_code'  => $plain_code,
				'product_id'    => $product_id,
				'cores'         => 3,
				'size_label'    => '3x4',
				'packaging'     => 'ring',
				'unit_price_e4' => 3000,
				'price_is_demo' => 1,
				'stock_m'       => 100,
				'search_text'   => strtolower( $plain_code . ' ' . $copper_code ),
			)
		);
		$metal = Surcharge::per_metre_e4( 20000, (int) $index, 15000 );
		$this->assertGreaterThan( 1000, $metal, 'the copper article costs more than the plain one in full (index above base + 0.05 EUR/m)' );

		$rows = ( new ArticleRepository() )->search( new SearchQuery( strtolower( $copper_code ) ) )->products;
		$row  = array_values( array_filter( $rows, static fn( array $r ): bool => $r['product_id'] === $product_id ) )[0] ?? null;
		$this->assertNotNull( $row );
		$this->assertSame( 3000, $row['price_from_e4'], 'the plain article (3000) is cheaper in full than 2000 + surcharge' );
		$this->assertSame( 3000, $row['price_from_base_e4'] );
		$this->assertSame( 0, $row['price_from_metal_e4'] );

		// With the surcharge off, the base prices decide again.
		SurchargeSettings::save( array( 'enabled' => false ) );
		$row = ( new ArticleRepository() )->search( new SearchQuery( strtolower( $copper_code ) ) )->products[0];
		$this->assertSame( 2000, $row['price_from_e4'] );

		// An approved customer: 20 % off the full price, surcharge included.
		SurchargeSettings::save(
			array(
				'enabled' => true,
				'metals'  => array(
					'copper' => array(
						'base_e2'        => 15000,
						'procurement_e2' => 0,
					),
				),
			)
		);
		$this->login( $this->make_customer() );
		$card = ProductCardView::card(
			array(
				'price_from_e4'       => 2000 + $metal,
				'price_from_base_e4'  => 2000,
				'price_from_metal_e4' => $metal,
			)
		);
		// Issue 27 (spec section 9): the 20 % is off the full unit price, base + metal surcharge.
		$this->assertSame( Format::unit_price_e4_eur( (int) round( ( 2000 + $metal ) * ( 100 - 20 ) / 100 ), Locale::bcp47() ), $card['your_price'], '20 % off the full price 0.2000 + surcharge' );
		$this->assertSame( Format::unit_price_e4_eur( 2000 + $metal, Locale::bcp47() ), $card['price'] );
	}
}
