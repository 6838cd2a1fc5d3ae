<?php
/**
 * The wp-admin screen "Kabelshop -> Bot check": the two Turnstile keys (Admin\BotCheckPage).
 *
 * $args: notices, group, on (bool), site and secret ({name, value}), address_limit and
 * browser_limit ({name, value, min, max}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap">
	<h1><?php esc_html_e( 'Bot check', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><?php esc_html_e( 'Cloudflare Turnstile protects the registration form. Leave both keys empty to switch the check off.', 'kabelshop-core' ); ?></p>
	<p><?php echo esc_html( $args['on'] ? __( 'Status: on', 'kabelshop-core' ) : __( 'Status: off', 'kabelshop-core' ) ); ?></p>
	<form method="post" action="options.php">
		<?php settings_fields( $args['group'] ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="ks-turnstile-site"><?php esc_html_e( 'Site key', 'kabelshop-core' ); ?></label></th>
				<td><input type="text" class="regular-text" id="ks-turnstile-site" name="<?php echo esc_attr( $args['site']['name'] ); ?>" value="<?php echo esc_attr( $args['site']['value'] ); ?>" autocomplete="off"></td>
			</tr>
			<tr>
				<th scope="row"><label for="ks-turnstile-secret"><?php esc_html_e( 'Secret key', 'kabelshop-core' ); ?></label></th>
				<td><input type="password" class="regular-text" id="ks-turnstile-secret" name="<?php echo esc_attr( $args['secret']['name'] ); ?>" value="<?php echo esc_attr( $args['secret']['value'] ); ?>" autocomplete="off"></td>
			</tr>
		</table>
		<h2><?php esc_html_e( 'Limits of the visitors\' forms', 'kabelshop-core' ); ?></h2>
		<p><?php esc_html_e( 'Contact, registration, inquiries, job applications and the price-list signup: each form counts its attempts per hour per browser (a tight budget) and per network address (a loose limit, so that an office whose staff share one address is not locked out).', 'kabelshop-core' ); ?></p>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="ks-limit-address"><?php esc_html_e( 'Attempts per hour from one address', 'kabelshop-core' ); ?></label></th>
				<td><input type="number" class="small-text" id="ks-limit-address" name="<?php echo esc_attr( $args['address_limit']['name'] ); ?>" value="<?php echo esc_attr( (string) $args['address_limit']['value'] ); ?>" min="<?php echo esc_attr( (string) $args['address_limit']['min'] ); ?>" max="<?php echo esc_attr( (string) $args['address_limit']['max'] ); ?>" step="1" required></td>
			</tr>
			<tr>
				<th scope="row"><label for="ks-limit-browser"><?php esc_html_e( 'Attempts per hour from one browser', 'kabelshop-core' ); ?></label></th>
				<td>
					<input type="number" class="small-text" id="ks-limit-browser" aria-describedby="ks-limit-browser-help" name="<?php echo esc_attr( $args['browser_limit']['name'] ); ?>" value="<?php echo esc_attr( (string) $args['browser_limit']['value'] ); ?>" min="<?php echo esc_attr( (string) $args['browser_limit']['min'] ); ?>" max="<?php echo esc_attr( (string) $args['browser_limit']['max'] ); ?>" step="1">
					<p class="description" id="ks-limit-browser-help"><?php esc_html_e( '0 = each form\'s own budget (5 an hour, registration 10).', 'kabelshop-core' ); ?></p>
				</td>
			</tr>
		</table>
		<?php submit_button(); ?>
	</form>
</div>
