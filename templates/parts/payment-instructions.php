<?php
/**
 * The bank transfer block of an order (issue 15): recipient, IBAN in groups of four, amount, model
 * and reference (poziv na broj), description, pay-by date, the HUB-3 barcode that mobile banking
 * apps scan, and the note that the order is prepared once the payment arrives; "Paid on <date>"
 * once paid; nothing otherwise. The checkout success page shows the same block from the order
 * answer (src/islands/checkout/PaymentInstructions.tsx); styles in src/styles/payment-instructions.css.
 *
 * Issue 26: a part paid order shows what was received and what is open above the block (which is
 * then for the open amount), an overpayment and money sent back as lines of their own.
 *
 * $args: View\PaymentInstructionsView::for_page(): instructions (null or { heading, part, rows: list of
 * { key, label, value }, barcode_alt, barcode_caption, note }), barcode_url, paid ('' or the text),
 * money (list of { key, text }).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<?php if ( null !== $args['instructions'] ) : ?>
	<section class="ks-pay-transfer" aria-labelledby="ks-pay-transfer-heading" data-payment="bank_transfer">
		<h2 id="ks-pay-transfer-heading"><?php echo esc_html( $args['instructions']['heading'] ); ?></h2>
		<?php if ( '' !== $args['instructions']['part'] ) : ?>
			<p class="ks-pay-transfer__part" data-payment="part_paid"><?php echo esc_html( $args['instructions']['part'] ); ?></p>
		<?php endif; ?>
		<div class="ks-pay-transfer__body">
			<dl class="ks-pay-transfer__details">
				<?php foreach ( $args['instructions']['rows'] as $kabelshop_row ) : ?>
					<dt><?php echo esc_html( $kabelshop_row['label'] ); ?></dt>
					<dd data-payment-field="<?php echo esc_attr( $kabelshop_row['key'] ); ?>"><?php echo esc_html( $kabelshop_row['value'] ); ?></dd>
				<?php endforeach; ?>
			</dl>
			<figure class="ks-pay-transfer__barcode">
				<img src="<?php echo esc_url( $args['barcode_url'] ); ?>" alt="<?php echo esc_attr( $args['instructions']['barcode_alt'] ); ?>" decoding="async">
				<figcaption><?php echo esc_html( $args['instructions']['barcode_caption'] ); ?></figcaption>
			</figure>
		</div>
		<p class="ks-pay-transfer__note"><?php echo esc_html( $args['instructions']['note'] ); ?></p>
	</section>
<?php elseif ( '' !== $args['paid'] ) : ?>
	<p class="ks-pay-paid" data-payment="paid"><?php echo esc_html( $args['paid'] ); ?></p>
<?php endif; ?>
<?php foreach ( $args['money'] ?? array() as $kabelshop_line ) : ?>
	<p class="ks-pay-money" data-payment="<?php echo esc_attr( $kabelshop_line['key'] ); ?>"><?php echo esc_html( $kabelshop_line['text'] ); ?></p>
<?php endforeach; ?>
