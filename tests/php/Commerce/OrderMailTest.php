<?php
/**
 * Order mails (issue 13): the staff notice, its recipients, item status mails, cancellations.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Admin\OrdersPage;
use Kabelshop\Commerce\OrderItemStatusUpdater;
use Kabelshop\Commerce\OrderMailer;
use Kabelshop\Commerce\OrderNotifications;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\I18n\LocalizedMail;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * Mails are recorded from wp_mail(); who gets what, in which language and with which facts.
 */
final class OrderMailTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;
	use OrderStaffFixtures;

	/** @var list<int> Staff users made by the test. */
	private array $made = array();

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		delete_option( OrderNotifications::OPTION );
		require_once ABSPATH . 'wp-admin/includes/user.php';
		foreach ( $this->made as $id ) {
			wp_delete_user( $id );
		}
		parent::tearDown();
	}

	/**
	 * A staff user with a wp-admin locale; returns the e-mail address.
	 *
	 * @param string $locale WordPress locale.
	 */
	private function staff_address( string $locale ): string {
		$login = $this->unique( 'staff' );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.test',
				'user_pass'  => wp_generate_password( 20 ),
				'role'       => 'administrator',
				'locale'     => $locale,
			)
		);
		$this->assertIsInt( $id );
		$this->made[] = $id;
		return $login . '@example.test';
	}

	public function test_the_staff_notice_has_everything_to_ship_and_invoice_in_each_staff_language(): void {
		$english = $this->staff_address( 'en_US' );
		$mailbox = 'prodaja-' . $this->unique() . '@example.test';
		update_option( OrderNotifications::OPTION, array( $english, $mailbox ) );
		$buyer = $this->b2b_buyer();
		$order = $this->b2b_order( $buyer );

		LocalizedMail::send_in( 'hr', static fn(): bool => ( new OrderMailer() )->send_confirmation( $order ) );
		$this->assertCount( 3, $this->mails, 'the buyer and the two staff addresses' );

		$staff = $this->mail_to( $english );
		$this->assertSame( 'New order ' . $order['number'] . ' from ' . self::COMPANY, $staff['subject'] );
		$text = $staff['message'];
		foreach ( array(
			'Company: ' . self::COMPANY,
			'OIB: 12345678903 (R1 invoice)',
			'Contact: Šime Ćosić, ' . get_userdata( $buyer )->user_email . ', +385911234567',
			'PO number: NAR-2026/0042',
			'Requested delivery date: 03/14/2030',
			'Site contact: Đuro Šarić, +385 91 765 4321',
			'500 m x 0.1870 EUR/m = €93.50',
			'300 m not in stock when ordered, expected on 03/10/2030.',
			'Subtotal: €192.50',
			'Discount 20 %: -€38.50',
			'Delivery: €15.00',
			'Total: €211.25',
			'Delivery method: Delivery',
			'Delivery address: Testna ulica 1, 31000 Osijek, HR',
			'Payment: Bank transfer',
			'Note: Dostava na gradilište, istovar viličarom; zvati prije dolaska.',
			OrdersPage::order_url( (int) $order['id'] ),
		) as $expected ) {
			$this->assertStringContainsString( $expected, $text );
		}
		$this->assertStringNotContainsString( 'Thank you', $text, 'a staff mail, not the buyer\'s' );

		$croatian = $this->mail_to( $mailbox );
		$this->assertStringContainsString( 'Tvrtka: ' . self::COMPANY, $croatian['message'], 'a mailbox that is no user\'s: Croatian' );
		$this->assertStringContainsString( 'Broj narudžbenice: NAR-2026/0042', $croatian['message'] );
		$this->assertStringContainsString( 'Ukupno: 211,25 €', $croatian['message'] );

		$own = $this->mail_to( get_userdata( $buyer )->user_email );
		$this->assertStringContainsString( 'Hvala vam na narudžbi ' . $order['number'], $own['message'] );
		$this->assertStringContainsString( 'Vaš broj narudžbenice: NAR-2026/0042', $own['message'] );
	}

	public function test_without_a_list_the_admin_address_gets_the_notice_and_the_list_is_checked(): void {
		$admin = $this->staff_address( 'hr' );
		$keep  = static fn(): string => $admin;
		add_filter( 'pre_option_admin_email', $keep );
		try {
			$this->assertSame( array( $admin ), OrderNotifications::recipients() );
			$order = $this->b2b_order( $this->b2b_buyer() );
			( new OrderMailer() )->send_confirmation( $order );
			$this->assertStringContainsString( 'Tvrtka: ' . self::COMPANY, $this->mail_to( $admin )['message'] );
		} finally {
			remove_filter( 'pre_option_admin_email', $keep );
		}

		$this->assertSame( array( 'a@example.test', 'b@example.test' ), OrderNotifications::sanitize( "a@example.test\nb@example.test, A@example.test" ), 'one per line or comma, duplicates once' );
		update_option( OrderNotifications::OPTION, array( 'a@example.test' ) );
		$this->assertSame( array( 'a@example.test' ), OrderNotifications::sanitize( 'a@example.test nonsense' ), 'an entry that is no address keeps the previous list' );
		$this->assertSame( array( 'nonsense' ), OrderNotifications::parse( 'a@example.test nonsense' )['invalid'] );
		$this->assertSame( array( 'a@example.test' ), OrderNotifications::recipients() );
	}

	public function test_every_forward_item_change_mails_the_buyer_in_their_language(): void {
		$buyer = $this->b2b_buyer( 'sr' );
		$order = $this->b2b_order( $buyer );
		$item  = (int) $order['items'][0]['id'];
		$set   = new OrderItemStatusUpdater();

		$this->assertTrue( $set->set( (int) $order['id'], $item, 'in_production', '', $this->staff_id() )['mailed'] );
		$this->assertTrue( $set->set( (int) $order['id'], $item, 'packed', '', $this->staff_id() )['mailed'] );
		( new OrdersPage() )->apply( (int) $order['id'], array( 'op' => 'package_add', 'item_id' => $item, 'packaging' => 'drum', 'package_number' => 'B-77', 'length_m' => '500' ), $this->staff_id() );
		$this->assertTrue( $set->set( (int) $order['id'], $item, 'shipped', '', $this->staff_id() )['mailed'] );
		$this->assertTrue( $set->set( (int) $order['id'], $item, 'delivered', '', $this->staff_id() )['mailed'] );

		$this->assertSame( array_fill( 0, 4, get_userdata( $buyer )->user_email ), $this->mail_recipients() );
		$this->assertSame( 'Porudžbina ' . $order['number'] . ': stavka ' . $order['items'][0]['article_code'] . ' je sada „U proizvodnji”', $this->mails[0]['subject'] );
		$this->assertStringContainsString( '„Spakovano”', $this->mails[1]['subject'] );
		$this->assertStringContainsString( 'B-77: 500 m', $this->mails[2]['message'], 'shipped: with its packages' );
		$this->assertStringNotContainsString( 'B-77', $this->mails[1]['message'], 'not before it ships' );
		$this->assertStringContainsString( '„Isporučeno”', $this->mails[3]['subject'] );
	}

	public function test_a_buyer_who_cancels_gets_a_mail_and_so_do_the_staff(): void {
		$staff = $this->staff_address( 'en_US' );
		update_option( OrderNotifications::OPTION, array( $staff ) );
		$buyer = $this->b2b_buyer();
		$order = $this->b2b_order( $buyer );
		$this->login( $buyer );
		$this->assertSame( 200, $this->rest( 'POST', '/kabelshop/v1/orders/' . $order['id'] . '/cancel' )->get_status() );

		$own = $this->mail_to( get_userdata( $buyer )->user_email );
		$this->assertSame( 'Narudžba ' . $order['number'] . ' je otkazana', $own['subject'] );
		$notice = $this->mail_to( $staff );
		$this->assertSame( 'Order ' . $order['number'] . ' was cancelled by ' . self::COMPANY, $notice['subject'] );
		$this->assertStringContainsString( 'PO number: NAR-2026/0042', $notice['message'] );
		$this->assertStringContainsString( OrdersPage::order_url( (int) $order['id'] ), $notice['message'] );

		$this->mails = array();
		$this->assertSame( 409, $this->rest( 'POST', '/kabelshop/v1/orders/' . $order['id'] . '/cancel' )->get_status() );
		$this->assertSame( array(), $this->mails, 'no mail for a refused cancel' );
	}

	public function test_staff_cancel_with_a_reason_and_confirmation_until_an_item_ships(): void {
		$buyer = $this->b2b_buyer( 'en' );
		$order = $this->b2b_order( $buyer );
		$id    = (int) $order['id'];
		$page  = new OrdersPage();
		( new OrderItemStatusUpdater() )->set( $id, (int) $order['items'][0]['id'], 'packed', '', $this->staff_id() );
		$this->mails = array();

		$this->assertSame( 'cancel_reason', $page->apply( $id, array( 'op' => 'cancel', 'reason' => 'Kupac je odustao.' ), $this->staff_id() ), 'not confirmed' );
		$this->assertSame( 'cancel_reason', $page->apply( $id, array( 'op' => 'cancel', 'reason' => '  ', 'confirm' => '1' ), $this->staff_id() ), 'no reason' );
		$this->assertSame( 'in_progress', ( new OrderRepository() )->find( $id )['status'], 'still open' );
		$this->assertSame( array(), $this->mails );

		$this->assertSame( 'cancelled', $page->apply( $id, array( 'op' => 'cancel', 'reason' => 'Artikl se više ne proizvodi.', 'confirm' => '1' ), $this->staff_id() ), 'packed is not shipped: staff may still cancel' );
		$stored = ( new OrderRepository() )->find( $id );
		$this->assertSame( 'cancelled', $stored['status'] );
		$event = array_values( array_filter( $stored['history'], static fn( array $e ): bool => null === $e['order_item_id'] && 'cancelled' === $e['status'] ) );
		$this->assertCount( 1, $event );
		$this->assertSame( 'Artikl se više ne proizvodi.', $event[0]['note'] );
		$this->assertSame( $this->staff_id(), $event[0]['user_id'] );

		$mail = $this->mail_to( get_userdata( $buyer )->user_email );
		$this->assertSame( 'Order ' . $order['number'] . ' has been cancelled', $mail['subject'], 'the buyer\'s language (en)' );
		$this->assertStringContainsString( 'Reason: Artikl se više ne proizvodi.', $mail['message'] );
		$this->assertSame( 'cancel_refused', $page->apply( $id, array( 'op' => 'cancel', 'reason' => 'Opet', 'confirm' => '1' ), $this->staff_id() ), 'cancelled already' );

		$shipped = $this->b2b_order( $buyer );
		( new OrderItemStatusUpdater() )->set( (int) $shipped['id'], (int) $shipped['items'][1]['id'], 'shipped', '', $this->staff_id() );
		$this->mails = array();
		$this->assertSame( 'cancel_refused', $page->apply( (int) $shipped['id'], array( 'op' => 'cancel', 'reason' => 'Kasno', 'confirm' => '1' ), $this->staff_id() ) );
		$this->assertNotSame( 'cancelled', ( new OrderRepository() )->find( (int) $shipped['id'] )['status'] );
		$this->assertSame( array(), $this->mails );
	}
}
