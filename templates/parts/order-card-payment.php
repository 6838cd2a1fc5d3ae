<?php
/**
 * The order page's card payment part (View\CardPaymentView): the message of the buyer's return from
 * the card gateway, and for the owner of a card order that can still be paid a "Pay by card" form
 * (admin-post.php, nonce; Payments\PayByCard answers a page that posts to the gateway), which works
 * without JavaScript. $args: message, tone ('success' | 'error' | 'info'), can_pay, action,
 * form_action, order_id, nonce_action, button, hint, anyway (the form confirms a new payment while
 * another is open: hidden anyway_name=1), anyway_name, overpaid (the buyer's overpayment notice),
 * can_switch, switch_action, switch_nonce_action, switch_button ("Pay by bank transfer instead",
 * Payments\SwitchToTransfer; issue 27).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<?php if ( '' !== $args['overpaid'] ) : ?>
	<p class="notice notice--info order-card-overpaid" role="status"><?php echo esc_html( $args['overpaid'] ); ?></p>
<?php endif; ?>
<?php if ( '' !== $args['message'] ) : ?>
	<p class="notice notice--<?php echo esc_attr( 'info' === $args['tone'] ? 'info' : $args['tone'] ); ?> order-card-message" role="<?php echo 'error' === $args['tone'] ? 'alert' : 'status'; ?>"><?php echo esc_html( $args['message'] ); ?></p>
<?php endif; ?>
<?php if ( $args['can_pay'] ) : ?>
	<form class="order-card-pay" method="post" action="<?php echo esc_url( $args['form_action'] ); ?>">
		<input type="hidden" name="action" value="<?php echo esc_attr( $args['action'] ); ?>">
		<input type="hidden" name="order_id" value="<?php echo esc_attr( (string) $args['order_id'] ); ?>">
		<?php wp_nonce_field( $args['nonce_action'] ); ?>
		<?php if ( $args['anyway'] ) : ?>
			<input type="hidden" name="<?php echo esc_attr( $args['anyway_name'] ); ?>" value="1">
		<?php endif; ?>
		<?php if ( '' !== $args['hint'] ) : ?>
			<p class="order-card-pay__hint"><?php echo esc_html( $args['hint'] ); ?></p>
		<?php endif; ?>
		<button type="submit" class="button button--primary"><?php echo esc_html( $args['button'] ); ?></button>
	</form>
<?php endif; ?>
<?php if ( $args['can_switch'] ) : ?>
	<form class="order-card-switch" method="post" action="<?php echo esc_url( $args['form_action'] ); ?>">
		<input type="hidden" name="action" value="<?php echo esc_attr( $args['switch_action'] ); ?>">
		<input type="hidden" name="order_id" value="<?php echo esc_attr( (string) $args['order_id'] ); ?>">
		<?php wp_nonce_field( $args['switch_nonce_action'] ); ?>
		<button type="submit" class="button"><?php echo esc_html( $args['switch_button'] ); ?></button>
	</form>
<?php endif; ?>
