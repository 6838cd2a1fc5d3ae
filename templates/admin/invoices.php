<?php
/**
 * The wp-admin screen "Kabelshop -> Invoices": upload one, bulk import, DoP closing time, latest invoices
 * (Admin\InvoicesPage).
 *
 * $args: notices, form (admin-post URL), closing_time (HH:MM), invoices (list of {number,
 * issued_on, email, order_number}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\AdminPage;

?>
<div class="wrap kabelshop-documents"><h1><?php esc_html_e( 'Invoices', 'kabelshop' ); ?></h1>
	<?php AdminPage::template( 'notices', $args['notices'] ); ?>
	<h2><?php esc_html_e( 'Upload one invoice', 'kabelshop' ); ?></h2>
	<form method="post" enctype="multipart/form-data" action="<?php echo esc_url( $args['form'] ); ?>">
		<?php wp_nonce_field( 'kabelshop_invoice_upload' ); ?>
		<input type="hidden" name="action" value="kabelshop_invoice_upload"><table class="form-table" role="presentation">
			<?php
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-email',
					'name'     => 'customer_email',
					'label'    => __( 'Customer e-mail', 'kabelshop' ),
					'type'     => 'email',
					'required' => true,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-order',
					'name'     => 'order_number',
					'label'    => __( 'Order number (optional)', 'kabelshop' ),
					'type'     => 'text',
					'required' => false,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-number',
					'name'     => 'number',
					'label'    => __( 'Invoice number', 'kabelshop' ),
					'type'     => 'text',
					'required' => true,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-date',
					'name'     => 'issued_on',
					'label'    => __( 'Invoice date', 'kabelshop' ),
					'type'     => 'date',
					'required' => true,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-file',
					'name'     => 'file',
					'label'    => __( 'Invoice PDF', 'kabelshop' ),
					'type'     => 'file',
					'required' => true,
				)
			);
			?>
		</table>
		<?php submit_button( __( 'Upload invoice', 'kabelshop' ) ); ?>
	</form>

	<h2><?php esc_html_e( 'Bulk import', 'kabelshop' ); ?></h2><p><?php esc_html_e( 'A zip archive, or a folder on the server, holding the PDFs and index.csv with the columns number;customer_email;order_number;issued_on;file (dates as YYYY-MM-DD). Every line is checked first; if any line is wrong, nothing is imported.', 'kabelshop' ); ?></p>
	<form method="post" enctype="multipart/form-data" action="<?php echo esc_url( $args['form'] ); ?>">
		<?php wp_nonce_field( 'kabelshop_invoice_import' ); ?>
		<input type="hidden" name="action" value="kabelshop_invoice_import"><table class="form-table" role="presentation">
			<?php
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-imp-zip',
					'name'     => 'zip',
					'label'    => __( 'Zip archive', 'kabelshop' ),
					'type'     => 'file',
					'required' => false,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-imp-folder',
					'name'     => 'folder',
					'label'    => __( 'or a folder on the server', 'kabelshop' ),
					'type'     => 'text',
					'required' => false,
				)
			);
			?>
		</table>
		<?php submit_button( __( 'Import invoices', 'kabelshop' ) ); ?>
	</form>

	<h2><?php esc_html_e( 'Declarations of performance: closing time', 'kabelshop' ); ?></h2><p><?php esc_html_e( 'The declarations of performance of an invoice dated today are available to the customer from this time (Zagreb time).', 'kabelshop' ); ?></p>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>">
		<?php wp_nonce_field( 'kabelshop_documents_settings' ); ?>
		<input type="hidden" name="action" value="kabelshop_documents_settings"><table class="form-table" role="presentation">
			<tr><th scope="row"><label for="ks-closing"><?php esc_html_e( 'Closing time', 'kabelshop' ); ?></label></th><td><input id="ks-closing" name="closing_time" type="time" required value="<?php echo esc_attr( $args['closing_time'] ); ?>"></td></tr></table>
		<?php submit_button( __( 'Save closing time', 'kabelshop' ) ); ?>
	</form>

	<h2><?php esc_html_e( 'Latest invoices', 'kabelshop' ); ?></h2><table class="widefat striped"><thead><tr><th scope="col"><?php esc_html_e( 'Invoice number', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Date', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Customer', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Order number', 'kabelshop' ); ?></th></tr></thead><tbody>
		<?php foreach ( $args['invoices'] as $kabelshop_invoice ) : ?>
			<tr><td><?php echo esc_html( $kabelshop_invoice['number'] ); ?></td><td><?php echo esc_html( $kabelshop_invoice['issued_on'] ); ?></td><td><?php echo esc_html( $kabelshop_invoice['email'] ); ?></td><td><?php echo esc_html( $kabelshop_invoice['order_number'] ); ?></td></tr>
		<?php endforeach; ?>
	</tbody></table>
</div>
