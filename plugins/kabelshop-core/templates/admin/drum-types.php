<?php
/**
 * The wp-admin screen "Kabelshop -> Drum types and cut fee" (Admin\DrumTypesPage): the cut fee and
 * one row per drum type (id, names in hr/en/sr, returnable, deposit, empty weight, demo, remove).
 *
 * $args: notices, group, cut_fee ({option, euros}), option, rows (list of {id, name_hr, name_en,
 * name_sr, returnable, deposit, weight_kg, demo, used, new}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_option = $args['option'];
?>
<div class="wrap"><h1><?php esc_html_e( 'Drum types and cut fee', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<?php settings_errors(); ?>
	<form method="post" action="options.php">
		<?php settings_fields( $args['group'] ); ?>
		<h2><?php esc_html_e( 'Cut fee', 'kabelshop-core' ); ?></h2>
		<table class="form-table" role="presentation">
			<tr><th scope="row"><label for="<?php echo esc_attr( $args['cut_fee']['option'] ); ?>"><?php esc_html_e( 'Cut fee per cut (EUR, net)', 'kabelshop-core' ); ?></label></th>
				<td><input type="text" inputmode="decimal" class="small-text" id="<?php echo esc_attr( $args['cut_fee']['option'] ); ?>" name="<?php echo esc_attr( $args['cut_fee']['option'] ); ?>" value="<?php echo esc_attr( $args['cut_fee']['euros'] ); ?>" pattern="\d{1,7}([.,]\d{1,2})?" required aria-describedby="kabelshop-cut-fee-hint" />
					<p class="description" id="kabelshop-cut-fee-hint"><?php esc_html_e( 'Charged once per drum line whose metres are not whole drums (1,200 m of a 500 m drum: two whole drums and one cut). Not discounted. 0 = cuts are free.', 'kabelshop-core' ); ?></p></td></tr>
		</table>
		<h2><?php esc_html_e( 'Drum types', 'kabelshop-core' ); ?></h2>
		<p><?php esc_html_e( 'A returnable drum carries a deposit per drum shipped, credited when the drum comes back; a one-way drum has none. The empty weight counts in the shipment weight. Names are shown to buyers in their language. Each drum article\'s drum type and the metres left on its current drum are set in the Articles box of its cable type\'s edit screen (Cable types, the Croatian record).', 'kabelshop-core' ); ?></p>
		<table class="widefat striped ks-drum-types">
			<caption class="screen-reader-text"><?php esc_html_e( 'Drum types', 'kabelshop-core' ); ?></caption>
			<thead><tr>
				<th scope="col"><?php esc_html_e( 'Id', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Name (Croatian)', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Name (English)', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Name (Serbian)', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Returnable', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Deposit (EUR)', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Empty weight (kg)', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Demo values', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Articles', 'kabelshop-core' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Remove', 'kabelshop-core' ); ?></th>
			</tr></thead>
			<tbody>
			<?php foreach ( $args['rows'] as $kabelshop_i => $kabelshop_row ) : ?>
				<?php
				$kabelshop_name = $kabelshop_option . '[' . (int) $kabelshop_i . ']';
				/* translators: %s: drum type id, or "new drum type" */
				$kabelshop_which = sprintf( __( 'drum type %s', 'kabelshop-core' ), $kabelshop_row['new'] ? __( 'new', 'kabelshop-core' ) . ' ' . ( (int) $kabelshop_i + 1 ) : $kabelshop_row['id'] );
				?>
				<tr>
					<td><input type="text" class="small-text" name="<?php echo esc_attr( $kabelshop_name . '[id]' ); ?>" value="<?php echo esc_attr( $kabelshop_row['id'] ); ?>" pattern="[a-z0-9][a-z0-9\-]{0,31}" aria-label="<?php echo esc_attr( __( 'Id', 'kabelshop-core' ) . ', ' . $kabelshop_which ); ?>" /></td>
					<?php
					foreach ( array(
						'name_hr' => __( 'Name (Croatian)', 'kabelshop-core' ),
						'name_en' => __( 'Name (English)', 'kabelshop-core' ),
						'name_sr' => __( 'Name (Serbian)', 'kabelshop-core' ),
					) as $kabelshop_key => $kabelshop_label ) :
						?>
						<td><input type="text" class="regular-text" maxlength="80" name="<?php echo esc_attr( $kabelshop_name . '[' . $kabelshop_key . ']' ); ?>" value="<?php echo esc_attr( $kabelshop_row[ $kabelshop_key ] ); ?>" aria-label="<?php echo esc_attr( $kabelshop_label . ', ' . $kabelshop_which ); ?>" /></td>
					<?php endforeach; ?>
					<td><input type="checkbox" value="1" name="<?php echo esc_attr( $kabelshop_name . '[returnable]' ); ?>" <?php checked( $kabelshop_row['returnable'] ); ?> aria-label="<?php echo esc_attr( __( 'Returnable', 'kabelshop-core' ) . ', ' . $kabelshop_which ); ?>" /></td>
					<td><input type="text" inputmode="decimal" class="small-text" name="<?php echo esc_attr( $kabelshop_name . '[deposit]' ); ?>" value="<?php echo esc_attr( $kabelshop_row['deposit'] ); ?>" aria-label="<?php echo esc_attr( __( 'Deposit (EUR)', 'kabelshop-core' ) . ', ' . $kabelshop_which ); ?>" /></td>
					<td><input type="text" inputmode="decimal" class="small-text" name="<?php echo esc_attr( $kabelshop_name . '[weight_kg]' ); ?>" value="<?php echo esc_attr( $kabelshop_row['weight_kg'] ); ?>" aria-label="<?php echo esc_attr( __( 'Empty weight (kg)', 'kabelshop-core' ) . ', ' . $kabelshop_which ); ?>" /></td>
					<td><input type="checkbox" value="1" name="<?php echo esc_attr( $kabelshop_name . '[demo]' ); ?>" <?php checked( $kabelshop_row['demo'] ); ?> aria-label="<?php echo esc_attr( __( 'Demo values', 'kabelshop-core' ) . ', ' . $kabelshop_which ); ?>" /></td>
					<td><?php echo esc_html( (string) $kabelshop_row['used'] ); ?></td>
					<td>
					<?php
					if ( ! $kabelshop_row['new'] ) :
						?>
						<input type="checkbox" value="1" name="<?php echo esc_attr( $kabelshop_name . '[remove]' ); ?>" aria-label="<?php echo esc_attr( __( 'Remove', 'kabelshop-core' ) . ', ' . $kabelshop_which ); ?>" /><?php endif; ?></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<?php submit_button(); ?>
	</form>
</div>
