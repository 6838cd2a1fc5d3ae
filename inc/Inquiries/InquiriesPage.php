<?php
/**
 * wp-admin page "Kabelshop -> Inquiries".
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Inquiries;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\I18n\Format;

/**
 * Lists inquiries (InquiryListTable) and shows one (?inquiry=<id>) with its lines and a form to
 * set the status (new, answered, closed) and an internal note. Capability kabelshop_manage_orders;
 * the status form is checked with the nonce ACTION and redirects back with ?updated=1 (or
 * ?updated=0 when nothing was saved).
 */
final class InquiriesPage {

	public const PARENT = 'kabelshop';
	public const SLUG   = 'kabelshop-inquiries';
	public const ACTION = 'kabelshop_inquiry_status';

	/**
	 * Adds the page below the "Kabelshop" menu (creating the menu when no other service did).
	 */
	public function add_page(): void {
		global $admin_page_hooks;
		$title = __( 'Inquiries', 'kabelshop' );
		if ( empty( $admin_page_hooks[ self::PARENT ] ) ) {
			add_menu_page( __( 'Kabelshop', 'kabelshop' ), __( 'Kabelshop', 'kabelshop' ), Roles::CAP_MANAGE, self::PARENT, array( $this, 'render' ), 'dashicons-cart', 56 );
		}
		$hook = add_submenu_page( self::PARENT, $title, $title, Roles::CAP_MANAGE, self::SLUG, array( $this, 'render' ) );
		if ( is_string( $hook ) && '' !== $hook ) {
			add_action( 'load-' . $hook, array( $this, 'handle' ) );
		}
	}

	/**
	 * Saves a status change (POST), then redirects back to the detail.
	 */
	public function handle(): void {
		if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['inquiry_id'] ) ) {
			return;
		}
		if ( ! current_user_can( Roles::CAP_MANAGE ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), 403 );
		}
		check_admin_referer( self::ACTION );
		$id     = absint( wp_unslash( $_POST['inquiry_id'] ) );
		$status = isset( $_POST['status'] ) ? sanitize_key( wp_unslash( $_POST['status'] ) ) : '';
		$note   = isset( $_POST['staff_note'] ) ? sanitize_textarea_field( wp_unslash( $_POST['staff_note'] ) ) : '';
		$done   = ( new InquiryRepository() )->update_status( $id, $status, $note );
		wp_safe_redirect( admin_url( 'admin.php?page=' . self::SLUG . '&inquiry=' . $id . '&updated=' . ( $done ? '1' : '0' ) ) );
		exit;
	}

	/**
	 * Prints the list or the detail.
	 */
	public function render(): void {
		if ( ! current_user_can( Roles::CAP_MANAGE ) ) {
			wp_die( esc_html__( 'Your account is not allowed to do this.', 'kabelshop' ), 403 );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- choosing what to show.
		$id = isset( $_GET['inquiry'] ) ? absint( wp_unslash( $_GET['inquiry'] ) ) : 0;
		if ( $id > 0 ) {
			$this->render_detail( $id );
			return;
		}
		$table = new InquiryListTable();
		$table->prepare_items();
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Inquiries', 'kabelshop' ); ?></h1>
			<?php $table->views(); ?>
			<form method="get">
				<input type="hidden" name="page" value="<?php echo esc_attr( self::SLUG ); ?>">
				<?php $table->display(); ?>
			</form>
		</div>
		<?php
	}

	/**
	 * Prints one inquiry with the status form.
	 *
	 * @param int $id Inquiry id.
	 */
	private function render_detail( int $id ): void {
		$inquiry = ( new InquiryRepository() )->find( $id );
		$back    = admin_url( 'admin.php?page=' . self::SLUG );
		if ( null === $inquiry ) {
			echo '<div class="wrap"><h1>' . esc_html__( 'Inquiries', 'kabelshop' ) . '</h1><p>' . esc_html__( 'This inquiry does not exist.', 'kabelshop' ) . '</p><p><a href="' . esc_url( $back ) . '">' . esc_html__( 'Back to the inquiries', 'kabelshop' ) . '</a></p></div>';
			return;
		}
		$locale = str_replace( '_', '-', get_user_locale() );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses the notice.
		$updated = isset( $_GET['updated'] ) ? sanitize_key( wp_unslash( $_GET['updated'] ) ) : '';
		?>
		<div class="wrap">
			<h1>
				<?php
				/* translators: %s: inquiry number */
				echo esc_html( sprintf( __( 'Inquiry %s', 'kabelshop' ), InquiryMailer::number( $id ) ) );
				?>
			</h1>
			<?php if ( '1' === $updated ) : ?>
				<div class="notice notice-success"><p><?php esc_html_e( 'The inquiry was updated.', 'kabelshop' ); ?></p></div>
			<?php elseif ( '0' === $updated ) : ?>
				<div class="notice notice-error"><p><?php esc_html_e( 'The inquiry was not updated. Please try again.', 'kabelshop' ); ?></p></div>
			<?php endif; ?>
			<p><a href="<?php echo esc_url( $back ); ?>"><?php esc_html_e( 'Back to the inquiries', 'kabelshop' ); ?></a></p>
			<table class="form-table" role="presentation">
				<tr><th scope="row"><?php esc_html_e( 'Date', 'kabelshop' ); ?></th><td><?php echo esc_html( get_date_from_gmt( $inquiry['created_at'], 'd.m.Y. H:i' ) ); ?></td></tr>
				<tr><th scope="row"><?php esc_html_e( 'Company', 'kabelshop' ); ?></th><td><?php echo esc_html( $inquiry['company_name'] ); ?></td></tr>
				<tr><th scope="row"><?php esc_html_e( 'OIB/MB', 'kabelshop' ); ?></th><td><?php echo esc_html( '' !== $inquiry['oib'] ? $inquiry['oib'] : '-' ); ?></td></tr>
				<tr><th scope="row"><?php esc_html_e( 'Contact person', 'kabelshop' ); ?></th><td><?php echo esc_html( $inquiry['contact_person'] ); ?></td></tr>
				<tr><th scope="row"><?php esc_html_e( 'E-mail', 'kabelshop' ); ?></th><td><a href="<?php echo esc_url( 'mailto:' . $inquiry['email'] ); ?>"><?php echo esc_html( $inquiry['email'] ); ?></a></td></tr>
				<tr><th scope="row"><?php esc_html_e( 'Phone', 'kabelshop' ); ?></th><td><?php echo esc_html( $inquiry['phone'] ); ?></td></tr>
				<tr><th scope="row"><?php esc_html_e( 'Note', 'kabelshop' ); ?></th><td><?php echo nl2br( esc_html( '' !== $inquiry['note'] ? $inquiry['note'] : '-' ) ); ?></td></tr>
				<tr><th scope="row"><?php esc_html_e( 'Customer account', 'kabelshop' ); ?></th><td><?php echo $inquiry['user_id'] > 0 ? '<a href="' . esc_url( get_edit_user_link( $inquiry['user_id'] ) ) . '">' . esc_html( (string) get_the_author_meta( 'display_name', $inquiry['user_id'] ) ) . '</a>' : esc_html__( 'Visitor (not logged in)', 'kabelshop' ); ?></td></tr>
			</table>
			<h2><?php esc_html_e( 'Articles', 'kabelshop' ); ?></h2>
			<table class="widefat striped">
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Article code', 'kabelshop' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Article', 'kabelshop' ); ?></th>
						<th scope="col" class="num"><?php esc_html_e( 'Metres', 'kabelshop' ); ?></th>
						<th scope="col" class="num"><?php esc_html_e( 'List price per metre (EUR, net)', 'kabelshop' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $inquiry['lines'] as $line ) : ?>
						<tr>
							<td><?php echo esc_html( $line['article_code'] ); ?></td>
							<td><?php echo esc_html( trim( $line['name'] . ' ' . $line['size_label'] ) ); ?></td>
							<td class="num"><?php echo esc_html( Format::scaled( $line['quantity_m'], 0, $locale ) ); ?></td>
							<td class="num"><?php echo esc_html( Format::unit_price_e4( $line['unit_price_e4'], $locale ) ); ?><?php echo $line['price_is_demo'] ? ' <em>(' . esc_html__( 'demo price', 'kabelshop' ) . ')</em>' : ''; ?></td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
			<h2><?php esc_html_e( 'Status', 'kabelshop' ); ?></h2>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin.php?page=' . self::SLUG . '&inquiry=' . $id ) ); ?>">
				<?php wp_nonce_field( self::ACTION ); ?>
				<input type="hidden" name="inquiry_id" value="<?php echo esc_attr( (string) $id ); ?>">
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="ks-inquiry-status"><?php esc_html_e( 'Status', 'kabelshop' ); ?></label></th>
						<td>
							<select id="ks-inquiry-status" name="status">
								<?php foreach ( Inquiry::STATUSES as $status ) : ?>
									<option value="<?php echo esc_attr( $status ); ?>" <?php selected( $inquiry['status'], $status ); ?>><?php echo esc_html( Inquiry::status_label( $status ) ); ?></option>
								<?php endforeach; ?>
							</select>
						</td>
					</tr>
					<tr>
						<th scope="row"><label for="ks-inquiry-note"><?php esc_html_e( 'Internal note', 'kabelshop' ); ?></label></th>
						<td><textarea id="ks-inquiry-note" name="staff_note" rows="4" cols="60" maxlength="2000"><?php echo esc_textarea( $inquiry['staff_note'] ); ?></textarea></td>
					</tr>
				</table>
				<?php submit_button( __( 'Save status', 'kabelshop' ) ); ?>
			</form>
		</div>
		<?php
	}
}
