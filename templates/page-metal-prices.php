<?php
/**
 * Template Name: Metal prices
 *
 * Metal prices (spec sections 1, 2 and 9): copper and aluminium, views week, month, year and all
 * data, euro and US dollar, table and graph, daily prices and monthly averages, the exchange rate.
 * The metal-prices island does the work; the fallback shows its first state (controls, shown only
 * with script, and the line of the latest day) and the latest day of each metal. Under
 * it: the metal surcharge calculator (issue 14, templates/parts/metal-surcharge-calculator.php),
 * the calculation rules and the attribution of the data.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MetalPricesView;
use Kabelshop\View\MetalSurchargeView;
use Kabelshop\View\MountPoint;

$kabelshop_latest = MetalPricesView::latest();
ob_start();
echo '<div class="ks-metals ks-metals--server">';
get_template_part( 'templates/parts/metal-prices-first-state', null, array( 'state' => MetalPricesView::first_state( $kabelshop_latest ) ) );
get_template_part(
	'templates/parts/daily-metal-prices',
	null,
	array(
		'latest' => $kabelshop_latest,
		'link'   => false,
		'stale'  => false, // The first state above prints the chosen metal's notice, as the island does.
	)
);
echo '</div>';
$kabelshop_fallback = (string) ob_get_clean();
get_header();
?>
<div class="container page page--metal-prices">
	<?php get_template_part( 'templates/parts/page-header', null, array( 'title' => __( 'Metal prices', 'kabelshop' ) ) ); ?>
	<?php MountPoint::render( 'metal-prices', MetalPricesView::props(), $kabelshop_fallback ); ?>
	<?php get_template_part( 'templates/parts/metal-surcharge-calculator', null, array( 'props' => MetalSurchargeView::props() ) + MetalSurchargeView::fallback() ); ?>
	<section class="ks-metals-rules" aria-labelledby="metal-rules-title">
		<h2 id="metal-rules-title"><?php esc_html_e( 'How the prices are calculated', 'kabelshop' ); ?></h2>
		<ul>
			<?php foreach ( MetalPricesView::rules() as $kabelshop_rule ) : ?>
				<li><?php echo esc_html( $kabelshop_rule ); ?></li>
			<?php endforeach; ?>
		</ul>
	</section>
	<p class="ks-metals-attribution"><?php echo esc_html( MetalPricesView::attribution() ); ?></p>
</div>
<?php
get_footer();
