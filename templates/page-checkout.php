<?php
/**
 * Template Name: Checkout
 *
 * Checkout (spec section 2: cart, note, delivery and payment, summary with delivery and VAT lines,
 * success page with a track-order link). The checkout island does the work for who may order (its
 * fallback says it needs JavaScript); visitors and pending customers get the server's gate instead
 * (how to log in or register, or to wait for approval) and no island.
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
	<?php
	if ( $kabelshop_props['canOrder'] ) {
		MountPoint::render( 'checkout', $kabelshop_props, CheckoutView::fallback() );
	} else {
		// Visitors and pending customers: the server's gate, no island (CheckoutView::gate()).
		echo CheckoutView::gate( $kabelshop_props ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in gate().
	}
	?>
	<?php get_template_part( 'templates/parts/privacy-note' ); // Issue 27. ?>
</div>
<?php
get_footer();
