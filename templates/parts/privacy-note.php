<?php
/**
 * The privacy note below a form that collects personal data (issue 27, GDPR art. 13): one line
 * linking the privacy policy in the page's language (Content\Privacy::link()). Printed by the
 * contact, application, price-list signup, registration, inquiry and checkout templates, outside
 * the island's mount point, so it shows with and without JavaScript. Nothing while the page does
 * not exist.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_privacy = \Kabelshop\Content\Privacy::link();
if ( null === $kabelshop_privacy ) {
	return;
}
?>
<p class="privacy-note">
	<?php esc_html_e( 'How we use the data you enter, how long we keep it and your rights:', 'kabelshop' ); ?>
	<a href="<?php echo esc_url( $kabelshop_privacy['url'] ); ?>" data-privacy-link><?php echo esc_html( $kabelshop_privacy['label'] ); ?></a>
</p>
