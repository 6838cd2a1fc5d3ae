<?php
/**
 * Template Name: Catalogue
 *
 * The product catalogue: heading (with the chosen category's name), the catalogue's totals
 * (printed here only: no island re-renders them) and the search (catalogue island) over a
 * server-rendered first page of results for ?search=, ?category=, ?cores=, ?cross_section=, the
 * technical filters (?cpr=, ?voltage=, ?conductor=, ?hf=, ?armoured=, ?screened=) and ?page=,
 * with a search and filter form that works without JavaScript (the filters are the island's, with
 * the same labels and options; the technical filters are plain links with counts). Data from View\CatalogueView; no queries here.
 * header.php opens <main id="main">, footer.php closes it.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\CatalogueView;
use Kabelshop\View\MountPoint;
use Kabelshop\View\QuickOrderView;

$kabelshop_view = CatalogueView::catalogue();
get_header();
?>
<div class="container catalogue">
	<h1 class="page-title"><?php echo esc_html( $kabelshop_view['heading'] ); ?></h1>
	<p class="ks-counter">
		<?php
		echo esc_html(
			sprintf(
				/* translators: %s: number of cable types. */
				_n( '%s cable type', '%s cable types', $kabelshop_view['all_products'], 'kabelshop' ),
				CatalogueView::number( $kabelshop_view['all_products'] )
			) . ', ' . sprintf(
				/* translators: %s: number of articles. */
				_n( '%s article', '%s articles', $kabelshop_view['all_articles'], 'kabelshop' ),
				CatalogueView::number( $kabelshop_view['all_articles'] )
			)
		);
		?>
	</p>
	<p class="catalogue__quick-order"><a href="<?php echo esc_url( QuickOrderView::url() ); ?>"><?php esc_html_e( 'Quick order: paste your list of cables and metres', 'kabelshop' ); ?></a></p>
<?php
ob_start();
?>
<form class="catalogue-search" role="search" method="get">
	<label for="catalogue-search-input"><?php esc_html_e( 'Search cables', 'kabelshop' ); ?></label>
	<input type="search" id="catalogue-search-input" name="search" maxlength="100" value="<?php echo esc_attr( $kabelshop_view['search'] ); ?>" aria-describedby="catalogue-search-hint">
	<p id="catalogue-search-hint" class="catalogue-search__hint"><?php esc_html_e( 'Designation, Croatian name, size (e.g. 3x2,5) or article code.', 'kabelshop' ); ?></p>
	<?php /* Issue 27: on a phone (with script) the filters start folded under this button; the island prints the same button and takes it over. */ ?>
	<button type="button" class="ks-button ks-catalogue__filter-toggle" aria-expanded="false" aria-controls="catalogue-filters"><?php esc_html_e( 'Filters', 'kabelshop' ); ?></button>
	<fieldset class="ks-catalogue__filters is-collapsed" id="catalogue-filters">
		<legend><?php esc_html_e( 'Filters', 'kabelshop' ); ?></legend>
		<?php foreach ( $kabelshop_view['filter_fields'] as $kabelshop_field ) : ?>
			<div class="ks-field">
				<label for="<?php echo esc_attr( $kabelshop_field['id'] ); ?>"><?php echo esc_html( $kabelshop_field['label'] ); ?></label>
				<select id="<?php echo esc_attr( $kabelshop_field['id'] ); ?>" name="<?php echo esc_attr( $kabelshop_field['name'] ); ?>">
					<?php foreach ( $kabelshop_field['options'] as $kabelshop_option ) : ?>
						<option value="<?php echo esc_attr( $kabelshop_option['value'] ); ?>"<?php echo $kabelshop_option['selected'] ? ' selected' : ''; ?>><?php echo esc_html( $kabelshop_option['label'] ); ?></option>
					<?php endforeach; ?>
				</select>
			</div>
		<?php endforeach; ?>
	</fieldset>
	<?php foreach ( $kabelshop_view['technical_hidden'] as $kabelshop_name => $kabelshop_value ) : ?>
		<input type="hidden" name="<?php echo esc_attr( $kabelshop_name ); ?>" value="<?php echo esc_attr( $kabelshop_value ); ?>">
	<?php endforeach; ?>
	<button type="submit" class="ks-button ks-button--primary"><?php esc_html_e( 'Search', 'kabelshop' ); ?></button>
</form>
<?php if ( $kabelshop_view['technical_groups'] ) : ?>
	<nav class="ks-tech-filters is-collapsed" aria-label="<?php esc_attr_e( 'Technical filters', 'kabelshop' ); ?>">
		<?php foreach ( $kabelshop_view['technical_groups'] as $kabelshop_group ) : ?>
			<div class="ks-tech-filters__group" role="group" aria-labelledby="<?php echo esc_attr( 'tech-filter-' . $kabelshop_group['key'] ); ?>">
				<p class="ks-tech-filters__legend" id="<?php echo esc_attr( 'tech-filter-' . $kabelshop_group['key'] ); ?>"><?php echo esc_html( $kabelshop_group['legend'] ); ?></p>
				<ul class="ks-tech-filters__options">
					<?php foreach ( $kabelshop_group['options'] as $kabelshop_option ) : ?>
						<li>
							<?php if ( '' === $kabelshop_option['url'] ) : ?>
								<span class="ks-tech-filters__none" aria-disabled="true"><?php echo esc_html( $kabelshop_option['label'] ); ?></span>
							<?php elseif ( $kabelshop_option['selected'] ) : ?>
								<a href="<?php echo esc_url( $kabelshop_option['url'] ); ?>" aria-current="true" class="is-current"><?php echo esc_html( $kabelshop_option['label'] ); ?></a>
							<?php else : ?>
								<a href="<?php echo esc_url( $kabelshop_option['url'] ); ?>"><?php echo esc_html( $kabelshop_option['label'] ); ?></a>
							<?php endif; ?>
						</li>
					<?php endforeach; ?>
				</ul>
			</div>
		<?php endforeach; ?>
	</nav>
<?php endif; ?>
<h2 class="ks-catalogue__heading">
	<?php
	if ( '' === $kabelshop_view['search'] ) {
		echo esc_html_x( 'Products', 'heading of the catalogue results', 'kabelshop' );
	} else {
		/* translators: %s: the search text. */
		echo esc_html( sprintf( __( 'Search results for “%s”', 'kabelshop' ), $kabelshop_view['search'] ) );
	}
	?>
</h2>
<p class="ks-catalogue__counts" role="status">
	<?php
	echo esc_html(
		sprintf(
			/* translators: %s: number of matching cable types. */
			_n( '%s cable type found', '%s cable types found', $kabelshop_view['total_products'], 'kabelshop' ),
			CatalogueView::number( $kabelshop_view['total_products'] )
		) . ' (' . sprintf(
			/* translators: %s: number of matching articles. */
			_n( '%s article', '%s articles', $kabelshop_view['total_articles'], 'kabelshop' ),
			CatalogueView::number( $kabelshop_view['total_articles'] )
		) . ')'
	);
	?>
</p>
<?php if ( ! $kabelshop_view['products'] ) : ?>
	<p class="ks-catalogue__empty"><?php esc_html_e( 'No results found for your query', 'kabelshop' ); ?></p>
<?php else : ?>
	<ul class="ks-catalogue__list">
		<?php
		foreach ( $kabelshop_view['products'] as $kabelshop_product ) {
			\Kabelshop\View\Templates::render( 'parts/product-card', array( 'card' => $kabelshop_product ) );
		}
		?>
	</ul>
	<?php if ( $kabelshop_view['pages'] > 1 ) : ?>
		<nav class="pager" aria-label="<?php esc_attr_e( 'Result pages', 'kabelshop' ); ?>">
			<?php if ( $kabelshop_view['page'] > 1 ) : ?>
				<a rel="prev" href="<?php echo esc_url( $kabelshop_view['prev_url'] ); ?>"><?php esc_html_e( 'Previous page', 'kabelshop' ); ?></a>
			<?php endif; ?>
			<span>
				<?php
				/* translators: 1: current page, 2: number of pages. */
				echo esc_html( sprintf( __( 'Page %1$s of %2$s', 'kabelshop' ), CatalogueView::number( $kabelshop_view['page'] ), CatalogueView::number( $kabelshop_view['pages'] ) ) );
				?>
			</span>
			<?php if ( $kabelshop_view['page'] < $kabelshop_view['pages'] ) : ?>
				<a rel="next" href="<?php echo esc_url( $kabelshop_view['next_url'] ); ?>"><?php esc_html_e( 'Next page', 'kabelshop' ); ?></a>
			<?php endif; ?>
		</nav>
	<?php endif; ?>
<?php endif; ?>
<?php
$kabelshop_fallback = (string) ob_get_clean();

MountPoint::render(
	'catalogue',
	array(
		'initialQuery'    => $kabelshop_view['search'],
		'initialFilters'  => $kabelshop_view['island_filters'],
		'technical'       => $kabelshop_view['island_technical'],
		'perPage'         => CatalogueView::PER_PAGE,
		'categories'      => $kabelshop_view['categories'],
		'cores'           => $kabelshop_view['island_facets']['cores'],
		'crossSections'   => $kabelshop_view['island_facets']['crossSections'],
		'productsUrlBase' => $kabelshop_view['products_url_base'],
		'initialTotals'   => array(
			'total'      => $kabelshop_view['total_products'],
			'totalPages' => $kabelshop_view['pages'],
			'articles'   => $kabelshop_view['total_articles'],
		),
	),
	$kabelshop_fallback
);
?>
	<p class="demo-note"><?php esc_html_e( 'Demo prices: prices, article codes and stock in this catalogue are demonstration values, not offers.', 'kabelshop' ); ?></p>
</div>
<?php
get_footer();
