<?php
/**
 * Site search results (?s=): the one <h1> ("Search results for “…”"), a form to search again,
 * the count, the pages, news and cable types found (kind, linked title, excerpt), the pages of
 * results, the no-results text, and a link to the catalogue search for cable designations, sizes
 * and article codes. Data from View\SearchView; no queries here.
 * header.php opens <main id="main">, footer.php closes it.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\SearchView;

$kabelshop_search = SearchView::data();
get_header();
?>
<div class="container page-main site-search-results">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => $kabelshop_search['title'] ) ); ?>
	<form role="search" method="get" class="search-form site-search-results__form" action="<?php echo esc_url( $kabelshop_search['form_action'] ); ?>">
		<?php foreach ( $kabelshop_search['form_hidden'] as $kabelshop_name => $kabelshop_value ) : ?>
			<input type="hidden" name="<?php echo esc_attr( $kabelshop_name ); ?>" value="<?php echo esc_attr( $kabelshop_value ); ?>">
		<?php endforeach; ?>
		<label class="search-form__label" for="site-search-query"><?php esc_html_e( 'Search the site', 'kabelshop' ); ?></label>
		<div class="search-form__row">
			<input class="search-form__input" type="search" id="site-search-query" name="s" value="<?php echo esc_attr( $kabelshop_search['query'] ); ?>" maxlength="<?php echo esc_attr( (string) SearchView::MAX_LENGTH ); ?>">
			<button class="button search-form__submit" type="submit"><?php esc_html_e( 'Search', 'kabelshop' ); ?></button>
		</div>
	</form>
	<?php if ( '' !== $kabelshop_search['query'] ) : ?>
		<p class="site-search-results__count" role="status"><?php echo esc_html( $kabelshop_search['count'] ); ?></p>
		<?php if ( $kabelshop_search['results'] ) : ?>
			<ol class="site-search-results__list">
				<?php foreach ( $kabelshop_search['results'] as $kabelshop_result ) : ?>
					<li class="search-result">
						<h2 class="search-result__title"><a href="<?php echo esc_url( $kabelshop_result['url'] ); ?>"><?php echo esc_html( $kabelshop_result['title'] ); ?></a></h2>
						<p class="search-result__kind"><?php echo esc_html( $kabelshop_result['kind'] ); ?></p>
						<?php if ( '' !== $kabelshop_result['excerpt'] ) : ?>
							<p class="search-result__excerpt"><?php echo esc_html( $kabelshop_result['excerpt'] ); ?></p>
						<?php endif; ?>
					</li>
				<?php endforeach; ?>
			</ol>
			<?php if ( '' !== $kabelshop_search['pagination'] ) : ?>
				<nav class="pagination" aria-label="<?php esc_attr_e( 'Result pages', 'kabelshop' ); ?>">
					<?php echo wp_kses_post( $kabelshop_search['pagination'] ); ?>
				</nav>
			<?php endif; ?>
		<?php else : ?>
			<p class="site-search-results__empty"><?php esc_html_e( 'No results found for your query', 'kabelshop' ); ?></p>
		<?php endif; ?>
	<?php endif; ?>
	<p class="site-search-results__catalogue">
		<a class="button button--secondary" href="<?php echo esc_url( $kabelshop_search['catalogue_url'] ); ?>"><?php echo esc_html( $kabelshop_search['catalogue_link'] ); ?></a>
		<span class="site-search-results__hint"><?php echo esc_html( $kabelshop_search['catalogue_hint'] ); ?></span>
	</p>
</div>
<?php
get_footer();
