<?php
/**
 * Template Name: Inquiry
 *
 * Sending the inquiry list (spec: shop query). The island 'shop-query' shows the list (same store
 * as the cart, kind 'inquiry') and asks for company and contact details, prefilled from the
 * account of a logged-in customer, and an optional note. Visitors may send too (bot check when
 * configured, rate limit on the server). Props from View\InquiryView: { prefill: { company_name,
 * oib, contact_person, email, phone }, catalogueUrl, turnstileSiteKey ('' when the bot check is
 * off) }. Above it, how long quoted prices hold (InquiryView::price_hold()).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\InquiryView;
use Kabelshop\View\MountPoint;

$kabelshop_props    = InquiryView::props();
$kabelshop_fallback = MountPoint::needs_script( __( 'The inquiry form needs JavaScript. Please enable JavaScript in your browser and reload the page, or send us your list by e-mail.', 'kabelshop' ) );
get_header();
?>
<div class="container page page--inquiry">
	<?php
	get_template_part(
		'templates/parts/page-header',
		null,
		array(
			'title' => __( 'Send the inquiry list', 'kabelshop' ),
			'lead'  => __( 'Add articles to the inquiry list from the product pages, then send it here with your contact details. We answer with an offer.', 'kabelshop' ),
		)
	);
	?>
	<p class="inquiry-price-hold"><?php echo esc_html( InquiryView::price_hold() ); ?></p>
	<?php MountPoint::render( 'shop-query', $kabelshop_props, $kabelshop_fallback ); ?>
	<?php get_template_part( 'templates/parts/privacy-note' ); // Issue 27. ?>
</div>
<?php
get_footer();
