<?php
/**
 * GET kabelshop/v1/user/credit.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

use Kabelshop\Accounts\Roles;
use Kabelshop\Payments\CreditStatement;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\Schemas\V1\CreditSchema;
use WP_REST_Request;

/**
 * The logged-in customer's own payment terms (issue 15, contract terms; the account's "Payment
 * terms" panel): whether they may order on contract terms, the terms in days, the credit limit,
 * the open balance (unpaid invoices plus contract orders not invoiced yet), the credit still
 * available, the overdue invoices and the contract orders not invoiced yet. Capability
 * kabelshop_place_orders (401 for visitors, 403 for pending accounts); only the caller's own data,
 * there is no user parameter. 200 { contract, terms_days, limit_cents|null, open_balance_cents,
 * available_cents|null, currency, overdue: [ { id, number, issued_on, due_on, open_cents,
 * days_overdue, download_url } ], unpaid_orders: [ { id, number, created_at, due_on, open_cents,
 * days_overdue, url } ] } (CreditSchema; amounts in euro cents).
 */
final class UserCredit extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'user/credit';
	}

	/**
	 * The route's endpoints (AbstractRoute::get_endpoints()).
	 *
	 * @return list<array{methods: string, args: array<string, array<string, mixed>>, handler: string}>
	 */
	public function get_endpoints(): array {
		return array(
			array(
				'methods' => 'GET',
				'args'    => array(),
				'handler' => 'show',
			),
		);
	}

	/**
	 * Approved customers only.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		return $this->require_capability( Roles::CAP_ORDER );
	}

	/**
	 * The own terms and balance.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed>
	 */
	public function show( WP_REST_Request $request ): array {
		return self::answer( get_current_user_id() );
	}

	/**
	 * The answer for a customer (also the account panel's props).
	 *
	 * @param int $user_id Customer.
	 * @return array<string, mixed>
	 */
	public static function answer( int $user_id ): array {
		return CreditSchema::response( ( new CreditStatement() )->for_user( $user_id ) );
	}
}
