<?php
/**
 * The inquiries list in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Inquiries;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\InquiriesPage;

if ( ! class_exists( '\WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * WP_List_Table of inquiries: date (site time zone), company, e-mail, lines, status; newest first,
 * 20 per page, status views (all, new, answered, closed). Each company links to the detail screen.
 */
final class InquiryListTable extends \WP_List_Table {

	public const PER_PAGE = 20;

	/**
	 * Sets up the table (singular inquiry, plural inquiries, no AJAX).
	 */
	public function __construct() {
		parent::__construct(
			array(
				'singular' => 'inquiry',
				'plural'   => 'inquiries',
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
			'created_at'   => __( 'Date', 'kabelshop-core' ),
			'company_name' => __( 'Company', 'kabelshop-core' ),
			'email'        => __( 'E-mail', 'kabelshop-core' ),
			'line_count'   => __( 'Lines', 'kabelshop-core' ),
			'status'       => __( 'Status', 'kabelshop-core' ),
		);
	}

	/**
	 * Status views with counts.
	 *
	 * @return array<string, string>
	 */
	protected function get_views(): array {
		$current = self::status_filter();
		$base    = admin_url( 'admin.php?page=' . InquiriesPage::SLUG );
		$views   = array( 'all' => '<a href="' . esc_url( $base ) . '"' . ( '' === $current ? ' class="current" aria-current="page"' : '' ) . '>' . esc_html__( 'All', 'kabelshop-core' ) . '</a>' );
		foreach ( Inquiry::STATUSES as $status ) {
			$views[ $status ] = '<a href="' . esc_url( add_query_arg( 'status', $status, $base ) ) . '"' . ( $status === $current ? ' class="current" aria-current="page"' : '' ) . '>' . esc_html( Inquiry::status_label( $status ) ) . '</a>';
		}
		return $views;
	}

	/**
	 * The status filter of the request ('' for all).
	 */
	public static function status_filter(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a filter changes no data.
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		return in_array( $status, Inquiry::STATUSES, true ) ? $status : '';
	}

	/**
	 * Loads the page of rows.
	 */
	public function prepare_items(): void {
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'company_name' );
		$page                  = ( new InquiryRepository() )->page( self::status_filter(), $this->get_pagenum(), self::PER_PAGE );
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
		esc_html_e( 'No inquiries yet.', 'kabelshop-core' );
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
			case 'email':
				return '<a href="' . esc_url( 'mailto:' . $item['email'] ) . '">' . esc_html( (string) $item['email'] ) . '</a>';
			case 'line_count':
				return esc_html( (string) (int) $item['line_count'] );
			case 'status':
				return '<span class="ks-inquiry-status ks-inquiry-status--' . esc_attr( (string) $item['status'] ) . '">' . esc_html( Inquiry::status_label( (string) $item['status'] ) ) . '</span>';
		}
		return '';
	}

	/**
	 * Company cell, linking to the detail.
	 *
	 * @param array<string, mixed> $item Row.
	 */
	protected function column_company_name( $item ): string {
		$url = admin_url( 'admin.php?page=' . InquiriesPage::SLUG . '&inquiry=' . (int) $item['id'] );
		return '<strong><a class="row-title" href="' . esc_url( $url ) . '">' . esc_html( (string) $item['company_name'] ) . '</a></strong> <span class="description">' . esc_html( InquiryMailer::number( (int) $item['id'] ) ) . '</span>';
	}
}
