<?php
/**
 * The wishlist routes.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Wishlist;

use Kabelshop\Catalog\ArticleTable;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\TestCase;

/**
 * GET/POST kabelshop/v1/wishlist and DELETE kabelshop/v1/wishlist/{code} (spec: wishlist):
 * own entries only, current prices, capability checks.
 */
final class WishlistRouteTest extends TestCase {

	use CommerceFixtures;

	/**
	 * Codes in a wishlist answer.
	 *
	 * @param \WP_REST_Response $response Answer.
	 * @return list<string>
	 */
	private static function codes( \WP_REST_Response $response ): array {
		return array_column( $response->get_data()['items'], 'article_code' );
	}

	public function test_a_customer_saves_sees_current_price_and_removes(): void {
		global $wpdb;
		$this->login( $this->make_customer() );
		$code = $this->make_article( 12345, 40 );
		$add  = $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $code ) );
		$this->assertSame( 200, $add->get_status(), wp_json_encode( $add->get_data() ) );
		$this->assertSame( array( $code ), self::codes( $add ) );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $code ) )->get_status(), 'saving twice keeps one entry' );

		$wpdb->update( ArticleTable::name(), array( 'unit_price_e4' => 22222, 'stock_m' => 0 ), array( 'article_code' => $code ) );
		$list = $this->rest( 'GET', '/kabelshop/v1/wishlist' );
		$this->assertSame( 200, $list->get_status() );
		$this->assertCount( 1, $list->get_data()['items'] );
		$item = $list->get_data()['items'][0];
		$this->assertSame( 22222, $item['unit_price_e4'], 'the current price, not the one when saved' );
		$this->assertSame( 'backorder', $item['availability'], 'priced, none in stock: orderable after the lead time' );
		$this->assertSame( \Kabelshop\Commerce\ShopSettings::default_lead_time_days(), $item['lead_time_days'] );
		$this->assertSame( '3x2.5', $item['size_label'] );
		$this->assertStringContainsString( $code, $item['name'] );
		$wpdb->update( ArticleTable::name(), array( 'on_request_only' => 1 ), array( 'article_code' => $code ) );
		$this->assertSame( 'on_request', $this->rest( 'GET', '/kabelshop/v1/wishlist' )->get_data()['items'][0]['availability'], 'flagged by staff: inquired, not ordered' );

		$remove = $this->rest( 'DELETE', '/kabelshop/v1/wishlist/' . rawurlencode( $code ) );
		$this->assertSame( 200, $remove->get_status() );
		$this->assertSame( array(), self::codes( $remove ) );
		$this->assertSame( array(), $this->rest( 'GET', '/kabelshop/v1/wishlist' )->get_data()['items'] );
	}

	public function test_another_customers_entry_can_be_neither_seen_nor_removed(): void {
		$owner = $this->make_customer();
		$other = $this->make_customer();
		$code  = $this->make_article( 100 );
		$this->login( $owner );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $code ) )->get_status() );

		$this->login( $other );
		$this->assertSame( array(), self::codes( $this->rest( 'GET', '/kabelshop/v1/wishlist' ) ) );
		$this->assertSame( 404, $this->rest( 'DELETE', '/kabelshop/v1/wishlist/' . rawurlencode( $code ) )->get_status() );

		$this->login( $owner );
		$this->assertSame( array( $code ), self::codes( $this->rest( 'GET', '/kabelshop/v1/wishlist' ) ), 'the owner still has it' );
	}

	public function test_an_unknown_code_is_refused_naming_the_field(): void {
		$this->login( $this->make_customer() );
		$this->assertFieldError( $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => 'NO-SUCH-' . $this->unique() ) ), 'article_code' );
		$this->assertFieldError( $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => '' ) ), 'article_code' );
	}

	public function test_a_visitor_gets_401_and_a_pending_account_403(): void {
		$code = $this->make_article( 100 );
		$this->logout();
		$this->assertSame( 401, $this->rest( 'GET', '/kabelshop/v1/wishlist' )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $code ) )->get_status() );
		$this->assertSame( 401, $this->rest( 'DELETE', '/kabelshop/v1/wishlist/' . $code )->get_status() );
		$this->login( $this->make_customer( false ) );
		$this->assertSame( 403, $this->rest( 'GET', '/kabelshop/v1/wishlist' )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $code ) )->get_status() );
	}

	public function test_writes_need_the_xsrf_token(): void {
		$this->login( $this->make_customer() );
		$code = $this->make_article( 100 );
		$this->assertSame( 403, $this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $code ), array( 'xsrf' => false ) )->get_status() );
		$this->assertSame( array(), self::codes( $this->rest( 'GET', '/kabelshop/v1/wishlist' ) ) );
	}

	public function test_an_article_that_left_the_catalogue_shows_as_unavailable(): void {
		global $wpdb;
		$this->login( $this->make_customer() );
		$code = $this->make_article( 100 );
		$this->rest( 'POST', '/kabelshop/v1/wishlist', array( 'article_code' => $code ) );
		$wpdb->delete( ArticleTable::name(), array( 'article_code' => $code ) );
		$item = $this->rest( 'GET', '/kabelshop/v1/wishlist' )->get_data()['items'][0];
		$this->assertSame( array( 'unavailable', null ), array( $item['availability'], $item['unit_price_e4'] ) );
	}
}
