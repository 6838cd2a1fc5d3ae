<?php
/**
 * The news list (the posts page and archives): the one <h1>, post cards with image, date and
 * excerpt, pagination. The page is printed here (crawlers, visitors without script) inside the
 * news-list island's mount point; the island then pages on without reloading (GET
 * kabelshop/v1/news), keeping the address (/page/N/) in step.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MountPoint;
use Kabelshop\View\NewsView;

$kabelshop_news = NewsView::list();
?>
<div class="container page-main">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_news['title'] ) ); ?>
	<?php if ( $kabelshop_news['posts'] ) : ?>
		<?php
		// The server prints the page (crawlers, no script); the news-list island pages on from it.
		ob_start();
		?>
		<ul class="cards cards--list">
			<?php
			foreach ( $kabelshop_news['posts'] as $kabelshop_card ) :
				$kabelshop_card_args = array(
					'card'  => $kabelshop_card,
					'level' => 2,
				);
				?>
				<li><?php \Kabelshop\View\Templates::render( 'parts/news-card', $kabelshop_card_args ); ?></li>
			<?php endforeach; ?>
		</ul>
		<?php if ( '' !== $kabelshop_news['pagination'] ) : ?>
			<nav class="pagination" aria-label="<?php esc_attr_e( 'News pages', 'kabelshop' ); ?>">
				<?php echo wp_kses_post( $kabelshop_news['pagination'] ); ?>
			</nav>
		<?php endif; ?>
		<?php
		$kabelshop_list = (string) ob_get_clean();
		if ( null !== $kabelshop_news['island'] ) {
			MountPoint::render( 'news-list', $kabelshop_news['island'], $kabelshop_list, 'interaction' );
		} else {
			echo $kabelshop_list; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above, as it was printed.
		}
		?>
	<?php else : ?>
		<p><?php esc_html_e( 'There is no news yet.', 'kabelshop' ); ?></p>
	<?php endif; ?>
</div>
