<?php
/**
 * The bank transfer instructions as the buyer reads them: order page, PDF and mail.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\PaymentMethods;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\Hub3;
use Kabelshop\Payments\OrderPaymentBox;
use Kabelshop\Payments\PaymentLedger;
use Kabelshop\Payments\PaymentInstructions;
use Kabelshop\Payments\PaymentStatus;

/**
 * Issue 15, bank transfer in Croatian practice: Payments\PaymentInstructions::for_order() turned
 * into ready text of the current language (words, the amount and the pay-by date in its
 * format, the IBAN in groups of four as printed on a payment slip): recipient, IBAN, amount,
 * model and reference (poziv na broj), description, pay-by date, the HUB-3 barcode (an URL for the
 * page, PNG bytes for the mail and the PDF) with an alt text saying what it is, and the note that
 * the order is prepared once the payment arrives. The checkout island shows the same block from
 * the order answer (src/islands/checkout/PaymentInstructions.tsx).
 */
final class PaymentInstructionsView {

	/**
	 * The block of an order awaiting a bank transfer, or null (another method, paid, cancelled, no IBAN).
	 *
	 * @param array<string, mixed> $order Stored order (OrderRepository shape).
	 * @return array{heading: string, part: string, rows: list<array{key: string, label: string, value: string}>, payload: string,
	 *               barcode_alt: string, barcode_caption: string, note: string}|null
	 *         part: '' or, while part paid (issue 26), what was received and what is open (received_text());
	 *         rows: recipient, iban, amount (what is still open), reference, description, due (only with a pay-by date);
	 *         payload: the HUB-3 text the barcode holds (of the open amount).
	 */
	public static function instructions( array $order ): ?array {
		$instructions = PaymentInstructions::for_order( $order );
		if ( null === $instructions ) {
			return null;
		}
		$locale    = Locale::bcp47();
		$recipient = implode( ', ', array_filter( array( $instructions['recipient']['name'], $instructions['recipient']['street'], $instructions['recipient']['place'] ) ) );
		$rows      = array(
			array(
				'key'   => 'recipient',
				'label' => __( 'Recipient', 'kabelshop-core' ),
				'value' => $recipient,
			),
			array(
				'key'   => 'iban',
				'label' => 'IBAN',
				'value' => self::iban( $instructions['iban'] ),
			),
			array(
				'key'   => 'amount',
				'label' => __( 'Amount', 'kabelshop-core' ),
				'value' => Format::money_cents( $instructions['amount_cents'], $locale ),
			),
			array(
				'key'   => 'reference',
				'label' => __( 'Model and reference (poziv na broj)', 'kabelshop-core' ),
				'value' => $instructions['model'] . ' ' . $instructions['reference'],
			),
			array(
				'key'   => 'description',
				'label' => __( 'Payment description', 'kabelshop-core' ),
				'value' => $instructions['description'],
			),
		);
		if ( null !== $instructions['due_on'] ) {
			$rows[] = array(
				'key'   => 'due',
				'label' => __( 'Please pay by', 'kabelshop-core' ),
				'value' => Format::date( $instructions['due_on'], $locale ),
			);
		}
		$part = PaymentStatus::PART_PAID === ( $order['payment_status'] ?? '' );
		return array(
			'heading'         => $part ? __( 'Pay the rest by bank transfer', 'kabelshop-core' ) : __( 'Pay by bank transfer', 'kabelshop-core' ),
			'part'            => $part ? self::received_text( $order ) : '',
			'rows'            => $rows,
			'payload'         => $instructions['hub3_payload'],
			'barcode_alt'     => __( 'HUB-3 payment barcode with these details: scan it with your mobile banking app to fill in the payment.', 'kabelshop-core' ),
			'barcode_caption' => __( 'Scan the barcode with your mobile banking app, or enter the details above.', 'kabelshop-core' ),
			'note'            => __( 'We prepare your order once the payment arrives.', 'kabelshop-core' ),
		);
	}

	/**
	 * The order page's payment block: the instructions (with the barcode URL) while awaiting a
	 * bank transfer or part paid (for what is open), "Paid on <date>" once paid, else nothing;
	 * besides (issue 26) what was received of a part paid order, an overpayment and money sent back.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array{instructions: array<string, mixed>|null, barcode_url: string, paid: string, money: list<array{key: string, text: string}>}
	 *         paid: 'Paid on 21.11.2026.' or ''; money: lines with key part_paid | overpaid | refunded.
	 */
	public static function for_page( array $order ): array {
		$instructions = self::instructions( $order );
		return array(
			'instructions' => $instructions,
			'barcode_url'  => null !== $instructions ? self::barcode_url( (int) $order['id'] ) : '',
			'paid'         => self::paid_on( $order ),
			'money'        => self::money_lines( $order, null === $instructions ),
		);
	}

	/**
	 * "We have received 100,00 € of 162,15 €; 62,15 € is still open." for a part paid order, else ''.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function received_text( array $order ): string {
		if ( PaymentStatus::PART_PAID !== ( $order['payment_status'] ?? '' ) ) {
			return '';
		}
		$locale = Locale::bcp47();
		$paid   = (int) $order['paid_cents'];
		$gross  = (int) $order['gross_cents'];
		/* translators: 1: amount received, 2: the order's total, 3: amount still open; e.g. 100,00 €, 162,15 €, 62,15 € */
		return sprintf( __( 'We have received %1$s of %2$s; %3$s is still open.', 'kabelshop-core' ), Format::money_cents( $paid, $locale ), Format::money_cents( $gross, $locale ), Format::money_cents( max( 0, $gross - $paid ), $locale ) );
	}

	/**
	 * The buyer's lines about the money of a bank transfer or contract-terms order (issue 26).
	 *
	 * @param array<string, mixed> $order    Stored order.
	 * @param bool                 $received Include the part paid line (when no instructions block carries it).
	 * @return list<array{key: string, text: string}>
	 */
	public static function money_lines( array $order, bool $received = true ): array {
		if ( ! in_array( $order['payment_method'] ?? '', array( PaymentMethods::BANK_TRANSFER, PaymentMethods::CONTRACT ), true ) ) {
			return array();
		}
		$locale = Locale::bcp47();
		$lines  = array();
		if ( $received && '' !== self::received_text( $order ) ) {
			$lines[] = array(
				'key'  => 'part_paid',
				'text' => self::received_text( $order ),
			);
		}
		$over = OrderPaymentBox::overpaid_cents( $order );
		if ( $over > 0 ) {
			$lines[] = array(
				'key'  => 'overpaid',
				/* translators: %s: amount received over the order's total, e.g. 7,85 € */
				'text' => sprintf( __( 'You paid %s more than the order total. We will send it back to your account.', 'kabelshop-core' ), Format::money_cents( $over, $locale ) ),
			);
		}
		$back = ( new PaymentLedger() )->refunded_cents( (int) $order['id'] );
		if ( $back > 0 ) {
			$lines[] = array(
				'key'  => 'refunded',
				/* translators: %s: amount sent back, e.g. 62,15 € */
				'text' => sprintf( __( 'We have sent %s back to your account.', 'kabelshop-core' ), Format::money_cents( $back, $locale ) ),
			);
		}
		return $lines;
	}

	/**
	 * The PDF's block: the instructions with the barcode as a PNG data URI (dompdf reads no remote
	 * images), or null.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array<string, mixed>|null instructions() plus barcode_src ('' when GD cannot draw it).
	 */
	public static function for_pdf( array $order ): ?array {
		$instructions = self::instructions( $order );
		if ( null === $instructions ) {
			return null;
		}
		$png                         = Hub3::png( $instructions['payload'] );
		$instructions['barcode_src'] = '' !== $png ? 'data:image/png;base64,' . base64_encode( $png ) : ''; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- an image data URI.
		return $instructions;
	}

	/**
	 * The instructions as plain-text lines for the confirmation mail (empty when there are none).
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return list<string>
	 */
	public static function text_lines( array $order ): array {
		$instructions = self::instructions( $order );
		if ( null === $instructions ) {
			return array();
		}
		$lines = array( $instructions['heading'] . ':' );
		if ( '' !== $instructions['part'] ) {
			$lines[] = $instructions['part'];
		}
		foreach ( $instructions['rows'] as $row ) {
			$lines[] = $row['label'] . ': ' . $row['value'];
		}
		$lines[] = $instructions['barcode_caption'];
		$lines[] = $instructions['note'];
		return $lines;
	}

	/**
	 * "Paid on <date>" (the day the money arrived, in the site's time zone) for a paid order, else ''.
	 *
	 * @param array<string, mixed> $order Stored order.
	 */
	public static function paid_on( array $order ): string {
		$paid_at = (string) ( $order['paid_at'] ?? '' );
		if ( PaymentStatus::PAID !== ( $order['payment_status'] ?? '' ) || '' === $paid_at ) {
			return '';
		}
		/* translators: %s: date the payment arrived, e.g. 21.11.2026. */
		return sprintf( __( 'Paid on %s', 'kabelshop-core' ), Format::date( get_date_from_gmt( $paid_at, 'Y-m-d' ), Locale::bcp47() ) );
	}

	/**
	 * The barcode image of an order in the page's language (GET kabelshop/v1/orders/{id}/hub3.png,
	 * with the wp_rest nonce as the order PDF link has: an <img> sends no header).
	 *
	 * @param int $order_id Order id.
	 */
	public static function barcode_url( int $order_id ): string {
		return add_query_arg(
			array(
				'lang'     => Locale::current(),
				'_wpnonce' => wp_create_nonce( 'wp_rest' ),
			),
			rest_url( 'kabelshop/v1/orders/' . $order_id . '/hub3.png' )
		);
	}

	/**
	 * An IBAN in groups of four, as printed on payment slips: 'HR12 1001 0051 8630 0016 0'.
	 *
	 * @param string $iban IBAN with or without spaces.
	 */
	public static function iban( string $iban ): string {
		return trim( chunk_split( strtoupper( (string) preg_replace( '/\s+/', '', $iban ) ), 4, ' ' ) );
	}
}
