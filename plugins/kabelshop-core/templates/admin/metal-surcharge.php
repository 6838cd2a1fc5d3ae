<?php
/**
 * The wp-admin screen "Kabelshop -> Metal surcharge": the index in force per metal, stale
 * warnings and the price list's surcharge settings (Admin\MetalSurchargePage).
 *
 * $args: notices, form (admin-post URL), action, settings (SurchargeSettings::get()), metals
 * (metal => {label, base, procurement}), rules and displays (value => label), max_days, indexes
 * (list of {metal, label, value|null, date, rule, stale, price_date}), warnings (list of sentences),
 * import_help, prices_url (the CSV import), max_stale.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap kabelshop-metal-surcharge">
	<h1><?php esc_html_e( 'Metal surcharge', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<?php foreach ( $args['warnings'] as $kabelshop_warning ) : ?>
		<div class="notice notice-warning kabelshop-stale-index" role="status"><p>
			<?php echo esc_html( $kabelshop_warning ); ?>
			<?php if ( '' !== $args['prices_url'] ) : ?>
				<a href="<?php echo esc_url( $args['prices_url'] ); ?>"><?php esc_html_e( 'Metal prices', 'kabelshop-core' ); ?></a>
			<?php endif; ?>
		</p></div>
	<?php endforeach; ?>
	<?php if ( $args['warnings'] ) : ?>
		<p class="kabelshop-import-help"><?php echo esc_html( $args['import_help'] ); ?></p>
	<?php endif; ?>
	<p><?php esc_html_e( 'Catalogue prices are base prices with the metal at the metal base below. The metal surcharge adds the rest: surcharge in EUR/km = metal number (kg/km) × (index × (1 + procurement) − metal base) / 100, with the index and the base in EUR/100 kg; rounded per metre to 4 decimals.', 'kabelshop-core' ); ?></p>

	<h2><?php esc_html_e( 'Index in force', 'kabelshop-core' ); ?></h2>
	<table class="widefat striped kabelshop-surcharge-index">
		<thead><tr>
			<th scope="col"><?php esc_html_e( 'Metal', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Index (EUR/100 kg)', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Month or day', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Rule', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Newest price', 'kabelshop-core' ); ?></th>
		</tr></thead>
		<tbody>
		<?php foreach ( $args['indexes'] as $kabelshop_index ) : ?>
			<tr data-metal="<?php echo esc_attr( $kabelshop_index['metal'] ); ?>">
				<th scope="row"><?php echo esc_html( $kabelshop_index['label'] ); ?></th>
				<td><?php echo esc_html( $kabelshop_index['value'] ?? __( 'none (no prices stored)', 'kabelshop-core' ) ); ?></td>
				<td><?php echo esc_html( $kabelshop_index['date'] ); ?>
					<?php if ( $kabelshop_index['stale'] ) : ?>
						<strong><?php esc_html_e( '(stale)', 'kabelshop-core' ); ?></strong>
					<?php endif; ?></td>
				<td><?php echo esc_html( $kabelshop_index['rule'] ); ?></td>
				<td><?php echo esc_html( $kabelshop_index['price_date'] ); ?></td>
			</tr>
		<?php endforeach; ?>
		</tbody>
	</table>

	<h2><?php esc_html_e( 'Price list terms', 'kabelshop-core' ); ?></h2>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" novalidate>
		<input type="hidden" name="action" value="<?php echo esc_attr( $args['action'] ); ?>">
		<?php wp_nonce_field( $args['action'] ); ?>
		<table class="form-table" role="presentation"><tbody>
			<tr><th scope="row"><?php esc_html_e( 'Metal surcharge', 'kabelshop-core' ); ?></th>
				<td><label><input type="checkbox" name="enabled" id="kabelshop-surcharge-enabled" value="1"<?php checked( $args['settings']['enabled'] ); ?>> <?php esc_html_e( 'Prices carry a metal surcharge', 'kabelshop-core' ); ?></label></td></tr>
			<tr><th scope="row"><?php esc_html_e( 'Index rule', 'kabelshop-core' ); ?></th>
				<td><fieldset><legend class="screen-reader-text"><?php esc_html_e( 'Index rule', 'kabelshop-core' ); ?></legend>
				<?php foreach ( $args['rules'] as $kabelshop_value => $kabelshop_label ) : ?>
					<label><input type="radio" name="index_rule" value="<?php echo esc_attr( (string) $kabelshop_value ); ?>"<?php checked( $args['settings']['index_rule'], $kabelshop_value ); ?>> <?php echo esc_html( $kabelshop_label ); ?></label><br>
				<?php endforeach; ?>
				<p class="description"><?php esc_html_e( 'From the site\'s own metal prices, converted to euro with the ECB rate as on the metal prices page. A monthly index older than the previous month, or a newest price older than the business days below, is marked stale.', 'kabelshop-core' ); ?></p>
				</fieldset></td></tr>
			<tr><th scope="row"><?php esc_html_e( 'Negative surcharge', 'kabelshop-core' ); ?></th>
				<td><label><input type="checkbox" name="credit_negative" id="kabelshop-surcharge-credit" value="1"<?php checked( $args['settings']['credit_negative'] ); ?>> <?php esc_html_e( 'Credit it (the index is below the base: the price goes down)', 'kabelshop-core' ); ?></label>
				<p class="description"><?php esc_html_e( 'Unticked, a negative surcharge counts as 0.', 'kabelshop-core' ); ?></p></td></tr>
			<tr><th scope="row"><?php esc_html_e( 'Display', 'kabelshop-core' ); ?></th>
				<td><fieldset><legend class="screen-reader-text"><?php esc_html_e( 'Display', 'kabelshop-core' ); ?></legend>
				<?php foreach ( $args['displays'] as $kabelshop_value => $kabelshop_label ) : ?>
					<label><input type="radio" name="display" value="<?php echo esc_attr( (string) $kabelshop_value ); ?>"<?php checked( $args['settings']['display'], $kabelshop_value ); ?>> <?php echo esc_html( $kabelshop_label ); ?></label><br>
				<?php endforeach; ?>
				</fieldset></td></tr>
			<tr><th scope="row"><label for="kabelshop-surcharge-hold"><?php esc_html_e( 'Price hold (days)', 'kabelshop-core' ); ?></label></th>
				<td><input type="number" class="small-text" min="1" max="<?php echo esc_attr( (string) $args['max_days'] ); ?>" step="1" id="kabelshop-surcharge-hold" name="price_hold_days" value="<?php echo esc_attr( (string) $args['settings']['price_hold_days'] ); ?>" aria-describedby="kabelshop-surcharge-hold-hint" required>
				<p class="description" id="kabelshop-surcharge-hold-hint"><?php esc_html_e( 'How long a quoted price holds; inquiries and quotes say so.', 'kabelshop-core' ); ?></p></td></tr>
			<tr><th scope="row"><label for="kabelshop-surcharge-stale"><?php esc_html_e( 'Prices stale after (business days)', 'kabelshop-core' ); ?></label></th>
				<td><input type="number" class="small-text" min="1" max="<?php echo esc_attr( (string) $args['max_stale'] ); ?>" step="1" id="kabelshop-surcharge-stale" name="stale_after_business_days" value="<?php echo esc_attr( (string) $args['settings']['stale_after_business_days'] ); ?>" aria-describedby="kabelshop-surcharge-stale-hint" required>
				<p class="description" id="kabelshop-surcharge-stale-hint"><?php esc_html_e( 'How many business days (Monday to Friday, in the site\'s time zone; public holidays are not taken off) old the newest copper or aluminium price may be. Older, and buyers see a notice beside every metal surcharge and daily price, and staff see this warning.', 'kabelshop-core' ); ?></p></td></tr>
			<?php foreach ( $args['metals'] as $kabelshop_metal => $kabelshop_fields ) : ?>
				<tr><th scope="row"><label for="kabelshop-surcharge-base-<?php echo esc_attr( (string) $kabelshop_metal ); ?>">
					<?php /* translators: %s: metal name (Copper, Aluminium). */ echo esc_html( sprintf( __( '%s: metal base (EUR/100 kg)', 'kabelshop-core' ), $kabelshop_fields['label'] ) ); ?></label></th>
					<td><input type="text" inputmode="decimal" class="regular-text" id="kabelshop-surcharge-base-<?php echo esc_attr( (string) $kabelshop_metal ); ?>" name="base_<?php echo esc_attr( (string) $kabelshop_metal ); ?>" value="<?php echo esc_attr( $kabelshop_fields['base'] ); ?>" required>
					<p class="description"><?php esc_html_e( 'The metal value already in the catalogue price, e.g. 150,00 (copper, LAPP); 0 = a price without metal ("hollow price").', 'kabelshop-core' ); ?></p></td></tr>
				<tr><th scope="row"><label for="kabelshop-surcharge-procurement-<?php echo esc_attr( (string) $kabelshop_metal ); ?>">
					<?php /* translators: %s: metal name (Copper, Aluminium). */ echo esc_html( sprintf( __( '%s: procurement surcharge (%%)', 'kabelshop-core' ), $kabelshop_fields['label'] ) ); ?></label></th>
					<td><input type="text" inputmode="decimal" class="small-text" id="kabelshop-surcharge-procurement-<?php echo esc_attr( (string) $kabelshop_metal ); ?>" name="procurement_<?php echo esc_attr( (string) $kabelshop_metal ); ?>" value="<?php echo esc_attr( $kabelshop_fields['procurement'] ); ?>" required></td></tr>
			<?php endforeach; ?>
		</tbody></table>
		<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Save', 'kabelshop-core' ); ?></button></p>
	</form>
</div>
