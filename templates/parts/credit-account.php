<?php
/**
 * The "Payment terms" panel without JavaScript (the account-credit island's fallback): contract
 * terms, credit limit, open balance, available credit and the overdue invoices, or, for a customer
 * without contract terms, how they pay. Values from View\CreditView::data(), already formatted;
 * this part only prints them.
 *
 * $args: contract (bool), terms, limit, open_balance, has_balance (bool: the open balance is not 0),
 * available, overdue (list of {number, due_on, open, days, url}), contact_url.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="ks-credit">
<?php if ( ! $args['contract'] ) : ?>
	<p><?php esc_html_e( 'You pay your orders by bank transfer or by card. Payment on contract terms (by invoice, with a credit limit) is available on request for regular customers.', 'kabelshop' ); ?> <a href="<?php echo esc_url( $args['contact_url'] ); ?>"><?php esc_html_e( 'Ask for contract terms', 'kabelshop' ); ?></a></p>
	<?php if ( $args['has_balance'] ) : ?>
		<p>
			<?php
			/* translators: %s: amount with currency */
			echo esc_html( sprintf( __( 'Open balance: %s', 'kabelshop' ), $args['open_balance'] ) );
			?>
		</p>
	<?php endif; ?>
<?php else : ?>
	<dl class="ks-credit__facts">
		<div><dt><?php esc_html_e( 'Payment terms', 'kabelshop' ); ?></dt><dd><?php echo esc_html( $args['terms'] ); ?></dd></div>
		<div><dt><?php esc_html_e( 'Credit limit', 'kabelshop' ); ?></dt><dd><?php echo esc_html( $args['limit'] ); ?></dd></div>
		<div><dt><?php esc_html_e( 'Open balance', 'kabelshop' ); ?></dt><dd><?php echo esc_html( $args['open_balance'] ); ?></dd></div>
		<div><dt><?php esc_html_e( 'Available credit', 'kabelshop' ); ?></dt><dd><?php echo esc_html( $args['available'] ); ?></dd></div>
	</dl>
<?php endif; ?>
<?php if ( $args['overdue'] ) : ?>
	<h3><?php esc_html_e( 'Overdue invoices', 'kabelshop' ); ?></h3>
	<ul class="ks-credit__overdue">
		<?php foreach ( $args['overdue'] as $kabelshop_invoice ) : ?>
			<li><a href="<?php echo esc_url( $kabelshop_invoice['url'] ); ?>" download><?php echo esc_html( $kabelshop_invoice['number'] ); ?></a>: <?php echo esc_html( $kabelshop_invoice['open'] ); ?>, <?php echo esc_html( $kabelshop_invoice['days'] ); ?> (<?php echo esc_html( $kabelshop_invoice['due_on'] ); ?>)</li>
		<?php endforeach; ?>
	</ul>
<?php elseif ( $args['contract'] ) : ?>
	<p><?php esc_html_e( 'No overdue invoices.', 'kabelshop' ); ?></p>
<?php endif; ?>
</div>
