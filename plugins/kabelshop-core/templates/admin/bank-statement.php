<?php
/**
 * The wp-admin screen "Kabelshop -> Bank statement import" (Admin\BankStatementPage): the upload
 * form, the file format, and after an import the table of every line with its outcome.
 *
 * $args: notices, form (admin-post URL), action, iban_missing (null or {text, link, link_text}),
 * columns (list of {name, names, text}), result (null or {rows: list of {line, date, amount,
 * reference, payer, order_number, order_url, outcome, message}, counts}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\AdminPage;

?>
<div class="wrap kabelshop-bank-statement">
	<h1><?php esc_html_e( 'Bank statement import', 'kabelshop-core' ); ?></h1>
	<?php AdminPage::template( 'notices', $args['notices'] ); ?>
	<?php if ( null !== $args['iban_missing'] ) : ?>
		<?php AdminPage::template( 'iban-missing', $args['iban_missing'] ); ?>
	<?php endif; ?>
	<p><?php esc_html_e( 'Upload the bank statement as a CSV file. Each incoming payment whose reference (poziv na broj) and amount match a bank transfer order awaiting payment is recorded as that order\'s payment; the order then shows paid. A line with another amount, without a matching order or imported before is listed and changes nothing. If any line is malformed, nothing is imported.', 'kabelshop-core' ); ?></p>
	<form method="post" enctype="multipart/form-data" action="<?php echo esc_url( $args['form'] ); ?>">
		<?php wp_nonce_field( $args['action'] ); ?>
		<input type="hidden" name="action" value="<?php echo esc_attr( $args['action'] ); ?>">
		<p>
			<label for="kabelshop-statement-file"><?php esc_html_e( 'Bank statement (CSV)', 'kabelshop-core' ); ?></label><br>
			<input type="file" id="kabelshop-statement-file" name="statement" accept=".csv,text/csv" required>
		</p>
		<?php submit_button( __( 'Import statement', 'kabelshop-core' ) ); ?>
	</form>
	<h2><?php esc_html_e( 'File format', 'kabelshop-core' ); ?></h2>
	<p><?php esc_html_e( 'A header row naming the columns below (in any order), then one line per payment. Cells separated by commas or semicolons; UTF-8 or Windows-1250.', 'kabelshop-core' ); ?></p>
	<table class="widefat striped kabelshop-statement-columns">
		<caption class="screen-reader-text"><?php esc_html_e( 'Columns of the bank statement file', 'kabelshop-core' ); ?></caption>
		<thead><tr>
			<th scope="col"><?php esc_html_e( 'Column', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Also accepted', 'kabelshop-core' ); ?></th>
			<th scope="col"><?php esc_html_e( 'Content', 'kabelshop-core' ); ?></th>
		</tr></thead>
		<tbody>
		<?php foreach ( $args['columns'] as $kabelshop_column ) : ?>
			<tr>
				<th scope="row"><code><?php echo esc_html( $kabelshop_column['name'] ); ?></code></th>
				<td><?php echo esc_html( $kabelshop_column['names'] ); ?></td>
				<td><?php echo esc_html( $kabelshop_column['text'] ); ?></td>
			</tr>
		<?php endforeach; ?>
		</tbody>
	</table>
	<?php if ( null !== $args['result'] ) : ?>
		<h2 id="kabelshop-statement-result"><?php esc_html_e( 'Result of the import', 'kabelshop-core' ); ?></h2>
		<div class="ks-admin-scroll" role="region" aria-labelledby="kabelshop-statement-result" tabindex="0">
			<table class="widefat striped kabelshop-statement-result">
				<thead><tr>
					<th scope="col"><?php esc_html_e( 'Line', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Date', 'kabelshop-core' ); ?></th>
					<th scope="col" class="num"><?php esc_html_e( 'Amount', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Reference (poziv na broj)', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Payer', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Order', 'kabelshop-core' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Result', 'kabelshop-core' ); ?></th>
				</tr></thead>
				<tbody>
				<?php foreach ( $args['result']['rows'] as $kabelshop_row ) : ?>
					<tr data-outcome="<?php echo esc_attr( $kabelshop_row['outcome'] ); ?>">
						<td><?php echo esc_html( (string) $kabelshop_row['line'] ); ?></td>
						<td><?php echo esc_html( $kabelshop_row['date'] ); ?></td>
						<td class="num"><?php echo esc_html( $kabelshop_row['amount'] ); ?></td>
						<td><?php echo esc_html( $kabelshop_row['reference'] ); ?></td>
						<td><?php echo esc_html( $kabelshop_row['payer'] ); ?></td>
						<td>
							<?php if ( '' !== $kabelshop_row['order_url'] ) : ?>
								<a href="<?php echo esc_url( $kabelshop_row['order_url'] ); ?>"><?php echo esc_html( $kabelshop_row['order_number'] ); ?></a>
							<?php endif; ?>
						</td>
						<td><?php echo esc_html( $kabelshop_row['message'] ); ?></td>
					</tr>
				<?php endforeach; ?>
				</tbody>
			</table>
		</div>
	<?php endif; ?>
</div>
