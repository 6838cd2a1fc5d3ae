<?php
/**
 * The "Payment terms" section of a customer's wp-admin user screen (issue 15, contract terms;
 * Payments\CreditService, values from Payments\CreditTermsForm::view()).
 *
 * $args: field (posted array name), nonce, nonce_action, contract (bool), terms_days, limit (as
 * typed or stored, e.g. "5000,00"), default_days, min_days, max_days, open_balance, available
 * (formatted), overdue_count, unpaid_invoices, unbilled_orders, invoices_url, errors (field =>
 * message of a refused save).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_field  = $args['field'];
$kabelshop_errors = $args['errors'];
?>
<h2 id="kabelshop-payment-terms"><?php esc_html_e( 'Payment terms', 'kabelshop-core' ); ?></h2>
<?php wp_nonce_field( $args['nonce_action'], $args['nonce'], false ); ?>
<table class="form-table kabelshop-credit" role="presentation">
	<tr>
		<th scope="row"><?php esc_html_e( 'Contract terms', 'kabelshop-core' ); ?></th>
		<td>
			<label for="ks-credit-contract">
				<input type="hidden" name="<?php echo esc_attr( $kabelshop_field ); ?>[contract]" value="0">
				<input id="ks-credit-contract" type="checkbox" name="<?php echo esc_attr( $kabelshop_field ); ?>[contract]" value="1"<?php checked( $args['contract'] ); ?>>
				<?php esc_html_e( 'May order on contract terms (pay by invoice after delivery)', 'kabelshop-core' ); ?>
			</label>
		</td>
	</tr>
	<tr<?php echo isset( $kabelshop_errors['terms_days'] ) ? ' class="form-invalid"' : ''; ?>>
		<th scope="row"><label for="ks-credit-days"><?php esc_html_e( 'Payment terms in days', 'kabelshop-core' ); ?></label></th>
		<td>
			<input id="ks-credit-days" class="small-text" type="number" inputmode="numeric" min="<?php echo (int) $args['min_days']; ?>" max="<?php echo (int) $args['max_days']; ?>" step="1" name="<?php echo esc_attr( $kabelshop_field ); ?>[terms_days]" value="<?php echo esc_attr( $args['terms_days'] ); ?>" aria-describedby="ks-credit-days-hint<?php echo isset( $kabelshop_errors['terms_days'] ) ? ' ks-credit-days-error' : ''; ?>"<?php echo isset( $kabelshop_errors['terms_days'] ) ? ' aria-invalid="true"' : ''; ?>>
			<p class="description" id="ks-credit-days-hint">
				<?php
				/* translators: %d: the shop's default payment terms in days */
				echo esc_html( sprintf( __( 'Empty: the shop default (%d days).', 'kabelshop-core' ), (int) $args['default_days'] ) );
				?>
			</p>
			<?php if ( isset( $kabelshop_errors['terms_days'] ) ) : ?>
				<p class="kabelshop-field-error" id="ks-credit-days-error"><?php echo esc_html( $kabelshop_errors['terms_days'] ); ?></p>
			<?php endif; ?>
		</td>
	</tr>
	<tr<?php echo isset( $kabelshop_errors['limit'] ) ? ' class="form-invalid"' : ''; ?>>
		<th scope="row"><label for="ks-credit-limit"><?php esc_html_e( 'Credit limit (EUR)', 'kabelshop-core' ); ?></label></th>
		<td>
			<input id="ks-credit-limit" class="regular-text" type="text" inputmode="decimal" autocomplete="off" name="<?php echo esc_attr( $kabelshop_field ); ?>[limit]" value="<?php echo esc_attr( $args['limit'] ); ?>" aria-describedby="ks-credit-limit-hint<?php echo isset( $kabelshop_errors['limit'] ) ? ' ks-credit-limit-error' : ''; ?>"<?php echo isset( $kabelshop_errors['limit'] ) ? ' aria-invalid="true"' : ''; ?>>
			<p class="description" id="ks-credit-limit-hint"><?php esc_html_e( 'Decimal comma or point, e.g. 5000,00. Empty: no limit. Unpaid contract orders and unpaid invoices count against it; an order over what is left is refused at checkout.', 'kabelshop-core' ); ?></p>
			<?php if ( isset( $kabelshop_errors['limit'] ) ) : ?>
				<p class="kabelshop-field-error" id="ks-credit-limit-error"><?php echo esc_html( $kabelshop_errors['limit'] ); ?></p>
			<?php endif; ?>
		</td>
	</tr>
	<tr>
		<th scope="row"><?php esc_html_e( 'Open balance', 'kabelshop-core' ); ?></th>
		<td data-credit="open-balance">
			<?php echo esc_html( $args['open_balance'] ); ?>
			<p class="description">
				<?php
				echo esc_html(
					sprintf(
						/* translators: 1: number of unpaid invoices, 2: number of contract orders not invoiced yet */
						__( 'Unpaid invoices: %1$d; contract orders not invoiced yet: %2$d.', 'kabelshop-core' ),
						(int) $args['unpaid_invoices'],
						(int) $args['unbilled_orders']
					)
				);
				?>
			</p>
		</td>
	</tr>
	<tr>
		<th scope="row"><?php esc_html_e( 'Available credit', 'kabelshop-core' ); ?></th>
		<td data-credit="available"><?php echo esc_html( $args['available'] ); ?></td>
	</tr>
	<tr>
		<th scope="row"><?php esc_html_e( 'Overdue invoices', 'kabelshop-core' ); ?></th>
		<td data-credit="overdue"><?php echo (int) $args['overdue_count']; ?> <a href="<?php echo esc_url( $args['invoices_url'] ); ?>"><?php esc_html_e( 'Invoices', 'kabelshop-core' ); ?></a></td>
	</tr>
</table>
