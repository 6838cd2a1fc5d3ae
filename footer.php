<?php
/**
 * Site footer: the price-list signup (on every page but the home page, which has its own, and the
 * checkout and order pages), the
 * aside (a quick-contact rail that changes colour in three steps as the footer scrolls in: spec
 * section 4, src/ui/aside.ts), company block (demo details, the seller identification: issue 27,
 * plugins/kabelshop-core/templates/parts/seller-identification.php), links (with the privacy policy, Content\Privacy), the footer metal price,
 * copyright, the options side menu (a modal <dialog> opened from the header's options button:
 * spec section 2, src/ui/options-menu.ts) and the side cart mount point (spec section 1: side
 * drawer cart; it loads when a cart button is pressed).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\View\FooterView;
use Kabelshop\View\HeaderView;
use Kabelshop\View\MountPoint;

$kabelshop_footer    = FooterView::data();
$kabelshop_company   = $kabelshop_footer['company'];
$kabelshop_signup    = Pages::url( 'home' ) . '#price-list-signup';
$kabelshop_home_page = is_page_template( 'templates/page-home.php' );
// Issue 27: no price-list signup under the checkout and order pages either (a buyer paying is not asked to subscribe).
$kabelshop_signup_here = ! $kabelshop_home_page && ! is_page_template( array( 'templates/page-checkout.php', 'templates/page-order.php' ) );
?>
</main>
<?php if ( $kabelshop_signup_here ) : ?>
	<div class="section section--surface site-signup" id="price-list-signup">
		<div class="container"><?php get_template_part( 'templates/parts/newsletter-signup' ); ?></div>
	</div>
<?php endif; ?>
<aside class="ks-aside" data-ks-aside data-step="1" aria-label="<?php esc_attr_e( 'Quick contact', 'kabelshop' ); ?>">
	<ul class="ks-aside__list">
		<li><a class="ks-aside__link" href="<?php echo esc_url( (string) $kabelshop_company['phone_href'] ); ?>">
			<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" fill="currentColor"/></svg>
			<span class="ks-aside__text"><?php esc_html_e( 'Call us', 'kabelshop' ); ?></span>
		</a></li>
		<li><a class="ks-aside__link" href="<?php echo esc_url( 'mailto:' . $kabelshop_company['email'] ); ?>">
			<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M3 5h18v14H3z M3 6l9 7 9-7" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>
			<span class="ks-aside__text"><?php esc_html_e( 'E-mail', 'kabelshop' ); ?></span>
		</a></li>
		<li><a class="ks-aside__link" href="<?php echo esc_url( $kabelshop_signup ); ?>">
			<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M6 3h9l4 4v14H6z M14 3v5h5 M9 13h7 M9 17h7" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/></svg>
			<span class="ks-aside__text"><?php esc_html_e( 'Price list', 'kabelshop' ); ?></span>
		</a></li>
	</ul>
</aside>
<footer class="site-footer" data-ks-aside-footer>
	<div class="container site-footer__grid">
		<section class="site-footer__company" aria-labelledby="site-footer-company">
			<h2 class="site-footer__title" id="site-footer-company"><?php echo esc_html( (string) $kabelshop_company['name'] ); ?></h2>
			<p class="site-footer__lead"><?php esc_html_e( 'Cables for companies and trades: technical catalogue, cutting to length and delivery.', 'kabelshop' ); ?></p>
			<address class="site-footer__address">
				<?php echo esc_html( (string) $kabelshop_company['street'] ); ?><br>
				<?php echo esc_html( $kabelshop_company['postcode'] . ' ' . $kabelshop_company['city'] ); ?>, <?php echo esc_html( (string) $kabelshop_company['country'] ); ?><br>
				<a href="<?php echo esc_url( (string) $kabelshop_company['phone_href'] ); ?>"><?php echo esc_html( (string) $kabelshop_company['phone'] ); ?></a><br>
				<a href="<?php echo esc_url( 'mailto:' . $kabelshop_company['email'] ); ?>"><?php echo esc_html( (string) $kabelshop_company['email'] ); ?></a>
			</address>
			<p class="demo-note"><?php esc_html_e( 'Demo values: the address, phone number and e-mail address are placeholders, not real contact details.', 'kabelshop' ); ?></p>
			<?php \Kabelshop\View\Templates::render( 'parts/seller-identification', array( 'class' => 'site-footer__identification' ) ); ?>
		</section>

		<nav class="site-footer__links" aria-labelledby="site-footer-links">
			<h2 class="site-footer__title" id="site-footer-links"><?php esc_html_e( 'Links', 'kabelshop' ); ?></h2>
			<ul>
				<?php foreach ( $kabelshop_footer['links'] as $kabelshop_link ) : ?>
					<li><a href="<?php echo esc_url( $kabelshop_link['url'] ); ?>"<?php echo $kabelshop_link['current'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $kabelshop_link['label'] ); ?></a></li>
				<?php endforeach; ?>
				<?php $kabelshop_privacy = \Kabelshop\Content\Privacy::link(); ?>
				<?php if ( null !== $kabelshop_privacy && ! in_array( $kabelshop_privacy['url'], array_column( $kabelshop_footer['links'], 'url' ), true ) ) : ?>
					<li><a href="<?php echo esc_url( $kabelshop_privacy['url'] ); ?>" rel="privacy-policy"<?php echo $kabelshop_privacy['current'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $kabelshop_privacy['label'] ); ?></a></li>
				<?php endif; ?>
			</ul>
		</nav>

		<div class="site-footer__metal-price" id="footer-metal-price"><?php get_template_part( 'templates/parts/footer-metal-price' ); ?></div>
	</div>
	<div class="site-footer__bottom">
		<div class="container">
			<p>
				<?php
				/* translators: 1: year, 2: company name */
				echo esc_html( sprintf( __( '© %1$s %2$s. All rights reserved.', 'kabelshop' ), $kabelshop_footer['year'], (string) $kabelshop_company['name'] ) );
				?>
			</p>
		</div>
	</div>
</footer>
<dialog class="ks-options" id="ks-options" aria-labelledby="ks-options-title">
	<div class="ks-options__panel">
		<div class="ks-options__head">
			<h2 class="ks-options__title" id="ks-options-title"><?php esc_html_e( 'Options', 'kabelshop' ); ?></h2>
			<button type="button" class="icon-button ks-options__close" data-ks-options-close aria-label="<?php esc_attr_e( 'Close the options', 'kabelshop' ); ?>">
				<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>
			</button>
		</div>
		<nav class="ks-options__group" aria-labelledby="ks-options-language">
			<h3 class="ks-options__subtitle" id="ks-options-language"><?php esc_html_e( 'Language', 'kabelshop' ); ?></h3>
			<ul class="ks-options__languages">
				<?php foreach ( HeaderView::languages() as $kabelshop_language ) : ?>
					<li><a class="ks-options__language" href="<?php echo esc_url( $kabelshop_language['url'] ); ?>" lang="<?php echo esc_attr( $kabelshop_language['lang'] ); ?>" hreflang="<?php echo esc_attr( $kabelshop_language['lang'] ); ?>"<?php echo $kabelshop_language['current'] ? ' aria-current="true"' : ''; ?>><?php echo esc_html( $kabelshop_language['name'] ); ?></a></li>
				<?php endforeach; ?>
			</ul>
		</nav>
		<nav class="ks-options__group" aria-labelledby="ks-options-tools">
			<h3 class="ks-options__subtitle" id="ks-options-tools"><?php esc_html_e( 'For buyers', 'kabelshop' ); ?></h3>
			<ul class="ks-options__links">
				<li><a href="<?php echo esc_url( Pages::url( 'metal-prices' ) ); ?>"><?php esc_html_e( 'Copper and aluminium prices', 'kabelshop' ); ?></a></li>
				<li><a href="<?php echo esc_url( Pages::url( 'documents' ) ); ?>"><?php esc_html_e( 'Find an invoice or declaration of performance', 'kabelshop' ); ?></a></li>
				<li><a href="<?php echo esc_url( $kabelshop_signup ); ?>"><?php esc_html_e( 'Receive the price-list changes by e-mail', 'kabelshop' ); ?></a></li>
				<li><a href="<?php echo esc_url( Pages::url( 'catalogue' ) ); ?>"><?php esc_html_e( 'All products', 'kabelshop' ); ?></a></li>
			</ul>
		</nav>
		<section class="ks-options__group" aria-labelledby="ks-options-contact">
			<h3 class="ks-options__subtitle" id="ks-options-contact"><?php esc_html_e( 'Contact', 'kabelshop' ); ?></h3>
			<ul class="ks-options__links">
				<li><a href="<?php echo esc_url( (string) $kabelshop_company['phone_href'] ); ?>"><?php echo esc_html( (string) $kabelshop_company['phone'] ); ?></a></li>
				<li><a href="<?php echo esc_url( 'mailto:' . $kabelshop_company['email'] ); ?>"><?php echo esc_html( (string) $kabelshop_company['email'] ); ?></a></li>
				<li><a href="<?php echo esc_url( Pages::url( 'contact' ) ); ?>"><?php esc_html_e( 'Contact form and frequently asked questions', 'kabelshop' ); ?></a></li>
			</ul>
		</section>
	</div>
</dialog>
<?php MountPoint::render( 'side-cart', $kabelshop_footer['cart_props'], '', 'interaction' ); ?>
<?php wp_footer(); ?>
</body>
</html>
