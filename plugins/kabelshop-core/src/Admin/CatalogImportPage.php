<?php
/**
 * The wp-admin screen "Kabelshop -> Import catalogue".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Assets\Build;
use Kabelshop\Catalog\CatalogService;
use Kabelshop\Security\Xsrf;

/**
 * A file field, a <progress> bar and the error list (template admin/catalog-import). The screen's
 * script (build/admin/catalog-import.js from src/admin/catalog-import.ts, enqueued only here) sends
 * the file to POST kabelshop/v1/admin/catalog-import (step "upload"), then validates it in batches
 * of BATCH rows (step "validate", moving the bar), shows every bad row, and only when none is bad
 * imports the whole file in one transaction (step "import").
 * Capability: kabelshop_manage_catalog (given to administrators by CatalogService).
 */
final class CatalogImportPage extends AdminPage {

	public const SLUG  = 'kabelshop-import';
	public const BATCH = 200;

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Import catalogue', 'kabelshop-core' );
	}

	/** Staff who manage the catalogue. */
	public function capability(): string {
		return CatalogService::CAPABILITY;
	}

	/**
	 * The screen's REST writes need the XSRF cookie (double submit).
	 */
	public function load(): void {
		( new Xsrf() )->issue();
	}

	/**
	 * Enqueues the import script with its URL, nonce, batch size and texts.
	 */
	protected function enqueue(): void {
		Build::plugin()->enqueue_script( 'kabelshop-catalog-import', 'admin/catalog-import' );
		wp_localize_script(
			'kabelshop-catalog-import',
			'kabelshopImport',
			array(
				'url'   => esc_url_raw( rest_url( 'kabelshop/v1/admin/catalog-import' ) ),
				'nonce' => wp_create_nonce( 'wp_rest' ),
				'batch' => self::BATCH,
				'text'  => array(
					'choose'     => __( 'Choose a CSV file first.', 'kabelshop-core' ),
					'uploading'  => __( 'Uploading the file…', 'kabelshop-core' ),
					/* translators: 1: rows checked so far, 2: all rows. */
					'validating' => __( 'Checking rows: %1$s of %2$s…', 'kabelshop-core' ),
					'importing'  => __( 'All rows are valid. Importing…', 'kabelshop-core' ),
					/* translators: %s: number of problems. */
					'invalid'    => __( 'Nothing was imported: %s problems found. Correct the file and upload it again.', 'kabelshop-core' ),
					/* translators: 1: line number, 2: column name, 3: message. */
					'error'      => __( 'Line %1$s, column %2$s: %3$s', 'kabelshop-core' ),
					'failed'     => __( 'The import failed. Nothing was saved.', 'kabelshop-core' ),
				),
			)
		);
	}

	/**
	 * The screen has no data of its own: the script fills it.
	 *
	 * @return array{template: string}
	 */
	protected function view(): array {
		return array( 'template' => 'catalog-import' );
	}
}
