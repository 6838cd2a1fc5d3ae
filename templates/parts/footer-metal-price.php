<?php
/**
 * Footer metal price (spec section 2): the latest LME copper and aluminium prices in EUR per
 * tonne with their date, server-rendered (no JavaScript), linking to the metal prices page.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MetalPricesView;

$kabelshop_metals = MetalPricesView::latest();
?>
<section class="footer-metal-price" aria-labelledby="footer-metal-price-title">
	<h2 class="site-footer__title" id="footer-metal-price-title"><?php esc_html_e( 'Metal prices', 'kabelshop' ); ?></h2>
	<?php if ( $kabelshop_metals ) : ?>
		<ul class="footer-metal-price__list">
			<?php foreach ( $kabelshop_metals as $kabelshop_metal ) : ?>
				<li>
					<?php
					/* translators: 1: metal, 2: price in EUR per tonne, 3: date. */
					echo esc_html( sprintf( __( '%1$s: %2$s EUR/t (LME, %3$s)', 'kabelshop' ), $kabelshop_metal['label'], $kabelshop_metal['eur'], $kabelshop_metal['date'] ) );
					?>
				</li>
			<?php endforeach; ?>
		</ul>
		<?php foreach ( array_filter( array_column( $kabelshop_metals, 'stale_notice' ) ) as $kabelshop_sentence ) : ?>
			<p class="footer-metal-price__stale"><?php echo esc_html( $kabelshop_sentence ); ?></p>
		<?php endforeach; ?>
	<?php else : ?>
		<p><?php esc_html_e( 'No metal prices yet.', 'kabelshop' ); ?></p>
	<?php endif; ?>
	<p><a href="<?php echo esc_url( MetalPricesView::page_url() ); ?>"><?php esc_html_e( 'All metal prices', 'kabelshop' ); ?></a></p>
</section>
