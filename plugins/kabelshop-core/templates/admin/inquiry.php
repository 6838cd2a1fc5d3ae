<?php
/**
 * The wp-admin screen "Kabelshop -> Inquiries": one inquiry with the status form (Admin\InquiriesPage).
 *
 * $args: notices, back, inquiry (null when it does not exist), and for an inquiry: number, date,
 * lines, customer, statuses, action, nonce_action (see InquiriesPage::view()).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_inquiry = $args['inquiry'];
if ( null === $kabelshop_inquiry ) : ?>
	<div class="wrap"><h1><?php esc_html_e( 'Inquiries', 'kabelshop-core' ); ?></h1><p><?php esc_html_e( 'This inquiry does not exist.', 'kabelshop-core' ); ?></p><p><a href="<?php echo esc_url( $args['back'] ); ?>"><?php esc_html_e( 'Back to the inquiries', 'kabelshop-core' ); ?></a></p></div>
	<?php
	return;
endif;
?>
<div class="wrap">
	<h1>
		<?php
		/* translators: %s: inquiry number */
		echo esc_html( sprintf( __( 'Inquiry %s', 'kabelshop-core' ), $args['number'] ) );
		?>
	</h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><a href="<?php echo esc_url( $args['back'] ); ?>"><?php esc_html_e( 'Back to the inquiries', 'kabelshop-core' ); ?></a></p>
	<table class="form-table" role="presentation">
		<tr><th scope="row"><?php esc_html_e( 'Date', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $args['date'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Company', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $kabelshop_inquiry['company_name'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'OIB/MB', 'kabelshop-core' ); ?></th><td><?php echo esc_html( '' !== $kabelshop_inquiry['oib'] ? $kabelshop_inquiry['oib'] : '-' ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Contact person', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $kabelshop_inquiry['contact_person'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'E-mail', 'kabelshop-core' ); ?></th><td><a href="<?php echo esc_url( 'mailto:' . $kabelshop_inquiry['email'] ); ?>"><?php echo esc_html( $kabelshop_inquiry['email'] ); ?></a></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Phone', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $kabelshop_inquiry['phone'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Note', 'kabelshop-core' ); ?></th><td><?php echo nl2br( esc_html( '' !== $kabelshop_inquiry['note'] ? $kabelshop_inquiry['note'] : '-' ) ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Customer account', 'kabelshop-core' ); ?></th><td>
			<?php if ( null !== $args['customer'] ) : ?>
				<a href="<?php echo esc_url( $args['customer']['url'] ); ?>"><?php echo esc_html( $args['customer']['name'] ); ?></a>
			<?php else : ?>
				<?php esc_html_e( 'Visitor (not logged in)', 'kabelshop-core' ); ?>
			<?php endif; ?>
		</td></tr>
	</table>
	<h2><?php esc_html_e( 'Articles', 'kabelshop-core' ); ?></h2>
	<table class="widefat striped">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Article code', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Article', 'kabelshop-core' ); ?></th>
				<th scope="col" class="num"><?php esc_html_e( 'Metres', 'kabelshop-core' ); ?></th>
				<th scope="col" class="num"><?php esc_html_e( 'List price per metre (EUR, net)', 'kabelshop-core' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $args['lines'] as $kabelshop_line ) : ?>
				<tr>
					<td><?php echo esc_html( $kabelshop_line['article_code'] ); ?></td>
					<td><?php echo esc_html( $kabelshop_line['article'] ); ?></td>
					<td class="num"><?php echo esc_html( $kabelshop_line['metres'] ); ?></td>
					<td class="num"><?php echo esc_html( $kabelshop_line['price'] ); ?>
					<?php
					if ( $kabelshop_line['demo'] ) :
						?>
						<em>(<?php esc_html_e( 'demo price', 'kabelshop-core' ); ?>)</em><?php endif; ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<h2><?php esc_html_e( 'Status', 'kabelshop-core' ); ?></h2>
	<form method="post" action="<?php echo esc_url( $args['action'] ); ?>">
		<?php wp_nonce_field( $args['nonce_action'] ); ?>
		<input type="hidden" name="inquiry_id" value="<?php echo esc_attr( (string) $kabelshop_inquiry['id'] ); ?>">
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="ks-inquiry-status"><?php esc_html_e( 'Status', 'kabelshop-core' ); ?></label></th>
				<td>
					<select id="ks-inquiry-status" name="status">
						<?php foreach ( $args['statuses'] as $kabelshop_status => $kabelshop_label ) : ?>
							<option value="<?php echo esc_attr( $kabelshop_status ); ?>" <?php selected( $kabelshop_inquiry['status'], $kabelshop_status ); ?>><?php echo esc_html( $kabelshop_label ); ?></option>
						<?php endforeach; ?>
					</select>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="ks-inquiry-note"><?php esc_html_e( 'Internal note', 'kabelshop-core' ); ?></label></th>
				<td><textarea id="ks-inquiry-note" name="staff_note" rows="4" cols="60" maxlength="2000"><?php echo esc_textarea( $kabelshop_inquiry['staff_note'] ); ?></textarea></td>
			</tr>
		</table>
		<?php submit_button( __( 'Save status', 'kabelshop-core' ) ); ?>
	</form>
</div>
