<?php
/**
 * Template Name: Team
 *
 * The team (spec section 1: team section with carousel and gallery): people cards in a carousel
 * (src/ui/carousels.ts, kind 'team'), each with photo, role and contacts and, when the person has
 * one, a photo gallery that opens in the lightbox (src/ui/lightbox.ts, lightGallery; spec
 * section 9's gallery numbers). Without script the cards are a list and the gallery thumbnails
 * link to the full images. Data: View\TeamView::people().
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\PageView;
use Kabelshop\View\TeamView;

$kabelshop_page    = PageView::data();
$kabelshop_people  = TeamView::people();
$kabelshop_strings = array(
	'close'      => __( 'Close the gallery', 'kabelshop' ),
	'maximize'   => __( 'Toggle full size', 'kabelshop' ),
	'previous'   => __( 'Previous photo', 'kabelshop' ),
	'next'       => __( 'Next photo', 'kabelshop' ),
	'download'   => __( 'Download', 'kabelshop' ),
	'playVideo'  => __( 'Play the video', 'kabelshop' ),
	'failed'     => __( 'The photo could not be loaded.', 'kabelshop' ),
	'zoomIn'     => __( 'Zoom in', 'kabelshop' ),
	'zoomOut'    => __( 'Zoom out', 'kabelshop' ),
	'actualSize' => __( 'Actual size', 'kabelshop' ),
	'thumbnails' => __( 'Show or hide the thumbnails', 'kabelshop' ),
	'autoplay'   => __( 'Start or stop the slideshow', 'kabelshop' ),
);
get_header();
?>
<div class="container page-main">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_page['title'] ) ); ?>
	<div class="entry-content"><?php echo wp_kses_post( $kabelshop_page['content'] ); ?></div>

	<section class="page-section" aria-labelledby="team-people">
		<h2 id="team-people"><?php esc_html_e( 'Our people', 'kabelshop' ); ?></h2>
		<?php if ( $kabelshop_people ) : ?>
			<div class="ks-carousel ks-carousel--team" data-ks-carousel="team">
				<div class="swiper ks-carousel__main" data-ks-carousel-main>
					<ul class="swiper-wrapper ks-carousel__track people">
						<?php foreach ( $kabelshop_people as $kabelshop_index => $kabelshop_person ) : ?>
							<li class="swiper-slide ks-carousel__slide person">
								<?php if ( '' !== (string) ( $kabelshop_person['photo_html'] ?? '' ) ) : ?>
									<div class="person__photo"><?php echo (string) $kabelshop_person['photo_html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- View\LazyImage::html() escapes every attribute. ?></div>
								<?php else : ?>
									<span class="person__avatar" aria-hidden="true"><?php echo esc_html( $kabelshop_person['initials'] ); ?></span>
								<?php endif; ?>
								<h3 class="person__name" id="<?php echo esc_attr( 'person-' . $kabelshop_index ); ?>"><?php echo esc_html( $kabelshop_person['name'] ); ?></h3>
								<?php if ( '' !== $kabelshop_person['role'] ) : ?>
									<p class="person__role"><?php echo esc_html( $kabelshop_person['role'] ); ?></p>
								<?php endif; ?>
								<?php if ( '' !== $kabelshop_person['bio'] ) : ?>
									<p class="person__bio"><?php echo esc_html( $kabelshop_person['bio'] ); ?></p>
								<?php endif; ?>
								<?php if ( '' !== $kabelshop_person['email'] ) : ?>
									<p class="person__email"><a href="<?php echo esc_url( 'mailto:' . $kabelshop_person['email'] ); ?>"><?php echo esc_html( $kabelshop_person['email'] ); ?></a></p>
								<?php endif; ?>
								<?php if ( '' !== (string) ( $kabelshop_person['phone'] ?? '' ) ) : ?>
									<p class="person__phone"><a href="<?php echo esc_url( (string) $kabelshop_person['phone_href'] ); ?>"><?php echo esc_html( (string) $kabelshop_person['phone'] ); ?></a></p>
								<?php endif; ?>
								<?php if ( ! empty( $kabelshop_person['gallery'] ) ) : ?>
									<?php
									/* translators: %s: a team member's name */
									$kabelshop_gallery_label = sprintf( __( 'Photos: %s', 'kabelshop' ), $kabelshop_person['name'] );
									?>
									<ul class="ks-gallery" data-ks-gallery data-lg-strings="<?php echo esc_attr( (string) wp_json_encode( $kabelshop_strings ) ); ?>" aria-label="<?php echo esc_attr( $kabelshop_gallery_label ); ?>">
										<?php foreach ( $kabelshop_person['gallery'] as $kabelshop_photo ) : ?>
											<li class="ks-gallery__item">
												<a class="ks-gallery__link" data-ks-gallery-item href="<?php echo esc_url( $kabelshop_photo['url'] ); ?>"
													data-lg-size="<?php echo esc_attr( $kabelshop_photo['width'] . '-' . $kabelshop_photo['height'] ); ?>"
													data-sub-html="<?php echo esc_attr( '<p>' . esc_html( $kabelshop_photo['alt'] ) . '</p>' ); ?>">
													<?php echo (string) $kabelshop_photo['thumb_html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- View\LazyImage::html() escapes every attribute. ?>
													<span class="sr-only"><?php esc_html_e( '(opens the gallery)', 'kabelshop' ); ?></span>
												</a>
											</li>
										<?php endforeach; ?>
									</ul>
								<?php endif; ?>
							</li>
						<?php endforeach; ?>
					</ul>
				</div>
				<?php
				get_template_part(
					'templates/parts/carousel-controls',
					null,
					array(
						'autoplay' => false,
						'label'    => __( 'Our people', 'kabelshop' ),
					)
				);
				?>
			</div>
		<?php else : ?>
			<p><?php esc_html_e( 'The team will be introduced here soon.', 'kabelshop' ); ?></p>
		<?php endif; ?>
	</section>
</div>
<?php
get_footer();
