<?php
/**
 * The wp-admin screen "Kabelshop -> Invoices": upload one, bulk import, DoP closing time, latest invoices
 * (Admin\InvoicesPage).
 *
 * $args: notices, form (admin-post URL), closing_time (HH:MM), invoices (list of {id, number,
 * issued_on, email, order_number, gross, due_on, status (paid|open|overdue), status_label, paid_at,
 * nonce (of Mark paid)}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\AdminPage;

?>
<div class="wrap kabelshop-documents"><h1><?php esc_html_e( 'Invoices', 'kabelshop-core' ); ?></h1>
	<?php AdminPage::template( 'notices', $args['notices'] ); ?>
	<h2><?php esc_html_e( 'Upload one invoice', 'kabelshop-core' ); ?></h2>
	<form method="post" enctype="multipart/form-data" action="<?php echo esc_url( $args['form'] ); ?>">
		<?php wp_nonce_field( 'kabelshop_invoice_upload' ); ?>
		<input type="hidden" name="action" value="kabelshop_invoice_upload"><table class="form-table" role="presentation">
			<?php
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-email',
					'name'     => 'customer_email',
					'label'    => __( 'Customer e-mail', 'kabelshop-core' ),
					'type'     => 'email',
					'required' => true,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-order',
					'name'     => 'order_number',
					'label'    => __( 'Order number (optional)', 'kabelshop-core' ),
					'type'     => 'text',
					'required' => false,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-number',
					'name'     => 'number',
					'label'    => __( 'Invoice number', 'kabelshop-core' ),
					'type'     => 'text',
					'required' => true,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-date',
					'name'     => 'issued_on',
					'label'    => __( 'Invoice date', 'kabelshop-core' ),
					'type'     => 'date',
					'required' => true,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-due',
					'name'     => 'due_on',
					'label'    => __( 'Due date (optional: empty = invoice date + the customer\'s payment terms)', 'kabelshop-core' ),
					'type'     => 'date',
					'required' => false,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-gross',
					'name'     => 'gross',
					'label'    => __( 'Amount with VAT in EUR (optional: empty = the order\'s total)', 'kabelshop-core' ),
					'type'     => 'text',
					'required' => false,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-inv-file',
					'name'     => 'file',
					'label'    => __( 'Invoice PDF', 'kabelshop-core' ),
					'type'     => 'file',
					'required' => true,
				)
			);
			?>
		</table>
		<?php submit_button( __( 'Upload invoice', 'kabelshop-core' ) ); ?>
	</form>

	<h2><?php esc_html_e( 'Bulk import', 'kabelshop-core' ); ?></h2><p><?php esc_html_e( 'A zip archive, or a folder on the server, holding the PDFs and index.csv with the columns number;customer_email;order_number;issued_on;file (dates as YYYY-MM-DD). Every line is checked first; if any line is wrong, nothing is imported.', 'kabelshop-core' ); ?></p><p><?php esc_html_e( 'Optional further columns: due_on (the due date; empty = invoice date + the customer\'s payment terms) and gross (the amount with VAT in EUR, e.g. 1250,00; empty = the order\'s total).', 'kabelshop-core' ); ?></p>
	<form method="post" enctype="multipart/form-data" action="<?php echo esc_url( $args['form'] ); ?>">
		<?php wp_nonce_field( 'kabelshop_invoice_import' ); ?>
		<input type="hidden" name="action" value="kabelshop_invoice_import"><table class="form-table" role="presentation">
			<?php
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-imp-zip',
					'name'     => 'zip',
					'label'    => __( 'Zip archive', 'kabelshop-core' ),
					'type'     => 'file',
					'required' => false,
				)
			);
			AdminPage::template(
				'field-row',
				array(
					'id'       => 'ks-imp-folder',
					'name'     => 'folder',
					'label'    => __( 'or a folder on the server', 'kabelshop-core' ),
					'type'     => 'text',
					'required' => false,
				)
			);
			?>
		</table>
		<?php submit_button( __( 'Import invoices', 'kabelshop-core' ) ); ?>
	</form>

	<h2><?php esc_html_e( 'Declarations of performance: closing time', 'kabelshop-core' ); ?></h2><p><?php esc_html_e( 'The declarations of performance of an invoice dated today are available to the customer from this time (Zagreb time).', 'kabelshop-core' ); ?></p>
	<form method="post" action="<?php echo esc_url( $args['form'] ); ?>">
		<?php wp_nonce_field( 'kabelshop_documents_settings' ); ?>
		<input type="hidden" name="action" value="kabelshop_documents_settings"><table class="form-table" role="presentation">
			<tr><th scope="row"><label for="ks-closing"><?php esc_html_e( 'Closing time', 'kabelshop-core' ); ?></label></th><td><input id="ks-closing" name="closing_time" type="time" required value="<?php echo esc_attr( $args['closing_time'] ); ?>"></td></tr></table>
		<?php submit_button( __( 'Save closing time', 'kabelshop-core' ) ); ?>
	</form>

	<h2><?php esc_html_e( 'Latest invoices', 'kabelshop-core' ); ?></h2><table class="widefat striped kabelshop-invoices"><thead><tr><th scope="col"><?php esc_html_e( 'Invoice number', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Date', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Customer', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Order number', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Amount', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Due date', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Payment', 'kabelshop-core' ); ?></th></tr></thead><tbody>
		<?php foreach ( $args['invoices'] as $kabelshop_invoice ) : ?>
			<tr data-invoice="<?php echo esc_attr( $kabelshop_invoice['number'] ); ?>"><td><?php echo esc_html( $kabelshop_invoice['number'] ); ?></td><td><?php echo esc_html( $kabelshop_invoice['issued_on'] ); ?></td><td><?php echo esc_html( $kabelshop_invoice['email'] ); ?></td><td><?php echo esc_html( $kabelshop_invoice['order_number'] ); ?></td><td><?php echo esc_html( $kabelshop_invoice['gross'] ); ?></td><td><?php echo esc_html( $kabelshop_invoice['due_on'] ); ?></td>
				<td class="kabelshop-invoice-status kabelshop-invoice-status--<?php echo esc_attr( $kabelshop_invoice['status'] ); ?>">
					<strong><?php echo esc_html( $kabelshop_invoice['status_label'] ); ?></strong><?php echo '' !== $kabelshop_invoice['paid_at'] ? ' ' . esc_html( $kabelshop_invoice['paid_at'] ) : ''; ?>
					<?php if ( 'paid' !== $kabelshop_invoice['status'] ) : ?>
						<form method="post" action="<?php echo esc_url( $args['form'] ); ?>" class="kabelshop-inline-form">
							<input type="hidden" name="action" value="kabelshop_invoice_paid">
							<input type="hidden" name="invoice" value="<?php echo (int) $kabelshop_invoice['id']; ?>">
							<input type="hidden" name="_wpnonce" value="<?php echo esc_attr( $kabelshop_invoice['nonce'] ); ?>">
							<button type="submit" class="button button-small"><?php esc_html_e( 'Mark paid', 'kabelshop-core' ); ?><span class="screen-reader-text">
								<?php
								/* translators: %s: invoice number */
								echo esc_html( sprintf( __( '(invoice %s)', 'kabelshop-core' ), $kabelshop_invoice['number'] ) );
								?>
							</span></button>
						</form>
					<?php endif; ?>
				</td>
			</tr>
		<?php endforeach; ?>
	</tbody></table>
</div>
