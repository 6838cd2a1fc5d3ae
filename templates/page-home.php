<?php
/**
 * Template Name: Home
 *
 * The home page: hero with the catalogue search, category tiles, figures, the latest three
 * news and an about teaser (spec section 1). Carousels come in a later issue; this is static markup.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Icons;
use Kabelshop\View\HomeView;

$kabelshop_home = HomeView::data();
get_header();
?>
<section class="hero" aria-labelledby="home-title">
	<div class="container hero__inner">
		<h1 class="hero__title" id="home-title"><?php esc_html_e( 'Cables for companies and trades', 'kabelshop' ); ?></h1>
		<p class="hero__lead"><?php esc_html_e( 'Technical catalogue with construction tables, prices per metre and online ordering. Registered business customers get a 20 % webshop discount.', 'kabelshop' ); ?></p>
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

<section class="section section--surface" aria-labelledby="home-figures">
	<div class="container">
		<h2 class="section__title" id="home-figures"><?php esc_html_e( 'Kabelshop in figures', 'kabelshop' ); ?></h2>
		<ul class="figures">
			<?php foreach ( $kabelshop_home['figures'] as $kabelshop_figure ) : ?>
				<li class="figures__item">
					<span class="figures__value"><?php echo esc_html( $kabelshop_figure['value'] ); ?></span>
					<span class="figures__label"><?php echo esc_html( $kabelshop_figure['label'] ); ?></span>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</section>

<section class="section" aria-labelledby="home-news">
	<div class="container">
		<div class="section__head">
			<h2 class="section__title" id="home-news"><?php esc_html_e( 'News', 'kabelshop' ); ?></h2>
			<a class="section__more" href="<?php echo esc_url( $kabelshop_home['news_url'] ); ?>"><?php esc_html_e( 'All news', 'kabelshop' ); ?></a>
		</div>
		<?php if ( $kabelshop_home['news'] ) : ?>
			<ul class="cards">
				<?php
				foreach ( $kabelshop_home['news'] as $kabelshop_card ) :
					$kabelshop_card_args = array(
						'card'  => $kabelshop_card,
						'level' => 3,
					);
					?>
					<li><?php get_template_part( 'templates/parts/news-card', null, $kabelshop_card_args ); ?></li>
				<?php endforeach; ?>
			</ul>
		<?php else : ?>
			<p><?php esc_html_e( 'There is no news yet.', 'kabelshop' ); ?></p>
		<?php endif; ?>
	</div>
</section>
<?php get_template_part( 'templates/parts/daily-metal-prices-section' ); ?>

<section class="section section--surface" aria-labelledby="home-about">
	<div class="container about-teaser">
		<h2 class="section__title" id="home-about"><?php esc_html_e( 'About us', 'kabelshop' ); ?></h2>
		<div class="entry-content"><?php echo wp_kses_post( $kabelshop_home['intro'] ); ?></div>
		<p class="about-teaser__links">
			<a class="button" href="<?php echo esc_url( $kabelshop_home['about_url'] ); ?>"><?php esc_html_e( 'More about us', 'kabelshop' ); ?></a>
			<a class="button button--secondary" href="<?php echo esc_url( $kabelshop_home['contact_url'] ); ?>"><?php esc_html_e( 'Contact us', 'kabelshop' ); ?></a>
		</p>
	</div>
</section>
<?php
get_footer();
