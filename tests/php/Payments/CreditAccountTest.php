<?php
/**
 * The open balance and the credit limit of contract orders (issue 15, contract terms).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Payments\CreditAccount;
use Kabelshop\Payments\CreditStatement;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Payments\PaymentTables;
use Kabelshop\Tests\Commerce\CommerceFixtures;
use Kabelshop\Tests\Security\SiteClient;
use Kabelshop\Tests\Security\SiteIdentity;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;

/**
 * CreditAccount::open_balance_cents() counts unpaid invoices and the contract orders not invoiced
 * yet (each once; cancelled, paid and bank transfer orders not), and POST orders on contract terms
 * is refused with 409 naming 'payment' when the order does not fit under the limit, with nothing
 * written, also when two orders arrive at the same moment over real HTTP.
 */
final class CreditAccountTest extends TestCase {

	use CapturesMail;
	use CommerceFixtures;
	use CreditFixtures;

	private const ROUTE = '/kabelshop/v1/orders';

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
	}

	protected function tearDown(): void {
		$this->stop_capturing_mails();
		parent::tearDown();
	}

	public function test_the_open_balance_is_unbilled_contract_orders_plus_unpaid_invoices_each_once(): void {
		$user    = $this->contract_customer( 1000000 );
		$account = new CreditAccount();
		$this->assertSame( 0, $account->open_balance_cents( $user ) );

		$unbilled = $this->credit_order( $user, 10000 );
		$this->assertSame( 10000, $account->open_balance_cents( $user ), 'a contract order not invoiced yet counts' );

		$invoiced = $this->credit_order( $user, 20000 );
		$this->credit_invoice( $user, (int) $invoiced['id'], 20000, '2026-01-10' );
		$this->assertSame( 30000, $account->open_balance_cents( $user ), 'an invoiced order counts once, through its invoice' );

		$this->credit_order( $user, 40000, PaymentMethods::CONTRACT, PaymentStatus::CANCELLED );
		$this->credit_order( $user, 50000, PaymentMethods::CONTRACT, PaymentStatus::PAID );
		$this->assertSame( 30000, $account->open_balance_cents( $user ), 'cancelled and paid contract orders do not count' );

		$transfer = $this->credit_order( $user, 7000, PaymentMethods::BANK_TRANSFER );
		$this->assertSame( 30000, $account->open_balance_cents( $user ), 'a bank transfer order does not count before it is invoiced' );
		$this->credit_invoice( $user, (int) $transfer['id'], 7000, '2026-01-11' );
		$this->assertSame( 37000, $account->open_balance_cents( $user ), 'its unpaid invoice does' );

		$this->credit_invoice( $user, null, 9900, '2026-01-12', null, true );
		$this->assertSame( 37000, $account->open_balance_cents( $user ), 'a paid invoice does not count' );

		// The account's lists add up to the same balance (one rule, two places).
		$statement = ( new CreditStatement() )->for_user( $user );
		$this->assertSame( array( (int) $unbilled['id'] ), array_column( $statement['unpaid_orders'], 'id' ) );
		$this->assertSame( 37000, array_sum( array_column( $statement['unpaid_orders'], 'open_cents' ) ) + array_sum( array_column( $statement['invoices'], 'gross_cents' ) ) );
		$this->assertSame( 1000000 - 37000, $statement['available_cents'] );

		// Another customer's orders and invoices are not this one's balance.
		$other = $this->contract_customer( null );
		$this->credit_order( $other, 12345 );
		$this->assertSame( 37000, $account->open_balance_cents( $user ) );
	}

	public function test_an_order_over_the_limit_is_refused_naming_payment_with_the_figures_and_nothing_is_written(): void {
		global $wpdb;
		$user = $this->contract_customer( null );
		$code = $this->make_article( 10000 );
		$this->login( $user );
		$lines = array(
			array(
				'article_code' => $code,
				'quantity_m'   => 100,
			),
		);
		$first = $this->rest( 'POST', self::ROUTE, $this->order_body( $lines, array( 'payment' => 'contract' ) ), $this->with_key() );
		$this->assertSame( 201, $first->get_status(), 'no limit: a contract order always passes' );
		$gross = (int) $first->get_data()['order']['gross_cents'];
		$this->assertGreaterThan( 0, $gross );

		// The limit leaves one cent less than another such order needs.
		update_user_meta( $user, CreditAccount::META_LIMIT_CENTS, (string) ( 2 * $gross - 1 ) );
		$orders  = $this->order_count( $user );
		$events  = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . PaymentTables::events() );
		$mails   = count( $this->mail_recipients() );
		$key     = $this->with_key();
		$refused = $this->rest( 'POST', self::ROUTE, $this->order_body( $lines, array( 'payment' => 'contract' ) ), $key );
		$this->assertSame( 409, $refused->get_status(), wp_json_encode( $refused->get_data() ) );
		$data = $refused->get_data();
		$this->assertSame( 'kabelshop_order_credit_limit', $data['code'] );
		$this->assertSame( 'payment', $data['data']['field'] );
		$this->assertArrayHasKey( 'payment', $data['data']['fields'] );
		$this->assertSame(
			array(
				'limit_cents'        => 2 * $gross - 1,
				'open_balance_cents' => $gross,
				'available_cents'    => $gross - 1,
				'order_cents'        => $gross,
			),
			array_intersect_key( $data['data'], array_flip( array( 'limit_cents', 'open_balance_cents', 'available_cents', 'order_cents' ) ) )
		);
		$this->assertStringContainsString( 'kreditni limit', $data['message'], 'the Croatian message names the credit limit' );
		$this->assertSame( $orders, $this->order_count( $user ), 'no order written' );
		$this->assertSame( $events, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . PaymentTables::events() ), 'no payment event written' );
		$this->assertCount( $mails, $this->mail_recipients(), 'no confirmation mail' );

		// The same order by bank transfer passes, even under the refused attempt's key: the refusal
		// stored nothing, so the key is free (no 409 kabelshop_idempotency_key_reused).
		$transfer = $this->rest( 'POST', self::ROUTE, $this->order_body( $lines, array( 'payment' => 'bank_transfer' ) ), $key );
		$this->assertSame( 201, $transfer->get_status(), wp_json_encode( $transfer->get_data() ) );
		$this->assertSame( 'bank_transfer', $transfer->get_data()['order']['payment_method'] );
		$this->assertSame( $orders + 1, $this->order_count( $user ) );
		$this->assertSame( $gross, ( new CreditAccount() )->open_balance_cents( $user ), 'the bank transfer order does not use the credit' );
	}

	public function test_an_order_that_fits_under_the_limit_passes_and_uses_the_credit(): void {
		$user = $this->contract_customer( null );
		$code = $this->make_article( 10000 );
		$this->login( $user );
		$body = $this->order_body(
			array(
				array(
					'article_code' => $code,
					'quantity_m'   => 100,
				),
			),
			array( 'payment' => 'contract' )
		);
		$quote = $this->rest( 'POST', '/kabelshop/v1/cart/quote', array( 'lines' => $body['lines'] ) );
		$gross = (int) $quote->get_data()['gross_cents'];
		$this->assertGreaterThan( 0, $gross );
		update_user_meta( $user, CreditAccount::META_LIMIT_CENTS, (string) $gross );
		$placed = $this->rest( 'POST', self::ROUTE, $body, $this->with_key() );
		$this->assertSame( 201, $placed->get_status(), 'exactly the limit fits: ' . wp_json_encode( $placed->get_data() ) );
		$this->assertSame( $gross, (int) $placed->get_data()['order']['gross_cents'] );
		$this->assertSame( $gross, ( new CreditAccount() )->open_balance_cents( $user ) );
		$this->assertSame( 0, ( new CreditStatement() )->for_user( $user )['available_cents'] );
	}

	public function test_two_orders_at_the_same_moment_over_http_cannot_both_use_the_last_credit(): void {
		$site = SiteClient::from_env();
		if ( null === $site ) {
			$this->markTestSkipped( 'KABELSHOP_TEST_URL is not set: run through bash bin/test.sh php, which serves the test site.' );
		}
		$user  = $this->contract_customer( null );
		$code  = $this->make_article( 10000 );
		$lines = array(
			array(
				'article_code' => $code,
				'quantity_m'   => 100,
			),
		);
		$this->login( $user );
		$gross = (int) $this->rest( 'POST', '/kabelshop/v1/cart/quote', array( 'lines' => $lines ) )->get_data()['gross_cents'];
		$this->logout();
		// Each order fits alone, both together do not.
		$limit = $gross + intdiv( $gross, 2 );
		update_user_meta( $user, CreditAccount::META_LIMIT_CENTS, (string) $limit );
		$identity = SiteIdentity::logged_in( 'credit', $user );
		$xsrf     = bin2hex( random_bytes( 32 ) );

		// Hold the customer's lock from a second database connection while both requests start.
		$holder = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$name   = CreditAccount::lock_name( $user );
		$this->assertSame( '1', (string) $holder->get_var( $holder->prepare( 'SELECT GET_LOCK( %s, 5 )', $name ) ) );
		$multi   = curl_multi_init();
		$handles = array();
		foreach ( array( 'a', 'b' ) as $tag ) {
			$handle = curl_init( $site->url( 'kabelshop/v1/orders' ) );
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_POST           => true,
					CURLOPT_POSTFIELDS     => (string) wp_json_encode( $this->order_body( $lines, array( 'payment' => 'contract' ) ) ),
					CURLOPT_HTTPHEADER     => array(
						'Content-Type: application/json',
						'Accept: application/json',
						'X-WP-Nonce: ' . $identity->nonce,
						'X-XSRF-TOKEN: ' . $xsrf,
						'Idempotency-Key: credit-race-' . $tag . '-' . bin2hex( random_bytes( 6 ) ),
					),
					CURLOPT_COOKIE         => \Kabelshop\Tests\HttpClient::cookie_header( $identity->cookies + array( 'XSRF-TOKEN' => $xsrf ) ),
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_TIMEOUT        => 60,
					CURLOPT_FORBID_REUSE   => true,
					CURLOPT_FRESH_CONNECT  => true,
				)
			);
			$handles[ $tag ] = $handle;
		}
		// Order a goes first and waits at the credit check (MariaDB shows it in 'User lock'); only
		// then order b is sent, so both are inside at the same moment. Sent together, php -S could
		// hand both connections to one worker, which then serves b only after a (a flaky test: b
		// arrived after a's 10 s lock wait had ended); the production stack (PHP-FPM) has no such limit.
		$waiting = 0;
		foreach ( array( 'a' => 1, 'b' => 2 ) as $tag => $expected ) {
			curl_multi_add_handle( $multi, $handles[ $tag ] );
			$deadline = microtime( true ) + 9;
			do {
				curl_multi_exec( $multi, $running );
				curl_multi_select( $multi, 0.05 );
				$waiting = (int) $holder->get_var( $holder->prepare( 'SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE INFO LIKE %s AND ID <> CONNECTION_ID()', '%GET_LOCK%' . $holder->esc_like( $name ) . '%' ) );
			} while ( $waiting < $expected && $running > 0 && microtime( true ) < $deadline );
			if ( $waiting < $expected ) {
				$early = array();
				foreach ( $handles as $key => $handle ) {
					$early[ $key ] = curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ) . ' ' . substr( (string) curl_multi_getcontent( $handle ), 0, 300 );
				}
				$holder->get_var( $holder->prepare( 'SELECT RELEASE_LOCK( %s )', $name ) );
				$this->fail( "order $tag should wait at the credit check; $waiting waiting, still running: $running; answers so far: " . wp_json_encode( $early ) );
			}
		}
		$holder->get_var( $holder->prepare( 'SELECT RELEASE_LOCK( %s )', $name ) );
		do {
			curl_multi_exec( $multi, $running );
			curl_multi_select( $multi, 0.1 );
		} while ( $running > 0 );
		$statuses = array();
		$bodies   = array();
		foreach ( $handles as $tag => $handle ) {
			$statuses[ $tag ] = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
			$bodies[ $tag ]   = (string) curl_multi_getcontent( $handle );
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
		}
		curl_multi_close( $multi );
		$holder->close();
		$sorted = array_values( $statuses );
		sort( $sorted );
		$this->assertSame( array( 201, 409 ), $sorted, 'exactly one order placed, one refused: ' . wp_json_encode( $bodies ) );
		$refused = json_decode( $bodies[ array_search( 409, $statuses, true ) ], true );
		$this->assertSame( 'kabelshop_order_credit_limit', $refused['code'] );
		$this->assertSame( 'payment', $refused['data']['field'] );
		$this->assertSame( $gross, $refused['data']['open_balance_cents'], 'the refused one saw the other order' );
		$this->assertSame( 1, $this->order_count( $user ) );
		$balance = ( new CreditAccount() )->open_balance_cents( $user );
		$this->assertSame( $gross, $balance );
		$this->assertLessThanOrEqual( $limit, $balance, 'the balance never exceeds the limit' );
	}
}
