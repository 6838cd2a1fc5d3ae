<?php
/**
 * Template Name: Team
 *
 * The team: people cards from the 'kabelshop_person' posts (spec section 1: team section; the
 * carousel and gallery come in a later issue). The seeded people are "Demo" placeholders.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\PageView;
use Kabelshop\View\TeamView;

$kabelshop_page   = PageView::data();
$kabelshop_people = TeamView::people();
get_header();
?>
<div class="container page-main">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_page['title'] ) ); ?>
	<div class="entry-content"><?php echo wp_kses_post( $kabelshop_page['content'] ); ?></div>

	<section class="page-section" aria-labelledby="team-people">
		<h2 id="team-people"><?php esc_html_e( 'Our people', 'kabelshop' ); ?></h2>
		<?php if ( $kabelshop_people ) : ?>
			<ul class="people">
				<?php foreach ( $kabelshop_people as $kabelshop_person ) : ?>
					<li class="person">
						<span class="person__avatar" aria-hidden="true"><?php echo esc_html( $kabelshop_person['initials'] ); ?></span>
						<h3 class="person__name"><?php echo esc_html( $kabelshop_person['name'] ); ?></h3>
						<?php if ( '' !== $kabelshop_person['role'] ) : ?>
							<p class="person__role"><?php echo esc_html( $kabelshop_person['role'] ); ?></p>
						<?php endif; ?>
						<?php if ( '' !== $kabelshop_person['bio'] ) : ?>
							<p class="person__bio"><?php echo esc_html( $kabelshop_person['bio'] ); ?></p>
						<?php endif; ?>
						<?php if ( '' !== $kabelshop_person['email'] ) : ?>
							<p class="person__email"><a href="<?php echo esc_url( 'mailto:' . $kabelshop_person['email'] ); ?>"><?php echo esc_html( $kabelshop_person['email'] ); ?></a></p>
						<?php endif; ?>
					</li>
				<?php endforeach; ?>
			</ul>
		<?php else : ?>
			<p><?php esc_html_e( 'The team will be introduced here soon.', 'kabelshop' ); ?></p>
		<?php endif; ?>
	</section>
</div>
<?php
get_footer();
