<?php
/**
 * The wp-admin orders list.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\OrdersPage;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

if ( ! class_exists( '\WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Columns number (link to the order screen), date (Europe/Zagreb), customer, status, payment (its
 * state and method, issue 15), gross;
 * 20 rows a page, newest first, filtered by OrderFilters::from() of the request.
 */
final class OrderAdminListTable extends \WP_List_Table {

	/**
	 * Filters of the current request.
	 *
	 * @var array{status?: string, customer?: string, from?: string, to?: string}
	 */
	private array $filters;

	/**
	 * Sets up the table.
	 *
	 * @param array{status?: string, customer?: string, from?: string, to?: string} $filters Filters.
	 */
	public function __construct( array $filters ) {
		parent::__construct(
			array(
				'singular' => 'order',
				'plural'   => 'orders',
				'ajax'     => false,
			)
		);
		$this->filters = $filters;
	}

	/**
	 * Column titles.
	 *
	 * @return array<string, string>
	 */
	public function get_columns(): array {
		return array(
			'number'   => __( 'Order number', 'kabelshop-core' ),
			'date'     => __( 'Date', 'kabelshop-core' ),
			'customer' => __( 'Customer', 'kabelshop-core' ),
			'status'   => __( 'Status', 'kabelshop-core' ),
			'payment'  => __( 'Payment', 'kabelshop-core' ),
			'gross'    => __( 'Total', 'kabelshop-core' ),
		);
	}

	/**
	 * Card orders of this page the gateway holds more for than they cost (issue 26, "paid twice"):
	 * order id => cents (Payments\CardTransactions::overpaid_among()).
	 *
	 * @var array<int, int>
	 */
	private array $card_overpaid = array();

	/**
	 * Loads one page.
	 */
	public function prepare_items(): void {
		$per_page              = 20;
		$result                = ( new OrderRepository() )->search( $this->filters, $per_page, ( $this->get_pagenum() - 1 ) * $per_page );
		$this->items           = $result['rows'];
		$this->card_overpaid   = ( new \Kabelshop\Payments\CardTransactions() )->overpaid_among( array_map( static fn( array $row ): int => (int) $row['id'], $this->items ) );
		$this->_column_headers = array( $this->get_columns(), array(), array() );
		$this->set_pagination_args(
			array(
				'total_items' => $result['total'],
				'per_page'    => $per_page,
			)
		);
	}

	/**
	 * The Payment column's note of a card order charged twice (issue 26): ', paid twice (+125,00 €)', else ''.
	 *
	 * @param int $order_id Order id.
	 */
	private function card_note( int $order_id ): string {
		if ( ! isset( $this->card_overpaid[ $order_id ] ) ) {
			return '';
		}
		/* translators: %s: amount charged more than the order's total, e.g. 125,00 € */
		return ', ' . sprintf( __( 'paid twice (+%s)', 'kabelshop-core' ), Format::money_cents( $this->card_overpaid[ $order_id ], Locale::bcp47() ) );
	}

	/**
	 * The Payment column's note of a part paid or overpaid order (issue 26): ', open 62,15 €' /
	 * ', overpaid 7,85 €', else ''.
	 *
	 * @param array<string, mixed> $item Order row.
	 */
	private static function money_note( array $item ): string {
		$open = \Kabelshop\Payments\OrderPaymentBox::open_cents( $item );
		$over = \Kabelshop\Payments\OrderPaymentBox::overpaid_cents( $item );
		if ( \Kabelshop\Payments\PaymentStatus::PART_PAID === ( $item['payment_status'] ?? '' ) && $open > 0 ) {
			/* translators: %s: amount still open, e.g. 62,15 € */
			return ', ' . sprintf( __( 'open %s', 'kabelshop-core' ), Format::money_cents( $open, Locale::bcp47() ) );
		}
		if ( $over > 0 ) {
			/* translators: %s: amount received over the order's total, e.g. 7,85 € */
			return ', ' . sprintf( __( 'overpaid %s', 'kabelshop-core' ), Format::money_cents( $over, Locale::bcp47() ) );
		}
		return '';
	}

	/**
	 * Cell text.
	 *
	 * @param array<string, mixed> $item        Order row.
	 * @param string               $column_name Column.
	 */
	public function column_default( $item, $column_name ): string {
		return match ( $column_name ) {
			'number'   => '<a href="' . esc_url( OrdersPage::order_url( (int) $item['id'] ) ) . '"><strong>' . esc_html( (string) $item['number'] ) . '</strong></a>',
			'date'     => esc_html( get_date_from_gmt( (string) $item['created_at'], 'Y-m-d H:i' ) ),
			'customer' => esc_html( trim( (string) ( $item['customer_name'] ?? '' ) . ' <' . (string) ( $item['customer_email'] ?? '' ) . '>' ) ),
			'status'   => esc_html( OrderStatus::label( (string) $item['status'] ) ),
			'payment'  => esc_html( \Kabelshop\Payments\PaymentStatus::label( (string) ( $item['payment_status'] ?? '' ) ) . ' (' . PaymentMethods::label( (string) $item['payment_method'] ) . ')' . self::money_note( $item ) . $this->card_note( (int) $item['id'] ) ),
			'gross'    => esc_html( Format::money_cents( (int) $item['gross_cents'], Locale::bcp47() ) ),
			default    => '',
		};
	}

	/**
	 * Text when nothing matches.
	 */
	public function no_items(): void {
		esc_html_e( 'No orders match these filters.', 'kabelshop-core' );
	}
}
