<?php
/**
 * Template Name: Checkout
 *
 * Checkout (spec section 2: cart, note, delivery and payment, summary with delivery and VAT lines,
 * success page with a track-order link). The checkout island does the work; the fallback explains
 * that it needs JavaScript and, for visitors who cannot order, how to log in or register.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\CheckoutView;
use Kabelshop\View\MountPoint;

$kabelshop_props = CheckoutView::props();
get_header();
?>
<div class="container page page--checkout">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => __( 'Checkout', 'kabelshop' ) ) ); ?>
	<?php MountPoint::render( 'checkout', $kabelshop_props, CheckoutView::fallback( $kabelshop_props ) ); ?>
	<?php get_template_part( 'templates/parts/privacy-note' ); // Issue 27. ?>
</div>
<?php
get_footer();
