<?php
/**
 * The wp-admin screen "Kabelshop -> Forms" (Admin\FormsSettingsPage).
 *
 * $args: notices, group, contact and applications ({name, value, default}), contact_retention and
 * retention ({name, value, min, max}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap">
	<h1><?php esc_html_e( 'Forms', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<form method="post" action="options.php">
		<?php settings_fields( $args['group'] ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="ks-forms-contact"><?php esc_html_e( 'Contact messages go to', 'kabelshop-core' ); ?></label></th>
				<td>
					<input type="email" class="regular-text" id="ks-forms-contact" name="<?php echo esc_attr( $args['contact']['name'] ); ?>" value="<?php echo esc_attr( $args['contact']['value'] ); ?>" placeholder="<?php echo esc_attr( $args['contact']['default'] ); ?>" aria-describedby="ks-forms-contact-hint">
					<p class="description" id="ks-forms-contact-hint">
						<?php
						/* translators: %s: e-mail address */
						echo esc_html( sprintf( __( 'Empty: the company e-mail, %s.', 'kabelshop-core' ), $args['contact']['default'] ) );
						?>
					</p>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="ks-forms-applications"><?php esc_html_e( 'Job applications go to', 'kabelshop-core' ); ?></label></th>
				<td>
					<input type="email" class="regular-text" id="ks-forms-applications" name="<?php echo esc_attr( $args['applications']['name'] ); ?>" value="<?php echo esc_attr( $args['applications']['value'] ); ?>" placeholder="<?php echo esc_attr( $args['applications']['default'] ); ?>" aria-describedby="ks-forms-applications-hint">
					<p class="description" id="ks-forms-applications-hint">
						<?php
						/* translators: %s: e-mail address */
						echo esc_html( sprintf( __( 'Empty: the company jobs e-mail, %s.', 'kabelshop-core' ), $args['applications']['default'] ) );
						?>
					</p>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="ks-forms-contact-retention"><?php esc_html_e( 'Keep contact messages for (days)', 'kabelshop-core' ); ?></label></th>
				<td>
					<input type="number" class="small-text" id="ks-forms-contact-retention" name="<?php echo esc_attr( $args['contact_retention']['name'] ); ?>" value="<?php echo esc_attr( (string) $args['contact_retention']['value'] ); ?>" min="<?php echo esc_attr( (string) $args['contact_retention']['min'] ); ?>" max="<?php echo esc_attr( (string) $args['contact_retention']['max'] ); ?>" aria-describedby="ks-forms-contact-retention-hint">
					<p class="description" id="ks-forms-contact-retention-hint"><?php esc_html_e( 'Contact messages older than this are deleted every day (GDPR: storage limitation).', 'kabelshop-core' ); ?></p>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="ks-forms-retention"><?php esc_html_e( 'Keep applications for (days)', 'kabelshop-core' ); ?></label></th>
				<td>
					<input type="number" class="small-text" id="ks-forms-retention" name="<?php echo esc_attr( $args['retention']['name'] ); ?>" value="<?php echo esc_attr( (string) $args['retention']['value'] ); ?>" min="<?php echo esc_attr( (string) $args['retention']['min'] ); ?>" max="<?php echo esc_attr( (string) $args['retention']['max'] ); ?>" aria-describedby="ks-forms-retention-hint">
					<p class="description" id="ks-forms-retention-hint"><?php esc_html_e( 'Applications and their CVs older than this are deleted every day (GDPR: storage limitation). Applicants are told this period when they apply.', 'kabelshop-core' ); ?></p>
				</td>
			</tr>
		</table>
		<?php submit_button(); ?>
	</form>
</div>
