<?php
/**
 * Site footer: company block (demo details), links, the footer metal price container (filled by a
 * later issue), copyright, and the side cart mount point (spec section 1: side drawer cart; it
 * loads when a cart button is pressed).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\FooterView;
use Kabelshop\View\MountPoint;

$kabelshop_footer  = FooterView::data();
$kabelshop_company = $kabelshop_footer['company'];
?>
</main>
<footer class="site-footer">
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
		</section>

		<nav class="site-footer__links" aria-labelledby="site-footer-links">
			<h2 class="site-footer__title" id="site-footer-links"><?php esc_html_e( 'Links', 'kabelshop' ); ?></h2>
			<ul>
				<?php foreach ( $kabelshop_footer['links'] as $kabelshop_link ) : ?>
					<li><a href="<?php echo esc_url( $kabelshop_link['url'] ); ?>"<?php echo $kabelshop_link['current'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $kabelshop_link['label'] ); ?></a></li>
				<?php endforeach; ?>
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
<?php MountPoint::render( 'side-cart', $kabelshop_footer['cart_props'], '', 'interaction' ); ?>
<?php wp_footer(); ?>
</body>
</html>
