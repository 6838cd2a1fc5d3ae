<?php
/**
 * The job application form (issue 12, Forms): the 'application-form' island's mount point with a
 * labelled fallback. $args: openings (list of { id, title }: the openings shown on the page),
 * selected (optional opening id; 0 = open application). Data: View\FormsView::application().
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\FormsView;
use Kabelshop\View\MountPoint;

$kabelshop_application = FormsView::application( $args['openings'] ?? array(), $args['selected'] ?? 0 );
ob_start();
?>
<div class="ks-site-form ks-application-form ks-fallback">
	<p class="ks-fallback__note">
		<?php
		/* translators: %s: e-mail address */
		echo esc_html( sprintf( __( 'The application form is loading. Without JavaScript it cannot upload your CV: please send your application to %s instead.', 'kabelshop' ), $kabelshop_application['email'] ) );
		?>
	</p>
	<p><a class="ks-button" href="<?php echo esc_url( 'mailto:' . $kabelshop_application['email'] ); ?>"><?php esc_html_e( 'Apply by e-mail', 'kabelshop' ); ?></a></p>
</div>
<?php
$kabelshop_fallback = (string) ob_get_clean();
MountPoint::render( 'application-form', $kabelshop_application['props'], $kabelshop_fallback );
// Issue 27: the privacy policy below the form (with and without JavaScript).
get_template_part( 'templates/parts/privacy-note' );
