<?php
/**
 * The customer's drum account (issue 14, Faber's drum account).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Accounts\Registration;
use Kabelshop\Admin\DrumsPage;
use Kabelshop\Commerce\Drums\DrumAccount;
use Kabelshop\Commerce\Drums\DrumAccountTable;
use Kabelshop\Commerce\OrderNotifications;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * Drums recorded from orders, the account route (own drums only, collect request), staff's return
 * (deposit credited) and the mails of both.
 */
final class DrumAccountTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;
	use StockFixtures;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		delete_option( OrderNotifications::OPTION );
		parent::tearDown();
	}

	/**
	 * An order stored with deposit lines (as Checkout stores its charges).
	 *
	 * @param int                  $user_id User.
	 * @param list<array<string, mixed>> $charges Charge lines.
	 * @return array<string, mixed> The stored order.
	 */
	private function order_with( int $user_id, array $charges ): array {
		return ( new OrderRepository() )->create(
			array(
				'user_id'          => $user_id,
				'status'           => 'received',
				'idempotency_key'  => $this->unique( 'drum-order-' ),
				'note'             => '',
				'delivery_method'  => 'pickup',
				'delivery_address' => null,
				'payment_method'   => 'bank_transfer',
				'currency'         => 'EUR',
				'discount_percent' => 0,
				'subtotal_cents'   => 1000,
				'discount_cents'   => 0,
				'net_cents'        => 1000,
				'delivery_cents'   => 0,
				'vat_percent'      => 25,
				'vat_cents'        => 250,
				'gross_cents'      => 1250,
				'charges'          => $charges,
			),
			array(
				array(
					'article_code'  => 'KS-DRUM-TEST',
					'product_id'    => 0,
					'name'          => 'Test cable',
					'size_label'    => '5x16',
					'packaging'     => 'drum',
					'quantity_m'    => 1200,
					'unit_price_e4' => 10000,
					'line_net_e4'   => 12000000,
					'status'        => 'ordered',
				),
			)
		);
	}

	/**
	 * A deposit line.
	 *
	 * @param int $drums Drums.
	 * @return array<string, mixed>
	 */
	private static function deposit( int $drums, int $line = 0 ): array {
		return array(
			'kind'         => 'drum_deposit',
			'line_index'   => $line,
			'article_code' => 'KS-DRUM-TEST',
			'drum_type'    => 'wood-800',
			'quantity'     => $drums,
			'unit_cents'   => 4500,
			'cents'        => 4500 * $drums,
		);
	}

	/**
	 * A customer holding $drums recorded drums; returns [ user id, drum ids ].
	 *
	 * @param int    $drums     Drums.
	 * @param string $item_status Status of the order's goods line ('delivered': the drums reached the buyer).
	 * @return array{0: int, 1: list<int>, 2: array<string, mixed>}
	 */
	private function holder( int $drums = 1, string $item_status = 'delivered' ): array {
		global $wpdb;
		$user  = $this->make_customer();
		$order = $this->order_with( $user, array( self::deposit( $drums ) ) );
		( new DrumAccount() )->record_order( $order );
		$wpdb->update( OrderTable::items_name(), array( 'status' => $item_status ), array( 'order_id' => $order['id'] ) );
		$ids = array_map( static fn( array $d ): int => $d['id'], ( new DrumAccount() )->for_user( $user ) );
		sort( $ids );
		return array( $user, $ids, $order );
	}

	public function test_an_order_with_returnable_drums_fills_the_account_once_per_drum(): void {
		$user    = $this->make_customer();
		$cut     = array(
			'kind'         => 'cut_fee',
			'line_index'   => 0,
			'article_code' => 'KS-DRUM-TEST',
			'drum_type'    => '',
			'quantity'     => 1,
			'unit_cents'   => 2000,
			'cents'        => 2000,
		);
		$order   = $this->order_with( $user, array( $cut, self::deposit( 3 ), self::deposit( 1, 1 ) ) );
		$account = new DrumAccount();
		$this->assertSame( 4, $account->record_order( $order ), 'three drums of line 0 and one of line 1; the cut fee is no drum' );
		$this->assertSame( 0, $account->record_order( $order ), 'recording the order again writes nothing' );
		$drums = $account->for_user( $user );
		$this->assertCount( 4, $drums );
		foreach ( $drums as $drum ) {
			$this->assertSame( array( DrumAccount::HELD, 'wood-800', 4500, $order['number'] ), array( $drum['status'], $drum['drum_type'], $drum['deposit_cents'], $drum['order_number'] ) );
			$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}$/', $drum['since'] );
		}
		$this->assertSame( array(), $account->for_user( $this->make_customer() ), 'another customer holds none of them' );
	}

	public function test_placing_an_order_on_a_returnable_drum_records_its_drums(): void {
		$code = $this->stock_article(
			array(
				'drum_type'        => 'wood-800',
				'package_length_m' => 500,
			)
		);
		$user = $this->make_customer();
		$this->login( $user );
		$response = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 1200 ) ) ), $this->with_key() );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$drums = ( new DrumAccount() )->for_user( $user );
		$this->assertCount( 3, $drums, '1,200 m of a 500 m drum ships on 3 returnable drums' );
		$this->assertSame( $response->get_data()['order']['number'], $drums[0]['order_number'] );
	}

	public function test_an_order_whose_drums_cannot_be_recorded_is_not_stored(): void {
		global $wpdb;
		$code = $this->stock_article(
			array(
				'drum_type'        => 'wood-800',
				'package_length_m' => 500,
			)
		);
		$user = $this->make_customer();
		$this->login( $user );
		$break = static fn( $sql ) => is_string( $sql ) && str_starts_with( $sql, 'INSERT IGNORE INTO ' . DrumAccountTable::name() ) ? 'INSERT INTO ' . DrumAccountTable::name() . '_missing VALUES (1)' : $sql;
		add_filter( 'query', $break );
		try {
			$response = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 1200 ) ) ), $this->with_key() );
		} finally {
			remove_filter( 'query', $break );
		}
		$this->assertSame( 500, $response->get_status() );
		$this->assertSame( 'kabelshop_order_not_saved', $response->get_data()['code'] );
		$orders = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . OrderTable::name() . ' WHERE user_id = %d', $user ) );
		$this->assertSame( 0, $orders, 'the order, its number and items are written with its drums or not at all' );
		$this->assertSame( array(), ( new DrumAccount() )->for_user( $user ) );

		$again = $this->rest( 'POST', '/kabelshop/v1/orders', $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 1200 ) ) ), $this->with_key() );
		$this->assertSame( 201, $again->get_status(), 'the buyer can order again' );
		$this->assertCount( 3, ( new DrumAccount() )->for_user( $user ) );
	}

	public function test_the_account_route_lists_own_drums_and_refuses_other_customers(): void {
		list( $owner, $ids, $order ) = $this->holder( 2 );
		$this->login( $owner );
		$response = $this->rest( 'GET', '/kabelshop/v1/user/drums' );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertCount( 2, $data['drums'] );
		$this->assertSame( 9000, $data['held_deposit_cents'] );
		$this->assertSame( array( $order['number'], '45.00', true, true ), array( $data['drums'][0]['order_number'], $data['drums'][0]['deposit'], $data['drums'][0]['can_request'], $data['drums'][0]['deposit_demo'] ) );

		$other = $this->make_customer();
		$this->login( $other );
		$this->assertSame( array(), $this->rest( 'GET', '/kabelshop/v1/user/drums' )->get_data()['drums'] );
		$stolen = $this->rest( 'POST', '/kabelshop/v1/user/drums/' . $ids[0] . '/collect', array( 'note' => 'mine now' ) );
		$this->assertSame( 404, $stolen->get_status() );
		$this->assertSame( 'kabelshop_drum_not_found', $stolen->get_data()['code'] );
		$this->assertSame( DrumAccount::HELD, ( new DrumAccount() )->find( $ids[0] )['status'] ?? '', 'another customer changes nothing' );

		$this->logout();
		$this->assertSame( 401, $this->rest( 'GET', '/kabelshop/v1/user/drums' )->get_status() );
		$this->login( $this->make_customer( false ) );
		$this->assertSame( 403, $this->rest( 'GET', '/kabelshop/v1/user/drums' )->get_status() );
		$this->login( $owner );
		$this->assertSame( 403, $this->rest( 'POST', '/kabelshop/v1/user/drums/' . $ids[0] . '/collect', array(), array( 'xsrf' => false ) )->get_status(), 'no XSRF token' );
		$this->assertSame( 403, $this->rest( 'POST', '/kabelshop/v1/user/drums/' . $ids[0] . '/collect', array(), array( 'nonce' => false ) )->get_status(), 'no nonce' );
	}

	public function test_a_collect_request_reaches_staff_once(): void {
		$staff = 'lager-' . $this->unique() . '@example.test';
		update_option( OrderNotifications::OPTION, array( $staff ) );
		list( $owner, $ids, $order ) = $this->holder( 2 );
		update_user_meta( $owner, Registration::META_COMPANY_NAME, 'Bubanj Test d.o.o.' );
		$this->add_delivery_address( $owner );
		$this->login( $owner );

		$this->assertFieldError( $this->rest( 'POST', '/kabelshop/v1/user/drums/' . $ids[0] . '/collect', array( 'address_id' => 77 ) ), 'address_id' );
		$this->assertFieldError( $this->rest( 'POST', '/kabelshop/v1/user/drums/' . $ids[0] . '/collect', array( 'note' => str_repeat( 'x', 251 ) ) ), 'note' );

		$response = $this->rest(
			'POST',
			'/kabelshop/v1/user/drums/' . $ids[0] . '/collect',
			array(
				'note'       => 'Bubanj je kod rampe 2.',
				'address_id' => 1,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$drum = array_values( array_filter( $response->get_data()['drums'], static fn( array $d ): bool => $d['id'] === $ids[0] ) )[0];
		$this->assertSame( array( 'collect_requested', false, 'Bubanj je kod rampe 2.' ), array( $drum['status'], $drum['can_request'], $drum['collect_note'] ) );
		$this->assertStringContainsString( 'Testna ulica 1, 31000 Osijek', $drum['pickup_address'] );
		$this->assertSame( 'collect_requested', $response->get_data()['drums'][0]['status'], 'requests are listed first' );

		$mail = $this->mail_to( $staff );
		$this->assertStringContainsString( 'Bubanj Test d.o.o.', $mail['subject'] );
		$this->assertStringContainsString( $order['number'], $mail['subject'] );
		foreach ( array( 'Drveni bubanj Ø 800 mm (KS-DRUM-TEST)', 'Bubanj je kod rampe 2.', 'Testna ulica 1, 31000 Osijek', '45,00 €', DrumsPage::list_url( DrumAccount::COLLECT_REQUESTED ) ) as $fact ) {
			$this->assertStringContainsString( $fact, $mail['message'], 'a mailbox that is no user\'s: Croatian' );
		}

		$again = $this->rest( 'POST', '/kabelshop/v1/user/drums/' . $ids[0] . '/collect', array() );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'kabelshop_drum_not_held', $again->get_data()['code'] );
		$this->assertCount( 1, $this->mails, 'no second staff mail' );
	}

	public function test_a_drum_of_an_order_not_shipped_yet_cannot_be_collected(): void {
		global $wpdb;
		$staff = 'lager-' . $this->unique() . '@example.test';
		update_option( OrderNotifications::OPTION, array( $staff ) );
		list( $owner, $ids, $order ) = $this->holder( 1, 'packed' );
		$this->login( $owner );

		$listed = $this->rest( 'GET', '/kabelshop/v1/user/drums' )->get_data()['drums'][0];
		$this->assertSame( array( 'held', false, false, 'Još nije isporučen' ), array( $listed['status'], $listed['delivered'], $listed['can_request'], $listed['status_label'] ), 'shown as not delivered, with no "Drum empty" button' );

		$refused = $this->rest( 'POST', '/kabelshop/v1/user/drums/' . $ids[0] . '/collect', array( 'note' => 'Prazan.' ) );
		$this->assertSame( 409, $refused->get_status(), (string) wp_json_encode( $refused->get_data() ) );
		$this->assertSame( 'kabelshop_drum_not_delivered', $refused->get_data()['code'] );
		$this->assertSame( 'id', $refused->get_data()['data']['field'] );
		$this->assertSame( 'Ovaj bubanj vam još nije isporučen. Preuzimanje možete zatražiti kada njegova narudžba bude otpremljena.', $refused->get_data()['message'] );
		$this->assertSame( DrumAccount::HELD, ( new DrumAccount() )->find( $ids[0] )['status'] ?? '', 'nothing written' );
		$this->assertCount( 0, $this->mails, 'staff get no mail' );
		$this->assertSame( DrumAccount::NOT_DELIVERED, ( new DrumAccount() )->request_collect( $owner, $ids[0], '', null ), 'the domain refuses it too' );
		// Issue 27: staff cannot mark it returned either (it never left the shop), and their list says "Not delivered yet".
		$this->assertFalse( ( new DrumAccount() )->mark_returned( $ids[0], 1 ) );
		$this->assertSame( DrumAccount::HELD, ( new DrumAccount() )->find( $ids[0] )['status'] ?? '' );
		$this->assertSame( 0, ( new DrumAccount() )->find( $ids[0] )['credited_cents'] ?? -1, 'no deposit credited' );
		$this->assertCount( 0, $this->mails, 'the buyer gets no "returned" mail' );

		// Shipped: the drum is on its way to the buyer, who may ask for it to be collected.
		$wpdb->update( OrderTable::items_name(), array( 'status' => 'shipped' ), array( 'order_id' => $order['id'] ) );
		$listed = $this->rest( 'GET', '/kabelshop/v1/user/drums' )->get_data()['drums'][0];
		$this->assertSame( array( true, true, 'Kod kupca' ), array( $listed['delivered'], $listed['can_request'], $listed['status_label'] ) );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/user/drums/' . $ids[0] . '/collect', array( 'note' => 'Prazan.' ) )->get_status() );
		$this->assertCount( 1, $this->mails );
	}

	public function test_staff_mark_a_drum_returned_the_deposit_is_credited_and_the_buyer_told(): void {
		list( $owner, $ids, $order ) = $this->holder( 1 );
		update_user_meta( $owner, Registration::META_LANGUAGE, 'en' );
		$this->today_is( '2026-11-27' );
		$account = new DrumAccount();
		try {
			$this->assertTrue( $account->mark_returned( $ids[0], 1 ) );
		} finally {
			$this->reset_stock_settings();
		}
		$drum = $account->find( $ids[0] );
		$this->assertSame( array( DrumAccount::RETURNED, '2026-11-27', 4500 ), array( $drum['status'] ?? '', $drum['returned_on'] ?? '', $drum['credited_cents'] ?? 0 ) );
		$mail = $this->mail_to( (string) get_userdata( $owner )->user_email );
		$this->assertSame( 'Drum returned, deposit credited (order ' . $order['number'] . ')', $mail['subject'] );
		$this->assertStringContainsString( 'Deposit credited: €45.00', $mail['message'] );
		$this->assertStringContainsString( 'Returned on: 11/27/2026', $mail['message'] );
		$this->assertFalse( $account->mark_returned( $ids[0], 1 ), 'a returned drum is not returned twice' );
		$this->assertCount( 1, $this->mails );

		$this->login( $owner );
		$listed = $this->rest( 'GET', '/kabelshop/v1/user/drums' )->get_data();
		$this->assertSame( 0, $listed['held_deposit_cents'], 'a returned drum holds no deposit' );
		$this->assertSame( 409, $this->rest( 'POST', '/kabelshop/v1/user/drums/' . $ids[0] . '/collect', array() )->get_status() );
	}

	public function test_drums_of_a_cancelled_order_are_not_listed(): void {
		global $wpdb;
		list( $owner, $ids, $order ) = $this->holder( 1 );
		$wpdb->update( OrderTable::name(), array( 'status' => 'cancelled' ), array( 'id' => $order['id'] ) );
		$this->assertSame( array(), ( new DrumAccount() )->for_user( $owner ) );
		$this->login( $owner );
		$this->assertSame( 404, $this->rest( 'POST', '/kabelshop/v1/user/drums/' . $ids[0] . '/collect', array() )->get_status() );
		$this->assertSame( 1, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . DrumAccountTable::name() . ' WHERE order_id = %d', $order['id'] ) ), 'the row stays for the record' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from code.
	}

	public function test_the_staff_screen_lists_collection_requests_first(): void {
		list( $owner, $ids ) = $this->holder( 2 );
		( new DrumAccount() )->request_collect( $owner, $ids[1], 'Hitno', null );
		$admin = get_users(
			array(
				'role'   => 'administrator',
				'number' => 1,
			)
		)[0];
		$this->login( $admin->ID );
		$page = new DrumsPage();
		$_GET['status'] = DrumAccount::COLLECT_REQUESTED;
		try {
			ob_start();
			$page->render();
			$html = (string) ob_get_clean();
		} finally {
			unset( $_GET['status'] );
		}
		$this->assertStringContainsString( 'data-drum="' . $ids[1] . '"', $html );
		$this->assertStringNotContainsString( 'data-drum="' . $ids[0] . '"', $html, 'the filter shows requests only' );
		$this->assertStringContainsString( 'Hitno', $html );
	}
}
