<?php
/**
 * The wp-admin screen "Kabelshop -> Document lookups".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Documents\LookupLog;

/**
 * The log of public document searches, newest first (the latest 200). Template: admin/document-lookups.
 */
final class DocumentLookupsPage extends DocumentScreen {

	public const SLUG = 'kabelshop-document-lookups';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Document lookups', 'kabelshop-core' );
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'document-lookups', rows (list of {time (UTC, as
	 *         stored), number, found (bool), visitor (the first 12 hex digits of the address hash)}).
	 */
	protected function view(): array {
		$rows = array();
		foreach ( LookupLog::latest( 200 ) as $row ) {
			$rows[] = array(
				'time'    => (string) $row['created_at'],
				'number'  => (string) $row['number_tried'],
				'found'   => '1' === (string) $row['found'],
				'visitor' => substr( (string) $row['ip_hash'], 0, 12 ),
			);
		}
		return array(
			'template' => 'document-lookups',
			'rows'     => $rows,
		);
	}
}
