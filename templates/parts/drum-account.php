<?php
/**
 * The drum account without JavaScript (the account-drums island's fallback): the customer's
 * returnable drums with their order, since when, the deposit and the status. Values from
 * View\DrumAccountView::data(), already formatted; this part only prints them.
 *
 * $args: rows (list of {drum, order, order_url, since, deposit, status}), held_deposit, empty.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<?php if ( $args['empty'] ) : ?>
	<p><?php esc_html_e( 'You hold no returnable drums. Drums with a deposit appear here when you order cable on them.', 'kabelshop' ); ?></p>
<?php else : ?>
	<p>
		<?php
		/* translators: %s: sum of the deposits, e.g. 90,00 € */
		echo esc_html( sprintf( __( 'Deposits of the drums you hold: %s', 'kabelshop' ), $args['held_deposit'] ) );
		?>
	</p>
	<table class="ks-drums__table">
		<caption class="sr-only"><?php esc_html_e( 'Your drums', 'kabelshop' ); ?></caption>
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Drum', 'kabelshop' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Order', 'kabelshop' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Since', 'kabelshop' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Deposit', 'kabelshop' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Status', 'kabelshop' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $args['rows'] as $kabelshop_drum ) : ?>
				<tr>
					<th scope="row"><?php echo esc_html( $kabelshop_drum['drum'] ); ?></th>
					<td><a href="<?php echo esc_url( $kabelshop_drum['order_url'] ); ?>"><?php echo esc_html( $kabelshop_drum['order'] ); ?></a></td>
					<td><?php echo esc_html( $kabelshop_drum['since'] ); ?></td>
					<td><?php echo esc_html( $kabelshop_drum['deposit'] ); ?></td>
					<td><?php echo esc_html( $kabelshop_drum['status'] ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<?php echo \Kabelshop\View\MountPoint::needs_script( __( 'Asking for an empty drum to be collected needs JavaScript. Please enable JavaScript in your browser and reload the page.', 'kabelshop' ), false ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by needs_script(). ?>
<?php endif; ?>
