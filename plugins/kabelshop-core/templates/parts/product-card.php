<?php
/**
 * One product card of the catalogue's result list (the one renderer: View\ProductCardView::html()
 * serves the server-rendered first page and the products route's card_html). Arguments ($args):
 * card (array from View\ProductCardView::card()). A customer with the business discount sees
 * "Your price from …" and the list price struck through and labelled "List price"; each size
 * links to the product page at that size's rows. The picture (photo, else cross-section drawing
 * with its description as alt text) comes first.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_card = (array) ( $args['card'] ?? array() );
if ( ! $kabelshop_card ) {
	return;
}
?>
<li class="ks-card">
	<?php if ( null !== $kabelshop_card['image'] ) : ?>
		<img class="ks-card__image<?php echo $kabelshop_card['image']['drawing'] ? ' ks-card__image--drawing' : ''; ?>" src="<?php echo esc_url( $kabelshop_card['image']['url'] ); ?>" alt="<?php echo esc_attr( $kabelshop_card['image']['alt'] ); ?>" width="<?php echo (int) $kabelshop_card['image']['width']; ?>" height="<?php echo (int) $kabelshop_card['image']['height']; ?>" loading="lazy" decoding="async">
	<?php endif; ?>
	<h3 class="ks-card__title"><a href="<?php echo esc_url( (string) $kabelshop_card['url'] ); ?>"><?php echo esc_html( (string) $kabelshop_card['designation'] ); ?></a></h3>
	<?php if ( '' !== $kabelshop_card['hr_name'] && $kabelshop_card['hr_name'] !== $kabelshop_card['designation'] ) : ?>
		<p class="ks-card__name"><?php echo esc_html( (string) $kabelshop_card['hr_name'] ); ?></p>
	<?php endif; ?>
	<?php if ( '' !== $kabelshop_card['category'] ) : ?>
		<p class="ks-card__category"><?php echo esc_html( (string) $kabelshop_card['category'] ); ?></p>
	<?php endif; ?>
	<?php if ( $kabelshop_card['size_links'] ) : ?>
		<p class="ks-card__sizes">
			<span class="ks-card__label"><?php esc_html_e( 'Sizes:', 'kabelshop-core' ); ?></span>
			<?php foreach ( $kabelshop_card['size_links'] as $kabelshop_size ) : ?>
				<a class="ks-card__size" href="<?php echo esc_url( $kabelshop_size['url'] ); ?>" aria-label="<?php echo esc_attr( $kabelshop_size['name'] ); ?>"><?php echo esc_html( $kabelshop_size['label'] ); ?></a><?php echo esc_html( $kabelshop_size['after'] ); ?>
			<?php endforeach; ?>
			<?php echo esc_html( $kabelshop_card['more_sizes'] ); ?>
		</p>
	<?php endif; ?>
	<p class="ks-card__price">
		<?php if ( '' === $kabelshop_card['price'] ) : ?>
			<?php esc_html_e( 'Price on request', 'kabelshop-core' ); ?>
		<?php elseif ( '' !== $kabelshop_card['your_price'] ) : ?>
			<span class="ks-card__label ks-card__label--yours"><?php echo esc_html_x( 'Your price from', 'lowest customer price on a product card', 'kabelshop-core' ); ?></span> <span class="ks-price ks-price--yours"><?php echo esc_html( (string) $kabelshop_card['your_price'] ); ?></span><?php echo esc_html_x( '/m', 'per metre, after a price', 'kabelshop-core' ); ?>
			<span class="ks-list-price"><span class="ks-list-price__label"><?php esc_html_e( 'List price', 'kabelshop-core' ); ?></span> <s class="ks-price"><?php echo esc_html( (string) $kabelshop_card['price'] ); ?></s><?php echo esc_html_x( '/m', 'per metre, after a price', 'kabelshop-core' ); ?></span>
			<?php if ( $kabelshop_card['price_is_demo'] ) : ?>
				<span class="ks-demo-tag" title="<?php esc_attr_e( 'Demonstration price, not a real offer.', 'kabelshop-core' ); ?>"><?php esc_html_e( 'demo price', 'kabelshop-core' ); ?></span>
			<?php endif; ?>
		<?php else : ?>
			<span class="ks-card__label"><?php echo esc_html_x( 'from', 'lowest price on a product card', 'kabelshop-core' ); ?></span> <span class="ks-price"><?php echo esc_html( (string) $kabelshop_card['price'] ); ?></span><?php echo esc_html_x( '/m', 'per metre, after a price', 'kabelshop-core' ); ?>
			<?php if ( $kabelshop_card['price_is_demo'] ) : ?>
				<span class="ks-demo-tag" title="<?php esc_attr_e( 'Demonstration price, not a real offer.', 'kabelshop-core' ); ?>"><?php esc_html_e( 'demo price', 'kabelshop-core' ); ?></span>
			<?php endif; ?>
		<?php endif; ?>
	</p>
</li>
