<?php
/**
 * Site search results (?s=): the one <h1> ("Search results for “…”"), a form to search again,
 * the count, the hits grouped by kind (cable types, articles, news, pages; each group with its
 * count, linked titles, a detail line and an excerpt, and a link to the catalogue for the rest),
 * the no-results text, and a link to the catalogue search. Complete without script; the
 * search-results island (src/islands/search-results) takes over the heading, the form and the
 * results to show them as one types. Data from View\SearchView; no queries here.
 * header.php opens <main id="main">, footer.php closes it.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MountPoint;
use Kabelshop\View\SearchView;

$kabelshop_search = SearchView::data();
get_header();
?>
<div class="container page-main site-search-results">
	<?php ob_start(); ?>
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_search['title'] ) ); ?>
	<form role="search" method="get" class="search-form site-search-results__form" action="<?php echo esc_url( $kabelshop_search['form_action'] ); ?>">
		<?php foreach ( $kabelshop_search['form_hidden'] as $kabelshop_name => $kabelshop_value ) : ?>
			<input type="hidden" name="<?php echo esc_attr( $kabelshop_name ); ?>" value="<?php echo esc_attr( $kabelshop_value ); ?>">
		<?php endforeach; ?>
		<label class="search-form__label" for="site-search-query"><?php esc_html_e( 'Search the site', 'kabelshop' ); ?></label>
		<div class="search-form__row">
			<input class="search-form__input" type="search" id="site-search-query" name="s" value="<?php echo esc_attr( $kabelshop_search['query'] ); ?>" maxlength="<?php echo esc_attr( (string) SearchView::MAX_LENGTH ); ?>" autocomplete="off">
			<button class="button search-form__submit" type="submit"><?php esc_html_e( 'Search', 'kabelshop' ); ?></button>
		</div>
	</form>
	<?php if ( '' !== $kabelshop_search['error'] ) : ?>
		<p class="site-search-results__error" role="alert"><?php echo esc_html( $kabelshop_search['error'] ); ?></p>
	<?php elseif ( '' !== $kabelshop_search['query'] ) : ?>
		<p class="site-search-results__count" role="status"><?php echo esc_html( $kabelshop_search['count'] ); ?></p>
		<?php if ( $kabelshop_search['groups'] ) : ?>
			<?php foreach ( $kabelshop_search['groups'] as $kabelshop_group ) : ?>
				<section class="site-search-results__group" aria-labelledby="<?php echo esc_attr( 'search-group-' . $kabelshop_group['key'] ); ?>">
					<h2 class="site-search-results__group-title" id="<?php echo esc_attr( 'search-group-' . $kabelshop_group['key'] ); ?>">
						<?php echo esc_html( $kabelshop_group['label'] ); ?>
						<span class="site-search-results__group-count">(<?php echo esc_html( (string) $kabelshop_group['total'] ); ?>)</span>
					</h2>
					<ol class="site-search-results__list">
						<?php foreach ( $kabelshop_group['items'] as $kabelshop_result ) : ?>
							<li class="search-result">
								<h3 class="search-result__title"><a href="<?php echo esc_url( $kabelshop_result['url'] ); ?>"><?php echo esc_html( $kabelshop_result['title'] ); ?></a></h3>
								<p class="search-result__kind"><?php echo esc_html( $kabelshop_result['kind'] ); ?></p>
								<?php if ( '' !== $kabelshop_result['date_iso'] ) : ?>
									<p class="search-result__detail"><time datetime="<?php echo esc_attr( $kabelshop_result['date_iso'] ); ?>"><?php echo esc_html( $kabelshop_result['detail'] ); ?></time></p>
								<?php elseif ( '' !== $kabelshop_result['detail'] ) : ?>
									<p class="search-result__detail"><?php echo esc_html( $kabelshop_result['detail'] ); ?></p>
								<?php endif; ?>
								<?php if ( '' !== $kabelshop_result['excerpt'] ) : ?>
									<p class="search-result__excerpt"><?php echo esc_html( $kabelshop_result['excerpt'] ); ?></p>
								<?php endif; ?>
							</li>
						<?php endforeach; ?>
					</ol>
					<?php if ( '' !== $kabelshop_group['more_url'] ) : ?>
						<p class="site-search-results__more"><a href="<?php echo esc_url( $kabelshop_group['more_url'] ); ?>"><?php echo esc_html( $kabelshop_group['more_label'] ); ?></a></p>
					<?php endif; ?>
				</section>
			<?php endforeach; ?>
		<?php else : ?>
			<p class="site-search-results__empty"><?php esc_html_e( 'No results found for your query', 'kabelshop' ); ?></p>
		<?php endif; ?>
	<?php endif; ?>
	<?php MountPoint::render( 'search-results', $kabelshop_search['island'], (string) ob_get_clean() ); ?>
	<p class="site-search-results__catalogue">
		<a class="button button--secondary" href="<?php echo esc_url( $kabelshop_search['catalogue_url'] ); ?>"><?php echo esc_html( $kabelshop_search['catalogue_link'] ); ?></a>
		<span class="site-search-results__hint"><?php echo esc_html( $kabelshop_search['catalogue_hint'] ); ?></span>
	</p>
</div>
<?php
get_footer();
