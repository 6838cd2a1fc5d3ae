<?php
/**
 * The seller identification (issue 27: what a Croatian company must publish, Content\Company::identification()):
 * company, seat, register court, MBS, OIB, share capital, management board, bank and IBAN as a
 * description list, and the demo note while any value is a placeholder or not entered yet.
 * Used by the footer and the contact page.
 *
 * $args: heading_id (string, optional: a heading to print with that id), heading_level (2 or 3,
 * default 2), class (extra class of the wrapper).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_id    = \Kabelshop\Content\Company::identification();
$kabelshop_hid   = isset( $args['heading_id'] ) ? (string) $args['heading_id'] : '';
$kabelshop_level = isset( $args['heading_level'] ) && 3 === (int) $args['heading_level'] ? 'h3' : 'h2';
$kabelshop_class = isset( $args['class'] ) ? (string) $args['class'] : '';
?>
<div class="seller-id <?php echo esc_attr( $kabelshop_class ); ?>" data-seller-identification>
	<?php if ( '' !== $kabelshop_hid ) : ?>
		<<?php echo esc_html( $kabelshop_level ); ?> id="<?php echo esc_attr( $kabelshop_hid ); ?>" class="seller-id__title"><?php esc_html_e( 'Company details', 'kabelshop-core' ); ?></<?php echo esc_html( $kabelshop_level ); ?>>
	<?php endif; ?>
	<dl class="seller-id__list">
		<?php foreach ( $kabelshop_id['rows'] as $kabelshop_row ) : ?>
			<div class="seller-id__row" data-field="<?php echo esc_attr( $kabelshop_row['key'] ); ?>">
				<dt><?php echo esc_html( $kabelshop_row['label'] ); ?></dt>
				<dd><?php echo esc_html( $kabelshop_row['value'] ); ?></dd>
			</div>
		<?php endforeach; ?>
	</dl>
	<?php if ( $kabelshop_id['demo'] ) : ?>
		<p class="demo-note"><?php esc_html_e( 'Demo values: the company register data are placeholders until the seller enters its own (Kabelshop, Company data).', 'kabelshop-core' ); ?></p>
	<?php endif; ?>
</div>
