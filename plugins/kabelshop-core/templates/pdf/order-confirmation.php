<?php
/**
 * The order confirmation PDF's HTML, rendered by dompdf (Commerce\OrderPdf): seller, buyer, the
 * order's facts, items with base price, metal surcharge and full price (or the full price with the
 * surcharge named) and backorder notes, charge lines, totals, the metal index used, and while a bank
 * transfer is awaited the payment instructions with the HUB-3 barcode (58 mm wide, the barcode
 * field of a HUB-3 slip). Fonts: DejaVu Sans (Unicode: č ć đ š ž).
 *
 * $args: see Commerce\OrderPdf::view().
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<!DOCTYPE html>
<html lang="<?php echo esc_attr( $args['lang'] ); ?>">
<head>
<meta charset="utf-8">
<title><?php echo esc_html( $args['title'] ); ?></title>
<style>
	@page { margin: 18mm 16mm 20mm; }
	body { font-family: "DejaVu Sans", sans-serif; font-size: 9pt; color: #111; line-height: 1.35; }
	h1 { font-size: 15pt; margin: 0 0 4mm; }
	h2 { font-size: 9pt; text-transform: uppercase; letter-spacing: .5pt; color: #555; margin: 0 0 1.5mm; }
	.parties { width: 100%; border-collapse: collapse; margin-bottom: 5mm; }
	.parties td { width: 50%; vertical-align: top; padding: 0 4mm 0 0; }
	.facts { border-collapse: collapse; margin-bottom: 5mm; }
	.facts th { text-align: left; font-weight: normal; color: #555; padding: .6mm 4mm .6mm 0; vertical-align: top; }
	.facts td { padding: .6mm 0; font-weight: bold; }
	.items { width: 100%; border-collapse: collapse; }
	.items th { text-align: left; border-bottom: 1pt solid #111; padding: 1.2mm 1.5mm; font-size: 8pt; }
	.items td { border-bottom: .5pt solid #bbb; padding: 1.2mm 1.5mm; vertical-align: top; }
	.num { text-align: right; white-space: nowrap; }
	.note { color: #8a4b00; font-size: 8pt; }
	.totals { margin-top: 3mm; margin-left: auto; border-collapse: collapse; }
	.totals th { text-align: left; font-weight: normal; padding: .8mm 6mm .8mm 0; }
	.totals td { text-align: right; padding: .8mm 0; white-space: nowrap; }
	.totals tr.gross th, .totals tr.gross td { font-weight: bold; border-top: 1pt solid #111; }
	.cancelled { border: 1.5pt solid #b00; color: #b00; padding: 2mm; font-weight: bold; margin-bottom: 4mm; }
	.charges-h { margin-top: 4mm; }
	.price-note { margin: 1.5mm 0 0; font-size: 8pt; }
	.footer { margin-top: 8mm; color: #555; font-size: 7.5pt; }
	.transfer { margin-top: 6mm; border: 1pt solid #111; padding: 3mm; page-break-inside: avoid; }
	.transfer-layout { width: 100%; border-collapse: collapse; }
	.transfer-layout td { vertical-align: top; padding: 0; }
	.transfer-layout td.barcode { width: 62mm; text-align: right; }
	.transfer-layout td.barcode img { width: 58mm; }
	.barcode-caption { font-size: 7pt; color: #555; text-align: left; margin-top: 1mm; }
	.transfer-note { margin: 2mm 0 0; font-weight: bold; }
</style>
</head>
<body>
<h1><?php echo esc_html( $args['title'] ); ?></h1>
<?php if ( '' !== $args['cancelled'] ) : ?>
	<p class="cancelled"><?php echo esc_html( $args['cancelled'] ); ?></p>
<?php endif; ?>
<table class="parties"><tr>
	<td><h2><?php echo esc_html( $args['seller_h'] ); ?></h2>
		<?php foreach ( $args['seller'] as $kabelshop_line ) : ?>
			<div><?php echo esc_html( $kabelshop_line ); ?></div>
		<?php endforeach; ?>
	</td>
	<td><h2><?php echo esc_html( $args['buyer_h'] ); ?></h2>
		<?php foreach ( $args['buyer'] as $kabelshop_row ) : ?>
			<div><?php echo esc_html( $kabelshop_row['label'] . ' ' . $kabelshop_row['value'] ); ?></div>
		<?php endforeach; ?>
	</td>
</tr></table>
<table class="facts">
	<?php foreach ( $args['facts'] as $kabelshop_row ) : ?>
		<tr><th scope="row"><?php echo esc_html( $kabelshop_row['label'] ); ?></th><td><?php echo esc_html( $kabelshop_row['value'] ); ?></td></tr>
	<?php endforeach; ?>
</table>
<table class="items">
	<thead><tr>
		<th><?php echo esc_html( $args['columns']['line'] ); ?></th>
		<th><?php echo esc_html( $args['columns']['article'] ); ?></th>
		<th class="num"><?php echo esc_html( $args['columns']['quantity'] ); ?></th>
		<?php if ( $args['split'] ) : ?>
			<th class="num"><?php echo esc_html( $args['columns']['base'] ); ?></th>
			<th class="num"><?php echo esc_html( $args['columns']['metal'] ); ?></th>
			<th class="num"><?php echo esc_html( $args['columns']['full'] ); ?></th>
		<?php else : ?>
			<th class="num"><?php echo esc_html( $args['columns']['price'] ); ?></th>
		<?php endif; ?>
		<th class="num"><?php echo esc_html( $args['columns']['net'] ); ?></th>
	</tr></thead>
	<tbody>
	<?php foreach ( $args['items'] as $kabelshop_item ) : ?>
		<tr>
			<td><?php echo esc_html( (string) $kabelshop_item['line_no'] ); ?></td>
			<td><strong><?php echo esc_html( $kabelshop_item['article_code'] ); ?></strong> <?php echo esc_html( trim( $kabelshop_item['product'] . ' ' . $kabelshop_item['size'] ) ); ?>
				<?php if ( '' !== $kabelshop_item['packaging'] ) : ?>
					(<?php echo esc_html( $kabelshop_item['packaging'] ); ?>)
				<?php endif; ?>
				<?php if ( '' !== $kabelshop_item['backorder'] ) : ?>
					<div class="note"><?php echo esc_html( $kabelshop_item['backorder'] ); ?></div>
				<?php endif; ?>
			</td>
			<td class="num"><?php echo esc_html( $kabelshop_item['quantity'] ); ?></td>
			<?php if ( $args['split'] ) : ?>
				<td class="num"><?php echo esc_html( $kabelshop_item['unit_price'] ); ?></td>
				<td class="num"><?php echo esc_html( $kabelshop_item['metal_surcharge'] ); ?></td>
				<td class="num"><?php echo esc_html( $kabelshop_item['full_price'] ); ?></td>
			<?php else : ?>
				<td class="num"><?php echo esc_html( $kabelshop_item['full_price'] ); ?>
					<?php if ( '' !== $kabelshop_item['price_note'] ) : ?>
						<div class="note"><?php echo esc_html( $kabelshop_item['price_note'] ); ?></div>
					<?php endif; ?>
				</td>
			<?php endif; ?>
			<td class="num"><?php echo esc_html( $kabelshop_item['line_net'] ); ?></td>
		</tr>
	<?php endforeach; ?>
	</tbody>
</table>
<?php if ( $args['charges'] ) : ?>
	<h2 class="charges-h"><?php echo esc_html( $args['charges_h'] ); ?></h2>
	<table class="items charges">
		<tbody>
		<?php foreach ( $args['charges'] as $kabelshop_charge ) : ?>
			<tr><td><?php echo esc_html( $kabelshop_charge['label'] ); ?></td><td class="num"><?php echo esc_html( $kabelshop_charge['quantity'] . ' x ' . $kabelshop_charge['unit'] ); ?></td><td class="num"><?php echo esc_html( $kabelshop_charge['value'] ); ?></td></tr>
		<?php endforeach; ?>
		</tbody>
	</table>
<?php endif; ?>
<table class="totals">
	<?php foreach ( $args['totals'] as $kabelshop_total ) : ?>
		<tr class="<?php echo esc_attr( $kabelshop_total['key'] ); ?>"><th scope="row"><?php echo esc_html( $kabelshop_total['label'] ); ?></th><td><?php echo esc_html( $kabelshop_total['value'] ); ?></td></tr>
	<?php endforeach; ?>
</table>
<?php foreach ( $args['notes'] as $kabelshop_note ) : ?>
	<p class="price-note"><?php echo esc_html( $kabelshop_note ); ?></p>
<?php endforeach; ?>
<?php if ( null !== $args['transfer'] ) : ?>
	<div class="transfer">
		<h2><?php echo esc_html( $args['transfer']['heading'] ); ?></h2>
		<table class="transfer-layout"><tr>
			<td>
				<table class="facts">
					<?php foreach ( $args['transfer']['rows'] as $kabelshop_row ) : ?>
						<tr><th scope="row"><?php echo esc_html( $kabelshop_row['label'] ); ?></th><td><?php echo esc_html( $kabelshop_row['value'] ); ?></td></tr>
					<?php endforeach; ?>
				</table>
			</td>
			<?php if ( '' !== $args['transfer']['barcode_src'] ) : ?>
				<?php // phpcs:ignore PluginCheck.CodeAnalysis.ImageFunctions.NonEnqueuedImage -- dompdf's PDF: the HUB-3 barcode is a data: URI PNG, not a media file. ?>
				<td class="barcode"><img src="<?php echo esc_attr( $args['transfer']['barcode_src'] ); ?>" alt="<?php echo esc_attr( $args['transfer']['barcode_alt'] ); ?>">
					<div class="barcode-caption"><?php echo esc_html( $args['transfer']['barcode_caption'] ); ?></div>
				</td>
			<?php endif; ?>
		</tr></table>
		<p class="transfer-note"><?php echo esc_html( $args['transfer']['note'] ); ?></p>
	</div>
<?php endif; ?>
<p class="footer"><?php echo esc_html( $args['footer'] ); ?></p>
</body>
</html>
