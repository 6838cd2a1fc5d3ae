<?php
/**
 * CSV export of the wp-admin orders list.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Payments\PaymentReference;
use Kabelshop\Payments\PaymentStatus;

/**
 * The filtered orders list (OrderRepository::search filters) as CSV for spreadsheets used in
 * Croatia and Serbia: UTF-8 with a byte order mark (so Excel shows č, ć, đ, š, ž right), semicolon
 * separated, CRLF line ends (RFC 4180), amounts as plain decimals with a decimal comma (1234,56;
 * unit prices per metre with 4 decimals, 0,1870) and dates as YYYY-MM-DD (HH:MM for the order's
 * time) in Europe/Zagreb (sortable). Cells that a spreadsheet would run as a formula (starting with
 * =, +, -, @) are prefixed with an apostrophe (OWASP "CSV injection"); amounts are not text and keep
 * their minus.
 *
 * One row per order ITEM (issue 13: "everything on the order"), the order's columns repeated on
 * each of its rows so that a filter or pivot by any column keeps whole facts: number; date; status;
 * company; OIB; contact person; e-mail; phone; delivery method; delivery address ('' for pickup);
 * payment; note; PO number; requested delivery date; site contact name and phone; the order's
 * subtotal, discount, net, delivery, VAT and gross (EUR, as priced); line; article code; product;
 * size; packaging; quantity (m); unit price (EUR/m); line net (EUR); item status; backorder (m);
 * expected date; then (issue 14) the item's metal surcharge (EUR/m, signed), full price (EUR/m),
 * line metal surcharge (EUR) and drum type, and the order's metal surcharge, charges (EUR), charge
 * lines (text), shipment weight (kg, '' when unknown), delivery pending (1/0) and the metal index
 * it used (OrderDetails::price_notes()), then (issue 15) the payment status, the bank transfer
 * reference ('HR01 2026-0001236', to match a bank statement by hand), paid (EUR), paid on and the
 * payment due date ('' when none). Line net is the line at its full price (base + metal,
 * before the discount). To add up orders, count each order's totals once (its row with line 1).
 * Company and OIB as OrderDetails reads them (the R1 snapshot, else the profile).
 */
final class OrderExport {

	public const ACTION = 'kabelshop_orders_export';

	/** Column indexes that hold amounts (not neutralised: "-12,30" is a number). */
	private const AMOUNTS = array( 16, 17, 18, 19, 20, 21, 28, 29, 33, 34, 35, 37, 38, 40 );

	/**
	 * The CSV text.
	 *
	 * @param array{status?: string, customer?: string, from?: string, to?: string} $filters Filters.
	 */
	public function csv( array $filters ): string {
		$out    = "\xEF\xBB\xBF" . $this->line(
			array(
				__( 'Order number', 'kabelshop-core' ),
				__( 'Date', 'kabelshop-core' ),
				__( 'Status', 'kabelshop-core' ),
				__( 'Company', 'kabelshop-core' ),
				__( 'OIB', 'kabelshop-core' ),
				__( 'Contact person', 'kabelshop-core' ),
				__( 'E-mail', 'kabelshop-core' ),
				__( 'Phone', 'kabelshop-core' ),
				__( 'Delivery method', 'kabelshop-core' ),
				__( 'Delivery address', 'kabelshop-core' ),
				__( 'Payment', 'kabelshop-core' ),
				__( 'Note', 'kabelshop-core' ),
				__( 'PO number', 'kabelshop-core' ),
				__( 'Requested delivery date', 'kabelshop-core' ),
				__( 'Site contact', 'kabelshop-core' ),
				__( 'Site contact phone', 'kabelshop-core' ),
				__( 'Subtotal (EUR)', 'kabelshop-core' ),
				__( 'Discount (EUR)', 'kabelshop-core' ),
				__( 'Net (EUR)', 'kabelshop-core' ),
				__( 'Delivery (EUR)', 'kabelshop-core' ),
				__( 'VAT (EUR)', 'kabelshop-core' ),
				__( 'Gross (EUR)', 'kabelshop-core' ),
				__( 'Line', 'kabelshop-core' ),
				__( 'Article code', 'kabelshop-core' ),
				__( 'Product', 'kabelshop-core' ),
				__( 'Size', 'kabelshop-core' ),
				__( 'Packaging', 'kabelshop-core' ),
				__( 'Quantity (m)', 'kabelshop-core' ),
				__( 'Unit price (EUR/m)', 'kabelshop-core' ),
				__( 'Line net (EUR)', 'kabelshop-core' ),
				__( 'Item status', 'kabelshop-core' ),
				__( 'Backorder (m)', 'kabelshop-core' ),
				__( 'Expected date', 'kabelshop-core' ),
				__( 'Metal surcharge (EUR/m)', 'kabelshop-core' ),
				__( 'Full price (EUR/m)', 'kabelshop-core' ),
				__( 'Line metal surcharge (EUR)', 'kabelshop-core' ),
				__( 'Drum type', 'kabelshop-core' ),
				__( 'Order metal surcharge (EUR)', 'kabelshop-core' ),
				__( 'Charges (EUR)', 'kabelshop-core' ),
				__( 'Charge lines', 'kabelshop-core' ),
				__( 'Shipment weight (kg)', 'kabelshop-core' ),
				__( 'Delivery pending', 'kabelshop-core' ),
				__( 'Metal index', 'kabelshop-core' ),
				__( 'Payment status', 'kabelshop-core' ),
				__( 'Payment reference', 'kabelshop-core' ),
				__( 'Paid (EUR)', 'kabelshop-core' ),
				__( 'Paid on', 'kabelshop-core' ),
				__( 'Payment due', 'kabelshop-core' ),
			)
		);
		$orders = new OrderRepository();
		foreach ( $orders->search( $filters, 0 )['rows'] as $row ) {
			$order = $orders->find( (int) $row['id'] );
			if ( null === $order ) {
				continue;
			}
			$head   = OrderDetails::header( $order );
			$cells  = array(
				(string) $order['number'],
				get_date_from_gmt( (string) $order['created_at'], 'Y-m-d H:i' ),
				OrderStatus::label( (string) $order['status'] ),
				$head['company'],
				$head['oib'],
				$head['contact_name'],
				$head['email'],
				$head['phone'],
				$head['delivery'],
				$head['address'],
				$head['payment'],
				$head['note'],
				$head['po_number'],
				$head['requested_date_iso'],
				$head['site_contact_name'],
				$head['site_contact_phone'],
				self::amount( (int) $order['subtotal_cents'] ),
				self::amount( -1 * (int) $order['discount_cents'] ),
				self::amount( (int) $order['net_cents'] ),
				self::amount( (int) $order['delivery_cents'] ),
				self::amount( (int) $order['vat_cents'] ),
				self::amount( (int) $order['gross_cents'] ),
			);
			$weight = $order['weight_g'] ?? null;
			$more   = array(
				self::amount( (int) ( $order['metal_cents'] ?? 0 ) ),
				self::amount( (int) ( $order['charges_cents'] ?? 0 ) ),
				implode( ' | ', array_column( OrderDetails::charges( $order ), 'text' ) ),
				null === $weight ? '' : self::amount( Totals::div_round( (int) $weight, 10 ) ),
				empty( $order['delivery_pending'] ) ? '0' : '1',
				implode( ' | ', OrderDetails::metal_notes( OrderDetails::terms( $order ) ) ),
				PaymentStatus::label( (string) ( $order['payment_status'] ?? PaymentStatus::AWAITING ) ),
				'' !== (string) ( $order['payment_reference'] ?? '' ) ? PaymentReference::MODEL . ' ' . $order['payment_reference'] : '',
				self::amount( (int) ( $order['paid_cents'] ?? 0 ) ),
				null === ( $order['paid_at'] ?? null ) ? '' : get_date_from_gmt( (string) $order['paid_at'], 'Y-m-d' ),
				(string) ( $order['payment_due_on'] ?? '' ),
			);
			foreach ( $order['items'] as $item ) {
				$metal = (int) ( $item['metal_surcharge_e4'] ?? 0 );
				$out  .= $this->line(
					array_merge(
						$cells,
						array(
							(string) $item['line_no'],
							(string) $item['article_code'],
							(string) $item['name'],
							(string) $item['size_label'],
							\Kabelshop\View\OrderView::packaging_label( (string) $item['packaging'] ),
							(string) $item['quantity_m'],
							self::unit_price( (int) $item['unit_price_e4'] ),
							self::amount( Totals::div_round( (int) $item['line_net_e4'] + (int) ( $item['line_metal_e4'] ?? 0 ), 100 ) ),
							OrderItemStatus::label( (string) $item['status'] ),
							(string) (int) ( $item['backorder_m'] ?? 0 ),
							(string) ( $item['expected_date'] ?? '' ),
							self::signed_unit_price( $metal ),
							self::unit_price( max( 0, (int) $item['unit_price_e4'] + $metal ) ),
							self::amount( Totals::div_round( (int) ( $item['line_metal_e4'] ?? 0 ), 100 ) ),
							(string) ( $item['drum_type'] ?? '' ),
						),
						$more
					)
				);
			}
		}
		return $out;
	}

	/**
	 * Ten-thousandths of a euro as "0,1870" (4 decimals, decimal comma).
	 *
	 * @param int $e4 Price in 1/10000 EUR (>= 0).
	 */
	public static function unit_price( int $e4 ): string {
		return intdiv( $e4, 10000 ) . ',' . str_pad( (string) ( $e4 % 10000 ), 4, '0', STR_PAD_LEFT );
	}

	/**
	 * Signed ten-thousandths as "0,2720" / "-0,0150".
	 *
	 * @param int $e4 Amount in 1/10000 EUR.
	 */
	public static function signed_unit_price( int $e4 ): string {
		return ( $e4 < 0 ? '-' : '' ) . self::unit_price( abs( $e4 ) );
	}

	/**
	 * Cents as "1234,56" (negative "-12,30").
	 *
	 * @param int $cents Amount in cents.
	 */
	public static function amount( int $cents ): string {
		$abs = abs( $cents );
		return ( $cents < 0 ? '-' : '' ) . intdiv( $abs, 100 ) . ',' . str_pad( (string) ( $abs % 100 ), 2, '0', STR_PAD_LEFT );
	}

	/**
	 * One CSV line.
	 *
	 * @param list<string> $cells Cells.
	 */
	private function line( array $cells ): string {
		$quoted = array();
		foreach ( $cells as $index => $cell ) {
			$is_amount = in_array( $index, self::AMOUNTS, true );
			if ( ! $is_amount && '' !== $cell && in_array( $cell[0], array( '=', '+', '-', '@' ), true ) ) {
				$cell = "'" . $cell;
			}
			$quoted[] = '"' . str_replace( '"', '""', $cell ) . '"';
		}
		return implode( ';', $quoted ) . "\r\n";
	}

	/**
	 * Handles the export (admin-post): checks capability and nonce, sends the file and ends the request.
	 */
	public function handle(): void {
		if ( ! current_user_can( \Kabelshop\Accounts\Roles::CAP_MANAGE ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop-core' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$filters = OrderFilters::from( $_GET ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- checked above.
		nocache_headers();
		header( 'Content-Type: text/csv; charset=UTF-8' );
		header( 'Content-Disposition: attachment; filename="orders-' . gmdate( 'Y-m-d' ) . '.csv"' );
		echo $this->csv( $filters ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV file, not HTML.
		exit;
	}
}
