<?php
/**
 * The wp-admin screen "Kabelshop -> Company data" (Content\CompanySettingsPage).
 *
 * $args: notices, group, option, fields (list of {key, label, type, help, value}), hours (list of
 * {days: {hr, en, sr}, opens, closes}), languages (code => label), steps (code => text).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_option = (string) $args['option'];
?>
<div class="wrap">
	<h1><?php esc_html_e( 'Company data', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<?php settings_errors(); ?>
	<p><?php esc_html_e( 'Shown on the contact page, in the footer and in the search engines\' company data. An empty field shows the demo value.', 'kabelshop-core' ); ?></p>
	<form method="post" action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>">
		<?php settings_fields( $args['group'] ); ?>
		<table class="form-table" role="presentation">
			<tbody>
				<?php foreach ( $args['fields'] as $kabelshop_field ) : ?>
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( 'ks-company-' . $kabelshop_field['key'] ); ?>"><?php echo esc_html( $kabelshop_field['label'] ); ?></label></th>
						<td>
							<input class="regular-text" type="<?php echo esc_attr( $kabelshop_field['type'] ); ?>" id="<?php echo esc_attr( 'ks-company-' . $kabelshop_field['key'] ); ?>" name="<?php echo esc_attr( $kabelshop_option . '[' . $kabelshop_field['key'] . ']' ); ?>" value="<?php echo esc_attr( $kabelshop_field['value'] ); ?>">
							<?php if ( '' !== $kabelshop_field['help'] ) : ?>
								<p class="description"><?php echo esc_html( $kabelshop_field['help'] ); ?></p>
							<?php endif; ?>
						</td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>

		<h2><?php esc_html_e( 'Opening hours', 'kabelshop-core' ); ?></h2>
		<p><?php esc_html_e( 'One row per group of days. Leave both times empty for a closed day; leave all labels empty to remove a row.', 'kabelshop-core' ); ?></p>
		<table class="widefat striped">
			<thead>
				<tr>
					<?php foreach ( $args['languages'] as $kabelshop_label ) : ?>
						<?php /* translators: %s: language name */ ?>
						<th scope="col"><?php echo esc_html( sprintf( __( 'Days (%s)', 'kabelshop-core' ), $kabelshop_label ) ); ?></th>
					<?php endforeach; ?>
					<th scope="col"><?php esc_html_e( 'Opens', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Closes', 'kabelshop-core' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $args['hours'] as $kabelshop_index => $kabelshop_row ) : ?>
					<tr>
						<?php foreach ( $args['languages'] as $kabelshop_code => $kabelshop_label ) : ?>
							<?php /* translators: 1: row number, 2: language name */ ?>
							<td><input type="text" aria-label="<?php echo esc_attr( sprintf( __( 'Row %1$d: days (%2$s)', 'kabelshop-core' ), $kabelshop_index + 1, $kabelshop_label ) ); ?>" name="<?php echo esc_attr( $kabelshop_option . '[hours][' . $kabelshop_index . '][days][' . $kabelshop_code . ']' ); ?>" value="<?php echo esc_attr( $kabelshop_row['days'][ $kabelshop_code ] ?? '' ); ?>"></td>
						<?php endforeach; ?>
						<?php /* translators: %d: row number */ ?>
						<td><input type="time" aria-label="<?php echo esc_attr( sprintf( __( 'Row %d: opens', 'kabelshop-core' ), $kabelshop_index + 1 ) ); ?>" name="<?php echo esc_attr( $kabelshop_option . '[hours][' . $kabelshop_index . '][opens]' ); ?>" value="<?php echo esc_attr( $kabelshop_row['opens'] ); ?>"></td>
						<?php /* translators: %d: row number */ ?>
						<td><input type="time" aria-label="<?php echo esc_attr( sprintf( __( 'Row %d: closes', 'kabelshop-core' ), $kabelshop_index + 1 ) ); ?>" name="<?php echo esc_attr( $kabelshop_option . '[hours][' . $kabelshop_index . '][closes]' ); ?>" value="<?php echo esc_attr( $kabelshop_row['closes'] ); ?>"></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>

		<h2><?php esc_html_e( 'Steps on the jobs page', 'kabelshop-core' ); ?></h2>
		<p><?php esc_html_e( 'One step per line. Empty: the default steps.', 'kabelshop-core' ); ?></p>
		<table class="form-table" role="presentation">
			<tbody>
				<?php foreach ( $args['languages'] as $kabelshop_code => $kabelshop_label ) : ?>
					<tr>
						<th scope="row"><label for="<?php echo esc_attr( 'ks-steps-' . $kabelshop_code ); ?>"><?php echo esc_html( $kabelshop_label ); ?></label></th>
						<td><textarea class="large-text" rows="4" id="<?php echo esc_attr( 'ks-steps-' . $kabelshop_code ); ?>" name="<?php echo esc_attr( $kabelshop_option . '[steps][' . $kabelshop_code . ']' ); ?>"><?php echo esc_textarea( $args['steps'][ $kabelshop_code ] ?? '' ); ?></textarea></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php submit_button(); ?>
	</form>
</div>
