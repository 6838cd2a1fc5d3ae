<?php
/**
 * Template Name: Open applications
 *
 * Open (job) applications: text and how to apply by e-mail (spec section 1; the application
 * form island comes in a later issue).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Company;
use Kabelshop\View\PageView;

$kabelshop_page    = PageView::data();
$kabelshop_company = Company::details();
$kabelshop_subject = __( 'Open application', 'kabelshop' );
get_header();
?>
<div class="container page-main">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_page['title'] ) ); ?>
	<div class="entry-content"><?php echo wp_kses_post( $kabelshop_page['content'] ); ?></div>

	<section class="page-section" aria-labelledby="applications-how">
		<h2 id="applications-how"><?php esc_html_e( 'How to apply', 'kabelshop' ); ?></h2>
		<ol class="steps">
			<li><?php esc_html_e( 'Write a few sentences about yourself and the kind of work you are looking for: sales, warehouse and cutting, or technical support.', 'kabelshop' ); ?></li>
			<li><?php esc_html_e( 'Attach your CV as a PDF file.', 'kabelshop' ); ?></li>
			<li>
				<?php
				/* translators: %s: e-mail address */
				echo esc_html( sprintf( __( 'Send both by e-mail to %s with the subject "Open application".', 'kabelshop' ), $kabelshop_company['jobs_email'] ) );
				?>
			</li>
		</ol>
		<p>
			<a class="button" href="<?php echo esc_url( 'mailto:' . $kabelshop_company['jobs_email'] . '?subject=' . rawurlencode( $kabelshop_subject ) ); ?>"><?php esc_html_e( 'Send an application by e-mail', 'kabelshop' ); ?></a>
		</p>
		<p class="demo-note"><?php esc_html_e( 'Demo value: the e-mail address is a placeholder.', 'kabelshop' ); ?></p>
	</section>
</div>
<?php
get_footer();
