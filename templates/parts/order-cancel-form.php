<?php
/**
 * The buyer's "Yes, cancel the order" form (admin-post.php, action and nonce from View\OrderView),
 * printed by templates/page-order.php in the dialog (JavaScript) and in the confirm step (without
 * JavaScript). Arguments ($args): order (OrderView's order array: id, cancel_action, nonce_action,
 * order_url), keep ('dialog': "Keep the order" closes the dialog; 'link': it leads back to the order).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_cancel = (array) ( $args['order'] ?? array() );
$kabelshop_keep   = (string) ( $args['keep'] ?? 'link' );
?>
<form class="order-cancel__form" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
	<input type="hidden" name="action" value="<?php echo esc_attr( (string) $kabelshop_cancel['cancel_action'] ); ?>">
	<input type="hidden" name="order_id" value="<?php echo esc_attr( (string) $kabelshop_cancel['id'] ); ?>">
	<?php wp_nonce_field( (string) $kabelshop_cancel['nonce_action'] ); ?>
	<button type="submit" class="button button--danger"><?php esc_html_e( 'Yes, cancel the order', 'kabelshop' ); ?></button>
	<?php if ( 'dialog' === $kabelshop_keep ) : ?>
		<button type="button" class="button button--secondary" data-ks-dialog-close autofocus><?php esc_html_e( 'Keep the order', 'kabelshop' ); ?></button>
	<?php else : ?>
		<a class="button button--secondary" href="<?php echo esc_url( (string) $kabelshop_cancel['order_url'] ); ?>"><?php esc_html_e( 'Keep the order', 'kabelshop' ); ?></a>
	<?php endif; ?>
</form>
