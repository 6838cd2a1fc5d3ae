<?php
/**
 * The notices an AdminPage queued before its redirect (AdminPage::redirect_with_notice()).
 *
 * $args: list<array{type: 'success'|'error'|'warning', text: string, items: list<string>,
 * codes: list<array{label: string, code: string}>}>.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

foreach ( $args as $kabelshop_notice ) : ?>
	<div class="notice notice-<?php echo esc_attr( $kabelshop_notice['type'] ); ?>" role="<?php echo esc_attr( 'error' === $kabelshop_notice['type'] ? 'alert' : 'status' ); ?>">
		<p><?php echo esc_html( $kabelshop_notice['text'] ); ?></p>
		<?php if ( $kabelshop_notice['items'] || $kabelshop_notice['codes'] ) : ?>
			<ul>
				<?php foreach ( $kabelshop_notice['items'] as $kabelshop_item ) : ?>
					<li><?php echo esc_html( $kabelshop_item ); ?></li>
				<?php endforeach; ?>
				<?php foreach ( $kabelshop_notice['codes'] as $kabelshop_code ) : ?>
					<li><strong><?php echo esc_html( $kabelshop_code['label'] ); ?></strong>: <code><?php echo esc_html( $kabelshop_code['code'] ); ?></code></li>
				<?php endforeach; ?>
			</ul>
		<?php endif; ?>
	</div>
<?php endforeach; ?>
