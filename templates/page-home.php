<?php
/**
 * Template Name: Home
 *
 * The home page (spec section 1): hero with the catalogue search and the products counter,
 * category tiles, the news carousel with thumbnails, the cards carousel, count-up figures,
 * the daily metal prices, the about fade carousel and the price-list signup. The carousels and the
 * count-up are src/ui (carousels.ts, count-up.ts); without script the slides are plain lists and
 * the figures their final values. Data: View\HomeView::data() (keys that a data version does not
 * have yet are read with a default, so the page never breaks).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Icons;
use Kabelshop\View\HomeView;

$kabelshop_home         = HomeView::data();
$kabelshop_news_slides  = (array) ( $kabelshop_home['news_slides'] ?? array() );
$kabelshop_cards        = (array) ( $kabelshop_home['cards'] ?? array() );
$kabelshop_about_slides = (array) ( $kabelshop_home['about_slides'] ?? array() );
$kabelshop_figures      = (array) ( $kabelshop_home['figures'] ?? array() );
$kabelshop_products     = (array) ( $kabelshop_home['product_count'] ?? array() );
get_header();
?>
<section class="hero" aria-labelledby="home-title">
	<div class="container hero__inner">
		<h1 class="hero__title" id="home-title"><?php esc_html_e( 'Cables for companies and trades', 'kabelshop' ); ?></h1>
		<p class="hero__lead"><?php esc_html_e( 'Technical catalogue with construction tables, prices per metre and online ordering. Registered business customers get a 20 % webshop discount on the full price per metre, metal surcharge included.', 'kabelshop' ); ?></p>
		<?php
		get_template_part(
			'templates/parts/search-form',
			null,
			array(
				'id'     => 'home-search',
				'action' => $kabelshop_home['search_url'],
				'hidden' => \Kabelshop\View\HeaderView::query_args( $kabelshop_home['search_url'] ),
				'label'  => __( 'Search cables by name, type or article code', 'kabelshop' ),
				'class'  => 'search-form--hero',
			)
		);
		?>
		<?php if ( ! empty( $kabelshop_products['text'] ) ) : ?>
			<p class="products-counter"><a href="<?php echo esc_url( $kabelshop_home['catalogue_url'] ); ?>"><?php echo esc_html( (string) $kabelshop_products['text'] ); ?></a></p>
		<?php endif; ?>
	</div>
</section>

<section class="section" aria-labelledby="home-categories">
	<div class="container">
		<h2 class="section__title" id="home-categories"><?php esc_html_e( 'Product categories', 'kabelshop' ); ?></h2>
		<ul class="tiles">
			<?php foreach ( $kabelshop_home['categories'] as $kabelshop_category ) : ?>
				<li><a class="tile" href="<?php echo esc_url( $kabelshop_category['url'] ); ?>"><?php Icons::render( 'cable', 'tile__icon' ); ?><span><?php echo esc_html( $kabelshop_category['name'] ); ?></span></a></li>
			<?php endforeach; ?>
			<li><a class="tile tile--all" href="<?php echo esc_url( $kabelshop_home['catalogue_url'] ); ?>"><?php Icons::render( 'arrow', 'tile__icon' ); ?><span><?php esc_html_e( 'All products', 'kabelshop' ); ?></span></a></li>
		</ul>
	</div>
</section>

<section class="section section--surface" aria-labelledby="home-news">
	<div class="container">
		<div class="section__head">
			<h2 class="section__title" id="home-news"><?php esc_html_e( 'News', 'kabelshop' ); ?></h2>
			<a class="section__more" href="<?php echo esc_url( $kabelshop_home['news_url'] ); ?>"><?php esc_html_e( 'All news', 'kabelshop' ); ?></a>
		</div>
		<?php if ( $kabelshop_news_slides ) : ?>
			<div class="ks-carousel ks-carousel--news" data-ks-carousel="news">
				<div class="swiper ks-carousel__main" data-ks-carousel-main>
					<div class="swiper-wrapper ks-carousel__track">
						<?php
						foreach ( $kabelshop_news_slides as $kabelshop_card ) :
							$kabelshop_card_args = array(
								'card'  => $kabelshop_card,
								'level' => 3,
							);
							?>
							<div class="swiper-slide ks-carousel__slide"><?php \Kabelshop\View\Templates::render( 'parts/news-card', $kabelshop_card_args ); ?></div>
						<?php endforeach; ?>
					</div>
				</div>
				<?php if ( count( $kabelshop_news_slides ) > 1 ) : ?>
					<div class="swiper ks-carousel__thumbs" data-ks-carousel-thumbs>
						<div class="swiper-wrapper ks-carousel__track">
							<?php foreach ( array_values( $kabelshop_news_slides ) as $kabelshop_index => $kabelshop_card ) : ?>
								<div class="swiper-slide ks-thumb">
									<button type="button" class="ks-thumb__button" data-slide-index="<?php echo esc_attr( (string) $kabelshop_index ); ?>">
										<?php if ( '' !== (string) ( $kabelshop_card['thumb_html'] ?? '' ) ) : ?>
											<span class="ks-thumb__media"><?php echo (string) $kabelshop_card['thumb_html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- View\LazyImage::html() escapes every attribute. ?></span>
										<?php endif; ?>
										<span class="ks-thumb__title"><?php echo esc_html( (string) ( $kabelshop_card['title'] ?? '' ) ); ?></span>
									</button>
								</div>
							<?php endforeach; ?>
						</div>
					</div>
					<?php
					get_template_part(
						'templates/parts/carousel-controls',
						null,
						array(
							'autoplay' => true,
							'label'    => __( 'News', 'kabelshop' ),
						)
					);
					?>
				<?php endif; ?>
			</div>
		<?php else : ?>
			<p><?php esc_html_e( 'There is no news yet.', 'kabelshop' ); ?></p>
		<?php endif; ?>
	</div>
</section>

<?php if ( $kabelshop_cards ) : ?>
	<section class="section" aria-labelledby="home-cards">
		<div class="container">
			<h2 class="section__title" id="home-cards"><?php esc_html_e( 'What we offer', 'kabelshop' ); ?></h2>
			<div class="ks-carousel ks-carousel--cards" data-ks-carousel="cards">
				<div class="swiper ks-carousel__main" data-ks-carousel-main>
					<div class="swiper-wrapper ks-carousel__track">
						<?php foreach ( $kabelshop_cards as $kabelshop_card ) : ?>
							<div class="swiper-slide ks-carousel__slide">
								<article class="promo-card">
									<?php if ( '' !== (string) ( $kabelshop_card['image_html'] ?? '' ) ) : ?>
										<div class="promo-card__media"><?php echo (string) $kabelshop_card['image_html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- View\LazyImage::html() escapes every attribute. ?></div>
									<?php endif; ?>
									<h3 class="promo-card__title"><?php echo esc_html( (string) ( $kabelshop_card['title'] ?? '' ) ); ?></h3>
									<p class="promo-card__text"><?php echo esc_html( (string) ( $kabelshop_card['text'] ?? '' ) ); ?></p>
									<?php if ( '' !== (string) ( $kabelshop_card['url'] ?? '' ) ) : ?>
										<p class="promo-card__link"><a href="<?php echo esc_url( (string) $kabelshop_card['url'] ); ?>"><?php echo esc_html( (string) ( $kabelshop_card['link_label'] ?? __( 'Read more', 'kabelshop' ) ) ); ?><span class="sr-only">: <?php echo esc_html( (string) ( $kabelshop_card['title'] ?? '' ) ); ?></span></a></p>
									<?php endif; ?>
								</article>
							</div>
						<?php endforeach; ?>
					</div>
				</div>
				<?php
				get_template_part(
					'templates/parts/carousel-controls',
					null,
					array(
						'autoplay' => false,
						'label'    => __( 'What we offer', 'kabelshop' ),
					)
				);
				?>
			</div>
		</div>
	</section>
<?php endif; ?>

<section class="section section--surface" aria-labelledby="home-figures">
	<div class="container">
		<h2 class="section__title" id="home-figures"><?php esc_html_e( 'Kabelshop in figures', 'kabelshop' ); ?></h2>
		<ul class="figures">
			<?php foreach ( $kabelshop_figures as $kabelshop_figure ) : ?>
				<li class="figures__item">
					<?php if ( isset( $kabelshop_figure['text'] ) ) : ?>
						<span class="figures__value" data-ks-countup
							data-value="<?php echo esc_attr( (string) $kabelshop_figure['value'] ); ?>"
							data-decimals="<?php echo esc_attr( (string) (int) ( $kabelshop_figure['decimals'] ?? 0 ) ); ?>"
							data-suffix="<?php echo esc_attr( (string) ( $kabelshop_figure['suffix'] ?? '' ) ); ?>"
							data-duration-ms="<?php echo esc_attr( (string) (int) ( $kabelshop_figure['duration_ms'] ?? 1110 ) ); ?>"><?php echo esc_html( (string) $kabelshop_figure['text'] ); ?></span>
					<?php else : ?>
						<span class="figures__value"><?php echo esc_html( (string) ( $kabelshop_figure['value'] ?? '' ) ); ?></span>
					<?php endif; ?>
					<span class="figures__label"><?php echo esc_html( (string) ( $kabelshop_figure['label'] ?? '' ) ); ?></span>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</section>
<?php get_template_part( 'templates/parts/daily-metal-prices-section' ); ?>

<section class="section section--surface" aria-labelledby="home-about">
	<div class="container about-teaser">
		<h2 class="section__title" id="home-about"><?php esc_html_e( 'About us', 'kabelshop' ); ?></h2>
		<?php if ( $kabelshop_about_slides ) : ?>
			<div class="ks-carousel ks-carousel--about" data-ks-carousel="about">
				<div class="swiper ks-carousel__main" data-ks-carousel-main>
					<div class="swiper-wrapper ks-carousel__track">
						<?php foreach ( $kabelshop_about_slides as $kabelshop_slide ) : ?>
							<div class="swiper-slide ks-carousel__slide">
								<article class="about-slide">
									<?php if ( '' !== (string) ( $kabelshop_slide['image_html'] ?? '' ) ) : ?>
										<div class="about-slide__media"><?php echo (string) $kabelshop_slide['image_html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- View\LazyImage::html() escapes every attribute. ?></div>
									<?php endif; ?>
									<div class="about-slide__body">
										<h3 class="about-slide__title"><?php echo esc_html( (string) ( $kabelshop_slide['title'] ?? '' ) ); ?></h3>
										<p class="about-slide__text"><?php echo esc_html( (string) ( $kabelshop_slide['text'] ?? '' ) ); ?></p>
										<p class="about-slide__links">
											<?php if ( ! empty( $kabelshop_slide['video']['url'] ) ) : ?>
												<a class="button button--secondary about-slide__video" href="<?php echo esc_url( (string) $kabelshop_slide['video']['url'] ); ?>" data-ks-video
													data-src="<?php echo esc_url( (string) $kabelshop_slide['video']['url'] ); ?>"
													data-type="<?php echo esc_attr( (string) ( $kabelshop_slide['video']['mime'] ?? '' ) ); ?>"
													data-close-label="<?php esc_attr_e( 'Close the video', 'kabelshop' ); ?>"
													title="<?php echo esc_attr( (string) ( $kabelshop_slide['video']['title'] ?? '' ) ); ?>">
													<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M8 5l11 7-11 7z" fill="currentColor"/></svg>
													<?php esc_html_e( 'Watch the video', 'kabelshop' ); ?>
												</a>
											<?php endif; ?>
											<?php if ( '' !== (string) ( $kabelshop_slide['url'] ?? '' ) ) : ?>
												<a class="button" href="<?php echo esc_url( (string) $kabelshop_slide['url'] ); ?>"><?php echo esc_html( (string) ( $kabelshop_slide['link_label'] ?? __( 'Read more', 'kabelshop' ) ) ); ?><span class="sr-only">: <?php echo esc_html( (string) ( $kabelshop_slide['title'] ?? '' ) ); ?></span></a>
											<?php endif; ?>
										</p>
									</div>
								</article>
							</div>
						<?php endforeach; ?>
					</div>
				</div>
				<?php if ( count( $kabelshop_about_slides ) > 1 ) : ?>
					<?php
					get_template_part(
						'templates/parts/carousel-controls',
						null,
						array(
							'autoplay' => true,
							'label'    => __( 'About us', 'kabelshop' ),
						)
					);
					?>
				<?php endif; ?>
			</div>
		<?php endif; ?>
		<div class="entry-content"><?php echo wp_kses_post( $kabelshop_home['intro'] ); ?></div>
		<p class="about-teaser__links">
			<a class="button" href="<?php echo esc_url( $kabelshop_home['about_url'] ); ?>"><?php esc_html_e( 'More about us', 'kabelshop' ); ?></a>
			<a class="button button--secondary" href="<?php echo esc_url( $kabelshop_home['contact_url'] ); ?>"><?php esc_html_e( 'Contact us', 'kabelshop' ); ?></a>
		</p>
	</div>
</section>

<div class="section" id="price-list-signup">
	<div class="container">
		<?php get_template_part( 'templates/parts/newsletter-signup' ); ?>
	</div>
</div>
<?php
get_footer();
