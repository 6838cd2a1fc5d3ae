<?php
/**
 * CSV export of the wp-admin orders list.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The filtered orders list (OrderRepository::search filters) as CSV for spreadsheets used in
 * Croatia and Serbia: UTF-8 with a byte order mark (so Excel shows č, ć, đ, š, ž right), semicolon
 * separated, CRLF line ends (RFC 4180), amounts as plain decimals with a decimal comma (1234,56) and
 * dates as YYYY-MM-DD HH:MM in Europe/Zagreb (sortable). Cells that a spreadsheet would run as a
 * formula (starting with =, +, -, @) are prefixed with an apostrophe (OWASP "CSV injection").
 * Columns: number; date; customer; e-mail; status; net EUR; gross EUR.
 */
final class OrderExport {

	public const ACTION = 'kabelshop_orders_export';

	/**
	 * The CSV text.
	 *
	 * @param array{status?: string, customer?: string, from?: string, to?: string} $filters Filters.
	 */
	public function csv( array $filters ): string {
		$out = "\xEF\xBB\xBF" . $this->line(
			array(
				__( 'Order number', 'kabelshop' ),
				__( 'Date', 'kabelshop' ),
				__( 'Customer', 'kabelshop' ),
				__( 'E-mail', 'kabelshop' ),
				__( 'Status', 'kabelshop' ),
				__( 'Net (EUR)', 'kabelshop' ),
				__( 'Gross (EUR)', 'kabelshop' ),
			)
		);
		foreach ( ( new OrderRepository() )->search( $filters, 0 )['rows'] as $row ) {
			$out .= $this->line(
				array(
					(string) $row['number'],
					get_date_from_gmt( (string) $row['created_at'], 'Y-m-d H:i' ),
					(string) ( $row['customer_name'] ?? '' ),
					(string) ( $row['customer_email'] ?? '' ),
					OrderStatus::label( (string) $row['status'] ),
					self::amount( (int) $row['net_cents'] ),
					self::amount( (int) $row['gross_cents'] ),
				)
			);
		}
		return $out;
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
			$is_amount = $index >= 5;
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
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), '', array( 'response' => 403 ) );
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
