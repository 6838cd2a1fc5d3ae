<?php
/**
 * The metal surcharge calculator section of the metal prices page (issue 14): heading, the
 * formula and today's index per metal as the server-rendered fallback, replaced by the
 * metal-surcharge-calculator island.
 *
 * $args: props (View\MetalSurchargeView::props()), formula (sentence), indexes (list of sentences).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MountPoint;

ob_start();
?>
<p><?php echo esc_html( $args['formula'] ); ?></p>
<?php if ( $args['indexes'] ) : ?>
	<ul>
		<?php foreach ( $args['indexes'] as $kabelshop_index ) : ?>
			<li><?php echo esc_html( $kabelshop_index ); ?></li>
		<?php endforeach; ?>
	</ul>
<?php endif; ?>
<?php
$kabelshop_surcharge_fallback = (string) ob_get_clean();
?>
<section class="ks-surcharge" aria-labelledby="metal-surcharge-title">
	<h2 id="metal-surcharge-title"><?php esc_html_e( 'Metal surcharge calculator', 'kabelshop' ); ?></h2>
	<p class="ks-surcharge__intro"><?php esc_html_e( 'Cable prices are list prices with the metal at the metal base; the metal surcharge adds the difference to the metal index. Enter a cable\'s metal number to see its surcharge per km and per 100 m.', 'kabelshop' ); ?></p>
	<?php MountPoint::render( 'metal-surcharge-calculator', $args['props'], $kabelshop_surcharge_fallback ); ?>
</section>
