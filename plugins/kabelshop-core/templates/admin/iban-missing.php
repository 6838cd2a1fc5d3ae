<?php
/**
 * The warning that the company IBAN is empty (issue 15): on Kabelshop → Bank statement import and
 * on Kabelshop → Orders (Payments\TransferService::iban_notice()).
 *
 * $args: Admin\BankStatementPage::iban_missing(): text, link, link_text.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="notice notice-warning kabelshop-iban-missing" role="alert">
	<p><?php echo esc_html( $args['text'] ); ?> <a href="<?php echo esc_url( $args['link'] ); ?>"><?php echo esc_html( $args['link_text'] ); ?></a></p>
</div>
