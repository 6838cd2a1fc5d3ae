<?php
/**
 * Daily metal prices section (spec section 2) for the home page: the daily-metal-prices island
 * over the same figures rendered by PHP for first paint, and the data attribution.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MetalPricesView;
use Kabelshop\View\MountPoint;

ob_start();
get_template_part(
	'templates/parts/daily-metal-prices',
	null,
	array(
		'latest' => MetalPricesView::latest(),
		'link'   => true,
	)
);
$kabelshop_daily_fallback = (string) ob_get_clean();
?>
<section class="section" aria-labelledby="home-metal-prices">
	<div class="container">
		<h2 class="section__title" id="home-metal-prices"><?php esc_html_e( 'Daily metal prices', 'kabelshop' ); ?></h2>
		<?php MountPoint::render( 'daily-metal-prices', MetalPricesView::daily_props(), $kabelshop_daily_fallback, 'interaction' ); ?>
		<p class="ks-metals-attribution"><?php echo esc_html( MetalPricesView::attribution() ); ?></p>
	</div>
</section>
