<?php
/**
 * The hidden fields every staff form of the order screen carries (admin-post action, order, op,
 * the order's nonce, the referer). Part of admin/order.
 *
 * $args: action, order_id, op, nonce.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<input type="hidden" name="action" value="<?php echo esc_attr( $args['action'] ); ?>"><input type="hidden" name="order_id" value="<?php echo esc_attr( (string) $args['order_id'] ); ?>"><input type="hidden" name="op" value="<?php echo esc_attr( $args['op'] ); ?>">
<input type="hidden" name="_wpnonce" value="<?php echo esc_attr( $args['nonce'] ); ?>">
<?php
wp_referer_field( true );
