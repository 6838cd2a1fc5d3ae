<?php
/**
 * wp-admin: Kabelshop -> Orders.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;
use Kabelshop\Service;
use Kabelshop\View\OrderView;

/**
 * Staff screens for orders (issue 4), capability kabelshop_manage_orders:
 * - the list (OrderAdminListTable) with filters status / customer / date from-to (GET) and a CSV
 *   export of the filtered list (OrderExport, admin-post with a nonce);
 * - the order screen (?order=<id>): items with their packages (add / remove rows), a per-item
 *   status select with an optional note, and the status history.
 * Writes go through admin-post.php form handlers (not REST): each checks the capability and a nonce
 * bound to the order (wp_nonce_field( 'kabelshop_order_staff_<id>' )), calls apply() and redirects
 * back to the order screen with ?ks_msg=<code>. apply() holds the logic so tests can call it.
 */
final class OrderAdmin implements Service {

	public const SLUG   = 'kabelshop-orders';
	public const ACTION = 'kabelshop_order_staff';

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), 11 );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'admin_post_' . OrderExport::ACTION, array( new OrderExport(), 'handle' ) );
	}

	/**
	 * Adds the page under the Kabelshop menu.
	 */
	public function add_page(): void {
		$title = __( 'Orders', 'kabelshop' );
		add_submenu_page( ShopSettings::PARENT, $title, $title, Roles::CAP_MANAGE, self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * URL of the order screen.
	 *
	 * @param int $order_id Order id.
	 */
	public static function order_url( int $order_id ): string {
		return add_query_arg( array( 'page' => self::SLUG, 'order' => $order_id ), admin_url( 'admin.php' ) );
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
	 * The list filters from request parameters, sanitized; unknown or malformed values are dropped.
	 *
	 * @param array<string, mixed> $source $_GET-like array (slashed).
	 * @return array{status?: string, customer?: string, from?: string, to?: string}
	 */
	public static function filters( array $source ): array {
		$filters = array();
		$status  = isset( $source['status'] ) ? sanitize_key( wp_unslash( (string) $source['status'] ) ) : '';
		if ( in_array( $status, OrderStatus::ALL, true ) ) {
			$filters['status'] = $status;
		}
		$customer = isset( $source['customer'] ) ? sanitize_text_field( wp_unslash( (string) $source['customer'] ) ) : '';
		if ( '' !== $customer ) {
			$filters['customer'] = mb_substr( $customer, 0, 100 );
		}
		foreach ( array( 'from', 'to' ) as $key ) {
			$day = isset( $source[ $key ] ) ? sanitize_text_field( wp_unslash( (string) $source[ $key ] ) ) : '';
			if ( preg_match( '/^\d{4}-\d{2}-\d{2}$/', $day ) ) {
				$filters[ $key ] = $day;
			}
		}
		return $filters;
	}

	/**
	 * Applies one staff form (no capability or nonce check here: handle() does that).
	 *
	 * @param int                  $order_id Order id.
	 * @param array<string, mixed> $post     Unslashed form fields: op = item_status (item_id, status, note) |
	 *                                       package_add (item_id, packaging, package_number, length_m) |
	 *                                       package_remove (package_id).
	 * @param int                  $user_id  Staff user.
	 * @return string Message code: status_saved, package_added, package_removed, bad_input, not_allowed.
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
			'status_saved'    => __( 'The item status has been saved.', 'kabelshop' ),
			'package_added'   => __( 'The package has been added.', 'kabelshop' ),
			'package_removed' => __( 'The package has been removed.', 'kabelshop' ),
			'not_allowed'     => __( 'This change is not allowed: items only move forward, and a cancelled order cannot change.', 'kabelshop' ),
			default           => __( 'Please check the entries: packaging, a length of 1 to 100,000 m and a number of at most 40 characters.', 'kabelshop' ),
		};
	}

	/**
	 * admin-post handler of the order screen's forms.
	 */
	public function handle(): void {
		if ( ! current_user_can( Roles::CAP_MANAGE ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), '', array( 'response' => 403 ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified next with the order-specific action.
		$order_id = isset( $_POST['order_id'] ) ? absint( wp_unslash( $_POST['order_id'] ) ) : 0;
		check_admin_referer( self::nonce_action( $order_id ) );
		$code = $this->apply( $order_id, wp_unslash( $_POST ), get_current_user_id() );
		wp_safe_redirect( add_query_arg( 'ks_msg', $code, self::order_url( $order_id ) ) );
		exit;
	}

	/**
	 * Prints the list or, with ?order=<id>, the order screen.
	 */
	public function render(): void {
		if ( ! current_user_can( Roles::CAP_MANAGE ) ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading filters changes nothing.
		$order_id = isset( $_GET['order'] ) ? absint( wp_unslash( $_GET['order'] ) ) : 0;
		$message  = isset( $_GET['ks_msg'] ) ? sanitize_key( wp_unslash( (string) $_GET['ks_msg'] ) ) : '';
		$filters  = self::filters( $_GET );
		// phpcs:enable
		echo '<div class="wrap">';
		if ( $order_id > 0 ) {
			$this->render_order( $order_id, $message );
		} else {
			$this->render_list( $filters );
		}
		echo '</div>';
	}

	/**
	 * The list with filters and the export button.
	 *
	 * @param array{status?: string, customer?: string, from?: string, to?: string} $filters Filters.
	 */
	private function render_list( array $filters ): void {
		echo '<h1>' . esc_html__( 'Orders', 'kabelshop' ) . '</h1>';
		echo '<form method="get" class="ks-order-filters"><input type="hidden" name="page" value="' . esc_attr( self::SLUG ) . '">';
		echo '<label for="ks-filter-status">' . esc_html__( 'Status', 'kabelshop' ) . '</label> <select id="ks-filter-status" name="status"><option value="">' . esc_html__( 'All statuses', 'kabelshop' ) . '</option>';
		foreach ( OrderStatus::ALL as $status ) {
			echo '<option value="' . esc_attr( $status ) . '"' . selected( $filters['status'] ?? '', $status, false ) . '>' . esc_html( OrderStatus::label( $status ) ) . '</option>';
		}
		echo '</select> ';
		echo '<label for="ks-filter-customer">' . esc_html__( 'Customer (e-mail, name or user id)', 'kabelshop' ) . '</label> <input type="search" id="ks-filter-customer" name="customer" value="' . esc_attr( $filters['customer'] ?? '' ) . '"> ';
		echo '<label for="ks-filter-from">' . esc_html__( 'From', 'kabelshop' ) . '</label> <input type="date" id="ks-filter-from" name="from" value="' . esc_attr( $filters['from'] ?? '' ) . '"> ';
		echo '<label for="ks-filter-to">' . esc_html__( 'To', 'kabelshop' ) . '</label> <input type="date" id="ks-filter-to" name="to" value="' . esc_attr( $filters['to'] ?? '' ) . '"> ';
		submit_button( __( 'Filter', 'kabelshop' ), 'secondary', '', false );
		echo '</form>';
		$export = wp_nonce_url( add_query_arg( array_merge( array( 'action' => OrderExport::ACTION ), $filters ), admin_url( 'admin-post.php' ) ), OrderExport::ACTION );
		echo '<p><a class="button" href="' . esc_url( $export ) . '">' . esc_html__( 'Export CSV (filtered list)', 'kabelshop' ) . '</a></p>';
		$table = new OrderAdminListTable( $filters );
		$table->prepare_items();
		$table->display();
	}

	/**
	 * The order screen.
	 *
	 * @param int    $order_id Order id.
	 * @param string $message  Message code of the last write.
	 */
	private function render_order( int $order_id, string $message ): void {
		$order = ( new OrderRepository() )->find( $order_id );
		echo '<p><a href="' . esc_url( admin_url( 'admin.php?page=' . self::SLUG ) ) . '">' . esc_html__( 'Back to the orders', 'kabelshop' ) . '</a></p>';
		if ( null === $order ) {
			echo '<h1>' . esc_html__( 'Order not found', 'kabelshop' ) . '</h1>';
			return;
		}
		$locale = Locale::bcp47();
		$user   = get_userdata( $order['user_id'] );
		/* translators: %s: order number */
		echo '<h1>' . esc_html( sprintf( __( 'Order %s', 'kabelshop' ), $order['number'] ) ) . '</h1>';
		if ( '' !== $message ) {
			$ok = in_array( $message, array( 'status_saved', 'package_added', 'package_removed' ), true );
			echo '<div class="notice ' . ( $ok ? 'notice-success' : 'notice-error' ) . '" role="' . ( $ok ? 'status' : 'alert' ) . '"><p>' . esc_html( self::message( $message ) ) . '</p></div>';
		}
		echo '<p>' . esc_html__( 'Status', 'kabelshop' ) . ': <strong>' . esc_html( OrderStatus::label( $order['status'] ) ) . '</strong> &middot; ' . esc_html( get_date_from_gmt( $order['created_at'], 'Y-m-d H:i' ) ) . ' &middot; ' . esc_html( $user ? $user->display_name . ' <' . $user->user_email . '>' : '' ) . ' &middot; ' . esc_html( Format::money_cents( $order['gross_cents'], $locale ) ) . '</p>';
		$nonce = self::nonce_action( $order_id );
		foreach ( $order['items'] as $item ) {
			$this->render_item( $order, $item, $nonce );
		}
		echo '<h2>' . esc_html__( 'Status history', 'kabelshop' ) . '</h2>';
		if ( ! $order['history'] ) {
			echo '<p>' . esc_html__( 'No changes yet.', 'kabelshop' ) . '</p>';
			return;
		}
		echo '<table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Date', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Item', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Status', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Note', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'By', 'kabelshop' ) . '</th></tr></thead><tbody>';
		$lines = array_column( $order['items'], 'line_no', 'id' );
		foreach ( $order['history'] as $event ) {
			$by    = $event['user_id'] ? get_userdata( (int) $event['user_id'] ) : false;
			$label = null === $event['order_item_id'] ? OrderStatus::label( (string) $event['status'] ) : OrderItemStatus::label( (string) $event['status'] );
			$item  = null === $event['order_item_id'] ? __( 'Order', 'kabelshop' ) : (string) ( $lines[ $event['order_item_id'] ] ?? '' );
			echo '<tr><td>' . esc_html( get_date_from_gmt( (string) $event['created_at'], 'Y-m-d H:i' ) ) . '</td><td>' . esc_html( $item ) . '</td><td>' . esc_html( $label ) . '</td><td>' . esc_html( (string) $event['note'] ) . '</td><td>' . esc_html( $by ? $by->display_name : '' ) . '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * One item: packages with remove buttons, an add-package form and the status form.
	 *
	 * @param array<string, mixed> $order Order.
	 * @param array<string, mixed> $item  Item.
	 * @param string               $nonce Nonce action.
	 */
	private function render_item( array $order, array $item, string $nonce ): void {
		$id     = (int) $item['id'];
		$locked = OrderStatus::CANCELLED === $order['status'];
		/* translators: 1: line number, 2: article code, 3: product name and size, 4: ordered metres */
		echo '<h2 id="ks-item-' . esc_attr( (string) $id ) . '">' . esc_html( sprintf( __( '%1$d. %2$s %3$s, %4$s m', 'kabelshop' ), $item['line_no'], $item['article_code'], trim( $item['name'] . ' ' . $item['size_label'] ), Format::scaled( (int) $item['quantity_m'], 0, Locale::bcp47() ) ) ) . '</h2>';
		echo '<p>' . esc_html__( 'Item status', 'kabelshop' ) . ': <strong data-item-status="' . esc_attr( (string) $item['status'] ) . '">' . esc_html( OrderItemStatus::label( (string) $item['status'] ) ) . '</strong></p>';
		echo '<table class="widefat striped ks-packages"><caption class="screen-reader-text">' . esc_html__( 'Packages', 'kabelshop' ) . '</caption><thead><tr><th scope="col">' . esc_html__( 'Packaging', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Drum / ring number', 'kabelshop' ) . '</th><th scope="col">' . esc_html__( 'Length (m)', 'kabelshop' ) . '</th><th scope="col"><span class="screen-reader-text">' . esc_html__( 'Actions', 'kabelshop' ) . '</span></th></tr></thead><tbody>';
		foreach ( $item['packages'] as $package ) {
			echo '<tr><td>' . esc_html( OrderView::packaging_label( (string) $package['packaging'] ) ) . '</td><td>' . esc_html( (string) $package['package_number'] ) . '</td><td>' . esc_html( (string) $package['length_m'] ) . '</td><td>';
			echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
			$this->hidden( $order['id'], 'package_remove', $nonce );
			echo '<input type="hidden" name="package_id" value="' . esc_attr( (string) $package['id'] ) . '">';
			/* translators: %s: drum or ring number */
			echo '<button type="submit" class="button-link button-link-delete" aria-label="' . esc_attr( sprintf( __( 'Remove package %s', 'kabelshop' ), $package['package_number'] ) ) . '">' . esc_html__( 'Remove', 'kabelshop' ) . '</button></form></td></tr>';
		}
		if ( ! $item['packages'] ) {
			echo '<tr><td colspan="4">' . esc_html( OrderItemStatus::no_packages_message( (string) $item['status'] ) ) . '</td></tr>';
		}
		echo '</tbody></table>';
		if ( $locked ) {
			return;
		}
		$url = esc_url( admin_url( 'admin-post.php' ) );
		echo '<form method="post" action="' . $url . '" class="ks-package-add">'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		$this->hidden( $order['id'], 'package_add', $nonce );
		echo '<input type="hidden" name="item_id" value="' . esc_attr( (string) $id ) . '">';
		echo '<label for="ks-pk-' . esc_attr( (string) $id ) . '">' . esc_html__( 'Packaging', 'kabelshop' ) . '</label> <select id="ks-pk-' . esc_attr( (string) $id ) . '" name="packaging">';
		foreach ( OrderPackages::KINDS as $kind ) {
			echo '<option value="' . esc_attr( $kind ) . '"' . selected( (string) $item['packaging'], $kind, false ) . '>' . esc_html( OrderView::packaging_label( $kind ) ) . '</option>';
		}
		echo '</select> <label for="ks-pn-' . esc_attr( (string) $id ) . '">' . esc_html__( 'Drum / ring number', 'kabelshop' ) . '</label> <input type="text" maxlength="40" id="ks-pn-' . esc_attr( (string) $id ) . '" name="package_number"> ';
		echo '<label for="ks-pl-' . esc_attr( (string) $id ) . '">' . esc_html__( 'Length (m)', 'kabelshop' ) . '</label> <input type="number" min="1" max="100000" step="1" required id="ks-pl-' . esc_attr( (string) $id ) . '" name="length_m" value="' . esc_attr( (string) $item['quantity_m'] ) . '"> ';
		submit_button( __( 'Add package', 'kabelshop' ), 'secondary', '', false );
		echo '</form>';
		$next = array_filter( OrderItemStatus::ALL, static fn( string $s ): bool => OrderItemStatus::can_move( (string) $item['status'], $s ) );
		if ( ! $next ) {
			return;
		}
		echo '<form method="post" action="' . $url . '" class="ks-item-status">'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		$this->hidden( $order['id'], 'item_status', $nonce );
		echo '<input type="hidden" name="item_id" value="' . esc_attr( (string) $id ) . '">';
		echo '<label for="ks-st-' . esc_attr( (string) $id ) . '">' . esc_html__( 'New status', 'kabelshop' ) . '</label> <select id="ks-st-' . esc_attr( (string) $id ) . '" name="status">';
		foreach ( $next as $status ) {
			echo '<option value="' . esc_attr( $status ) . '">' . esc_html( OrderItemStatus::label( $status ) ) . '</option>';
		}
		echo '</select> <label for="ks-sn-' . esc_attr( (string) $id ) . '">' . esc_html__( 'Note', 'kabelshop' ) . '</label> <input type="text" maxlength="250" id="ks-sn-' . esc_attr( (string) $id ) . '" name="note"> ';
		submit_button( __( 'Save status', 'kabelshop' ), 'primary', '', false );
		echo '</form>';
	}

	/**
	 * The hidden fields every staff form carries.
	 *
	 * @param int    $order_id Order id.
	 * @param string $op       Operation.
	 * @param string $nonce    Nonce action.
	 */
	private function hidden( int $order_id, string $op, string $nonce ): void {
		echo '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '"><input type="hidden" name="order_id" value="' . esc_attr( (string) $order_id ) . '"><input type="hidden" name="op" value="' . esc_attr( $op ) . '">';
		echo '<input type="hidden" name="_wpnonce" value="' . esc_attr( wp_create_nonce( $nonce ) ) . '">';
		wp_referer_field( true );
	}
}
