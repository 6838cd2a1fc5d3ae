<?php
/**
 * GET and POST kabelshop/v1/order-lists (issue 13, order lists).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Rest\Routes\V1;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- exception messages are plain text (REST error JSON, logs); where one is printed, it is escaped there.

use Kabelshop\Accounts\Roles;
use Kabelshop\Commerce\Pricing;
use Kabelshop\Commerce\StockRules;
use Kabelshop\Domain\ShopException;
use Kabelshop\OrderLists\OrderListRepository;
use Kabelshop\Rest\AbstractRoute;
use Kabelshop\Rest\RouteException;
use Kabelshop\Rest\Schemas\V1\QuoteArgs;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The logged-in customer's own order lists (docs/quick-order.md). Capability
 * kabelshop_place_orders (401 for visitors, 403 for pending accounts); writes need the nonce and
 * XSRF token.
 * GET: 200 { lists } (OrderListRepository::described(): each list with its lines described by
 * today's catalogue).
 * POST { name, lines: [{ article_code, quantity_m }] } (e.g. "Save cart as list"): 201 { id, lists }.
 * 400 kabelshop_order_list_invalid_name naming name (empty after trimming); the args' 400s naming
 * lines[i]; 400 kabelshop_order_list_unknown_article naming lines (data.unknown_codes) for codes
 * not on sale; 400 kabelshop_cart_whole_packages naming lines[i].quantity_m (StockRules: rings,
 * reels and boxes in whole packages, as the quote refuses them); 409 kabelshop_order_list_full at
 * OrderListRepository::MAX_LISTS (checked under the customer's lock, issue 26: parallel creates
 * keep every list and never pass the limit together); 503 kabelshop_account_busy (data
 * retry_after) when another change of the customer's data holds the lock for over 10 seconds.
 */
final class OrderLists extends AbstractRoute {

	/**
	 * The route's path below kabelshop/v1 (AbstractRoute::get_path()).
	 */
	public function get_path(): string {
		return 'order-lists';
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
				'handler' => 'list_all',
			),
			array(
				'methods' => 'POST',
				'args'    => array(
					'name'  => self::name_arg( true ),
					'lines' => QuoteArgs::lines(),
				),
				'handler' => 'create',
			),
		);
	}

	/**
	 * The 'name' arg (shared with POST order-lists/{id}).
	 *
	 * @param bool $required Whether the name must be sent.
	 * @return array<string, mixed>
	 */
	public static function name_arg( bool $required ): array {
		return array(
			'description'       => 'Name of the list, e.g. "Site kit A".',
			'type'              => 'string',
			'required'          => $required,
			'minLength'         => 1,
			'maxLength'         => OrderListRepository::MAX_NAME,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'sanitize_text_field',
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
	 * The own lists.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{lists: list<array<string, mixed>>}
	 */
	public function list_all( WP_REST_Request $request ): array {
		return array( 'lists' => ( new OrderListRepository() )->described( get_current_user_id() ) );
	}

	/**
	 * Creates a list.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws RouteException 400 bad name or lines, 409 too many lists.
	 */
	public function create( WP_REST_Request $request ): WP_REST_Response {
		$name  = self::checked_name( (string) $request->get_param( 'name' ) );
		$lines = self::checked_lines( (array) $request->get_param( 'lines' ) );
		$id    = ( new OrderListRepository() )->create( get_current_user_id(), $name, $lines );
		if ( null === $id ) {
			/* translators: %d: most lists */
			throw new RouteException( 'kabelshop_order_list_full', sprintf( __( 'You already keep %d order lists. Please delete one first.', 'kabelshop-core' ), OrderListRepository::MAX_LISTS ), 409 );
		}
		return new WP_REST_Response(
			array(
				'id'    => $id,
				'lists' => ( new OrderListRepository() )->described( get_current_user_id() ),
			),
			201
		);
	}

	/**
	 * A list name, trimmed; 400 naming name when nothing is left.
	 *
	 * @param string $name Sanitised name.
	 * @throws ShopException 400 kabelshop_order_list_invalid_name.
	 */
	public static function checked_name( string $name ): string {
		$name = trim( $name );
		if ( '' === $name ) {
			throw ShopException::field( 'kabelshop_order_list_invalid_name', 'name', __( 'Please give the list a name.', 'kabelshop-core' ) );
		}
		return $name;
	}

	/**
	 * Lines whose articles are on sale and whose quantities are whole packages, with the codes as
	 * the catalogue spells them.
	 *
	 * @param list<array{article_code: string, quantity_m: int}> $lines Sanitised lines (QuoteArgs).
	 * @return list<array{article_code: string, quantity_m: int}>
	 * @throws ShopException 400 unknown codes or not whole packages.
	 */
	public static function checked_lines( array $lines ): array {
		$priced = Pricing::reprice( $lines );
		if ( $priced['unknown_codes'] ) {
			throw ShopException::field(
				'kabelshop_order_list_unknown_article',
				'lines',
				/* translators: %s: article codes */
				sprintf( __( 'These articles are not in the catalogue: %s', 'kabelshop-core' ), implode( ', ', $priced['unknown_codes'] ) ),
				ShopException::INVALID,
				array( 'unknown_codes' => $priced['unknown_codes'] )
			);
		}
		StockRules::check_packages( $priced['lines'] );
		return array_map(
			static fn( array $line ): array => array(
				'article_code' => $line['article_code'],
				'quantity_m'   => $line['quantity_m'],
			),
			$priced['lines']
		);
	}
}
