<?php
/**
 * The wp-admin screen "Kabelshop -> Registrations": the queue with the note and the bulk form
 * (Admin\RegistrationsPage).
 *
 * $args: notices, table (prepared Accounts\ApprovalListTable), action (form URL), note_max.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap">
	<h1><?php esc_html_e( 'Registrations waiting for approval', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><?php esc_html_e( 'Select registrations, write a note if needed and choose Approve or Reject. Approved customers get an e-mail with a link to set their password; rejected applicants get the note as the reason.', 'kabelshop-core' ); ?></p>
	<form method="post" action="<?php echo esc_url( $args['action'] ); ?>">
		<p>
			<label for="ks-approval-note"><?php esc_html_e( 'Note to the customer (required for a rejection)', 'kabelshop-core' ); ?></label><br>
			<textarea id="ks-approval-note" name="note" rows="3" cols="60" maxlength="<?php echo (int) $args['note_max']; ?>"></textarea>
		</p>
		<?php $args['table']->display(); ?>
	</form>
</div>
