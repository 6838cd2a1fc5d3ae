<?php
/**
 * Filters of the staff order list and its CSV export.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the list filters (status, customer, date from / to) from request parameters. Shared by the
 * wp-admin orders list (Admin\OrdersPage, OrderAdminListTable) and its export (OrderExport), so the
 * export always holds the rows the list shows.
 */
final class OrderFilters {

	/**
	 * The list filters from request parameters, sanitized; unknown or malformed values are dropped.
	 *
	 * @param array<string, mixed> $source $_GET-like array (slashed).
	 * @return array{status?: string, customer?: string, from?: string, to?: string} customer at most
	 *         100 characters; from / to as Y-m-d (site days).
	 */
	public static function from( array $source ): array {
		$filters = array();
		$status  = isset( $source['status'] ) ? sanitize_key( wp_unslash( (string) $source['status'] ) ) : '';
		if ( in_array( $status, OrderStatus::ALL, true ) ) {
			$filters['status'] = $status;
		}
		$customer = isset( $source['customer'] ) ? sanitize_text_field( wp_unslash( (string) $source['customer'] ) ) : '';
		if ( '' !== $customer ) {
			$filters['customer'] = mb_substr( $customer, 0, 100 );
		}
		foreach ( array( 'from', 'to' ) as $key ) {
			$day = isset( $source[ $key ] ) ? sanitize_text_field( wp_unslash( (string) $source[ $key ] ) ) : '';
			if ( preg_match( '/^\d{4}-\d{2}-\d{2}$/', $day ) ) {
				$filters[ $key ] = $day;
			}
		}
		return $filters;
	}
}
