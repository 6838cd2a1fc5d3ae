<?php
/**
 * The wp-admin screen "Kabelshop -> Drums".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Addresses;
use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\Drums\DrumAccount;
use Kabelshop\Commerce\Drums\DrumTypes;
use Kabelshop\I18n\Format;
use Kabelshop\I18n\Locale;

/**
 * The customers' returnable drums (issue 14, Faber's drum account): collection requests first,
 * then drums held, then returned ones, with a filter per status (?status=). Each open drum has
 * "Mark returned" (POST back to the screen, nonce ACTION, capability kabelshop_manage_orders): the
 * drum is returned today and its deposit credited (DrumAccount::mark_returned()), and the buyer
 * gets a mail in their language. Texts and numbers in the staff member's wp-admin language.
 * Template: admin/drums.
 */
final class DrumsPage extends AdminPage {

	public const SLUG   = 'kabelshop-drums';
	public const ACTION = 'kabelshop_drum_returned';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Drums', 'kabelshop-core' );
	}

	/** Staff who handle orders take drums back. */
	public function capability(): string {
		return Roles::CAP_MANAGE;
	}

	/** Right after the orders screen (same priority, booted after it). */
	protected function priority(): int {
		return 11;
	}

	/**
	 * Menu title with the number of open collection requests.
	 */
	protected function menu_title(): string {
		$open = ( new DrumAccount() )->counts()[ DrumAccount::COLLECT_REQUESTED ];
		return $this->title() . ( $open > 0 ? ' <span class="awaiting-mod"><span class="pending-count">' . (int) $open . '</span></span>' : '' );
	}

	/**
	 * URL of the list, optionally filtered by status.
	 *
	 * @param string $status One of DrumAccount::STATUSES, or '' for all.
	 */
	public static function list_url( string $status = '' ): string {
		$args = array( 'page' => self::SLUG );
		if ( '' !== $status ) {
			$args['status'] = $status;
		}
		return add_query_arg( $args, admin_url( 'admin.php' ) );
	}

	/**
	 * Marks a drum returned (POST), then redirects back to the list.
	 */
	public function load(): void {
		if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['drum_id'] ) ) {
			return;
		}
		$this->guard();
		check_admin_referer( self::ACTION );
		$id     = absint( wp_unslash( $_POST['drum_id'] ) );
		$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
		$back   = self::list_url( in_array( $status, DrumAccount::STATUSES, true ) ? $status : '' );
		if ( ( new DrumAccount() )->mark_returned( $id, get_current_user_id() ) ) {
			self::redirect_with_notice( $back, 'success', __( 'The drum is marked returned and its deposit credited. The customer got a mail.', 'kabelshop-core' ) );
		}
		self::redirect_with_notice( $back, 'error', __( 'The drum was not changed: it is returned already, not delivered yet, or no longer listed.', 'kabelshop-core' ) );
	}

	/**
	 * The screen's data.
	 *
	 * @return array<string, mixed> template 'drums', status (the filter), filters (list of {status,
	 *         label, count, url, current}), rows (list of {id, customer, email, user_url, order,
	 *         order_url, drum, since, deposit, status, status_label, requested, address, note,
	 *         returned, open}), action (form URL), nonce_action.
	 */
	protected function view(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing what to show.
		$status   = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( (string) $_GET['status'] ) ) : '';
		$status   = in_array( $status, DrumAccount::STATUSES, true ) ? $status : '';
		$account  = new DrumAccount();
		$counts   = $account->counts();
		$language = Locale::admin_language( get_current_user_id() );
		$locale   = Locale::LANGUAGES[ $language ][1];
		$filters  = array(
			array(
				'status'  => '',
				'label'   => __( 'All', 'kabelshop-core' ),
				'count'   => array_sum( $counts ),
				'url'     => self::list_url(),
				'current' => '' === $status,
			),
		);
		foreach ( DrumAccount::STATUSES as $key ) {
			$filters[] = array(
				'status'  => $key,
				'label'   => DrumAccount::status_label( $key ),
				'count'   => $counts[ $key ],
				'url'     => self::list_url( $key ),
				'current' => $key === $status,
			);
		}
		$rows = array();
		foreach ( $account->staff_list( $status ) as $drum ) {
			$rows[] = array(
				'id'           => (int) $drum['id'],
				'customer'     => '' !== $drum['company'] ? $drum['company'] : $drum['customer_name'],
				'email'        => $drum['customer_email'],
				'user_url'     => (string) get_edit_user_link( (int) $drum['user_id'] ),
				'order'        => (string) $drum['order_number'],
				'order_url'    => OrdersPage::order_url( (int) $drum['order_id'] ),
				'drum'         => DrumTypes::label_in( (string) $drum['drum_type'], $language ) . ' (' . $drum['article_code'] . ')',
				'since'        => Format::date( (string) $drum['since'], $locale ),
				'deposit'      => Format::money_cents( (int) $drum['deposit_cents'], $locale ),
				'status'       => (string) $drum['status'],
				'status_label' => DrumAccount::status_label( (string) $drum['status'], (bool) $drum['delivered'] ),
				'requested'    => null === $drum['collect_requested_at'] ? '' : Format::date( (string) get_date_from_gmt( (string) $drum['collect_requested_at'], 'Y-m-d' ), $locale ),
				'address'      => is_array( $drum['pickup_address'] ) ? Addresses::one_line( $drum['pickup_address'] ) : '',
				'note'         => (string) $drum['collect_note'],
				'returned'     => null === $drum['returned_on'] ? '' : sprintf(
					/* translators: 1: date, 2: amount */
					__( '%1$s, %2$s credited', 'kabelshop-core' ),
					Format::date( (string) $drum['returned_on'], $locale ),
					Format::money_cents( (int) $drum['credited_cents'], $locale )
				),
				// A drum still in the shop (its line not shipped) cannot come back (issue 27).
				'open'         => DrumAccount::RETURNED !== $drum['status'] && ( DrumAccount::HELD !== $drum['status'] || (bool) $drum['delivered'] ),
			);
		}
		return array(
			'template'     => 'drums',
			'status'       => $status,
			'filters'      => $filters,
			'rows'         => $rows,
			'action'       => self::list_url( $status ),
			'nonce_action' => self::ACTION,
		);
	}
}
