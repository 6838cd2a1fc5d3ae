<?php
/**
 * The metal-prices island's first state, printed in its fallback (issue 16, docs/front-end.md "No
 * layout shift"): the controls (shown only with script, .ks-metals__controls--server in
 * src/styles/islands/metals.css: they work only in the island) and the line of the latest day, in
 * the island's markup and classes (src/islands/metal-prices/index.tsx), so the island renders into
 * the same box and the line, the page's largest text, is painted with the page.
 * Args: state (MetalPricesView::first_state()).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_state = (array) ( $args['state'] ?? array() );
?>
<div class="ks-metals__controls ks-metals__controls--server">
	<?php foreach ( (array) ( $kabelshop_state['controls'] ?? array() ) as $kabelshop_choice ) : ?>
		<fieldset class="ks-metals__choice">
			<legend><?php echo esc_html( $kabelshop_choice['legend'] ); ?></legend>
			<?php foreach ( $kabelshop_choice['options'] as $kabelshop_option ) : ?>
				<label<?php echo $kabelshop_option['checked'] ? ' class="is-active"' : ''; ?>>
					<input type="radio" name="<?php echo esc_attr( $kabelshop_choice['name'] ); ?>" value="<?php echo esc_attr( $kabelshop_option['value'] ); ?>"<?php checked( $kabelshop_option['checked'] ); ?>>
					<span><?php echo esc_html( $kabelshop_option['label'] ); ?></span>
				</label>
			<?php endforeach; ?>
		</fieldset>
	<?php endforeach; ?>
</div>
<?php if ( '' !== (string) ( $kabelshop_state['latest'] ?? '' ) ) : ?>
	<p class="ks-metals__latest" data-testid="metals-latest"><?php echo esc_html( (string) $kabelshop_state['latest'] ); ?></p>
<?php endif; ?>
<?php if ( '' !== (string) ( $kabelshop_state['stale'] ?? '' ) ) : ?>
	<div class="ks-notice ks-notice--warning ks-metal-stale" role="note" data-testid="metals-stale"><p><?php echo esc_html( (string) $kabelshop_state['stale'] ); ?></p></div>
<?php endif; ?>
