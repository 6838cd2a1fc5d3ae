<?php
/**
 * A cable type: title, Croatian name, its photo or else its cross-section drawing (issue 14), description, specifications, a short "Source: <maker>" line
 * (the staff's data notes are never printed here), a demo price note and the article table
 * (product-table island over a server-rendered table, so the
 * page works and is crawlable without JavaScript). Data from View\ProductView; no queries here.
 * header.php opens <main id="main">, footer.php closes it.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MountPoint;
use Kabelshop\View\ProductView;

the_post();
$kabelshop_view    = ProductView::data( get_post() );
$kabelshop_product = $kabelshop_view['product'];
get_header();
?>
<article class="container product" aria-labelledby="product-title">
	<header class="product__header">
		<h1 id="product-title" class="product__title"><?php echo esc_html( $kabelshop_product['designation'] ); ?></h1>
		<?php if ( '' !== $kabelshop_product['hr_name'] && $kabelshop_product['hr_name'] !== $kabelshop_product['designation'] ) : ?>
			<p class="product__hr-name">
				<?php
				/* translators: %s: Croatian designation of the cable type, e.g. PP-Y. */
				echo esc_html( sprintf( __( 'Croatian name: %s', 'kabelshop' ), $kabelshop_product['hr_name'] ) );
				?>
			</p>
		<?php endif; ?>
	</header>

	<?php if ( null !== $kabelshop_view['image'] ) : ?>
		<figure class="product__image<?php echo $kabelshop_view['image']['drawing'] ? ' product__image--drawing' : ''; ?>">
			<img src="<?php echo esc_url( $kabelshop_view['image']['url'] ); ?>" alt="<?php echo esc_attr( $kabelshop_view['image']['alt'] ); ?>" width="<?php echo (int) $kabelshop_view['image']['width']; ?>" height="<?php echo (int) $kabelshop_view['image']['height']; ?>" decoding="async">
			<?php if ( '' !== $kabelshop_view['image_caption'] ) : ?>
				<figcaption><?php echo esc_html( $kabelshop_view['image_caption'] ); ?></figcaption>
			<?php endif; ?>
		</figure>
	<?php endif; ?>

	<div class="product__description entry-content"><?php echo wp_kses_post( $kabelshop_product['description_html'] ); ?></div>

	<section class="product__specs" aria-labelledby="product-specs">
		<h2 id="product-specs"><?php esc_html_e( 'Specifications', 'kabelshop' ); ?></h2>
		<dl class="spec-list">
			<?php foreach ( $kabelshop_view['specs'] as $kabelshop_spec ) : ?>
				<div class="spec-list__row">
					<dt><?php echo esc_html( $kabelshop_spec['label'] ); ?></dt>
					<dd><?php echo esc_html( $kabelshop_spec['value'] ); ?></dd>
				</div>
			<?php endforeach; ?>
		</dl>
		<?php if ( '' !== $kabelshop_view['source'] ) : ?>
			<p class="product__source"><?php echo esc_html( $kabelshop_view['source'] ); ?></p>
		<?php endif; ?>
	</section>

	<section class="product__articles" aria-labelledby="product-articles">
		<h2 id="product-articles"><?php esc_html_e( 'Articles and prices', 'kabelshop' ); ?></h2>
		<?php if ( $kabelshop_view['has_demo_prices'] ) : ?>
			<p class="demo-note"><?php esc_html_e( 'Demo prices: the prices, article codes and stock shown here are demonstration values, not offers. Prices are net, in EUR per metre.', 'kabelshop' ); ?></p>
		<?php endif; ?>
		<?php MountPoint::render( 'product-table', $kabelshop_view['table_props'], $kabelshop_view['fallback'] ); ?>
		<p class="product__note"><?php esc_html_e( 'Copper marked "nominal, computed" is cores × cross-section × 8.89 kg/km, not a maker\'s figure. "Not published" means no source gives the value.', 'kabelshop' ); ?></p>
	</section>

</article>
<?php
get_footer();
