<?php
/**
 * The wp-admin screen "Kabelshop -> Delivery and payment": fee, free-delivery threshold and the
 * default lead time and the order notification addresses (Admin\DeliveryPage).
 *
 * $args: notices, group, fields (list of {option, label, value, pattern, hint}: the delivery rule by
 * weight), example (the rule at 80 kg in words), lead_time ({option, label, days, max, hint}),
 * notify ({option, label, text, hint}: the order notification addresses), fallback ({option,
 * label, value, choices}) and fallback_fields (as fields: issue 27's rule when a weight is unknown
 * and the extra outside Croatia).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap"><h1><?php esc_html_e( 'Delivery and payment', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<?php settings_errors(); ?>
	<form method="post" action="options.php">
		<?php settings_fields( $args['group'] ); ?>
		<h2><?php esc_html_e( 'Delivery', 'kabelshop-core' ); ?></h2>
		<p><?php esc_html_e( 'Delivery costs the minimum fee up to the weight limit, then the started kilograms times the price per kg (the weight is the articles\' kg/km times the metres, plus empty drums). It is free once the net order value reaches the threshold. Card payment, bank transfer details and contract terms are set on Kabelshop → Payments and on each customer.', 'kabelshop-core' ); ?></p>
		<p class="description"><?php echo esc_html( $args['example'] ); ?></p>
		<table class="form-table" role="presentation">
			<?php foreach ( $args['fields'] as $kabelshop_field ) : ?>
				<tr><th scope="row"><label for="<?php echo esc_attr( $kabelshop_field['option'] ); ?>"><?php echo esc_html( $kabelshop_field['label'] ); ?></label></th>
					<td><input type="text" inputmode="decimal" class="regular-text" id="<?php echo esc_attr( $kabelshop_field['option'] ); ?>" name="<?php echo esc_attr( $kabelshop_field['option'] ); ?>" value="<?php echo esc_attr( $kabelshop_field['value'] ); ?>" pattern="<?php echo esc_attr( $kabelshop_field['pattern'] ); ?>"<?php echo '' !== $kabelshop_field['hint'] ? ' aria-describedby="' . esc_attr( $kabelshop_field['option'] ) . '-hint"' : ''; ?> required />
					<?php if ( '' !== $kabelshop_field['hint'] ) : ?>
						<p class="description" id="<?php echo esc_attr( $kabelshop_field['option'] ); ?>-hint"><?php echo esc_html( $kabelshop_field['hint'] ); ?></p>
					<?php endif; ?></td></tr>
			<?php endforeach; ?>
		</table>
		<h2><?php esc_html_e( 'When an article\'s weight is not known', 'kabelshop-core' ); ?></h2>
		<p><?php esc_html_e( 'Most articles of the own range have no published weight, so their delivery is priced by this rule (weights are never guessed). The amounts shipped with the shop are its default settings, not a carrier\'s rates: enter your carrier\'s terms.', 'kabelshop-core' ); ?></p>
		<table class="form-table" role="presentation">
			<tr><th scope="row"><?php echo esc_html( $args['fallback']['label'] ); ?></th>
				<td><fieldset><legend class="screen-reader-text"><?php echo esc_html( $args['fallback']['label'] ); ?></legend>
					<?php foreach ( $args['fallback']['choices'] as $kabelshop_choice ) : ?>
						<label><input type="radio" name="<?php echo esc_attr( $args['fallback']['option'] ); ?>" value="<?php echo esc_attr( $kabelshop_choice['value'] ); ?>"<?php checked( $args['fallback']['value'], $kabelshop_choice['value'] ); ?> /> <?php echo esc_html( $kabelshop_choice['label'] ); ?></label><br />
					<?php endforeach; ?>
				</fieldset></td></tr>
			<?php foreach ( $args['fallback_fields'] as $kabelshop_field ) : ?>
				<tr><th scope="row"><label for="<?php echo esc_attr( $kabelshop_field['option'] ); ?>"><?php echo esc_html( $kabelshop_field['label'] ); ?></label></th>
					<td><input type="text" inputmode="decimal" class="regular-text" id="<?php echo esc_attr( $kabelshop_field['option'] ); ?>" name="<?php echo esc_attr( $kabelshop_field['option'] ); ?>" value="<?php echo esc_attr( $kabelshop_field['value'] ); ?>" pattern="<?php echo esc_attr( $kabelshop_field['pattern'] ); ?>"<?php echo '' !== $kabelshop_field['hint'] ? ' aria-describedby="' . esc_attr( $kabelshop_field['option'] ) . '-hint"' : ''; ?> required />
					<?php if ( '' !== $kabelshop_field['hint'] ) : ?>
						<p class="description" id="<?php echo esc_attr( $kabelshop_field['option'] ); ?>-hint"><?php echo esc_html( $kabelshop_field['hint'] ); ?></p>
					<?php endif; ?></td></tr>
			<?php endforeach; ?>
		</table>
		<h2><?php esc_html_e( 'Stock and lead time', 'kabelshop-core' ); ?></h2>
		<table class="form-table" role="presentation">
			<tr><th scope="row"><label for="<?php echo esc_attr( $args['lead_time']['option'] ); ?>"><?php echo esc_html( $args['lead_time']['label'] ); ?></label></th>
				<td><input type="number" class="small-text" min="1" max="<?php echo esc_attr( (string) $args['lead_time']['max'] ); ?>" step="1" id="<?php echo esc_attr( $args['lead_time']['option'] ); ?>" name="<?php echo esc_attr( $args['lead_time']['option'] ); ?>" value="<?php echo esc_attr( (string) $args['lead_time']['days'] ); ?>" aria-describedby="<?php echo esc_attr( $args['lead_time']['option'] ); ?>-hint" required />
					<p class="description" id="<?php echo esc_attr( $args['lead_time']['option'] ); ?>-hint"><?php echo esc_html( $args['lead_time']['hint'] ); ?></p></td></tr>
		</table>
		<h2><?php echo esc_html( $args['notify']['label'] ); ?></h2>
		<table class="form-table" role="presentation">
			<tr><th scope="row"><label for="<?php echo esc_attr( $args['notify']['option'] ); ?>"><?php esc_html_e( 'Staff e-mail addresses', 'kabelshop-core' ); ?></label></th>
				<td><textarea class="large-text" rows="3" id="<?php echo esc_attr( $args['notify']['option'] ); ?>" name="<?php echo esc_attr( $args['notify']['option'] ); ?>" aria-describedby="<?php echo esc_attr( $args['notify']['option'] ); ?>-hint"><?php echo esc_textarea( $args['notify']['text'] ); ?></textarea>
					<p class="description" id="<?php echo esc_attr( $args['notify']['option'] ); ?>-hint"><?php echo esc_html( $args['notify']['hint'] ); ?></p></td></tr>
		</table>
		<?php submit_button(); ?>
	</form>
</div>
