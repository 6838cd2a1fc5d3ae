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
<div class="wrap kabelshop-documents"><h1><?php esc_html_e( 'Document lookups', 'kabelshop-core' ); ?></h1><p><?php esc_html_e( 'Every public document search, newest first. Addresses are stored as a hash: equal hashes mean the same visitor address.', 'kabelshop-core' ); ?></p>
	<table class="widefat striped"><thead><tr><th scope="col"><?php esc_html_e( 'Time (UTC)', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Number tried', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Found', 'kabelshop-core' ); ?></th><th scope="col"><?php esc_html_e( 'Visitor (hash)', 'kabelshop-core' ); ?></th></tr></thead><tbody>
		<?php foreach ( $args['rows'] as $kabelshop_row ) : ?>
			<tr><td><?php echo esc_html( $kabelshop_row['time'] ); ?></td><td><?php echo esc_html( $kabelshop_row['number'] ); ?></td><td><?php $kabelshop_row['found'] ? esc_html_e( 'Yes', 'kabelshop-core' ) : esc_html_e( 'No', 'kabelshop-core' ); ?></td><td><code><?php echo esc_html( $kabelshop_row['visitor'] ); ?></code></td></tr>
		<?php endforeach; ?>
	</tbody></table>
</div>
