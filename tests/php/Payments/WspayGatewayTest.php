<?php
/**
 * The WSPay client: signatures, amounts, the hosted form, the return and the notification, and
 * statusCheck / void / refund against the local fake gateway of this test site.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Payments;

use Kabelshop\Payments\Gateway\GatewayException;
use Kabelshop\Payments\Gateway\GatewayResult;
use Kabelshop\Payments\Gateway\WspayGateway;
use Kabelshop\Payments\Seeder;
use Kabelshop\Tests\HttpClient;
use Kabelshop\Tests\TestCase;

/**
 * Signatures are checked against strings this test writes from WSPay's documentation (not
 * against the client's own helpers), so a change in the client's concatenation fails here. The
 * fake gateway runs on KABELSHOP_GATEWAY_URL (bin/test.sh) with the seeded credentials.
 */
final class WspayGatewayTest extends TestCase {

	private const SHOP = 'MYSHOP';
	private const KEY  = '3DfEO2B5Jjm4VC1Q3vEh';

	/**
	 * A client with the documentation's credentials (no gateway behind it).
	 */
	private static function doc_client(): WspayGateway {
		return new WspayGateway( self::SHOP, self::KEY, 'https://formtest.wspay.biz/authorization.aspx', 'https://test.wspay.biz/api/services' );
	}

	/**
	 * The fake gateway's base URL.
	 */
	private function fake_url(): string {
		$url = (string) getenv( 'KABELSHOP_GATEWAY_URL' );
		$this->assertNotSame( '', $url, 'bin/test.sh exports KABELSHOP_GATEWAY_URL (the fake gateway of this test site)' );
		return $url;
	}

	/**
	 * A client of the fake gateway with the seeded shop id and the given key.
	 *
	 * @param string|null $secret Secret key (null: the seeded one).
	 */
	private function fake_client( ?string $secret = null ): WspayGateway {
		$url = $this->fake_url();
		return new WspayGateway( Seeder::SHOP_ID, $secret ?? Seeder::secret(), $url . '/authorization.aspx', $url . '/api/services' );
	}

	/**
	 * Pays at the fake gateway as a browser would: opens the hosted form and submits its pay step.
	 *
	 * @param string $cart  ShoppingCartID.
	 * @param int    $cents Amount.
	 * @param string $card  Card number as typed.
	 * @return array{status: int, action: string, fields: array<string, string>, body: string} The page's return form (action and hidden fields).
	 */
	private function pay( string $cart, int $cents, string $card = '4111 1111 1111 1111' ): array {
		$form   = $this->fake_client()->hosted_form(
			$cart,
			$cents,
			'en',
			array(
				'success' => 'http://127.0.0.1/ok',
				'error'   => 'http://127.0.0.1/error',
				'cancel'  => 'http://127.0.0.1/cancel',
			)
		);
		$answer = ( new HttpClient() )->request(
			'POST',
			$form->action,
			$form->fields + array(
				'FakeAction' => 'pay',
				'CardNumber' => $card,
				'ExpiryDate' => '12/30',
				'CVV'        => '123',
			)
		);
		$action = preg_match( '#<form id="return" method="post" action="([^"]*)">#', $answer['body'], $m ) ? html_entity_decode( $m[1] ) : '';
		preg_match_all( '#<input type="hidden" name="([^"]+)" value="([^"]*)">#', $answer['body'], $inputs, PREG_SET_ORDER );
		$fields = array();
		foreach ( $inputs as $input ) {
			$fields[ html_entity_decode( $input[1] ) ] = html_entity_decode( $input[2], ENT_QUOTES );
		}
		return array(
			'status' => $answer['status'],
			'action' => $action,
			'fields' => $fields,
			'body'   => $answer['body'],
		);
	}

	/**
	 * A unique ShoppingCartID.
	 */
	private function cart(): string {
		return 'T-' . str_replace( '-', '', $this->unique( 'c' ) );
	}

	public function test_the_request_signature_concatenates_as_wspay_documents(): void {
		$k      = self::KEY;
		$signed = self::SHOP . $k . '78' . $k . '1700' . $k;
		// WSPay's version-1 documentation signs MD5 of this concatenation and prints the result.
		$this->assertSame( '590ea1de4c6ca66c2908dae58c083fa4', md5( $signed ) );
		// Version 2.0 signs SHA-512 of the same string, lowercase hex.
		$this->assertSame( hash( 'sha512', $signed ), self::doc_client()->request_signature( '78', 1700 ) );
		$this->assertSame( '17,00', self::doc_client()->hosted_form( '78', 1700, 'hr', self::urls() )->fields['TotalAmount'] );
	}

	public function test_amounts_are_written_and_read_as_wspay_writes_them(): void {
		$this->assertSame( '17,00', WspayGateway::total_amount( 1700 ) );
		$this->assertSame( '0,05', WspayGateway::total_amount( 5 ) );
		$this->assertSame( '1234,56', WspayGateway::total_amount( 123456 ) );
		$this->assertSame( '100000,00', WspayGateway::total_amount( 10000000 ) );
		$this->assertSame( 123456, WspayGateway::cents( '1.234,56' ) );
		$this->assertSame( 123456, WspayGateway::cents( '1234,56' ) );
		$this->assertSame( 1700, WspayGateway::cents( '17.00' ) );
		$this->assertSame( 7800, WspayGateway::cents( 78 ) );
		$this->assertSame( 8055, WspayGateway::cents( 80.55 ) );
		$this->assertSame( 123456, WspayGateway::cents( 1234.56 ) );
		$this->assertNull( WspayGateway::cents( '' ) );
		$this->assertNull( WspayGateway::cents( null ) );
		$this->assertNull( WspayGateway::cents( 'abc' ) );
	}

	/**
	 * Return URLs for the hosted form.
	 *
	 * @return array{success: string, error: string, cancel: string}
	 */
	private static function urls(): array {
		return array(
			'success' => 'https://shop.example/pay/ok',
			'error'   => 'https://shop.example/pay/error',
			'cancel'  => 'https://shop.example/pay/cancel',
		);
	}

	public function test_the_hosted_form_carries_the_signed_fields_and_the_buyers_language(): void {
		$k    = self::KEY;
		$form = self::doc_client()->hosted_form( 'KS-2026-000123-1', 123456, 'hr', self::urls(), array( 'first_name' => 'Ana', 'email' => 'ana@example.com', 'city' => '', 'street' => str_repeat( 'x', 60 ) ) );
		$this->assertSame( 'https://formtest.wspay.biz/authorization.aspx', $form->action );
		$this->assertSame( 'POST', $form->to_array()['method'] );
		$f = $form->fields;
		$this->assertSame( self::SHOP, $f['ShopID'] );
		$this->assertSame( 'KS-2026-000123-1', $f['ShoppingCartID'] );
		$this->assertSame( '2.0', $f['Version'] );
		$this->assertSame( '1234,56', $f['TotalAmount'] );
		$this->assertSame( hash( 'sha512', self::SHOP . $k . 'KS-2026-000123-1' . $k . '123456' . $k ), $f['Signature'] );
		$this->assertSame( 'https://shop.example/pay/ok', $f['ReturnURL'] );
		$this->assertSame( 'https://shop.example/pay/error', $f['ReturnErrorURL'] );
		$this->assertSame( 'https://shop.example/pay/cancel', $f['CancelURL'] );
		$this->assertSame( 'POST', $f['ReturnMethod'] );
		$this->assertSame( 'HR', $f['Lang'] );
		$this->assertSame( 'Ana', $f['CustomerFirstName'] );
		$this->assertSame( 'ana@example.com', $f['CustomerEmail'] );
		$this->assertArrayNotHasKey( 'CustomerCity', $f, 'an empty prefill is left out' );
		$this->assertSame( 50, mb_strlen( $f['CustomerAddress'] ), 'prefills are cut to 50 characters' );
		$this->assertSame( 'EN', self::doc_client()->hosted_form( 'A', 100, 'en', self::urls() )->fields['Lang'] );
		$this->assertSame( 'HR', self::doc_client()->hosted_form( 'A', 100, 'sr', self::urls() )->fields['Lang'], 'Serbian buyers get the Croatian form' );
		$this->assertSame( 'EN', self::doc_client()->hosted_form( 'A', 100, 'de', self::urls() )->fields['Lang'] );
	}

	public function test_the_hosted_form_refuses_cart_ids_wspay_does_not_take_and_no_amount(): void {
		foreach ( array( '', 'KS 1', 'KS/1', 'Plaćanje', str_repeat( 'a', 256 ) ) as $cart ) {
			try {
				self::doc_client()->hosted_form( $cart, 100, 'hr', self::urls() );
				$this->fail( 'accepted cart id "' . $cart . '"' );
			} catch ( \InvalidArgumentException $e ) {
				$this->assertStringContainsString( 'ShoppingCartID', $e->getMessage() );
			}
		}
		$this->expectException( \InvalidArgumentException::class );
		self::doc_client()->hosted_form( 'KS-1', 0, 'hr', self::urls() );
	}

	/**
	 * Return parameters signed as WSPay documents.
	 *
	 * @param string $success  '1' or '0'.
	 * @param string $approval ApprovalCode.
	 * @param string $key      Key to sign with.
	 * @return array<string, string>
	 */
	private static function return_params( string $success, string $approval, string $key = self::KEY ): array {
		return array(
			'ShoppingCartID' => 'KS-2026-000123-1',
			'Success'        => $success,
			'ApprovalCode'   => $approval,
			'Signature'      => hash( 'sha512', self::SHOP . $key . 'KS-2026-000123-1' . $key . $success . $key . $approval . $key ),
			'WsPayOrderId'   => '0a1b2c3d-0000-4000-8000-000000000001',
			'STAN'           => '123456',
			'Amount'         => '1.234,56',
			'ErrorMessage'   => '1' === $success ? '' : 'Transaction declined',
		);
	}

	public function test_a_signed_return_is_read_and_a_forged_one_refused(): void {
		$approved = self::doc_client()->verify_return( self::return_params( '1', '654321' ) );
		$this->assertSame( GatewayResult::APPROVED, $approved->outcome );
		$this->assertSame( 'KS-2026-000123-1', $approved->cart_id );
		$this->assertSame( '0a1b2c3d-0000-4000-8000-000000000001', $approved->gateway_order_id );
		$this->assertSame( '654321', $approved->approval_code );
		$this->assertSame( '123456', $approved->stan );
		$this->assertSame( 123456, $approved->amount_cents );
		$this->assertSame( '', $approved->message );

		$declined = self::doc_client()->verify_return( self::return_params( '0', '' ) );
		$this->assertSame( GatewayResult::DECLINED, $declined->outcome );
		$this->assertSame( 'Transaction declined', $declined->message );

		$upper              = self::return_params( '1', '654321' );
		$upper['Signature'] = strtoupper( $upper['Signature'] );
		$this->assertSame( GatewayResult::APPROVED, self::doc_client()->verify_return( $upper )->outcome, 'hex in capitals is the same signature' );

		$turned            = self::return_params( '0', '' );
		$turned['Success'] = '1';
		$missing           = self::return_params( '1', '654321' );
		unset( $missing['Signature'] );
		$no_cart                   = self::return_params( '1', '654321' );
		$no_cart['ShoppingCartID'] = '';
		foreach ( array(
			'declined turned approved' => $turned,
			'signed with another key'  => self::return_params( '1', '654321', 'another-key' ),
			'no signature'             => $missing,
			'no cart id'               => $no_cart,
		) as $case => $params ) {
			try {
				self::doc_client()->verify_return( $params );
				$this->fail( $case . ' was accepted' );
			} catch ( GatewayException $e ) {
				$this->assertSame( GatewayException::FORGED, $e->kind, $case );
			}
		}
	}

	/**
	 * A notification signed as WSPay documents.
	 *
	 * @param array<string, mixed> $changes Fields to change (before signing).
	 * @param string               $key     Key to sign with.
	 * @param string               $shop    ShopID to sign with.
	 * @return array<string, mixed>
	 */
	private static function notification( array $changes = array(), string $key = self::KEY, string $shop = self::SHOP ): array {
		$n              = $changes + array(
			'WsPayOrderId'        => '0a1b2c3d-0000-4000-8000-000000000001',
			'ShopID'              => self::SHOP,
			'ShoppingCartID'      => 'KS-2026-000123-1',
			'STAN'                => '123456',
			'ApprovalCode'        => '654321',
			'Amount'              => 1234.56,
			'CurrencyCode'        => 978,
			'ActionSuccess'       => '1',
			'Success'             => '1',
			'Authorized'          => 1,
			'Completed'           => 1,
			'Voided'              => 0,
			'Refunded'            => 0,
			'TransactionDateTime' => '20261124101500',
			'ErrorMessage'        => '',
		);
		$n['Signature'] = hash( 'sha512', $shop . $key . $n['ActionSuccess'] . $n['ApprovalCode'] . $key . $shop . $n['ApprovalCode'] . $n['WsPayOrderId'] );
		return $n;
	}

	public function test_a_signed_notification_is_read_and_a_forged_one_refused(): void {
		$result = self::doc_client()->verify_notification( self::notification() );
		$this->assertSame( GatewayResult::APPROVED, $result->outcome );
		$this->assertSame( 123456, $result->amount_cents );
		$this->assertSame( 'KS-2026-000123-1', $result->cart_id );
		$this->assertFalse( $result->confirmed, 'a notification is a claim until statusCheck confirms it (issue 26)' );
		$this->assertSame( '', $result->state );
		// The unsigned flags decide nothing: a signed approval with Voided or Refunded added is still a claimed approval.
		$this->assertSame( GatewayResult::APPROVED, self::doc_client()->verify_notification( self::notification( array( 'Voided' => 1 ) ) )->outcome );
		$this->assertSame( GatewayResult::APPROVED, self::doc_client()->verify_notification( self::notification( array( 'Refunded' => '1' ) ) )->outcome );
		$this->assertSame(
			GatewayResult::DECLINED,
			self::doc_client()->verify_notification(
				self::notification(
					array(
						'ApprovalCode' => '',
						'Authorized'   => 0,
						'Completed'    => 0,
					)
				)
			)->outcome
		);
		$same = self::doc_client()->verify_notification( self::notification() );
		$this->assertSame( $result->fingerprint, $same->fingerprint, 'the same notification twice has the same fingerprint' );
		$this->assertSame( $result->fingerprint, self::doc_client()->verify_notification( self::notification( array( 'Voided' => 1, 'ShoppingCartID' => 'KS-2026-000999-1' ) ) )->fingerprint, 'built from the signed fields only' );

		$declined_then_changed = self::notification(
			array(
				'ApprovalCode' => '',
				'Authorized'   => 0,
				'Completed'    => 0,
			)
		);
		$declined_then_changed['ApprovalCode'] = '999999';
		foreach ( array(
			'approval code changed'   => $declined_then_changed,
			'signed with another key' => self::notification( array(), 'another-key' ),
			'another shop'            => self::notification( array( 'ShopID' => 'OTHERSHOP' ), self::KEY, 'OTHERSHOP' ),
			'shop id changed'         => array( 'ShopID' => 'OTHERSHOP' ) + self::notification(),
		) as $case => $payload ) {
			try {
				self::doc_client()->verify_notification( $payload );
				$this->fail( $case . ' was accepted' );
			} catch ( GatewayException $e ) {
				$this->assertSame( GatewayException::FORGED, $e->kind, $case );
			}
		}
	}

	public function test_the_fake_gateway_refuses_a_form_with_a_wrong_signature(): void {
		$form                  = $this->fake_client()->hosted_form( $this->cart(), 1000, 'hr', self::urls() );
		$fields                = $form->fields;
		$fields['TotalAmount'] = '1,00';
		$answer                = ( new HttpClient() )->request( 'POST', $form->action, $fields );
		$this->assertSame( 400, $answer['status'] );
		$this->assertStringContainsString( 'Invalid signature', $answer['body'] );
		$this->assertStringNotContainsString( 'name="CardNumber"', $answer['body'] );
		$shown = ( new HttpClient() )->request( 'POST', $form->action, $form->fields );
		$this->assertSame( 200, $shown['status'] );
		$this->assertStringContainsString( '<html lang="hr">', $shown['body'] );
		$this->assertStringContainsString( '10,00 EUR', $shown['body'] );
		$this->assertStringContainsString( '<label for="card">', $shown['body'] );
	}

	public function test_an_approved_payment_returns_signed_and_the_status_check_and_notification_report_it(): void {
		$client = $this->fake_client();
		$cart   = $this->cart();
		$paid   = $this->pay( $cart, 12345 );
		$this->assertSame( 200, $paid['status'], $paid['body'] );
		$this->assertSame( 'http://127.0.0.1/ok', $paid['action'] );
		$this->assertSame( '123,45', $paid['fields']['Amount'] );
		$return = $client->verify_return( $paid['fields'] );
		$this->assertSame( GatewayResult::APPROVED, $return->outcome );
		$this->assertSame( 12345, $return->amount_cents );
		$this->assertMatchesRegularExpression( '/^\d{6}$/', $return->approval_code );
		$this->assertMatchesRegularExpression( '/^\d{6}$/', $return->stan );

		$status = $client->status( $cart );
		$this->assertInstanceOf( GatewayResult::class, $status );
		$this->assertSame( GatewayResult::APPROVED, $status->outcome );
		$this->assertSame( $return->gateway_order_id, $status->gateway_order_id );
		$this->assertSame( $return->approval_code, $status->approval_code );
		$this->assertSame( 12345, $status->amount_cents );

		// The notification the fake sends is the same signed report (its test list has the fields).
		$listed = json_decode( (string) ( new HttpClient() )->request( 'GET', $this->fake_url() . '/__transactions' )['body'], true );
		$report = array_values( array_filter( (array) $listed, static fn( array $t ): bool => $t['ShoppingCartID'] === $cart ) )[0] ?? array();
		unset( $report['AmountCents'], $report['RefundedCents'], $report['notifications'] );
		$this->assertSame( GatewayResult::APPROVED, $client->verify_notification( $report )->outcome );
		$this->assertSame( '411111******1111', $report['CreditCardNumber'] );

		$this->assertNull( $client->status( $this->cart() ), 'a cart the gateway does not know' );
	}

	public function test_a_declined_card_returns_to_the_error_url(): void {
		$cart     = $this->cart();
		$declined = $this->pay( $cart, 5000, '4000 0000 0000 0002' );
		$this->assertSame( 'http://127.0.0.1/error', $declined['action'] );
		$result = $this->fake_client()->verify_return( $declined['fields'] );
		$this->assertSame( GatewayResult::DECLINED, $result->outcome );
		$this->assertSame( 'Transaction declined', $result->message );
		$this->assertSame( GatewayResult::DECLINED, $this->fake_client()->status( $cart )?->outcome );

		$luhn = $this->pay( $this->cart(), 5000, '4111 1111 1111 1112' );
		$this->assertSame( 422, $luhn['status'] );
		$this->assertSame( '', $luhn['action'], 'no return: the page asks again' );
		$this->assertStringContainsString( 'aria-invalid="true"', $luhn['body'] );
	}

	public function test_void_then_refund_is_refused_and_a_refund_cannot_exceed_the_payment(): void {
		$client = $this->fake_client();
		$cart   = $this->cart();
		$this->pay( $cart, 10000 );
		$paid = $client->status( $cart );
		$this->assertNotNull( $paid );

		$voided = $client->void( $paid, 10000 );
		$this->assertSame( GatewayResult::VOIDED, $voided->outcome );
		$this->assertSame( $paid->gateway_order_id, $voided->gateway_order_id );
		$this->assertSame( GatewayResult::VOIDED, $client->status( $cart )?->outcome );
		try {
			$client->refund( $paid, 10000 );
			$this->fail( 'a voided payment was refunded' );
		} catch ( GatewayException $e ) {
			$this->assertSame( GatewayException::REFUSED, $e->kind );
			$this->assertSame( 'Transaction cannot be refunded', $e->getMessage() );
		}

		$other = $this->cart();
		$this->pay( $other, 10000 );
		$second = $client->status( $other );
		$this->assertNotNull( $second );
		$this->assertSame( GatewayResult::REFUNDED, $client->refund( $second, 4000 )->outcome );
		$this->assertSame( GatewayResult::REFUNDED, $client->status( $other )?->outcome );
		try {
			$client->refund( $second, 6001 );
			$this->fail( 'refunded more than was paid' );
		} catch ( GatewayException $e ) {
			$this->assertSame( GatewayException::REFUSED, $e->kind );
		}
		$this->assertSame( GatewayResult::REFUNDED, $client->refund( $second, 6000 )->outcome, 'the rest can be refunded' );
	}

	public function test_a_client_with_a_wrong_key_gets_no_action_done(): void {
		$cart = $this->cart();
		$this->pay( $cart, 2000 );
		$paid = $this->fake_client()->status( $cart );
		$this->assertNotNull( $paid );
		$wrong = $this->fake_client( 'not-the-key' );
		foreach ( array( 'void', 'refund' ) as $action ) {
			try {
				$wrong->{$action}( $paid, 2000 );
				$this->fail( $action . ' with a wrong key went through' );
			} catch ( GatewayException $e ) {
				// The gateway refuses the request and signs its answer with the real key, which this client cannot verify.
				$this->assertSame( GatewayException::FORGED, $e->kind, $action );
			}
		}
		try {
			$wrong->status( $cart );
			$this->fail( 'a statusCheck with a wrong key must not read as "no such transaction" (the expiry would cancel a paid order)' );
		} catch ( GatewayException $e ) {
			$this->assertSame( GatewayException::REFUSED, $e->kind );
			$this->assertStringContainsString( 'Invalid signature', $e->getMessage() );
		}
		$this->assertSame( GatewayResult::APPROVED, $this->fake_client()->status( $cart )?->outcome, 'nothing was voided or refunded' );

		$unreachable = new WspayGateway( Seeder::SHOP_ID, Seeder::secret(), 'http://127.0.0.1:1/authorization.aspx', 'http://127.0.0.1:1/api/services' );
		try {
			$unreachable->status( $cart );
			$this->fail( 'no gateway, no answer' );
		} catch ( GatewayException $e ) {
			$this->assertSame( GatewayException::TRANSPORT, $e->kind );
		}
	}

	public function test_without_a_secret_key_nothing_verifies(): void {
		$open    = new WspayGateway( 'KABELSHOP-DEMO', '', 'http://127.0.0.1:1/authorization.aspx', 'http://127.0.0.1:1/api/services' );
		$return  = array(
			'ShoppingCartID' => 'KS-2026-000001-1',
			'Success'        => '1',
			'ApprovalCode'   => '123456',
		);
		$return['Signature'] = WspayGateway::sign( array( 'KABELSHOP-DEMO', '', 'KS-2026-000001-1', '', '1', '', '123456', '' ) );
		try {
			$open->verify_return( $return );
			$this->fail( 'a return signed with an empty key was accepted' );
		} catch ( GatewayException $e ) {
			$this->assertSame( GatewayException::FORGED, $e->kind );
		}
		$note = array(
			'ShopID'        => 'KABELSHOP-DEMO',
			'ActionSuccess' => '1',
			'ApprovalCode'  => '123456',
			'WsPayOrderId'  => 'x',
			'Authorized'    => 1,
		);
		$note['Signature'] = WspayGateway::sign( array( 'KABELSHOP-DEMO', '', '1', '123456', '', 'KABELSHOP-DEMO', '123456', 'x' ) );
		$this->expectException( GatewayException::class );
		$open->verify_notification( $note );
	}
}
