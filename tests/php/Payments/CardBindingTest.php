<?php
/**
 * Issue 26: card notifications bound to their payment, second charges recorded and refunded,
 * parallel notifications, an unreachable status check, and the open attempt, against the fake gateway.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Commerce\OrderAdminListTable;
use Kabelshop\Domain\ShopException;
use Kabelshop\Payments\CardPayments;
use Kabelshop\Payments\CardTransactions;
use Kabelshop\Payments\GatewayWarnings;
use Kabelshop\Payments\OrderPaymentBox;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentStatus;
use Kabelshop\Tests\Security\SiteClient;
use Kabelshop\Tests\Support\CapturesMail;
use Kabelshop\Tests\TestCase;
use Kabelshop\View\CardPaymentView;
use WP_REST_Response;

/**
 * Every payment here is made at the running fake gateway (bin/fake-wspay.mjs) over HTTP, its
 * notifications held (POST /__hold) so the test decides when a notification arrives; the
 * "genuine notification" is the report the fake itself signed.
 */
final class CardBindingTest extends TestCase {

	use CapturesMail;
	use CardFixtures;

	private const NOTIFY_ROUTE = '/kabelshop/v1/payments/wspay/notify';

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mails();
		$this->fake_gateway();
		$this->hold_notifications( true );
	}

	protected function tearDown(): void {
		$this->status_check_down( false );
		$this->hold_notifications( false );
		$this->stop_capturing_mails();
		unset( $_GET['payment'] );
		parent::tearDown();
	}

	/**
	 * The notification through the REST route (JSON, no session).
	 *
	 * @param array<string, mixed> $payload Notification.
	 */
	private function notify( array $payload ): WP_REST_Response {
		$this->logout();
		return $this->rest( 'POST', self::NOTIFY_ROUTE, $payload, array( 'tokens' => false ) );
	}

	/**
	 * What a test compares before and after: payment status, paid cents, events, charges.
	 *
	 * @param int $id Order.
	 * @return list<mixed>
	 */
	private function snapshot( int $id ): array {
		$order = $this->fresh( $id );
		return array( $order['payment_status'], $order['paid_cents'], $order['gateway_order_id'], $this->event_count( $id ), count( $this->charges( $id ) ) );
	}

	/**
	 * An order paid by card at the fake (its notification applied); returns [ buyer, order, payment ].
	 *
	 * @param int $gross Gross cents.
	 * @return array{0: int, 1: array<string, mixed>, 2: array{url: string, fields: array<string, string>, wsp: string}}
	 */
	private function paid_order( int $gross = 12500 ): array {
		$user  = $this->make_customer();
		$order = $this->card_order( $user, array( 'gross_cents' => $gross ) );
		$paid  = $this->pay_attempt( (int) $order['id'], $user );
		$this->assertSame( 'changed', $this->notify( $this->genuine_notification( $paid['wsp'] ) )->get_data()['result'] ?? '' );
		return array( $user, $this->fresh( (int) $order['id'] ), $paid );
	}

	public function test_a_genuine_notification_of_one_payment_posted_for_another_order_changes_nothing_and_staff_see_it(): void {
		list( , $a, $paid ) = $this->paid_order( 12500 );
		$user               = $this->make_customer();
		$b                  = $this->card_order( $user, array( 'gross_cents' => 99900 ) );
		( new CardPayments() )->begin( $b, $user, 'en' );
		$b_id   = (int) $b['id'];
		$b_cart = $b['number'] . '-1';
		$before = array( $this->snapshot( $b_id ), $this->snapshot( (int) $a['id'] ) );
		$mails  = count( $this->mails );
		$base   = $this->genuine_notification( $paid['wsp'] );
		$cases  = array(
			'cart id changed, B\'s amount'   => array( 'ShoppingCartID' => $b_cart, 'Amount' => 999 ),
			'cart id changed, A\'s amount'   => array( 'ShoppingCartID' => $b_cart ),
			'cart id changed, no Amount'     => array( 'ShoppingCartID' => $b_cart, 'Amount' => null ),
			'cart id changed, Refunded=1'    => array( 'ShoppingCartID' => $b_cart, 'Refunded' => 1, 'Authorized' => 0, 'Completed' => 0 ),
			'A\'s own, Refunded=1'           => array( 'Refunded' => 1 ),
			'A\'s own, Voided=1, no Amount'  => array( 'Voided' => 1, 'Amount' => null ),
		);
		foreach ( $cases as $case => $change ) {
			$payload = array_filter( array_merge( $base, $change ), static fn( $v ): bool => null !== $v );
			$answer  = $this->notify( $payload );
			$this->assertContains( $answer->get_status(), array( 200, 400, 409 ), $case . ': ' . wp_json_encode( $answer->get_data() ) );
			if ( 200 === $answer->get_status() ) {
				$this->assertSame( 'unchanged', $answer->get_data()['result'], $case );
			}
			$this->assertSame( $before, array( $this->snapshot( $b_id ), $this->snapshot( (int) $a['id'] ) ), $case . ': nothing changed' );
		}
		$this->assertSame( 409, $this->notify( array_merge( $base, array( 'ShoppingCartID' => $b_cart ) ) )->get_status(), 'a mismatch is refused' );
		$this->assertSame( 400, $this->notify( array_diff_key( $base, array( 'Amount' => 1 ) ) )->get_status(), 'Amount is mandatory' );
		$this->assertCount( $mails, $this->mails, 'no "payment received" mail' );
		$warnings = GatewayWarnings::for_order( $b_id );
		$this->assertNotSame( array(), $warnings );
		$this->assertSame( array( GatewayWarnings::MISMATCH ), array_values( array_unique( array_column( $warnings, 'kind' ) ) ) );
		$this->assertStringContainsString( $paid['wsp'], (string) $warnings[0]['message'] );
		$this->in_english();
		$view = OrderPaymentBox::view( $this->fresh( $b_id ) );
		$this->assertSame( 'A card processor message did not match this payment and was refused', $view['warnings'][0]['kind'] );
		// Rate-limited: many more refused notifications add no more than PER_SUBJECT warnings.
		for ( $i = 0; $i < 8; $i++ ) {
			$this->notify( array_merge( $base, array( 'ShoppingCartID' => $b_cart ) ) );
		}
		$this->assertLessThanOrEqual( GatewayWarnings::PER_SUBJECT, count( GatewayWarnings::for_order( $b_id ) ) );
	}

	public function test_two_approved_attempts_are_both_recorded_staff_see_paid_twice_and_refund_the_second_only(): void {
		list( $user, $order, $first ) = $this->paid_order();
		$id                           = (int) $order['id'];
		// A second tab had started attempt 2 before attempt 1 was paid; the buyer pays it too.
		$this->set_order( $id, array( 'payment_status' => PaymentStatus::AWAITING ) );
		$second = $this->pay_attempt( $id, $user );
		$this->set_order( $id, array( 'payment_status' => PaymentStatus::PAID, 'gateway_order_id' => $first['wsp'], 'gateway_cart_id' => $order['number'] . '-1' ) );
		$this->mails = array();
		$answer      = $this->notify( $this->genuine_notification( $second['wsp'] ) );
		$this->assertSame( 'changed', $answer->get_data()['result'] ?? '', (string) wp_json_encode( $answer->get_data() ) );
		$now = $this->fresh( $id );
		$this->assertSame( array( PaymentStatus::PAID, $first['wsp'] ), array( $now['payment_status'], $now['gateway_order_id'] ), 'the first payment stays the order\'s' );
		$charges = $this->charges( $id );
		$this->assertSame( array( array( 1, $first['wsp'], 12500 ), array( 2, $second['wsp'], 12500 ) ), array_map( static fn( array $c ): array => array( $c['attempt'], $c['gateway_order_id'], $c['amount_cents'] ), $charges ) );
		$last = array_slice( ( new PaymentLedger() )->history( $id ), -1 )[0];
		$this->assertSame( array( 'paid', 'paid', 'notification', 12500, $second['wsp'] ), array( $last['from_status'], $last['to_status'], $last['source'], $last['amount_cents'], $last['gateway_ref'] ) );
		$this->assertSame( 12500, ( new CardTransactions() )->overpaid_cents( $now ) );

		// Staff: the order screen, the orders list, a mail.
		$this->in_english();
		$view = OrderPaymentBox::view( $now );
		$this->assertStringStartsWith( 'Paid twice: the card processor holds ', $view['twice'] );
		$this->assertMatchesRegularExpression( '/125[.,]00/', $view['twice'] );
		$this->assertSame( array( false, true ), array_column( $view['charges'], 'refundable' ) );
		$this->assertStringContainsString( 'paid twice (+', $this->list_cell( $now ) );
		$staff = array_values( array_filter( $this->mails, static fn( array $m ): bool => str_contains( (string) $m['subject'], $order['number'] ) && ( str_contains( (string) $m['subject'], 'paid twice' ) || str_contains( (string) $m['subject'], 'dvaput' ) || str_contains( (string) $m['subject'], 'dva puta' ) ) ) );
		$this->assertNotSame( array(), $staff, 'staff are mailed: ' . wp_json_encode( array_column( $this->mails, 'subject' ) ) );
		$this->assertStringContainsString( $second['wsp'], (string) $staff[0]['message'] );

		// The buyer sees the overpayment on the order page.
		wp_set_current_user( $user );
		$page = CardPaymentView::for_page( $now );
		$this->assertMatchesRegularExpression( '/125[.,]00/', $page['overpaid'] );

		// One click refunds the second transaction only, and the buyer is told.
		$this->mails = array();
		$result      = ( new OrderPaymentBox() )->apply(
			$id,
			array(
				'op'      => 'refund_charge',
				'charge'  => (string) $charges[1]['id'],
				'confirm' => '1',
			),
			1
		);
		$this->assertTrue( $result['ok'], $result['message'] );
		$this->assertSame( 12500, $this->fake_transaction( $second['wsp'] )['RefundedCents'] ?? null );
		$this->assertSame( 0, $this->fake_transaction( $first['wsp'] )['RefundedCents'] ?? null );
		$after = $this->fresh( $id );
		$this->assertSame( PaymentStatus::PAID, $after['payment_status'] );
		$this->assertSame( 0, ( new CardTransactions() )->overpaid_cents( $after ) );
		$this->assertSame( array( 'completed', 'refunded' ), array_column( $this->charges( $id ), 'state' ) );
		$buyer_mail = array_values( array_filter( $this->mails, static fn( array $m ): bool => (string) get_userdata( $user )->user_email === (string) $m['to'] ) );
		$this->assertCount( 1, $buyer_mail, 'one mail to the buyer: ' . wp_json_encode( array_column( $this->mails, 'subject' ) ) );
		$this->assertStringContainsString( $order['number'], (string) $buyer_mail[0]['subject'] );
		$this->assertMatchesRegularExpression( '/125[.,]00/', (string) $buyer_mail[0]['message'] );
		// The gateway's "refunded" notification of the second charge changes nothing more.
		$events = $this->event_count( $id );
		$this->assertSame( 'unchanged', $this->notify( $this->genuine_notification( $second['wsp'] ) )->get_data()['result'] ?? '' );
		$this->assertSame( $events, $this->event_count( $id ) );
		// The same refund again is refused: nothing is left to give back.
		$again = ( new OrderPaymentBox() )->apply( $id, array( 'op' => 'refund_charge', 'charge' => (string) $charges[1]['id'], 'confirm' => '1' ), 1 );
		$this->assertFalse( $again['ok'] );
	}

	/**
	 * The Payment cell as the list prints it (prepare_items() reads the overpaid orders of the page).
	 *
	 * @param array<string, mixed> $order Order.
	 */
	private function list_cell( array $order ): string {
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		set_current_screen( 'dashboard' );
		try {
			$table = new OrderAdminListTable( array() );
		} finally {
			$GLOBALS['current_screen'] = null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- undoing set_current_screen().
		}
		$prop  = new \ReflectionProperty( OrderAdminListTable::class, 'card_overpaid' );
		$prop->setValue( $table, ( new CardTransactions() )->overpaid_among( array( (int) $order['id'] ) ) );
		return $table->column_default( $order, 'payment' );
	}

	public function test_twenty_identical_notifications_at_once_record_one_payment(): void {
		$site = SiteClient::from_env();
		if ( null === $site ) {
			$this->markTestSkipped( 'KABELSHOP_TEST_URL is not set: run through bash bin/test.sh php.' );
		}
		$user    = $this->make_customer();
		$order   = $this->card_order( $user );
		$id      = (int) $order['id'];
		$paid    = $this->pay_attempt( $id, $user );
		$body    = (string) wp_json_encode( $this->genuine_notification( $paid['wsp'] ) );
		$multi   = curl_multi_init();
		$handles = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$handle = curl_init( $site->url( 'kabelshop/v1/payments/wspay/notify' ) );
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_POST           => true,
					CURLOPT_POSTFIELDS     => $body,
					CURLOPT_HTTPHEADER     => array( 'Content-Type: application/json', 'Accept: application/json' ),
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_TIMEOUT        => 60,
					CURLOPT_FORBID_REUSE   => true,
					CURLOPT_FRESH_CONNECT  => true,
				)
			);
			curl_multi_add_handle( $multi, $handle );
			$handles[] = $handle;
		}
		do {
			curl_multi_exec( $multi, $running );
			curl_multi_select( $multi, 0.1 );
		} while ( $running > 0 );
		$results = array();
		foreach ( $handles as $handle ) {
			$answer    = (array) json_decode( (string) curl_multi_getcontent( $handle ), true );
			$results[] = curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ) . ' ' . ( $answer['result'] ?? wp_json_encode( $answer ) );
			curl_multi_remove_handle( $multi, $handle );
		}
		curl_multi_close( $multi );
		sort( $results );
		$this->assertSame( array_merge( array( '200 changed' ), array_fill( 0, 19, '200 unchanged' ) ), $results );
		$this->assertCount( 1, $this->charges( $id ) );
		$paid_events = array_filter( ( new PaymentLedger() )->history( $id ), static fn( array $e ): bool => 'paid' === $e['to_status'] );
		$this->assertCount( 1, $paid_events, 'one payment recorded' );
		$this->assertSame( PaymentStatus::PAID, $this->fresh( $id )['payment_status'] );
	}

	public function test_a_notification_while_the_status_check_is_unreachable_changes_nothing_and_is_sent_again(): void {
		$user  = $this->make_customer();
		$order = $this->card_order( $user );
		$id    = (int) $order['id'];
		$paid  = $this->pay_attempt( $id, $user );
		$this->status_check_down( true );
		$before = $this->snapshot( $id );
		$answer = $this->notify( $this->genuine_notification( $paid['wsp'] ) );
		$this->assertSame( array( 503, 'kabelshop_payment_unconfirmed' ), array( $answer->get_status(), $answer->get_data()['code'] ?? '' ), 'a non-2xx answer: WSPay sends it again' );
		$back = ( new CardPayments() )->on_return( 'success', $paid['fields'], $id );
		$this->assertSame( CardPayments::RETURN_UNVERIFIED, $back['payment'] );
		$this->assertSame( $before, $this->snapshot( $id ) );
		$this->assertContains( GatewayWarnings::UNCONFIRMED, array_column( GatewayWarnings::for_order( $id ), 'kind' ) );
		$this->status_check_down( false );
		$this->assertSame( 'changed', $this->notify( $this->genuine_notification( $paid['wsp'] ) )->get_data()['result'] ?? '', 'sent again once the gateway answers' );
	}

	public function test_a_new_attempt_while_another_is_open_says_so_and_needs_the_buyers_confirmation(): void {
		$user  = $this->make_customer();
		$order = $this->card_order( $user );
		$id    = (int) $order['id'];
		( new CardPayments() )->begin( $order, $user, 'en' );
		$this->assertNotNull( ( new CardPayments() )->open_attempt( $this->fresh( $id ) ) );
		$error = null;
		try {
			( new CardPayments() )->begin( $this->fresh( $id ), $user, 'en' );
		} catch ( ShopException $e ) {
			$error = $e;
		}
		$this->assertNotNull( $error );
		$this->assertSame( array( 409, 'kabelshop_payment_attempt_open', 'payment', CardPayments::ANYWAY_FLAG ), array( $error->status, $error->error_code, $error->data['field'] ?? '', $error->data['confirm'] ?? '' ) );
		$this->assertSame( 1, $this->fresh( $id )['payment_attempt'], 'no second charge path opened' );
		// The route: the same refusal with the translated message, and the flag starts the new attempt.
		$this->login( $user );
		$route  = '/kabelshop/v1/orders/' . $id . '/card-payment';
		$answer = $this->rest( 'POST', $route, array(), array( 'headers' => array( 'X-Kabelshop-Lang' => 'en' ) ) );
		$this->assertSame( array( 409, 'kabelshop_payment_attempt_open' ), array( $answer->get_status(), $answer->get_data()['code'] ?? '' ) );
		$this->assertStringContainsString( get_date_from_gmt( (string) $answer->get_data()['data']['started_at'], 'H:i' ), (string) ( $answer->get_data()['message'] ?? '' ), 'the message says when the open attempt started' );
		$this->assertSame( 1, $this->fresh( $id )['payment_attempt'] );
		// The order page says so and offers "Start a new card payment anyway" with the flag.
		$page = CardPaymentView::for_page( $this->fresh( $id ) );
		$this->assertTrue( $page['anyway'] );
		$this->assertSame( 'info', $page['tone'] );
		$again = $this->rest( 'POST', $route, array( CardPayments::ANYWAY_FLAG => true ) );
		$this->assertSame( 200, $again->get_status(), (string) wp_json_encode( $again->get_data() ) );
		$this->assertSame( $order['number'] . '-2', $again->get_data()['card_payment']['fields']['ShoppingCartID'] );

		// The open attempt was paid meanwhile: the order is paid and no new attempt starts.
		$paid = $this->pay_at_fake( ( new CardPayments() )->form_for( $this->fresh( $id ), 'en' ) );
		$this->assertNotSame( '', $paid['fields']['WsPayOrderId'] );
		$paid_now = $this->rest( 'POST', $route );
		$this->assertSame( array( 409, 'kabelshop_payment_already_paid' ), array( $paid_now->get_status(), $paid_now->get_data()['code'] ?? '' ) );
		$this->assertSame( array( PaymentStatus::PAID, 2 ), array( $this->fresh( $id )['payment_status'], $this->fresh( $id )['payment_attempt'] ) );
	}
}
