<?php
/**
 * Template Name: Contact
 *
 * Contact details, opening hours and the FAQ as <details>/<summary> (spec section 1: a contact
 * block with FAQ). The contact form island comes in a later issue. Details are demo values.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Company;
use Kabelshop\Content\Faq;
use Kabelshop\Content\Icons;
use Kabelshop\View\PageView;

$kabelshop_page    = PageView::data();
$kabelshop_company = Company::details();
$kabelshop_hours   = Company::opening_hours();
$kabelshop_faq     = Faq::items();
get_header();
?>
<div class="container page-main">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_page['title'] ) ); ?>
	<div class="entry-content"><?php echo wp_kses_post( $kabelshop_page['content'] ); ?></div>

	<div class="contact-grid">
		<section class="contact-card" aria-labelledby="contact-details">
			<h2 id="contact-details"><?php esc_html_e( 'Contact details', 'kabelshop' ); ?></h2>
			<address class="contact-card__address">
				<strong><?php echo esc_html( $kabelshop_company['name'] ); ?></strong><br>
				<?php echo esc_html( $kabelshop_company['street'] ); ?><br>
				<?php echo esc_html( $kabelshop_company['postcode'] . ' ' . $kabelshop_company['city'] ); ?><br>
				<?php echo esc_html( $kabelshop_company['country'] ); ?>
			</address>
			<ul class="contact-card__channels">
				<li><?php Icons::render( 'phone' ); ?><span class="sr-only"><?php esc_html_e( 'Phone', 'kabelshop' ); ?>:</span> <a href="<?php echo esc_url( $kabelshop_company['phone_href'] ); ?>"><?php echo esc_html( $kabelshop_company['phone'] ); ?></a></li>
				<li><?php Icons::render( 'mail' ); ?><span class="sr-only"><?php esc_html_e( 'E-mail', 'kabelshop' ); ?>:</span> <a href="<?php echo esc_url( 'mailto:' . $kabelshop_company['email'] ); ?>"><?php echo esc_html( $kabelshop_company['email'] ); ?></a></li>
			</ul>
			<p class="demo-note"><?php esc_html_e( 'Demo values: the address, phone number and e-mail address are placeholders, not real contact details.', 'kabelshop' ); ?></p>
		</section>

		<section class="contact-card" aria-labelledby="contact-hours">
			<h2 id="contact-hours"><?php esc_html_e( 'Opening hours', 'kabelshop' ); ?></h2>
			<table class="hours">
				<caption class="sr-only"><?php esc_html_e( 'Opening hours', 'kabelshop' ); ?></caption>
				<tbody>
					<?php foreach ( $kabelshop_hours as $kabelshop_row ) : ?>
						<tr><th scope="row"><?php echo esc_html( $kabelshop_row['days'] ); ?></th><td><?php echo esc_html( $kabelshop_row['hours'] ); ?></td></tr>
					<?php endforeach; ?>
				</tbody>
			</table>
			<p class="demo-note"><?php esc_html_e( 'Demo values: the opening hours are placeholders.', 'kabelshop' ); ?></p>
		</section>
	</div>

	<section class="page-section faq" aria-labelledby="contact-faq">
		<h2 id="contact-faq"><?php esc_html_e( 'Frequently asked questions', 'kabelshop' ); ?></h2>
		<?php foreach ( $kabelshop_faq as $kabelshop_item ) : ?>
			<details class="faq__item" id="<?php echo esc_attr( 'faq-' . $kabelshop_item['id'] ); ?>">
				<summary class="faq__question"><?php echo esc_html( $kabelshop_item['question'] ); ?></summary>
				<div class="faq__answer"><p><?php echo esc_html( $kabelshop_item['answer'] ); ?></p></div>
			</details>
		<?php endforeach; ?>
	</section>
</div>
<?php
get_footer();
