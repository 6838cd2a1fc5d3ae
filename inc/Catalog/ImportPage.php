<?php
/**
 * wp-admin page "Kabelshop -> Import catalogue".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Catalog;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Security\Xsrf;

/**
 * A file field, a <progress> bar and the error list. The page's script (build/admin/catalog-import.js from src/admin/catalog-import.ts,
 * enqueued only here) sends the file to POST kabelshop/v1/admin/catalog-import (step "upload"),
 * then validates it in batches of BATCH rows (step "validate", moving the bar), shows every bad
 * row, and only when none is bad imports the whole file in one transaction (step "import").
 * Capability: kabelshop_manage_catalog (given to administrators by CatalogService).
 */
final class ImportPage {

	public const SLUG   = 'kabelshop-import';
	public const PARENT = 'kabelshop';
	public const BATCH  = 200;

	/** @var string Hook suffix of the page. */
	private string $hook = '';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_pages' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Adds the "Kabelshop" menu (unless another area added it) and the import page under it.
	 */
	public function add_pages(): void {
		global $admin_page_hooks;
		if ( empty( $admin_page_hooks[ self::PARENT ] ) ) {
			add_menu_page( __( 'Kabelshop', 'kabelshop' ), __( 'Kabelshop', 'kabelshop' ), CatalogService::CAPABILITY, self::PARENT, array( $this, 'render' ), 'dashicons-admin-plugins', 58 );
		}
		$this->hook = (string) add_submenu_page( self::PARENT, __( 'Import catalogue', 'kabelshop' ), __( 'Import catalogue', 'kabelshop' ), CatalogService::CAPABILITY, self::SLUG, array( $this, 'render' ) );
		add_action( 'load-' . $this->hook, array( $this, 'issue_xsrf' ) );
	}

	/**
	 * The page's REST writes need the XSRF cookie (double submit).
	 */
	public function issue_xsrf(): void {
		( new Xsrf() )->issue();
	}

	/**
	 * Enqueues the page script on this page only.
	 *
	 * @param string $hook Current admin page hook.
	 */
	public function enqueue( string $hook ): void {
		if ( '' === $this->hook || $hook !== $this->hook ) {
			return;
		}
		\Kabelshop\Assets\Assets::enqueue_script( 'kabelshop-catalog-import', 'admin/catalog-import' );
		wp_localize_script(
			'kabelshop-catalog-import',
			'kabelshopImport',
			array(
				'url'   => esc_url_raw( rest_url( 'kabelshop/v1/admin/catalog-import' ) ),
				'nonce' => wp_create_nonce( 'wp_rest' ),
				'batch' => self::BATCH,
				'text'  => array(
					'choose'     => __( 'Choose a CSV file first.', 'kabelshop' ),
					'uploading'  => __( 'Uploading the file…', 'kabelshop' ),
					/* translators: 1: rows checked so far, 2: all rows. */
					'validating' => __( 'Checking rows: %1$s of %2$s…', 'kabelshop' ),
					'importing'  => __( 'All rows are valid. Importing…', 'kabelshop' ),
					/* translators: %s: number of problems. */
					'invalid'    => __( 'Nothing was imported: %s problems found. Correct the file and upload it again.', 'kabelshop' ),
					/* translators: 1: line number, 2: column name, 3: message. */
					'error'      => __( 'Line %1$s, column %2$s: %3$s', 'kabelshop' ),
					'failed'     => __( 'The import failed. Nothing was saved.', 'kabelshop' ),
				),
			)
		);
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( CatalogService::CAPABILITY ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), 403 );
		}
		?>
		<div class="wrap kabelshop-import">
			<h1><?php esc_html_e( 'Import catalogue', 'kabelshop' ); ?></h1>
			<p><?php esc_html_e( 'Upload the ERP catalogue as a CSV file (UTF-8, comma or semicolon separated, with a header row). Every row is checked first; if any row is wrong, nothing is imported and every problem is listed. Articles are matched by article code: existing ones are updated, new ones added.', 'kabelshop' ); ?></p>
			<form id="kabelshop-import-form" enctype="multipart/form-data">
				<p>
					<label for="kabelshop-import-file"><?php esc_html_e( 'Catalogue file (CSV)', 'kabelshop' ); ?></label><br>
					<input type="file" id="kabelshop-import-file" name="file" accept=".csv,text/csv" required>
				</p>
				<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Check and import', 'kabelshop' ); ?></button></p>
			</form>
			<p>
				<label for="kabelshop-import-progress"><?php esc_html_e( 'Progress', 'kabelshop' ); ?></label><br>
				<progress id="kabelshop-import-progress" max="100" value="0">0 %</progress>
			</p>
			<p id="kabelshop-import-status" role="status" aria-live="polite"></p>
			<ul id="kabelshop-import-errors" class="kabelshop-import__errors"></ul>
		</div>
		<?php
	}
}
