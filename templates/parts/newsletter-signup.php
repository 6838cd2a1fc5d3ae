<?php
/**
 * The price-list signup section (spec: mailing list signup): title, headline, then the island
 * 'newsletter-signup' (e-mail field, consent, success title and message, the "Or" separator, the price
 * list as CSV and the catalogue link). Data from View\NewsletterView::section(); may be printed on the home page and in
 * the footer of the same page (each gets its own heading id). Without JavaScript the fallback keeps
 * the title, a note and the catalogue link.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MountPoint;
use Kabelshop\View\NewsletterView;

$kabelshop_newsletter = NewsletterView::section();
$kabelshop_fallback   = '<p class="ks-fallback">' . esc_html( $kabelshop_newsletter['no_script'] ) . '</p>'
	. '<p class="ks-newsletter__or"><span>' . esc_html( $kabelshop_newsletter['or'] ) . '</span></p>'
	. '<ul class="ks-newsletter__alternative"><li><a href="' . esc_url( $kabelshop_newsletter['price_list_url'] ) . '" download>' . esc_html( $kabelshop_newsletter['price_list_label'] ) . '</a></li>'
	. '<li><a href="' . esc_url( $kabelshop_newsletter['catalogue_url'] ) . '">' . esc_html( $kabelshop_newsletter['catalogue_label'] ) . '</a></li></ul>';
?>
<section class="ks-newsletter-section" aria-labelledby="<?php echo esc_attr( $kabelshop_newsletter['id'] ); ?>">
	<h2 class="ks-newsletter-section__title" id="<?php echo esc_attr( $kabelshop_newsletter['id'] ); ?>"><?php echo esc_html( $kabelshop_newsletter['title'] ); ?></h2>
	<p class="ks-newsletter-section__headline"><?php echo esc_html( $kabelshop_newsletter['headline'] ); ?></p>
	<?php MountPoint::render( 'newsletter-signup', $kabelshop_newsletter['props'], $kabelshop_fallback ); ?>
</section>
