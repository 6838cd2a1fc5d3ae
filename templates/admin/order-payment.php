<?php
/**
 * The "Payment" box of the staff order screen (Payments\OrderPaymentBox::view(), printed by
 * templates/admin/order.php): payment status, method, HR01 reference, due date or card expiry, paid
 * at and amount, the card transaction, the payment history, and the actions the payment allows:
 * "Mark payment received" (bank transfer or contract terms awaiting payment) or "Refund" / "Void"
 * (a paid card payment; each asks for a confirmation tick).
 * $args: status, rows (list of {key, label, value}), history (list of {date, from, to, source, amount,
 * reference, note, by}), form, action, order_id, nonce, can_mark, open, can_reverse.
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
<h2 id="ks-order-payment-heading"><?php esc_html_e( 'Payment', 'kabelshop' ); ?></h2>
<table class="widefat striped ks-payment-details" style="max-width:60em"><tbody>
	<?php foreach ( $args['rows'] as $kabelshop_row ) : ?>
		<tr data-payment="<?php echo esc_attr( $kabelshop_row['key'] ); ?>"><th scope="row" style="width:14em"><?php echo esc_html( $kabelshop_row['label'] ); ?></th><td><?php echo esc_html( $kabelshop_row['value'] ); ?></td></tr>
	<?php endforeach; ?>
</tbody></table>
<?php if ( $args['can_mark'] ) : ?>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" class="ks-payment-mark">
		<?php foreach ( $kabelshop_hidden as $kabelshop_name => $kabelshop_value ) : ?>
			<input type="hidden" name="<?php echo esc_attr( $kabelshop_name ); ?>" value="<?php echo esc_attr( (string) $kabelshop_value ); ?>">
		<?php endforeach; ?>
		<input type="hidden" name="op" value="mark_received">
		<p><label for="ks-payment-amount"><?php esc_html_e( 'Amount received (EUR)', 'kabelshop' ); ?></label>
			<input type="text" inputmode="decimal" id="ks-payment-amount" name="amount" value="<?php echo esc_attr( $args['open'] ); ?>" size="12" maxlength="16" required>
			<?php submit_button( __( 'Mark payment received', 'kabelshop' ), 'primary', '', false ); ?></p>
	</form>
<?php endif; ?>
<?php if ( $args['can_reverse'] ) : ?>
	<?php
	foreach ( array(
		'refund' => array( __( 'Refund the card payment in full through the card processor.', 'kabelshop' ), __( 'Refund', 'kabelshop' ) ),
		'void'   => array( __( 'Void the card payment (only on the day of payment, before the card processor settles it).', 'kabelshop' ), __( 'Void', 'kabelshop' ) ),
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
<h3><?php esc_html_e( 'Payment history', 'kabelshop' ); ?></h3>
<div class="ks-admin-scroll" role="region" tabindex="0" aria-label="<?php esc_attr_e( 'Payment history (scrolls sideways on a narrow screen)', 'kabelshop' ); ?>">
<table class="widefat striped ks-payment-history"><thead><tr><th scope="col"><?php esc_html_e( 'Date', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'From', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'To', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Source', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Amount', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Reference', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Note', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'By', 'kabelshop' ); ?></th></tr></thead><tbody>
	<?php foreach ( $args['history'] as $kabelshop_event ) : ?>
		<tr><td><?php echo esc_html( $kabelshop_event['date'] ); ?></td><td><?php echo esc_html( $kabelshop_event['from'] ); ?></td><td><?php echo esc_html( $kabelshop_event['to'] ); ?></td><td><?php echo esc_html( $kabelshop_event['source'] ); ?></td><td><?php echo esc_html( $kabelshop_event['amount'] ); ?></td><td><?php echo esc_html( $kabelshop_event['reference'] ); ?></td><td><?php echo esc_html( $kabelshop_event['note'] ); ?></td><td><?php echo esc_html( $kabelshop_event['by'] ); ?></td></tr>
	<?php endforeach; ?>
</tbody></table>
</div>
</section>
