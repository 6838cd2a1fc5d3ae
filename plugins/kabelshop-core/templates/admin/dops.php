<?php
/**
 * The wp-admin screen "Kabelshop -> Declarations of performance": the upload form and the latest DoPs
 * (Admin\DopsPage).
 *
 * $args: notices, form (admin-post URL), products (id => title), dops (list of {number, product, batch}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\AdminPage;

?>
<div class="wrap kabelshop-documents"><h1><?php esc_html_e( 'Declarations of performance', 'kabelshop-core' ); ?></h1>
	<?php AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><?php esc_html_e( 'Declarations of performance under Regulation (EU) No 305/2011 (cables: EN 50575), one PDF per product and optionally per batch. Each invoice lists the declarations of the products it contains.', 'kabelshop-core' ); ?></p>
	<form method="post" enctype="multipart/form-data" action="<?php echo esc_url( $args['form'] ); ?>">
		<?php wp_nonce_field( 'kabelshop_dop_upload' ); ?>
		<input type="hidden" name="action" value="kabelshop_dop_upload"><table class="form-table" role="presentation">
			<tr><th scope="row"><label for="ks-dop-product"><?php esc_html_e( 'Product', 'kabelshop-core' ); ?></label></th><td><select id="ks-dop-product" name="product_id" required>
				<?php foreach ( $args['products'] as $kabelshop_id => $kabelshop_title ) : ?>
					<option value="<?php echo esc_attr( (string) $kabelshop_id ); ?>"><?php echo esc_html( $kabelshop_title ); ?></option>
				<?php endforeach; ?>
			</select></td></tr>
			<?php
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-dop-batch',
					'name'     => 'batch',
					'label'    => __( 'Batch (optional)', 'kabelshop-core' ),
					'type'     => 'text',
					'required' => false,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-dop-number',
					'name'     => 'number',
					'label'    => __( 'DoP number', 'kabelshop-core' ),
					'type'     => 'text',
					'required' => true,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-dop-file',
					'name'     => 'file',
					'label'    => __( 'DoP PDF', 'kabelshop-core' ),
					'type'     => 'file',
					'required' => true,
				)
			);
			?>
		</table>
		<?php submit_button( __( 'Upload declaration', 'kabelshop-core' ) ); ?>
	</form>
	<h2><?php esc_html_e( 'Latest declarations', 'kabelshop-core' ); ?></h2><table class="widefat striped"><thead><tr><th scope="col"><?php esc_html_e( 'DoP number', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Product', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Batch (optional)', 'kabelshop-core' ); ?></th></tr></thead><tbody>
		<?php foreach ( $args['dops'] as $kabelshop_dop ) : ?>
			<tr><td><?php echo esc_html( $kabelshop_dop['number'] ); ?></td><td><?php echo esc_html( $kabelshop_dop['product'] ); ?></td><td><?php echo esc_html( $kabelshop_dop['batch'] ); ?></td></tr>
		<?php endforeach; ?>
	</tbody></table>
</div>
