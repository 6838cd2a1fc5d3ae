<?php
/**
 * What a buyer needs to pay an order by bank transfer.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Payments;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\ProfileData;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\Content\Company;

/**
 * Issue 15, bank transfer in Croatian practice: the shop's IBAN (Content\Company, set on
 * Kabelshop → Company data), the amount still to pay, model HR01 with the reference derived from
 * the order number (PaymentReference), a description and the HUB-3 barcode text (Hub3) that
 * Croatian mobile banking apps scan. The payer lines of the barcode are the buyer's company name
 * (the R1 invoice company when given) and headquarters address, so the app fills them too.
 */
final class PaymentInstructions {

	/**
	 * The instructions of an order, or null when it is not a bank transfer order still awaiting
	 * payment or part paid (issue 26: then for what is still open, with the same reference), when
	 * the order is cancelled, or when the shop has no IBAN yet (wp-admin warns about that).
	 *
	 * @param array<string, mixed> $order Stored order (OrderRepository shape).
	 * @return array{iban: string, amount_cents: int, currency: string, model: string, reference: string,
	 *               description: string, hub3_payload: string, recipient: array{name: string, street: string, place: string},
	 *               due_on: string|null}|null hub3_payload is the exact text the barcode holds; due_on 'Y-m-d'.
	 */
	public static function for_order( array $order ): ?array {
		if ( PaymentMethods::BANK_TRANSFER !== ( $order['payment_method'] ?? '' ) ) {
			return null;
		}
		$status = (string) ( $order['payment_status'] ?? PaymentStatus::AWAITING );
		if ( ! in_array( $status, array( PaymentStatus::AWAITING, PaymentStatus::PART_PAID ), true ) || OrderStatus::CANCELLED === ( $order['status'] ?? '' ) ) {
			return null;
		}
		$company = Company::details();
		$iban    = strtoupper( str_replace( ' ', '', (string) $company['iban'] ) );
		if ( '' === $iban ) {
			return null;
		}
		$reference = (string) ( $order['payment_reference'] ?? '' );
		if ( '' === $reference ) {
			$reference = PaymentReference::for_order_number( (string) $order['number'] );
		}
		$amount = max( 0, (int) $order['gross_cents'] - (int) ( $order['paid_cents'] ?? 0 ) );
		if ( 0 === $amount ) {
			return null;
		}
		$currency = (string) ( $order['currency'] ?? '' );
		$currency = '' !== $currency ? $currency : 'EUR';
		/* translators: %s: order number, e.g. KS-2026-000123 */
		$description = sprintf( __( 'Order %s', 'kabelshop-core' ), (string) $order['number'] );
		$recipient   = array(
			'name'   => (string) $company['name'],
			'street' => (string) $company['street'],
			'place'  => trim( $company['postcode'] . ' ' . $company['city'] ),
		);
		$payer       = self::payer( $order );
		$payload     = Hub3::payload(
			$currency,
			$amount,
			array(
				'payer_name'       => $payer['name'],
				'payer_street'     => $payer['street'],
				'payer_place'      => $payer['place'],
				'recipient_name'   => $recipient['name'],
				'recipient_street' => $recipient['street'],
				'recipient_place'  => $recipient['place'],
				'iban'             => $iban,
				'model'            => PaymentReference::MODEL,
				'reference'        => $reference,
				'purpose_code'     => PaymentSettings::get()['purpose_code'],
				'description'      => $description,
			)
		);
		$due         = $order['payment_due_on'] ?? null;
		return array(
			'iban'         => $iban,
			'amount_cents' => $amount,
			'currency'     => $currency,
			'model'        => PaymentReference::MODEL,
			'reference'    => $reference,
			'description'  => $description,
			'hub3_payload' => $payload,
			'recipient'    => $recipient,
			'due_on'       => is_string( $due ) && '' !== $due ? $due : null,
		);
	}

	/**
	 * The payer lines: company, street and number, postcode and place.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array{name: string, street: string, place: string}
	 */
	private static function payer( array $order ): array {
		$profile = ProfileData::read( (int) $order['user_id'] );
		$name    = '' !== (string) ( $order['billing_company'] ?? '' ) ? (string) $order['billing_company'] : $profile['companyName'];
		return array(
			'name'   => $name,
			'street' => trim( $profile['address'] . ' ' . $profile['addressNr'] ),
			'place'  => trim( $profile['postNr'] . ' ' . $profile['city'] ),
		);
	}
}
