<?php
/**
 * The wp-admin screen "Kabelshop -> Drums" (Admin\DrumsPage): the customers' returnable drums,
 * collection requests first, with "Mark returned" for the open ones.
 *
 * $args: notices, status, filters (list of {status, label, count, url, current}), rows (list of {id,
 * customer, email, user_url, order, order_url, drum, since, deposit, status, status_label, requested,
 * address, note, returned, open}), action, nonce_action.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap"><h1><?php esc_html_e( 'Drums', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><?php esc_html_e( 'Returnable drums at customers, from their orders\' deposit lines. When a customer reports a drum empty, it is listed first; mark it returned when it is back: the deposit is credited and the customer gets a mail.', 'kabelshop-core' ); ?></p>
	<ul class="subsubsub">
		<?php foreach ( $args['filters'] as $kabelshop_i => $kabelshop_filter ) : ?>
			<li><?php echo 0 === $kabelshop_i ? '' : ' | '; ?><a href="<?php echo esc_url( $kabelshop_filter['url'] ); ?>"<?php echo $kabelshop_filter['current'] ? ' class="current" aria-current="page"' : ''; ?>><?php echo esc_html( $kabelshop_filter['label'] ); ?> <span class="count">(<?php echo esc_html( (string) $kabelshop_filter['count'] ); ?>)</span></a></li>
		<?php endforeach; ?>
	</ul>
	<div class="ks-admin-scroll" role="region" tabindex="0" aria-label="<?php esc_attr_e( 'Drums at customers (scrolls sideways on a narrow screen)', 'kabelshop-core' ); ?>">
	<table class="widefat striped ks-drums-admin">
		<caption class="screen-reader-text"><?php esc_html_e( 'Drums at customers', 'kabelshop-core' ); ?></caption>
		<thead><tr>
			<th scope="col"><?php esc_html_e( 'Customer', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Order', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Drum', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Since', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Deposit', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Status', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Collection request', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Action', 'kabelshop-core' ); ?></th>
		</tr></thead>
		<tbody>
		<?php if ( ! $args['rows'] ) : ?>
			<tr><td colspan="8"><?php esc_html_e( 'No drums.', 'kabelshop-core' ); ?></td></tr>
		<?php endif; ?>
		<?php foreach ( $args['rows'] as $kabelshop_row ) : ?>
			<tr data-drum="<?php echo esc_attr( (string) $kabelshop_row['id'] ); ?>">
				<td><a href="<?php echo esc_url( $kabelshop_row['user_url'] ); ?>"><?php echo esc_html( $kabelshop_row['customer'] ); ?></a><br><?php echo esc_html( $kabelshop_row['email'] ); ?></td>
				<td><a href="<?php echo esc_url( $kabelshop_row['order_url'] ); ?>"><?php echo esc_html( $kabelshop_row['order'] ); ?></a></td>
				<td><?php echo esc_html( $kabelshop_row['drum'] ); ?></td>
				<td><?php echo esc_html( $kabelshop_row['since'] ); ?></td>
				<td><?php echo esc_html( $kabelshop_row['deposit'] ); ?></td>
				<td><?php echo esc_html( $kabelshop_row['status_label'] ); ?><?php echo '' !== $kabelshop_row['returned'] ? '<br>' . esc_html( $kabelshop_row['returned'] ) : ''; ?></td>
				<td>
					<?php if ( '' !== $kabelshop_row['requested'] ) : ?>
						<?php echo esc_html( $kabelshop_row['requested'] ); ?>
						<?php
						if ( '' !== $kabelshop_row['address'] ) :
							?>
							<br><?php esc_html_e( 'Pickup address:', 'kabelshop-core' ); ?> <?php echo esc_html( $kabelshop_row['address'] ); ?><?php endif; ?>
						<?php
						if ( '' !== $kabelshop_row['note'] ) :
							?>
							<br><?php esc_html_e( 'Note:', 'kabelshop-core' ); ?> <?php echo esc_html( $kabelshop_row['note'] ); ?><?php endif; ?>
					<?php endif; ?>
				</td>
				<td>
					<?php if ( $kabelshop_row['open'] ) : ?>
						<form method="post" action="<?php echo esc_url( $args['action'] ); ?>">
							<?php wp_nonce_field( $args['nonce_action'] ); ?>
							<input type="hidden" name="drum_id" value="<?php echo esc_attr( (string) $kabelshop_row['id'] ); ?>" />
							<input type="hidden" name="status" value="<?php echo esc_attr( $args['status'] ); ?>" />
							<button type="submit" class="button"><?php esc_html_e( 'Mark returned', 'kabelshop-core' ); ?><span class="screen-reader-text"> <?php echo esc_html( $kabelshop_row['drum'] . ', ' . $kabelshop_row['order'] ); ?></span></button>
						</form>
					<?php endif; ?>
				</td>
			</tr>
		<?php endforeach; ?>
		</tbody>
	</table>
	</div>
</div>
