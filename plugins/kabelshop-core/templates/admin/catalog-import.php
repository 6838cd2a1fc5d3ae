<?php
/**
 * The wp-admin screen "Kabelshop -> Import catalogue": the file form, the progress bar, the status line and
 * the error list the import script fills (Admin\CatalogImportPage).
 *
 * $args: notices.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap kabelshop-import">
	<h1><?php esc_html_e( 'Import catalogue', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><?php esc_html_e( 'Upload the ERP catalogue as a CSV file (UTF-8, comma or semicolon separated, with a header row). Every row is checked first; if any row is wrong, nothing is imported and every problem is listed. Articles are matched by article code: existing ones are updated, new ones added.', 'kabelshop-core' ); ?></p>
	<form id="kabelshop-import-form" enctype="multipart/form-data">
		<p>
			<label for="kabelshop-import-file"><?php esc_html_e( 'Catalogue file (CSV)', 'kabelshop-core' ); ?></label><br>
			<input type="file" id="kabelshop-import-file" name="file" accept=".csv,text/csv" required>
		</p>
		<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Check and import', 'kabelshop-core' ); ?></button></p>
	</form>
	<p>
		<label for="kabelshop-import-progress"><?php esc_html_e( 'Progress', 'kabelshop-core' ); ?></label><br>
		<progress id="kabelshop-import-progress" max="100" value="0">0 %</progress>
	</p>
	<p id="kabelshop-import-status" role="status" aria-live="polite"></p>
	<ul id="kabelshop-import-errors" class="kabelshop-import__errors"></ul>
</div>
