<?php
/**
 * The wp-admin screen "Kabelshop -> Orders": filters, CSV export and the list (Admin\OrdersPage).
 *
 * $args: notices, slug, filters (status?, customer?, from?, to?), statuses (value => label),
 * export (URL), table (prepared Commerce\OrderAdminListTable).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

$kabelshop_filters = $args['filters'];
?>
<div class="wrap">
	<h1><?php esc_html_e( 'Orders', 'kabelshop-core' ); ?></h1>
	<?php \Kabelshop\Admin\AdminPage::template( 'notices', $args['notices'] ); ?>
	<form method="get" class="ks-order-filters"><input type="hidden" name="page" value="<?php echo esc_attr( $args['slug'] ); ?>">
		<label for="ks-filter-status"><?php esc_html_e( 'Status', 'kabelshop-core' ); ?></label> <select id="ks-filter-status" name="status"><option value=""><?php esc_html_e( 'All statuses', 'kabelshop-core' ); ?></option>
			<?php foreach ( $args['statuses'] as $kabelshop_status => $kabelshop_label ) : ?>
				<option value="<?php echo esc_attr( $kabelshop_status ); ?>"<?php selected( $kabelshop_filters['status'] ?? '', $kabelshop_status ); ?>><?php echo esc_html( $kabelshop_label ); ?></option>
			<?php endforeach; ?>
		</select>
		<label for="ks-filter-customer"><?php esc_html_e( 'Customer (e-mail, name or user id)', 'kabelshop-core' ); ?></label> <input type="search" id="ks-filter-customer" name="customer" value="<?php echo esc_attr( $kabelshop_filters['customer'] ?? '' ); ?>">
		<label for="ks-filter-from"><?php esc_html_e( 'From', 'kabelshop-core' ); ?></label> <input type="date" id="ks-filter-from" name="from" value="<?php echo esc_attr( $kabelshop_filters['from'] ?? '' ); ?>">
		<label for="ks-filter-to"><?php esc_html_e( 'To', 'kabelshop-core' ); ?></label> <input type="date" id="ks-filter-to" name="to" value="<?php echo esc_attr( $kabelshop_filters['to'] ?? '' ); ?>">
		<?php submit_button( __( 'Filter', 'kabelshop-core' ), 'secondary', '', false ); ?>
	</form>
	<p><a class="button" href="<?php echo esc_url( $args['export'] ); ?>"><?php esc_html_e( 'Export CSV (filtered list)', 'kabelshop-core' ); ?></a></p>
	<?php $args['table']->display(); ?>
</div>
