<?php
/**
 * The order-list routes.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\QuickOrder;

use Kabelshop\OrderLists\OrderListRepository;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\TestCase;

/**
 * GET/POST kabelshop/v1/order-lists, POST/DELETE kabelshop/v1/order-lists/{id} (issue 13): a
 * customer's own named lists; another customer's list is 404 whatever the method.
 */
final class OrderListsRouteTest extends TestCase {

	use CommerceFixtures;

	private const ROUTE = '/kabelshop/v1/order-lists';

	/**
	 * Lines of a body.
	 *
	 * @param array<string, int> $metres Article code => metres.
	 * @return list<array{article_code: string, quantity_m: int}>
	 */
	private static function lines( array $metres ): array {
		$out = array();
		foreach ( $metres as $code => $quantity ) {
			$out[] = array(
				'article_code' => (string) $code,
				'quantity_m'   => $quantity,
			);
		}
		return $out;
	}

	public function test_a_customer_saves_renames_edits_and_deletes_a_list(): void {
		$this->login( $this->make_customer() );
		$a = $this->make_article( 1000 );
		$b = $this->make_article( 2000 );

		$created = $this->rest( 'POST', self::ROUTE, array( 'name' => '  Site kit A ', 'lines' => self::lines( array( $a => 100, $b => 50 ) ) ) );
		$this->assertSame( 201, $created->get_status(), wp_json_encode( $created->get_data() ) );
		$id = $created->get_data()['id'];
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{12}$/', $id );

		$list = $this->rest( 'GET', self::ROUTE )->get_data()['lists'][0];
		$this->assertSame( array( $id, 'Site kit A' ), array( $list['id'], $list['name'] ) );
		$this->assertSame( array( $a, $b ), array_column( $list['lines'], 'article_code' ) );
		$this->assertSame( array( 100, 50 ), array_column( $list['lines'], 'quantity_m' ) );
		$this->assertSame( array( 1000, 2000 ), array_column( $list['lines'], 'unit_price_e4' ), 'described with today\'s prices' );

		$renamed = $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'name' => 'Monthly stock' ) );
		$this->assertSame( 200, $renamed->get_status() );
		$this->assertSame( 'Monthly stock', $renamed->get_data()['lists'][0]['name'] );
		$this->assertCount( 2, $renamed->get_data()['lists'][0]['lines'], 'renaming keeps the lines' );

		$edited = $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'lines' => self::lines( array( $b => 300 ) ) ) );
		$this->assertSame( 200, $edited->get_status() );
		$this->assertSame( array( array( $b, 300 ) ), array_map( static fn( array $l ): array => array( $l['article_code'], $l['quantity_m'] ), $edited->get_data()['lists'][0]['lines'] ) );
		$this->assertSame( 'Monthly stock', $edited->get_data()['lists'][0]['name'] );

		$deleted = $this->rest( 'DELETE', self::ROUTE . '/' . $id );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertSame( array(), $deleted->get_data()['lists'] );
		$this->assertSame( 404, $this->rest( 'DELETE', self::ROUTE . '/' . $id )->get_status() );
	}

	public function test_another_customers_list_is_never_seen_changed_or_deleted(): void {
		$owner = $this->make_customer();
		$other = $this->make_customer();
		$code  = $this->make_article( 1000 );
		$this->login( $owner );
		$id = $this->rest( 'POST', self::ROUTE, array( 'name' => 'Owner list', 'lines' => self::lines( array( $code => 10 ) ) ) )->get_data()['id'];

		$this->login( $other );
		$this->assertSame( array(), $this->rest( 'GET', self::ROUTE )->get_data()['lists'] );
		$rename = $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'name' => 'Taken' ) );
		$this->assertSame( 404, $rename->get_status() );
		$this->assertSame( 'kabelshop_order_list_not_found', $rename->get_data()['code'] );
		$this->assertSame( 404, $this->rest( 'POST', self::ROUTE . '/' . $id, array( 'lines' => self::lines( array( $code => 99 ) ) ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'DELETE', self::ROUTE . '/' . $id )->get_status() );

		$this->login( $owner );
		$lists = $this->rest( 'GET', self::ROUTE )->get_data()['lists'];
		$this->assertSame( array( 'Owner list' ), array_column( $lists, 'name' ), 'the owner\'s list is unchanged' );
		$this->assertSame( 10, $lists[0]['lines'][0]['quantity_m'] );
	}

	public function test_a_visitor_gets_401_and_a_pending_account_403(): void {
		$code = $this->make_article( 1000 );
		$body = array( 'name' => 'x', 'lines' => self::lines( array( $code => 1 ) ) );
		$this->logout();
		$this->assertSame( 401, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', self::ROUTE, $body )->get_status() );
		$this->assertSame( 401, $this->rest( 'DELETE', self::ROUTE . '/0123456789ab' )->get_status() );
		$this->login( $this->make_customer( false ) );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, $body )->get_status() );
	}

	public function test_writes_need_the_nonce_and_the_xsrf_token(): void {
		$user = $this->make_customer();
		$this->login( $user );
		$code = $this->make_article( 1000 );
		$body = array( 'name' => 'x', 'lines' => self::lines( array( $code => 1 ) ) );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, $body, array( 'xsrf' => false ) )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE, $body, array( 'headers' => array( 'X-WP-Nonce' => 'wrong' ) ) )->get_status() );
		$this->assertSame( array(), ( new OrderListRepository() )->all( $user ) );
	}

	public function test_bad_names_unknown_articles_and_broken_packages_are_refused_naming_the_field(): void {
		global $wpdb;
		$this->login( $this->make_customer() );
		$code = $this->make_article( 1000 );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, array( 'name' => '   ', 'lines' => self::lines( array( $code => 1 ) ) ) ), 'name' );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, array( 'name' => str_repeat( 'x', 81 ), 'lines' => self::lines( array( $code => 1 ) ) ) ), 'name' );
		$unknown = $this->rest( 'POST', self::ROUTE, array( 'name' => 'x', 'lines' => self::lines( array( 'NO-SUCH-' . $this->unique() => 1 ) ) ) );
		$this->assertFieldError( $unknown, 'lines' );
		$this->assertSame( 'kabelshop_order_list_unknown_article', $unknown->get_data()['code'] );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, array( 'name' => 'x', 'lines' => self::lines( array( $code => 0 ) ) ) ), 'lines' );

		$wpdb->update( \Kabelshop\Catalog\ArticleTable::name(), array( 'package_length_m' => 100 ), array( 'article_code' => $code ) );
		$this->assertFieldError( $this->rest( 'POST', self::ROUTE, array( 'name' => 'x', 'lines' => self::lines( array( $code => 150 ) ) ) ), 'lines[0].quantity_m' );
		$this->assertSame( 201, $this->rest( 'POST', self::ROUTE, array( 'name' => 'x', 'lines' => self::lines( array( $code => 200 ) ) ) )->get_status(), 'two whole rings' );
	}

	public function test_a_customer_keeps_at_most_the_limit_of_lists(): void {
		$user = $this->make_customer();
		$this->login( $user );
		$code = $this->make_article( 1000 );
		$repo = new OrderListRepository();
		for ( $i = 0; $i < OrderListRepository::MAX_LISTS; $i++ ) {
			$this->assertNotNull( $repo->create( $user, 'List ' . $i, self::lines( array( $code => 1 ) ) ) );
		}
		$full = $this->rest( 'POST', self::ROUTE, array( 'name' => 'One too many', 'lines' => self::lines( array( $code => 1 ) ) ) );
		$this->assertSame( 409, $full->get_status() );
		$this->assertSame( 'kabelshop_order_list_full', $full->get_data()['code'] );
	}
}
