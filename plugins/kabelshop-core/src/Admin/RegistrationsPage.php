<?php
/**
 * The wp-admin screen "Kabelshop -> Registrations".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Admin;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Approval;
use Kabelshop\Accounts\ApprovalListTable;
use Kabelshop\Accounts\Roles;

/**
 * The queue of pending registrations (capability kabelshop_approve_customers, given to
 * administrators by Roles): an ApprovalListTable with bulk approve / reject and one note field
 * (sent to the customer: the reason of a rejection, an optional remark with an approval). The form
 * posts back to the screen (the list table's nonce 'bulk-registrations'); on the load hook load()
 * decides each selected user with Approval and redirects back with a notice naming the counts.
 * The list table's bulk selectors are named action / action2 as in core's list screens.
 * The menu entry shows the number waiting in core's count bubble. Template: admin/registrations.
 */
final class RegistrationsPage extends AdminPage {

	public const SLUG = 'kabelshop-registrations';
	/** Nonce action of the bulk form: WP_List_Table::display() prints it as 'bulk-' . plural. */
	public const ACTION = 'bulk-registrations';

	/** Menu slug. */
	public function slug(): string {
		return self::SLUG;
	}

	/** Page title. */
	public function title(): string {
		return __( 'Registrations', 'kabelshop-core' );
	}

	/** Who may approve customers. */
	public function capability(): string {
		return Roles::CAP_APPROVE;
	}

	/** After Orders, before the documents screens (as before the move). */
	protected function priority(): int {
		return 20;
	}

	/** The title with the number waiting (an integer, so no escaping is lost). */
	protected function menu_title(): string {
		$count = count( Approval::pending_ids() );
		return $count > 0 ? $this->title() . ' <span class="awaiting-mod">' . (int) $count . '</span>' : $this->title();
	}

	/**
	 * The queue.
	 *
	 * @return array<string, mixed> template, table (prepared ApprovalListTable), action (form URL),
	 *         note_max (characters of the note, Approval::NOTE_MAX).
	 */
	protected function view(): array {
		$table = new ApprovalListTable();
		$table->prepare_items();
		return array(
			'template' => 'registrations',
			'table'    => $table,
			'action'   => $this->url(),
			'note_max' => Approval::NOTE_MAX,
		);
	}

	/**
	 * Handles a posted bulk form: decides each selected user, then redirects back. GET: nothing.
	 */
	public function load(): void {
		if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] ) {
			return;
		}
		$this->guard();
		check_admin_referer( self::ACTION ); // The list table prints this nonce ('bulk-' . its plural).
		$action = $this->chosen_action();
		$note   = isset( $_POST['note'] ) ? sanitize_textarea_field( wp_unslash( $_POST['note'] ) ) : '';
		$users  = isset( $_POST['users'] ) ? array_map( 'intval', (array) wp_unslash( $_POST['users'] ) ) : array();
		$back   = $this->url();
		if ( '' === $action || array() === $users ) {
			self::redirect_with_notice( $back, 'warning', __( 'Please select registrations and an action.', 'kabelshop-core' ) );
		}
		if ( 'reject' === $action && '' === trim( $note ) ) {
			self::redirect_with_notice( $back, 'warning', __( 'Please write the reason for the rejection in the note.', 'kabelshop-core' ) );
		}
		$result = $this->decide( $action, $users, $note, get_current_user_id() );
		self::redirect_with_notice( $back, 'success', self::result_text( $action, $result['done'], $result['skipped'] ) );
	}

	/**
	 * Decides many users.
	 *
	 * @param string $action   'approve' | 'reject'.
	 * @param int[]  $users    User ids.
	 * @param string $note     Note / reason.
	 * @param int    $staff_id Staff user id.
	 * @return array{done: int, skipped: int}
	 */
	public function decide( string $action, array $users, string $note, int $staff_id ): array {
		$approval = new Approval();
		$done     = 0;
		foreach ( array_unique( $users ) as $user_id ) {
			try {
				$ok = 'approve' === $action ? $approval->approve( $user_id, $note, $staff_id ) : $approval->reject( $user_id, $note, $staff_id );
			} catch ( \Kabelshop\Domain\ShopException $e ) {
				$ok = false; // Being changed by another request this moment: counted as skipped.
			}
			$done += $ok ? 1 : 0;
		}
		return array(
			'done'    => $done,
			'skipped' => count( array_unique( $users ) ) - $done,
		);
	}

	/**
	 * The notice after a decision.
	 *
	 * @param string $action  'approve' | 'reject'.
	 * @param int    $count   Users decided.
	 * @param int    $skipped Users no longer waiting.
	 */
	public static function result_text( string $action, int $count, int $skipped ): string {
		if ( 'approve' === $action ) {
			/* translators: %d: number of registrations */
			$text = sprintf( _n( '%d registration approved.', '%d registrations approved.', $count, 'kabelshop-core' ), $count );
		} else {
			/* translators: %d: number of registrations */
			$text = sprintf( _n( '%d registration rejected.', '%d registrations rejected.', $count, 'kabelshop-core' ), $count );
		}
		if ( $skipped > 0 ) {
			/* translators: %d: number of registrations */
			$text .= ' ' . sprintf( _n( '%d was no longer waiting and was skipped.', '%d were no longer waiting and were skipped.', $skipped, 'kabelshop-core' ), $skipped );
		}
		return $text;
	}

	/**
	 * The bulk action chosen in either selector of the list table ('' when none).
	 */
	private function chosen_action(): string {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked in load().
		$top    = isset( $_POST['action'] ) ? sanitize_key( wp_unslash( $_POST['action'] ) ) : '';
		$bottom = isset( $_POST['action2'] ) ? sanitize_key( wp_unslash( $_POST['action2'] ) ) : '';
		// phpcs:enable
		foreach ( array( $top, $bottom ) as $candidate ) {
			if ( in_array( $candidate, array( 'approve', 'reject' ), true ) ) {
				return $candidate;
			}
		}
		return '';
	}
}
