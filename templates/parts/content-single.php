<?php
/**
 * A single post or page (used by single.php and by index.php for singular views): the one <h1>,
 * the date for posts (spec section 9 date format), a news post's featured image, the content and a
 * link back to the news.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\NewsView;
use Kabelshop\View\PageView;

$kabelshop_is_post = 'post' === get_post_type();
$kabelshop_entry   = $kabelshop_is_post ? NewsView::single() : PageView::data() + array(
	'date'       => '',
	'date_iso'   => '',
	'news_url'   => '',
	'image_html' => '',
);
?>
<article <?php post_class( 'container page-main entry' ); ?>>
	<header class="page-header">
		<h1 class="page-header__title"><?php echo esc_html( $kabelshop_entry['title'] ); ?></h1>
		<?php if ( '' !== $kabelshop_entry['date'] ) : ?>
			<p class="entry__date"><time datetime="<?php echo esc_attr( $kabelshop_entry['date_iso'] ); ?>"><?php echo esc_html( $kabelshop_entry['date'] ); ?></time></p>
		<?php endif; ?>
	</header>
	<?php if ( '' !== (string) ( $kabelshop_entry['image_html'] ?? '' ) ) : ?>
		<figure class="entry__media"><?php echo (string) $kabelshop_entry['image_html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- View\LazyImage::html() escapes every attribute. ?></figure>
	<?php endif; ?>
	<div class="entry-content"><?php echo wp_kses_post( $kabelshop_entry['content'] ); ?></div>
	<?php
	// A post split with <!--nextpage-->: links to its pages (WordPress's own markup, translated by core).
	wp_link_pages(
		array(
			'before' => '<nav class="entry__pages" aria-label="' . esc_attr__( 'Pages of this post', 'kabelshop' ) . '">',
			'after'  => '</nav>',
		)
	);
	?>
	<?php if ( $kabelshop_is_post ) : ?>
		<p class="entry__back"><a href="<?php echo esc_url( $kabelshop_entry['news_url'] ); ?>"><?php esc_html_e( 'Back to all news', 'kabelshop' ); ?></a></p>
	<?php endif; ?>
</article>
