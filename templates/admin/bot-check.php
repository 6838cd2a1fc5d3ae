<?php
/**
 * The wp-admin screen "Kabelshop -> Bot check": the two Turnstile keys (Admin\BotCheckPage).
 *
 * $args: notices, group, on (bool), site and secret ({name, value}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap">
	<h1><?php esc_html_e( 'Bot check', 'kabelshop' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><?php esc_html_e( 'Cloudflare Turnstile protects the registration form. Leave both keys empty to switch the check off.', 'kabelshop' ); ?></p>
	<p><?php echo esc_html( $args['on'] ? __( 'Status: on', 'kabelshop' ) : __( 'Status: off', 'kabelshop' ) ); ?></p>
	<form method="post" action="options.php">
		<?php settings_fields( $args['group'] ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="ks-turnstile-site"><?php esc_html_e( 'Site key', 'kabelshop' ); ?></label></th>
				<td><input type="text" class="regular-text" id="ks-turnstile-site" name="<?php echo esc_attr( $args['site']['name'] ); ?>" value="<?php echo esc_attr( $args['site']['value'] ); ?>" autocomplete="off"></td>
			</tr>
			<tr>
				<th scope="row"><label for="ks-turnstile-secret"><?php esc_html_e( 'Secret key', 'kabelshop' ); ?></label></th>
				<td><input type="password" class="regular-text" id="ks-turnstile-secret" name="<?php echo esc_attr( $args['secret']['name'] ); ?>" value="<?php echo esc_attr( $args['secret']['value'] ); ?>" autocomplete="off"></td>
			</tr>
		</table>
		<?php submit_button(); ?>
	</form>
</div>
