<?php
/**
 * The wp-admin screen "Kabelshop -> Contact messages": one message with its status buttons
 * (Admin\ContactMessagesPage).
 *
 * $args: notices, back, message (null when it does not exist), and for a message: date,
 * status_label, mail_label, mail_failed, statuses, action, nonce_action.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_message = $args['message'];
if ( null === $kabelshop_message ) : ?>
	<div class="wrap"><h1><?php esc_html_e( 'Contact messages', 'kabelshop-core' ); ?></h1><p><?php esc_html_e( 'This message does not exist.', 'kabelshop-core' ); ?></p><p><a href="<?php echo esc_url( $args['back'] ); ?>"><?php esc_html_e( 'Back to the messages', 'kabelshop-core' ); ?></a></p></div>
	<?php
	return;
endif;
?>
<div class="wrap">
	<h1>
		<?php
		/* translators: %s: sender's name */
		echo esc_html( sprintf( __( 'Message from %s', 'kabelshop-core' ), $kabelshop_message['name'] ) );
		?>
	</h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><a href="<?php echo esc_url( $args['back'] ); ?>"><?php esc_html_e( 'Back to the messages', 'kabelshop-core' ); ?></a></p>
	<?php if ( $args['mail_failed'] ) : ?>
		<div class="notice notice-warning inline"><p><?php esc_html_e( 'The e-mail about this message could not be sent. The message is stored here; please answer it from this screen.', 'kabelshop-core' ); ?></p></div>
	<?php endif; ?>
	<table class="form-table" role="presentation">
		<tr><th scope="row"><?php esc_html_e( 'Date', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $args['date'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Name', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $kabelshop_message['name'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Company', 'kabelshop-core' ); ?></th><td><?php echo esc_html( '' !== $kabelshop_message['company'] ? $kabelshop_message['company'] : '-' ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'E-mail', 'kabelshop-core' ); ?></th><td><a href="<?php echo esc_url( 'mailto:' . $kabelshop_message['email'] ); ?>"><?php echo esc_html( $kabelshop_message['email'] ); ?></a></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Phone', 'kabelshop-core' ); ?></th><td><?php echo esc_html( '' !== $kabelshop_message['phone'] ? $kabelshop_message['phone'] : '-' ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Message', 'kabelshop-core' ); ?></th><td><?php echo nl2br( esc_html( $kabelshop_message['message'] ) ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Language', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $kabelshop_message['language'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Consent given', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $kabelshop_message['consent_text'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Mail', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $args['mail_label'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Status', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $args['status_label'] ); ?></td></tr>
	</table>
	<form method="post" action="<?php echo esc_url( $args['action'] ); ?>">
		<?php wp_nonce_field( $args['nonce_action'] ); ?>
		<input type="hidden" name="message_id" value="<?php echo esc_attr( (string) $kabelshop_message['id'] ); ?>">
		<p>
			<?php foreach ( $args['statuses'] as $kabelshop_value => $kabelshop_label ) : ?>
				<button type="submit" class="button<?php echo $kabelshop_value === $kabelshop_message['status'] ? ' button-primary' : ''; ?>" name="status" value="<?php echo esc_attr( $kabelshop_value ); ?>">
					<?php
					/* translators: %s: status name */
					echo esc_html( sprintf( __( 'Mark as: %s', 'kabelshop-core' ), $kabelshop_label ) );
					?>
				</button>
			<?php endforeach; ?>
		</p>
	</form>
</div>
