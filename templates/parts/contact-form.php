<?php
/**
 * The contact form (issue 12, Forms): the 'contact-form' island's mount point with a labelled
 * server-rendered fallback. The fallback's fields carry the island's field names, so what a visitor
 * types before the script arrives is kept (components/fallback.ts); without JavaScript it says how
 * to write instead. Data: View\FormsView::contact().
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\FormsView;
use Kabelshop\View\MountPoint;

$kabelshop_contact = FormsView::contact();
ob_start();
?>
<form class="ks-site-form ks-contact-form ks-fallback" aria-describedby="ks-contact-fallback-note">
	<p class="ks-fallback__note" id="ks-contact-fallback-note">
		<?php
		/* translators: %s: e-mail address */
		echo esc_html( sprintf( __( 'The form is loading. Without JavaScript it cannot be sent: please write to %s instead.', 'kabelshop' ), $kabelshop_contact['email'] ) );
		?>
	</p>
	<p class="ks-field"><label for="ks-contact-fallback-name"><?php esc_html_e( 'Name and surname', 'kabelshop' ); ?></label><input id="ks-contact-fallback-name" name="name" type="text" autocomplete="name" maxlength="<?php echo esc_attr( (string) $kabelshop_contact['limits']['name'] ); ?>"></p>
	<p class="ks-field"><label for="ks-contact-fallback-company"><?php esc_html_e( 'Company', 'kabelshop' ); ?></label><input id="ks-contact-fallback-company" name="company" type="text" autocomplete="organization" maxlength="<?php echo esc_attr( (string) $kabelshop_contact['limits']['company'] ); ?>"></p>
	<p class="ks-field"><label for="ks-contact-fallback-email"><?php esc_html_e( 'E-mail', 'kabelshop' ); ?></label><input id="ks-contact-fallback-email" name="email" type="email" autocomplete="email" maxlength="<?php echo esc_attr( (string) $kabelshop_contact['limits']['email'] ); ?>"></p>
	<p class="ks-field"><label for="ks-contact-fallback-phone"><?php esc_html_e( 'Phone', 'kabelshop' ); ?></label><input id="ks-contact-fallback-phone" name="phone" type="tel" autocomplete="tel" maxlength="<?php echo esc_attr( (string) $kabelshop_contact['limits']['phone'] ); ?>"></p>
	<p class="ks-field"><label for="ks-contact-fallback-message"><?php esc_html_e( 'Message', 'kabelshop' ); ?></label><textarea id="ks-contact-fallback-message" name="message" rows="6" maxlength="<?php echo esc_attr( (string) $kabelshop_contact['limits']['message'] ); ?>"></textarea></p>
	<p><a class="ks-button" href="<?php echo esc_url( 'mailto:' . $kabelshop_contact['email'] ); ?>"><?php esc_html_e( 'Write an e-mail instead', 'kabelshop' ); ?></a></p>
</form>
<?php
$kabelshop_fallback = (string) ob_get_clean();
MountPoint::render( 'contact-form', $kabelshop_contact['props'], $kabelshop_fallback );
// Issue 27: the privacy policy below the form (with and without JavaScript).
get_template_part( 'templates/parts/privacy-note' );
