<?php
/**
 * The news list (the posts page and archives): the one <h1>, post cards with date and excerpt,
 * pagination.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\NewsView;

$kabelshop_news = NewsView::list();
?>
<div class="container page-main">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_news['title'] ) ); ?>
	<?php if ( $kabelshop_news['posts'] ) : ?>
		<ul class="cards cards--list">
			<?php
			foreach ( $kabelshop_news['posts'] as $kabelshop_card ) :
				$kabelshop_card_args = array(
					'card'  => $kabelshop_card,
					'level' => 2,
				);
				?>
				<li><?php get_template_part( 'templates/parts/news-card', null, $kabelshop_card_args ); ?></li>
			<?php endforeach; ?>
		</ul>
		<?php if ( '' !== $kabelshop_news['pagination'] ) : ?>
			<nav class="pagination" aria-label="<?php esc_attr_e( 'News pages', 'kabelshop' ); ?>">
				<?php echo wp_kses_post( $kabelshop_news['pagination'] ); ?>
			</nav>
		<?php endif; ?>
	<?php else : ?>
		<p><?php esc_html_e( 'There is no news yet.', 'kabelshop' ); ?></p>
	<?php endif; ?>
</div>
