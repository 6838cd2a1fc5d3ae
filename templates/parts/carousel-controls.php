<?php
/**
 * The buttons of a carousel (src/ui/carousels.ts): previous, next and, for a carousel that moves
 * on its own, pause/play (WCAG 2.2.2). The translated labels for Swiper's a11y module ride on the
 * wrapper as data-label-*. Hidden until the script has started the carousel (without it the
 * slides are a plain list). Arguments ($args): autoplay (bool), label (string: the carousel's name).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_autoplay = ! empty( $args['autoplay'] );
$kabelshop_name     = (string) ( $args['label'] ?? '' );
?>
<div class="ks-carousel__controls" data-ks-carousel-labels
	data-label-prev="<?php esc_attr_e( 'Previous slide', 'kabelshop' ); ?>"
	data-label-next="<?php esc_attr_e( 'Next slide', 'kabelshop' ); ?>"
	data-label-first="<?php esc_attr_e( 'This is the first slide', 'kabelshop' ); ?>"
	data-label-last="<?php esc_attr_e( 'This is the last slide', 'kabelshop' ); ?>"
	<?php /* translators: {{index}} and {{slidesLength}} are replaced by the carousel script (keep them as they are): the slide's number and the number of slides. */ ?>
	data-label-slide="<?php esc_attr_e( 'Slide {{index}} of {{slidesLength}}', 'kabelshop' ); ?>"
	data-label-pause="<?php esc_attr_e( 'Pause the carousel', 'kabelshop' ); ?>"
	data-label-play="<?php esc_attr_e( 'Play the carousel', 'kabelshop' ); ?>">
	<button type="button" class="ks-carousel__button ks-carousel__button--prev" data-ks-prev>
		<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
		<span class="sr-only">
		<?php
		/* translators: %s: name of the carousel, e.g. "News" */
		echo esc_html( sprintf( __( 'Previous: %s', 'kabelshop' ), $kabelshop_name ) );
		?>
		</span>
	</button>
	<?php if ( $kabelshop_autoplay ) : ?>
		<button type="button" class="ks-carousel__button ks-carousel__button--toggle" data-ks-autoplay-toggle aria-pressed="false" aria-label="<?php esc_attr_e( 'Pause the carousel', 'kabelshop' ); ?>">
			<svg class="ks-carousel__pause" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M8 5v14M16 5v14" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/></svg>
			<svg class="ks-carousel__play" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M8 5l11 7-11 7z" fill="currentColor"/></svg>
		</button>
	<?php endif; ?>
	<button type="button" class="ks-carousel__button ks-carousel__button--next" data-ks-next>
		<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>
		<span class="sr-only">
		<?php
		/* translators: %s: name of the carousel, e.g. "News" */
		echo esc_html( sprintf( __( 'Next: %s', 'kabelshop' ), $kabelshop_name ) );
		?>
		</span>
	</button>
</div>
