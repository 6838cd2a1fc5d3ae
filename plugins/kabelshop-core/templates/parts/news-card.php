<?php
/**
 * One news card. Arguments ($args): card (array from View\NewsView::card()), level (2 or 3:
 * heading level of the title in its page's outline). The featured image (card image_html, a lazy
 * image from View\LazyImage, escaped there) sits above the title when the news has one; the
 * news list island (src/islands/news-list) prints the same markup.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_card  = (array) ( $args['card'] ?? array() );
$kabelshop_level = 2 === (int) ( $args['level'] ?? 2 ) ? 'h2' : 'h3';
if ( ! $kabelshop_card ) {
	return;
}
?>
<article class="news-card<?php echo '' !== (string) ( $kabelshop_card['image_html'] ?? '' ) ? ' news-card--image' : ''; ?>">
	<?php if ( '' !== (string) ( $kabelshop_card['image_html'] ?? '' ) ) : ?>
		<div class="news-card__media"><?php echo (string) $kabelshop_card['image_html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- View\LazyImage::html() escapes every attribute. ?></div>
	<?php endif; ?>
	<<?php echo esc_attr( $kabelshop_level ); ?> class="news-card__title"><a href="<?php echo esc_url( (string) $kabelshop_card['url'] ); ?>"><?php echo esc_html( (string) $kabelshop_card['title'] ); ?></a></<?php echo esc_attr( $kabelshop_level ); ?>>
	<p class="news-card__date"><time datetime="<?php echo esc_attr( (string) $kabelshop_card['date_iso'] ); ?>"><?php echo esc_html( (string) $kabelshop_card['date'] ); ?></time></p>
	<p class="news-card__excerpt"><?php echo esc_html( (string) $kabelshop_card['excerpt'] ); ?></p>
</article>
