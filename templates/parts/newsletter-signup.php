<?php
/**
 * The price-list signup section (spec: mailing list signup): title, headline, then the island
 * 'newsletter-signup' (e-mail field, consent, success title and message, the "Or" separator, the price
 * list as CSV and the catalogue link). Data from View\NewsletterView::section(); may be printed on the home page and in
 * the footer of the same page (each gets its own heading id). The fallback is the island's form
 * (same fields and size): the island loads on the first pointer or focus on it (MountPoint
 * 'interaction', so React is not loaded for a section most visitors only scroll past) and keeps
 * what was typed and ticked; a submit pressed before it mounted is held and sent by the island
 * (islands/boot.ts, issue 27). Without JavaScript a note says the form needs it; the alternatives still work.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MountPoint;
use Kabelshop\View\NewsletterView;

$kabelshop_newsletter = NewsletterView::section();
$kabelshop_form_id    = $kabelshop_newsletter['id'] . '-form';
$kabelshop_fallback   = '<div class="ks-newsletter"><div class="ks-newsletter__result"></div>'
	. '<form class="ks-newsletter__form" method="post">'
	. '<div class="ks-field"><label for="' . esc_attr( $kabelshop_form_id . '-email' ) . '">' . esc_html( $kabelshop_newsletter['email_label'] ) . '</label>'
	. '<input id="' . esc_attr( $kabelshop_form_id . '-email' ) . '" name="email" type="email" autocomplete="email" aria-required="true"></div>'
	. '<div class="ks-field ks-field--checkbox"><input id="' . esc_attr( $kabelshop_form_id . '-consent' ) . '" name="consent" type="checkbox" aria-required="true">'
	. '<label for="' . esc_attr( $kabelshop_form_id . '-consent' ) . '">' . esc_html( $kabelshop_newsletter['consent_text'] ) . '</label></div>'
	. '<noscript><p class="ks-fallback">' . esc_html( $kabelshop_newsletter['no_script'] ) . '</p></noscript>'
	. '<button type="submit" class="ks-button ks-button--primary">' . esc_html( $kabelshop_newsletter['subscribe_label'] ) . '</button></form>'
	. '<p class="ks-newsletter__or"><span>' . esc_html( $kabelshop_newsletter['or'] ) . '</span></p>'
	. '<ul class="ks-newsletter__alternative"><li><a href="' . esc_url( $kabelshop_newsletter['price_list_url'] ) . '" download>' . esc_html( $kabelshop_newsletter['price_list_label'] ) . '</a></li>'
	. '<li><a href="' . esc_url( $kabelshop_newsletter['catalogue_url'] ) . '">' . esc_html( $kabelshop_newsletter['catalogue_label'] ) . '</a></li></ul></div>';
?>
<section class="ks-newsletter-section" aria-labelledby="<?php echo esc_attr( $kabelshop_newsletter['id'] ); ?>">
	<h2 class="ks-newsletter-section__title" id="<?php echo esc_attr( $kabelshop_newsletter['id'] ); ?>"><?php echo esc_html( $kabelshop_newsletter['title'] ); ?></h2>
	<p class="ks-newsletter-section__headline"><?php echo esc_html( $kabelshop_newsletter['headline'] ); ?></p>
	<?php MountPoint::render( 'newsletter-signup', $kabelshop_newsletter['props'], $kabelshop_fallback, 'interaction' ); ?>
	<?php get_template_part( 'templates/parts/privacy-note' ); // Issue 27. ?>
</section>
