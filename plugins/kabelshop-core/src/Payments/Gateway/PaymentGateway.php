<?php
/**
 * A card payment gateway with a hosted payment page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * What the shop needs of a hosted-payment gateway (issue 15): a signed request that sends the
 * buyer to the gateway's page (no card data ever reaches the shop), verification of the signed
 * return and of the server-to-server notification, a status check, and refund and void of a
 * transaction. WspayGateway implements it for WSPay's WSPayForm; tests run it against the local
 * fake gateway (bin/fake-wspay.mjs), which speaks the same protocol.
 */
interface PaymentGateway {

	/**
	 * The form that sends the buyer to the gateway (POST, auto-submitted by the page).
	 *
	 * @param string                                                $cart_id      The attempt's id at the gateway (letters, digits, _-. only; unique per attempt).
	 * @param int                                                   $amount_cents Amount to pay, cents (> 0).
	 * @param string                                                $language     Shop locale: 'hr', 'en' or 'sr'.
	 * @param array{success: string, error: string, cancel: string} $return_urls Where the gateway sends the buyer back.
	 * @param array<string, string>                                 $customer Optional prefill: first_name, last_name, email, phone, street, city, zip, country.
	 */
	public function hosted_form( string $cart_id, int $amount_cents, string $language, array $return_urls, array $customer = array() ): HostedForm;

	/**
	 * Verifies the parameters of the buyer's return to the success or error URL.
	 *
	 * @param array<string, string> $params The request's parameters (GET or POST).
	 * @throws GatewayException Kind FORGED when the signature is missing or wrong.
	 */
	public function verify_return( array $params ): GatewayResult;

	/**
	 * Verifies a server-to-server notification (the gateway's callback).
	 *
	 * @param array<string, mixed> $payload The decoded JSON body.
	 * @throws GatewayException Kind FORGED when the signature is missing or wrong.
	 */
	public function verify_notification( array $payload ): GatewayResult;

	/**
	 * Asks the gateway for the state of an attempt.
	 *
	 * @param string $cart_id The attempt's id.
	 * @return GatewayResult|null Null when the gateway knows no transaction for it.
	 * @throws GatewayException TRANSPORT when the gateway cannot be reached; FORGED when its answer is not signed right.
	 */
	public function status( string $cart_id ): ?GatewayResult;

	/**
	 * Refunds (part of) a completed transaction.
	 *
	 * @param GatewayResult $transaction  The approved transaction (gateway_order_id, stan, approval_code).
	 * @param int           $amount_cents Amount to refund, cents.
	 * @throws GatewayException TRANSPORT, FORGED, or REFUSED (with the gateway's message) when it did not happen.
	 */
	public function refund( GatewayResult $transaction, int $amount_cents ): GatewayResult;

	/**
	 * Voids an authorised transaction that is not settled yet.
	 *
	 * @param GatewayResult $transaction  The approved transaction.
	 * @param int           $amount_cents The transaction's amount, cents.
	 * @throws GatewayException TRANSPORT, FORGED, or REFUSED (with the gateway's message) when it did not happen.
	 */
	public function void( GatewayResult $transaction, int $amount_cents ): GatewayResult;
}
