<?php
/**
 * The wp-admin screen "Kabelshop -> Document lookups": the log of public document searches
 * (Admin\DocumentLookupsPage).
 *
 * $args: notices, rows (list of {time, number, found, visitor}).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

?>
<div class="wrap kabelshop-documents"><h1><?php esc_html_e( 'Document lookups', 'kabelshop' ); ?></h1><p><?php esc_html_e( 'Every public document search, newest first. Addresses are stored as a hash: equal hashes mean the same visitor address.', 'kabelshop' ); ?></p>
	<table class="widefat striped"><thead><tr><th scope="col"><?php esc_html_e( 'Time (UTC)', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Number tried', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Found', 'kabelshop' ); ?></th><th scope="col"><?php esc_html_e( 'Visitor (hash)', 'kabelshop' ); ?></th></tr></thead><tbody>
		<?php foreach ( $args['rows'] as $kabelshop_row ) : ?>
			<tr><td><?php echo esc_html( $kabelshop_row['time'] ); ?></td><td><?php echo esc_html( $kabelshop_row['number'] ); ?></td><td><?php $kabelshop_row['found'] ? esc_html_e( 'Yes', 'kabelshop' ) : esc_html_e( 'No', 'kabelshop' ); ?></td><td><code><?php echo esc_html( $kabelshop_row['visitor'] ); ?></code></td></tr>
		<?php endforeach; ?>
	</tbody></table>
</div>
