<?php
/**
 * The wp-admin screen "Kabelshop -> Payments": card gateway, bank transfer and contract terms
 * settings, warnings and "Check connection" (Admin\PaymentsPage).
 *
 * $args: notices, form (admin-post URL), action, check_action, settings (PaymentSettings::get()
 * without secret_key), secret_set (bool), labels (key => label), ranges (key => [min, max]),
 * warnings (list of {text, link_url, link_text}), gateway_log (list of {date, kind, order, order_url,
 * reference, message}: card processor messages refused, PaymentsPage::gateway_log()), endpoints
 * (list of {name, form, api}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_s = $args['settings'];
$kabelshop_l = $args['labels'];
?>
<div class="wrap kabelshop-payments">
	<h1><?php esc_html_e( 'Payments', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<?php foreach ( $args['warnings'] as $kabelshop_warning ) : ?>
		<div class="notice notice-warning kabelshop-payments-warning" role="status"><p>
			<?php echo esc_html( $kabelshop_warning['text'] ); ?>
			<?php if ( '' !== $kabelshop_warning['link_url'] ) : ?>
				<a href="<?php echo esc_url( $kabelshop_warning['link_url'] ); ?>"><?php echo esc_html( $kabelshop_warning['link_text'] ); ?></a>
			<?php endif; ?>
		</p></div>
	<?php endforeach; ?>

	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" novalidate>
		<input type="hidden" name="action" value="<?php echo esc_attr( $args['action'] ); ?>">
		<?php wp_nonce_field( $args['action'] ); ?>
		<h2><?php esc_html_e( 'Card payment (WSPay)', 'kabelshop-core' ); ?></h2>
		<p><?php esc_html_e( 'Buyers type their card on WSPay\'s payment page; no card data reaches the shop. WSPay issues the ShopID and the secret key, separately for its test and its live system.', 'kabelshop-core' ); ?></p>
		<table class="form-table" role="presentation"><tbody>
			<tr><th scope="row"><?php echo esc_html( $kabelshop_l['card_enabled'] ); ?></th>
				<td><label><input type="checkbox" name="card_enabled" id="kabelshop-payments-card" value="1"<?php checked( $kabelshop_s['card_enabled'] ); ?>> <?php esc_html_e( 'Offer card payment at the checkout', 'kabelshop-core' ); ?></label></td></tr>
			<tr><th scope="row"><label for="kabelshop-payments-shop"><?php echo esc_html( $kabelshop_l['shop_id'] ); ?></label></th>
				<td><input type="text" class="regular-text" id="kabelshop-payments-shop" name="shop_id" value="<?php echo esc_attr( $kabelshop_s['shop_id'] ); ?>" autocomplete="off" spellcheck="false"></td></tr>
			<tr><th scope="row"><label for="kabelshop-payments-secret"><?php echo esc_html( $kabelshop_l['secret_key'] ); ?></label></th>
				<td><input type="password" class="regular-text" id="kabelshop-payments-secret" name="secret_key" value="" autocomplete="new-password" spellcheck="false" aria-describedby="kabelshop-payments-secret-hint">
				<p class="description" id="kabelshop-payments-secret-hint"><?php echo esc_html( $args['secret_set'] ? __( 'A key is stored (it is never shown). Leave the field empty to keep it; type a new key to replace it.', 'kabelshop-core' ) : __( 'No key is stored yet.', 'kabelshop-core' ) ); ?></p></td></tr>
			<tr><th scope="row"><label for="kabelshop-payments-form-url"><?php echo esc_html( $kabelshop_l['form_url'] ); ?></label></th>
				<td><input type="url" class="large-text code" id="kabelshop-payments-form-url" name="form_url" value="<?php echo esc_attr( $kabelshop_s['form_url'] ); ?>" aria-describedby="kabelshop-payments-endpoints" spellcheck="false"></td></tr>
			<tr><th scope="row"><label for="kabelshop-payments-api-url"><?php echo esc_html( $kabelshop_l['api_url'] ); ?></label></th>
				<td><input type="url" class="large-text code" id="kabelshop-payments-api-url" name="api_url" value="<?php echo esc_attr( $kabelshop_s['api_url'] ); ?>" aria-describedby="kabelshop-payments-endpoints" spellcheck="false">
				<div class="description" id="kabelshop-payments-endpoints">
					<p><?php esc_html_e( 'WSPay\'s addresses (development and the tests use the local fake gateway, which the seed sets):', 'kabelshop-core' ); ?></p>
					<ul>
						<?php foreach ( $args['endpoints'] as $kabelshop_endpoint ) : ?>
							<li><strong><?php echo esc_html( $kabelshop_endpoint['name'] ); ?></strong>: <code><?php echo esc_html( $kabelshop_endpoint['form'] ); ?></code>, <code><?php echo esc_html( $kabelshop_endpoint['api'] ); ?></code></li>
						<?php endforeach; ?>
					</ul>
				</div></td></tr>
			<tr><th scope="row"><label for="kabelshop-payments-expiry"><?php echo esc_html( $kabelshop_l['card_expiry_minutes'] ); ?></label></th>
				<td><input type="number" class="small-text" min="<?php echo esc_attr( (string) $args['ranges']['card_expiry_minutes'][0] ); ?>" max="<?php echo esc_attr( (string) $args['ranges']['card_expiry_minutes'][1] ); ?>" step="1" id="kabelshop-payments-expiry" name="card_expiry_minutes" value="<?php echo esc_attr( (string) $kabelshop_s['card_expiry_minutes'] ); ?>" aria-describedby="kabelshop-payments-expiry-hint" required>
				<p class="description" id="kabelshop-payments-expiry-hint"><?php esc_html_e( 'A card order that is still unpaid after this time is cancelled (after one last status check at the gateway).', 'kabelshop-core' ); ?></p></td></tr>
		</tbody></table>

		<h2><?php esc_html_e( 'Bank transfer', 'kabelshop-core' ); ?></h2>
		<table class="form-table" role="presentation"><tbody>
			<tr><th scope="row"><label for="kabelshop-payments-days"><?php echo esc_html( $kabelshop_l['transfer_days'] ); ?></label></th>
				<td><input type="number" class="small-text" min="<?php echo esc_attr( (string) $args['ranges']['transfer_days'][0] ); ?>" max="<?php echo esc_attr( (string) $args['ranges']['transfer_days'][1] ); ?>" step="1" id="kabelshop-payments-days" name="transfer_days" value="<?php echo esc_attr( (string) $kabelshop_s['transfer_days'] ); ?>" required></td></tr>
			<tr><th scope="row"><label for="kabelshop-payments-purpose"><?php echo esc_html( $kabelshop_l['purpose_code'] ); ?></label></th>
				<td><input type="text" class="small-text code" maxlength="4" id="kabelshop-payments-purpose" name="purpose_code" value="<?php echo esc_attr( $kabelshop_s['purpose_code'] ); ?>" aria-describedby="kabelshop-payments-purpose-hint" spellcheck="false" required>
				<p class="description" id="kabelshop-payments-purpose-hint"><?php esc_html_e( 'Printed in the HUB-3 barcode of the payment slip; GDSV = purchase of goods and services.', 'kabelshop-core' ); ?></p></td></tr>
		</tbody></table>

		<h2><?php esc_html_e( 'Contract terms', 'kabelshop-core' ); ?></h2>
		<table class="form-table" role="presentation"><tbody>
			<tr><th scope="row"><label for="kabelshop-payments-terms"><?php echo esc_html( $kabelshop_l['default_terms_days'] ); ?></label></th>
				<td><input type="number" class="small-text" min="<?php echo esc_attr( (string) $args['ranges']['default_terms_days'][0] ); ?>" max="<?php echo esc_attr( (string) $args['ranges']['default_terms_days'][1] ); ?>" step="1" id="kabelshop-payments-terms" name="default_terms_days" value="<?php echo esc_attr( (string) $kabelshop_s['default_terms_days'] ); ?>" aria-describedby="kabelshop-payments-terms-hint" required>
				<p class="description" id="kabelshop-payments-terms-hint"><?php esc_html_e( 'For customers on contract terms who have no days of their own (set on the user\'s profile screen).', 'kabelshop-core' ); ?></p></td></tr>
		</tbody></table>
		<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Save', 'kabelshop-core' ); ?></button></p>
	</form>

	<h2><?php esc_html_e( 'Connection', 'kabelshop-core' ); ?></h2>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>">
		<input type="hidden" name="action" value="<?php echo esc_attr( $args['check_action'] ); ?>">
		<?php wp_nonce_field( $args['check_action'] ); ?>
		<p><?php esc_html_e( 'Asks the gateway, with the saved settings, about an order that does not exist. Save changes first.', 'kabelshop-core' ); ?></p>
		<p><button type="submit" class="button"><?php esc_html_e( 'Check connection', 'kabelshop-core' ); ?></button></p>
	</form>

	<h2 id="kabelshop-gateway-warnings"><?php esc_html_e( 'Refused card processor messages', 'kabelshop-core' ); ?></h2>
	<?php if ( empty( $args['gateway_log'] ) ) : ?>
		<p><?php esc_html_e( 'None in the last 30 days.', 'kabelshop-core' ); ?></p>
	<?php else : ?>
		<p><?php esc_html_e( 'Notifications and returns that did not match the payment they named, or that the card processor did not confirm. Nothing was changed by them; a charge that arrived on a closed or already paid order must be refunded.', 'kabelshop-core' ); ?></p>
		<table class="widefat striped kabelshop-gateway-log">
			<thead><tr>
				<th scope="col"><?php esc_html_e( 'Date', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Warning', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Order', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Cart and transaction', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Details', 'kabelshop-core' ); ?></th>
			</tr></thead>
			<tbody>
			<?php foreach ( $args['gateway_log'] as $kabelshop_row ) : ?>
				<tr>
					<td><?php echo esc_html( $kabelshop_row['date'] ); ?></td>
					<td><?php echo esc_html( $kabelshop_row['kind'] ); ?></td>
					<td>
						<?php if ( '' !== $kabelshop_row['order_url'] ) : ?>
							<a href="<?php echo esc_url( $kabelshop_row['order_url'] ); ?>"><?php echo esc_html( $kabelshop_row['order'] ); ?></a>
						<?php else : ?>
							&ndash;
						<?php endif; ?>
					</td>
					<td><code><?php echo esc_html( $kabelshop_row['reference'] ); ?></code></td>
					<td><code><?php echo esc_html( $kabelshop_row['message'] ); ?></code></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
	<?php endif; ?>
</div>
