<?php
/**
 * Template Name: About us
 *
 * About the company with the history timeline as an ordered list (spec section 1: about/history
 * timeline). The milestones are demo placeholders and the page says so.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Pages;
use Kabelshop\Content\Timeline;
use Kabelshop\View\PageView;

$kabelshop_page     = PageView::data();
$kabelshop_timeline = Timeline::items();
get_header();
?>
<div class="container page-main">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_page['title'] ) ); ?>
	<div class="entry-content"><?php echo wp_kses_post( $kabelshop_page['content'] ); ?></div>

	<section class="page-section" aria-labelledby="about-history">
		<h2 id="about-history"><?php esc_html_e( 'Our history', 'kabelshop' ); ?></h2>
		<p class="demo-note"><?php esc_html_e( 'Demo content: these milestones are placeholders that show the layout, not the company\'s real history.', 'kabelshop' ); ?></p>
		<ol class="timeline">
			<?php foreach ( $kabelshop_timeline as $kabelshop_step ) : ?>
				<li class="timeline__item">
					<span class="timeline__label"><?php echo esc_html( $kabelshop_step['label'] ); ?></span>
					<h3 class="timeline__title"><?php echo esc_html( $kabelshop_step['title'] ); ?></h3>
					<p class="timeline__text"><?php echo esc_html( $kabelshop_step['text'] ); ?></p>
				</li>
			<?php endforeach; ?>
		</ol>
	</section>

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
