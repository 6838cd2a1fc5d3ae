<?php
/**
 * Template Name: Contact
 *
 * Contact details and opening hours (wp-admin "Company data"), the contact form and the FAQ by
 * group as <details>/<summary> (spec section 1: a contact block with FAQ). Data: View\ContactView.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\Content\Icons;
use Kabelshop\View\ContactView;

$kabelshop_page    = ContactView::data();
$kabelshop_company = $kabelshop_page['company'];
$kabelshop_hours   = $kabelshop_page['hours'];
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
			<?php if ( $kabelshop_company['is_demo'] ) : ?>
				<p class="demo-note"><?php esc_html_e( 'Demo values: the address, phone number and e-mail address are placeholders, not real contact details.', 'kabelshop' ); ?></p>
			<?php endif; ?>
		</section>

		<section class="contact-card contact-card--identification" aria-labelledby="contact-identification">
			<?php
			\Kabelshop\View\Templates::render( 'parts/seller-identification', array( 'heading_id' => 'contact-identification' ) );
			?>
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
			<?php if ( $kabelshop_company['is_demo'] ) : ?>
				<p class="demo-note"><?php esc_html_e( 'Demo values: the opening hours are placeholders.', 'kabelshop' ); ?></p>
			<?php endif; ?>
		</section>
	</div>

	<?php get_template_part( 'templates/parts/contact-form' ); ?>

	<?php if ( $kabelshop_page['faq_groups'] ) : ?>
		<section class="page-section faq" aria-labelledby="contact-faq">
			<h2 id="contact-faq"><?php esc_html_e( 'Frequently asked questions', 'kabelshop' ); ?></h2>
			<?php foreach ( $kabelshop_page['faq_groups'] as $kabelshop_index => $kabelshop_group ) : ?>
				<div class="faq__group" role="group" aria-labelledby="<?php echo esc_attr( 'faq-group-' . $kabelshop_index ); ?>">
					<h3 class="faq__group-title" id="<?php echo esc_attr( 'faq-group-' . $kabelshop_index ); ?>"><?php echo esc_html( $kabelshop_group['name'] ); ?></h3>
					<?php foreach ( $kabelshop_group['items'] as $kabelshop_item ) : ?>
						<details class="faq__item" id="<?php echo esc_attr( 'faq-' . $kabelshop_item['id'] ); ?>">
							<summary class="faq__question"><?php echo esc_html( $kabelshop_item['question'] ); ?></summary>
							<div class="faq__answer"><?php echo wp_kses_post( $kabelshop_item['answer_html'] ); ?></div>
						</details>
					<?php endforeach; ?>
				</div>
			<?php endforeach; ?>
		</section>
	<?php endif; ?>
</div>
<?php
get_footer();
