<?php
/**
 * The price list as CSV (the signup section's alternative after "Or").
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Newsletter;

use Kabelshop\Newsletter\PriceListCsv;
use Kabelshop\Tests\Accounts\RegistrationRouteTest;
use Kabelshop\Tests\TestCase;

/**
 * Every published article with its net price per metre, exact to four decimals, in the language's
 * CSV dialect; the cached text follows a price change at once.
 */
final class PriceListCsvTest extends TestCase {

	use NewsletterFixtures;

	protected function tearDown(): void {
		RegistrationRouteTest::use_language( null );
		parent::tearDown();
	}

	public function test_english_and_croatian_price_lists_and_a_new_price(): void {
		$code = $this->upsert_article( 'NL-CSV ' . $this->unique(), '3x1.5', 12345678 );

		RegistrationRouteTest::use_language( 'en' );
		$en = PriceListCsv::text();
		// Issue 27: base, metal surcharge and full price per metre (an article without a metal number: surcharge 0).
		$this->assertStringStartsWith( "\xEF\xBB\xBF\"Article code\",Designation,Size,Packaging,\"Base price per metre (EUR)\",\"Metal surcharge per metre (EUR)\",\"Full price per metre (EUR)\",\"Demo price\"\n", $en );
		$this->assertMatchesRegularExpression( '/^' . preg_quote( $code, '/' ) . ',"NL-CSV [^"]+",3x1.5,"Ring 100 m",1234.5678,0.0000,1234.5678,$/m', $en );

		RegistrationRouteTest::use_language( 'hr' );
		$hr = PriceListCsv::text();
		$this->assertStringContainsString( 'Puna cijena po metru (EUR)', $hr );
		$this->assertMatchesRegularExpression( '/^' . preg_quote( $code, '/' ) . ';"NL-CSV [^"]+";3x1,5;"Kolut 100 m";1234,5678;0,0000;1234,5678;$/m', $hr );

		$this->set_price( $code, 4410 );
		$this->assertMatchesRegularExpression( '/^' . preg_quote( $code, '/' ) . ';.*;0,4410;$/m', PriceListCsv::text(), 'the cache follows the new price' );
		$this->set_price( $code, 0 );
		$this->assertMatchesRegularExpression( '/^' . preg_quote( $code, '/' ) . ';.*;"Na upit";"Na upit";"Na upit";$/m', PriceListCsv::text(), 'no price is "on request", not 0,0000' );
		$this->assertStringContainsString( '?kabelshop_price_list=csv', PriceListCsv::url( 'en' ) );
	}

	public function test_the_cached_list_follows_a_renamed_or_unpublished_cable_type(): void {
		global $wpdb;
		$code       = $this->upsert_article( 'NL-CSV-OLD ' . $this->unique(), '3x1.5', 4200 );
		$product_id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT product_id FROM ' . $wpdb->prefix . 'kabelshop_articles WHERE article_code = %s', $code ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		RegistrationRouteTest::use_language( 'en' );
		$this->assertMatchesRegularExpression( '/^' . preg_quote( $code, '/' ) . ',"NL-CSV-OLD /m', PriceListCsv::text() );

		wp_update_post(
			array(
				'ID'         => $product_id,
				'post_title' => 'NL-CSV-NEW ' . $code,
			)
		);
		$this->assertMatchesRegularExpression( '/^' . preg_quote( $code, '/' ) . ',"NL-CSV-NEW /m', PriceListCsv::text(), 'the cache follows the new designation' );

		wp_update_post(
			array(
				'ID'          => $product_id,
				'post_status' => 'draft',
			)
		);
		$this->assertStringNotContainsString( $code, PriceListCsv::text(), 'an unpublished cable type leaves the list' );
	}
}
