<?php
/**
 * The contact messages list in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Forms;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\ContactMessagesPage;

if ( ! class_exists( '\WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * WP_List_Table of contact messages: check box, date (site time zone), name (links to the message),
 * e-mail, company, status, mail (sent / mail failed); newest first, PER_PAGE per page, status views
 * (all, new, answered, archived) and bulk actions setting a status (handled by
 * ContactMessagesPage::load(), nonce 'bulk-contact-messages' which WP_List_Table prints).
 */
final class ContactListTable extends \WP_List_Table {

	public const PER_PAGE = 20;

	/** Bulk action name prefix; the rest is a status. */
	public const BULK_PREFIX = 'status-';

	/**
	 * Sets up the table (singular contact-message, plural contact-messages, no AJAX).
	 */
	public function __construct() {
		parent::__construct(
			array(
				'singular' => 'contact-message',
				'plural'   => 'contact-messages',
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
			'cb'          => '<input type="checkbox">',
			'name'        => __( 'Name', 'kabelshop-core' ),
			'created_at'  => __( 'Date', 'kabelshop-core' ),
			'email'       => __( 'E-mail', 'kabelshop-core' ),
			'company'     => __( 'Company', 'kabelshop-core' ),
			'status'      => __( 'Status', 'kabelshop-core' ),
			'mail_status' => __( 'Mail', 'kabelshop-core' ),
		);
	}

	/**
	 * Bulk actions: set each status.
	 *
	 * @return array<string, string>
	 */
	protected function get_bulk_actions(): array {
		$actions = array();
		foreach ( ContactMessage::STATUSES as $status ) {
			/* translators: %s: status name, e.g. Answered */
			$actions[ self::BULK_PREFIX . $status ] = sprintf( __( 'Mark as: %s', 'kabelshop-core' ), ContactMessage::status_label( $status ) );
		}
		return $actions;
	}

	/**
	 * Status views.
	 *
	 * @return array<string, string>
	 */
	protected function get_views(): array {
		$current = self::status_filter();
		$base    = admin_url( 'admin.php?page=' . ContactMessagesPage::SLUG );
		$views   = array( 'all' => '<a href="' . esc_url( $base ) . '"' . ( '' === $current ? ' class="current" aria-current="page"' : '' ) . '>' . esc_html__( 'All', 'kabelshop-core' ) . '</a>' );
		foreach ( ContactMessage::STATUSES as $status ) {
			$views[ $status ] = '<a href="' . esc_url( add_query_arg( 'status', $status, $base ) ) . '"' . ( $status === $current ? ' class="current" aria-current="page"' : '' ) . '>' . esc_html( ContactMessage::status_label( $status ) ) . '</a>';
		}
		return $views;
	}

	/**
	 * The status filter of the request ('' for all).
	 */
	public static function status_filter(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a filter changes no data.
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		return in_array( $status, ContactMessage::STATUSES, true ) ? $status : '';
	}

	/**
	 * Loads the page of rows.
	 */
	public function prepare_items(): void {
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'name' );
		$page                  = ( new ContactRepository() )->page( self::status_filter(), $this->get_pagenum(), self::PER_PAGE );
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
		esc_html_e( 'No messages yet.', 'kabelshop-core' );
	}

	/**
	 * Check box cell.
	 *
	 * @param array<string, mixed> $item Row.
	 */
	protected function column_cb( $item ): string {
		/* translators: %s: sender's name */
		$label = sprintf( __( 'Select the message from %s', 'kabelshop-core' ), (string) $item['name'] );
		return '<label class="screen-reader-text" for="ks-message-' . (int) $item['id'] . '">' . esc_html( $label ) . '</label><input type="checkbox" id="ks-message-' . (int) $item['id'] . '" name="message[]" value="' . (int) $item['id'] . '">';
	}

	/**
	 * Name cell, linking to the message.
	 *
	 * @param array<string, mixed> $item Row.
	 */
	protected function column_name( $item ): string {
		$url = admin_url( 'admin.php?page=' . ContactMessagesPage::SLUG . '&message=' . (int) $item['id'] );
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
			case 'email':
				return '<a href="' . esc_url( 'mailto:' . $item['email'] ) . '">' . esc_html( (string) $item['email'] ) . '</a>';
			case 'company':
				return esc_html( (string) $item['company'] );
			case 'status':
				return esc_html( ContactMessage::status_label( (string) $item['status'] ) );
			case 'mail_status':
				$failed = ContactMessage::MAIL_FAILED === $item['mail_status'];
				return ( $failed ? '<strong class="ks-mail-failed">' : '' ) . esc_html( ContactMessage::mail_status_label( (string) $item['mail_status'] ) ) . ( $failed ? '</strong>' : '' );
		}
		return '';
	}
}
