<?php
/**
 * When a new order's confirmation is sent (issue 16, Commerce\OrderMailQueue).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Commerce;

use Kabelshop\Commerce\OrderMailQueue;
use Kabelshop\Commerce\OrderTable;
use Kabelshop\I18n\Locale;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * Inline (the command line and PHP's built-in server in after_response mode) the buyer's and the
 * staff mail go out with the order; queued, the order answers at once with its mails pending, the
 * cron run sends them once in the language of the order's request, and a second run or a second
 * sender sends nothing.
 */
final class OrderMailQueueTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;

	private const ROUTE = '/kabelshop/v1/orders';

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		putenv( 'KABELSHOP_ORDER_MAIL' );
		$this->stop_capturing_mails();
		parent::tearDown();
	}

	/**
	 * Places an order as a new customer; returns the answer's order.
	 *
	 * @return array<string, mixed>
	 */
	private function place(): array {
		$user = $this->make_customer();
		$code = $this->make_article( 1870 );
		$this->login( $user );
		$response = $this->rest( 'POST', self::ROUTE, $this->order_body( array( array( 'article_code' => $code, 'quantity_m' => 100 ) ) ), $this->with_key() );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data()['order'];
	}

	/**
	 * The stored mail columns of an order.
	 *
	 * @param int $id Order id.
	 * @return array{mail_language: string, mail_claimed_at: string|null}
	 */
	private function mail_columns( int $id ): array {
		global $wpdb;
		return (array) $wpdb->get_row( $wpdb->prepare( 'SELECT mail_language, mail_claimed_at FROM ' . OrderTable::name() . ' WHERE id = %d', $id ), ARRAY_A );
	}

	public function test_without_a_server_that_ends_requests_early_the_mails_go_with_the_order(): void {
		$this->assertSame( OrderMailQueue::AFTER_RESPONSE, OrderMailQueue::mode(), 'the default' );
		$order = $this->place();
		$this->assertCount( 2, $this->mails, 'the buyer and the shop, before the answer' );
		$this->assertStringContainsString( $order['number'], $this->mails[0]['subject'] );
		$this->assertSame( '', $this->mail_columns( (int) $order['id'] )['mail_language'], 'nothing left pending' );
	}

	public function test_queued_the_order_answers_first_and_the_cron_run_mails_it_once_in_its_language(): void {
		putenv( 'KABELSHOP_ORDER_MAIL=queue' );
		$order = Locale::in_language( 'en', fn(): array => $this->place() );
		$this->assertSame( array(), $this->mails, 'no mail during the order request' );
		$this->assertSame( 'en', $this->mail_columns( (int) $order['id'] )['mail_language'] );

		$this->assertGreaterThanOrEqual( 1, OrderMailQueue::run() );
		$mine = array_values( array_filter( $this->mails, static fn( array $m ): bool => str_contains( (string) $m['subject'], (string) $order['number'] ) ) );
		$this->assertCount( 2, $mine, 'the buyer and the shop' );
		$this->assertSame( 'Order ' . $order['number'] . ' received', $mine[0]['subject'], 'in the language of the order request, not the cron run\'s' );
		$this->assertSame( array( 'mail_language' => '', 'mail_claimed_at' => null ), $this->mail_columns( (int) $order['id'] ) );

		$this->mails = array();
		OrderMailQueue::run();
		$this->assertFalse( OrderMailQueue::send( (int) $order['id'] ), 'sent once' );
		$this->assertSame( array(), array_filter( $this->mails, static fn( array $m ): bool => str_contains( (string) $m['subject'], (string) $order['number'] ) ) );
	}

	public function test_a_mail_another_sender_claimed_is_not_sent_again_until_that_claim_is_stale(): void {
		global $wpdb;
		putenv( 'KABELSHOP_ORDER_MAIL=queue' );
		$order = $this->place();
		$wpdb->update( OrderTable::name(), array( 'mail_claimed_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ), array( 'id' => $order['id'] ) );
		$this->assertFalse( OrderMailQueue::send( (int) $order['id'] ), 'another sender is at it' );
		$this->assertSame( array(), $this->mails );

		$wpdb->update( OrderTable::name(), array( 'mail_claimed_at' => gmdate( 'Y-m-d H:i:s', time() - OrderMailQueue::CLAIM_TIMEOUT - 1 ) ), array( 'id' => $order['id'] ) );
		$this->assertTrue( OrderMailQueue::send( (int) $order['id'] ), 'a sender that died: sent by the next' );
		$this->assertCount( 2, $this->mails );
	}

	public function test_inline_mode_sends_with_the_order_and_an_unknown_mode_is_the_default(): void {
		putenv( 'KABELSHOP_ORDER_MAIL=inline' );
		$this->place();
		$this->assertCount( 2, $this->mails );
		putenv( 'KABELSHOP_ORDER_MAIL=later' );
		$this->assertSame( OrderMailQueue::AFTER_RESPONSE, OrderMailQueue::mode() );
	}
}
