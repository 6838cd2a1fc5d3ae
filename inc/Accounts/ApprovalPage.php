<?php
/**
 * wp-admin page "Kabelshop -> Registrations".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Accounts;

defined( 'ABSPATH' ) || exit;

/**
 * The queue of pending registrations (capability kabelshop_approve_customers, given to
 * administrators by Roles): an ApprovalListTable with bulk approve / reject and one note field
 * (sent to the customer: the reason of a rejection, an optional remark with an approval). The form
 * posts back to the page (the list table's nonce 'bulk-registrations'); on the page's load hook handle()
 * decides each selected user with Approval and redirects back with counts in the query
 * (done=approve|reject&count=N&skipped=N) for the notice. The list table's bulk selectors are
 * named action / action2 as in core's list screens.
 */
final class ApprovalPage {

	public const SLUG   = 'kabelshop-registrations';
	public const PARENT = 'kabelshop';
	/** Nonce action of the bulk form: WP_List_Table::display() prints it as 'bulk-' . plural. */
	public const ACTION = 'bulk-registrations';

	/**
	 * Adds the page below the "Kabelshop" menu (creating the menu when no other service did).
	 */
	public function add_page(): void {
		global $admin_page_hooks;
		$count = count( Approval::pending_ids() );
		$title = __( 'Registrations', 'kabelshop' );
		$menu  = $count > 0 ? $title . ' <span class="awaiting-mod">' . (int) $count . '</span>' : $title;
		if ( empty( $admin_page_hooks[ self::PARENT ] ) ) {
			add_menu_page( __( 'Kabelshop', 'kabelshop' ), __( 'Kabelshop', 'kabelshop' ), Roles::CAP_APPROVE, self::PARENT, array( $this, 'render' ), 'dashicons-cart', 56 );
		}
		$hook = add_submenu_page( self::PARENT, $title, $menu, Roles::CAP_APPROVE, self::SLUG, array( $this, 'render' ) );
		if ( is_string( $hook ) && '' !== $hook ) {
			add_action( 'load-' . $hook, array( $this, 'handle' ) );
		}
	}

	/**
	 * Prints the queue.
	 */
	public function render(): void {
		if ( ! current_user_can( Roles::CAP_APPROVE ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), 403 );
		}
		$table = new ApprovalListTable();
		$table->prepare_items();
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Registrations waiting for approval', 'kabelshop' ); ?></h1>
			<?php $this->notice(); ?>
			<p><?php esc_html_e( 'Select registrations, write a note if needed and choose Approve or Reject. Approved customers get an e-mail with a link to set their password; rejected applicants get the note as the reason.', 'kabelshop' ); ?></p>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin.php?page=' . self::SLUG ) ); ?>">
				<p>
					<label for="ks-approval-note"><?php esc_html_e( 'Note to the customer (required for a rejection)', 'kabelshop' ); ?></label><br>
					<textarea id="ks-approval-note" name="note" rows="3" cols="60" maxlength="<?php echo (int) Approval::NOTE_MAX; ?>"></textarea>
				</p>
				<?php $table->display(); ?>
			</form>
		</div>
		<?php
	}

	/**
	 * Handles a posted bulk form: decides each selected user, then redirects back. GET: nothing.
	 */
	public function handle(): void {
		if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] ) {
			return;
		}
		if ( ! current_user_can( Roles::CAP_APPROVE ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), 403 );
		}
		check_admin_referer( self::ACTION ); // The list table prints this nonce ('bulk-' . its plural).
		$action = $this->chosen_action();
		$note   = isset( $_POST['note'] ) ? sanitize_textarea_field( wp_unslash( $_POST['note'] ) ) : '';
		$users  = isset( $_POST['users'] ) ? array_map( 'intval', (array) wp_unslash( $_POST['users'] ) ) : array();
		$back   = admin_url( 'admin.php?page=' . self::SLUG );
		if ( '' === $action || array() === $users ) {
			wp_safe_redirect( add_query_arg( 'done', 'none', $back ) );
			exit;
		}
		if ( 'reject' === $action && '' === trim( $note ) ) {
			wp_safe_redirect( add_query_arg( 'done', 'no-reason', $back ) );
			exit;
		}
		$result = $this->decide( $action, $users, $note, get_current_user_id() );
		wp_safe_redirect(
			add_query_arg(
				array(
					'done'    => $action,
					'count'   => $result['done'],
					'skipped' => $result['skipped'],
				),
				$back
			)
		);
		exit;
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
			$ok    = 'approve' === $action ? $approval->approve( $user_id, $note, $staff_id ) : $approval->reject( $user_id, $note, $staff_id );
			$done += $ok ? 1 : 0;
		}
		return array(
			'done'    => $done,
			'skipped' => count( array_unique( $users ) ) - $done,
		);
	}

	/**
	 * The bulk action chosen in either selector of the list table ('' when none).
	 */
	private function chosen_action(): string {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked in handle().
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

	/**
	 * The notice after a decision.
	 */
	private function notice(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- display only.
		$done = isset( $_GET['done'] ) ? sanitize_key( wp_unslash( $_GET['done'] ) ) : '';
		if ( '' === $done ) {
			return;
		}
		$count   = isset( $_GET['count'] ) ? absint( $_GET['count'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$skipped = isset( $_GET['skipped'] ) ? absint( $_GET['skipped'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		if ( 'approve' === $done ) {
			/* translators: %d: number of registrations */
			$text = sprintf( _n( '%d registration approved.', '%d registrations approved.', $count, 'kabelshop' ), $count );
		} elseif ( 'reject' === $done ) {
			/* translators: %d: number of registrations */
			$text = sprintf( _n( '%d registration rejected.', '%d registrations rejected.', $count, 'kabelshop' ), $count );
		} elseif ( 'no-reason' === $done ) {
			$text = __( 'Please write the reason for the rejection in the note.', 'kabelshop' );
		} else {
			$text = __( 'Please select registrations and an action.', 'kabelshop' );
		}
		if ( $skipped > 0 ) {
			/* translators: %d: number of registrations */
			$text .= ' ' . sprintf( _n( '%d was no longer waiting and was skipped.', '%d were no longer waiting and were skipped.', $skipped, 'kabelshop' ), $skipped );
		}
		$class = in_array( $done, array( 'approve', 'reject' ), true ) ? 'notice-success' : 'notice-warning';
		printf( '<div class="notice %1$s" role="status"><p>%2$s</p></div>', esc_attr( $class ), esc_html( $text ) );
	}
}
