<?php
/**
 * Admin notice on the Kabelshop screens: the metal surcharge index is stale or missing
 * (Admin\MetalSurchargePage::notice()).
 *
 * $args: warnings (list of sentences), import_help (how to import newer prices), prices_url (Metal
 * prices screen at its CSV import, or ''), settings_url (Metal surcharge screen or '').
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="notice notice-warning kabelshop-stale-index">
	<?php foreach ( $args['warnings'] as $kabelshop_warning ) : ?>
		<p><?php echo esc_html( $kabelshop_warning ); ?></p>
	<?php endforeach; ?>
	<p><?php echo esc_html( $args['import_help'] ); ?></p>
	<?php if ( '' !== $args['prices_url'] || '' !== $args['settings_url'] ) : ?>
		<p>
			<?php if ( '' !== $args['prices_url'] ) : ?>
				<a href="<?php echo esc_url( $args['prices_url'] ); ?>"><?php esc_html_e( 'Import metal prices', 'kabelshop-core' ); ?></a>
			<?php endif; ?>
			<?php if ( '' !== $args['settings_url'] ) : ?>
				<a href="<?php echo esc_url( $args['settings_url'] ); ?>"><?php esc_html_e( 'Metal surcharge', 'kabelshop-core' ); ?></a>
			<?php endif; ?>
		</p>
	<?php endif; ?>
</div>
