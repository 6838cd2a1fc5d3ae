<?php
/**
 * The table of pending registrations in wp-admin.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;


if ( ! class_exists( \WP_List_Table::class ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Lists users with the pending role, oldest first, with a checkbox each and the bulk actions
 * approve / reject (handled by Admin\RegistrationsPage). Columns: company, type, OIB/MB, contact, e-mail,
 * phone, headquarters, registered (date and time in the staff member's language).
 */
final class ApprovalListTable extends \WP_List_Table {

	/**
	 * Creates the table (singular 'registration', plural 'registrations').
	 */
	public function __construct() {
		parent::__construct(
			array(
				'singular' => 'registration',
				'plural'   => 'registrations',
				'ajax'     => false,
			)
		);
	}

	/**
	 * Column titles.
	 *
	 * @return array<string, string>
	 */
	public function get_columns(): array {
		return array(
			'cb'         => '<input type="checkbox" />',
			'company'    => __( 'Company', 'kabelshop-core' ),
			'company_id' => __( 'OIB/MB', 'kabelshop-core' ),
			'contact'    => __( 'Contact person', 'kabelshop-core' ),
			'email'      => __( 'E-mail', 'kabelshop-core' ),
			'phone'      => __( 'Phone', 'kabelshop-core' ),
			'address'    => __( 'Headquarters', 'kabelshop-core' ),
			'registered' => __( 'Registered', 'kabelshop-core' ),
		);
	}

	/**
	 * The bulk actions.
	 *
	 * @return array<string, string>
	 */
	protected function get_bulk_actions(): array {
		return array(
			'approve' => __( 'Approve', 'kabelshop-core' ),
			'reject'  => __( 'Reject', 'kabelshop-core' ),
		);
	}

	/**
	 * Loads the pending users.
	 */
	public function prepare_items(): void {
		$this->_column_headers = array( $this->get_columns(), array(), array() );
		$this->items           = array_map( 'get_userdata', Approval::pending_ids() );
		$this->items           = array_values( array_filter( $this->items ) );
		$this->set_pagination_args(
			array(
				'total_items' => count( $this->items ),
				'per_page'    => max( 1, count( $this->items ) ),
			)
		);
	}

	/**
	 * Message when the queue is empty.
	 */
	public function no_items(): void {
		esc_html_e( 'No registrations are waiting for approval.', 'kabelshop-core' );
	}

	/**
	 * Checkbox cell.
	 *
	 * @param \WP_User $item User.
	 */
	protected function column_cb( $item ): string {
		return sprintf(
			'<label class="screen-reader-text" for="ks-reg-%1$d">%2$s</label><input type="checkbox" id="ks-reg-%1$d" name="users[]" value="%1$d" />',
			(int) $item->ID,
			/* translators: %s: company name */
			esc_html( sprintf( __( 'Select %s', 'kabelshop-core' ), (string) get_user_meta( $item->ID, Registration::META_COMPANY_NAME, true ) ) )
		);
	}

	/**
	 * Other cells.
	 *
	 * @param \WP_User $item        User.
	 * @param string   $column_name Column key.
	 */
	protected function column_default( $item, $column_name ): string {
		$id = (int) $item->ID;
		switch ( $column_name ) {
			case 'company':
				$type = '1' === (string) get_user_meta( $id, Registration::META_COMPANY_TYPE, true ) ? __( 'Company', 'kabelshop-core' ) : __( 'Sole trader / craft', 'kabelshop-core' );
				return '<strong>' . esc_html( (string) get_user_meta( $id, Registration::META_COMPANY_NAME, true ) ) . '</strong><br>' . esc_html( $type );
			case 'company_id':
				return esc_html( (string) get_user_meta( $id, Registration::META_COMPANY_ID, true ) );
			case 'contact':
				return esc_html( (string) get_user_meta( $id, Registration::META_CONTACT_PERSON, true ) );
			case 'email':
				return '<a href="' . esc_url( 'mailto:' . $item->user_email ) . '">' . esc_html( $item->user_email ) . '</a>';
			case 'phone':
				return esc_html( (string) get_user_meta( $id, Registration::META_PHONE, true ) );
			case 'address':
				$hq = Addresses::for_user( $id )['headquarters'];
				return esc_html( $hq ? Addresses::one_line( $hq ) : '' );
			case 'registered':
				return esc_html( wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), strtotime( $item->user_registered . ' UTC' ) ) );
		}
		return '';
	}
}
