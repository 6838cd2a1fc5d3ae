<?php
/**
 * The wp-admin screen "Settings -> Court register": the open data API's credentials
 * (Admin\CourtRegisterPage).
 *
 * $args: notices, group, name (option name), base_url, token_url, client_id, has_secret (bool).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap">
	<h1><?php esc_html_e( 'Court register', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><?php esc_html_e( 'Customers can pull their company name and seat from the Croatian court register (open data API). Enter the client id and secret from the register\'s developer portal; without them the feature is off.', 'kabelshop-core' ); ?></p>
	<form method="post" action="options.php">
		<?php settings_fields( $args['group'] ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="ks-sudreg-base"><?php esc_html_e( 'API base URL', 'kabelshop-core' ); ?></label></th>
				<td><input type="url" class="regular-text" id="ks-sudreg-base" name="<?php echo esc_attr( $args['name'] ); ?>[base_url]" value="<?php echo esc_attr( $args['base_url'] ); ?>"></td>
			</tr>
			<tr>
				<th scope="row"><label for="ks-sudreg-token"><?php esc_html_e( 'Token URL', 'kabelshop-core' ); ?></label></th>
				<td><input type="url" class="regular-text" id="ks-sudreg-token" name="<?php echo esc_attr( $args['name'] ); ?>[token_url]" value="<?php echo esc_attr( $args['token_url'] ); ?>"></td>
			</tr>
			<tr>
				<th scope="row"><label for="ks-sudreg-id"><?php esc_html_e( 'Client id', 'kabelshop-core' ); ?></label></th>
				<td><input type="text" class="regular-text" id="ks-sudreg-id" name="<?php echo esc_attr( $args['name'] ); ?>[client_id]" value="<?php echo esc_attr( $args['client_id'] ); ?>" autocomplete="off"></td>
			</tr>
			<tr>
				<th scope="row"><label for="ks-sudreg-secret"><?php esc_html_e( 'Client secret', 'kabelshop-core' ); ?></label></th>
				<td>
					<input type="password" class="regular-text" id="ks-sudreg-secret" name="<?php echo esc_attr( $args['name'] ); ?>[client_secret]" value="" autocomplete="new-password">
					<p class="description"><?php echo esc_html( $args['has_secret'] ? __( 'A secret is stored. Leave empty to keep it.', 'kabelshop-core' ) : __( 'No secret stored.', 'kabelshop-core' ) ); ?></p>
				</td>
			</tr>
		</table>
		<?php submit_button(); ?>
	</form>
</div>
