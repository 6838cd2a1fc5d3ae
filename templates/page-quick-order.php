<?php
/**
 * Template Name: Quick order
 *
 * Quick order (issue 13, docs/quick-order.md): the buyer pastes order lines as buyers write them
 * ("NYY-J 5x16 200m", an article code and metres, rows copied from Excel) or picks a CSV/XLSX
 * file; the island 'quick-order' asks POST kabelshop/v1/quick-order/parse, shows each line's
 * match, the candidates of ambiguous lines and why a line did not match, and puts the matched
 * lines into the cart or the inquiry list. Props from View\QuickOrderView::props(). Anyone may
 * use it; ordering still needs an approved account at the checkout.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MountPoint;
use Kabelshop\View\QuickOrderView;

$kabelshop_props    = QuickOrderView::props();
$kabelshop_fallback = MountPoint::needs_script( __( 'Quick order needs JavaScript. Please enable JavaScript in your browser and reload the page, or find the articles in the catalogue.', 'kabelshop' ) );
get_header();
?>
<div class="container page page--quick-order">
	<?php
	get_template_part(
		'templates/parts/page-header',
		null,
		array(
			'title' => __( 'Quick order', 'kabelshop' ),
			'lead'  => __( 'Paste your order list as you write it, one article per line: type and size or article code, then the metres. Rows copied from Excel work too, or pick a CSV or XLSX file.', 'kabelshop' ),
		)
	);
	?>
	<?php MountPoint::render( 'quick-order', $kabelshop_props, $kabelshop_fallback ); ?>
</div>
<?php
get_footer();
