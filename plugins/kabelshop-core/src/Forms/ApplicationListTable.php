<?php
/**
 * The job applications list in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\ApplicationsPage;

if ( ! class_exists( '\WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * WP_List_Table of job applications: name (links to the application), date, opening, e-mail,
 * CV (a download link through ApplicationsPage's nonce-checked handler), mail status, and the date
 * it will be deleted; newest first, PER_PAGE per page.
 */
final class ApplicationListTable extends \WP_List_Table {

	public const PER_PAGE = 20;

	/**
	 * Sets up the table (singular application, plural applications, no AJAX).
	 */
	public function __construct() {
		parent::__construct(
			array(
				'singular' => 'application',
				'plural'   => 'applications',
				'ajax'     => false,
			)
		);
	}

	/**
	 * Columns.
	 *
	 * @return array<string, string>
	 */
	public function get_columns(): array {
		return array(
			'name'        => __( 'Name', 'kabelshop-core' ),
			'created_at'  => __( 'Date', 'kabelshop-core' ),
			'opening'     => __( 'Opening', 'kabelshop-core' ),
			'email'       => __( 'E-mail', 'kabelshop-core' ),
			'cv'          => __( 'CV', 'kabelshop-core' ),
			'mail_status' => __( 'Mail', 'kabelshop-core' ),
			'deleted_on'  => __( 'Deleted on', 'kabelshop-core' ),
		);
	}

	/**
	 * Loads the page of rows.
	 */
	public function prepare_items(): void {
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'name' );
		$page                  = ( new ApplicationRepository() )->page( $this->get_pagenum(), self::PER_PAGE );
		$this->items           = $page['rows'];
		$this->set_pagination_args(
			array(
				'total_items' => $page['total'],
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * Text shown when nothing matches.
	 */
	public function no_items(): void {
		esc_html_e( 'No applications.', 'kabelshop-core' );
	}

	/**
	 * Name cell, linking to the application.
	 *
	 * @param array<string, mixed> $item Row.
	 */
	protected function column_name( $item ): string {
		$url = admin_url( 'admin.php?page=' . ApplicationsPage::SLUG . '&application=' . (int) $item['id'] );
		return '<strong><a class="row-title" href="' . esc_url( $url ) . '">' . esc_html( (string) $item['name'] ) . '</a></strong>';
	}

	/**
	 * Default cell.
	 *
	 * @param array<string, mixed> $item        Row.
	 * @param string               $column_name Column.
	 */
	protected function column_default( $item, $column_name ): string {
		switch ( $column_name ) {
			case 'created_at':
				return esc_html( get_date_from_gmt( (string) $item['created_at'], 'd.m.Y. H:i' ) );
			case 'opening':
				return esc_html( 0 === (int) $item['opening_id'] ? Openings::title( 0 ) : (string) $item['opening_title'] );
			case 'email':
				return '<a href="' . esc_url( 'mailto:' . $item['email'] ) . '">' . esc_html( (string) $item['email'] ) . '</a>';
			case 'cv':
				return '<a href="' . esc_url( ApplicationsPage::download_url( (int) $item['id'] ) ) . '">' . esc_html( (string) $item['cv_name'] ) . '</a> <span class="description">' . esc_html( size_format( (int) $item['cv_bytes'], 1 ) ) . '</span>';
			case 'mail_status':
				return esc_html( ContactMessage::mail_status_label( (string) $item['mail_status'] ) );
			case 'deleted_on':
				return esc_html( ApplicationsPage::deleted_on( (string) $item['created_at'] ) );
		}
		return '';
	}
}
