<?php
/**
 * Template Name: Document search
 *
 * Public document search (issue 4, spec: document search): the document number plus the control
 * number printed on an invoice or a declaration of performance return that one document. The
 * document-search island does the work (POST kabelshop/v1/documents/search); without JavaScript
 * a notice says so.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MountPoint;

get_header();
?>
<div class="container page page--documents">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => __( 'Document search', 'kabelshop' ) ) ); ?>
	<p><?php esc_html_e( 'Enter the document number and the control number printed on your invoice or declaration of performance to download a copy.', 'kabelshop' ); ?></p>
	<?php MountPoint::render( 'document-search', array(), MountPoint::needs_script( __( 'This form needs JavaScript. Please enable JavaScript in your browser and reload the page.', 'kabelshop' ) ) ); ?>
</div>
<?php
get_footer();
