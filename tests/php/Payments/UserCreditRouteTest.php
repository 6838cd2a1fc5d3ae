<?php
/**
 * GET kabelshop/v1/user/credit (issue 15, contract terms).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\CreditView;

/**
 * The logged-in customer's own terms, limit, open balance, available credit, overdue invoices and
 * contract orders not invoiced yet; visitors get 401, pending registrations 403; another customer's
 * invoices and orders never appear. The account panel's fallback prints the same figures.
 */
final class UserCreditRouteTest extends TestCase {

	use CreditFixtures;

	private const ROUTE = '/kabelshop/v1/user/credit';

	protected function tearDown(): void {
		\Kabelshop\Plugin::container()->reset( \Kabelshop\Support\Clock::class );
		parent::tearDown();
	}

	public function test_the_route_is_registered_for_get_only(): void {
		$routes = rest_get_server()->get_routes( 'kabelshop/v1' );
		$this->assertArrayHasKey( self::ROUTE, $routes );
		$this->assertSame( array( 'GET' => true ), $routes[ self::ROUTE ][0]['methods'] );
	}

	public function test_visitors_and_pending_accounts_are_refused(): void {
		$this->assertSame( 401, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->login( $this->make_customer( false ) );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
	}

	public function test_the_customer_gets_own_terms_balance_and_overdue_invoices_only(): void {
		\Kabelshop\Plugin::container()->set( \Kabelshop\Support\Clock::class, new \Kabelshop\Support\FixedClock( '2026-06-10' ) );
		$user     = $this->contract_customer( 500000, 20 );
		$other    = $this->contract_customer( 100000 );
		$unbilled = $this->credit_order( $user, 30000 );
		$invoiced = $this->credit_order( $user, 12500 );
		$overdue  = $this->credit_invoice( $user, (int) $invoiced['id'], 12500, '2026-05-01' );
		$this->credit_invoice( $user, null, 2000, '2026-06-01' );
		$this->credit_invoice( $user, null, 9999, '2026-01-01', null, true );
		$foreign       = $this->credit_invoice( $other, null, 7777, '2026-01-01' );
		$foreign_order = $this->credit_order( $other, 4444 );

		$this->login( $user );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertTrue( $data['contract'] );
		$this->assertSame( 20, $data['terms_days'] );
		$this->assertSame( 500000, $data['limit_cents'] );
		$this->assertSame( 30000 + 12500 + 2000, $data['open_balance_cents'] );
		$this->assertSame( 500000 - 44500, $data['available_cents'] );
		$this->assertSame( 'EUR', $data['currency'] );
		$this->assertCount( 1, $data['overdue'], 'due 2026-05-21, overdue on 2026-06-10; the other is due 2026-06-21' );
		$this->assertSame(
			array(
				'id'           => (int) $overdue['id'],
				'number'       => (string) $overdue['number'],
				'issued_on'    => '2026-05-01',
				'due_on'       => '2026-05-21',
				'open_cents'   => 12500,
				'days_overdue' => 20,
			),
			array_diff_key( $data['overdue'][0], array( 'download_url' => true ) )
		);
		$this->assertStringContainsString( 'invoices/' . (int) $overdue['id'] . '/download', $data['overdue'][0]['download_url'] );
		$this->assertCount( 1, $data['unpaid_orders'] );
		$this->assertSame( (int) $unbilled['id'], $data['unpaid_orders'][0]['id'] );
		$this->assertSame( $unbilled['number'], $data['unpaid_orders'][0]['number'] );
		$this->assertSame( 30000, $data['unpaid_orders'][0]['open_cents'] );
		$this->assertSame( $unbilled['payment_due_on'], $data['unpaid_orders'][0]['due_on'] );

		$json = (string) wp_json_encode( $data );
		$this->assertStringNotContainsString( (string) $foreign['number'], $json, 'another customer\'s invoice' );
		$this->assertStringNotContainsString( (string) $foreign_order['number'], $json, 'another customer\'s order' );

		// The panel's fallback prints the same figures for the page's language (Croatian).
		$panel = CreditView::data( $user );
		$this->assertSame( '5.000,00 €', $panel['limit'] );
		$this->assertSame( '445,00 €', $panel['open_balance'] );
		$this->assertSame( '4.555,00 €', $panel['available'] );
		$this->assertSame( (string) $overdue['number'], $panel['overdue'][0]['number'] );
		$this->assertSame( $data, array_diff_key( $panel['props'], array( 'contactUrl' => true ) ), 'the island starts from the route\'s answer' );
	}

	public function test_a_customer_without_contract_terms_sees_no_limit_and_contract_false(): void {
		$user = $this->make_customer();
		$this->credit_order( $user, 5000, PaymentMethods::BANK_TRANSFER );
		$this->login( $user );
		$data = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertFalse( $data['contract'] );
		$this->assertNull( $data['limit_cents'] );
		$this->assertNull( $data['available_cents'] );
		$this->assertSame( 0, $data['open_balance_cents'], 'a bank transfer order is no credit' );
		$this->assertSame( array(), $data['overdue'] );
		$this->assertSame( array(), $data['unpaid_orders'] );
	}
}
