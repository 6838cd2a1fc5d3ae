<?php
/**
 * The wp-admin screen "Kabelshop -> Orders": one order with its items, package and status forms and the
 * status history (Admin\OrdersPage).
 *
 * $args: notices, back, found and, for a found order, number, status, date, customer, gross,
 * details, lines, totals, pricing (split, charges, notes, weight), pdf, can_cancel, cancel_question, items, history, form, action, order_id,
 * nonce, payment (the Payment box: Payments\OrderPaymentBox::view(), template admin/order-payment) (see OrdersPage::order_view()).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap">
<p><a href="<?php echo esc_url( $args['back'] ); ?>"><?php esc_html_e( 'Back to the orders', 'kabelshop-core' ); ?></a></p>
<?php if ( ! $args['found'] ) : ?>
	<h1><?php esc_html_e( 'Order not found', 'kabelshop-core' ); ?></h1>
</div>
	<?php
	return;
endif;
$kabelshop_fields = array(
	'action'   => $args['action'],
	'order_id' => $args['order_id'],
	'nonce'    => $args['nonce'],
);
?>
<h1>
	<?php
	/* translators: %s: order number */
	echo esc_html( sprintf( __( 'Order %s', 'kabelshop-core' ), $args['number'] ) );
	?>
</h1>
<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
<p><?php esc_html_e( 'Status', 'kabelshop-core' ); ?>: <strong><?php echo esc_html( $args['status'] ); ?></strong> &middot; <?php echo esc_html( $args['date'] ); ?> &middot; <?php echo esc_html( $args['customer'] ); ?> &middot; <?php echo esc_html( $args['gross'] ); ?></p>
<p><a class="button" href="<?php echo esc_url( $args['pdf'] ); ?>" download><?php esc_html_e( 'Order confirmation (PDF)', 'kabelshop-core' ); ?></a></p>
<h2><?php esc_html_e( 'Buyer, delivery and payment', 'kabelshop-core' ); ?></h2>
<table class="widefat striped ks-order-details" style="max-width:60em"><tbody>
	<?php foreach ( $args['details'] as $kabelshop_row ) : ?>
		<tr data-field="<?php echo esc_attr( $kabelshop_row['key'] ); ?>"><th scope="row" style="width:14em"><?php echo esc_html( $kabelshop_row['label'] ); ?></th><td><?php echo esc_html( $kabelshop_row['value'] ); ?></td></tr>
	<?php endforeach; ?>
</tbody></table>
<?php \Kabelshop\Admin\AdminPage::template( 'order-payment', $args['payment'] ); ?>
<h2><?php esc_html_e( 'Items as priced', 'kabelshop-core' ); ?></h2>
<div class="ks-admin-scroll" role="region" tabindex="0" aria-label="<?php esc_attr_e( 'Order lines (scrolls sideways on a narrow screen)', 'kabelshop-core' ); ?>">
<table class="widefat striped ks-order-lines"><thead><tr><th scope="col"><?php esc_html_e( 'No.', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Article', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Quantity (m)', 'kabelshop-core' ); ?></th>
	<?php if ( $args['pricing']['split'] ) : ?>
		<th scope="col"><?php esc_html_e( 'Base price per m', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Metal surcharge per m', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Full price per m', 'kabelshop-core' ); ?></th>
	<?php else : ?>
		<th scope="col"><?php esc_html_e( 'Price per m', 'kabelshop-core' ); ?></th>
	<?php endif; ?>
	<th scope="col"><?php esc_html_e( 'Net amount', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Item status', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Backorder', 'kabelshop-core' ); ?></th></tr></thead><tbody>
	<?php foreach ( $args['lines'] as $kabelshop_line ) : ?>
		<tr><td><?php echo esc_html( (string) $kabelshop_line['line_no'] ); ?></td><td><strong><?php echo esc_html( $kabelshop_line['article_code'] ); ?></strong> <?php echo esc_html( trim( $kabelshop_line['product'] . ' ' . $kabelshop_line['size'] . ' (' . $kabelshop_line['packaging'] . ')' ) ); ?></td><td><?php echo esc_html( $kabelshop_line['quantity'] ); ?></td>
			<?php if ( $args['pricing']['split'] ) : ?>
				<td><?php echo esc_html( $kabelshop_line['unit_price'] ); ?></td><td data-col="metal"><?php echo esc_html( $kabelshop_line['metal_surcharge'] ); ?></td><td data-col="full"><?php echo esc_html( $kabelshop_line['full_price'] ); ?></td>
			<?php else : ?>
				<td data-col="full"><?php echo esc_html( $kabelshop_line['full_price'] ); ?><?php echo '' !== $kabelshop_line['price_note'] ? '<br><small>' . esc_html( $kabelshop_line['price_note'] ) . '</small>' : ''; ?></td>
			<?php endif; ?>
			<td><?php echo esc_html( $kabelshop_line['line_net'] ); ?></td><td><?php echo esc_html( $kabelshop_line['status_label'] ); ?></td><td><?php echo esc_html( '' !== $kabelshop_line['backorder'] ? $kabelshop_line['backorder'] : '–' ); ?></td></tr>
	<?php endforeach; ?>
</tbody></table>
</div>
<?php if ( $args['pricing']['charges'] ) : ?>
	<h3><?php esc_html_e( 'Charges', 'kabelshop-core' ); ?></h3>
	<table class="widefat striped ks-order-charges" style="max-width:60em"><tbody>
		<?php foreach ( $args['pricing']['charges'] as $kabelshop_charge ) : ?>
			<tr><td><?php echo esc_html( $kabelshop_charge['label'] ); ?></td><td><?php echo esc_html( $kabelshop_charge['quantity'] . ' x ' . $kabelshop_charge['unit'] ); ?></td><td style="text-align:right"><?php echo esc_html( $kabelshop_charge['value'] ); ?></td></tr>
		<?php endforeach; ?>
	</tbody></table>
<?php endif; ?>
<table class="widefat ks-order-totals" style="max-width:30em;margin-top:8px"><tbody>
	<?php foreach ( $args['totals'] as $kabelshop_total ) : ?>
		<tr data-total="<?php echo esc_attr( $kabelshop_total['key'] ); ?>"><th scope="row"><?php echo esc_html( $kabelshop_total['label'] ); ?></th><td style="text-align:right"><?php echo 'gross' === $kabelshop_total['key'] ? '<strong>' . esc_html( $kabelshop_total['value'] ) . '</strong>' : esc_html( $kabelshop_total['value'] ); ?></td></tr>
	<?php endforeach; ?>
</tbody></table>
<?php if ( '' !== $args['pricing']['weight'] ) : ?>
	<p><?php esc_html_e( 'Shipment weight:', 'kabelshop-core' ); ?> <?php echo esc_html( $args['pricing']['weight'] ); ?></p>
<?php endif; ?>
<?php foreach ( $args['pricing']['notes'] as $kabelshop_note ) : ?>
	<p class="ks-price-note"><?php echo esc_html( $kabelshop_note ); ?></p>
<?php endforeach; ?>
<h2><?php esc_html_e( 'Packages and item status', 'kabelshop-core' ); ?></h2>
<?php foreach ( $args['items'] as $kabelshop_item ) : ?>
	<?php $kabelshop_id = (string) $kabelshop_item['id']; ?>
	<h3 id="ks-item-<?php echo esc_attr( $kabelshop_id ); ?>"><?php echo esc_html( $kabelshop_item['heading'] ); ?></h3>
	<p><?php esc_html_e( 'Item status', 'kabelshop-core' ); ?>: <strong data-item-status="<?php echo esc_attr( $kabelshop_item['status'] ); ?>"><?php echo esc_html( $kabelshop_item['status_label'] ); ?></strong></p>
	<table class="widefat striped ks-packages"><caption class="screen-reader-text"><?php esc_html_e( 'Packages', 'kabelshop-core' ); ?></caption><thead><tr><th scope="col"><?php esc_html_e( 'Packaging', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Drum / ring number', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Length (m)', 'kabelshop-core' ); ?></th><th scope="col"><span class="screen-reader-text"><?php esc_html_e( 'Actions', 'kabelshop-core' ); ?></span></th></tr></thead><tbody>
		<?php foreach ( $kabelshop_item['packages'] as $kabelshop_package ) : ?>
			<tr><td><?php echo esc_html( $kabelshop_package['packaging'] ); ?></td><td><?php echo esc_html( $kabelshop_package['number'] ); ?></td><td><?php echo esc_html( $kabelshop_package['length_m'] ); ?></td><td>
				<form method="post" action="<?php echo esc_url( $args['form'] ); ?>">
					<?php \Kabelshop\Admin\AdminPage::template( 'order-fields', array_merge( $kabelshop_fields, array( 'op' => 'package_remove' ) ) ); ?>
					<input type="hidden" name="package_id" value="<?php echo esc_attr( (string) $kabelshop_package['id'] ); ?>">
					<?php /* translators: %s: drum or ring number */ ?>
					<button type="submit" class="button-link button-link-delete" aria-label="<?php echo esc_attr( sprintf( __( 'Remove package %s', 'kabelshop-core' ), $kabelshop_package['number'] ) ); ?>"><?php esc_html_e( 'Remove', 'kabelshop-core' ); ?></button></form></td></tr>
		<?php endforeach; ?>
		<?php if ( ! $kabelshop_item['packages'] ) : ?>
			<tr><td colspan="4"><?php echo esc_html( $kabelshop_item['empty'] ); ?></td></tr>
		<?php endif; ?>
	</tbody></table>
	<?php
	if ( $kabelshop_item['locked'] ) {
		continue;
	}
	?>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" class="ks-package-add">
		<?php \Kabelshop\Admin\AdminPage::template( 'order-fields', array_merge( $kabelshop_fields, array( 'op' => 'package_add' ) ) ); ?>
		<input type="hidden" name="item_id" value="<?php echo esc_attr( $kabelshop_id ); ?>">
		<label for="ks-pk-<?php echo esc_attr( $kabelshop_id ); ?>"><?php esc_html_e( 'Packaging', 'kabelshop-core' ); ?></label> <select id="ks-pk-<?php echo esc_attr( $kabelshop_id ); ?>" name="packaging">
			<?php foreach ( $kabelshop_item['kinds'] as $kabelshop_kind => $kabelshop_label ) : ?>
				<option value="<?php echo esc_attr( $kabelshop_kind ); ?>"<?php selected( $kabelshop_item['packaging'], $kabelshop_kind ); ?>><?php echo esc_html( $kabelshop_label ); ?></option>
			<?php endforeach; ?>
		</select> <label for="ks-pn-<?php echo esc_attr( $kabelshop_id ); ?>"><?php esc_html_e( 'Drum / ring number', 'kabelshop-core' ); ?></label> <input type="text" maxlength="40" id="ks-pn-<?php echo esc_attr( $kabelshop_id ); ?>" name="package_number">
		<label for="ks-pl-<?php echo esc_attr( $kabelshop_id ); ?>"><?php esc_html_e( 'Length (m)', 'kabelshop-core' ); ?></label> <input type="number" min="1" max="100000" step="1" required id="ks-pl-<?php echo esc_attr( $kabelshop_id ); ?>" name="length_m" value="<?php echo esc_attr( $kabelshop_item['quantity_m'] ); ?>">
		<?php submit_button( __( 'Add package', 'kabelshop-core' ), 'secondary', '', false ); ?>
	</form>
	<?php if ( $kabelshop_item['next'] ) : ?>
		<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" class="ks-item-status">
			<?php \Kabelshop\Admin\AdminPage::template( 'order-fields', array_merge( $kabelshop_fields, array( 'op' => 'item_status' ) ) ); ?>
			<input type="hidden" name="item_id" value="<?php echo esc_attr( $kabelshop_id ); ?>">
			<label for="ks-st-<?php echo esc_attr( $kabelshop_id ); ?>"><?php esc_html_e( 'New status', 'kabelshop-core' ); ?></label> <select id="ks-st-<?php echo esc_attr( $kabelshop_id ); ?>" name="status">
				<?php foreach ( $kabelshop_item['next'] as $kabelshop_status => $kabelshop_label ) : ?>
					<option value="<?php echo esc_attr( $kabelshop_status ); ?>"><?php echo esc_html( $kabelshop_label ); ?></option>
				<?php endforeach; ?>
			</select> <label for="ks-sn-<?php echo esc_attr( $kabelshop_id ); ?>"><?php esc_html_e( 'Note', 'kabelshop-core' ); ?></label> <input type="text" maxlength="250" id="ks-sn-<?php echo esc_attr( $kabelshop_id ); ?>" name="note">
			<?php submit_button( __( 'Save status', 'kabelshop-core' ), 'primary', '', false ); ?>
		</form>
	<?php endif; ?>
<?php endforeach; ?>
<?php if ( $args['can_cancel'] ) : ?>
	<h2><?php esc_html_e( 'Cancel order', 'kabelshop-core' ); ?></h2>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" class="ks-order-cancel">
		<?php \Kabelshop\Admin\AdminPage::template( 'order-fields', array_merge( $kabelshop_fields, array( 'op' => 'cancel' ) ) ); ?>
		<p><?php esc_html_e( 'Possible while no item has shipped. The buyer gets an e-mail with your reason.', 'kabelshop-core' ); ?></p>
		<p><label for="ks-cancel-reason"><?php esc_html_e( 'Reason (the buyer reads it)', 'kabelshop-core' ); ?></label><br>
			<textarea id="ks-cancel-reason" name="reason" rows="2" cols="60" maxlength="250" required></textarea></p>
		<p><label><input type="checkbox" name="confirm" value="1" required> <?php echo esc_html( $args['cancel_question'] ); ?></label></p>
		<?php submit_button( __( 'Cancel order', 'kabelshop-core' ), 'delete', '', false ); ?>
	</form>
<?php endif; ?>
<h2><?php esc_html_e( 'Status history', 'kabelshop-core' ); ?></h2>
<?php if ( ! $args['history'] ) : ?>
	<p><?php esc_html_e( 'No changes yet.', 'kabelshop-core' ); ?></p>
<?php else : ?>
	<table class="widefat striped"><thead><tr><th scope="col"><?php esc_html_e( 'Date', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Item', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Status', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Note', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'By', 'kabelshop-core' ); ?></th></tr></thead><tbody>
		<?php foreach ( $args['history'] as $kabelshop_event ) : ?>
			<tr><td><?php echo esc_html( $kabelshop_event['date'] ); ?></td><td><?php echo esc_html( $kabelshop_event['item'] ); ?></td><td><?php echo esc_html( $kabelshop_event['status'] ); ?></td><td><?php echo esc_html( $kabelshop_event['note'] ); ?></td><td><?php echo esc_html( $kabelshop_event['by'] ); ?></td></tr>
		<?php endforeach; ?>
	</tbody></table>
<?php endif; ?>
</div>
