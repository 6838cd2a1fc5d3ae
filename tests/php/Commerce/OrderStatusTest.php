<?php
/**
 * Item statuses, packages, the order status that follows them, cancel rules, mail on ship, list
 * paging and ownership (issue 4, account orders).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Admin\OrdersPage;
use Kabelshop\Commerce\OrderExport;
use Kabelshop\Commerce\OrderItemStatus;
use Kabelshop\Commerce\OrderItemStatusUpdater;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * Real orders placed through POST orders; staff writes through OrdersPage::apply (what the
 * admin-post handler calls after its capability and nonce checks).
 */
final class OrderStatusTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		parent::tearDown();
	}

	/**
	 * Places a two-line order for a new customer; returns [ user id, order ].
	 *
	 * @return array{0: int, 1: array<string, mixed>}
	 */
	private function order_for_new_customer(): array {
		$user = $this->make_customer();
		$this->login( $user );
		$lines    = array(
			array(
				'article_code' => $this->make_article( 1870 ),
				'quantity_m'   => 500,
			),
			array(
				'article_code' => $this->make_article( 9900 ),
				'quantity_m'   => 100,
			),
		);
		$response = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( $lines ), $this->with_key() );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->mails = array();
		return array( $user, $response->get_data()['order'] );
	}

	private function staff(): int {
		$admin = (int) get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
				'fields' => 'ID',
			)
		)[0];
		return $admin;
	}

	private function read( int $id ): array {
		$response = $this->rest( 'GET', '/kabelshop/v1/orders/' . $id );
		$this->assertSame( 200, $response->get_status() );
		return $response->get_data()['order'];
	}

	public function test_transitions_move_forward_only(): void {
		$this->assertTrue( OrderItemStatus::can_move( 'ordered', 'in_production' ) );
		$this->assertTrue( OrderItemStatus::can_move( 'ordered', 'packed' ) );
		$this->assertFalse( OrderItemStatus::can_move( 'shipped', 'packed' ) );
		$this->assertFalse( OrderItemStatus::can_move( 'packed', 'packed' ) );
		$this->assertFalse( OrderItemStatus::can_move( 'ordered', 'lost' ) );
		$this->assertSame( 'received', OrderItemStatus::order_status( array( 'ordered', 'ordered' ) ) );
		$this->assertSame( 'in_progress', OrderItemStatus::order_status( array( 'ordered', 'packed' ) ) );
		$this->assertSame( 'in_progress', OrderItemStatus::order_status( array( 'shipped', 'packed' ) ) );
		$this->assertSame( 'shipped', OrderItemStatus::order_status( array( 'shipped', 'delivered' ) ) );
		$this->assertSame( 'delivered', OrderItemStatus::order_status( array( 'delivered', 'delivered' ) ) );
	}

	public function test_staff_pack_and_ship_shows_packages_history_and_mails_the_customer(): void {
		list( $user, $order ) = $this->order_for_new_customer();
		$admin                = new OrdersPage();
		$item                 = $order['items'][0]['id'];
		$this->assertSame(
			'package_added',
			$admin->apply(
				$order['id'],
				array(
					'op'             => 'package_add',
					'item_id'        => $item,
					'packaging'      => 'drum',
					'package_number' => 'B-4711',
					'length_m'       => '300',
				),
				$this->staff()
			)
		);
		$this->assertSame(
			'package_added',
			$admin->apply(
				$order['id'],
				array(
					'op'             => 'package_add',
					'item_id'        => $item,
					'packaging'      => 'drum',
					'package_number' => 'B-4712',
					'length_m'       => '200',
				),
				$this->staff()
			)
		);
		$this->assertSame(
			'bad_input',
			$admin->apply(
				$order['id'],
				array(
					'op'             => 'package_add',
					'item_id'        => $item,
					'packaging'      => 'bag',
					'package_number' => 'X',
					'length_m'       => '10',
				),
				$this->staff()
			)
		);
		$this->assertSame(
			'bad_input',
			$admin->apply(
				$order['id'],
				array(
					'op'             => 'package_add',
					'item_id'        => $item,
					'packaging'      => 'ring',
					'package_number' => 'X',
					'length_m'       => '0',
				),
				$this->staff()
			)
		);
		$this->assertSame(
			'status_saved',
			$admin->apply(
				$order['id'],
				array(
					'op'      => 'item_status',
					'item_id' => $item,
					'status'  => 'packed',
					'note'    => 'Bubnjevi spremni',
				),
				$this->staff()
			)
		);
		$this->assertCount( 1, $this->mails, 'packing is mailed too (issue 13: every forward change)' );
		$this->assertStringContainsString( 'Zapakirano', $this->mails[0]['subject'] );
		$this->assertStringNotContainsString( 'B-4711', $this->mails[0]['message'], 'packages are named once shipped' );
		$this->mails = array();
		$this->assertSame(
			'not_allowed',
			$admin->apply(
				$order['id'],
				array(
					'op'      => 'item_status',
					'item_id' => $item,
					'status'  => 'in_production',
				),
				$this->staff()
			)
		);
		$this->assertSame(
			'status_saved',
			$admin->apply(
				$order['id'],
				array(
					'op'      => 'item_status',
					'item_id' => $item,
					'status'  => 'shipped',
				),
				$this->staff()
			)
		);

		$this->assertCount( 1, $this->mails );
		$this->assertSame( get_userdata( $user )->user_email, $this->mails[0]['to'] );
		$this->assertStringContainsString( $order['number'], $this->mails[0]['subject'] );
		$this->assertStringContainsString( 'B-4711', $this->mails[0]['message'] );

		$this->login( $user );
		$read = $this->read( $order['id'] );
		$this->assertSame( 'in_progress', $read['status'], 'one item shipped, one still ordered' );
		$this->assertFalse( $read['can_cancel'] );
		$this->assertSame( 'shipped', $read['items'][0]['status'] );
		$this->assertSame( array( 'B-4711', 'B-4712' ), array_column( $read['items'][0]['packages'], 'package_number' ) );
		$this->assertSame( array( 300, 200 ), array_column( $read['items'][0]['packages'], 'length_m' ) );
		$this->assertSame( array( 'packed', 'shipped' ), array_column( $read['items'][0]['history'], 'status' ) );
		$this->assertSame( 'Bubnjevi spremni', $read['items'][0]['history'][0]['note'] );
		$this->assertSame( array(), $read['items'][1]['packages'] );

		$second = $order['items'][1]['id'];
		( new OrderItemStatusUpdater() )->set( $order['id'], $second, 'shipped', '', $this->staff() );
		$this->assertSame( 'shipped', $this->read( $order['id'] )['status'] );
		( new OrderItemStatusUpdater() )->set( $order['id'], $second, 'delivered', '', $this->staff() );
		( new OrderItemStatusUpdater() )->set( $order['id'], $item, 'delivered', '', $this->staff() );
		$this->assertSame( 'delivered', $this->read( $order['id'] )['status'] );
	}

	public function test_package_removal_and_items_of_other_orders_are_refused(): void {
		list( , $first )  = $this->order_for_new_customer();
		list( , $second ) = $this->order_for_new_customer();
		$admin            = new OrdersPage();
		$this->assertSame(
			'bad_input',
			$admin->apply(
				$first['id'],
				array(
					'op'             => 'package_add',
					'item_id'        => $second['items'][0]['id'],
					'packaging'      => 'ring',
					'package_number' => 'K1',
					'length_m'       => '100',
				),
				$this->staff()
			)
		);
		$this->assertSame(
			'bad_input',
			$admin->apply(
				$first['id'],
				array(
					'op'      => 'item_status',
					'item_id' => $second['items'][0]['id'],
					'status'  => 'packed',
				),
				$this->staff()
			)
		);
		$this->assertSame(
			'package_added',
			$admin->apply(
				$first['id'],
				array(
					'op'             => 'package_add',
					'item_id'        => $first['items'][0]['id'],
					'packaging'      => 'ring',
					'package_number' => 'K1',
					'length_m'       => '100',
				),
				$this->staff()
			)
		);
		$package = ( new OrderRepository() )->find( $first['id'] )['items'][0]['packages'][0]['id'];
		$this->assertSame(
			'bad_input',
			$admin->apply(
				$second['id'],
				array(
					'op'         => 'package_remove',
					'package_id' => $package,
				),
				$this->staff()
			),
			'a package is removed only through its own order'
		);
		$this->assertSame(
			'package_removed',
			$admin->apply(
				$first['id'],
				array(
					'op'         => 'package_remove',
					'package_id' => $package,
				),
				$this->staff()
			)
		);
		$this->assertSame( array(), ( new OrderRepository() )->find( $first['id'] )['items'][0]['packages'] );
	}

	public function test_cancel_only_while_every_item_is_ordered(): void {
		list( $user, $order ) = $this->order_for_new_customer();
		( new OrderItemStatusUpdater() )->set( $order['id'], $order['items'][1]['id'], 'in_production', '', $this->staff() );
		$this->login( $user );
		$response = $this->rest( 'POST', '/kabelshop/v1/orders/' . $order['id'] . '/cancel', array(), array( 'tokens' => true ) );
		$this->assertSame( 409, $response->get_status() );

		list( $user, $order ) = $this->order_for_new_customer();
		$this->assertTrue( $this->read( $order['id'] )['can_cancel'] );
		$response = $this->rest( 'POST', '/kabelshop/v1/orders/' . $order['id'] . '/cancel', array(), array( 'tokens' => true ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( \Kabelshop\Commerce\OrderStatus::cancelled_message(), $response->get_data()['message'] );
		$this->assertSame(
			'not_allowed',
			( new OrdersPage() )->apply(
				$order['id'],
				array(
					'op'      => 'item_status',
					'item_id' => $order['items'][0]['id'],
					'status'  => 'packed',
				),
				$this->staff()
			),
			'a cancelled order cannot be packed'
		);
	}

	public function test_list_is_own_orders_paged_with_total_headers(): void {
		list( $user, $first ) = $this->order_for_new_customer();
		$codes                = array(
			array(
				'article_code' => $this->make_article( 1000 ),
				'quantity_m'   => 10,
			),
		);
		for ( $i = 0; $i < 2; $i++ ) {
			$this->assertSame( 201, $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( $codes ), $this->with_key() )->get_status() );
		}
		$page1 = $this->rest( 'GET', '/kabelshop/v1/orders', array( 'per_page' => 2 ) );
		$this->assertSame( 200, $page1->get_status() );
		$this->assertSame( '3', $page1->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', $page1->get_headers()['X-WP-TotalPages'] );
		$this->assertCount( 2, $page1->get_data()['orders'] );
		$page2 = $this->rest(
			'GET',
			'/kabelshop/v1/orders',
			array(
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertSame( array( $first['number'] ), array_column( $page2->get_data()['orders'], 'number' ), 'oldest last' );
		$this->assertSame( $first['gross_cents'], $page2->get_data()['orders'][0]['gross_cents'] );
		$this->assertFieldError( $this->rest( 'GET', '/kabelshop/v1/orders', array( 'per_page' => 51 ) ), 'per_page' );

		$other = $this->make_customer();
		$this->login( $other );
		$this->assertSame( array(), $this->rest( 'GET', '/kabelshop/v1/orders' )->get_data()['orders'] );
		$this->assertSame( 404, $this->rest( 'GET', '/kabelshop/v1/orders/' . $first['id'] )->get_status() );
		$this->logout();
		$this->assertSame( 401, $this->rest( 'GET', '/kabelshop/v1/orders' )->get_status() );
	}

	public function test_csv_export_is_filtered_utf8_with_bom_and_semicolons(): void {
		list( $user, $order ) = $this->order_for_new_customer();
		wp_update_user(
			array(
				'ID'           => $user,
				'display_name' => '=Žarko Čović',
			)
		);
		$csv = ( new OrderExport() )->csv( array( 'customer' => (string) $user ) );
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $csv );
		$lines = explode( "\r\n", trim( substr( $csv, 3 ) ) );
		$this->assertCount( 3, $lines, 'header and the two items of this customer\'s one order' );
		$this->assertStringStartsWith( '"' . $order['number'] . '";', $lines[1] );
		update_user_meta( $user, \Kabelshop\Accounts\Registration::META_CONTACT_PERSON, '=Žarko Čović' );
		$lines = explode( "\r\n", trim( substr( ( new OrderExport() )->csv( array( 'customer' => (string) $user ) ), 3 ) ) );
		$this->assertStringContainsString( "\"'=Žarko Čović\"", $lines[1], 'formula cells neutralised, letters intact' );
		$this->assertStringContainsString( ';"' . OrderExport::amount( $order['gross_cents'] ) . '";"1";', $lines[1], 'the gross total, then line 1' );
		$this->assertSame( '1234,05', OrderExport::amount( 123405 ) );
		$this->assertCount(
			1,
			explode(
				"\r\n",
				trim(
					substr(
						( new OrderExport() )->csv(
							array(
								'customer' => (string) $user,
								'status'   => 'shipped',
							)
						),
						3
					)
				)
			)
		);
		$tomorrow = ( new \DateTimeImmutable( 'tomorrow', wp_timezone() ) )->format( 'Y-m-d' );
		$this->assertSame(
			0,
			( new OrderRepository() )->search(
				array(
					'customer' => (string) $user,
					'from'     => $tomorrow,
				),
				10
			)['total']
		);
		$this->assertSame(
			1,
			( new OrderRepository() )->search(
				array(
					'customer' => (string) $user,
					'to'       => wp_date( 'Y-m-d' ),
				),
				10
			)['total']
		);
	}
}
