<?php
/**
 * The latest LME price of each metal in EUR and USD per tonne with its date and the ECB rate
 * (first paint of the daily metal prices section and the metal prices page's fallback).
 * Args: latest (MetalPricesView::latest()), link (bool: add a link to the metal prices page), stale
 * (false: print no stale notice; the metal prices page prints the chosen metal's in its first state).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

use Kabelshop\View\MetalPricesView;

$kabelshop_latest = (array) ( $args['latest'] ?? array() );
?>
<div class="ks-daily-metals">
	<?php if ( ! $kabelshop_latest ) : ?>
		<p><?php esc_html_e( 'No metal prices yet.', 'kabelshop' ); ?></p>
	<?php else : ?>
		<dl class="ks-daily-metals__list">
			<?php foreach ( $kabelshop_latest as $kabelshop_day ) : ?>
				<div class="ks-daily-metals__item">
					<dt><?php echo esc_html( $kabelshop_day['label'] ); ?></dt>
					<dd>
						<span class="ks-daily-metals__eur"><?php echo esc_html( $kabelshop_day['eur'] . ' EUR/t' ); ?></span>
						<span class="ks-daily-metals__usd"><?php echo esc_html( $kabelshop_day['usd'] . ' USD/t' ); ?></span>
						<span class="ks-daily-metals__date">
							<?php
							/* translators: 1: date, 2: exchange rate in USD per EUR, 3: date of the rate. */
							echo esc_html( sprintf( __( 'LME, %1$s; rate %2$s USD per EUR (ECB, %3$s)', 'kabelshop' ), $kabelshop_day['date'], $kabelshop_day['rate'], $kabelshop_day['rate_date'] ) );
							?>
						</span>
					</dd>
				</div>
			<?php endforeach; ?>
		</dl>
		<?php $kabelshop_stale = false === ( $args['stale'] ?? true ) ? array() : array_filter( array_column( $kabelshop_latest, 'stale_notice' ) ); ?>
		<?php if ( $kabelshop_stale ) : ?>
			<div class="ks-notice ks-notice--warning ks-metal-stale" role="note">
				<?php foreach ( $kabelshop_stale as $kabelshop_sentence ) : ?>
					<p><?php echo esc_html( $kabelshop_sentence ); ?></p>
				<?php endforeach; ?>
			</div>
		<?php endif; ?>
	<?php endif; ?>
	<?php if ( ! empty( $args['link'] ) ) : ?>
		<p><a href="<?php echo esc_url( MetalPricesView::page_url() ); ?>"><?php esc_html_e( 'All metal prices, graph and monthly averages', 'kabelshop' ); ?></a></p>
	<?php endif; ?>
</div>
