<?php
/**
 * Template Name: About us
 *
 * About the company with the history timeline carousel (spec sections 1 and 9: 3/4/5 slides per
 * view under 481, from 481 and from 801 px; src/ui/carousels.ts, kind 'history'). Without script
 * the history is an ordered list. Data: View\AboutView::data().
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\View\AboutView;

$kabelshop_about    = AboutView::data();
$kabelshop_timeline = (array) ( $kabelshop_about['timeline'] ?? array() );
get_header();
?>
<div class="container page-main">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_about['title'] ) ); ?>
	<div class="entry-content"><?php echo wp_kses_post( $kabelshop_about['content'] ); ?></div>

	<?php if ( $kabelshop_timeline ) : ?>
		<section class="page-section" aria-labelledby="about-history">
			<h2 id="about-history"><?php esc_html_e( 'Our history', 'kabelshop' ); ?></h2>
			<div class="ks-carousel ks-carousel--history" data-ks-carousel="history">
				<div class="swiper ks-carousel__main" data-ks-carousel-main>
					<ol class="swiper-wrapper ks-carousel__track history">
						<?php foreach ( $kabelshop_timeline as $kabelshop_step ) : ?>
							<li class="swiper-slide ks-carousel__slide history__item">
								<?php if ( '' !== (string) ( $kabelshop_step['image_html'] ?? '' ) ) : ?>
									<div class="history__media"><?php echo (string) $kabelshop_step['image_html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- View\LazyImage::html() escapes every attribute. ?></div>
								<?php endif; ?>
								<span class="history__year"><?php echo esc_html( (string) ( $kabelshop_step['year'] ?? '' ) ); ?></span>
								<h3 class="history__title"><?php echo esc_html( (string) ( $kabelshop_step['title'] ?? '' ) ); ?></h3>
								<p class="history__text"><?php echo esc_html( (string) ( $kabelshop_step['text'] ?? '' ) ); ?></p>
							</li>
						<?php endforeach; ?>
					</ol>
				</div>
				<?php
				get_template_part(
					'templates/parts/carousel-controls',
					null,
					array(
						'autoplay' => false,
						'label'    => __( 'Our history', 'kabelshop' ),
					)
				);
				?>
			</div>
		</section>
	<?php endif; ?>

	<section class="page-section" aria-labelledby="about-more">
		<h2 id="about-more"><?php esc_html_e( 'Get to know us', 'kabelshop' ); ?></h2>
		<ul class="link-cards">
			<li><a class="link-card" href="<?php echo esc_url( Pages::url( 'team' ) ); ?>"><?php esc_html_e( 'Meet the team', 'kabelshop' ); ?></a></li>
			<li><a class="link-card" href="<?php echo esc_url( Pages::url( 'applications' ) ); ?>"><?php esc_html_e( 'Work with us', 'kabelshop' ); ?></a></li>
			<li><a class="link-card" href="<?php echo esc_url( Pages::url( 'contact' ) ); ?>"><?php esc_html_e( 'Contact and frequently asked questions', 'kabelshop' ); ?></a></li>
		</ul>
	</section>
</div>
<?php
get_footer();
