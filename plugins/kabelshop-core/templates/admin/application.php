<?php
/**
 * The wp-admin screen "Kabelshop -> Job applications": one application (Admin\ApplicationsPage).
 *
 * $args: notices, back, application (null when it does not exist), and for an application:
 * opening, date, deleted_on, download (URL), size, mail_label, action, nonce_action.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_application = $args['application'];
if ( null === $kabelshop_application ) : ?>
	<div class="wrap"><h1><?php esc_html_e( 'Job applications', 'kabelshop-core' ); ?></h1><p><?php esc_html_e( 'This application does not exist (any more).', 'kabelshop-core' ); ?></p><p><a href="<?php echo esc_url( $args['back'] ); ?>"><?php esc_html_e( 'Back to the applications', 'kabelshop-core' ); ?></a></p></div>
	<?php
	return;
endif;
?>
<div class="wrap">
	<h1>
		<?php
		/* translators: %s: applicant's name */
		echo esc_html( sprintf( __( 'Application from %s', 'kabelshop-core' ), $kabelshop_application['name'] ) );
		?>
	</h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<p><a href="<?php echo esc_url( $args['back'] ); ?>"><?php esc_html_e( 'Back to the applications', 'kabelshop-core' ); ?></a></p>
	<table class="form-table" role="presentation">
		<tr><th scope="row"><?php esc_html_e( 'Date', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $args['date'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Opening', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $args['opening'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Name', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $kabelshop_application['name'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'E-mail', 'kabelshop-core' ); ?></th><td><a href="<?php echo esc_url( 'mailto:' . $kabelshop_application['email'] ); ?>"><?php echo esc_html( $kabelshop_application['email'] ); ?></a></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Phone', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $kabelshop_application['phone'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Cover note', 'kabelshop-core' ); ?></th><td><?php echo nl2br( esc_html( '' !== $kabelshop_application['cover_note'] ? $kabelshop_application['cover_note'] : '-' ) ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'CV', 'kabelshop-core' ); ?></th><td><a href="<?php echo esc_url( $args['download'] ); ?>"><?php echo esc_html( $kabelshop_application['cv_name'] ); ?></a> <span class="description"><?php echo esc_html( $args['size'] ); ?></span></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Language', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $kabelshop_application['language'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Consent given', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $kabelshop_application['consent_text'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Mail', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $args['mail_label'] ); ?></td></tr>
		<tr><th scope="row"><?php esc_html_e( 'Deleted on', 'kabelshop-core' ); ?></th><td><?php echo esc_html( $args['deleted_on'] ); ?></td></tr>
	</table>
	<form method="post" action="<?php echo esc_url( $args['action'] ); ?>">
		<?php wp_nonce_field( $args['nonce_action'] ); ?>
		<input type="hidden" name="application_id" value="<?php echo esc_attr( (string) $kabelshop_application['id'] ); ?>">
		<?php submit_button( __( 'Delete the application and its CV now', 'kabelshop-core' ), 'delete', 'submit', false ); ?>
	</form>
</div>
