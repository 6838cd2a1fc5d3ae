<?php
/**
 * The subscriber list in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Newsletter;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Admin\NewsletterPage;
use Kabelshop\I18n\Locale;

if ( ! class_exists( '\WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Subscribers, newest first, PER_PAGE a page, filtered by status (views) and address (search box):
 * address, status, language, consent time and IP, confirmation time. Staff with
 * NewsletterService::CAP_MANAGE also get a Delete button per row (erasure on request: a POST to
 * admin-post.php with its own nonce, Admin\NewsletterPage::delete()).
 */
final class SubscriberListTable extends \WP_List_Table {

	public const PER_PAGE = 25;

	/**
	 * @param bool $can_delete Whether to show the Delete buttons.
	 */
	public function __construct( private readonly bool $can_delete = false ) {
		parent::__construct(
			array(
				'singular' => 'subscriber',
				'plural'   => 'subscribers',
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
		$columns = array(
			'email'        => __( 'E-mail', 'kabelshop-core' ),
			'status'       => __( 'Status', 'kabelshop-core' ),
			'language'     => __( 'Language', 'kabelshop-core' ),
			'consent_at'   => __( 'Consent given', 'kabelshop-core' ),
			'confirmed_at' => __( 'Confirmed', 'kabelshop-core' ),
		);
		if ( $this->can_delete ) {
			$columns['delete'] = __( 'Delete', 'kabelshop-core' );
		}
		return $columns;
	}

	/**
	 * Status links with counts.
	 *
	 * @return array<string, string>
	 */
	protected function get_views(): array {
		$current = self::status_filter();
		$counts  = ( new Subscribers() )->counts();
		$base    = admin_url( 'admin.php?page=' . NewsletterPage::SLUG );
		$views   = array( 'all' => '<a href="' . esc_url( $base ) . '"' . ( '' === $current ? ' class="current" aria-current="page"' : '' ) . '>' . esc_html__( 'All', 'kabelshop-core' ) . ' <span class="count">(' . esc_html( (string) array_sum( $counts ) ) . ')</span></a>' );
		foreach ( Subscribers::STATUSES as $status ) {
			$views[ $status ] = '<a href="' . esc_url( add_query_arg( 'status', $status, $base ) ) . '"' . ( $status === $current ? ' class="current" aria-current="page"' : '' ) . '>' . esc_html( Subscribers::status_label( $status ) ) . ' <span class="count">(' . esc_html( (string) $counts[ $status ] ) . ')</span></a>';
		}
		return $views;
	}

	/**
	 * The status filter of the URL ('' for all).
	 */
	public static function status_filter(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a filter changes no data.
		$status = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		return in_array( $status, Subscribers::STATUSES, true ) ? $status : '';
	}

	/**
	 * The search of the URL ('' for none).
	 */
	public static function search_filter(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a filter changes no data.
		return isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( (string) $_GET['s'] ) ) : '';
	}

	/**
	 * Loads the page of rows.
	 */
	public function prepare_items(): void {
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'email' );
		$page                  = ( new Subscribers() )->page( self::status_filter(), self::search_filter(), self::PER_PAGE, $this->get_pagenum() );
		$this->items           = $page['rows'];
		$this->set_pagination_args(
			array(
				'total_items' => $page['total'],
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * Text of an empty list.
	 */
	public function no_items(): void {
		esc_html_e( 'No subscribers yet.', 'kabelshop-core' );
	}

	/**
	 * A cell.
	 *
	 * @param array<string, mixed> $item        Subscribers::shape() row.
	 * @param string               $column_name Column.
	 */
	protected function column_default( $item, $column_name ): string {
		switch ( $column_name ) {
			case 'email':
				return '<strong>' . esc_html( (string) $item['email'] ) . '</strong>';
			case 'status':
				return esc_html( Subscribers::status_label( (string) $item['status'] ) );
			case 'language':
				return esc_html( Locale::LANGUAGES[ (string) $item['language'] ][1] ?? (string) $item['language'] );
			case 'consent_at':
				return esc_html( get_date_from_gmt( (string) $item['consent_at'], 'd.m.Y. H:i' ) ) . '<br><span class="description">' . esc_html( (string) $item['consent_ip'] ) . '</span>';
			case 'confirmed_at':
				return null === $item['confirmed_at'] ? '–' : esc_html( get_date_from_gmt( (string) $item['confirmed_at'], 'd.m.Y. H:i' ) );
			case 'delete':
				return '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">'
					. '<input type="hidden" name="action" value="' . esc_attr( NewsletterPage::ACTION_DELETE ) . '">'
					. '<input type="hidden" name="subscriber_id" value="' . esc_attr( (string) (int) $item['id'] ) . '">'
					. wp_nonce_field( NewsletterPage::ACTION_DELETE . '_' . (int) $item['id'], '_wpnonce', true, false )
					/* translators: %s: e-mail address */
					. '<button type="submit" class="button button-link-delete" aria-label="' . esc_attr( sprintf( __( 'Delete %s', 'kabelshop-core' ), (string) $item['email'] ) ) . '">' . esc_html__( 'Delete', 'kabelshop-core' ) . '</button></form>';
		}
		return '';
	}
}
