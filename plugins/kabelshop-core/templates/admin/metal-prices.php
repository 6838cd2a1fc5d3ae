<?php
/**
 * The wp-admin screen "Kabelshop -> Metal prices": CSV import, a day by hand, the ECB client and its log
 * (Admin\MetalPricesPage).
 *
 * $args: notices, stored (sentence), form (admin-post URL), settings ({enabled, url}), entries
 * (list of {time, ok, message}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap kabelshop-metals">
	<h1><?php esc_html_e( 'Metal prices', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><?php echo esc_html( $args['stored'] ); ?></p>

	<h2><?php esc_html_e( 'Import a CSV file', 'kabelshop-core' ); ?></h2>
	<p><?php esc_html_e( 'Formats (header row decides): date,cu_cash_settlement_usd_t (LME copper); date,al_cash_settlement_usd_t (LME aluminium); date,usd_per_eur (ECB rates); date,metal,price,currency (metal copper or aluminium, price in USD per tonne, currency USD). Dates as YYYY-MM-DD, decimals with a point. Every row is checked first; if any row is wrong, nothing is imported. Existing days are updated, so importing a file twice changes nothing.', 'kabelshop-core' ); ?></p>
	<form id="kabelshop-metal-import-form">
		<p>
			<label for="kabelshop-metal-import-file"><?php esc_html_e( 'Price or rate file (CSV)', 'kabelshop-core' ); ?></label><br>
			<input type="file" id="kabelshop-metal-import-file" name="file" accept=".csv,text/csv" required>
		</p>
		<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Check and import', 'kabelshop-core' ); ?></button></p>
	</form>
	<p>
		<label for="kabelshop-metal-import-progress"><?php esc_html_e( 'Progress', 'kabelshop-core' ); ?></label><br>
		<progress id="kabelshop-metal-import-progress" max="100" value="0">0 %</progress>
	</p>
	<p id="kabelshop-metal-import-status" role="status" aria-live="polite"></p>
	<ul id="kabelshop-metal-import-errors"></ul>

	<h2><?php esc_html_e( 'Enter or correct a day', 'kabelshop-core' ); ?></h2>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>">
		<input type="hidden" name="action" value="kabelshop_metal_day">
		<?php wp_nonce_field( 'kabelshop_metal_day' ); ?>
		<table class="form-table" role="presentation"><tbody>
			<tr><th scope="row"><label for="kabelshop-metal-day"><?php esc_html_e( 'Date', 'kabelshop-core' ); ?></label></th>
				<td><input type="date" id="kabelshop-metal-day" name="day" required></td></tr>
			<tr><th scope="row"><label for="kabelshop-metal-copper"><?php esc_html_e( 'Copper, LME cash settlement (USD per tonne)', 'kabelshop-core' ); ?></label></th>
				<td><input type="text" inputmode="decimal" id="kabelshop-metal-copper" name="copper" pattern="[0-9]+([.][0-9]{1,2})?"></td></tr>
			<tr><th scope="row"><label for="kabelshop-metal-aluminium"><?php esc_html_e( 'Aluminium, LME cash settlement (USD per tonne)', 'kabelshop-core' ); ?></label></th>
				<td><input type="text" inputmode="decimal" id="kabelshop-metal-aluminium" name="aluminium" pattern="[0-9]+([.][0-9]{1,2})?"></td></tr>
			<tr><th scope="row"><label for="kabelshop-metal-rate"><?php esc_html_e( 'ECB rate (USD per 1 EUR)', 'kabelshop-core' ); ?></label></th>
				<td><input type="text" inputmode="decimal" id="kabelshop-metal-rate" name="rate" pattern="[0-9]+([.][0-9]{1,4})?"></td></tr>
		</tbody></table>
		<p class="description"><?php esc_html_e( 'An empty field leaves the stored value unchanged. Decimals with a point.', 'kabelshop-core' ); ?></p>
		<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Save the day', 'kabelshop-core' ); ?></button></p>
	</form>

	<h2><?php esc_html_e( 'ECB exchange rates', 'kabelshop-core' ); ?></h2>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>">
		<input type="hidden" name="action" value="kabelshop_ecb_settings">
		<?php wp_nonce_field( 'kabelshop_ecb_settings' ); ?>
		<p><label><input type="checkbox" name="enabled" value="1"<?php checked( $args['settings']['enabled'] ); ?>> <?php esc_html_e( 'Fetch the ECB reference rate every day (WP-Cron)', 'kabelshop-core' ); ?></label></p>
		<p><label for="kabelshop-ecb-url"><?php esc_html_e( 'Source (eurofxref-daily.xml)', 'kabelshop-core' ); ?></label><br>
			<input type="url" class="large-text" id="kabelshop-ecb-url" name="url" value="<?php echo esc_attr( $args['settings']['url'] ); ?>"></p>
		<p>
			<button type="submit" class="button button-primary" name="do" value="save"><?php esc_html_e( 'Save', 'kabelshop-core' ); ?></button>
			<button type="submit" class="button" name="do" value="fetch"><?php esc_html_e( 'Save and fetch now', 'kabelshop-core' ); ?></button>
		</p>
	</form>
	<?php if ( $args['entries'] ) : ?>
		<table class="widefat striped"><caption><?php esc_html_e( 'Latest fetches', 'kabelshop-core' ); ?></caption>
			<thead><tr><th scope="col"><?php esc_html_e( 'Time', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Result', 'kabelshop-core' ); ?></th></tr></thead>
			<tbody>
			<?php foreach ( $args['entries'] as $kabelshop_entry ) : ?>
				<tr><td><?php echo esc_html( $kabelshop_entry['time'] ); ?></td><td><?php echo esc_html( ( $kabelshop_entry['ok'] ? '✓ ' : '✗ ' ) . $kabelshop_entry['message'] ); ?></td></tr>
			<?php endforeach; ?>
			</tbody>
		</table>
	<?php endif; ?>
</div>
