<?php
/**
 * The bank transfer instructions as the buyer reads them: order page, PDF and mail.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\View;

defined( 'ABSPATH' ) || exit;

use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Payments\Hub3;
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
	 * @return array{heading: string, rows: list<array{key: string, label: string, value: string}>, payload: string,
	 *               barcode_alt: string, barcode_caption: string, note: string}|null
	 *         rows: recipient, iban, amount, reference, description, due (only with a pay-by date);
	 *         payload: the HUB-3 text the barcode holds.
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
				'label' => __( 'Recipient', 'kabelshop' ),
				'value' => $recipient,
			),
			array(
				'key'   => 'iban',
				'label' => 'IBAN',
				'value' => self::iban( $instructions['iban'] ),
			),
			array(
				'key'   => 'amount',
				'label' => __( 'Amount', 'kabelshop' ),
				'value' => Format::money_cents( $instructions['amount_cents'], $locale ),
			),
			array(
				'key'   => 'reference',
				'label' => __( 'Model and reference (poziv na broj)', 'kabelshop' ),
				'value' => $instructions['model'] . ' ' . $instructions['reference'],
			),
			array(
				'key'   => 'description',
				'label' => __( 'Payment description', 'kabelshop' ),
				'value' => $instructions['description'],
			),
		);
		if ( null !== $instructions['due_on'] ) {
			$rows[] = array(
				'key'   => 'due',
				'label' => __( 'Please pay by', 'kabelshop' ),
				'value' => Format::date( $instructions['due_on'], $locale ),
			);
		}
		return array(
			'heading'         => __( 'Pay by bank transfer', 'kabelshop' ),
			'rows'            => $rows,
			'payload'         => $instructions['hub3_payload'],
			'barcode_alt'     => __( 'HUB-3 payment barcode with these details: scan it with your mobile banking app to fill in the payment.', 'kabelshop' ),
			'barcode_caption' => __( 'Scan the barcode with your mobile banking app, or enter the details above.', 'kabelshop' ),
			'note'            => __( 'We prepare your order once the payment arrives.', 'kabelshop' ),
		);
	}

	/**
	 * The order page's payment block: the instructions (with the barcode URL) while awaiting a
	 * bank transfer, "Paid on <date>" once paid, else nothing.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return array{instructions: array<string, mixed>|null, barcode_url: string, paid: string}
	 *         paid: 'Paid on 21.11.2026.' or ''.
	 */
	public static function for_page( array $order ): array {
		$instructions = self::instructions( $order );
		return array(
			'instructions' => $instructions,
			'barcode_url'  => null !== $instructions ? self::barcode_url( (int) $order['id'] ) : '',
			'paid'         => self::paid_on( $order ),
		);
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
		return sprintf( __( 'Paid on %s', 'kabelshop' ), Format::date( get_date_from_gmt( $paid_at, 'Y-m-d' ), Locale::bcp47() ) );
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
