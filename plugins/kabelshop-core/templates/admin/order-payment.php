<?php
/**
 * The "Payment" box of the staff order screen (Payments\OrderPaymentBox::view(), printed by
 * plugins/kabelshop-core/templates/admin/order.php): payment status, method, HR01 reference, due date or card expiry, paid
 * at and amount, the card transaction, the payment history, and the actions the payment allows:
 * "Mark payment received" (bank transfer or contract terms awaiting payment or part paid: the amount
 * received, by default what is open), "Record money sent back" (such an order holding money: amount
 * and note, issue 26) or "Refund" / "Void" (a paid card payment; each asks for a confirmation tick).
 * $args: status, rows (list of {key, label, value}), history (list of {date, from, to, source, amount,
 * reference, note, by}), form, action, order_id, nonce, can_mark, open, can_refund, refund, can_reverse,
 * and of card orders (issue 26) twice ("paid twice" notice or ''), charges (list of {id, date,
 * attempt, reference, approval, amount, state, refundable}: "Refund extra payment" per extra
 * charge) and warnings (list of {date, kind, message}: the gateway messages the shop refused).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_hidden = array(
	'action'   => $args['action'],
	'order_id' => $args['order_id'],
	'_wpnonce' => $args['nonce'],
);
?>
<section class="ks-order-payment" aria-labelledby="ks-order-payment-heading">
<h2 id="ks-order-payment-heading"><?php esc_html_e( 'Payment', 'kabelshop-core' ); ?></h2>
<table class="widefat striped ks-payment-details" style="max-width:60em"><tbody>
	<?php foreach ( $args['rows'] as $kabelshop_row ) : ?>
		<tr data-payment="<?php echo esc_attr( $kabelshop_row['key'] ); ?>"><th scope="row" style="width:14em"><?php echo esc_html( $kabelshop_row['label'] ); ?></th><td><?php echo esc_html( $kabelshop_row['value'] ); ?></td></tr>
	<?php endforeach; ?>
</tbody></table>
<?php if ( ! empty( $args['twice'] ) ) : ?>
	<div class="notice notice-error inline ks-payment-twice"><p><strong><?php echo esc_html( $args['twice'] ); ?></strong></p></div>
<?php endif; ?>
<?php if ( $args['can_mark'] ) : ?>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" class="ks-payment-mark">
		<?php foreach ( $kabelshop_hidden as $kabelshop_name => $kabelshop_value ) : ?>
			<input type="hidden" name="<?php echo esc_attr( $kabelshop_name ); ?>" value="<?php echo esc_attr( (string) $kabelshop_value ); ?>">
		<?php endforeach; ?>
		<input type="hidden" name="op" value="mark_received">
		<p><label for="ks-payment-amount"><?php esc_html_e( 'Amount received (EUR)', 'kabelshop-core' ); ?></label>
			<input type="text" inputmode="decimal" id="ks-payment-amount" name="amount" value="<?php echo esc_attr( $args['open'] ); ?>" size="12" maxlength="16" required>
			<?php submit_button( __( 'Mark payment received', 'kabelshop-core' ), 'primary', '', false ); ?></p>
	</form>
<?php endif; ?>
<?php if ( ! empty( $args['can_refund'] ) ) : ?>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" class="ks-payment-record-refund">
		<?php foreach ( $kabelshop_hidden as $kabelshop_name => $kabelshop_value ) : ?>
			<input type="hidden" name="<?php echo esc_attr( $kabelshop_name ); ?>" value="<?php echo esc_attr( (string) $kabelshop_value ); ?>">
		<?php endforeach; ?>
		<input type="hidden" name="op" value="record_refund">
		<fieldset>
			<legend><?php esc_html_e( 'Record money sent back to the buyer (a bank transfer you made)', 'kabelshop-core' ); ?></legend>
			<p><label for="ks-refund-amount"><?php esc_html_e( 'Amount sent back (EUR)', 'kabelshop-core' ); ?></label>
				<input type="text" inputmode="decimal" id="ks-refund-amount" name="amount" value="<?php echo esc_attr( (string) $args['refund'] ); ?>" size="12" maxlength="16" required>
				<label for="ks-refund-note"><?php esc_html_e( 'Note', 'kabelshop-core' ); ?></label>
				<input type="text" id="ks-refund-note" name="note" value="" size="40" maxlength="250">
				<?php submit_button( __( 'Record money sent back', 'kabelshop-core' ), 'secondary', '', false ); ?></p>
		</fieldset>
	</form>
<?php endif; ?>
<?php if ( $args['can_reverse'] ) : ?>
	<?php
	foreach ( array(
		'refund' => array( __( 'Refund the card payment in full through the card processor.', 'kabelshop-core' ), __( 'Refund', 'kabelshop-core' ) ),
		'void'   => array( __( 'Void the card payment (only on the day of payment, before the card processor settles it).', 'kabelshop-core' ), __( 'Void', 'kabelshop-core' ) ),
	) as $kabelshop_op => $kabelshop_text ) :
		?>
		<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" class="ks-payment-<?php echo esc_attr( $kabelshop_op ); ?>">
			<?php foreach ( $kabelshop_hidden as $kabelshop_name => $kabelshop_value ) : ?>
				<input type="hidden" name="<?php echo esc_attr( $kabelshop_name ); ?>" value="<?php echo esc_attr( (string) $kabelshop_value ); ?>">
			<?php endforeach; ?>
			<input type="hidden" name="op" value="<?php echo esc_attr( $kabelshop_op ); ?>">
			<p><label><input type="checkbox" name="confirm" value="1" required> <?php echo esc_html( $kabelshop_text[0] ); ?></label>
				<?php submit_button( $kabelshop_text[1], 'secondary', '', false ); ?></p>
		</form>
	<?php endforeach; ?>
<?php endif; ?>
<?php if ( ! empty( $args['charges'] ) ) : ?>
	<h3><?php esc_html_e( 'Card payments received', 'kabelshop-core' ); ?></h3>
	<div class="ks-admin-scroll" role="region" tabindex="0" aria-label="<?php esc_attr_e( 'Card payments received (scrolls sideways on a narrow screen)', 'kabelshop-core' ); ?>">
	<table class="widefat striped ks-card-charges"><thead><tr><th scope="col"><?php esc_html_e( 'Date', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Attempt', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Transaction', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Approval / STAN', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Amount', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'State', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Action', 'kabelshop-core' ); ?></th></tr></thead><tbody>
		<?php foreach ( $args['charges'] as $kabelshop_charge ) : ?>
			<tr data-charge="<?php echo esc_attr( (string) $kabelshop_charge['id'] ); ?>"><td><?php echo esc_html( $kabelshop_charge['date'] ); ?></td><td><?php echo esc_html( $kabelshop_charge['attempt'] ); ?></td><td><?php echo esc_html( $kabelshop_charge['reference'] ); ?></td><td><?php echo esc_html( $kabelshop_charge['approval'] ); ?></td><td><?php echo esc_html( $kabelshop_charge['amount'] ); ?></td><td><?php echo esc_html( $kabelshop_charge['state'] ); ?></td><td>
			<?php if ( $kabelshop_charge['refundable'] ) : ?>
				<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" class="ks-payment-refund-charge">
					<?php foreach ( $kabelshop_hidden as $kabelshop_name => $kabelshop_value ) : ?>
						<input type="hidden" name="<?php echo esc_attr( $kabelshop_name ); ?>" value="<?php echo esc_attr( (string) $kabelshop_value ); ?>">
					<?php endforeach; ?>
					<input type="hidden" name="op" value="refund_charge">
					<input type="hidden" name="charge" value="<?php echo esc_attr( (string) $kabelshop_charge['id'] ); ?>">
					<label><input type="checkbox" name="confirm" value="1" required> <?php esc_html_e( 'Refund this extra payment to the buyer\'s card.', 'kabelshop-core' ); ?></label>
					<?php submit_button( __( 'Refund extra payment', 'kabelshop-core' ), 'secondary', '', false ); ?>
				</form>
			<?php endif; ?>
			</td></tr>
		<?php endforeach; ?>
	</tbody></table>
	</div>
<?php endif; ?>
<?php if ( ! empty( $args['warnings'] ) ) : ?>
	<h3><?php esc_html_e( 'Gateway warnings', 'kabelshop-core' ); ?></h3>
	<ul class="ks-gateway-warnings">
		<?php foreach ( $args['warnings'] as $kabelshop_warning ) : ?>
			<li><?php echo esc_html( $kabelshop_warning['date'] . ': ' . $kabelshop_warning['kind'] ); ?> <code><?php echo esc_html( $kabelshop_warning['message'] ); ?></code></li>
		<?php endforeach; ?>
	</ul>
<?php endif; ?>
<h3><?php esc_html_e( 'Payment history', 'kabelshop-core' ); ?></h3>
<div class="ks-admin-scroll" role="region" tabindex="0" aria-label="<?php esc_attr_e( 'Payment history (scrolls sideways on a narrow screen)', 'kabelshop-core' ); ?>">
<table class="widefat striped ks-payment-history"><thead><tr><th scope="col"><?php esc_html_e( 'Date', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'From', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'To', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Source', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Amount', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Reference', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Note', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'By', 'kabelshop-core' ); ?></th></tr></thead><tbody>
	<?php foreach ( $args['history'] as $kabelshop_event ) : ?>
		<tr><td><?php echo esc_html( $kabelshop_event['date'] ); ?></td><td><?php echo esc_html( $kabelshop_event['from'] ); ?></td><td><?php echo esc_html( $kabelshop_event['to'] ); ?></td><td><?php echo esc_html( $kabelshop_event['source'] ); ?></td><td><?php echo esc_html( $kabelshop_event['amount'] ); ?></td><td><?php echo esc_html( $kabelshop_event['reference'] ); ?></td><td><?php echo esc_html( $kabelshop_event['note'] ); ?></td><td><?php echo esc_html( $kabelshop_event['by'] ); ?></td></tr>
	<?php endforeach; ?>
</tbody></table>
</div>
</section>
