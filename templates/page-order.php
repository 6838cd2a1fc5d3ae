<?php
/**
 * Template Name: Order
 *
 * One order for its owner (?order=<id>): number, date, status, items with packaging (spec section 1:
 * customers track the packaging of an order by item), base price, metal surcharge and full price per
 * metre (or the full price with the surcharge named, as the order froze it), charge lines, totals
 * with discount, metal surcharge, charges, delivery (or "follows with the confirmation") and VAT 25 %,
 * the metal index the order used,
 * the buyer's B2B fields (PO number, requested delivery date, site contact, R1 invoice data), the
 * bank transfer block with the HUB-3 barcode while a transfer is awaited or "Paid on <date>" once
 * paid (issue 15, templates/parts/payment-instructions.php), the payment status, the card payment's
 * return message and "Pay by card" (templates/parts/order-card-payment.php), and
 * while the order is 'received' a Cancel button that asks first: a <dialog> with JavaScript
 * (src/ui/confirm-dialog.ts), else the link's confirm step (?confirm_cancel=1) whose form posts
 * to admin-post.php (nonce, ownership checked).
 * "Order again" for the owner (issue 27, src/islands/order-again: today's prices, lines no longer sold named).
 * A cancelled order shows 'The order has been canceled.' (spec section 8). Anyone else sees
 * "not found" without any data.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Commerce\OrderStatus;
use Kabelshop\View\OrderView;

$kabelshop_order = OrderView::data();
if ( null === $kabelshop_order ) {
	status_header( 404 );
	nocache_headers();
}
get_header();
?>
<div class="container page page--order">
<?php if ( null === $kabelshop_order ) : ?>
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => __( 'Order not found', 'kabelshop' ) ) ); ?>
	<p><?php esc_html_e( 'We could not find this order. If it is yours, please log in with the account that placed it.', 'kabelshop' ); ?></p>
	<?php if ( ! is_user_logged_in() ) : ?>
		<p><a class="button" href="<?php echo esc_url( wp_login_url( home_url( add_query_arg( array() ) ) ) ); ?>"><?php esc_html_e( 'Log in', 'kabelshop' ); ?></a></p>
	<?php endif; ?>
<?php else : ?>
	<?php
	/* translators: %s: order number */
	get_template_part( 'templates/parts/page-header', null, array( 'title' => sprintf( __( 'Order %s', 'kabelshop' ), $kabelshop_order['number'] ) ) );
	?>
	<?php if ( $kabelshop_order['cancelled'] ) : ?>
		<p class="notice notice--success" role="status"><?php echo esc_html( OrderStatus::cancelled_message() ); ?></p>
	<?php elseif ( $kabelshop_order['cancel_error'] ) : ?>
		<p class="notice notice--error" role="alert"><?php esc_html_e( 'This order can no longer be canceled.', 'kabelshop' ); ?></p>
	<?php endif; ?>
	<?php get_template_part( 'templates/parts/order-card-payment', null, $kabelshop_order['card_payment'] ); ?>
	<?php if ( $kabelshop_order['confirm_cancel'] ) : ?>
		<section class="order-cancel order-cancel--confirm" aria-labelledby="order-cancel-confirm-heading">
			<h2 id="order-cancel-confirm-heading" tabindex="-1"><?php esc_html_e( 'Cancel the order?', 'kabelshop' ); ?></h2>
			<p><?php echo esc_html( $kabelshop_order['cancel_question'] ); ?></p>
			<?php
			get_template_part(
				'templates/parts/order-cancel-form',
				null,
				array(
					'order' => $kabelshop_order,
					'keep'  => 'link',
				)
			);
			?>
		</section>
	<?php endif; ?>
	<dl class="order-summary">
		<dt><?php esc_html_e( 'Order date', 'kabelshop' ); ?></dt>
		<dd><time datetime="<?php echo esc_attr( $kabelshop_order['date_iso'] ); ?>"><?php echo esc_html( $kabelshop_order['date'] ); ?></time></dd>
		<dt><?php esc_html_e( 'Status', 'kabelshop' ); ?></dt>
		<dd><?php echo esc_html( $kabelshop_order['status_label'] ); ?></dd>
		<dt><?php esc_html_e( 'Delivery method', 'kabelshop' ); ?></dt>
		<dd><?php echo esc_html( $kabelshop_order['delivery'] ); ?><?php echo '' !== $kabelshop_order['address'] ? ': ' . esc_html( $kabelshop_order['address'] ) : ''; ?></dd>
		<dt><?php esc_html_e( 'Payment', 'kabelshop' ); ?></dt>
		<dd><?php echo esc_html( $kabelshop_order['payment'] ); ?></dd>
		<dt><?php esc_html_e( 'Payment status', 'kabelshop' ); ?></dt>
		<dd data-order-field="payment_status"><?php echo esc_html( $kabelshop_order['payment_status'] ); ?></dd>
		<?php if ( '' !== $kabelshop_order['po_number'] ) : ?>
			<dt><?php esc_html_e( 'PO number', 'kabelshop' ); ?></dt>
			<dd data-order-field="po_number"><?php echo esc_html( $kabelshop_order['po_number'] ); ?></dd>
		<?php endif; ?>
		<?php if ( '' !== $kabelshop_order['delivery_date'] ) : ?>
			<dt><?php esc_html_e( 'Requested delivery date', 'kabelshop' ); ?></dt>
			<dd data-order-field="requested_delivery_date"><time datetime="<?php echo esc_attr( $kabelshop_order['delivery_date_iso'] ); ?>"><?php echo esc_html( $kabelshop_order['delivery_date'] ); ?></time></dd>
		<?php endif; ?>
		<?php if ( '' !== $kabelshop_order['site_contact'] ) : ?>
			<dt><?php esc_html_e( 'Site contact', 'kabelshop' ); ?></dt>
			<dd data-order-field="site_contact"><?php echo esc_html( $kabelshop_order['site_contact'] ); ?></dd>
		<?php endif; ?>
		<?php if ( '' !== $kabelshop_order['billing'] ) : ?>
			<dt><?php esc_html_e( 'R1 invoice to', 'kabelshop' ); ?></dt>
			<dd data-order-field="billing"><?php echo esc_html( $kabelshop_order['billing'] ); ?></dd>
		<?php endif; ?>
		<?php if ( '' !== $kabelshop_order['note'] ) : ?>
			<dt><?php esc_html_e( 'Note', 'kabelshop' ); ?></dt>
			<dd><?php echo nl2br( esc_html( $kabelshop_order['note'] ) ); ?></dd>
		<?php endif; ?>
	</dl>
	<?php get_template_part( 'templates/parts/payment-instructions', null, $kabelshop_order['payment_box'] ); ?>
	<?php /* Scrolls sideways when the lines are wider than the page: keyboard users reach it too (WCAG 2.1.1, axe scrollable-region-focusable). */ ?>
	<div class="table-scroll" role="region" tabindex="0" aria-label="<?php esc_attr_e( 'Ordered items', 'kabelshop' ); ?>">
		<table class="order-items">
			<caption><?php esc_html_e( 'Ordered items', 'kabelshop' ); ?></caption>
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'No.', 'kabelshop' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Article code', 'kabelshop' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Product', 'kabelshop' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Packaging', 'kabelshop' ); ?></th>
					<th scope="col" class="num"><?php esc_html_e( 'Quantity (m)', 'kabelshop' ); ?></th>
					<?php if ( $kabelshop_order['split'] ) : ?>
						<th scope="col" class="num"><?php esc_html_e( 'Base price (EUR/m)', 'kabelshop' ); ?></th>
						<th scope="col" class="num"><?php esc_html_e( 'Metal surcharge (EUR/m)', 'kabelshop' ); ?></th>
						<th scope="col" class="num"><?php esc_html_e( 'Full price (EUR/m)', 'kabelshop' ); ?></th>
					<?php else : ?>
						<th scope="col" class="num"><?php esc_html_e( 'Unit price (EUR/m)', 'kabelshop' ); ?></th>
					<?php endif; ?>
					<th scope="col" class="num"><?php esc_html_e( 'Net', 'kabelshop' ); ?></th>
				</tr>
			</thead>
			<tbody>
			<?php foreach ( $kabelshop_order['items'] as $kabelshop_item ) : ?>
				<tr>
					<td data-label="<?php esc_attr_e( 'No.', 'kabelshop' ); ?>"><?php echo esc_html( $kabelshop_item['line_no'] ); ?></td>
					<td class="order-items__code" data-label="<?php esc_attr_e( 'Article code', 'kabelshop' ); ?>"><?php echo esc_html( $kabelshop_item['article_code'] ); ?></td>
					<th scope="row" data-label="<?php esc_attr_e( 'Product', 'kabelshop' ); ?>"><?php echo esc_html( trim( $kabelshop_item['name'] . ' ' . $kabelshop_item['size_label'] ) ); ?></th>
					<td data-label="<?php esc_attr_e( 'Packaging', 'kabelshop' ); ?>"><?php echo esc_html( $kabelshop_item['packaging'] ); ?></td>
					<td class="num" data-label="<?php esc_attr_e( 'Quantity (m)', 'kabelshop' ); ?>"><?php echo esc_html( $kabelshop_item['quantity'] ); ?></td>
					<?php if ( $kabelshop_order['split'] ) : ?>
						<td class="num" data-label="<?php esc_attr_e( 'Base price (EUR/m)', 'kabelshop' ); ?>"><?php echo esc_html( $kabelshop_item['unit_price'] ); ?></td>
						<td class="num" data-label="<?php esc_attr_e( 'Metal surcharge (EUR/m)', 'kabelshop' ); ?>"><?php echo esc_html( $kabelshop_item['metal'] ); ?></td>
						<td class="num" data-label="<?php esc_attr_e( 'Full price (EUR/m)', 'kabelshop' ); ?>"><?php echo esc_html( $kabelshop_item['full_price'] ); ?></td>
					<?php else : ?>
						<td class="num" data-label="<?php esc_attr_e( 'Unit price (EUR/m)', 'kabelshop' ); ?>"><?php echo esc_html( $kabelshop_item['full_price'] ); ?>
							<?php if ( '' !== $kabelshop_item['price_note'] ) : ?>
								<br><small><?php echo esc_html( $kabelshop_item['price_note'] ); ?></small>
							<?php endif; ?>
						</td>
					<?php endif; ?>
					<td class="num" data-label="<?php esc_attr_e( 'Net', 'kabelshop' ); ?>"><?php echo esc_html( $kabelshop_item['line_net'] ); ?></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
	</div>
	<?php if ( $kabelshop_order['charges'] ) : ?>
		<table class="order-charges">
			<caption><?php esc_html_e( 'Charges', 'kabelshop' ); ?></caption>
			<tbody>
			<?php foreach ( $kabelshop_order['charges'] as $kabelshop_charge ) : ?>
				<tr>
					<th scope="row"><?php echo esc_html( $kabelshop_charge['label'] ); ?></th>
					<td class="num"><?php echo esc_html( $kabelshop_charge['quantity'] . ' x ' . $kabelshop_charge['unit'] ); ?></td>
					<td class="num"><?php echo esc_html( $kabelshop_charge['value'] ); ?></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
	<?php endif; ?>
	<section class="order-packaging" aria-labelledby="order-packaging-heading">
		<h2 id="order-packaging-heading"><?php esc_html_e( 'Packaging by item', 'kabelshop' ); ?></h2>
		<?php foreach ( $kabelshop_order['items'] as $kabelshop_item ) : ?>
			<div class="order-packaging__item" data-order-item="<?php echo esc_attr( $kabelshop_item['line_no'] ); ?>">
				<h3><?php echo esc_html( $kabelshop_item['line_no'] . '. ' . trim( $kabelshop_item['name'] . ' ' . $kabelshop_item['size_label'] ) ); ?>: <?php echo esc_html( $kabelshop_item['status'] ); ?></h3>
				<?php if ( $kabelshop_item['history'] ) : ?>
					<ol class="order-packaging__history">
						<?php foreach ( $kabelshop_item['history'] as $kabelshop_event ) : ?>
							<li><?php echo esc_html( $kabelshop_event['status'] . ' ' . $kabelshop_event['date'] ); ?></li>
						<?php endforeach; ?>
					</ol>
				<?php endif; ?>
				<?php if ( $kabelshop_item['packages'] ) : ?>
					<table class="order-packaging__packages">
						<caption class="sr-only"><?php esc_html_e( 'Packages', 'kabelshop' ); ?></caption>
						<thead><tr><th scope="col"><?php esc_html_e( 'Packaging', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Drum / ring number', 'kabelshop' ); ?></th><th scope="col" class="num"><?php esc_html_e( 'Length (m)', 'kabelshop' ); ?></th></tr></thead>
						<tbody>
						<?php foreach ( $kabelshop_item['packages'] as $kabelshop_package ) : ?>
							<tr><td><?php echo esc_html( $kabelshop_package['packaging'] ); ?></td><td><?php echo esc_html( $kabelshop_package['number'] ); ?></td><td class="num"><?php echo esc_html( $kabelshop_package['length'] ); ?></td></tr>
						<?php endforeach; ?>
						</tbody>
					</table>
				<?php else : ?>
					<p><?php echo esc_html( $kabelshop_item['no_packages'] ); ?></p>
				<?php endif; ?>
			</div>
		<?php endforeach; ?>
	</section>
	<table class="order-totals">
		<caption class="sr-only"><?php esc_html_e( 'Totals', 'kabelshop' ); ?></caption>
		<tbody>
		<?php foreach ( $kabelshop_order['totals'] as $kabelshop_total ) : ?>
			<tr>
				<th scope="row"><?php echo esc_html( $kabelshop_total['label'] ); ?></th>
				<td class="num"><?php echo esc_html( $kabelshop_total['value'] ); ?></td>
			</tr>
		<?php endforeach; ?>
		</tbody>
	</table>
	<?php foreach ( $kabelshop_order['price_notes'] as $kabelshop_note ) : ?>
		<p class="order-price-note"><?php echo esc_html( $kabelshop_note ); ?></p>
	<?php endforeach; ?>
	<p class="order-pdf"><a class="button button--secondary" href="<?php echo esc_url( $kabelshop_order['pdf_url'] ); ?>" download><?php esc_html_e( 'Order confirmation (PDF)', 'kabelshop' ); ?></a></p>
	<?php if ( is_array( $kabelshop_order['reorder'] ) && $kabelshop_order['reorder']['lines'] ) : ?>
		<?php
		// Issue 27: "Order again" at today's prices (src/islands/order-again); until it mounts the same button, disabled.
		\Kabelshop\View\MountPoint::render( 'order-again', $kabelshop_order['reorder'], '<div class="order-again"><button type="button" class="button order-again__button" disabled>' . esc_html__( 'Order again', 'kabelshop' ) . '</button></div>' );
		?>
	<?php endif; ?>
	<?php if ( $kabelshop_order['can_cancel'] && ! $kabelshop_order['confirm_cancel'] ) : ?>
		<p class="order-cancel">
			<a class="button button--secondary" href="<?php echo esc_url( $kabelshop_order['confirm_url'] ); ?>" data-ks-confirm="order-cancel-dialog"><?php esc_html_e( 'Cancel order', 'kabelshop' ); ?></a>
		</p>
		<dialog id="order-cancel-dialog" class="ks-confirm" aria-labelledby="order-cancel-dialog-title">
			<h2 id="order-cancel-dialog-title" class="ks-confirm__title"><?php esc_html_e( 'Cancel the order?', 'kabelshop' ); ?></h2>
			<p><?php echo esc_html( $kabelshop_order['cancel_question'] ); ?></p>
			<?php
			get_template_part(
				'templates/parts/order-cancel-form',
				null,
				array(
					'order' => $kabelshop_order,
					'keep'  => 'dialog',
				)
			);
			?>
		</dialog>
	<?php endif; ?>
<?php endif; ?>
</div>
<?php
get_footer();
