<?php
/**
 * Template Name: Supplier products
 *
 * Products of other makers and suppliers (supplier is not the shop's own range), grouped by the
 * supplier-products island over a server-rendered list. Data from View\CatalogueView.
 * header.php opens <main id="main">, footer.php closes it.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\CatalogueView;
use Kabelshop\View\MountPoint;

// The makers' type names come in the page's language (CatalogueView, issue 27).
$kabelshop_products = CatalogueView::supplier_products();
get_header();

ob_start();
if ( ! $kabelshop_products ) :
	?>
	<p><?php esc_html_e( 'There are no supplier products at the moment.', 'kabelshop' ); ?></p>
<?php else : ?>
	<ul class="supplier-products">
		<?php foreach ( $kabelshop_products as $kabelshop_product ) : ?>
			<li>
				<a href="<?php echo esc_url( $kabelshop_product['url'] ); ?>"><?php echo esc_html( $kabelshop_product['designation'] ); ?></a>
				<span class="supplier-products__supplier">
					<?php
					/* translators: %s: supplier name. */
					echo esc_html( sprintf( __( 'Supplier: %s', 'kabelshop' ), $kabelshop_product['supplier'] ) );
					?>
				</span>
			</li>
		<?php endforeach; ?>
	</ul>
	<?php
endif;
$kabelshop_fallback = (string) ob_get_clean();
?>
<div class="container supplier-page">
	<h1 class="page-title"><?php esc_html_e( 'Supplier products', 'kabelshop' ); ?></h1>
	<p><?php esc_html_e( 'Cable types with data from other makers and suppliers. The source of each value is named on the product page.', 'kabelshop' ); ?></p>
	<?php MountPoint::render( 'supplier-products', array( 'products' => $kabelshop_products ), $kabelshop_fallback ); ?>
</div>
<?php
get_footer();
