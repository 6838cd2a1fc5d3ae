<?php
/**
 * The wp-admin screen "Kabelshop -> Orders".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\CancelAction;
use Kabelshop\Commerce\OrderAdminListTable;
use Kabelshop\Commerce\OrderDetails;
use Kabelshop\Commerce\OrderExport;
use Kabelshop\Commerce\OrderFilters;
use Kabelshop\Commerce\OrderItemStatus;
use Kabelshop\Commerce\OrderItemStatusUpdater;
use Kabelshop\Commerce\OrderPackages;
use Kabelshop\Commerce\OrderRepository;
use Kabelshop\Commerce\OrderStatus;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\View\OrderView;

/**
 * Staff screens for orders (issue 4), capability kabelshop_manage_orders:
 * - the list (OrderAdminListTable) with filters status / customer / date from-to (GET,
 *   Commerce\OrderFilters) and a CSV export of the filtered list (OrderExport, admin-post with a
 *   nonce); template admin/orders;
 * - the order screen (?order=<id>): everything on the order (issue 13: company, OIB, contact,
 *   delivery address or pickup, payment, note, PO number, requested delivery date, site contact,
 *   items with prices and backorder notes, totals as priced; Commerce\OrderDetails), a "PDF" link
 *   (GET kabelshop/v1/orders/{id}/pdf in the staff member's language), items with their packages
 *   (add / remove rows), a per-item status select with an optional note, "Cancel order" while no
 *   item has shipped (a reason and a confirmation box; CancelAction::by_staff()), and the status
 *   history; template admin/order; and the "Payment" box (issue 15, Payments\OrderPaymentBox: status,
 *   method, HR01 reference, due date or card expiry, paid at and amount, the card transaction, the
 *   payment history, "Mark payment received", card "Refund" and "Void"; template admin/order-payment).
 * Writes go through admin-post.php form handlers (not REST): each checks the capability and a nonce
 * bound to the order ('kabelshop_order_staff_<id>'), calls apply() and redirects back to the order
 * screen with a notice. apply() holds the logic so tests can call it.
 */
final class OrdersPage extends AdminPage {

	public const SLUG   = 'kabelshop-orders';
	public const ACTION = 'kabelshop_order_staff';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Orders', 'kabelshop-core' );
	}

	/** Staff who handle orders. */
	public function capability(): string {
		return Roles::CAP_MANAGE;
	}

	/** Right after "Delivery and payment" (priority 9), first of the staff screens. */
	protected function priority(): int {
		return 11;
	}

	/** The staff form handler and the CSV export. */
	protected function register_handlers(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'admin_post_' . OrderExport::ACTION, array( new OrderExport(), 'handle' ) );
	}

	/**
	 * URL of the order screen.
	 *
	 * @param int $order_id Order id.
	 */
	public static function order_url( int $order_id ): string {
		return add_query_arg(
			array(
				'page'  => self::SLUG,
				'order' => $order_id,
			),
			admin_url( 'admin.php' )
		);
	}

	/**
	 * Nonce action of one order's staff forms.
	 *
	 * @param int $order_id Order id.
	 */
	public static function nonce_action( int $order_id ): string {
		return self::ACTION . '_' . $order_id;
	}

	/**
	 * Applies one staff form (no capability or nonce check here: handle() does that).
	 *
	 * @param int                  $order_id Order id.
	 * @param array<string, mixed> $post     Unslashed form fields: op = item_status (item_id, status, note) |
	 *                                       package_add (item_id, packaging, package_number, length_m) |
	 *                                       package_remove (package_id) | cancel (reason, confirm = '1').
	 * @param int                  $user_id  Staff user.
	 * @return string Message code: status_saved, package_added, package_removed, cancelled, cancel_reason
	 *                (no reason or not confirmed), cancel_refused (an item shipped, or cancelled already),
	 *                bad_input, not_allowed.
	 */
	public function apply( int $order_id, array $post, int $user_id ): string {
		$op = (string) ( $post['op'] ?? '' );
		try {
			if ( 'item_status' === $op ) {
				( new OrderItemStatusUpdater() )->set( $order_id, absint( $post['item_id'] ?? 0 ), sanitize_key( (string) ( $post['status'] ?? '' ) ), sanitize_text_field( (string) ( $post['note'] ?? '' ) ), $user_id );
				return 'status_saved';
			}
			if ( 'package_add' === $op ) {
				( new OrderPackages() )->add( $order_id, absint( $post['item_id'] ?? 0 ), sanitize_key( (string) ( $post['packaging'] ?? '' ) ), sanitize_text_field( (string) ( $post['package_number'] ?? '' ) ), (int) ( $post['length_m'] ?? 0 ), $user_id );
				return 'package_added';
			}
			if ( 'cancel' === $op ) {
				if ( '1' !== (string) ( $post['confirm'] ?? '' ) ) {
					return CancelAction::STAFF_NO_REASON;
				}
				return CancelAction::by_staff( $order_id, sanitize_textarea_field( (string) ( $post['reason'] ?? '' ) ), $user_id );
			}
			if ( 'package_remove' === $op ) {
				return ( new OrderPackages() )->remove( $order_id, absint( $post['package_id'] ?? 0 ) ) ? 'package_removed' : 'bad_input';
			}
		} catch ( \InvalidArgumentException $e ) {
			return 'bad_input';
		} catch ( \DomainException $e ) {
			return 'not_allowed';
		}
		return 'bad_input';
	}

	/**
	 * Translated text of a message code.
	 *
	 * @param string $code Code from apply().
	 */
	public static function message( string $code ): string {
		return match ( $code ) {
			'status_saved'    => __( 'The item status has been saved.', 'kabelshop-core' ),
			'package_added'   => __( 'The package has been added.', 'kabelshop-core' ),
			'package_removed' => __( 'The package has been removed.', 'kabelshop-core' ),
			'cancelled'       => __( 'The order has been cancelled and the buyer has been told by e-mail.', 'kabelshop-core' ),
			'cancel_reason'   => __( 'To cancel, give a reason and tick the confirmation box.', 'kabelshop-core' ),
			'cancel_refused'  => __( 'This order can no longer be cancelled: an item has shipped, or it is cancelled already.', 'kabelshop-core' ),
			'not_allowed'     => __( 'This change is not allowed: items only move forward, and a cancelled order cannot change.', 'kabelshop-core' ),
			default           => __( 'Please check the entries: packaging, a length of 1 to 100,000 m and a number of at most 40 characters.', 'kabelshop-core' ),
		};
	}

	/**
	 * Handles the order screen's forms (admin-post).
	 */
	public function handle(): void {
		$this->guard();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified next with the order-specific action.
		$order_id = isset( $_POST['order_id'] ) ? absint( wp_unslash( $_POST['order_id'] ) ) : 0;
		check_admin_referer( self::nonce_action( $order_id ) );
		$code = $this->apply( $order_id, wp_unslash( $_POST ), get_current_user_id() );
		$ok   = in_array( $code, array( 'status_saved', 'package_added', 'package_removed', 'cancelled' ), true );
		self::redirect_with_notice( self::order_url( $order_id ), $ok ? 'success' : 'error', self::message( $code ) );
	}

	/**
	 * The list or, with ?order=<id>, the order.
	 *
	 * @return array<string, mixed> See list_view() and order_view().
	 */
	protected function view(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading filters changes nothing.
		$order_id = isset( $_GET['order'] ) ? absint( wp_unslash( $_GET['order'] ) ) : 0;
		$filters  = OrderFilters::from( $_GET );
		// phpcs:enable
		if ( $order_id > 0 ) {
			// Figures in the staff member's own language too, not the Croatian of wp-admin's URL.
			return Locale::in_language( Locale::admin_language( get_current_user_id() ), fn(): array => $this->order_view( $order_id ) );
		}
		return $this->list_view( $filters );
	}

	/**
	 * The list's view model.
	 *
	 * @param array{status?: string, customer?: string, from?: string, to?: string} $filters Filters.
	 * @return array<string, mixed> template 'orders', slug, filters, statuses (value => label),
	 *         export (nonce URL of the CSV of the filtered list), table (prepared list table).
	 */
	private function list_view( array $filters ): array {
		$statuses = array();
		foreach ( OrderStatus::ALL as $status ) {
			$statuses[ $status ] = OrderStatus::label( $status );
		}
		$table = new OrderAdminListTable( $filters );
		$table->prepare_items();
		return array(
			'template' => 'orders',
			'slug'     => self::SLUG,
			'filters'  => $filters,
			'statuses' => $statuses,
			'export'   => wp_nonce_url( add_query_arg( array_merge( array( 'action' => OrderExport::ACTION ), $filters ), admin_url( 'admin-post.php' ) ), OrderExport::ACTION ),
			'table'    => $table,
		);
	}

	/**
	 * URL of an order's confirmation PDF for staff (the REST route with a wp_rest nonce: cookie
	 * authentication; the PDF comes in the staff member's wp-admin language).
	 *
	 * @param int $order_id Order id.
	 */
	public static function pdf_url( int $order_id ): string {
		return add_query_arg( '_wpnonce', wp_create_nonce( 'wp_rest' ), rest_url( 'kabelshop/v1/orders/' . $order_id . '/pdf' ) );
	}

	/**
	 * The order's header facts as label/value rows for the order screen.
	 *
	 * @param array<string, mixed> $order Stored order.
	 * @return list<array{key: string, label: string, value: string}>
	 */
	private static function details( array $order ): array {
		$head = OrderDetails::header( $order );
		$rows = array(
			'company'        => array( __( 'Company', 'kabelshop-core' ), $head['company'] ),
			'oib'            => array( __( 'OIB', 'kabelshop-core' ), $head['oib'] . ( $head['r1'] ? ' (' . __( 'R1 invoice', 'kabelshop-core' ) . ')' : '' ) ),
			'contact'        => array( __( 'Contact person', 'kabelshop-core' ), $head['contact_name'] ),
			'email'          => array( __( 'E-mail', 'kabelshop-core' ), $head['email'] ),
			'phone'          => array( __( 'Phone', 'kabelshop-core' ), $head['phone'] ),
			'delivery'       => array( __( 'Delivery method', 'kabelshop-core' ), $head['delivery'] ),
			'address'        => array( __( 'Delivery address', 'kabelshop-core' ), $head['pickup'] ? __( 'Pickup', 'kabelshop-core' ) : $head['address'] ),
			'payment'        => array( __( 'Payment', 'kabelshop-core' ), $head['payment'] ),
			'note'           => array( __( 'Buyer\'s note', 'kabelshop-core' ), $head['note'] ),
			'po_number'      => array( __( 'PO number', 'kabelshop-core' ), $head['po_number'] ),
			'requested_date' => array( __( 'Requested delivery date', 'kabelshop-core' ), $head['requested_date'] ),
			'site_contact'   => array( __( 'Site contact', 'kabelshop-core' ), implode( ', ', array_filter( array( $head['site_contact_name'], $head['site_contact_phone'] ) ) ) ),
		);
		return self::rows( $rows );
	}

	/**
	 * Label/value rows of the staff order screen (its details and the Payment box): an empty
	 * value shows as a dash.
	 *
	 * @param array<string, array{0: string, 1: string}> $rows Key => [ label, value ].
	 * @return list<array{key: string, label: string, value: string}>
	 */
	public static function rows( array $rows ): array {
		$out = array();
		foreach ( $rows as $key => $row ) {
			$out[] = array(
				'key'   => (string) $key,
				'label' => $row[0],
				'value' => '' !== $row[1] ? $row[1] : '–',
			);
		}
		return $out;
	}

	/**
	 * One order's view model: every figure formatted in the staff member's language.
	 *
	 * @param int $order_id Order id.
	 * @return array<string, mixed> template 'order', back (list URL), found (bool) and, when found:
	 *         number, status, date, customer, gross, details (list of {label, value, key}: company, OIB,
	 *         contact, e-mail, phone, delivery, address, payment, note, PO number, requested date, site
	 *         contact; '-' when empty), lines (OrderDetails::items()), totals (OrderDetails::totals()),
	 *         pricing (OrderDetails::pricing(): split, charges, notes, weight),
	 *         pdf (URL of the PDF), can_cancel, cancel_question, items (list of {id, heading, status, status_label,
	 *         packages: list of {id, packaging, number, length_m}, empty (text when no package),
	 *         locked (no forms), packaging (default kind), kinds (kind => label), quantity_m,
	 *         next (status => label; empty: no status form)}), history (list of {date, item, status,
	 *         note, by}), form (admin-post URL), hidden (op => hidden-field values), payment (the Payment box,
	 *         Payments\OrderPaymentBox::view(): its actions post to that class's admin-post handler).
	 */
	private function order_view( int $order_id ): array {
		$order = ( new OrderRepository() )->find( $order_id );
		$view  = array(
			'template' => 'order',
			'back'     => $this->url(),
			'found'    => null !== $order,
		);
		if ( null === $order ) {
			return $view;
		}
		$locale = Locale::bcp47();
		$user   = get_userdata( $order['user_id'] );
		$kinds  = array();
		foreach ( OrderPackages::KINDS as $kind ) {
			$kinds[ $kind ] = OrderView::packaging_label( $kind );
		}
		$items = array();
		foreach ( $order['items'] as $item ) {
			$packages = array();
			foreach ( $item['packages'] as $package ) {
				$packages[] = array(
					'id'        => (int) $package['id'],
					'packaging' => OrderView::packaging_label( (string) $package['packaging'] ),
					'number'    => (string) $package['package_number'],
					'length_m'  => (string) $package['length_m'],
				);
			}
			$next = array();
			foreach ( OrderItemStatus::ALL as $status ) {
				if ( OrderItemStatus::can_move( (string) $item['status'], $status ) ) {
					$next[ $status ] = OrderItemStatus::label( $status );
				}
			}
			$items[] = array(
				'id'           => (int) $item['id'],
				/* translators: 1: line number, 2: article code, 3: product name and size, 4: ordered metres */
				'heading'      => sprintf( __( '%1$d. %2$s %3$s, %4$s m', 'kabelshop-core' ), $item['line_no'], $item['article_code'], trim( $item['name'] . ' ' . Format::size_label( (string) $item['size_label'], $locale ) ), Format::scaled( (int) $item['quantity_m'], 0, $locale ) ),
				'status'       => (string) $item['status'],
				'status_label' => OrderItemStatus::label( (string) $item['status'] ),
				'packages'     => $packages,
				'empty'        => OrderItemStatus::no_packages_message( (string) $item['status'] ),
				'locked'       => OrderStatus::CANCELLED === $order['status'],
				'packaging'    => (string) $item['packaging'],
				'kinds'        => $kinds,
				'quantity_m'   => (string) $item['quantity_m'],
				'next'         => $next,
			);
		}
		$history = array();
		$lines   = array_column( $order['items'], 'line_no', 'id' );
		foreach ( $order['history'] as $event ) {
			$by        = $event['user_id'] ? get_userdata( (int) $event['user_id'] ) : false;
			$history[] = array(
				'date'   => get_date_from_gmt( (string) $event['created_at'], 'Y-m-d H:i' ),
				'item'   => null === $event['order_item_id'] ? __( 'Order', 'kabelshop-core' ) : (string) ( $lines[ $event['order_item_id'] ] ?? '' ),
				'status' => null === $event['order_item_id'] ? OrderStatus::label( (string) $event['status'] ) : OrderItemStatus::label( (string) $event['status'] ),
				'note'   => (string) $event['note'],
				'by'     => $by ? $by->display_name : '',
			);
		}
		return array_merge(
			$view,
			array(
				'number'          => (string) $order['number'],
				'status'          => OrderStatus::label( $order['status'] ),
				'date'            => get_date_from_gmt( $order['created_at'], 'Y-m-d H:i' ),
				'customer'        => $user ? $user->display_name . ' <' . $user->user_email . '>' : '',
				'gross'           => Format::money_cents( $order['gross_cents'], $locale ),
				'details'         => self::details( $order ),
				'lines'           => OrderDetails::items( $order ),
				'totals'          => OrderDetails::totals( $order ),
				'pricing'         => OrderDetails::pricing( $order ),
				'pdf'             => self::pdf_url( $order_id ),
				'can_cancel'      => CancelAction::staff_can_cancel( $order ),
				/* translators: %s: order number, e.g. KS-2026-000012 */
				'cancel_question' => sprintf( __( 'Cancel order %s? This cannot be undone.', 'kabelshop-core' ), $order['number'] ),
				'items'           => $items,
				'history'         => $history,
				'form'            => admin_url( 'admin-post.php' ),
				'action'          => self::ACTION,
				'order_id'        => $order_id,
				'nonce'           => wp_create_nonce( self::nonce_action( $order_id ) ),
				'payment'         => \Kabelshop\Payments\OrderPaymentBox::view( $order ),
			)
		);
	}
}
