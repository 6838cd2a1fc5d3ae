<?php
/**
 * WSPay client (WSPayForm 2.0 and the WSPay API services).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments\Gateway;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Payments\PaymentSettings;

/**
 * WSPay (Croatia) hosted payment, version 2.0 of WSPayForm (docs.wspay.info, "WSPayForm" and
 * "API services"; the same fields and signatures as the open-source clients django-wspay and
 * WSPay.Net implement). Every signature is the lowercase hex SHA-512 of values concatenated
 * without separators, the secret key standing between them:
 *
 * - request (form):  ShopID . Secret . ShoppingCartID . Secret . TotalAmount-digits . Secret
 *   (TotalAmount is sent as '1234,56' and signed as '123456');
 * - return (ReturnURL / ReturnErrorURL): ShopID . Secret . ShoppingCartID . Secret . Success . Secret . ApprovalCode . Secret;
 * - notification (the callback WSPay POSTs as JSON) and the statusCheck answer:
 *   ShopID . Secret . ActionSuccess . ApprovalCode . Secret . ShopID . ApprovalCode . WsPayOrderId;
 * - statusCheck request: ShopID . Secret . ShoppingCartID . Secret . ShopID . ShoppingCartID;
 * - refund / void / completion request (Amount in cents):
 *   ShopID . WsPayOrderId . Secret . STAN . Secret . ApprovalCode . Secret . Amount . Secret . WsPayOrderId;
 * - their answer: ShopID . Secret . STAN . ActionSuccess . Secret . ApprovalCode . WsPayOrderId.
 *
 * Without a secret key (card payment not configured) nothing verifies: anyone could sign with an
 * empty key. The CancelURL return carries no signature, so it changes nothing in the shop (the buyer only
 * sees that the payment was not made). Comparisons are timing-safe (hash_equals). The API is
 * called with wp_remote_post() (JSON), 15 s timeout.
 */
final class WspayGateway implements PaymentGateway {

	public const VERSION = '2.0';

	/**
	 * Error texts of statusCheck that mean "no transaction for this cart" (answered with no
	 * WsPayOrderId). Only these make status() answer null; any other error is thrown, so the expiry
	 * never cancels an order because of a misconfigured key.
	 */
	public const NOT_FOUND = '/not\s+found|ne\s+postoji|nije\s+prona/i';

	/** Languages WSPayForm shows; Serbian buyers get the Croatian form (closest of its languages). */
	private const LANG = array(
		'hr' => 'HR',
		'en' => 'EN',
		'sr' => 'HR',
	);

	/**
	 * @param string $shop_id    ShopID.
	 * @param string $secret_key Secret key.
	 * @param string $form_url   WSPayForm authorisation URL.
	 * @param string $api_url    API services base URL (no trailing slash).
	 */
	public function __construct(
		private readonly string $shop_id,
		private readonly string $secret_key,
		private readonly string $form_url,
		private readonly string $api_url
	) {
	}

	/**
	 * The client configured in wp-admin (PaymentSettings).
	 */
	public static function from_settings(): self {
		$s = PaymentSettings::get();
		return new self( $s['shop_id'], $s['secret_key'], $s['form_url'], $s['api_url'] );
	}

	/**
	 * Lowercase hex SHA-512 of the values concatenated.
	 *
	 * @param list<string|int> $values Values in signing order.
	 */
	public static function sign( array $values ): string {
		return hash( 'sha512', implode( '', array_map( 'strval', $values ) ) );
	}

	/**
	 * Cents as WSPayForm's TotalAmount: '1234,56' (decimal comma, no thousands separator).
	 *
	 * @param int $cents Amount in cents (>= 0).
	 */
	public static function total_amount( int $cents ): string {
		return intdiv( $cents, 100 ) . ',' . sprintf( '%02d', $cents % 100 );
	}

	/**
	 * The form request signature.
	 *
	 * @param string $cart_id      ShoppingCartID.
	 * @param int    $amount_cents Amount in cents.
	 */
	public function request_signature( string $cart_id, int $amount_cents ): string {
		$k = $this->secret_key;
		return self::sign( array( $this->shop_id, $k, $cart_id, $k, str_replace( ',', '', self::total_amount( $amount_cents ) ), $k ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param string                                                $cart_id      Attempt id.
	 * @param int                                                   $amount_cents Amount, cents.
	 * @param string                                                $language     'hr' | 'en' | 'sr'.
	 * @param array{success: string, error: string, cancel: string} $return_urls Return URLs.
	 * @param array<string, string>                                 $customer     Prefill.
	 * @throws \InvalidArgumentException For a cart id with other characters than WSPay allows or an amount <= 0.
	 */
	public function hosted_form( string $cart_id, int $amount_cents, string $language, array $return_urls, array $customer = array() ): HostedForm {
		if ( ! preg_match( '/^[A-Za-z0-9_.-]{1,255}$/', $cart_id ) || $amount_cents <= 0 ) {
			throw new \InvalidArgumentException( 'WSPay needs a ShoppingCartID of [A-Za-z0-9_.-] and an amount above 0.' );
		}
		$fields = array(
			'ShopID'         => $this->shop_id,
			'ShoppingCartID' => $cart_id,
			'Version'        => self::VERSION,
			'TotalAmount'    => self::total_amount( $amount_cents ),
			'Signature'      => $this->request_signature( $cart_id, $amount_cents ),
			'ReturnURL'      => $return_urls['success'],
			'ReturnErrorURL' => $return_urls['error'],
			'CancelURL'      => $return_urls['cancel'],
			'ReturnMethod'   => 'POST',
			'Lang'           => self::LANG[ $language ] ?? 'EN',
		);
		$map    = array(
			'first_name' => 'CustomerFirstName',
			'last_name'  => 'CustomerLastName',
			'street'     => 'CustomerAddress',
			'city'       => 'CustomerCity',
			'zip'        => 'CustomerZIP',
			'country'    => 'CustomerCountry',
			'phone'      => 'CustomerPhone',
			'email'      => 'CustomerEmail',
		);
		foreach ( $map as $key => $field ) {
			if ( '' !== (string) ( $customer[ $key ] ?? '' ) ) {
				$fields[ $field ] = mb_substr( (string) $customer[ $key ], 0, 50 );
			}
		}
		return new HostedForm( $this->form_url, $fields );
	}

	/**
	 * {@inheritDoc} The signature covers ShoppingCartID, Success and ApprovalCode only; WsPayOrderId,
	 * STAN and Amount are carried as the request says (a claim, GatewayResult::$confirmed false).
	 *
	 * @param array<string, string> $params Return parameters.
	 * @throws GatewayException FORGED when the signature does not match.
	 */
	public function verify_return( array $params ): GatewayResult {
		$cart     = (string) ( $params['ShoppingCartID'] ?? '' );
		$success  = (string) ( $params['Success'] ?? '' );
		$approval = (string) ( $params['ApprovalCode'] ?? '' );
		$k        = $this->secret_key;
		$expected = self::sign( array( $this->shop_id, $k, $cart, $k, $success, $k, $approval, $k ) );
		if ( '' === $k || '' === $cart || ! hash_equals( $expected, strtolower( (string) ( $params['Signature'] ?? '' ) ) ) ) {
			throw new GatewayException( GatewayException::FORGED, 'WSPay return signature does not match.' );
		}
		$approved = '1' === $success;
		return new GatewayResult(
			$cart,
			$approved ? GatewayResult::APPROVED : GatewayResult::DECLINED,
			(string) ( $params['WsPayOrderId'] ?? '' ),
			$approval,
			(string) ( $params['STAN'] ?? '' ),
			self::cents( $params['Amount'] ?? null ),
			$approved ? '' : (string) ( $params['ErrorMessage'] ?? '' ),
			'return|' . $cart . '|' . $success . '|' . $approval
		);
	}

	/**
	 * {@inheritDoc} The result is a claim (GatewayResult::$confirmed false): see report().
	 *
	 * @param array<string, mixed> $payload Notification JSON.
	 * @throws GatewayException FORGED when the signature or the ShopID does not match.
	 */
	public function verify_notification( array $payload ): GatewayResult {
		return $this->report( $payload );
	}

	/**
	 * {@inheritDoc} The answer is the gateway's confirmation (GatewayResult::$confirmed true, state
	 * from its flags; see report()).
	 *
	 * @param string $cart_id Attempt id.
	 * @throws GatewayException TRANSPORT, FORGED, or REFUSED for an error answer other than NOT_FOUND.
	 */
	public function status( string $cart_id ): ?GatewayResult {
		$k      = $this->secret_key;
		$answer = $this->post(
			'statusCheck',
			array(
				'Version'        => self::VERSION,
				'ShopId'         => $this->shop_id,
				'ShoppingCartId' => $cart_id,
				'Signature'      => self::sign( array( $this->shop_id, $k, $cart_id, $k, $this->shop_id, $cart_id ) ),
			)
		);
		if ( '' === (string) ( $answer['WsPayOrderId'] ?? '' ) ) {
			$error = (string) ( $answer['ErrorMessage'] ?? '' );
			if ( '' === $error || 1 === preg_match( self::NOT_FOUND, $error ) ) {
				return null;
			}
			// Any other error (a wrong key: 'Invalid signature') is no proof that nothing was paid.
			throw new GatewayException( GatewayException::REFUSED, 'WSPay statusCheck: ' . $error );
		}
		return $this->report( $answer, true );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param GatewayResult $transaction  Approved transaction.
	 * @param int           $amount_cents Amount.
	 * @throws GatewayException TRANSPORT, FORGED or REFUSED.
	 */
	public function refund( GatewayResult $transaction, int $amount_cents ): GatewayResult {
		return $this->action( 'refund', $transaction, $amount_cents, GatewayResult::REFUNDED );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param GatewayResult $transaction  Approved transaction.
	 * @param int           $amount_cents Amount.
	 * @throws GatewayException TRANSPORT, FORGED or REFUSED.
	 */
	public function void( GatewayResult $transaction, int $amount_cents ): GatewayResult {
		return $this->action( 'void', $transaction, $amount_cents, GatewayResult::VOIDED );
	}

	/**
	 * The signature of a refund / void / completion request.
	 *
	 * @param string $wspay_order_id WsPayOrderId.
	 * @param string $stan           STAN.
	 * @param string $approval       ApprovalCode.
	 * @param int    $amount_cents   Amount, cents.
	 */
	public function action_signature( string $wspay_order_id, string $stan, string $approval, int $amount_cents ): string {
		$k = $this->secret_key;
		return self::sign( array( $this->shop_id, $wspay_order_id, $k, $stan, $k, $approval, $k, $amount_cents, $k, $wspay_order_id ) );
	}

	/**
	 * Calls refund / void and checks the signed answer.
	 *
	 * @param string        $service      'refund' | 'void'.
	 * @param GatewayResult $transaction  Approved transaction.
	 * @param int           $amount_cents Amount, cents.
	 * @param string        $outcome      Outcome on success.
	 * @throws GatewayException TRANSPORT, FORGED or REFUSED.
	 */
	private function action( string $service, GatewayResult $transaction, int $amount_cents, string $outcome ): GatewayResult {
		$answer   = $this->post(
			$service,
			array(
				'Version'      => self::VERSION,
				'WsPayOrderId' => $transaction->gateway_order_id,
				'ShopID'       => $this->shop_id,
				'ApprovalCode' => $transaction->approval_code,
				'STAN'         => $transaction->stan,
				'Amount'       => $amount_cents,
				'Signature'    => $this->action_signature( $transaction->gateway_order_id, $transaction->stan, $transaction->approval_code, $amount_cents ),
			)
		);
		$k        = $this->secret_key;
		$success  = (string) ( $answer['ActionSuccess'] ?? '' );
		$approval = (string) ( $answer['ApprovalCode'] ?? '' );
		$expected = self::sign( array( $this->shop_id, $k, (string) ( $answer['STAN'] ?? '' ), $success, $k, $approval, (string) ( $answer['WsPayOrderId'] ?? '' ) ) );
		if ( ! hash_equals( $expected, strtolower( (string) ( $answer['Signature'] ?? '' ) ) ) ) {
			throw new GatewayException( GatewayException::FORGED, 'WSPay ' . $service . ' answer signature does not match.' );
		}
		if ( '1' !== $success ) {
			throw new GatewayException( GatewayException::REFUSED, (string) ( $answer['ErrorMessage'] ?? 'refused' ) );
		}
		return new GatewayResult( $transaction->cart_id, $outcome, (string) ( $answer['WsPayOrderId'] ?? '' ), $approval, (string) ( $answer['STAN'] ?? '' ), $amount_cents, '', $service . '|' . (string) ( $answer['WsPayOrderId'] ?? '' ) );
	}

	/**
	 * A transaction report (notification or statusCheck answer), verified. The signature covers
	 * ShopID, ActionSuccess, ApprovalCode and WsPayOrderId only (WSPay's own rule), so of a
	 * notification ($confirmed false) only those are the gateway's word: the result is a claim whose
	 * outcome follows the signed ApprovalCode (APPROVED when there is one, else DECLINED), whose
	 * fingerprint is built from the signed fields, and whose cart id and amount are what it says.
	 * The answer to the shop's own statusCheck ($confirmed true: a request the shop signed, answered
	 * by the API URL the shop configured) is the gateway's confirmation: its flags decide the state
	 * (Refunded > Voided > Completed > Authorized > declined) and the fingerprint is
	 * 'card|<WsPayOrderId>|<state>'.
	 *
	 * @param array<string, mixed> $r         Report.
	 * @param bool                 $confirmed Whether it answers the shop's statusCheck.
	 * @throws GatewayException FORGED.
	 */
	private function report( array $r, bool $confirmed = false ): GatewayResult {
		$k        = $this->secret_key;
		$success  = (string) ( $r['ActionSuccess'] ?? '' );
		$approval = (string) ( $r['ApprovalCode'] ?? '' );
		$order_id = (string) ( $r['WsPayOrderId'] ?? '' );
		$expected = self::sign( array( $this->shop_id, $k, $success, $approval, $k, $this->shop_id, $approval, $order_id ) );
		if ( '' === $k || (string) ( $r['ShopID'] ?? '' ) !== $this->shop_id || ! hash_equals( $expected, strtolower( (string) ( $r['Signature'] ?? '' ) ) ) ) {
			throw new GatewayException( GatewayException::FORGED, 'WSPay notification signature does not match.' );
		}
		$cart  = (string) ( $r['ShoppingCartID'] ?? '' );
		$stan  = (string) ( $r['STAN'] ?? '' );
		$cents = self::cents( $r['Amount'] ?? null );
		$error = (string) ( $r['ErrorMessage'] ?? '' );
		if ( ! $confirmed ) {
			$outcome = '1' === $success && '' !== $approval ? GatewayResult::APPROVED : GatewayResult::DECLINED;
			return new GatewayResult( $cart, $outcome, $order_id, $approval, $stan, $cents, $error, implode( '|', array( 'report', $order_id, $success, $approval ) ) );
		}
		$flag  = static fn( string $key ): bool => in_array( $r[ $key ] ?? null, array( 1, '1', true, 'true', 'True' ), true );
		$state = match ( true ) {
			$flag( 'Refunded' )  => GatewayResult::STATE_REFUNDED,
			$flag( 'Voided' )    => GatewayResult::STATE_VOIDED,
			$flag( 'Completed' ) => GatewayResult::STATE_COMPLETED,
			$flag( 'Authorized' ) && '' !== $approval => GatewayResult::STATE_AUTHORISED,
			default              => GatewayResult::STATE_DECLINED,
		};
		$outcome = match ( $state ) {
			GatewayResult::STATE_REFUNDED => GatewayResult::REFUNDED,
			GatewayResult::STATE_VOIDED   => GatewayResult::VOIDED,
			GatewayResult::STATE_DECLINED => GatewayResult::DECLINED,
			default                       => GatewayResult::APPROVED,
		};
		return new GatewayResult( $cart, $outcome, $order_id, $approval, $stan, $cents, $error, 'card|' . $order_id . '|' . $state, true, $state );
	}

	/**
	 * POSTs JSON to an API service and decodes the answer.
	 *
	 * @param string               $service Service name.
	 * @param array<string, mixed> $body    Request.
	 * @return array<string, mixed>
	 * @throws GatewayException TRANSPORT.
	 */
	private function post( string $service, array $body ): array {
		$response = wp_remote_post(
			$this->api_url . '/' . $service,
			array(
				'timeout' => 15,
				'headers' => array(
					'Content-Type' => 'application/json',
					'Accept'       => 'application/json',
				),
				'body'    => (string) wp_json_encode( $body ),
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new GatewayException( GatewayException::TRANSPORT, 'WSPay ' . $service . ': ' . $response->get_error_message() );
		}
		$code   = (int) wp_remote_retrieve_response_code( $response );
		$answer = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( $code < 200 || $code > 299 || ! is_array( $answer ) ) {
			throw new GatewayException( GatewayException::TRANSPORT, 'WSPay ' . $service . ' answered HTTP ' . $code );
		}
		return $answer;
	}

	/**
	 * A WSPay amount (78, 80.55, '1.234,56', '1234,56') in cents, or null.
	 *
	 * @param mixed $amount Amount as WSPay sends it (EUR).
	 */
	public static function cents( $amount ): ?int {
		if ( is_int( $amount ) ) {
			return $amount * 100;
		}
		if ( is_float( $amount ) ) {
			return (int) round( $amount * 100 );
		}
		$text = trim( (string) $amount );
		if ( '' === $text ) {
			return null;
		}
		if ( str_contains( $text, ',' ) ) {
			$text = str_replace( array( '.', ',' ), array( '', '.' ), $text );
		}
		return is_numeric( $text ) ? (int) round( (float) $text * 100 ) : null;
	}
}
