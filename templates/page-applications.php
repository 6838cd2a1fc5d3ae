<?php
/**
 * Template Name: Open applications
 *
 * Job openings (closed ones marked), how to apply (steps from wp-admin "Company data") and the
 * application form (spec section 1: open applications). Data: View\JobsView.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\JobsView;

$kabelshop_page = JobsView::data();
get_header();
?>
<div class="container page-main">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_page['title'] ) ); ?>
	<div class="entry-content"><?php echo wp_kses_post( $kabelshop_page['content'] ); ?></div>

	<section class="page-section jobs" aria-labelledby="applications-openings">
		<h2 id="applications-openings"><?php esc_html_e( 'Open positions', 'kabelshop' ); ?></h2>
		<?php if ( $kabelshop_page['openings'] ) : ?>
			<ul class="jobs__list">
				<?php foreach ( $kabelshop_page['openings'] as $kabelshop_job ) : ?>
					<li class="<?php echo esc_attr( 'jobs__item' . ( $kabelshop_job['is_open'] ? '' : ' jobs__item--closed' ) ); ?>" id="<?php echo esc_attr( 'job-' . $kabelshop_job['id'] ); ?>">
						<h3 class="jobs__title">
							<?php echo esc_html( $kabelshop_job['title'] ); ?>
							<?php if ( ! $kabelshop_job['is_open'] ) : ?>
								<span class="jobs__status"><?php esc_html_e( 'Closed', 'kabelshop' ); ?></span>
							<?php endif; ?>
						</h3>
						<dl class="jobs__facts">
							<?php if ( '' !== $kabelshop_job['location'] ) : ?>
								<dt><?php esc_html_e( 'Location', 'kabelshop' ); ?></dt>
								<dd><?php echo esc_html( $kabelshop_job['location'] ); ?></dd>
							<?php endif; ?>
							<?php if ( '' !== $kabelshop_job['closing_date'] ) : ?>
								<dt><?php esc_html_e( 'Applications until', 'kabelshop' ); ?></dt>
								<dd><time datetime="<?php echo esc_attr( $kabelshop_job['closing_date_iso'] ); ?>"><?php echo esc_html( $kabelshop_job['closing_date'] ); ?></time></dd>
							<?php endif; ?>
						</dl>
						<div class="jobs__text"><?php echo wp_kses_post( $kabelshop_job['text_html'] ); ?></div>
					</li>
				<?php endforeach; ?>
			</ul>
		<?php else : ?>
			<p><?php esc_html_e( 'No position is open right now. You are welcome to send an open application.', 'kabelshop' ); ?></p>
		<?php endif; ?>
	</section>

	<section class="page-section" aria-labelledby="applications-how">
		<h2 id="applications-how"><?php esc_html_e( 'How to apply', 'kabelshop' ); ?></h2>
		<ol class="steps">
			<?php foreach ( $kabelshop_page['steps'] as $kabelshop_step ) : ?>
				<li><?php echo esc_html( $kabelshop_step ); ?></li>
			<?php endforeach; ?>
		</ol>
	</section>

	<?php get_template_part( 'templates/parts/application-form', null, array( 'openings' => $kabelshop_page['open_openings'] ) ); ?>
</div>
<?php
get_footer();
